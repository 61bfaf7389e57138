#!/bin/sh
# Writes the notes every copy of Pulse carries into DIR: `copyright`, machine-readable
# with the licence in full (from LICENSE), and `changelog.gz`, CHANGELOG.md in Debian's
# changelog format. Both the package and the tarball ship them.
set -eu
[ $# -eq 1 ] || { echo "usage: docs.sh DIR" >&2; exit 2; }
dir=$1
top=$(dirname "$0")/..
maintainer=$(sed -n 's/^Maintainer: //p' "$top/packaging/control")
install -d -m 0755 "$dir"

{
    cat <<HEAD
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Pulse
Upstream-Contact: $maintainer
Comment: Required Notice: Copyright 2026 Levo Studio (https://levo-studio.com)

Files: *
Copyright: 2026 Levo Studio (https://levo-studio.com)
License: PolyForm-Noncommercial-1.0.0

License: PolyForm-Noncommercial-1.0.0
HEAD
    # The licence text, from its title on; an empty line is written " ." in this format.
    sed -n '/^# PolyForm Noncommercial License/,$p' "$top/LICENSE" | sed -e 's/^$/./' -e 's/^/ /'
} > "$dir/copyright.new"
chmod 0644 "$dir/copyright.new"
mv "$dir/copyright.new" "$dir/copyright"

# "## VERSION (YYYY-MM-DD)" opens an entry, "- " an item, two spaces carry an item on.
# An item is written again at Debian's 80 columns ("  * " then 76), which the Markdown's
# indent would pass.
item=""
item_end() {
    [ -n "$item" ] || return 0
    printf '%s\n' "$item" | fold -s -w 76 | sed -e 's/ *$//' -e '1s/^/  * /' -e '2,$s/^/    /'
    item=""
}
entry_end() {
    [ -n "$day" ] || return 0
    printf '\n -- %s  %s\n' "$maintainer" "$(LC_ALL=C date -u -R -d "$day")"
}
day=""
while IFS= read -r line; do
    case "$line" in
        "## "*)
            item_end
            if [ -n "$day" ]; then entry_end && echo; fi
            version=$(echo "$line" | cut -d' ' -f2)
            day=$(echo "$line" | cut -d' ' -f3 | tr -d '()')
            printf 'pulse (%s) unstable; urgency=medium\n\n' "$version"
            ;;
        "- "*)
            item_end
            [ -z "$day" ] || item=${line#- }
            ;;
        "  "*) [ -z "$item" ] || item="$item ${line#  }" ;;
    esac
done < "$top/CHANGELOG.md" > "$dir/changelog.new"
{
    item_end
    entry_end
} >> "$dir/changelog.new"
gzip -9n < "$dir/changelog.new" > "$dir/changelog.gz"
rm "$dir/changelog.new"
chmod 0644 "$dir/changelog.gz"
