#!/usr/bin/env bash
# Installs the second stand-in set: Google's Material Symbols (Rounded, Apache-2.0), from PyPI's
# material-design-icons wheel (which carries the variable fonts), pinned by version and hash.
# Each icon is drawn out of the font at weight 400, unfilled and filled (the FILL axis), as an
# SVG path on a 24-unit grid: $PREFIX/share/emptystate/material-symbols/{outline,filled}/NAME.svg.
# An icon whose filled form is its outline (an arrow, a gift card) has no filled/ file: emptystate
# then fills the outline's silhouette, as it does for a Tabler icon without a filled one.
# emptystate draws an SF Symbol that Tabler has no icon for with the mapped Material one (docs/symbols.md).
set -euo pipefail
. "$(dirname "$0")/pinned-wheel.sh"
PREFIX=${PREFIX:-/usr/local}
DEST="$PREFIX/share/emptystate/material-symbols"
VERSION=0.1.5
SHA256=7b75e9212281352f3b8bb97fdceca8267695f8b68ff444e7dd485dba4765c4c6
TAG="material-design-icons-$VERSION/rounded-400/2"
if installed_already "$DEST" "$TAG"; then
    echo "Material Symbols are installed ($DEST)."; exit 0
fi
/usr/bin/python3 -c "import fontTools" 2>/dev/null || {
    echo "install-material-symbols: needs Debian's python3-fonttools (make setup installs it)" >&2; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
download_pinned_wheel material-design-icons "$VERSION" "$SHA256" "$work"
mkdir -p "$work/out/outline" "$work/out/filled"
/usr/bin/python3 - "$work"/material_design_icons-$VERSION-py3-none-any.whl "$work/out" <<'PY'
import io, json, sys, zipfile
from fontTools.ttLib import TTFont
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    font = TTFont(io.BytesIO(z.read("material_design_icons/assets/MaterialSymbolsRounded.ttf")))
    codepoints = json.loads(z.read("material_design_icons/assets/codepoints.json"))
cmap = font.getBestCmap()
# The font's em is 960 units, the icon's 24 dp grid, baseline at the grid's bottom: y flips.
unit = 24 / 960
def paths(fill):
    glyphs = font.getGlyphSet(location={"FILL": fill, "wght": 400, "GRAD": 0, "opsz": 24})
    drawn = {}
    for name, char in codepoints.items():
        glyph = cmap.get(ord(char))
        if glyph is None or not name.replace("_", "").isalnum():
            continue
        pen = SVGPathPen(glyphs, ntos=lambda v: ("%.3f" % v).rstrip("0").rstrip("."))
        glyphs[glyph].draw(TransformPen(pen, (unit, 0, 0, -unit, 0, 24)))
        if pen.getCommands():
            drawn[name] = pen.getCommands()
    return drawn
outline, filled = paths(0), paths(1)
for kind, drawn in (("outline", outline), ("filled", filled)):
    for name, path in drawn.items():
        if kind == "filled" and outline.get(name) == path:
            continue
        with open(f"{out}/{kind}/{name}.svg", "w") as f:
            f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="{path}"/></svg>\n')
PY
mkdir -p "$(dirname "$DEST")"; rm -rf "$DEST.new"; mkdir -p "$DEST.new"
mv "$work/out/outline" "$work/out/filled" "$DEST.new/"
cp /usr/share/common-licenses/Apache-2.0 "$DEST.new/LICENSE"
echo "$TAG" > "$DEST.new/VERSION"
rm -rf "$DEST"; mv "$DEST.new" "$DEST"
echo "Installed Material Symbols (Rounded, Apache-2.0) into $DEST."
