# shellcheck shell=bash
# Sourced by tools/install.sh and tools/dist.sh: the tree both put under a prefix.
#   bin/                                   the binaries ($DIST_BINARIES from $BIN_DIR)
#   share/emptystate/tabler-icons/         the stand-in symbols (tools/install-stand-in-symbols.sh)
#   share/emptystate/material-symbols/     the second stand-in set (tools/install-material-symbols.sh)
#   share/emptystate/sf-symbol-names/      the SF Symbols name list (tools/install-symbol-names.sh)
#   share/doc/emptystate/                  licenses: the data sets', the Swift runtime's and the
#                                          Swift packages' (linked statically into the binaries)
# The binaries find share/emptystate/ relative to themselves (../share/emptystate).

ES_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN_DIR=${BIN_DIR:-$ES_ROOT/.build/release}
# Absolute: the scripts run the binaries from other folders (the trial export, the chroot's).
case $BIN_DIR in /*) ;; *) BIN_DIR=$PWD/$BIN_DIR ;; esac
DIST_BINARIES=${DIST_BINARIES:-emptystate emptystate-swift-reader}
# The SwiftPM checkouts whose LICENSE/NOTICE files ship with the binaries.
CHECKOUTS_DIR=${CHECKOUTS_DIR:-$ES_ROOT/.build/checkouts}

# die MESSAGE: one line on stderr, exit 1. $ES_TOOL names the script in it.
die() { echo "${ES_TOOL:-emptystate}: $*" >&2; exit 1; }

# check_binaries: every binary of $DIST_BINARIES is an executable file in $BIN_DIR.
check_binaries() {
    [ -n "${DIST_BINARIES// /}" ] || die "DIST_BINARIES is empty"
    local b
    for b in $DIST_BINARIES; do
        [ -f "$BIN_DIR/$b" ] && [ -x "$BIN_DIR/$b" ] || die "missing binary $BIN_DIR/$b (build it with make build, or set BIN_DIR and DIST_BINARIES)"
    done
}

# find_data_dir: sets DATA_DIR to the folder holding tabler-icons/, material-symbols/ and sf-symbol-names/, as
# make setup installs them: $EMPTYSTATE_DATA_DIR, then /usr/local/share/emptystate, /usr/share/emptystate.
find_data_dir() {
    local d
    for d in ${EMPTYSTATE_DATA_DIR:-} /usr/local/share/emptystate /usr/share/emptystate; do
        if [ -f "$d/tabler-icons/outline/inbox.svg" ] && [ -f "$d/tabler-icons/LICENSE" ] && [ -f "$d/sf-symbol-names/names.txt" ] \
            && [ -f "$d/material-symbols/outline/inbox.svg" ] && [ -f "$d/material-symbols/LICENSE" ]; then
            DATA_DIR=$(cd "$d" && pwd -P); return 0
        fi
    done
    die "the stand-in symbols and the SF Symbols name list are not in ${EMPTYSTATE_DATA_DIR:+$EMPTYSTATE_DATA_DIR, }/usr/local/share/emptystate or /usr/share/emptystate: run make setup"
}

# swift_license: the Swift toolchain's LICENSE.txt (its runtime and Foundation are linked in).
swift_license() {
    local f=${SWIFT_LICENSE:-}
    if [ -z "$f" ] && command -v swift >/dev/null; then
        f=$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt
    fi
    [ -n "$f" ] && [ -f "$f" ] || die "the Swift toolchain's LICENSE.txt is not found (swift on PATH, or set SWIFT_LICENSE)"
    echo "$f"
}

# stage_binaries DEST: DEST/bin/ with the binaries, their debug information stripped (a third
# of their size; the symbols stay, so a crash's backtrace still names functions).
stage_binaries() {
    local b
    mkdir -p "$1/bin"
    for b in $DIST_BINARIES; do
        strip --strip-debug -o "$1/bin/$b" "$BIN_DIR/$b" && chmod 0755 "$1/bin/$b" || die "cannot copy $BIN_DIR/$b"
    done
}

# stage_data DEST: DEST/share/emptystate/{tabler-icons,material-symbols,sf-symbol-names} from $DATA_DIR.
stage_data() {
    mkdir -p "$1/share/emptystate"
    cp -R "$DATA_DIR/tabler-icons" "$DATA_DIR/material-symbols" "$DATA_DIR/sf-symbol-names" "$1/share/emptystate/" || die "cannot copy $DATA_DIR"
}

# stage_docs DEST: DEST/share/doc/emptystate/ with every license the binaries and data carry.
stage_docs() {
    local doc=$1/share/doc/emptystate d f n lic
    lic=$(swift_license) || exit 1
    mkdir -p "$doc/tabler-icons" "$doc/material-symbols" "$doc/sf-symbol-names" "$doc/swift" "$doc/swift-packages"
    cp "$DATA_DIR/tabler-icons/LICENSE" "$doc/tabler-icons/LICENSE"
    cp "$DATA_DIR/material-symbols/LICENSE" "$doc/material-symbols/LICENSE"
    cp "$DATA_DIR/sf-symbol-names/SOURCE" "$doc/sf-symbol-names/SOURCE"
    cp "$DATA_DIR/sf-symbol-names/releases.LICENSE" "$doc/sf-symbol-names/releases.LICENSE"
    cp "$lic" "$doc/swift/LICENSE.txt"
    [ -d "$CHECKOUTS_DIR" ] || die "no Swift package checkouts in $CHECKOUTS_DIR (their licenses ship with the binaries; run swift package resolve, or set CHECKOUTS_DIR)"
    n=0
    for d in "$CHECKOUTS_DIR"/*/; do
        d=${d%/}
        for f in "$d"/LICENSE* "$d"/NOTICE* "$d"/COPYING*; do
            [ -f "$f" ] || continue
            mkdir -p "$doc/swift-packages/$(basename "$d")"
            cp "$f" "$doc/swift-packages/$(basename "$d")/"; n=$((n + 1))
        done
    done
    [ "$n" -gt 0 ] || die "no LICENSE files in $CHECKOUTS_DIR/*"
    cat > "$doc/README" <<'EOF'
Licenses of what this emptystate installation contains:
  tabler-icons/LICENSE       the stand-in symbols (share/emptystate/tabler-icons), from PyPI's pytablericons (MIT)
  material-symbols/LICENSE   the second stand-in set (share/emptystate/material-symbols): Google's Material Symbols
                             (Rounded, Apache 2.0), drawn out of the font in PyPI's material-design-icons;
                             its glyphs/ (nine currency signs) are drawn out of DejaVu Sans, whose
                             license is share/emptystate/material-symbols/glyphs/LICENSE
  sf-symbol-names/SOURCE     the SF Symbols name list (share/emptystate/sf-symbol-names), from PyPI's pysfsymbols (MIT)
  sf-symbol-names/releases.LICENSE  the release of each name (sf-symbol-names/releases.txt), from SFSafeSymbols (MIT)
  swift/LICENSE.txt          the Swift runtime and Foundation, linked statically (Apache 2.0 with Runtime Library Exception)
  swift-packages/*/          the Swift packages the build resolved (those the binaries use are linked statically)
EOF
}

# stage_tree DEST: the whole tree, readable by everyone.
stage_tree() {
    stage_binaries "$1"; stage_data "$1"; stage_docs "$1"
    chmod -R u+rwX,go+rX,go-w "$1"
}
