#!/usr/bin/env bash
# Installs the SF Symbols name list: every symbol name of SF Symbols 6 (6,404 names), from PyPI's
# pysfsymbols wheel (MIT, Thom Cummings), pinned by version and hash; its name → code point table
# becomes $PREFIX/share/emptystate/sf-symbol-names/names.txt, one name a line in code point order.
# emptystate tells real names from typos with it and composes a stand-in for every name it lists
# (docs/symbols.md). Renamed names are emptystate's own table (SymbolAliases.swift). Beside it goes
# data/sf-symbol-releases.txt (committed; tools/make-symbol-releases.py wrote it from SFSafeSymbols'
# copy of the SF Symbols app's table, MIT): the release and iOS version that introduced each name.
set -euo pipefail
. "$(dirname "$0")/pinned-wheel.sh"
PREFIX=${PREFIX:-/usr/local}
DEST="$PREFIX/share/emptystate/sf-symbol-names"
VERSION=0.1.0
SHA256=52b9f35f1f927e7b87742b7c4b2eb7fc9bb78e7717c499948581fbecc372033f
RELEASES="$(cd "$(dirname "$0")/.." && pwd)/data/sf-symbol-releases"
[ -f "$RELEASES.txt" ] && [ -f "$RELEASES.LICENSE" ] || { echo "install-symbol-names.sh: $RELEASES.txt or .LICENSE is missing" >&2; exit 2; }
# The tag names the releases file's bytes too, so that a changed file is installed again.
TAG="pysfsymbols-$VERSION+releases-$(sha256sum "$RELEASES.txt" | cut -c1-12)"
if installed_already "$DEST" "$TAG"; then
    echo "SF Symbols names are installed ($DEST)."; exit 0
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
download_pinned_wheel pysfsymbols "$VERSION" "$SHA256" "$work"
mkdir -p "$work/out"
/usr/bin/python3 - "$work"/pysfsymbols-$VERSION-py3-none-any.whl "$work/out" <<'PY'
import json, re, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    table = json.loads(z.read("pysfsymbols/sf_symbols_conversion_table.json"))
# "\U00100038" → 0x100038: the private-use code point SF Pro gives the symbol.
points = {name: int(value.lstrip("\\U"), 16) for name, value in table.items() if re.fullmatch(r"[a-z0-9.]+", name)}
with open(out + "/names.txt", "w") as f:
    for name in sorted(points, key=lambda n: (points[n], n)):
        f.write(name + "\n")
with open(out + "/SOURCE", "w") as f:
    f.write("SF Symbols 6 names from pysfsymbols %s (PyPI, MIT, Thom Cummings): sf_symbols_conversion_table.json\n" % wheel.split("-")[1])
PY
cp "$RELEASES.txt" "$work/out/releases.txt"; cp "$RELEASES.LICENSE" "$work/out/releases.LICENSE"
mkdir -p "$(dirname "$DEST")"; rm -rf "$DEST.new"; mv "$work/out" "$DEST.new"
echo "$TAG" > "$DEST.new/VERSION"
rm -rf "$DEST"; mv "$DEST.new" "$DEST"
echo "Installed the SF Symbols name list ($(wc -l < "$DEST/names.txt") names, pysfsymbols, MIT) and the release of each name (SFSafeSymbols, MIT) into $DEST."
