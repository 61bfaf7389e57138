"""What is measured, from outside each process: CPU time and context switches from /proc
(all threads), bytes written to the terminal (tmux pipe-pane), peak RSS (VmHWM), and the
figures made of them; and the tables the report prints."""
import os
import re
import subprocess

from order_search import parse_frame

TICKS = os.sysconf("SC_CLK_TCK")
# tty-clock draws each digit as 3 x 5 squares two columns wide, at any terminal size.
TTY_CLOCK_DIGIT_CELLS = 6 * 5


def process_stats(pid):
    """CPU seconds (user+system), voluntary and involuntary context switches over all
    threads, peak RSS in KiB. A voluntary switch is a sleep, so each one is a wake-up;
    an involuntary one is a preemption while running (typically by the terminal that the
    frame just woke)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / TICKS
    voluntary = involuntary = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            voluntary_task, involuntary_task = thread_switches(pid, task)
        except FileNotFoundError:
            # A transfer thread that ended between the listing and the read.
            continue
        voluntary += voluntary_task
        involuntary += involuntary_task
    with open(f"/proc/{pid}/status") as f:
        hwm = next(int(line.split()[1]) for line in f if line.startswith("VmHWM"))
    return cpu, voluntary, involuntary, hwm


def thread_switches(pid, task=None):
    """Voluntary and involuntary context switches of one thread (the main one by default)."""
    with open(f"/proc/{pid}/task/{task or pid}/status") as f:
        counters = {line.split(":")[0]: int(line.split()[1]) for line in f if "ctxt_switches" in line}
    return counters["voluntary_ctxt_switches"], counters["nonvoluntary_ctxt_switches"]


def wakeups(pid):
    """Voluntary context switches over the live threads of `pid`."""
    return process_stats(pid)[1]


def rss_mb(pid):
    return process_stats(pid)[3] / 1024


def private_mb(pid):
    """The memory a process wrote itself, resident now (RssAnon: heap, stacks, written
    data), apart from the pages of code and read-only data it maps from files."""
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("RssAnon")) / 1024


class Window:
    """A process's counters from `open` to `close`, as rates a minute."""

    def __init__(self, pid):
        self.pid, self.before = pid, process_stats(pid)

    def close(self, seconds):
        after = process_stats(self.pid)
        per_minute = 60 / seconds
        return {
            "cpu_ms": (after[0] - self.before[0]) * 1000 * per_minute,
            "wakeups": (after[1] - self.before[1]) * per_minute,
            "preemptions": (after[2] - self.before[2]) * per_minute,
            "rss_mb": after[3] / 1024,
            "private_mb": private_mb(self.pid),
        }


def idle_rate(samples):
    """Wake-ups a minute between refreshes, from (time, wake-ups, requests the server has
    seen) samples: intervals in which no request arrived and none arrived in the half
    second before them."""
    wakes = seconds = 0.0
    last_change = float("-inf")
    for (t0, w0, r0), (t1, w1, r1) in zip(samples, samples[1:]):
        if r1 != r0:
            last_change = t1
            continue
        if t0 - last_change < 0.5:
            continue
        wakes += w1 - w0
        seconds += t1 - t0
    return wakes / seconds * 60 if seconds else float("inf"), seconds


def hour_of_minutes(units, tens, hour, tens_diffs):
    """Bytes a minute over an hour from its boundaries: 9 kinds of one digit (each six
    times an hour), 5 tens roll-overs and the hour's, whole frames there (the heal); and
    the same with the roll-overs measured where they are no orbit step (the diffs alone).
    Returns (average, average of the diffs alone, cheapest, dearest, dearest diff)."""
    per_minute = (6 * sum(units) + sum(tens) + hour) / 60
    diffs = (6 * sum(units) + sum(tens_diffs)) / 60
    return per_minute, diffs, min(units), max(tens + [hour]), max(tens_diffs)


def digit_cells(frame_texts):
    """Cells of one digit: the box of every cell the last digit changes in ten frames a
    second apart (its ten glyphs), rows times columns."""
    frames = [parse_frame(text) for text in frame_texts]
    changed = {(r, c) for a, b in zip(frames, frames[1:]) for r, (ra, rb) in enumerate(zip(a, b))
               for c, (x, y) in enumerate(zip(ra, rb)) if x != y}
    if not changed:
        return 0, 0
    rows = {r for r, _ in changed}
    columns = {c for _, c in changed}
    return max(rows) - min(rows) + 1, max(columns) - min(columns) + 1


def median(values):
    return sorted(values)[len(values) // 2] if values else float("inf")


def ratio(a, b):
    return a / b if b else float("inf")


def footprint(pulse):
    """The binary as `make build` leaves it: its size in MB, its kind (the Makefile keeps
    the symbols and drops the debug info at link), and the ICU in it: ICU's C++ namespace
    (icu_NN) or data blob (icudtNN_dat) among its symbols, Foundation's ICU layers
    (FoundationInternationalization, _FoundationICU), the blob's name anywhere in its bytes,
    a libicu among its libraries."""
    symbols = subprocess.run(["nm", pulse], capture_output=True, text=True).stdout
    icu_symbols = len(re.findall(r"icu_\d+|icudt\d+_dat|FoundationInternationalization|_FoundationICU", symbols))
    with open(pulse, "rb") as f:
        icu_data = len(re.findall(rb"icudt\d+", f.read()))
    libraries = subprocess.run(["ldd", pulse], capture_output=True, text=True).stdout
    icu_libraries = [line.split()[0] for line in libraries.splitlines() if "libicu" in line]
    described = subprocess.run(["file", pulse], capture_output=True, text=True).stdout
    kind = ("not stripped" if "not stripped" in described else "stripped") + (
        ", with debug info" if "with debug_info" in described else ", symbols only (no debug info)")
    return {"size": os.path.getsize(pulse), "kind": kind, "symbols": icu_symbols, "data": icu_data,
            "libraries": icu_libraries}


def table(header, widths, rows):
    """A Markdown table: right-aligned columns but the first."""
    def line(cells):
        return "| " + " | ".join(f"{c:<{w}}" if i == 0 else f"{c:>{w}}"
                                 for i, (c, w) in enumerate(zip(cells, widths))) + " |"
    return [line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"] + [line(r) for r in rows]
