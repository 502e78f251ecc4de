#!/usr/bin/env bash
# Makes the README's picture of the accessibility review in the gallery,
# docs/images/gallery-accessibility.png: the README's worked example
# (docs/examples/accessibility-review.yaml) exported, its gallery opened in headless Chromium on
# the resting light screen's full-size view (the findings beside it), at a laptop's width, then
# cropped to the view. Needs chromium and Pillow.
#   BIN=.build/debug/emptystate tools/gallery-accessibility-picture.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/emptystate}
WIDTH=1100 HEIGHT=760
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$BIN" export docs/examples/accessibility-review.yaml --out "$work/out" --format png,svg 2>/dev/null >/dev/null
# The full-size view opens from the URL's fragment, as a shared link does: the resting screen
# in light at the default text size, found in the manifest (the example's name may change).
screen=$(/usr/bin/python3 -c '
import json, sys, urllib.parse
outputs = json.load(open(sys.argv[1]))["outputs"]
still = next(o for o in outputs if o["format"] == "png" and o["state"] == "normal" and o["variant"] == "default"
             and o["traits"]["colorScheme"] == "light" and o["traits"]["contentSize"] == "large")
print(urllib.parse.quote(still["path"], safe=""))' "$work/out/manifest.json")
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --force-prefers-reduced-motion \
    --window-size=$WIDTH,$HEIGHT --virtual-time-budget=5000 --screenshot="$work/page.png" \
    "file://$work/out/index.html#open=$screen" 2>/dev/null >/dev/null || true
test -s "$work/page.png" || { echo "chromium made no screenshot" >&2; exit 1; }
/usr/bin/python3 - "$work/page.png" <<'PY'
import sys
from PIL import Image
page = Image.open(sys.argv[1]).convert("RGB")
# The dialog is inset 8 px from the window (GalleryStyle: width min(100vw - 16px, …)): keep
# only it, then fewer colours (a UI picture has few) to keep the file small.
view = page.crop((8, 8, page.width - 8, page.height - 8))
view.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save("docs/images/gallery-accessibility.png", optimize=True)
PY
echo "docs/images/gallery-accessibility.png"
