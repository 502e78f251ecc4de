#!/usr/bin/env bash
# make image: the image of Containerfile from the archive make dist wrote, tagged $IMAGE:VERSION
# and $IMAGE:latest (IMAGE: emptystate), by the first builder that works here: podman, buildah,
# docker (with a daemon); CONTAINER_BUILDER names one.
#   tools/image.sh [ARCHIVE]   (default: Output/dist/emptystate-*-linux-ARCH.tar.gz, the newest)
# The base is debian:bookworm; when the builder has no copy and cannot pull it (no registry), it is
# the debootstrap root make dist-check uses (tools/debian-root.sh), imported as
# localhost/emptystate-base:bookworm-ARCH.
set -euo pipefail
ES_TOOL=image
ES_ROOT=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "$ES_TOOL: $*" >&2; exit 1; }
IMAGE=${IMAGE:-emptystate}
IMAGE_RUN_FLAGS=${IMAGE_RUN_FLAGS:-}
BASE_IMAGE=${BASE_IMAGE:-docker.io/library/debian:bookworm}
arch=$(dpkg --print-architecture)
archive=${1:-$(ls -t "$ES_ROOT"/Output/dist/emptystate-*-linux-"$arch".tar.gz 2>/dev/null | head -1)}
[ -n "$archive" ] && [ -f "$archive" ] || die "no archive ${1:-Output/dist/emptystate-*-linux-$arch.tar.gz}: run make dist first"
archive=$(readlink -f "$archive")
case "$archive" in "$ES_ROOT"/Output/dist/*) ;; *) die "$archive is not in Output/dist/, the only archives the build context (.dockerignore) holds" ;; esac
rel=${archive#"$ES_ROOT"/}
version=$(basename "$archive" | sed -n 's/^emptystate-\(.*\)-linux-[^-]*\.tar\.gz$/\1/p')
[ -n "$version" ] || die "cannot read the version from $(basename "$archive")"

works() { # works BUILDER: it can build here
    case "$1" in
        podman) command -v podman >/dev/null && podman info >/dev/null 2>&1 ;;
        buildah) command -v buildah >/dev/null && buildah info >/dev/null 2>&1 ;;
        docker) command -v docker >/dev/null && docker info >/dev/null 2>&1 ;;
        *) return 1 ;;
    esac
}
builder=${CONTAINER_BUILDER:-}
if [ -n "$builder" ]; then
    works "$builder" || die "$builder cannot build here ($builder info fails)"
else
    for b in podman buildah docker; do if works "$b"; then builder=$b; break; fi; done
    [ -n "$builder" ] || die "no container builder works here: podman and buildah are not installed (apt-get install podman), docker has no daemon"
fi

has_image() {
    case "$builder" in
        podman) podman image exists "$1" ;;
        buildah) buildah inspect --type image "$1" >/dev/null 2>&1 ;;
        docker) docker image inspect "$1" >/dev/null 2>&1 ;;
    esac
}
pull() { timeout 120 "$builder" pull -q "$1" >/dev/null 2>&1; }

base=$BASE_IMAGE
if ! has_image "$base" && ! pull "$base"; then
    base=localhost/emptystate-base:bookworm-$arch
    if ! has_image "$base"; then
        root=$(ES_TOOL=image "$ES_ROOT/tools/debian-root.sh") || exit 1
        echo "image: $BASE_IMAGE cannot be pulled; importing the debootstrap root $root as $base" >&2
        tmp=$(mktemp -d /var/tmp/emptystate-image.XXXXXX); trap 'rm -rf "$tmp"' EXIT
        tar --numeric-owner -C "$root" -cf "$tmp/root.tar" . || die "cannot pack $root"
        case "$builder" in
            podman) podman import -q "$tmp/root.tar" "$base" >/dev/null ;;
            docker) docker import "$tmp/root.tar" "$base" >/dev/null ;;
            buildah) c=$(buildah from scratch) && buildah add -q "$c" "$tmp/root.tar" / >/dev/null && buildah commit -q "$c" "$base" >/dev/null && buildah rm "$c" >/dev/null ;;
        esac || die "$builder could not import $root as $base"
    fi
fi

# podman and buildah run the RUN step in a container (OCI isolation); where the machine's cgroups or
# limits keep their runtime from starting one (as in some CI runners and containers), the build is
# run again with chroot isolation, which needs no runtime.
build() {
    "$builder" build --pull=never "$@" -f "$ES_ROOT/Containerfile" --build-arg BASE_IMAGE="$base" \
        --build-arg TARGETARCH="$arch" --build-arg ARCHIVE="$rel" -t "$IMAGE:$version" -t "$IMAGE:latest" "$ES_ROOT"
}
echo "image: building $IMAGE:$version with $builder from $base and $rel" >&2
if ! build; then
    case "$builder" in
        podman|buildah) echo "image: $builder build failed; again with --isolation=chroot" >&2; build --isolation=chroot || die "$builder build failed" ;;
        *) die "$builder build failed" ;;
    esac
fi
# A first run: IMAGE_RUN_FLAGS adds options (e.g. --runtime runc --ulimit nofile=4096:4096 --ulimit nproc=4096:4096).
# shellcheck disable=SC2086
if [ "$builder" = buildah ]; then
    c=$(buildah from -q "$IMAGE:$version") && v=$(buildah run $IMAGE_RUN_FLAGS "$c" -- emptystate --version 2>&1) || true; buildah rm "$c" >/dev/null 2>&1 || true
else
    v=$("$builder" run --rm --network=none ${IMAGE_RUN_FLAGS:-} "$IMAGE:$version" --version 2>&1) || true
fi
if [ "$v" = "$version" ]; then
    echo "image: $IMAGE:$version ($IMAGE:latest) built by $builder; emptystate --version in it: $v"
else
    echo "image: $IMAGE:$version ($IMAGE:latest) built by $builder, but it does not run here: $(tail -1 <<< "$v")" >&2
fi
