#!/bin/sh
# make package-check, the apt repository's part (check.sh starts it beside its own roots):
#   check-apt.sh DEB VERSION SUITE...
# With two throwaway Ed25519 keys in a temporary GNUPGHOME, apt-repo.sh (what make apt-repo
# runs) makes the repository of DEB, then the same repository after a newer version was
# published (DEB repacked as VERSION.1), one signed by the other key, and one whose
# Packages was changed after signing; a loopback HTTP server serves them, and in a clean
# root of each SUITE check-apt-root.sh types the README's lines, upgrades, and sees the
# other two refused. First, apt-repo.sh must refuse weak keys. Logs: $logs.
set -eu
[ $# -ge 3 ] || { echo "usage: check-apt.sh DEB VERSION SUITE..." >&2; exit 2; }
deb=$1
version=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
logs=.build/package/check-apt
rm -rf "$logs"
mkdir -p "$logs"
started=$(date +%s)
root_seconds=${PACKAGE_CHECK_ROOT_SECONDS:-600}
# Where the README's lines say the repository is: the check puts its server's address there.
readme_address=https://example.org/pulse

GNUPGHOME=$(mktemp -d)
export GNUPGHOME
server=""
trap '[ -z "$server" ] || kill "$server" 2> /dev/null || :; gpgconf --kill all 2> /dev/null || :; rm -rf "$GNUPGHOME"' EXIT
failed=""
# fail NAME WHY: the check NAME failed, and why; the others still run.
fail() {
    echo "  FAILED: $2"
    failed="$failed $1"
}
key() {
    gpg --batch --passphrase '' "$@" >> "$logs/gpg.log" 2>&1
}
fingerprint() {
    gpg --batch --with-colons --list-keys "$1" 2> /dev/null | awk -F: '$1 == "fpr" { print $10; exit }'
}
key --quick-gen-key 'Pulse check <check@pulse.invalid>' ed25519 sign 1d
key --quick-gen-key 'Another <another@pulse.invalid>' ed25519 sign 1d
key --quick-gen-key 'RSA-2048 <rsa2048@pulse.invalid>' rsa2048 sign 1d
key --cert-digest-algo SHA1 --quick-gen-key 'SHA-1 <sha1@pulse.invalid>' ed25519 sign 1d
# A key of a day, made (in gpg's view) in 2020.
key --faked-system-time 20200101T000000 --quick-gen-key 'Expired <expired@pulse.invalid>' ed25519 sign 1d
signer=$(fingerprint check@pulse.invalid)

echo "the apt repository: apt-repo.sh with throwaway keys (logs: $logs)"
# Keys sqv would refuse, or this repository does not sign with, are refused before anything
# is written, with a message that says why: KEY:WORDS.
for weak in "rsa2048:RSA of 2048 bits" "sha1:made with SHA-1" "expired:has expired"; do
    words=${weak#*:}
    weak=${weak%%:*}
    if sh "$here/apt-repo.sh" "$logs/$weak" "$(fingerprint "$weak@pulse.invalid")" "$deb" > "$logs/$weak.log" 2>&1; then
        fail "apt-repo-$weak" "apt-repo.sh signed with the $weak key"
    elif [ -e "$logs/$weak" ] || ! grep -q "$words" "$logs/$weak.log"; then
        fail "apt-repo-$weak" "apt-repo.sh refused the $weak key unclearly or wrote: $(cat "$logs/$weak.log")"
    else
        echo "  ok: the $weak key is refused: $(grep -m 1 "$words" "$logs/$weak.log" | sed 's/^ *//' | cut -c 1-120)"
    fi
done

www=$logs/www
sh "$here/apt-repo.sh" "$www/v1" "$signer" "$deb" > "$logs/v1.log" 2>&1 || fail apt-repo "apt-repo.sh: $(cat "$logs/v1.log")"
for file in InRelease Release Release.gpg main/binary-amd64/Packages main/binary-amd64/Packages.xz \
    main/binary-arm64/Packages main/binary-arm64/Packages.xz; do
    [ -f "$www/v1/dists/stable/$file" ] || fail apt-repo "apt-repo.sh wrote no dists/stable/$file"
done
[ -f "$www/v1/pulse.asc" ] && [ -f "$www/v1/pool/main/p/pulse/$(basename "$deb")" ] ||
    fail apt-repo "apt-repo.sh wrote no pulse.asc or no pool"
gpg --batch --verify "$www/v1/dists/stable/InRelease" > "$logs/verify.log" 2>&1 &&
    grep -q 'Hash: SHA512' "$www/v1/dists/stable/InRelease" || fail apt-repo "InRelease: $(cat "$logs/verify.log")"
[ -n "$failed" ] || echo "  ok: apt-repo.sh wrote dists/stable/{InRelease,Release,Release.gpg}, Packages{,.xz} for amd64 and arm64," \
    "the pool and pulse.asc; InRelease signed with SHA-512"

# The newer version: the same files with VERSION.1 in the control file, compressed fast
# (xz takes 10 s of a busy machine here; apt reads either).
newer=$version.1
scratch=$logs/repack
dpkg-deb -R "$deb" "$scratch"
sed -i "s/^Version: .*/Version: $newer/" "$scratch/DEBIAN/control"
repacked=$logs/$(basename "$deb" | sed "s/_${version}_/_${newer}_/")
dpkg-deb --root-owner-group -Zgzip -z1 --build "$scratch" "$repacked" > /dev/null
rm -rf "$scratch"
cp -a "$www/v1" "$www/v2"
sh "$here/apt-repo.sh" "$www/v2" "$signer" "$repacked" > "$logs/v2.log" 2>&1 || fail apt-repo "apt-repo.sh v2: $(cat "$logs/v2.log")"
[ "$(grep -c '^Version: ' "$www/v2/dists/stable/main/binary-amd64/Packages")" -eq 2 ] ||
    fail apt-repo "publishing $newer did not keep $version: $(grep '^Version' "$www/v2/dists/stable/main/binary-amd64/Packages")"
# A published file never changes under its name.
cp "$repacked" "$logs/changed.deb"
echo >> "$logs/changed.deb"
mkdir "$logs/changed"
mv "$logs/changed.deb" "$logs/changed/$(basename "$repacked")"
if sh "$here/apt-repo.sh" "$www/v2" "$signer" "$logs/changed/$(basename "$repacked")" > "$logs/changed.log" 2>&1; then
    fail apt-repo "apt-repo.sh published other contents under $(basename "$repacked")"
elif ! grep -q "published already" "$logs/changed.log"; then
    fail apt-repo "apt-repo.sh refused other contents under a published name unclearly: $(cat "$logs/changed.log")"
else
    echo "  ok: publishing $newer keeps $version in the pool; other contents under a published name are refused"
fi

sh "$here/apt-repo.sh" "$www/other-key" "$(fingerprint another@pulse.invalid)" "$deb" > "$logs/other-key.log" 2>&1 ||
    fail apt-repo "apt-repo.sh other-key: $(cat "$logs/other-key.log")"
cp -a "$www/v1" "$www/tampered"
for arch in amd64 arm64; do
    packages=$www/tampered/dists/stable/main/binary-$arch/Packages
    # One letter changed: the same size, another hash.
    sed -i 's/^Description: ambient/Description: Ambient/' "$packages"
    xz -9 -k -f "$packages"
done

python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$www" > "$logs/server" 2>&1 &
server=$!
waited=0
until port=$(sed -n 's/^Serving HTTP on [^ ]* port \([0-9]*\).*/\1/p' "$logs/server") && [ -n "$port" ]; do
    waited=$((waited + 1))
    [ "$waited" -le 100 ] || { fail server "the loopback server did not start: $(cat "$logs/server")"; break; }
    sleep 0.1
done
base=http://127.0.0.1:${port:-0}

# The README's three lines, with the server's v1/ for the repository's address.
awk '/^- \*\*Pulse.s apt repository\*\*/ { found = 1 } found && /```sh/ { inside = 1; next }
    inside && /```/ { exit } inside { sub(/^ +/, ""); print }' README.md |
    sed "s|$readme_address|$base/v1|g" > "$logs/install.sh"
[ "$(wc -l < "$logs/install.sh")" -eq 3 ] || fail readme "the README's install lines are not three: $(cat "$logs/install.sh")"

# One clean root per SUITE, bounded as check.sh's are, side by side.
roots=""
for suite in "$@"; do
    (
        begun=$(date +%s)
        status=0
        timeout --kill-after=30 "$root_seconds" \
            mmdebstrap --variant=apt --include=curl,sudo \
            --aptopt='Acquire::Retries "3"' --aptopt='Acquire::http::Timeout "60"' \
            --customize-hook="copy-in $here/check-apt-root.sh $logs/install.sh /root" \
            --customize-hook="chroot \"\$1\" sh /root/check-apt-root.sh $base $version $newer" \
            "$suite" /dev/null > "$logs/$suite" 2>&1 || status=$?
        echo "$status $(($(date +%s) - begun))" > "$logs/$suite.status"
    ) &
    roots="$roots $!"
done
wait $roots
for suite in "$@"; do
    read -r status seconds < "$logs/$suite.status"
    if [ "$status" -eq 0 ]; then
        echo "$suite-apt: a clean Debian $suite root, ${seconds} s:"
        grep '^  ok: ' "$logs/$suite"
    elif [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "$suite-apt: FAILED: a clean Debian $suite root ran past ${root_seconds} s (log: $logs/$suite):"
        grep -v '^I: ' "$logs/$suite" | tail -n 40
        failed="$failed $suite-apt"
    else
        echo "$suite-apt: FAILED in a clean Debian $suite root after ${seconds} s (status $status, log: $logs/$suite):"
        grep -v '^I: ' "$logs/$suite" | tail -n 40
        failed="$failed $suite-apt"
    fi
done
elapsed=$(($(date +%s) - started))
if [ -n "$failed" ]; then
    echo "the apt repository check FAILED:$failed (${elapsed} s)"
    exit 1
fi
echo "the apt repository check passed on $* (${elapsed} s)"
