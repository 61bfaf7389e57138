#!/bin/sh
# make package-check: the package and the tarball tried on machines that never saw Swift.
#   check.sh --can-run PACKAGES...   succeeds where the check can run: as root, with the
#                                    Debian registry reachable and PACKAGES installed
#                                    (it installs them); otherwise says why it skips
#   check.sh DEB TARBALL VERSION TARBALL_SUITE SUITE...
# lintian judges the package (an error fails); then for each SUITE a clean root made by
# mmdebstrap gets the package, and one of TARBALL_SUITE gets the tarball, and
# check-root.sh installs, uses and removes it there. The roots are made at once, side by
# side, and none is kept: each run starts from the registry.
set -eu
here=$(cd "$(dirname "$0")" && pwd)

if [ "${1:-}" = --can-run ]; then
    shift
    skip() {
        echo "package check skipped: $*"
        exit 1
    }
    [ "$(id -u)" -eq 0 ] || skip "it needs root, which mmdebstrap makes the clean Debian roots as (sudo make package-check)"
    command -v apt-get > /dev/null || skip "no apt-get here, so no Debian registry"
    apt-get -o APT::Update::Error-Mode=any update -qq > /dev/null 2>&1 ||
        skip "the Debian registry cannot be reached (apt-get update failed)"
    sh "$here/../scripts/ensure-packages.sh" "$@" || skip "$* could not be installed"
    exit 0
fi

[ $# -ge 5 ] || { echo "usage: check.sh DEB TARBALL VERSION TARBALL_SUITE SUITE..." >&2; exit 2; }
deb=$1
tarball=$2
version=$3
tarball_suite=$4
shift 4
logs=.build/package/check
rm -rf "$logs"
mkdir -p "$logs"
started=$(date +%s)

# A root takes about a minute here. A registry that stalls mid-transfer holds apt (and so
# the run) without end, so each try is bounded, and a try that ran out of time is made
# once more from the start; a root that fails on its own is not tried again.
root_seconds=${PACKAGE_CHECK_ROOT_SECONDS:-600}
# PACKAGE_CHECK_ARCH=arm64: the roots are of that architecture, run through
# qemu-user-static (make package-check-arm64); the apt repository is tried natively only.
arch=${PACKAGE_CHECK_ARCH:-}

# One clean root: NAME SUITE KIND FILE. Its log is $logs/NAME, its status $logs/NAME.status
# ("STATUS SECONDS TRIES"; STATUS 124 is a try that ran out of time).
root() {
    name=$1
    (
        begun=$(date +%s)
        tries=0
        status=124
        while [ "$status" -eq 124 ] && [ "$tries" -lt 2 ]; do
            tries=$((tries + 1))
            status=0
            timeout --kill-after=30 "$root_seconds" \
                mmdebstrap ${arch:+--arch=$arch} --variant=apt --include=tmux,man-db,systemd,passwd \
                --aptopt='Acquire::Retries "3"' --aptopt='Acquire::http::Timeout "60"' \
                --customize-hook="copy-in $here/check-root.sh $4 /root" \
                --customize-hook="chroot \"\$1\" sh /root/check-root.sh $3 /root/$(basename "$4") $version" \
                "$2" /dev/null > "$logs/$name" 2>&1 || status=$?
            [ "$status" -ne 137 ] || status=124
        done
        echo "$status $(($(date +%s) - begun)) $tries" > "$logs/$name.status"
    ) &
}

# A package needs at least the C library it was linked against (dpkg-shlibdeps says so in
# Depends). One made on Debian 13 is linked with packaging/glibc-floor.c and asks Debian
# 12's, as the README promises; one that still asks more than a suite named here has fails
# the check before any root is made, naming the symbols that ask it (a newer Swift may
# reach one the floor does not define yet).
needs=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed -n 's/^ *libc6 (>= *\([^)]*\)).*/\1/p' | head -n 1)
for suite in "$@"; do
    case $suite in
        bookworm) has=2.36 ;;
        trixie) has=2.41 ;;
        *) has="" ;;
    esac
    if [ -n "$needs" ] && [ -n "$has" ] && dpkg --compare-versions "$needs" gt "$has"; then
        dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/bin/pulse > "$logs/pulse.binary"
        newer=$(objdump -T "$logs/pulse.binary" | sed -n 's/.*(GLIBC_\([0-9.]*\)) *\([^ ]*\)$/\1 \2/p' |
            while read -r symbol_version symbol; do
                if dpkg --compare-versions "$symbol_version" gt "$has"; then echo "$symbol@GLIBC_$symbol_version"; fi
            done | sort -u | tr '\n' ' ')
        echo "package check FAILED: this package needs libc6 >= $needs and Debian $suite has $has;" \
            "its binary asks glibc for ${newer% } (packaging/glibc-floor.c defines such symbols by older versions)" >&2
        exit 1
    fi
done

echo "making clean roots: Debian $* for the package, Debian $tarball_suite for the tarball (logs: $logs)"
names=""
for suite in "$@"; do
    root "$suite-deb" "$suite" deb "$deb"
    names="$names $suite-deb"
done
root "$tarball_suite-tarball" "$tarball_suite" tarball "$tarball"
names="$names $tarball_suite-tarball"

# The signed apt repository, in roots of its own beside these (check-apt.sh).
(
    status=0
    if [ -z "$arch" ]; then
        sh "$here/check-apt.sh" "$deb" "$version" "$@" > "$logs/apt" 2>&1 || status=$?
    else
        echo "the apt repository is tried with the native package" > "$logs/apt"
    fi
    echo "$status" > "$logs/apt.status"
) &

failed=""
# While the roots are made: lintian on the package (an error fails; what it overrides is
# shown, with the reason) and the licence in its copyright file.
echo "lintian $deb:"
lintian --display-info --show-overrides "$deb" > "$logs/lintian" 2>&1 || true
grep -v '^running with root privileges' "$logs/lintian" | sed 's/^/  /'
if ! lintian --fail-on error "$deb" > /dev/null 2>&1; then
    echo "  FAILED: lintian reports an error"
    failed=" lintian"
fi

# The copyright file carries LICENSE's text whole, as its last License paragraph.
dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/doc/pulse/copyright |
    awk '/^License:/ { body = ""; next } { body = body $0 "\n" } END { printf "%s", body }' |
    sed -e 's/^ //' -e 's/^\.$//' > "$logs/licence"
if sed -n '/^# PolyForm Noncommercial License/,$p' LICENSE | diff - "$logs/licence" > /dev/null; then
    echo "  ok: /usr/share/doc/pulse/copyright carries the licence of LICENSE whole"
else
    echo "  FAILED: the package's copyright does not carry LICENSE's text"
    failed="$failed copyright"
fi
wait

for name in $names; do
    read -r status seconds tries < "$logs/$name.status"
    suite=${name%-*}
    if [ "$status" -eq 0 ]; then
        echo "$name: a clean Debian $suite root, ${seconds} s:"
        grep '^  ok: ' "$logs/$name"
    elif [ "$status" -eq 124 ]; then
        echo "$name: FAILED: $tries tries at a clean Debian $suite root each ran past ${root_seconds} s (log: $logs/$name):"
        grep -v '^I: ' "$logs/$name" | tail -n 40
        failed="$failed $name"
    else
        echo "$name: FAILED in a clean Debian $suite root after ${seconds} s (log: $logs/$name):"
        grep -v '^I: ' "$logs/$name" | tail -n 40
        failed="$failed $name"
    fi
done
cat "$logs/apt"
[ "$(cat "$logs/apt.status")" -eq 0 ] || failed="$failed apt-repository"
elapsed=$(($(date +%s) - started))
if [ -n "$failed" ]; then
    echo "package check FAILED:$failed (${elapsed} s)"
    exit 1
fi
if [ -n "$arch" ]; then
    echo "package check passed: the $arch package on $*, the $arch tarball on $tarball_suite (${elapsed} s)"
else
    echo "package check passed: the package on $*, from a file and from the apt repository, the tarball on $tarball_suite (${elapsed} s)"
fi
