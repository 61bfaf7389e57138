#!/bin/sh
# Makes sure the Swift 6 toolchain named as the argument (default: swift) is there.
# Where the distribution ships Swift (`swiftlang`: Debian 13, Ubuntu 26.04) it is installed
# as the other packages are: directly as root, otherwise the exact command is printed and
# this fails. Elsewhere one sentence says where to get it. Debian's package named `swift`
# is OpenStack's object-storage client, not the language: `swiftc` tells them apart.
set -eu
swift=${1:-swift}
if command -v "$swift" >/dev/null 2>&1 && command -v "$(dirname "$(command -v "$swift")")/swiftc" >/dev/null 2>&1; then
    exit 0
fi
if command -v "$swift" >/dev/null 2>&1 && [ "$swift" != swift ]; then
    # A toolchain named by SWIFT=…: its own business where its compiler lives.
    exit 0
fi
[ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && apt-get update -qq >/dev/null 2>&1 || true
candidate=$(apt-cache policy swiftlang 2>/dev/null | sed -n 's/^ *Candidate: *//p')
if [ -n "$candidate" ] && [ "$candidate" != "(none)" ]; then
    # The static link of the release build needs the C++ library's development files,
    # which swiftlang does not depend on: g++ brings the release's own.
    exec sh "$(dirname "$0")/ensure-packages.sh" swiftlang g++
fi
echo "Building Pulse needs the Swift 6 toolchain, which this system's packages do not have:" \
    "install it from https://www.swift.org/install/linux/ and put its bin directory on the PATH." >&2
exit 1
