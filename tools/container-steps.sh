#!/bin/sh
# tools/container-steps.sh ARCHIVE [PREFIX]: installs emptystate from the archive make dist writes
# into a clean Debian 12 system: the Debian packages its share/emptystate/runtime-packages.txt
# names (and nothing else: no recommends), then the archive's tree under PREFIX (/usr/local).
# The Containerfile runs it, and make dist-check runs it in a debootstrap root: the same steps.
set -eu
archive=${1:?usage: container-steps.sh ARCHIVE [PREFIX]}
prefix=${2:-/usr/local}
packages=$(tar -xzOf "$archive" --wildcards '*/share/emptystate/runtime-packages.txt' 2>/dev/null) || packages=
if [ -z "$packages" ]; then
    echo "container-steps: $archive has no share/emptystate/runtime-packages.txt" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one package a line
apt-get install -y -qq --no-install-recommends $packages
mkdir -p "$prefix"
tar -xzf "$archive" -C "$prefix" --strip-components=1 --no-same-owner --no-overwrite-dir
echo "container-steps: emptystate $("$prefix/bin/emptystate" --version) in $prefix, with $(echo "$packages" | wc -l) run-time packages"
