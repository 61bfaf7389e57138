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
}
README = ["clock", "stopwatch", "github", "uptime", "settings"]


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


def shoot(pulse, display, screen, size, font, color, path):
    arguments, keys, preferences, demo = SCREENS[screen]
    cols, rows = size.split("x")
    term = "xterm-direct" if color == "truecolor" else "xterm-256color"
    with tempfile.TemporaryDirectory(prefix="pulse-look-") as home:
        os.makedirs(f"{home}/config/pulse", mode=0o700)
        if preferences:
            with open(f"{home}/config/pulse/preferences.json", "w") as file:
                json.dump(preferences, file)
        command = ["env", f"TERM={term}", "NO_COLOR=", "TZ=UTC", f"XDG_CONFIG_HOME={home}/config",
                   f"XDG_STATE_HOME={home}/state", pulse, *arguments, "--color", color]
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
    out = options.out or tempfile.mkdtemp(prefix="pulse-look-")
    os.makedirs(out, exist_ok=True)
    failures = 0
    try:
        while not os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
            time.sleep(0.05)
        if options.readme:
            os.makedirs(options.readme, exist_ok=True)
            for screen in README:
                raw = os.path.join(out, f"readme-{screen}.png")
                shoot(options.pulse, display, screen, "80x24", 11, "256", raw)
                target = os.path.join(options.readme, f"{screen}.png")
                subprocess.run(["convert", raw, "+dither", "-colors", "32", "-strip", f"PNG8:{target}"], check=True)
                print(target)
        print(f"{'screen':<14} {'size':<7} {'font':>4} {'colour':<9} {'seam px':>7} {'lines':>5}")
        for screen in options.screens.split(","):
            for size in options.sizes.split(","):
                for font in options.fonts.split(","):
                    for color in options.colors.split(","):
                        path = os.path.join(out, f"{screen}-{size}-{font}-{color}.png")
                        shoot(options.pulse, display, screen, size, int(font), color, path)
                        pixels, dark, ghost, _ = seams.count(seams.load(path).astype("int16"))
                        lines = dark + ghost
                        failures += lines > 0
                        mark = "" if lines == 0 else "  <- seams"
                        print(f"{screen:<14} {size:<7} {font:>4} {color:<9} {pixels:>7} {lines:>5}{mark}",
                              flush=True)
    finally:
        server.terminate()
        server.wait()
    print(f"photographs in {out}")
    if failures:
        print(f"look: {failures} photographs with seam lines")
        sys.exit(1)


if __name__ == "__main__":
    main()
