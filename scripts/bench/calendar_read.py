"""The Calendar page's reading of a 20 MB feed (scripts/bench/calendar_feed.py) beside
icalendar + recurring-ical-events reading the same feed for the same 14-day window, in the
same run: each a process of its own, timed whole and its peak resident memory read by
Tests/PeakMemory/peak.py; both print the window's lines, which must be the same. Pulse is
`pulse snapshot calendar --format text`, the program a script would run (its lines with a
tab are the occurrences), and pulse-calendar-bench, the same reading through the
PulseCalendar API alone."""
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
        lines = [line for line in f.read().splitlines() if "\t" in line]
    return elapsed, int(peak_kib) / 1024, lines


def calendar(bin_dir, homes, scratch, rounds=3):
    """Each Pulse `rounds` times (the best time, the largest peak), Python's readers once:
    they take half a minute and more."""
    feed = os.path.join(scratch, "calendar-feed.ics")
    with open(feed, "wb") as out:
        out.write(calendar_feed.feed(MEGABYTES))
    size = os.path.getsize(feed) / 1_000_000
    at = dt.datetime.fromisoformat(AT).replace(tzinfo=ZoneInfo(ZONE))
    instant = at.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    subjects = [("snapshot", [os.path.join(bin_dir, "pulse"), "snapshot", "calendar", "--format", "text",
                              "--calendar", feed, "--at", instant]),
                ("API", [os.path.join(bin_dir, "pulse-calendar-bench"), feed, str(int(at.timestamp()))])]
    python = measure([PYREF, REFERENCE, feed, AT], homes.env("calendar python", TZ=ZONE), scratch, "python")
    lines = [f"calendar: a {size:.1f} MB feed, [{AT}, +14 days) in {ZONE}: icalendar + recurring-ical-events "
             f"{python[0]:.1f} s, peak RSS {python[1]:.0f} MB, {len(python[2])} occurrences"]
    judged = {}
    for name, argv in subjects:
        env = homes.env(f"calendar {name}", TZ=ZONE)
        runs = [measure(argv, env, scratch, f"{name}-{n}") for n in range(rounds)]
        seconds, peak = min(run[0] for run in runs), max(run[1] for run in runs)
        same = all(run[2] == python[2] for run in runs)
        share = python[0] / seconds if seconds else float("inf")
        lines.append(f"calendar: Pulse ({name}) {seconds * 1000:.0f} ms, peak RSS {peak:.1f} MB (the best of "
                     f"{rounds}): {share:.0f}x faster, " + ("the same lines" if same else "DIFFERENT lines"))
        if name == "snapshot":
            judged = {"calendar_ratio": (share if same else 0, f"{python[0]:.1f} s vs {seconds:.2f} s = {share:.0f}x"
                                         + ("" if same else ", but the lines differ")),
                      "calendar_rss_mb": (peak, f"{peak:.1f} MB")}
    return lines, judged
