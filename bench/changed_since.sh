#!/usr/bin/env bash
# What `check --changed-since REV` saves a pull request that changed 1 template of TEMPLATES:
# that check (git asked, every template's inputs read to choose the one) against the full check
# of the same references, in a scratch git repository, alternating, best of RUNS each. Both
# must pass. Prints the bench table's row (target: at most 0.1 of the full check's time).
#
#   bench/changed_since.sh [TEMPLATES_FOLDER]   alone: copies TEMPLATES (100) shipped templates
#   BIN=path/to/emptystate RUNS=3 DEVICE=iphone-8 TRAITS="--color-scheme light" JOBS=2 bench/changed_since.sh
#
# bench/run.sh calls it with its own templates and knobs and puts the row in its table.
set -euo pipefail

cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/emptystate}
TEMPLATES=${TEMPLATES:-100}
RUNS=${RUNS:-3}
DEVICE=${DEVICE:-iphone-8}
TRAITS=${TRAITS:---color-scheme light}
JOBS=${JOBS:-$(nproc)}
[ -x "$BIN" ] || { echo "bench: $BIN is missing; run make build (or make bench)" >&2; exit 1; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
command -v git > /dev/null || { echo "bench: FAILED: git is missing, so check --changed-since cannot be measured (apt-get install git)" >&2; exit 1; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/emptystate-changed-since.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
repo=$WORK/repo
mkdir -p "$repo"
if [ -n "${1:-}" ]; then
    cp -r "$1" "$repo/Templates"
else
    # shellcheck source=bench/copies.sh
    . bench/copies.sh
    copy_templates "$repo/Templates" "$TEMPLATES"
fi
count=$(find "$repo/Templates" -maxdepth 1 -name '*.yaml' | wc -l)

# The check a CI job runs, from the repository's top folder; fails the bench if it fails.
check() { # extra arguments
    # shellcheck disable=SC2086
    if ! (cd "$repo" && "$BIN" check Templates --reference refs --device "$DEVICE" --jobs "$JOBS" $TRAITS "$@" > /dev/null 2> "$WORK/check.log"); then
        cat "$WORK/check.log" >&2
        echo "bench: check $* failed" >&2
        exit 1
    fi
}
git -C "$repo" init -q
check --record all
git -C "$repo" add -A
git -C "$repo" -c user.name=bench -c user.email=bench@localhost commit -q -m references
# The pull request: one template's bytes change (a comment, so its screens still match). A copy
# of no-messages, a plain screen of a few variants: the first file in sorted order would be
# empty-inbox, with 48 stills at iphone-8 the heaviest of the shipped ones, and one template
# renders on one core while the full check uses all of them.
changed=$(find "$repo/Templates" -maxdepth 1 -name 'no-messages-[0-9]*.yaml' | sort | head -1)
[ -n "$changed" ] || changed=$(find "$repo/Templates" -maxdepth 1 -name '*.yaml' | sort | head -1)
echo "# changed by the pull request" >> "$changed"

full_s="" changed_s=""
for ((run = 0; run < RUNS; run++)); do
    started=$EPOCHREALTIME; check; s=$(awk "BEGIN { printf \"%.4f\", $EPOCHREALTIME - $started }")
    if [ -z "$full_s" ] || awk "BEGIN { exit !($s < $full_s) }"; then full_s=$s; fi
    started=$EPOCHREALTIME; check --changed-since HEAD; s=$(awk "BEGIN { printf \"%.4f\", $EPOCHREALTIME - $started }")
    if [ -z "$changed_s" ] || awk "BEGIN { exit !($s < $changed_s) }"; then changed_s=$s; fi
    grep -q "$((count - 1)) of $count template(s) skipped" "$WORK/check.log" \
        || { cat "$WORK/check.log" >&2; echo "bench: FAILED: check --changed-since did not skip $((count - 1)) of $count templates" >&2; exit 1; }
done
ratio=$(awk "BEGIN { printf \"%.2f\", $changed_s / $full_s }")
verdict=$(awk "BEGIN { exit !($ratio <= 0.1) }" && echo PASS || echo FAIL)
printf '| `check --changed-since`, 1 changed template of %s ÷ full check (%.2f s and %.2f s, best of %s) | %s | ≤ 0.1 | %s |\n' \
    "$count" "$changed_s" "$full_s" "$RUNS" "$ratio" "$verdict"
