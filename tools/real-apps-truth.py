#!/usr/bin/env python3
"""Compares `emptystate import` on checked-out apps with the ground truth written from reading
their code (data/real-apps/APP.yaml, see its README) and prints a row per app: screens declared,
found, right in every field an English user sees, extra (imported screens that are none of the
app's), templates rendered and failed, the import's seconds and peak memory.

    tools/real-apps-truth.py --truth data/real-apps [--details] APP_FOLDER...
"""
import argparse, concurrent.futures, json, os, re, subprocess, sys, tempfile

try:
    import yaml
except ImportError:
    sys.exit("real-apps-truth.py: needs PyYAML (apt-get install python3-yaml)")

PLACEHOLDER = re.compile("\u27e8[^\u27e9]*\u27e9")


def normal(text):
    if text is None:
        return None
    return " ".join(str(text).split())


def text_matches(truth, got):
    truth, got = normal(truth), normal(got)
    if truth is None or truth == "":
        return got is None or got == ""
    if got is None:
        return False
    if "\u27e8" not in truth:
        return truth == got
    # A part known only at run time must be a placeholder in what was imported.
    pattern = "".join(re.escape(part) if i % 2 == 0 else "\u27e8[^\u27e9]*\u27e9"
                      for i, part in enumerate(re.split("(\u27e8[^\u27e9]*\u27e9)", truth)) if i % 2 == 0 or True)
    pieces = re.split("\u27e8[^\u27e9]*\u27e9", truth)
    pattern = "\u27e8[^\u27e9]*\u27e9".join(re.escape(p) for p in pieces)
    return re.fullmatch(pattern, got) is not None


def image_of(template, layout):
    """What the screen shows as its image: ('symbol', name), ('asset', name), ('placeholder', text) or None."""
    image = template.get("image")
    if isinstance(image, dict) and "placeholder" in image:
        return ("placeholder", image["placeholder"])
    symbol = ((layout or {}).get("image") or {}).get("symbol")
    if symbol and symbol.get("source") != "catalog":
        return ("symbol", symbol.get("name"))
    name = image if isinstance(image, str) else (image or {}).get("name") if isinstance(image, dict) else None
    if isinstance(image, dict) and image.get("systemName"):
        return ("symbol", image["systemName"])
    if name:
        stem = os.path.basename(name)
        stem = re.sub(r"\.(png|jpe?g|svg|pdf)$", "", stem, flags=re.I)
        stem = re.sub(r"@[23]x$", "", stem)
        return ("asset", stem)
    if symbol:
        return ("symbol", symbol.get("name"))
    if (layout or {}).get("image") and template.get("preset") != "loading":
        return ("asset", "?")
    return None  # the loading preset's activity indicator is no image


def image_matches(truth, got):
    if truth.get("symbol") is not None:
        want = ("symbol", truth["symbol"])
    elif truth.get("asset") is not None:
        want = ("asset", truth["asset"])
    else:
        return got is None
    if want[0] == "asset":
        # `UIImage(named: "pencil.png")` names the file `pencil.png`, drawn as the image `pencil`.
        want = ("asset", re.sub(r"\.(png|jpe?g|svg|pdf)$", "", want[1], flags=re.I))
    if "\u27e8" in str(want[1]):
        return got is not None and got[0] == "placeholder"
    if got is None:
        return False
    if got[0] == "placeholder":
        return False
    # A loose image is found by its file: a resource bundle's `Skin.bundle/empty` is the file `empty`.
    if want[0] == "asset" and got[0] == "asset" and "/" in want[1]:
        return got[1] == os.path.basename(want[1])
    return got[0] == want[0] and got[1] == want[1] or (want[0] == "asset" and got[1] == want[1])


def merged(template, variant):
    if variant is None:
        return template
    result = {k: v for k, v in template.items() if k != "variants"}
    for key, value in (template.get("variants") or {}).get(variant, {}).items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = value
    return result


def layout(binary, path, variant):
    # As an English user sees it: an app whose development language is not English shows its
    # English table when it has one, as iOS does for a phone set to English.
    command = [binary, "layout", path, "--json", "--device", "iphone-8", "--locale", "en"]
    if variant:
        command += ["--variant", variant]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        return None, done.stderr.strip().splitlines()[-1:] or ["failed"]
    try:
        return json.loads(done.stdout), []
    except ValueError:
        return None, ["not JSON"]


def fields_of(template, report):
    report = report or {}
    # A button of an image alone has no title to read.
    buttons = [((b.get("title") or {}).get("text") or "") for b in report.get("buttons", []) if b.get("state", "normal") == "normal"]
    buttons = [title for title in buttons if title]
    return {
        "title": (report.get("title") or {}).get("text"),
        "description": (report.get("description") or {}).get("text"),
        "image": image_of(template, report),
        "buttons": buttons,
    }


def compare(truth, got):
    """The fields that differ."""
    wrong = []
    if not text_matches(truth.get("title"), got["title"]):
        wrong.append("title")
    if not text_matches(truth.get("description"), got["description"]):
        wrong.append("description")
    if not image_matches(truth, got["image"]):
        wrong.append("image")
    want = truth.get("buttons") or []
    if len(want) != len(got["buttons"]) or not all(text_matches(w, g) for w, g in zip(want, got["buttons"])):
        wrong.append("buttons")
    return wrong


def run_app(binary, app, truth_dir, details):
    name = os.path.basename(os.path.normpath(app))
    truth_path = os.path.join(truth_dir, name + ".yaml")
    if not os.path.exists(truth_path):
        print(f"real-apps-truth.py: {name}: no ground truth at {truth_path}; skipped", file=sys.stderr)
        return None
    truth = yaml.safe_load(open(truth_path)) or {}
    wanted = truth.get("screens") or []
    work = tempfile.mkdtemp(prefix="real-apps-")
    out = os.path.join(work, "templates")
    timed = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", os.path.join(work, "time"), binary, "import", app,
                            "--out", out, "--json"], capture_output=True, text=True)
    try:
        seconds, kilobytes = open(os.path.join(work, "time")).read().split()[-2:]
    except Exception:
        seconds, kilobytes = "?", "0"
    try:
        screens = json.loads(timed.stdout).get("screens", [])
    except ValueError:
        screens = []
    candidates = []
    jobs = []
    for screen in screens:
        template = screen.get("template") or {}
        variants = [None] + list((template.get("variants") or {}).keys())
        for variant in variants:
            jobs.append((screen, variant, merged(template, variant)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        reports = list(pool.map(lambda job: layout(binary, os.path.join(out, job[0]["name"] + ".yaml"), job[1]), jobs))
    for (screen, variant, template), (report, errors) in zip(jobs, reports):
        candidates.append({"screen": screen, "variant": variant, "fields": fields_of(template, report), "errors": errors})
    # Render: every template written, one device, the normal state.
    export = subprocess.run([binary, "export", out, "--out", os.path.join(work, "out"), "--format", "png", "--device", "iphone-8",
                             "--state", "normal", "--no-audit"], capture_output=True, text=True)
    rendered = failed = 0
    manifest = os.path.join(work, "out", "manifest.json")
    if os.path.exists(manifest):
        m = json.load(open(manifest))
        failed_templates = {e["template"] for e in m.get("errors", [])}
        rendered = len({o["template"] for o in m.get("outputs", [])} - failed_templates)
        failed = len(failed_templates)
    elif screens:
        failed = len(screens)
    # One imported screen (or variant) per declared screen: in the same file, most fields alike first, then nearest line.
    pairs = []
    for t_index, t in enumerate(wanted):
        for c_index, c in enumerate(candidates):
            if not c["screen"]["file"].endswith("/" + t["file"]):
                continue
            wrong = compare(t, c["fields"])
            pairs.append((len(wrong), abs(c["screen"]["line"] - (t.get("line") or 0)), t_index, c_index, wrong))
    # Where the app declares a screen in one file and shows it from another (a view model's builder,
    # a data source's extension), the place is a matter of convention: a screen whose every field
    # is right elsewhere in the app counts as found there.
    for t_index, t in enumerate(wanted):
        for c_index, c in enumerate(candidates):
            if c["screen"]["file"].endswith("/" + t["file"]) or not normal(t.get("title")):
                continue
            if not compare(t, c["fields"]):
                pairs.append((0, 10**6, t_index, c_index, []))
    pairs.sort()
    matched_truth, matched_candidates, matches = set(), set(), {}
    for misses, distance, t_index, c_index, wrong in pairs:
        if t_index in matched_truth or c_index in matched_candidates:
            continue
        matched_truth.add(t_index)
        matched_candidates.add(c_index)
        matches[t_index] = (c_index, wrong)
    found = len(matches)
    right = sum(1 for _, wrong in matches.values() if not wrong)
    extra = len(candidates) - len(matched_candidates)
    if details:
        for t_index, t in enumerate(wanted):
            label = f"{t['file']}:{t.get('line')}" + (f" [{t['when']}]" if t.get("when") else "")
            if t_index not in matches:
                print(f"  {name}: MISSING {label}: {t.get('title')!r}", file=sys.stderr)
                continue
            c_index, wrong = matches[t_index]
            if wrong:
                c = candidates[c_index]
                got = c["fields"]
                shown = {k: got[k] for k in wrong}
                want = {k: (t.get(k) if k != "image" else (t.get("symbol") and ("symbol", t.get("symbol")) or t.get("asset") and ("asset", t.get("asset")))) for k in wrong}
                print(f"  {name}: WRONG {label} as {c['screen']['name']}{'/' + c['variant'] if c['variant'] else ''}: want {want} got {shown} {c['errors']}", file=sys.stderr)
        for c_index, c in enumerate(candidates):
            if c_index not in matched_candidates:
                print(f"  {name}: EXTRA {c['screen']['name']}{'/' + c['variant'] if c['variant'] else ''} at {os.path.relpath(c['screen']['file'], app)}:{c['screen']['line']}: {c['fields']['title']!r}", file=sys.stderr)
        if export.returncode != 0 or failed:
            for line in export.stderr.splitlines()[-5:]:
                print(f"  {name}: export: {line}", file=sys.stderr)
    subprocess.run(["rm", "-rf", work])
    return {"app": name, "kinds": "/".join(truth.get("kinds") or []) or "control", "declared": len(wanted), "found": found,
            "right": right, "extra": extra, "imported": len(candidates), "templates": len(screens), "rendered": rendered,
            "failed": failed, "seconds": seconds, "mb": int(kilobytes) // 1024, "commit": str(truth.get("commit", ""))[:12]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--truth", required=True)
    parser.add_argument("--bin", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "emptystate"))
    parser.add_argument("--details", action="store_true", help="list each screen missing, wrong or extra on stderr")
    parser.add_argument("apps", nargs="+")
    options = parser.parse_args()
    if not os.access(options.bin, os.X_OK):
        sys.exit(f"real-apps-truth.py: {options.bin} is not built (make build)")
    rows = [row for row in (run_app(options.bin, app, options.truth, options.details) for app in options.apps) if row]
    print("| app | commit | kinds | declared | found | right | extra | imported | rendered | failed | import s | peak MB |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['app']} | `{r['commit']}` | {r['kinds']} | {r['declared']} | {r['found']} | {r['right']} | {r['extra']} | {r['imported']} | "
              f"{r['rendered']} | {r['failed']} | {r['seconds']} | {r['mb']} |")
    declared = sum(r["declared"] for r in rows)
    found = sum(r["found"] for r in rows)
    right = sum(r["right"] for r in rows)
    imported = sum(r["imported"] for r in rows)
    extra = sum(r["extra"] for r in rows)
    templates = sum(r["templates"] for r in rows)
    rendered = sum(r["rendered"] for r in rows)
    controls = [r for r in rows if r["kinds"] == "control"]
    pct = lambda a, b: f"{100 * a / b:.0f} %" if b else "-"
    print()
    print(f"total: {len(rows)} apps; {declared} screens declared, {found} found ({pct(found, declared)}), {right} right ({pct(right, declared)}); "
          f"{imported} imported, {imported - extra} real ({pct(imported - extra, imported)}); {rendered} of {templates} templates render "
          f"({pct(rendered, templates)}); control apps with a screen: {sum(1 for r in controls if r['imported'])} of {len(controls)}")


if __name__ == "__main__":
    main()
