#!/usr/bin/env bash
# Renders the README's pictures of symbols and the modern layouts into docs/images/:
# three-styles.png (docs/examples/three-styles-*.yaml side by side) and symbol-weights.png
# (docs/examples/symbol-weights.yaml: nine weights, then three scales). Needs Pillow.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/emptystate}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for style in dzn uikit swiftui; do "$BIN" render docs/examples/three-styles-$style.yaml -o "$work/$style.png" --scale 2 2>/dev/null; done
variants=(default thin light regular medium semibold bold heavy black small medium-scale large)
for v in "${variants[@]}"; do "$BIN" render docs/examples/symbol-weights.yaml --variant "$v" -o "$work/w-$v.png" 2>/dev/null; done
/usr/bin/python3 - "$work" <<'PY'
import sys
from PIL import Image
work = sys.argv[1]
gap, backdrop = 16, (200, 200, 205)
def row(paths, scale=1.0, crop=None):
    ims = [Image.open(p).convert("RGB") for p in paths]
    if crop: ims = [im.crop((0, int(im.height * crop[0]), im.width, int(im.height * crop[1]))) for im in ims]
    w, h = ims[0].size
    out = Image.new("RGB", (w * len(ims) + gap * (len(ims) - 1), h), backdrop)
    for i, im in enumerate(ims): out.paste(im, (i * (w + gap), 0))
    return out.resize((int(out.width * scale), int(out.height * scale)), Image.LANCZOS)
row([f"{work}/{s}.png" for s in ("dzn", "uikit", "swiftui")], 0.5, crop=(0.3, 0.7)).save("docs/images/three-styles.png")
weights = row([f"{work}/w-{v}.png" for v in ("default", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black")])
scales = row([f"{work}/w-{v}.png" for v in ("small", "medium-scale", "large")])
out = Image.new("RGB", (weights.width, weights.height + gap + scales.height), backdrop)
out.paste(weights, (0, 0)); out.paste(scales, (0, weights.height + gap))
out.save("docs/images/symbol-weights.png")
PY
echo "docs/images/three-styles.png docs/images/symbol-weights.png"
