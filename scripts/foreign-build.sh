#!/bin/sh
# make deb ARCH=arm64 (or dist) on a machine of another architecture: the package is built
# in a Debian 13 root of that architecture, run through qemu-user-static, with Debian's own
# Swift (swiftlang), so it is made exactly as `make deb` makes it on such a machine.
#   foreign-build.sh ARCH TARGET...
# The root is kept in .build/roots/trixie-ARCH between runs (the toolchain is most of its
# size and time); the tree is copied in as git knows it (tracked files, as they are now),
# and what TARGET makes is copied out to the checkout; the root's build directory is kept. Under emulation a release build
# takes about twenty times as long as a native one: design/measurements.md has the figures.
set -eu
[ $# -ge 2 ] || { echo "usage: foreign-build.sh ARCH TARGET..." >&2; exit 2; }
arch=$1
shift
here=$(cd "$(dirname "$0")/.." && pwd)
[ "$(id -u)" -eq 0 ] || { echo "make $* ARCH=$arch needs root, which mmdebstrap and chroot need (sudo make $* ARCH=$arch)" >&2; exit 1; }
sh "$here/scripts/ensure-packages.sh" mmdebstrap qemu-user-static binfmt-support
root="$here/.build/roots/trixie-$arch"
# A root is whole once its mark is there (its own files are links into itself, which
# cannot be followed from outside).
if [ ! -e "$root/.pulse-root-made" ]; then
    rm -rf "$root"
    mkdir -p "$(dirname "$root")"
    echo "making a Debian 13 $arch root with Debian's Swift in $root (several minutes, once)"
    mmdebstrap --arch="$arch" --variant=apt \
        --include=swiftlang,g++,make,libncurses-dev,libcurl4-openssl-dev,dpkg-dev,ca-certificates \
        trixie "$root" > "$here/.build/roots/trixie-$arch.log" 2>&1 ||
        { tail -n 20 "$here/.build/roots/trixie-$arch.log" >&2; rm -rf "$root"; exit 1; }
    touch "$root/.pulse-root-made"
fi
# The tree replaces the last one, but for its build directory: a second target, or a
# second run, builds only what changed.
find "$root/src" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} + 2> /dev/null || :
mkdir -p "$root/src"
(cd "$here" && git ls-files -z | xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$root/src"
mounted=""
cleanup() {
    for point in $mounted; do umount "$point" 2> /dev/null || :; done
}
trap cleanup EXIT
for point in proc dev sys; do
    mount --bind "/$point" "$root/$point"
    mounted="$root/$point $mounted"
done
started=$(date +%s)
chroot "$root" sh -c "cd /src && make --no-print-directory $*"
echo "built in an $arch root in $(($(date +%s) - started)) s"
for made in "$root"/src/pulse_*_"$arch".deb "$root"/src/pulse-*-linux-"$arch".tar.gz; do
    if [ -e "$made" ]; then
        cp "$made" "$here/"
        echo "copied $(basename "$made")"
    fi
done
