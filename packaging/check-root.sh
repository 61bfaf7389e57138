#!/bin/sh
# Runs inside a clean Debian root that never saw Swift (make package-check): installs Pulse
# as a person would, uses it, removes it, and checks that nothing of it is left.
#   check-root.sh deb FILE.deb VERSION       the package, with apt, its dependencies from
#                                            the registry, beside PulseAudio's user pulse,
#                                            which it must leave alone; then again over
#                                            0.2.0's user pulse, and over a pulse-display
#                                            made by hand, which the purge must keep
#   check-root.sh tarball FILE.tar.gz VERSION   the tarball, unpacked into /usr/local
# Each check prints one "ok:" line; the first that fails prints why and stops.
set -eu
kind=$1
file=$2
version=$3
export LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive TZ=UTC HOME=/root
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin
started=$(date +%s)
ok() { echo "  ok: $* [$(($(date +%s) - started)) s]"; }
fail() {
    echo "  FAILED: $*"
    exit 1
}
# Whatever ends this script ends the tmux servers and the process it started: one left
# running holds the root's /dev/pts or the log, and mmdebstrap then waits on it until the
# check's time runs out.
running=""
trap 'tmux -L check kill-server 2> /dev/null || :; tmux -L frame kill-server 2> /dev/null || :
    [ -z "$running" ] || kill "$running" 2> /dev/null || :' EXIT

# Every path of the root and the user and group tables, less what changes by itself or is
# apt's and dpkg's own bookkeeping: what a removal must give back as it was.
contents() {
    find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /run -o -path /tmp -o -path /root \
        -o -path /var/cache -o -path /var/log -o -path /var/lib/apt -o -path /var/lib/dpkg \) -prune -o -print |
        LC_ALL=C sort
    cat /etc/passwd /etc/group /etc/shadow /etc/gshadow
}

# The root holds what it held before, but for files of packages still installed (a
# dependency another package wants kept, such as adduser): nothing that no package owns.
# Those packages are named in $kept.
same_contents() {
    contents > /tmp/after
    diff /tmp/before /tmp/after | sed -n 's/^> //p' | LC_ALL=C sort > /tmp/new
    cat /var/lib/dpkg/info/*.list | LC_ALL=C sort -u > /tmp/owned
    {
        LC_ALL=C comm -23 /tmp/new /tmp/owned
        diff /tmp/before /tmp/after | sed -n 's/^< //p'
    } > /tmp/left
    [ ! -s /tmp/left ] || fail "$1 left or took these: $(cat /tmp/left)"
    kept=$(LC_ALL=C comm -12 /tmp/new /tmp/owned | xargs -r dpkg -S 2> /dev/null | sed 's/: .*//' |
        tr ', ' '\n\n' | sed '/^$/d' | LC_ALL=C sort -u | tr '\n' ' ')
}

apt_get() {
    apt-get -y -q "$@" > /tmp/apt.log 2>&1 || fail "apt-get $*: $(tail -n 20 /tmp/apt.log)"
}

# Waits up to 10 s for FILE: the bound only limits how long a failure takes to show.
wait_for() {
    waited=0
    until [ -e "$1" ]; do
        waited=$((waited + 1))
        [ "$waited" -le 100 ] || fail "waited 10 s for $2"
        sleep 0.1
    done
}

# A captured pane as the glyphs a person sees, as the end-to-end tests read it: a space
# in reverse video is a lit cell (█), a lower half block in reverse video an upper one
# (▀), other escapes (dim at night among them) are dropped, and so are trailing blanks.
glyphs() {
    awk 'BEGIN { reversed = 0 }
    {
        line = $0; out = ""
        while (length(line) > 0) {
            if (match(line, "^\033\\[[0-9;]*m")) {
                count = split(substr(line, 3, RLENGTH - 3), codes, ";")
                if (count == 0) reversed = 0
                for (i = 1; i <= count; i++) {
                    if (codes[i] == "" || codes[i] == 0 || codes[i] == 27) reversed = 0
                    else if (codes[i] == 7) reversed = 1
                }
                line = substr(line, RLENGTH + 1)
            } else if (reversed && substr(line, 1, 1) == " ") {
                out = out "\342\226\210"; line = substr(line, 2)
            } else if (reversed && substr(line, 1, 3) == "\342\226\204") {
                out = out "\342\226\200"; line = substr(line, 4)
            } else {
                out = out substr(line, 1, 1); line = substr(line, 2)
            }
        }
        sub(/ +$/, "", out)
        print out
    }'
}

# The demo in a real terminal: the Clock drawn as `pulse snapshot` draws it, `q` ends it
# with status 0, and the terminal is given back (normal screen, cursor, no mouse reports,
# canonical mode and echo). The snapshot is shown in a second tmux, so both are read
# through the same terminal, and compared as glyphs; the live clock may turn a minute
# between the two looks, so they are compared until they agree. -N: without it tmux 3.3
# (Debian 12) drops a lit space that ends a line's written cells, which a frame drawn in
# changes (a minute turning) leaves where a whole frame does not.
demo_in_tmux() {
    printf 'set -g status off\nset -g remain-on-exit on\n' > /tmp/tmux.conf
    rm -f /tmp/demo.exit
    tmux -f /tmp/tmux.conf -L check new-session -d -s demo -x 80 -y 24 \
        "pulse --demo --color none; echo exit=\$? > /tmp/demo.new; stty -a >> /tmp/demo.new; mv /tmp/demo.new /tmp/demo.exit; exec cat"
    tmux -f /tmp/tmux.conf -L frame new-session -d -x 80 -y 25 "exec cat"
    tries=0
    while :; do
        shown=$(tmux -L check capture-pane -p -e -N -t demo | glyphs)
        pulse snapshot clock --demo --size 80x24 --color none > /tmp/frame
        rm -f /tmp/frame.done
        tmux -L frame respawn-pane -k "cat /tmp/frame; touch /tmp/frame.done; exec cat"
        wait_for /tmp/frame.done "the snapshot to be shown"
        drawn=$(tmux -L frame capture-pane -p -e -N | head -n 24 | glyphs)
        [ "$shown" != "$drawn" ] || break
        tries=$((tries + 1))
        [ "$tries" -le 50 ] || fail "the demo's pane never showed the Clock as the snapshot draws it:
$shown
the snapshot:
$drawn"
        sleep 0.2
    done
    printf '%s' "$shown" | grep -q '█' || fail "the Clock's pane has no lit cell"
    ok "pulse --demo in tmux draws the Clock as pulse snapshot clock --demo does"
    tmux -L check send-keys -t demo q
    wait_for /tmp/demo.exit "pulse --demo to end after q"
    modes=$(tmux -L check display-message -p -t demo \
        '#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}')
    tmux -L check kill-server
    tmux -L frame kill-server
    [ "$(head -n 1 /tmp/demo.exit)" = "exit=0" ] || fail "q ended it with $(head -n 1 /tmp/demo.exit)"
    [ "$modes" = "0 1 0 0 0 0" ] || fail "alternate screen, cursor and mouse modes after q: $modes"
    flags=$(tail -n +2 /tmp/demo.exit | tr ' ;' '\n\n')
    echo "$flags" | grep -qx icanon && echo "$flags" | grep -qx echo || fail "the tty after q: $flags"
    ok "q ends it with status 0 and the terminal restored (normal screen, cursor, no mouse, icanon echo)"
}

# What a person does first, with the binary in BINDIR and the man page at MANPAGE.
use_it() {
    bindir=$1
    manpage=$2
    [ "$(command -v pulse)" = "$bindir/pulse" ] || fail "pulse on the PATH is $(command -v pulse || echo nothing)"
    said=$(pulse --version) || fail "pulse --version failed: $said"
    [ "$said" = "pulse $version" ] || fail "pulse --version says '$said', not 'pulse $version'"
    ok "pulse --version: $said"
    text=$(pulse snapshot clock --format text --at 2026-08-28T14:32:00Z) || fail "pulse snapshot clock failed"
    [ "$text" = "$(printf '14:32\nFR 28 AUG')" ] || fail "pulse snapshot clock --format text said: $text"
    ok "pulse snapshot clock --format text: $(echo "$text" | tr '\n' ' ')"
    # Every page drawn, with the demo's content: each page's first line as it reads here.
    for expected in "clock 14:32" "stopwatch 00:00:00" "countdown COUNTDOWN" "interval FOCUS 1/4" \
        "calendar 16:30" "github JUSTTHATRANDOMC... 14:32:00" "uptime LAST CHECK: 14:32:00" "settings SETTINGS"; do
        page=${expected%% *}
        first=$(pulse snapshot "$page" --demo --format text --at 2026-08-28T14:32:00Z | head -n 1)
        [ "$first" = "${expected#* }" ] || fail "pulse snapshot $page --demo began '$first', not '${expected#* }'"
    done
    ok "pulse snapshot --demo of every page: clock, stopwatch, countdown, interval, calendar, github, uptime, settings"
    # Debian's /usr/local/man is a link to /usr/local/share/man, which man may name instead.
    [ "$(readlink -f "$(man -w pulse)")" = "$manpage" ] || fail "man -w pulse: $(man -w pulse 2>&1)"
    footer=$(MANPAGER=cat MANWIDTH=80 man pulse 2>/dev/null | tail -n 1)
    echo "$footer" | grep -q "pulse $version" || fail "the man page's footer: $footer"
    ok "man -w pulse: $(man -w pulse), footer '$(echo "$footer" | tr -s ' ')'"
    # libcurl is opened at the first fetch: a refused loopback connection is enough. The
    # snapshot prints the page and exits 3, as a snapshot whose read failed does.
    mkdir -p /tmp/xdg
    status=0
    fetched=$(XDG_CONFIG_HOME=/tmp/xdg XDG_STATE_HOME=/tmp/xdg pulse snapshot uptime --uptime gatus:http://127.0.0.1:9 \
        --format text 2>/tmp/fetch.err) || status=$?
    [ "$status" -eq 3 ] || fail "pulse snapshot uptime exited $status, not 3: $(cat /tmp/fetch.err)"
    [ ! -s /tmp/fetch.err ] || fail "a fetch said: $(cat /tmp/fetch.err)"
    echo "$fetched" | grep -qx "CONNECTION FAILED" || fail "a fetch to a closed port drew: $fetched"
    rm -rf /tmp/xdg
    ok "libcurl loads: a fetch to a closed loopback port says CONNECTION FAILED"
    demo_in_tmux
}

# The console unit UNIT: systemd's own check passes (the man page it names included), it
# runs BINDIR/pulse as pulse-display, nothing enabled it, and `systemd-analyze security`
# rates its sandbox at most MEDIUM exposure (the levels above are EXPOSED and UNSAFE).
check_unit() {
    unit=$1
    bindir=$2
    [ -f "$unit" ] || fail "no unit at $unit"
    instance="$(dirname "$unit")/pulse@tty2.service"
    said=$(systemd-analyze verify "$instance" 2>&1) || fail "systemd-analyze verify: $said"
    [ -z "$said" ] || fail "systemd-analyze verify said: $said"
    grep -qx "ExecStart=$bindir/pulse" "$unit" && grep -qx "User=pulse-display" "$unit" &&
        grep -qx "BindPaths=/var/lib/pulse-display" "$unit" ||
        fail "the unit: $(grep -E '^(ExecStart|User|BindPaths)=' "$unit")"
    enabled=$(find /etc/systemd /var/lib/systemd -name 'pulse*' 2>/dev/null)
    [ -z "$enabled" ] || fail "the unit was enabled: $enabled"
    ok "systemd-analyze verify $instance: clean; ExecStart=$bindir/pulse, User=pulse-display, not enabled"
    systemd-analyze security --offline=true "$instance" > /tmp/security 2>&1 ||
        fail "systemd-analyze security: $(tail -n 5 /tmp/security)"
    exposure=$(sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]* [A-Z]*\).*/\1/p' /tmp/security)
    case "$exposure" in
        *" PERFECT" | *" SAFE" | *" OK" | *" MEDIUM") ;;
        *) fail "systemd-analyze security --offline=true rates the unit '$exposure': $(grep '✗' /tmp/security)" ;;
    esac
    ok "systemd-analyze security --offline=true $instance: exposure $exposure"
}

# man-db's index is not what `man -w` reads; rebuilding it after every apt run is slow.
echo 'man-db man-db/auto-update boolean false' | debconf-set-selections

case "$kind" in
    deb)
        made="Pulse ambient display (made by the pulse package)"
        # PulseAudio's system user, as Debian and Ubuntu have it: the package never takes it.
        useradd --system --user-group --home-dir /run/pulse --no-create-home --shell /usr/sbin/nologin \
            --comment "PulseAudio daemon,,," --groups audio pulse
        audio="$(getent passwd pulse) $(id -Gn pulse)"
        contents > /tmp/before
        apt_get install "$file"
        [ "$(dpkg-query -W -f='${Version}' pulse)" = "$version" ] || fail "installed $(dpkg-query -W -f='${Version}' pulse)"
        brought=$(sed -n 's/^Setting up \([^ :]*\).*/\1/p' /tmp/apt.log | grep -vx pulse)
        ok "apt-get install $(basename "$file"): pulse $version and $(echo "$brought" | wc -l) packages from the registry," \
            "$(echo "$brought" | grep -E '^(adduser|libcurl4|libcurl4t64|libncursesw6)$' | tr '\n' ' ')among them"
        use_it /usr/bin /usr/share/man/man1/pulse.1.gz
        check_unit "$(dpkg -L pulse | grep '/systemd/system/pulse@.service$')" /usr/bin
        entry=$(getent passwd pulse-display) || fail "no user pulse-display"
        # adduser may add the other fields of a comment (",,,") after the name.
        [ "$(echo "$entry" | cut -d: -f5 | cut -d, -f1):$(echo "$entry" | cut -d: -f6,7)" = \
            "$made:/var/lib/pulse-display:/usr/sbin/nologin" ] ||
            fail "the user pulse-display: $entry"
        [ "$(stat -c %U "/var/lib/pulse-display")" = pulse-display ] ||
            fail "/var/lib/pulse-display is $(stat -c %U /var/lib/pulse-display)'s"
        [ "$(getent passwd pulse) $(id -Gn pulse)" = "$audio" ] ||
            fail "the install changed PulseAudio's user pulse: $(getent passwd pulse) $(id -Gn pulse)"
        grep -q "^pulse: a user pulse is here that this package did not make" /tmp/apt.log ||
            fail "postinst did not say it left the user pulse: $(cat /tmp/apt.log)"
        ok "the system user pulse-display: $entry; PulseAudio's pulse (home /run/pulse, in group audio) not taken, unchanged"
        dpkg -L pulse | while read -r path; do [ -d "$path" ] || echo "$path"; done > /tmp/files
        apt_get purge pulse
        apt_get autoremove --purge
        while read -r path; do
            if [ -e "$path" ] || [ -L "$path" ]; then fail "the purge left $path"; fi
        done < /tmp/files
        ! getent passwd pulse-display > /dev/null || fail "the purge left the user pulse-display"
        same_contents "apt-get purge pulse and autoremove"
        ok "apt-get purge pulse: no file of it, no user pulse-display, no /var/lib/pulse-display, PulseAudio's pulse kept;" \
            "the root is as it was${kept:+ but for packages autoremove keeps: $kept}"

        # An upgrade from 0.2.0, which made `pulse` (home /var/lib/pulse) with the same comment:
        # its settings move to pulse-display, and the user goes once nothing runs as it.
        userdel pulse
        adduser --quiet --system --group --home /var/lib/pulse --shell /usr/sbin/nologin --comment "$made" pulse
        mkdir -p /var/lib/pulse/.config/pulse
        echo '{"github":{"username":"octocat"}}' > /var/lib/pulse/.config/pulse/preferences.json
        chown -R pulse:pulse /var/lib/pulse/.config
        setpriv --reuid pulse --regid pulse --clear-groups sleep 600 &
        running=$!
        apt_get install "$file"
        settings=/var/lib/pulse-display/.config/pulse/preferences.json
        grep -q octocat "$settings" && [ "$(stat -c %U "$settings")" = pulse-display ] ||
            fail "0.2.0's settings did not come to pulse-display: $(ls -lR /var/lib/pulse-display)"
        getent passwd pulse > /dev/null || fail "the upgrade removed the user pulse while a process ran as it"
        grep -q "pulse: the user pulse, which Pulse 0.2.0 ran as, still runs a process" /tmp/apt.log ||
            fail "the upgrade did not say the user pulse was left: $(cat /tmp/apt.log)"
        kill "$running"
        wait "$running" || :
        running=""
        apt_get install --reinstall "$file"
        ! getent passwd pulse > /dev/null && ! getent group pulse > /dev/null && [ ! -e /var/lib/pulse ] ||
            fail "the next configure left 0.2.0's user pulse: $(getent passwd pulse), $(ls -d /var/lib/pulse)"
        grep -q octocat "$settings" || fail "the next configure lost the settings"
        ok "an upgrade over 0.2.0's user pulse copies its settings to pulse-display, leaves pulse while it runs a" \
            "process and removes it, its group and home at the next configure"
        apt_get purge pulse
        ! getent passwd pulse-display > /dev/null && [ ! -e /var/lib/pulse-display ] || fail "the purge left pulse-display"

        # A pulse-display made by hand (building from source asks for one) is not the package's:
        # with a home the unit does not let Pulse write in, postinst refuses it and says why.
        useradd --system --create-home --home-dir /srv/display --shell /usr/sbin/nologin pulse-display
        if apt-get -y -q install "$file" > /tmp/apt.log 2>&1; then fail "postinst took pulse-display with home /srv/display"; fi
        said=$(grep '^pulse: ' /tmp/apt.log)
        echo "$said" | grep -q "has the home /srv/display" || fail "postinst refused without saying why: $(cat /tmp/apt.log)"
        ok "postinst refuses a pulse-display whose home is not /var/lib/pulse-display: $(echo "$said" | head -n 1)"
        usermod --move-home --home /var/lib/pulse-display pulse-display
        echo '{}' > /var/lib/pulse-display/settings-of-mine
        before=$(getent passwd pulse-display)
        dpkg --configure pulse > /tmp/apt.log 2>&1 || fail "dpkg --configure pulse after the move: $(cat /tmp/apt.log)"
        [ "$(getent passwd pulse-display)" = "$before" ] || fail "the install changed the user: $(getent passwd pulse-display)"
        apt_get purge pulse
        [ "$(getent passwd pulse-display)" = "$before" ] || fail "the purge removed a user it did not make"
        [ -f /var/lib/pulse-display/settings-of-mine ] || fail "the purge removed the home of a user it did not make"
        ok "a pulse-display made by hand is used once its home is /var/lib/pulse-display, and kept by the purge with it"
        ;;
    tarball)
        apt_get install libncursesw6 libcurl4
        contents > /tmp/before
        tar -C /usr/local -xzf "$file"
        ok "tar -C /usr/local -xzf $(basename "$file") (after apt-get install libncursesw6 libcurl4)"
        use_it /usr/local/bin /usr/local/share/man/man1/pulse.1.gz
        check_unit /usr/local/lib/systemd/system/pulse@.service /usr/local/bin
        tar -tzf "$file" | sed 's|^|/usr/local/|' | xargs rm
        # What is left is the directories tar made for those files, empty, and nothing else.
        contents > /tmp/after
        made=$(diff /tmp/before /tmp/after | sed -n 's/^> //p' | LC_ALL=C sort -r)
        for path in $made; do
            rmdir "$path" 2> /dev/null || fail "removing the tarball's files left $path"
        done
        same_contents "removing the tarball's files"
        ok "removing the files tar -tzf lists leaves no file of it, only empty directories: $(echo "$made" | tr "\n" " ")"
        ;;
    *) fail "unknown kind $kind" ;;
esac
