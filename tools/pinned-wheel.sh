# Sourced by the install scripts: a PyPI wheel pinned by version and hash, downloaded into a
# temporary folder, and the check that an installed copy is that version already.

# installed_already DEST TAG: true when DEST/VERSION says TAG.
installed_already() { [ -f "$1/VERSION" ] && [ "$(cat "$1/VERSION")" = "$2" ]; }

# download_pinned_wheel PACKAGE VERSION SHA256 DIR: the wheel into DIR (pip refuses any other bytes).
download_pinned_wheel() {
    echo "$1==$2 --hash=sha256:$3" > "$4/requirements.txt"
    /usr/bin/python3 -m pip download --quiet --no-deps --only-binary :all: --require-hashes -r "$4/requirements.txt" -d "$4"
}
