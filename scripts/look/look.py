#!/usr/bin/env python3
"""look.py PULSE [options]: every screen of Pulse in a real xterm on a virtual X display,
photographed and counted for seams (see `seams`). Fails when any photograph has a seam
line: what a person would see as a thin line through a pixel that should be solid.

Options: --sizes 80x24,120x40,200x60  --fonts 11,14,18  --colors truecolor,256,16,none
         --screens clock,...  --out DIR (keep every photograph)  --readme DIR (write the
         README's photographs of the five pages there)
Needs Debian's xterm, xvfb, x11-apps, x11-utils, imagemagick, fonts-dejavu-core,
ncurses-term (xterm-direct, for truecolor) and python3-numpy.
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time

import forge

HERE = os.path.dirname(os.path.abspath(__file__))
AT = "2026-08-30T10:42:00Z"

# name: (arguments, keys typed after start, preferences, demo)
SCREENS = {
    "clock": (["--page", "clock"], "", {}, True),
    "clock-seconds": (["--page", "clock"], "", {"clock.showsSeconds": True}, True),
    "stopwatch": (["--page", "stopwatch"], "", {}, True),
    "github": (["--page", "github"], "", {}, True),
    "uptime": (["--page", "uptime"], "", {}, True),
    "settings": (["--page", "settings"], "", {}, True),
    "github-prompt": (["--page", "github"], "", {}, False),
    "uptime-prompt": (["--page", "uptime"], "", {}, False),
    "help": (["--page", "clock"], "?", {}, True),
    # Paused part way (STATE below), so the fill stands still while it is photographed.
    "countdown": (["--page", "countdown"], "", {"hints.shown": True, "display.orbit": False}, False),
    "interval": (["--page", "interval"], "", {"hints.shown": True, "display.orbit": False}, False),
    # Drawn from the loopback forge (FORGES below): the demo is GitHub's.
    "gitlab": (["--page", "github"], "", {"hints.shown": True, "contributions.source": "gitlab"}, False),
    "codeberg": (["--page", "github"], "", {"hints.shown": True, "contributions.source": "codeberg"}, False),
}
# A forge's screen: the credentials file's name for its handle and the variable that points
# its hosted address at the loopback forge.
FORGES = {
    "gitlab": ("gitlab.username", "PULSE_GITLAB_URL"),
    "codeberg": ("codeberg.username", "PULSE_CODEBERG_URL"),
}
# Files a screen starts from in the state directory: the timers paused 11 % of the way, so
# the fill ends on an odd pixel row (a half-cell step) at 80x24 and 200x60, below every
# line of text. Their orbit is off, so the text stays where it was placed above the fill
# whatever the hour of the run. Text drawn dark on the fill has strokes as thin as a seam, which the
# counter cannot tell apart; the tones across the fill's edge are the goldens' to check.
STATE = {
    "countdown": ("countdown.json", {"version": 1, "length": 3600, "endsAt": None, "left": 3204,
                                     "announced": None}),
    "interval": ("interval.json", {"version": 1, "focusMinutes": 25, "breakMinutes": 5, "rounds": 4, "block": 2,
                                   "startedAt": None, "elapsed": 165, "announced": None}),
}
README = ["clock", "stopwatch", "github", "uptime", "settings"]
# The README's rows of photographs: a small terminal, and a big screen.
README_SIZES = [("80x24", ""), ("200x60", "-200x60")]


def load_seams():
    loader = importlib.machinery.SourceFileLoader("seams", os.path.join(HERE, "seams"))
    spec = importlib.util.spec_from_loader("seams", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def free_display():
    for number in range(70, 100):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return f":{number}"
    raise SystemExit("look: no free X display number")


def window_of(display, pid):
    """The xterm window of process `pid`, once it is mapped."""
    out = subprocess.run(["xwininfo", "-root", "-tree"], env={**os.environ, "DISPLAY": display},
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        if '"xterm"' in line or "XTerm" in line:
            return line.split()[0]
    return None


def photograph(display, window, path):
    env = {**os.environ, "DISPLAY": display}
    xwd = subprocess.run(["xwd", "-id", window, "-silent"], env=env, capture_output=True).stdout
    subprocess.run(["convert", "xwd:-", path], input=xwd, check=True)
    return xwd


def shoot(pulse, display, screen, size, font, color, path, forge_base):
    arguments, keys, preferences, demo = SCREENS[screen]
    cols, rows = size.split("x")
    term = "xterm-direct" if color == "truecolor" else "xterm-256color"
    with tempfile.TemporaryDirectory(prefix="pulse-look-") as home:
        os.makedirs(f"{home}/config/pulse", mode=0o700)
        if preferences:
            with open(f"{home}/config/pulse/preferences.json", "w") as file:
                json.dump(preferences, file)
        if screen in STATE:
            name, state = STATE[screen]
            os.makedirs(f"{home}/state/pulse", mode=0o700)
            with open(f"{home}/state/pulse/{name}", "w") as file:
                json.dump(state, file)
        forge_variables = []
        if screen in FORGES:
            credential, variable = FORGES[screen]
            descriptor = os.open(f"{home}/config/pulse/credentials.json", os.O_WRONLY | os.O_CREAT, 0o600)
            with os.fdopen(descriptor, "w") as file:
                json.dump({credential: forge.HANDLE}, file)
            forge_variables = [f"{variable}={forge_base}"]
        command = ["env", f"TERM={term}", "NO_COLOR=", "TZ=UTC", f"XDG_CONFIG_HOME={home}/config",
                   f"XDG_STATE_HOME={home}/state", *forge_variables, pulse, *arguments, "--color", color]
        if demo:
            command.append("--demo")
        if keys:
            command = [sys.executable, os.path.join(HERE, "keys.py"), "1.2", keys, "--", *command]
        xterm = subprocess.Popen(
            ["xterm", "-geometry", f"{cols}x{rows}+0+0", "-fa", "DejaVu Sans Mono", "-fs", str(font),
             "-bg", "black", "-fg", "white", "-xrm", f"XTerm*termName: {term}", "-e", *command],
            env={**os.environ, "DISPLAY": display}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            started = time.monotonic()
            window = None
            while window is None and time.monotonic() - started < 10:
                time.sleep(0.1)
                window = window_of(display, xterm.pid)
            if window is None:
                raise SystemExit(f"look: no xterm window for {screen}")
            # Settled: two photographs alike, after any typed keys have had their effect.
            time.sleep(0.6 + (1.6 if keys else 0))
            last = photograph(display, window, path)
            for _ in range(20):
                time.sleep(0.25)
                now = photograph(display, window, path)
                if now == last:
                    break
                last = now
        finally:
            xterm.terminate()
            xterm.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pulse")
    parser.add_argument("--sizes", default="80x24,120x40,200x60")
    parser.add_argument("--fonts", default="11,14,18")
    parser.add_argument("--colors", default="256,none")
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--out")
    parser.add_argument("--readme")
    options = parser.parse_args()
    seams = load_seams()
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "3840x2160x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    forge_server = forge.start()
    out = options.out or tempfile.mkdtemp(prefix="pulse-look-")
    os.makedirs(out, exist_ok=True)
    failures = 0
    try:
        while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
            time.sleep(0.05)
        if options.readme:
            os.makedirs(options.readme, exist_ok=True)
            for screen in README:
                for size, suffix in README_SIZES:
                    raw = os.path.join(out, f"readme-{screen}{suffix}.png")
                    shoot(options.pulse, display, screen, size, 11, "256", raw, forge.base(forge_server))
                    target = os.path.join(options.readme, f"{screen}{suffix}.png")
                    subprocess.run(["convert", raw, "+dither", "-colors", "32", "-strip", f"PNG8:{target}"],
                                   check=True)
                    print(target)
        print(f"{'screen':<14} {'size':<7} {'font':>4} {'colour':<9} {'seam px':>7} {'lines':>5}")
        for screen in options.screens.split(","):
            for size in options.sizes.split(","):
                for font in options.fonts.split(","):
                    for color in options.colors.split(","):
                        path = os.path.join(out, f"{screen}-{size}-{font}-{color}.png")
                        shoot(options.pulse, display, screen, size, int(font), color, path,
                              forge.base(forge_server))
                        pixels, dark, ghost, _ = seams.count(seams.load(path).astype("int16"))
                        lines = dark + ghost
                        failures += lines > 0
                        mark = "" if lines == 0 else "  <- seams"
                        print(f"{screen:<14} {size:<7} {font:>4} {color:<9} {pixels:>7} {lines:>5}{mark}",
                              flush=True)
    finally:
        forge_server.shutdown()
        server.terminate()
        server.wait()
    print(f"photographs in {out}")
    if failures:
        print(f"look: {failures} photographs with seam lines")
        sys.exit(1)


if __name__ == "__main__":
    main()
