#!/usr/bin/env bash
# Checks out each app of the ground truth (data/real-apps/APP.yaml: app, repo, commit) at its
# commit, from repositories already fetched into a mirror folder (OWNER+NAME/repo, a bare or a
# work-tree clone), so that a new machine gets the whole set back for tools/real-apps.sh --truth.
#
#   tools/real-apps-checkout.sh [--mirror DIR] [--into DIR] [APP…]   (default: every truth)
#   tools/real-apps-checkout.sh --missing [--mirror DIR]             the repositories to fetch first
#
# A snapshot may lack some blobs (large binaries): those files are left out and counted; where
# git cannot check the commit out at all, the app is written path by path.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mirror=${MIRROR:-/work/.mirror} into=${INTO:-/work/apps} missing=0 apps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --mirror) mirror=$2; shift 2 ;;
        --into) into=$2; shift 2 ;;
        --missing) missing=1; shift ;;
        -h|--help) sed -n 2,11p "$0"; exit 0 ;;
        *) apps+=("$1"); shift ;;
    esac
done
field() { sed -n "s/^$1: *//p" "$2" | head -1; }
repository() {  # the mirror's git directory, or nothing
    local base=$mirror/${1/\//+}/repo
    if [ -d "$base/.git" ]; then echo "$base/.git"; elif [ -d "$base" ]; then echo "$base"; fi
}
if [ ${#apps[@]} -eq 0 ]; then
    for truth in "$root"/data/real-apps/*.yaml; do apps+=("$(basename "$truth" .yaml)"); done
fi
failed=0
for app in "${apps[@]}"; do
    truth=$root/data/real-apps/$app.yaml
    [ -f "$truth" ] || { echo "$app: no truth $truth" >&2; failed=1; continue; }
    repo=$(field repo "$truth") commit=$(field commit "$truth")
    git_dir=$(repository "$repo")
    if [ "$missing" = 1 ]; then
        [ -n "$git_dir" ] || echo "$repo"
        continue
    fi
    [ -n "$git_dir" ] || { echo "$app: $repo is not fetched into $mirror" >&2; failed=1; continue; }
    dest=$into/$app
    if [ "$(git -C "$dest" rev-parse HEAD 2>/dev/null || true)" = "$commit" ]; then echo "$app: already at ${commit:0:12}"; continue; fi
    rm -rf "$dest"
    mkdir -p "$into"
    if git clone -q --shared --no-checkout "$git_dir" "$dest" 2>/dev/null && git -C "$dest" checkout -q "$commit" 2>/dev/null; then
        # git checks out what it can and says nothing of the blobs it could not read.
        lost=$(git -C "$dest" status --porcelain 2>/dev/null | grep -c '^ D' || true)
        echo "$app: ${commit:0:12}${lost:+$([ "$lost" != 0 ] && echo ", $lost file(s) the snapshot lacks left out")}"
        continue
    fi
    # Path by path: every blob the snapshot holds.
    git -C "$dest" reset -q "$commit" 2>/dev/null || { echo "$app: commit ${commit:0:12} is not in $git_dir" >&2; failed=1; continue; }
    lost=0
    while IFS=$'\t' read -r meta path; do
        blob=${meta##* }
        mkdir -p "$dest/$(dirname "$path")"
        git -C "$dest" cat-file blob "$blob" > "$dest/$path" 2>/dev/null || { rm -f "$dest/$path"; lost=$((lost + 1)); }
    done < <(git -C "$dest" ls-tree -r "$commit")
    echo "$app: ${commit:0:12}, path by path, $lost file(s) the snapshot lacks left out"
done
exit $failed
