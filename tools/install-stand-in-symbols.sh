#!/usr/bin/env bash
# Installs the stand-in symbol set: Tabler Icons (MIT), from PyPI's pytablericons wheel, pinned
# by version and hash, unpacked to $PREFIX/share/emptystate/tabler-icons/{outline,filled}/.
# emptystate draws an SF Symbol it has no template for with the mapped Tabler icon (docs/symbols.md).
set -euo pipefail
. "$(dirname "$0")/pinned-wheel.sh"
PREFIX=${PREFIX:-/usr/local}
DEST="$PREFIX/share/emptystate/tabler-icons"
VERSION=1.0.1
SHA256=0c9bac8a016daa912273f22911d5d7039bafbb2de0a78a7152944a3aaaaa7b29
if installed_already "$DEST" "pytablericons-$VERSION"; then
    echo "Stand-in symbols are installed ($DEST)."; exit 0
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
download_pinned_wheel pytablericons "$VERSION" "$SHA256" "$work"
/usr/bin/python3 - "$work"/pytablericons-$VERSION-py3-none-any.whl "$work/out" <<'PY'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.startswith("pytablericons/icons/") and name.endswith(".svg"):
            z.extract(name, out)
        elif name.endswith("dist-info/LICENSE"):
            with open(out + "-LICENSE", "wb") as f: f.write(z.read(name))
PY
mkdir -p "$(dirname "$DEST")"; rm -rf "$DEST.new"; mkdir -p "$DEST.new"
mv "$work/out/pytablericons/icons/outline" "$work/out/pytablericons/icons/filled" "$DEST.new/"
mv "$work/out-LICENSE" "$DEST.new/LICENSE"
echo "pytablericons-$VERSION" > "$DEST.new/VERSION"
rm -rf "$DEST"; mv "$DEST.new" "$DEST"
echo "Installed stand-in symbols (Tabler Icons, MIT) into $DEST."
