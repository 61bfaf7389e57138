"""What a subject's process is given: an environment made here and nothing of the
runner's. Every subject starts through `env -i` (or `execve`) with private, freshly made
XDG directories and HOME, TERM, a UTF-8 locale, UTC, and every service address on the
loopback server, so neither the runner's settings nor its proxies nor its zone reach a
figure. `check_environment` reads a running subject's /proc environ against it; the first
step of the bench (`guard`) shows a hostile user's settings change no figure."""
import json
import os
import shlex
import shutil

# A subject's whole environment besides its directories and addresses. PATH names the
# system's programs only; a UTF-8 locale, or Pulse draws whole cells, not half blocks.
BASE = {"PATH": "/usr/local/bin:/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC"}
SERVICES = ("GITHUB", "GITHUB_API", "UPTIME", "UPTIMEROBOT", "BETTERSTACK", "OPEN_METEO", "GEOCODING")


class Homes:
    """Makes each subject's directories fresh (a name is never given twice) under
    `scratch`, and its environment pointing at them and at the loopback server."""

    def __init__(self, scratch, port):
        self.root = os.path.join(scratch, "homes")
        self.base_url = f"http://127.0.0.1:{port}"
        self.made = set()

    def env(self, name, stopwatch=None, preferences=None, credentials=None, countdown=None, interval=None, **extra):
        """The environment of subject `name`, its files written first: the stopwatch's, the
        countdown's and the interval's state, the preferences and the credentials it starts
        from (text, or None)."""
        slug = "".join(c if c.isalnum() else "-" for c in name)
        number = 1
        while f"{slug}-{number}" in self.made:
            number += 1
        slug = f"{slug}-{number}"
        self.made.add(slug)
        home = os.path.join(self.root, slug)
        for sub in ("config/pulse", "state/pulse", "cache", "home"):
            os.makedirs(os.path.join(home, sub), mode=0o700)
        os.chmod(os.path.join(home, "config"), 0o700)
        # Every home has shown its first-run hint, as a display's has after its first
        # minute: the hint's frames are no part of an idle minute.
        preferences = json.dumps({"hints.shown": True, **json.loads(preferences or "{}")})
        for path, text in (("state/pulse/stopwatch.json", stopwatch), ("config/pulse/preferences.json", preferences),
                           ("config/pulse/credentials.json", credentials), ("state/pulse/countdown.json", countdown),
                           ("state/pulse/interval.json", interval)):
            if text is not None:
                with open(os.path.join(home, path), "w") as f:
                    f.write(text)
                os.chmod(os.path.join(home, path), 0o600)
        env = {**BASE, "HOME": f"{home}/home", "XDG_CONFIG_HOME": f"{home}/config",
               "XDG_STATE_HOME": f"{home}/state", "XDG_CACHE_HOME": f"{home}/cache"}
        env.update({f"PULSE_{service}_URL": self.base_url for service in SERVICES})
        env.update({key: str(value) for key, value in extra.items()})
        return env


def shell(env, argv):
    """A shell command that runs `argv` with exactly `env`: what a tmux pane is given."""
    assignments = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
    return f"exec env -i {assignments} {' '.join(shlex.quote(a) for a in argv)}"


def check_environment(pid, env):
    """Stops the bench when the running subject `pid` has any environment but `env`."""
    with open(f"/proc/{pid}/environ", "rb") as f:
        found = dict(item.split("=", 1) for item in f.read().decode().split("\0") if "=" in item)
    if found != env:
        extra = sorted(set(found.items()) ^ set(env.items()))
        raise SystemExit(f"bench: subject {pid} runs with another environment than the bench gave it: {extra}")


# A user's own settings, every one that changes what a subject draws or reads: seconds on,
# a location and its weather, another uptime source, a 12-hour clock, other zones, a
# running stopwatch, another account; and the variables a user's shell may carry.
HOSTILE_PREFERENCES = {"clock.showsSeconds": True, "clock.timeFormat": "12h", "clock.zones": "TYO=Asia/Tokyo",
                       "location": {"name": "Berlin", "latitude": 52.52, "longitude": 13.41},
                       "uptime.source": "gatus:http://127.0.0.1:9"}
HOSTILE_VARIABLES = {"TZ": "Asia/Kolkata", "NO_COLOR": "1", "COLORTERM": "truecolor", "PULSE_TIME_SCALE": "7",
                     "PULSE_TIME_OFFSET": "3600", "http_proxy": "http://127.0.0.1:9", "https_proxy":
                     "http://127.0.0.1:9", "all_proxy": "http://127.0.0.1:9", "PULSE_GITHUB_URL": "http://127.0.0.1:9"}


def plant_hostile_user(scratch):
    """Points the runner's own environment at a home holding a hostile user's Pulse
    (~/.config/pulse, ~/.local/state/pulse) and variables, as a user running `make bench`
    from their shell would; every subject started after this must be unmoved by it."""
    home = os.path.join(scratch, "runner-home")
    config = os.path.join(home, ".config", "pulse")
    state = os.path.join(home, ".local", "state", "pulse")
    os.makedirs(config, mode=0o700)
    os.makedirs(state, mode=0o700)
    os.chmod(os.path.join(home, ".config"), 0o700)
    files = {os.path.join(config, "preferences.json"): json.dumps(HOSTILE_PREFERENCES),
             os.path.join(config, "credentials.json"): '{"github.username":"torvalds"}',
             os.path.join(state, "stopwatch.json"): '{"accumulated":0,"startedAt":1000000000,"version":1}\n'}
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o600)
    for key in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ.pop(key, None)
    os.environ.update(HOME=home, **HOSTILE_VARIABLES)
    return home


def resolve(program):
    """The full path of `program` on the runner's PATH, found before the runner's
    environment is made hostile, so a subject needs no PATH of the runner's."""
    return shutil.which(program) or program
