#!/bin/sh
# make deb: turns ROOT, where `make install PREFIX=/usr` put Pulse, into the package OUT.
# It adds what Debian asks of a package (a compressed man page, the copyright and the
# changelog, the control file and the checksums), the scripts that make and remove the
# system user, and lintian's override for the symbol table the binary keeps. Depends is what dpkg-shlibdeps finds the binary linked against, plus
# libcurl4, which Pulse opens only when it first fetches (no tool can see that), and
# adduser, which postinst calls.
set -eu
[ $# -eq 4 ] || { echo "usage: deb.sh ROOT VERSION ARCH OUT.deb" >&2; exit 2; }
root=$(cd "$1" && pwd)
version=$2
arch=$3
out=$4
here=$(cd "$(dirname "$0")" && pwd)

gzip -9n "$root/usr/share/man/man1/pulse.1"
sh "$here/docs.sh" "$root/usr/share/doc/pulse"
install -d -m 0755 "$root/usr/share/lintian/overrides"
install -m 0644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/pulse"

# dpkg-shlibdeps reads debian/control, so it runs in a scratch tree that has one.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/debian"
printf 'Source: pulse\n\nPackage: pulse\nArchitecture: any\n' > "$scratch/debian/control"
libraries=$(cd "$scratch" && dpkg-shlibdeps -O "$root/usr/bin/pulse" 2>"$scratch/warnings" |
    sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || { cat "$scratch/warnings" >&2; echo "deb.sh: dpkg-shlibdeps found nothing" >&2; exit 1; }

size=$(du -sk "$root" | cut -f1)
install -d -m 0755 "$root/DEBIAN"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@INSTALLED_SIZE@|$size|" \
    -e "s|@DEPENDS@|adduser, $libraries, libcurl4|" "$here/control" > "$root/DEBIAN/control"
install -m 0755 "$here/postinst" "$here/postrm" "$root/DEBIAN/"
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort |
    xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

SOURCE_DATE_EPOCH=$(sh "$here/release-date.sh") dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "built $out"
