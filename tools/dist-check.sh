#!/usr/bin/env bash
# make dist-check: the archive make dist wrote, in a clean Debian 12 root where Swift never was.
#   tools/dist-check.sh [ARCHIVE]   (default: Output/dist/emptystate-*-linux-ARCH.tar.gz, the newest)
# 1. a minimal Debian 12 root (tools/debian-root.sh: debootstrap --variant=minbase, the base of
#    Debian's container images), made once into $DIST_CHECK_CACHE (/var/cache/emptystate/dist-check)
#    and copied afresh for every check;
# 2. in it, with /proc mounted, tools/container-steps.sh (the Containerfile's steps): only the
#    packages of the archive's runtime-packages.txt, then the archive under /usr/local;
# 3. `emptystate export Templates --out Output` in /work there, and the same export outside by
#    $BIN_DIR/emptystate (the build's binary, .build/release); every file of the two compared byte
#    for byte.
# Runs as root. Downloaded packages are kept in $DIST_CHECK_CACHE/apt-archives (apt checks their
# hashes); DIST_CHECK_KEEP=1 keeps the work folder. DEBIAN_MIRROR (http://deb.debian.org/debian).
set -euo pipefail
ES_TOOL=dist-check
# shellcheck source=tools/dist-common.sh
. "$(dirname "$0")/dist-common.sh"
CACHE=${DIST_CHECK_CACHE:-/var/cache/emptystate/dist-check}
[ "$(id -u)" = 0 ] || die "needs root (debootstrap, chroot, mount /proc): run it as root"
arch=$(dpkg --print-architecture)
archive=${1:-$(ls -t "$ES_ROOT"/Output/dist/emptystate-*-linux-"$arch".tar.gz 2>/dev/null | head -1)}
[ -n "$archive" ] && [ -f "$archive" ] || die "no archive ${1:-Output/dist/emptystate-*-linux-$arch.tar.gz}: run make dist first"
archive=$(readlink -f "$archive")
[ -x "$BIN_DIR/emptystate" ] || die "missing binary $BIN_DIR/emptystate (the build's, for the export outside; set BIN_DIR)"
bin=$(readlink -f "$BIN_DIR/emptystate")
npkg=$(tar -xzOf "$archive" --wildcards '*/share/emptystate/runtime-packages.txt' 2>/dev/null | grep -c .) || die "$archive has no share/emptystate/runtime-packages.txt"
clean_env=(env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root)

# 1. The base root, once.
base=$(ES_TOOL=dist-check "$ES_ROOT/tools/debian-root.sh") || exit 1
mkdir -p "$CACHE/apt-archives/partial"

# 2. A fresh copy, /proc, the package cache; undone on exit.
work=$(mktemp -d /var/tmp/emptystate-dist-check.XXXXXX)
root=$work/root
keep=${DIST_CHECK_KEEP:-}
cleanup() {
    local m
    for m in "$root/var/cache/apt/archives" "$root/proc"; do
        if mountpoint -q "$m" 2>/dev/null; then umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true; fi
    done
    if findmnt -rn -o TARGET | grep -q "^$work/"; then
        echo "dist-check: left $work: still mounted there: $(findmnt -rn -o TARGET | grep "^$work/" | tr '\n' ' ')" >&2
    elif [ -n "$keep" ]; then
        echo "dist-check: kept $work" >&2
    else
        rm -rf --one-file-system "$work"
    fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
cp -a --reflink=auto "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --bind "$CACHE/apt-archives" "$root/var/cache/apt/archives"
cp "$archive" "$root/tmp/emptystate.tar.gz"
cp "$ES_ROOT/tools/container-steps.sh" "$root/tmp/container-steps.sh"

# The export outside, by the build's binary, while the root installs. With the templates, a
# SwiftUI view's source: the Swift reader (bin/emptystate-swift-reader) must work there too.
swift_screen=$ES_ROOT/Examples/UsingEmptyState/Tests/SourceScreensTests/App/InboxView.swift
[ -f "$swift_screen" ] || die "missing $swift_screen (the Swift source exported with the templates)"
mkdir -p "$work/host"
cp -a "$ES_ROOT/Templates" "$work/host/Templates" && cp "$swift_screen" "$work/host/Templates/"
(cd "$work/host" && "${clean_env[@]}" "$bin" export Templates --out Output) > "$work/host.log" 2>&1 &
host_pid=$!

echo "dist-check: installing the run-time packages and the archive in a clean Debian $(cat "$root/etc/debian_version") root…"
if ! chroot "$root" "${clean_env[@]}" /bin/sh /tmp/container-steps.sh /tmp/emptystate.tar.gz > "$work/steps.log" 2>&1; then
    keep=1; wait "$host_pid" || true
    die "tools/container-steps.sh failed in the root: $(grep -v '^$' "$work/steps.log" | tail -1) (log: $work/steps.log)"
fi
tail -1 "$work/steps.log"

# 3. The same export inside.
mkdir -p "$root/work" && cp -a "$ES_ROOT/Templates" "$root/work/Templates" && cp "$swift_screen" "$root/work/Templates/"
inside_ok=1
chroot "$root" "${clean_env[@]}" /bin/sh -c 'cd /work && exec emptystate export Templates --out Output' > "$work/inside.log" 2>&1 || inside_ok=
host_ok=1
wait "$host_pid" || host_ok=
[ -n "$host_ok" ] || { keep=1; die "the export outside ($bin) failed: $(tail -1 "$work/host.log") (log: $work/host.log)"; }
[ -n "$inside_ok" ] || { keep=1; die "the export in the root failed: $(tail -1 "$work/inside.log") (log: $work/inside.log)"; }

# Versions the root got that differ from this machine's (a reason, if the pictures differ).
packages=$(tar -xzOf "$archive" --wildcards '*/share/emptystate/runtime-packages.txt')
# shellcheck disable=SC2086
inside_versions=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Package} ${Version}\n' $packages)
# shellcheck disable=SC2086
host_versions=$(dpkg-query -W -f='${Package} ${Version}\n' $packages 2>/dev/null || true)
differing=$(comm -13 <(sort <<< "$host_versions") <(sort <<< "$inside_versions") | tr '\n' ' ')
installed=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Status}\n' | grep -c 'install ok installed')
base_installed=$(dpkg-query --admindir="$base/var/lib/dpkg" -W -f='${Status}\n' | grep -c 'install ok installed')
echo "dist-check: the root has $installed packages: debootstrap's minbase $base_installed, and $((installed - base_installed)) more for the $npkg listed (with their dependencies); swift on its PATH: $(chroot "$root" sh -c 'command -v swift || echo none')"
[ -z "$differing" ] || echo "dist-check: versions that differ from this machine's: $differing"

# Every file of the two exports, byte for byte, but .emptystate-cache.json: the fingerprints that let
# a rerun skip unchanged outputs hash the inputs' absolute paths (/work/Templates/… inside, a
# temporary folder outside), so it differs with the folder an export runs in, not with the pictures.
a=$work/host/Output b=$root/work/Output
(cd "$a" && find . -type f ! -name '.emptystate-cache*.json' | LC_ALL=C sort) > "$work/files.outside"
(cd "$b" && find . -type f ! -name '.emptystate-cache*.json' | LC_ALL=C sort) > "$work/files.inside"
if ! cmp -s "$work/files.outside" "$work/files.inside"; then
    keep=1
    die "the exports wrote different files: $(diff "$work/files.outside" "$work/files.inside" | grep '^[<>]' | head -5 | tr '\n' ' ')(outside: $a, inside: $b)"
fi
n=$(wc -l < "$work/files.outside")
# The manifest names the Swift source by its absolute path (its warnings): the same once the
# folders are the same.
same() {
    if [ "$1" = ./manifest.json ]; then cmp -s <(sed "s|$work/host/|/work/|g" "$a/$1") "$b/$1"; else cmp -s "$a/$1" "$b/$1"; fi
}
different=$(while IFS= read -r f; do same "$f" || echo "${f#./}"; done < "$work/files.outside")
if [ -n "$different" ]; then
    keep=1
    die "$(grep -c . <<< "$different") of $n files differ, e.g. $(head -3 <<< "$different" | tr '\n' ' ')(outside: $a, inside: $b)"
fi
[ -f "$b/InboxView/default/iphone-8@2x/normal.png" ] || { keep=1; die "the Swift source's screen was not rendered in the root (log: $work/inside.log)"; }
echo "dist-check: $n files byte-identical in a clean Debian 12 root with $npkg run-time packages (Swift source among them)"
