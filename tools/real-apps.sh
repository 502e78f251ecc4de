#!/usr/bin/env bash
# Imports and exports each checked-out app and prints one row per app: the source files, the
# screens by kind, the fields read from the code and the placeholders left, the templates that
# rendered (and those that failed), the import's seconds and peak memory.
#
#   tools/real-apps.sh ~/src/NetNewsWire ~/src/MobileCelestia …
#   BIN=.build/release/emptystate tools/real-apps.sh APP…      (default: the release build)
#   tools/real-apps.sh --truth data/real-apps [--details] APP…  against the ground truth written
#       from each app's code (data/real-apps/README.md): declared, found, right, extra, rendered
set -euo pipefail
BIN=${BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/emptystate}
if [ "${1:-}" = --truth ]; then
    exec python3 "$(dirname "$0")/real-apps-truth.py" --bin "$BIN" "$@"
fi
[ -x "$BIN" ] || { echo "real-apps.sh: $BIN is not built (make build)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: tools/real-apps.sh APP_FOLDER…" >&2; exit 2; }
command -v python3 >/dev/null || { echo "real-apps.sh: needs python3" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

printf '| app | commit | files | screens (swiftui/uikit/dzn) | fields read | placeholders | rendered | failed | import s | peak MB |\n'
printf '|---|---|---:|---|---:|---:|---:|---:|---:|---:|\n'
for app in "$@"; do
    [ -d "$app" ] || { echo "real-apps.sh: $app: not a folder" >&2; exit 2; }
    name=$(basename "$app")
    commit=$(git -C "$app" rev-parse --short=12 HEAD 2>/dev/null || echo -)
    files=$(find "$app" \( -name .git -o -name Pods -o -name Carthage -o -name DerivedData -o -name node_modules -o -name '.build*' \) -prune -o -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' \) -print | wc -l)
    /usr/bin/time -f '%e %M' -o "$work/time" "$BIN" import "$app" --json >"$work/import.json" 2>"$work/import.err" || true
    read -r seconds kilobytes <"$work/time"
    rm -rf "$work/out"
    "$BIN" export "$app" --out "$work/out" --format png --device iphone-8 --state normal --no-audit >/dev/null 2>"$work/export.err" || true
    python3 - "$work" "$name" "$commit" "$files" "$seconds" "$kilobytes" <<'PY'
import json, sys, os
work, name, commit, files, seconds, kilobytes = sys.argv[1:]
try:
    report = json.load(open(os.path.join(work, "import.json")))
except Exception:
    report = {"screens": [], "summary": {"screensByKind": {}, "fieldsResolved": 0, "placeholders": []}}
summary = report.get("summary", {})
kinds = summary.get("screensByKind", {})
manifest_path = os.path.join(work, "out", "manifest.json")
rendered = failed = 0
if os.path.exists(manifest_path):
    manifest = json.load(open(manifest_path))
    rendered = len({o["template"] for o in manifest.get("outputs", [])})
    failed = len(manifest.get("errors", []))
total = sum(kinds.values())
print(f"| {name} | `{commit}` | {files} | {total} ({kinds.get('swiftui', 0)}/{kinds.get('uikit', 0)}/{kinds.get('dzn', 0)}) | "
      f"{summary.get('fieldsResolved', 0)} | {len(summary.get('placeholders', []))} | {rendered} | {failed} | {seconds} | {int(kilobytes) // 1024} |")
PY
done
