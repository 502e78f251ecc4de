#!/usr/bin/env bash
# Installs the second stand-in set: Google's Material Symbols (Rounded, Apache-2.0), from PyPI's
# material-design-icons wheel (which carries the variable fonts), pinned by version and hash.
# Each icon is drawn out of the font at weight 400, unfilled and filled (the FILL axis), as an
# SVG path on a 24-unit grid: $PREFIX/share/emptystate/material-symbols/{outline,filled}/NAME.svg.
# An icon whose filled form is its outline (an arrow, a gift card) has no filled/ file: emptystate
# then fills the outline's silhouette, as it does for a Tabler icon without a filled one.
# glyphs/: the currency signs neither set draws (₢, ₳, ₵…), drawn out of Debian's DejaVu Sans
# (fonts-dejavu-core, its license beside them) as iOS draws them: the sign's character.
# emptystate draws an SF Symbol that Tabler has no icon for with the mapped Material one (docs/symbols.md).
set -euo pipefail
. "$(dirname "$0")/pinned-wheel.sh"
PREFIX=${PREFIX:-/usr/local}
DEST="$PREFIX/share/emptystate/material-symbols"
VERSION=0.1.5
SHA256=7b75e9212281352f3b8bb97fdceca8267695f8b68ff444e7dd485dba4765c4c6
TAG="material-design-icons-$VERSION/rounded-400/4"
if installed_already "$DEST" "$TAG"; then
    echo "Material Symbols are installed ($DEST)."; exit 0
fi
/usr/bin/python3 -c "import fontTools" 2>/dev/null || {
    echo "install-material-symbols: needs Debian's python3-fonttools (make setup installs it)" >&2; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
download_pinned_wheel material-design-icons "$VERSION" "$SHA256" "$work"
DEJAVU=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
[ -f "$DEJAVU" ] || { echo "install-material-symbols: needs Debian's fonts-dejavu-core (make setup installs it)" >&2; exit 1; }
mkdir -p "$work/out/outline" "$work/out/filled" "$work/out/glyphs"
/usr/bin/python3 - "$work"/material_design_icons-$VERSION-py3-none-any.whl "$work/out" "$DEJAVU" <<'PY'
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

# The signs, as their characters: the glyphs side by side by their advances, fitted into the
# grid, 16 units at most (a Tabler currency icon's ink) (centered, aspect kept), y flipped.
from fontTools.pens.boundsPen import BoundsPen
signs = {"australsign": "\u20b3", "cedisign": "\u20b5", "coloncurrencysign": "\u20a1", "cruzeirosign": "\u20a2",
         "eurozonesign": "\u20a0", "millsign": "\u20a5", "pesetasign": "\u20a7", "malaysianringgitsign": "RM",
         "peruviansolessign": "S/"}
dejavu = TTFont(sys.argv[3])
dejavu_glyphs, dejavu_cmap = dejavu.getGlyphSet(), dejavu.getBestCmap()
for name, text in signs.items():
    placed, x = [], 0
    for char in text:
        glyph = dejavu_cmap[ord(char)]
        placed.append((glyph, x)); x += dejavu_glyphs[glyph].width
    bounds = BoundsPen(dejavu_glyphs)
    for glyph, dx in placed: dejavu_glyphs[glyph].draw(TransformPen(bounds, (1, 0, 0, 1, dx, 0)))
    x0, y0, x1, y1 = bounds.bounds
    scale = min(16 / (x1 - x0), 16 / (y1 - y0))
    ox, oy = 12 - (x0 + x1) / 2 * scale, 12 + (y0 + y1) / 2 * scale
    pen = SVGPathPen(dejavu_glyphs, ntos=lambda v: ("%.3f" % v).rstrip("0").rstrip("."))
    for glyph, dx in placed:
        dejavu_glyphs[glyph].draw(TransformPen(pen, (scale, 0, 0, -scale, ox + dx * scale, oy)))
    with open(f"{out}/glyphs/{name}.svg", "w") as f:
        f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="{pen.getCommands()}"/></svg>\n')
for kind, drawn in (("outline", outline), ("filled", filled)):
    for name, path in drawn.items():
        if kind == "filled" and outline.get(name) == path:
            continue
        with open(f"{out}/{kind}/{name}.svg", "w") as f:
            f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="{path}"/></svg>\n')
PY
mkdir -p "$(dirname "$DEST")"; rm -rf "$DEST.new"; mkdir -p "$DEST.new"
mv "$work/out/outline" "$work/out/filled" "$work/out/glyphs" "$DEST.new/"
# A container that leaves out /usr/share/doc still ships the licenses: then a note naming them.
cp /usr/share/doc/fonts-dejavu-core/copyright "$DEST.new/glyphs/LICENSE" 2>/dev/null \
    || echo "DejaVu fonts: Bitstream Vera Fonts Copyright and Arev Fonts Copyright (free license), https://dejavu-fonts.github.io/License.html" > "$DEST.new/glyphs/LICENSE"
cp /usr/share/common-licenses/Apache-2.0 "$DEST.new/LICENSE" 2>/dev/null \
    || echo "Material Symbols (Google): Apache License 2.0, https://www.apache.org/licenses/LICENSE-2.0" > "$DEST.new/LICENSE"
echo "$TAG" > "$DEST.new/VERSION"
rm -rf "$DEST"; mv "$DEST.new" "$DEST"
echo "Installed Material Symbols (Rounded, Apache-2.0) into $DEST."
