#!/usr/bin/env bash
# make install / make uninstall:
#   tools/install.sh [--uninstall]    PREFIX (/usr/local), DESTDIR, BIN_DIR (.build/release),
#                                     DIST_BINARIES (emptystate emptystate-swift-reader)
# Installs $PREFIX/bin/<binaries>, $PREFIX/share/emptystate/{tabler-icons,material-symbols,sf-symbol-names} (copied
# from where make setup installed them), $PREFIX/share/doc/emptystate/ (licenses) and the list of
# what it installed, $PREFIX/share/emptystate/installed-files, which --uninstall removes again.
# All-or-nothing: checks first, stages the tree in a temporary folder inside the prefix, then
# renames each part into place, putting back what it replaced if a rename fails.
set -euo pipefail
ES_TOOL=install
# shellcheck source=tools/dist-common.sh
. "$(dirname "$0")/dist-common.sh"
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
MODE=install
case "${1:-}" in
    "") ;;
    --uninstall) MODE=uninstall; ES_TOOL=uninstall ;;
    *) die "usage: tools/install.sh [--uninstall] (PREFIX, DESTDIR, BIN_DIR, DIST_BINARIES from the environment)" ;;
esac
case "$PREFIX" in /*) ;; *) die "PREFIX must be an absolute path, not '$PREFIX'" ;; esac
ROOT=$DESTDIR$PREFIX
ROOT=${ROOT%/}; [ -n "$ROOT" ] || ROOT=/
MANIFEST_REL=share/emptystate/installed-files
MANIFEST=$ROOT/$MANIFEST_REL

# The nearest folder of $1 (itself or a parent) that exists.
existing_ancestor() {
    local p=$1
    while [ ! -e "$p" ] && [ ! -L "$p" ]; do p=$(dirname "$p"); done
    echo "$p"
}

# writable_or_die PATH: PATH (or the folder that would hold it) is a folder we can write into.
writable_or_die() {
    local a; a=$(existing_ancestor "$ROOT")
    [ -d "$a" ] || die "cannot $MODE into $ROOT: $a is not a folder"
    # -w is true for root even on a read-only mount: try a file.
    local probe
    probe=$(mktemp "$a/.emptystate-probe.XXXXXX" 2>/dev/null) || die "cannot $MODE into $ROOT: $a is not writable"
    rm -f "$probe"
}

# Lines of the old manifest: files, and folders (ending in /) that install created.
old_files=() old_dirs=()
declare -A OURS=()
if [ -f "$MANIFEST" ]; then
    while IFS= read -r line; do
        case "$line" in ""|"#"*) continue ;; */) old_dirs+=("${line%/}") ;; *) old_files+=("$line"); OURS[$line]=1 ;; esac
    done < "$MANIFEST"
fi

if [ "$MODE" = uninstall ]; then
    [ -f "$MANIFEST" ] || die "nothing to uninstall: $MANIFEST does not exist (make install writes it)"
    writable_or_die
    # Removed in batches (thousands of icons), then the folders install created, deepest first,
    # if nothing else is in them.
    (cd "$ROOT" && printf '%s\0' "${old_files[@]}" | xargs -0 rm -f --) || die "cannot remove the files $MANIFEST lists"
    if [ ${#old_dirs[@]} -gt 0 ]; then
        (cd "$ROOT" && printf '%s\n' "${old_dirs[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- |
            tr '\n' '\0' | xargs -0 rmdir --ignore-fail-on-non-empty -- 2>/dev/null) || true
    fi
    echo "Uninstalled emptystate from $ROOT (${#old_files[@]} files)."
    exit 0
fi

check_binaries
find_data_dir
writable_or_die
version=$("$BIN_DIR/emptystate" --version 2>/dev/null) || die "$BIN_DIR/emptystate --version failed"

# The parts, each renamed into place as a whole: the binaries, the data sets, the licenses.
parts=()
for b in $DIST_BINARIES; do parts+=("bin/$b"); done
parts+=(share/emptystate/tabler-icons share/emptystate/material-symbols share/emptystate/sf-symbol-names share/doc/emptystate)

# files_of PATH: the files under PATH (or PATH itself), relative to $ROOT.
files_of() { (cd "$ROOT" && find "$1" ! -type d | LC_ALL=C sort); }

# A part that is there already is replaced only if every file in it is ours (in the manifest);
# a data set that is already where make setup put it ($PREFIX is where it installed them) is left alone.
skip=()
declare -A SKIP=()
for part in "${parts[@]}"; do
    target=$ROOT/$part
    [ -e "$target" ] || [ -L "$target" ] || continue
    case "$part" in share/emptystate/tabler-icons|share/emptystate/material-symbols|share/emptystate/sf-symbol-names)
        if [ -d "$target" ] && [ "$(cd "$target" && pwd -P)" = "$DATA_DIR/${part##*/}" ]; then SKIP[$part]=1; skip+=("$part"); continue; fi ;;
    esac
    while IFS= read -r f; do
        [ -n "${OURS[$f]:-}" ] || die "$target is there already and make install did not put it there ($f is in no $MANIFEST): remove it, or choose another PREFIX"
    done < <(files_of "$part")
done

# Create the folders the parts go into, noting those that are new.
new_dirs=()
created_dirs=()
undo_dirs() { local i; for ((i = ${#created_dirs[@]} - 1; i >= 0; i--)); do rmdir -- "${created_dirs[$i]}" 2>/dev/null || true; done; }
make_dir() { # make_dir ABSOLUTE-PATH, parents first
    [ -d "$1" ] && return 0
    make_dir "$(dirname "$1")"
    mkdir -- "$1" 2>/dev/null || { undo_dirs; die "cannot $MODE into $ROOT: cannot create $1"; }
    created_dirs+=("$1")
}
for d in "$ROOT" "$ROOT/bin" "$ROOT/share/emptystate" "$ROOT/share/doc"; do make_dir "$d"; done

stage=$(mktemp -d "$ROOT/.emptystate-install.XXXXXX" 2>/dev/null) || { undo_dirs; die "cannot $MODE into $ROOT: it is not writable"; }
moved=()   # parts renamed into place
saved=()   # parts moved aside into $stage/old
rollback() {
    local i p
    for ((i = ${#moved[@]} - 1; i >= 0; i--)); do p=${moved[$i]}; rm -rf -- "${ROOT:?}/$p"; done
    for p in "${saved[@]}"; do mv -- "$stage/old/$p" "$ROOT/$p" 2>/dev/null || true; done
    rm -rf -- "$stage"; undo_dirs
}
trap 'rollback' EXIT
trap 'exit 1' INT TERM HUP

(stage_tree "$stage/new") || exit 1
for p in "${!SKIP[@]}"; do rm -rf -- "$stage/new/$p"; done
mkdir -p "$stage/old/bin" "$stage/old/share/emptystate" "$stage/old/share/doc"

for part in "${parts[@]}"; do
    [ -n "${SKIP[$part]:-}" ] && continue
    if [ -e "$ROOT/$part" ] || [ -L "$ROOT/$part" ]; then
        mv -- "$ROOT/$part" "$stage/old/$part" 2>/dev/null || die "cannot $MODE into $ROOT: cannot move $ROOT/$part aside"
        saved+=("$part")
    fi
    mv -- "$stage/new/$part" "$ROOT/$part" 2>/dev/null || die "cannot $MODE into $ROOT: cannot move $part into place"
    moved+=("$part")
done

# The manifest: every file of the parts, the folders install created (now or before) or renamed
# into place, and itself.
for d in "${created_dirs[@]}"; do
    if [ "$d" != "$ROOT" ]; then new_dirs+=("${d#"$ROOT"/}"); fi
done
for d in "${old_dirs[@]}"; do
    if [ -d "$ROOT/$d" ]; then new_dirs+=("$d"); fi
done
{
    echo "# emptystate $version: the files make install put here (tools/install.sh --uninstall removes them)"
    for part in "${parts[@]}"; do
        if [ -z "${SKIP[$part]:-}" ]; then files_of "$part"; fi
    done
    echo "$MANIFEST_REL"
    {
        for part in "${parts[@]}"; do
            if [ -z "${SKIP[$part]:-}" ] && [ -d "$ROOT/$part" ]; then (cd "$ROOT" && find "$part" -type d); fi
        done
        for d in "${new_dirs[@]}"; do echo "$d"; done
    } | LC_ALL=C sort -u | sed 's|$|/|'
} > "$stage/installed-files" || die "cannot write the manifest"
mv -- "$stage/installed-files" "$MANIFEST" 2>/dev/null || die "cannot $MODE into $ROOT: cannot write $MANIFEST"

# Installed: what an earlier install put here and this one does not is removed.
trap - EXIT
declare -A NOW=()
while IFS= read -r line; do NOW[$line]=1; done < "$MANIFEST"
for f in "${old_files[@]}"; do
    [ -n "${NOW[$f]:-}" ] || rm -f -- "$ROOT/$f"
done
rm -rf -- "$stage"
n=$(grep -vc -e '^#' -e '/$' "$MANIFEST")
echo "Installed emptystate $version into $ROOT ($n files${skip[*]:+; kept ${skip[*]} from make setup}); tools/install.sh --uninstall removes them."
