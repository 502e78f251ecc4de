#!/usr/bin/env bash
# make dist: Output/dist/emptystate-VERSION-linux-ARCH.tar.gz, one folder emptystate-VERSION-linux-ARCH/
# holding the tree make install puts under a prefix (tools/dist-common.sh) and
# share/emptystate/runtime-packages.txt: every Debian package the binaries need at run time, one
# a line, sorted, for `apt-get install --no-install-recommends $(cat …)` on a machine without Swift
# (the Swift runtime is linked statically):
#   - the package of every shared library the binaries load: what ldd lists, and what emptystate
#     opens later with dlopen (librsvg), seen by the dynamic loader (LD_DEBUG) during a trial
#     export of Templates/, and poppler-glib (opened only for PDF vectors);
#   - the font packages of the renderer's font set (Sources/EmptyStateRender/FontSet.swift).
# VERSION is `emptystate --version`; ARCH is `dpkg --print-architecture` (amd64, arm64: Debian's
# and Docker's names). BIN_DIR, DIST_BINARIES as for make install; DIST_DIR (Output/dist).
set -euo pipefail
ES_TOOL=dist
# shellcheck source=tools/dist-common.sh
. "$(dirname "$0")/dist-common.sh"
DIST_DIR=${DIST_DIR:-$ES_ROOT/Output/dist}
FONT_SET=${FONT_SET:-$ES_ROOT/Sources/EmptyStateRender/FontSet.swift}

check_binaries
find_data_dir
command -v dpkg >/dev/null || die "dpkg is not on PATH: make dist runs on Debian"
version=$("$BIN_DIR/emptystate" --version 2>/dev/null) || die "$BIN_DIR/emptystate --version failed"
[[ "$version" =~ ^[A-Za-z0-9._+-]+$ ]] || die "$BIN_DIR/emptystate --version printed '$version', not a version"
arch=$(dpkg --print-architecture)
name=emptystate-$version-linux-$arch

mkdir -p "$DIST_DIR" || die "cannot create $DIST_DIR"
work=$(mktemp -d "$DIST_DIR/.dist.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The shared libraries: ldd's, then everything the loader initializes during a trial export.
libs=$work/libs
: > "$libs"
for b in $DIST_BINARIES; do
    out=$(ldd "$BIN_DIR/$b" 2>&1) || die "ldd $BIN_DIR/$b failed: $(echo "$out" | head -1)"
    if grep -q 'not found' <<< "$out"; then die "$BIN_DIR/$b needs libraries this machine lacks: $(grep 'not found' <<< "$out" | awk '{print $1}' | tr '\n' ' ')"; fi
    awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' <<< "$out" >> "$libs"
done
mkdir -p "$work/trial"
if ! (cd "$work/trial" && LD_DEBUG=files LD_DEBUG_OUTPUT="$work/trial/ld" "$BIN_DIR/emptystate" export "$ES_ROOT/Templates" --out "$work/trial/out" >/dev/null 2>"$work/trial/err"); then
    die "the trial export of Templates/ failed: $(grep -m1 -i error "$work/trial/err" || tail -1 "$work/trial/err")"
fi
cat "$work"/trial/ld.* | sed -n 's/.*calling init: \(\/.*\)$/\1/p' >> "$libs"
# poppler-glib is opened only for an asset catalog's PDF vector, which Templates/ has none of.
poppler=$(ldconfig -p | awk '$1 == "libpoppler-glib.so.8" { print $NF; exit }')
[ -n "$poppler" ] || die "libpoppler-glib.so.8 is not installed here: run make setup"
echo "$poppler" >> "$libs"
sort -u -o "$libs" "$libs"

# Each library's package: dpkg knows a file by the path its package ships (/usr/lib/… or /lib/…,
# merged /usr makes both the same file), so each is asked under both, and resolved.
usr_toggle() { case "$1" in /usr/*) echo "${1#/usr}" ;; *) echo "/usr$1" ;; esac; }
queries=()
while IFS= read -r lib; do
    real=$(readlink -f "$lib")
    queries+=("$lib" "$(usr_toggle "$lib")" "$real" "$(usr_toggle "$real")")
done < "$libs"
declare -A OWNER=()
while IFS= read -r line; do
    case "$line" in "diversion by"*) continue ;; esac
    pkgs=${line%%: /*}; path=/${line#*: /}
    OWNER[$path]=${pkgs%%:*}
done < <(dpkg -S "${queries[@]}" 2>/dev/null || true)
packages=$work/packages
: > "$packages"
while IFS= read -r lib; do
    real=$(readlink -f "$lib") found=
    for p in "$lib" "$(usr_toggle "$lib")" "$real" "$(usr_toggle "$real")"; do
        if [ -n "${OWNER[$p]:-}" ]; then found=${OWNER[$p]}; break; fi
    done
    [ -n "$found" ] || die "no Debian package holds $lib (dpkg -S): the binaries load a library apt cannot install"
    echo "$found" >> "$packages"
done < "$libs"
nlibs=$(wc -l < "$libs")

# The fonts: the packages the font set names.
[ -f "$FONT_SET" ] || die "no $FONT_SET to read the font packages from (set FONT_SET)"
fonts=$(grep -o 'package: "[a-z0-9.+-]*"' "$FONT_SET" | sed 's/package: "\(.*\)"/\1/' | sort -u)
[ -n "$fonts" ] || die "$FONT_SET names no font package (package: \"fonts-…\")"
for f in $fonts; do
    dpkg-query -W -f='${Status}' "$f" 2>/dev/null | grep -q 'install ok installed' || die "font package $f is not installed here: run make setup"
    echo "$f" >> "$packages"
done

stage=$work/$name
(stage_tree "$stage") || exit 1
LC_ALL=C sort -u "$packages" > "$stage/share/emptystate/runtime-packages.txt"
chmod 0644 "$stage/share/emptystate/runtime-packages.txt"
npkg=$(wc -l < "$stage/share/emptystate/runtime-packages.txt")

# A reproducible archive: sorted names, no owners, the last commit's time.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$ES_ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}
archive=$DIST_DIR/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" --format=gnu \
    -C "$work" -cf - "$name" | gzip -n -9 > "$work/archive.tar.gz" || die "cannot write $archive"
mv -f "$work/archive.tar.gz" "$archive"
echo "dist: $archive ($(du -h "$archive" | cut -f1), $(find "$stage" -type f | wc -l) files; $npkg run-time packages for $nlibs libraries and the fonts)"
