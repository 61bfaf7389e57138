"""`python3 -m bench BIN_DIR [STEP ...]`: runs the steps in order (or only those named,
after the isolation guard, which always runs), prints what each measured, then every
budget (or those of the steps that ran); exits 1 while a budget is missed or a subject
is not isolated."""
import os
import subprocess
import sys
import sysconfig
from types import SimpleNamespace

from bench import steps
from bench.budgets import verdict_lines
from bench.calendar_read import calendar
from bench.isolation import Homes, resolve
from bench.subjects import start_server
from bench.timer_pages import timer_pages
from burn_in import burn_in_rows


def idle(b):
    lines, judged, b.results = steps.idle(b.pulse, b.tty_clock, b.termdown, b.homes, b.scratch)
    return lines, judged


# The steps in the order they run, by the names that choose them; each is given the run
# (`b`: the programs, the homes, the scratch folder and the idle window's results).
STEPS = [
    ("idle", idle),
    ("hour", lambda b: steps.hour(b.pulse, b.homes, b.scratch, b.results)),
    ("seconds", lambda b: steps.seconds_mode(b.pulse, b.homes, b.results)),
    ("timers", lambda b: timer_pages(b.pulse, b.termdown, b.homes, b.scratch, b.results)),
    ("memory", lambda b: steps.memory(b.pulse, b.homes, b.scratch)),
    ("threads", lambda b: steps.transfer_threads(b.pulse, b.homes, b.scratch, b.results)),
    ("starts", lambda b: steps.starts_and_keys(b.pulse, b.tty_clock, b.homes)),
    ("transfers", lambda b: steps.transfers(b.bin_dir, b.homes)),
    ("uptime-sources", lambda b: steps.uptime_sources(b.pulse, b.homes, b.scratch)),
    ("core", lambda b: steps.core(b.bin_dir, b.homes)),
    ("calendar", lambda b: calendar(b.bin_dir, b.homes, b.scratch)),
    ("burn-in", lambda b: burn_in_rows(b.pulse, b.homes.env("burn-in"))),
    ("footprint", lambda b: steps.footprint(b.pulse)),
]
NAMES = [name for name, _ in STEPS]
# The steps that compare with the idle window's figures: it runs first when not named.
NEEDS_IDLE = ("hour", "seconds", "threads")
USAGE = (f"usage: python3 -m bench BIN_DIR [STEP ...] (BIN_DIR holds pulse and the bench executables; "
         f"STEP: {', '.join(NAMES)}; none: every step)")


def chosen(names):
    """The steps to run: every one, or those named and the idle window they need."""
    unknown = [name for name in names if name not in NAMES]
    if unknown:
        sys.exit(f"bench: no step {', '.join(unknown)}\n{USAGE}")
    if not names:
        return set(NAMES)
    return set(names) | ({"idle"} if set(names) & set(NEEDS_IDLE) else set())


def main():
    if len(sys.argv) < 2:
        sys.exit(USAGE)
    run = chosen(sys.argv[2:])
    bin_dir = os.path.abspath(sys.argv[1])
    termdown = os.path.join(sysconfig.get_path("scripts"), "termdown")
    scratch = subprocess.run(["mktemp", "-d"], capture_output=True, text=True, check=True).stdout.strip()
    server, port = start_server()
    b = SimpleNamespace(bin_dir=bin_dir, pulse=os.path.join(bin_dir, "pulse"), tty_clock=resolve("tty-clock"),
                        termdown=termdown if os.path.exists(termdown) else resolve("termdown"),
                        scratch=scratch, homes=Homes(scratch, port), results=None)
    figures = {}
    try:
        for name, step in [("guard", lambda b: steps.guard(b.pulse, b.homes, b.scratch))] + STEPS:
            if name == "guard" or name in run:
                lines, judged = step(b)
                print("\n".join(lines) + "\n", flush=True)
                figures.update(judged)
    finally:
        server.kill()
    lines, missed = verdict_lines(figures, every_step=run == set(NAMES))
    print("\n".join(lines))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
