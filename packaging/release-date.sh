#!/bin/sh
# Prints the newest CHANGELOG.md entry's date as seconds since the epoch: the time every
# file in the package and the tarball carries, so the same source gives the same files.
set -eu
day=$(sed -n 's/^## [^ ]* (\([0-9-]*\))$/\1/p' "$(dirname "$0")/../CHANGELOG.md" | head -n 1)
[ -n "$day" ] || { echo "release-date.sh: CHANGELOG.md has no '## VERSION (YYYY-MM-DD)' entry" >&2; exit 1; }
date -u -d "$day" +%s
