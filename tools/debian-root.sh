#!/usr/bin/env bash
# tools/debian-root.sh: prints the folder of a minimal Debian 12 root (debootstrap --variant=minbase,
# what Debian's container images are made of, with their apt sources), made once into
# $DIST_CHECK_CACHE (/var/cache/emptystate/dist-check). make dist-check copies it afresh for every
# check; make image imports it as the base image where no registry can be reached. Runs as root.
set -euo pipefail
ES_TOOL=${ES_TOOL:-debian-root}
die() { echo "$ES_TOOL: $*" >&2; exit 1; }
CACHE=${DIST_CHECK_CACHE:-/var/cache/emptystate/dist-check}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=bookworm
[ "$(id -u)" = 0 ] || die "needs root (debootstrap): run it as root"
arch=$(dpkg --print-architecture)
base=$CACHE/$SUITE-$arch-minbase
if [ ! -f "$base.complete" ]; then
    mkdir -p "$CACHE" || die "cannot create $CACHE"
    if ! command -v debootstrap >/dev/null; then
        apt-get install -y -qq debootstrap >/dev/null 2>&1 || die "debootstrap is not installed and apt-get install debootstrap failed"
    fi
    echo "$ES_TOOL: debootstrap $SUITE ($arch, minbase) into $base (once; a few minutes)…" >&2
    rm -rf --one-file-system "$base" "$base.tmp"
    debootstrap --variant=minbase --arch="$arch" "$SUITE" "$base.tmp" "$MIRROR" > "$CACHE/debootstrap.log" 2>&1 \
        || die "debootstrap failed: $(tail -1 "$CACHE/debootstrap.log") (log: $CACHE/debootstrap.log)"
    # The sources of Debian's bookworm container image: the release, its updates, security.
    rm -f "$base.tmp/etc/apt/sources.list"
    cat > "$base.tmp/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    rm -rf "$base.tmp"/var/cache/apt/archives/*.deb "$base.tmp"/var/lib/apt/lists/*
    mv "$base.tmp" "$base" && touch "$base.complete"
fi
echo "$base"
