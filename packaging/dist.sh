#!/bin/sh
# make dist: turns ROOT, where `make install PREFIX=/usr/local` put Pulse, into OUT, a
# tarball to unpack with `tar -C /usr/local -xzf OUT`: the package's files, owned by root.
# It holds files only, no directories, so unpacking never changes the mode or owner of
# /usr/local/bin or any other directory already there.
set -eu
[ $# -eq 2 ] || { echo "usage: dist.sh ROOT OUT.tar.gz" >&2; exit 2; }
root=$(cd "$1" && pwd)
out=$2
here=$(cd "$(dirname "$0")" && pwd)

gzip -9n "$root/share/man/man1/pulse.1"
sh "$here/docs.sh" "$root/share/doc/pulse"
epoch=$(sh "$here/release-date.sh")
(cd "$root" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) > "$root.files"
tar -C "$root" --no-recursion --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -cf - -T "$root.files" |
    gzip -9n > "$out.new"
rm "$root.files"
mv "$out.new" "$out"
echo "built $out"
