"""The Calendar page's reading of a 20 MB feed (scripts/bench/calendar_feed.py) beside
icalendar + recurring-ical-events reading the same feed for the same 14-day window, in the
same run: each a process of its own, timed whole and its peak resident memory read by
Tests/PeakMemory/peak.py; both print the window's lines, which must be the same."""
import datetime as dt
import os
import subprocess
import sys
import time
from zoneinfo import ZoneInfo

from bench import calendar_feed

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PEAK = os.path.join(ROOT, "Tests/PeakMemory/peak.py")
PYREF = os.path.join(ROOT, ".build/pyref/bin/python3")
REFERENCE = os.path.join(ROOT, "Tests/PulseCalendarTests/reference.py")
ZONE, AT = "Europe/Berlin", "2026-12-01T08:00"
MEGABYTES = 20
TIMEOUT = 600


def measure(argv, env, scratch, name):
    """(seconds, peak MiB, lines) of one run of `argv`."""
    report = os.path.join(scratch, f"{name}.peak")
    output = os.path.join(scratch, f"{name}.out")
    began = time.monotonic()
    with open(output, "w") as out:
        subprocess.run([sys.executable, PEAK, report, str(TIMEOUT), *argv], env=env, stdout=out, check=False)
    elapsed = time.monotonic() - began
    with open(report) as f:
        status, peak_kib = f.read().split()
    if status != "0":
        raise SystemExit(f"bench: {name} ended with {status}")
    with open(output) as f:
        lines = f.read().splitlines()
    return elapsed, int(peak_kib) / 1024, lines


def calendar(bin_dir, homes, scratch, rounds=3):
    """Pulse's reading `rounds` times (the best time, the largest peak), Python's once: it
    takes half a minute and more."""
    feed = os.path.join(scratch, "calendar-feed.ics")
    with open(feed, "wb") as out:
        out.write(calendar_feed.feed(MEGABYTES))
    size = os.path.getsize(feed) / 1_000_000
    at = int(dt.datetime.fromisoformat(AT).replace(tzinfo=ZoneInfo(ZONE)).timestamp())
    env = homes.env("calendar", TZ=ZONE)
    pulse = [measure([os.path.join(bin_dir, "pulse-calendar-bench"), feed, str(at)], env, scratch, f"pulse-{n}")
             for n in range(rounds)]
    python = measure([PYREF, REFERENCE, feed, AT], env, scratch, "python")
    seconds, peak = min(run[0] for run in pulse), max(run[1] for run in pulse)
    same = all(run[2] == python[2] for run in pulse)
    share = python[0] / seconds if seconds else float("inf")
    lines = [f"calendar: a {size:.1f} MB feed, [{AT}, +14 days) in {ZONE}: Pulse {seconds * 1000:.0f} ms, "
             f"peak RSS {peak:.1f} MB (the best of {rounds}); icalendar + recurring-ical-events "
             f"{python[0]:.1f} s, peak RSS {python[1]:.0f} MB; {share:.0f}x faster; "
             f"{len(python[2])} occurrences, " + ("the same lines" if same else "DIFFERENT lines")]
    return lines, {"calendar_ratio": (share if same else 0, f"{python[0]:.1f} s vs {seconds:.2f} s = {share:.0f}x"
                                      + ("" if same else ", but the lines differ")),
                   "calendar_rss_mb": (peak, f"{peak:.1f} MB")}
