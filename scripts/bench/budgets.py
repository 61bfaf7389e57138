"""What is judged: every budget in one table, each a figure of this run against either a
figure of the same run (a ratio to the program a user would run instead, or to a reference
over the same bytes) or a fixed limit of the design (a count, a size, a frame of 60 Hz),
never a figure of another day."""
import operator

from burn_in import BURN_IN_BUDGETS

UPTIME_SOURCE_NAMES = ("kuma", "healthchecks", "uptimerobot", "gatus", "betterstack")

# key, what is judged, the comparison, its limit.
# A wake-up is a voluntary switch: the program slept and asked to be woken. A preemption
# is the scheduler taking the core from a running program, as often as the machine is
# busy (tty-clock -c: 25 to 80 a minute on a loaded machine), so it is shown, not judged;
# a program that spun instead of sleeping shows in its CPU row.
BUDGETS = [
    ("clock_wakes", "clock wake-ups/min", "<=", 2),
    ("clock_bytes_ratio", "clock bytes/min (hour average) / tty-clock -c's", "<=", 0.25),
    # The minute's diffs themselves, without the healing whole frame every 10 minutes.
    ("clock_diff_bytes_ratio", "clock bytes/min (hour average, diffs alone) / tty-clock -c's", "<=", 0.10),
    ("clock_cpu_over_peer", "clock CPU ms/min - tty-clock -c's (10 ms ticks)", "<=", 10),
    ("running_wakes", "running stopwatch wake-ups/min", "<=", 62),
    ("stopped_wakes", "stopped stopwatch wake-ups/min", "<=", 2),
    # A running timer: its readout's seconds and the time of day's minute. The fill gains a
    # pixel row every 72 s (100 at 200x50 over a two-hour countdown), on one of the seconds.
    ("countdown_running_wakes", "running countdown wake-ups/min", "<=", 62),
    ("countdown_stopped_wakes", "stopped countdown wake-ups/min", "<=", 2),
    # Issue 47. An ended timer counts its overtime at the page's pace: each second shown
    # (and the time of day's minute), or each minute when seconds are off (counted from its
    # end, so beside the time of day's: two a minute).
    ("countdown_overtime_wakes", "countdown in overtime wake-ups/min (+M:SS, seconds shown)", "<=", 62),
    ("countdown_overtime_minutes_wakes", "countdown in overtime wake-ups/min (+N MIN, seconds off)", "<=", 2),
    # A 25-minute focus block: its readout's seconds and the time of day's minute; the fill
    # gains a row every 15 s at 200x50, on one of the seconds.
    ("interval_running_wakes", "running interval block wake-ups/min", "<=", 62),
    ("interval_waiting_wakes", "interval waiting at READY wake-ups/min", "<=", 2),
    ("interval_stopped_wakes", "stopped (paused) interval wake-ups/min", "<=", 2),
    ("seconds_wakes", "clock seconds mode wake-ups/min", "<=", 62),
    # Pulse's digits grow with the terminal and tty-clock's do not: the same work is a
    # second's change of one digit, so the bytes are compared per cell of a digit.
    ("seconds_cell_ratio", "clock seconds mode bytes/min per digit cell / tty-clock -s -c's", "<=", 0.5),
    ("running_cell_ratio", "running stopwatch bytes/min per digit cell / tty-clock -s -c's", "<=", 0.5),
    ("github_wakes", "github idle wake-ups/min (its header clock)", "<=", 62),
    ("uptime_wakes", "uptime idle wake-ups/min (its countdown, between refreshes)", "<=", 62),
    ("settings_wakes", "settings idle wake-ups/min", "<=", 2),
    # Memory Pulse wrote itself (RssAnon: heap, stacks, written data). The rest of its
    # resident size is code and read-only data mapped from the binary and the libraries,
    # shared, given back under pressure, and grown by every feature the binary gains (the
    # binary's size is judged below); the peak RSS with it stays in the report.
    ("rss_quiet", "private MB (RssAnon), pages that never fetch", "<=", 3),
    ("rss_fetching", "private MB (RssAnon), pages that fetch (libcurl loaded)", "<=", 5),
    ("memory_growth", "memory growth MB over a simulated hour", "<=", 1),
    # tty-clock is the least a terminal clock does to start (link, terminfo, a first
    # frame); Pulse also maps a larger binary and lays out a larger frame.
    ("start_ratio", "start to first frame / tty-clock -c's through the same pty", "<=", 5),
    ("binary_mb", "binary MB as make build leaves it", "<=", 25),
    ("icu_pieces", "ICU symbols, data blobs and libraries in the binary", "<=", 0),
    ("key_ms", "key to changed frame ms (median)", "<=", 16),
    ("transfers_ratio", "10 concurrent transfers / one after another", "<", 0.25),
    # The regular expressions only find the cells and tips; the parser also reads them.
    ("parser_ratio", "contributions parser MB/s / Python regular expressions' over the same bytes", ">=", 0.5),
    ("render_ms", "render the heaviest page at 320x100 ms", "<=", 2),
    # Issue 46: a 20 MB feed's 14-day window, against Python's readers of the same bytes.
    ("calendar_ratio", "calendar 20 MB feed: icalendar + recurring-ical-events time / Pulse's", ">=", 20),
    ("calendar_rss_mb", "calendar 20 MB feed: Pulse's peak RSS MB", "<", 40),
] + [(f"uptime_{name}_wakes", f"uptime {name} idle wake-ups/min (its countdown, between refreshes)", "<=", 62)
     for name in UPTIME_SOURCE_NAMES] + BURN_IN_BUDGETS
COMPARE = {"<=": operator.le, "<": operator.lt, ">=": operator.ge}


def judge(figures, every_step=True):
    """(label, met, detail) for every budget: `figures` maps a budget's key to (value,
    detail); a budget with no figure is missed, unless only some steps ran (`every_step`
    false): then it is left out."""
    rows = []
    for key, label, comparison, limit in BUDGETS:
        if not every_step and key not in figures:
            continue
        value, detail = figures.get(key, (None, "not measured"))
        met = value is not None and COMPARE[comparison](value, limit)
        rows.append((f"{label} {comparison} {limit:g}", met, detail))
    return rows


def verdict_lines(figures, every_step=True):
    """The budget lines to print and how many budgets are missed (of the steps that ran,
    unless `every_step`)."""
    rows = judge(figures, every_step)
    lines = [f"{'met ' if ok else 'MISS'}  {label}: {detail}" for label, ok, detail in rows]
    return lines, sum(1 for _, ok, _ in rows if not ok)
