#!/bin/sh
# Prints the flag that links the Swift runtime and Foundation into the binary,
# `--static-swift-stdlib`, where the toolchain SWIFT (default: swift) carries the static
# Swift libraries (lib/swift_static beside its compiler), and nothing where it does not:
# a build then links the toolchain's shared ones, and a note on stderr says so.
#   swift-static.sh [--require] [SWIFT]
# With --require (make deb, make dist) it prints nothing and fails instead, with one
# sentence: a package holds the runtime, since the machines it installs on have no Swift.
set -eu
require=""
if [ "${1:-}" = --require ]; then
    require=1
    shift
fi
swift=${1:-swift}
found=$(command -v "$swift" 2> /dev/null || :)
# No toolchain yet (make -n, or before ensure-swift.sh ran): the usual flag, so that the
# build it is for fails with the toolchain's own words, not with a wrong link.
if [ -z "$found" ]; then
    [ -n "$require" ] || echo "--static-swift-stdlib"
    exit 0
fi
compiler=$(dirname "$found")/swiftc
[ -e "$compiler" ] || compiler=$found
library=$(dirname "$(readlink -f "$compiler")")/../lib/swift_static/linux/static-stdlib-args.lnk
if [ -e "$library" ]; then
    [ -n "$require" ] || echo "--static-swift-stdlib"
    exit 0
fi
if [ -n "$require" ]; then
    echo "This Swift toolchain ($(readlink -f "$compiler")) has no static Swift libraries, which a package" \
        "carries: build it with one that has (swift.org's, or Debian's swiftlang)." >&2
    exit 1
fi
echo "note: this Swift toolchain has no static Swift libraries, so the binary links its shared ones" \
    "and runs only where they are installed" >&2
