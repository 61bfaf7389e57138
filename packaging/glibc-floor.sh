#!/bin/sh
# Prints the linker flags that let a package built here install on Debian 12, and builds
# what they name: nothing where this C library is Debian 12's or older, else
# `-Xlinker OBJECT` for packaging/glibc-floor.c compiled into OBJECT (the file says why).
#   glibc-floor.sh OBJECT
# Make calls it for `make deb` and `make dist` only: a binary built for this machine needs
# no floor. Where no C compiler is here it says so on stderr and prints nothing; the
# package then asks this C library, and the package check fails on Debian 12, saying why.
set -eu
[ $# -eq 1 ] || { echo "usage: glibc-floor.sh OBJECT" >&2; exit 2; }
object=$1
floor=2.36
here=$(getconf GNU_LIBC_VERSION 2> /dev/null | sed -n 's/^glibc //p')
[ -n "$here" ] || exit 0
dpkg --compare-versions "$here" gt "$floor" 2> /dev/null || exit 0
compiler=$(command -v cc || command -v gcc || command -v clang || :)
if [ -z "$compiler" ]; then
    echo "glibc-floor.sh: no C compiler here, so the package needs glibc $here and will not install on Debian 12" >&2
    exit 0
fi
mkdir -p "$(dirname "$object")"
"$compiler" -std=c11 -O2 -fPIC -fno-builtin -Wall -Werror -c "$(dirname "$0")/glibc-floor.c" -o "$object" >&2
echo "-Xlinker $object"
