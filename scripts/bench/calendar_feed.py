#!/usr/bin/env python3
"""`python3 scripts/bench/calendar_feed.py OUT [MB]`: writes a realistic calendar feed of
about MB megabytes (20 by default), the same bytes every time (a fixed seed), as an old
Google or Exchange calendar publishes it with no range parameter: twelve years of
history, mostly single meetings with long DESCRIPTIONs and a handful of ATTENDEEs,
a few hundred weekly and monthly series with EXDATEs and moved or cancelled instances
(RECURRENCE-ID), all-day and multi-day events, UTC, TZID and Windows-named times, and the
VTIMEZONEs they name; folded at 75 octets, CRLF. The bench reads its last fortnight."""
import datetime as dt
import random
import sys

SEED = 46
FIRST_YEAR, LAST_YEAR = 2015, 2026
ZONES = ("Europe/Berlin", "America/New_York", "W. Europe Standard Time")
SERIES = 300

VTIMEZONES = {
    "Europe/Berlin": ("+0100", "+0200", "-1SU", "-1SU", "CET", "CEST"),
    "W. Europe Standard Time": ("+0100", "+0200", "-1SU", "-1SU", None, None),
}

WORDS = ("quarterly planning review budget roadmap customer onboarding retro design sync release "
         "incident postmortem hiring interview architecture migration database api security audit "
         "metrics dashboard handover training workshop demo launch vendor contract legal offsite").split()
PEOPLE = ("ana bo cy dana eli fay gus hana ivo jun kai lea max nia oli pia quinn ray sam tia uma vic wen "
          "xia yan zoe").split()


def fold(line):
    """RFC 5545 §3.1: lines of at most 75 octets, continued with a space."""
    data = line.encode("utf-8")
    out = []
    while len(data) > 75:
        cut = 75 if not out else 74
        while (data[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(data[:cut])
        data = data[cut:]
    out.append(data)
    return b"\r\n ".join(out) + b"\r\n"


def stamp(moment):
    return moment.strftime("%Y%m%dT%H%M%SZ")


def local(moment):
    return moment.strftime("%Y%m%dT%H%M%S")


def title(rng):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 5))).capitalize()


def description(rng):
    paragraphs = []
    for _ in range(rng.randint(1, 4)):
        paragraphs.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(15, 50))).capitalize() + ".")
    code = "".join(rng.choice("abcdefghij") for _ in range(10))
    paragraphs.append(f"Join with Google Meet: https://meet.google.com/{code}")
    return "\\n\\n".join(paragraphs).replace(",", "\\,")


def attendees(rng):
    lines = []
    for person in rng.sample(PEOPLE, rng.randint(2, 8)):
        status = rng.choice(("ACCEPTED", "DECLINED", "TENTATIVE", "NEEDS-ACTION"))
        lines.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT={status};CN={person}@example.com;"
                     f"X-NUM-GUESTS=0:mailto:{person}@example.com")
    return lines


def timezone_lines(name):
    if name == "America/New_York":
        return ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500",
                "TZOFFSETTO:-0400", "TZNAME:EDT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
                "END:DAYLIGHT", "BEGIN:STANDARD", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST",
                "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE"]
    standard, daylight, _, _, standard_name, daylight_name = VTIMEZONES[name]
    lines = ["BEGIN:VTIMEZONE", f"TZID:{name}", "BEGIN:STANDARD", "DTSTART:16010101T030000",
             f"TZOFFSETFROM:{daylight}", f"TZOFFSETTO:{standard}", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10"]
    lines += [f"TZNAME:{standard_name}"] if standard_name else []
    lines += ["END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", f"TZOFFSETFROM:{standard}",
              f"TZOFFSETTO:{daylight}", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3"]
    lines += [f"TZNAME:{daylight_name}"] if daylight_name else []
    return lines + ["END:DAYLIGHT", "END:VTIMEZONE"]


def event(rng, uid, start_lines, extra, summary, created):
    lines = ["BEGIN:VEVENT", *start_lines, f"DTSTAMP:{stamp(created)}", f"UID:{uid}", *extra,
             f"CREATED:{stamp(created)}", f"DESCRIPTION:{description(rng)}", f"LAST-MODIFIED:{stamp(created)}",
             f"LOCATION:Room {rng.randint(1, 40)}\\, Building {rng.choice('ABCDE')}", "SEQUENCE:0",
             "STATUS:CONFIRMED", f"SUMMARY:{summary}", "TRANSP:OPAQUE",
             "ORGANIZER;CN=owner@example.com:mailto:owner@example.com", *attendees(rng), "END:VEVENT"]
    return lines


def timed(zone, start, minutes):
    end = start + dt.timedelta(minutes=minutes)
    if zone == "UTC":
        return [f"DTSTART:{stamp(start)}", f"DTEND:{stamp(end)}"]
    return [f"DTSTART;TZID={zone}:{local(start)}", f"DTEND;TZID={zone}:{local(end)}"]


def series(rng, number, out):
    zone = rng.choice(ZONES)
    first = dt.datetime(rng.randint(FIRST_YEAR, LAST_YEAR - 1), rng.randint(1, 12), rng.randint(1, 28),
                        rng.choice((8, 9, 10, 11, 13, 14, 15, 16)), rng.choice((0, 30)))
    minutes = rng.choice((15, 30, 45, 60))
    if rng.random() < 0.7:
        rule, step = f"RRULE:FREQ=WEEKLY;BYDAY={('MO', 'TU', 'WE', 'TH', 'FR')[first.weekday() % 5]}", 7
        first += dt.timedelta(days=(first.weekday() % 5) - first.weekday())
    else:
        rule, step = f"RRULE:FREQ=MONTHLY;BYMONTHDAY={first.day}", 30
    if rng.random() < 0.4:
        rule += f";UNTIL={stamp(first + dt.timedelta(days=rng.randint(60, 900)))}"
    uid = f"series-{number:04d}@bench.pulse"
    exdates = sorted({first + dt.timedelta(days=step * rng.randint(1, 150)) for _ in range(rng.randint(0, 12))})
    extra = [rule] + [f"EXDATE;TZID={zone}:{local(day)}" for day in exdates]
    created = first - dt.timedelta(days=3)
    out += event(rng, uid, timed(zone, first, minutes), extra, title(rng), created)
    for _ in range(rng.randint(0, 6)):
        instance = first + dt.timedelta(days=step * rng.randint(1, 150))
        if step == 30 or instance in exdates:
            continue
        moved = instance + dt.timedelta(hours=rng.choice((-2, -1, 1, 2)))
        override = [f"RECURRENCE-ID;TZID={zone}:{local(instance)}"]
        lines = event(rng, uid, timed(zone, moved, minutes), override, title(rng) + " (moved)", created)
        if rng.random() < 0.2:
            lines[lines.index("STATUS:CONFIRMED")] = "STATUS:CANCELLED"
        out += lines


def single(rng, number, out):
    day = dt.date(FIRST_YEAR, 1, 1) + dt.timedelta(days=rng.randint(0, (LAST_YEAR - FIRST_YEAR + 1) * 365))
    created = dt.datetime(day.year, day.month, day.day) - dt.timedelta(days=rng.randint(1, 60))
    uid = f"{rng.getrandbits(96):024x}-{number}@bench.pulse"
    kind = rng.random()
    if kind < 0.08:
        end = day + dt.timedelta(days=rng.choice((1, 1, 1, 2, 3, 5)))
        start_lines = [f"DTSTART;VALUE=DATE:{day:%Y%m%d}", f"DTEND;VALUE=DATE:{end:%Y%m%d}"]
    else:
        start = dt.datetime(day.year, day.month, day.day, rng.randint(7, 19), rng.choice((0, 15, 30, 45)))
        zone = "UTC" if kind < 0.5 else rng.choice(ZONES)
        start_lines = timed(zone, start, rng.choice((15, 30, 45, 60, 90, 120)))
    out += event(rng, uid, start_lines, [], title(rng), created)


def feed(megabytes):
    rng = random.Random(SEED)
    head = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Work", "X-WR-TIMEZONE:Europe/Berlin"]
    for zone in ZONES:
        head += timezone_lines(zone)
    chunks = [b"".join(fold(line) for line in head)]
    size = len(chunks[0])
    target = int(megabytes * 1_000_000)
    number = 0
    while size < target - 200:
        lines = []
        if number % 30 == 0 and number // 30 < SERIES:
            series(rng, number // 30, lines)
        else:
            single(rng, number, lines)
        chunk = b"".join(fold(line) for line in lines)
        chunks.append(chunk)
        size += len(chunk)
        number += 1
    chunks.append(fold("END:VCALENDAR"))
    return b"".join(chunks)


def main():
    # An option is never taken for the file to write (`--help` once wrote 20 MB there).
    if len(sys.argv) not in (2, 3) or sys.argv[1].startswith("-"):
        sys.exit("usage: calendar_feed.py OUT [MB]")
    data = feed(float(sys.argv[2]) if len(sys.argv) == 3 else 20)
    with open(sys.argv[1], "wb") as out:
        out.write(data)


if __name__ == "__main__":
    main()
