#!/bin/sh
# Writes a BDF font as Swift source, a raw string constant: `make font` after editing
# Fonts/pulse.bdf. The source is kept in the repository, so a build runs no tool of ours.
# A raw string needs no escaping as long as neither its delimiter nor its interpolation
# opener occurs in the text, which it checks. The output is replaced whole or not at all.
set -eu
[ $# -eq 2 ] || { echo "usage: embed-font.sh FONT.bdf OUTPUT.swift" >&2; exit 2; }
font=$1
out=$2
[ -r "$font" ] || { echo "embed-font.sh: cannot read $font" >&2; exit 1; }
for forbidden in '"""##' '\##'; do
    if grep -qF "$forbidden" "$font"; then
        echo "embed-font.sh: $font contains $forbidden, which would end the Swift string" >&2
        exit 1
    fi
done
trap 'rm -f "$out.tmp"' EXIT
# The line break before the closing delimiter is not part of the string, so the one after
# the font's last line must be written twice. Lines are indented as `swift format` indents
# them; the closing delimiter's indentation is taken off every line of the string.
{
    printf '%s\n' "// Generated from Fonts/pulse.bdf by \`make font\`. Do not edit: the tests fail when the two differ."
    printf '\n'
    printf '%s\n' "/// The typeface shipped with Pulse, as BDF text, so the binary needs no file to draw."
    printf '%s\n' 'let embeddedFontBDF: String = ##"""'
    sed 's/^./    &/' "$font"
    printf '\n%s\n' '    """##'
} > "$out.tmp"
mv "$out.tmp" "$out"
