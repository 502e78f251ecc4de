#!/usr/bin/env python3
"""Compares whole-set runs of tools/real-apps.sh --truth (its per-app tables, saved as files).

    tools/real-apps-compare.py BEFORE.md[,BEFORE2.md] [AFTER.md[,AFTER2.md]]

Each argument is one run: the files of its parts (the set split in halves run side by side),
comma-separated. Prints each run's totals, and with two runs each app whose declared, found,
right, extra, imported, rendered or failed counts differ, and the apps only one run has."""
import sys

KEYS = ("declared", "found", "right", "extra", "imported", "rendered", "failed")


def load(spec):
    rows = {}
    for path in spec.split(","):
        with open(path, encoding="utf-8") as table:
            for line in table:
                if not line.startswith("| ") or line.startswith("| app "):
                    continue
                cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
                if len(cells) < 12:
                    continue
                row = dict(zip(KEYS, map(int, cells[3:10])))
                row.update(kinds=cells[2], seconds=float(cells[10]), mb=int(cells[11]))
                rows[cells[0]] = row
    return rows


def summary(spec, rows):
    if not rows:
        return f"{spec}: no rows"
    total = {key: sum(row[key] for row in rows.values()) for key in KEYS}
    controls = [row for row in rows.values() if row["kinds"] == "control"]
    share = lambda part: f"{100 * part / total['declared']:.1f} %" if total["declared"] else "-"
    return (f"{spec}: {len(rows)} apps; declared {total['declared']}, found {total['found']} ({share(total['found'])}), "
            f"right {total['right']} ({share(total['right'])}), extra {total['extra']}, imported {total['imported']}, "
            f"rendered {total['rendered']}, failed {total['failed']}; control apps with a screen "
            f"{sum(1 for row in controls if row['imported'])} of {len(controls)}; at most "
            f"{max(row['seconds'] for row in rows.values())} s, {max(row['mb'] for row in rows.values())} MB")


def main(arguments):
    if not 1 <= len(arguments) <= 2:
        sys.exit(__doc__)
    runs = [load(spec) for spec in arguments]
    for spec, rows in zip(arguments, runs):
        print(summary(spec, rows))
    if len(runs) == 2:
        before, after = runs
        for app in sorted(set(before) | set(after), key=str.lower):
            old, new = before.get(app), after.get(app)
            if old is None or new is None:
                print(f"  {app}: only in the {'second' if old is None else 'first'} run")
                continue
            changes = [f"{key} {old[key]} -> {new[key]}" for key in KEYS if old[key] != new[key]]
            if changes:
                print(f"  {app}: " + ", ".join(changes))


if __name__ == "__main__":
    main(sys.argv[1:])
