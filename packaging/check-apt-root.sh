#!/bin/sh
# Runs inside a clean Debian root (make package-check, check-apt.sh): Pulse's signed apt
# repository used as a person would, through a loopback server on the host.
#   check-apt-root.sh BASE VERSION NEWER
# BASE is the server's address; under it v1/ holds the repository with VERSION, v2/ the
# same after NEWER was published, other-key/ one signed by a key the user never fetched,
# tampered/ v1 with its Packages changed after signing. /root/install.sh is the README's
# three lines, with BASE/v1 for the repository's address.
# Each check prints one "ok:" line; the first that fails prints why and stops.
set -eu
base=$1
version=$2
newer=$3
export LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive TZ=UTC HOME=/root
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin
started=$(date +%s)
ok() { echo "  ok: $* [$(($(date +%s) - started)) s]"; }
fail() {
    echo "  FAILED: $*"
    exit 1
}
sources=/etc/apt/sources.list.d/pulse.sources

# apt's warnings are its lines that start "W:"; a source it trusts as asked has none.
no_warning() {
    warned=$(grep '^W:' "$1" || :)
    [ -z "$warned" ] || fail "$2 warned: $warned"
}

# An apt-get that must fail, and what it said: its log is /tmp/refused.log.
refused() {
    if apt-get -q "$@" > /tmp/refused.log 2>&1; then fail "apt-get $* did not fail: $(tail -n 20 /tmp/refused.log)"; fi
}

# The user answers yes to what the README's `apt install` asks.
echo 'APT::Get::Assume-Yes "true";' > /etc/apt/apt.conf.d/90assume-yes
# man-db's index is not what this check reads; rebuilding it after every apt run is slow.
echo 'man-db man-db/auto-update boolean false' | debconf-set-selections

# The README's lines, as the user types them.
sh -eu /root/install.sh > /tmp/install.log 2>&1 || fail "the README's lines: $(tail -n 20 /tmp/install.log)"
no_warning /tmp/install.log "the README's lines"
[ "$(dpkg-query -W -f='${Version}' pulse)" = "$version" ] || fail "the README's lines installed $(dpkg-query -W -f='${Version}' pulse)"
grep -qx "Signed-By: /etc/apt/keyrings/pulse.asc" "$sources" || fail "the source has no Signed-By: $(cat "$sources")"
[ "$(pulse --version)" = "pulse $version" ] || fail "pulse --version: $(pulse --version)"
ok "the README's lines (curl the key into /etc/apt/keyrings, $sources with Signed-By, apt update && apt install" \
    "pulse): pulse $version from $base/v1, no W: line"

# The user's settings, then the newer version published (the source moved to v2/).
mkdir -p /root/.config/pulse
echo '{"clock.showsSeconds":true,"clock.timeFormat":"12h","display.ink":"amber"}' > /root/.config/pulse/preferences.json
cp /root/.config/pulse/preferences.json /tmp/preferences.before
pulse snapshot settings --format text > /tmp/settings.before || fail "pulse snapshot settings failed"
grep -qx 'INK: AMBER' /tmp/settings.before || fail "the settings page does not show the ink set: $(cat /tmp/settings.before)"
sed -i "s|^URIs: .*|URIs: $base/v2|" "$sources"
apt-get -q update > /tmp/update.log 2>&1 || fail "apt-get update: $(tail -n 20 /tmp/update.log)"
no_warning /tmp/update.log "apt-get update from $base/v2"
apt-get -q -y upgrade > /tmp/upgrade.log 2>&1 || fail "apt-get upgrade: $(tail -n 20 /tmp/upgrade.log)"
no_warning /tmp/upgrade.log "apt-get upgrade"
[ "$(dpkg-query -W -f='${Version}' pulse)" = "$newer" ] || fail "apt-get upgrade left pulse $(dpkg-query -W -f='${Version}' pulse)"
pulse snapshot settings --format text > /tmp/settings.after || fail "pulse snapshot settings failed after the upgrade"
diff /tmp/settings.before /tmp/settings.after > /tmp/settings.diff || fail "the settings changed: $(cat /tmp/settings.diff)"
cmp -s /tmp/preferences.before /root/.config/pulse/preferences.json || fail "the upgrade changed preferences.json"
ok "apt-get update && apt-get upgrade: pulse $newer from $base/v2, no W: line; the settings read the same" \
    "($(grep -E '^(SECONDS|TIME FORMAT|INK):' /tmp/settings.after | tr '\n' ' '| sed 's/ $//'))"

# A repository signed by another key: apt refuses it and names it.
sed -i "s|^URIs: .*|URIs: $base/other-key|" "$sources"
refused update
grep -q "^E: .*$base/other-key" /tmp/refused.log && grep -Eq 'NO_PUBKEY|Missing key' /tmp/refused.log ||
    fail "apt-get update from other-key failed without naming it: $(cat /tmp/refused.log)"
ok "a repository signed by another key is refused: $(grep '^E: ' /tmp/refused.log | head -n 1)"

# A Packages changed after the Release was signed: apt refuses it and names the file.
sed -i "s|^URIs: .*|URIs: $base/tampered|" "$sources"
refused update
grep -q "^E: .*$base/tampered/dists/stable/main/binary-[a-z0-9]*/Packages" /tmp/refused.log ||
    fail "apt-get update from tampered failed without naming its Packages: $(cat /tmp/refused.log)"
ok "a tampered Packages is refused: $(grep '^E: ' /tmp/refused.log | head -n 1 | cut -c 1-160)"
[ "$(dpkg-query -W -f='${Version}' pulse)" = "$newer" ] || fail "the refusals changed pulse"
