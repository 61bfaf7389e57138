#!/bin/sh
# Prints the directory this release's systemd reads system units from, for the package:
# what its systemd.pc says, else Debian's rule (before 13, /lib; from 13 on, /usr/lib).
set -eu
if command -v pkg-config >/dev/null 2>&1 && dir=$(pkg-config --variable=systemdsystemunitdir systemd 2>/dev/null) &&
    [ -n "$dir" ]; then
    echo "$dir"
    exit 0
fi
version=$(. /etc/os-release 2>/dev/null && echo "${VERSION_ID:-}")
case "$version" in
    [0-9] | 1[0-2] | 1[0-2].*) echo /lib/systemd/system ;;
    *) echo /usr/lib/systemd/system ;;
esac
