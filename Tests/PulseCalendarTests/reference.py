#!/usr/bin/env python3
"""The reference a Calendar feed is compared against: icalendar + recurring-ical-events.

    reference.py FILE AT [DAYS]
    reference.py --table TSV --dir DIR [--days DAYS]

The first form prints, for FILE, every occurrence that overlaps [AT, AT + DAYS days)
(DAYS 14 by default) in the zone `TZ` names, one a line, as `pulse snapshot calendar
--format text` does after the page's lines (issue 46, item 5):

    start TAB end TAB title

A timed occurrence's start and end are local date-times `YYYY-MM-DDTHH:MM` in TZ, an
all-day one's dates `YYYY-MM-DD`, the end exclusive. The end is DTEND, or the start plus
DURATION, or with neither the next day for a date and the start itself for a time. The
title is SUMMARY unescaped, each control character a space, trimmed. Lines are sorted.
Floating times are read in the feed's X-WR-TIMEZONE when it names one, else in TZ.
STATUS:CANCELLED occurrences are left out. AT is ISO 8601; without an offset it is a
local time in TZ. DAYS are 86,400 seconds each.

The second form reads a table of `file TAB AT TAB TZ` rows (comments with `#`) and prints,
for each row, a line `== file TAB AT TAB TZ` and then that window's lines, or a line
`!! ERROR: why` when the file cannot be read. The differential test runs it once.
"""

import datetime as dt
import os
import sys
import unicodedata
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import icalendar
import recurring_ical_events

DEFAULT_DAYS = 14
# The library is asked for a wider window than the one printed, and every occurrence is
# then kept or dropped here by its exact instants: its own window rules (floating times
# in the query's zone, dates at midnight of which zone) then cannot decide the edges.
MARGIN = dt.timedelta(days=2)


def clean_title(value):
    """SUMMARY as item 5 prints it: control characters (Cc) become spaces, ends trimmed."""
    text = "" if value is None else str(value)
    return "".join(" " if unicodedata.category(c) == "Cc" else c for c in text).strip(" ")


def is_date(value):
    return isinstance(value, dt.date) and not isinstance(value, dt.datetime)


def floating_zone(calendar, local):
    """X-WR-TIMEZONE when the feed names a zone that resolves, else the local zone."""
    name = calendar.get("X-WR-TIMEZONE")
    if name is not None:
        try:
            return ZoneInfo(str(name).strip())
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return local


def placed(value, floating):
    """A date-time on the timeline: a floating one in the floating zone."""
    if value.tzinfo is None:
        return value.replace(tzinfo=floating)
    return value


def midnight(day, zone):
    return dt.datetime(day.year, day.month, day.day, tzinfo=zone)


def end_of(component, start, floating):
    """DTEND, or start + DURATION (days nominal, the rest exact), or the RFC default."""
    if "DTEND" in component:
        end = component["DTEND"].dt
        if is_date(start) and not is_date(end):
            end = end.date()
        elif not is_date(start) and is_date(end):
            end = midnight(end, start.tzinfo or floating)
        return end
    if "DURATION" in component:
        duration = component["DURATION"].dt
        if is_date(start):
            return start + dt.timedelta(days=duration.days)
        wall = start + dt.timedelta(days=duration.days)
        seconds = dt.timedelta(seconds=duration.seconds, microseconds=duration.microseconds)
        aware = placed(wall, floating)
        return (aware.astimezone(dt.timezone.utc) + seconds).astimezone(aware.tzinfo)
    if is_date(start):
        return start + dt.timedelta(days=1)
    return start


def overlaps(start, end, window_start, window_end):
    """Whether [start, end) meets [window_start, window_end); a zero-length one counts
    where it stands inside the window."""
    if start >= window_end:
        return False
    if end == start:
        return start >= window_start
    return end > window_start


def lines_for(data, at, local, days):
    calendar = icalendar.Calendar.from_ical(data)
    floating = floating_zone(calendar, local)
    window_start = at.astimezone(dt.timezone.utc)
    window_end = window_start + dt.timedelta(days=days)
    query = recurring_ical_events.of(calendar).between(
        (window_start - MARGIN).astimezone(floating), (window_end + MARGIN).astimezone(floating))
    lines = []
    for component in query:
        if str(component.get("STATUS", "")).strip().upper() == "CANCELLED":
            continue
        start = component["DTSTART"].dt
        end = end_of(component, start, floating)
        title = clean_title(component.get("SUMMARY"))
        if is_date(start):
            if overlaps(midnight(start, local), midnight(end, local), window_start, window_end):
                lines.append(f"{start.isoformat()}\t{end.isoformat()}\t{title}")
            continue
        # Through UTC: astimezone to the zone a time already has changes nothing, so a
        # time in a spring-forward gap would be printed as written.
        start = placed(start, floating).astimezone(dt.timezone.utc).astimezone(local)
        end = placed(end, floating).astimezone(dt.timezone.utc).astimezone(local)
        if overlaps(start, end, window_start, window_end):
            lines.append(f"{start:%Y-%m-%dT%H:%M}\t{end:%Y-%m-%dT%H:%M}\t{title}")
    return sorted(lines)


def parse_at(text, local):
    at = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    return at if at.tzinfo is not None else at.replace(tzinfo=local)


def one_line(text):
    return " ".join(str(text).split())


def run_table(table, folder, days):
    with open(table, encoding="utf-8") as rows:
        for row in rows:
            row = row.rstrip("\n")
            if not row.strip() or row.startswith("#"):
                continue
            name, at_text, zone_name = row.split("\t")[:3]
            print(f"== {name}\t{at_text}\t{zone_name}")
            try:
                local = ZoneInfo(zone_name)
                with open(os.path.join(folder, name), "rb") as feed:
                    data = feed.read()
                for line in lines_for(data, parse_at(at_text, local), local, days):
                    print(line)
            except Exception as error:  # every failure is the row's answer, not the run's
                print(f"!! ERROR: {type(error).__name__}: {one_line(error)}"[:300])


def main(argv):
    if len(argv) >= 2 and argv[1] == "--table":
        args = dict(zip(argv[1::2], argv[2::2]))
        run_table(args["--table"], args["--dir"], float(args.get("--days", DEFAULT_DAYS)))
        return 0
    if len(argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    local = ZoneInfo(os.environ.get("TZ", "UTC").lstrip(":") or "UTC")
    days = float(argv[3]) if len(argv) == 4 else DEFAULT_DAYS
    with open(argv[1], "rb") as feed:
        data = feed.read()
    for line in lines_for(data, parse_at(argv[2], local), local, days):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
