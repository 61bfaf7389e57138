"""The bench's steps, in the order `__main__` runs them: each runs its subjects, takes its
figures and returns the lines to print and the figures its budgets judge."""
import os
import sys
import time

from bench import figures as fig
from bench.isolation import plant_hostile_user
from bench.subjects import (COLUMNS, ROWS, UPTIME_SOURCES, Boundary, Pane, boundaries, core_rounds, latencies,
                            page_for_an_hour, run_json, served, settle, snapshots, transfer_thread_switches,
                            uptime_source_panes)
from encodings_price import encoding_alternatives
from order_search import MAX_RUNS, order_prices

SECONDS = int(os.environ.get("BENCH_SECONDS", "60"))
CREDENTIALS = '{"github.username":"octocat","uptime.api-key":"lsu_test_key"}'
BERLIN = '{"location":{"name":"Berlin","latitude":52.52,"longitude":13.41}}'
SECONDS_ON = '{"clock.showsSeconds":true}'
# An orbit step's healing whole frame comes every 600 s of wall time.
ORBIT_STEP = 600
# The columns of the idle tables: a subject's figures of one window.
IDLE_COLUMNS = (["program", "wake-ups/min", "preemptions/min", "bytes/min", "CPU ms/min", "peak RSS MB", "private MB"],
                [23, 12, 15, 9, 10, 11, 10])
# libcurl is loaded on the first transfer, so the pages that never fetch and those that do
# are two different programs as far as memory goes: each is judged.
FETCHING = ("pulse github", "pulse uptime")


def stopwatch(started_at):
    return '{"accumulated":0,"startedAt":%s,"version":1}\n' % started_at


def guard(pulse, homes, scratch):
    """First step: one minute boundary of the Clock on the bench's own directories, before
    and after a hostile user's settings are planted in the runner's environment (seconds
    on, a 12-hour clock, another zone, a location, another uptime source, proxies, a time
    scale); and the same boundary with the runner's HOME and no directories of its own, to
    show the planted settings are read where a subject is not given its own. Stops the
    bench unless the first two are the same, bytes and screen, and the third is not."""
    def measure(envs):
        panes = [Boundary(pulse, 37, homes, scratch, env=env) for env in envs]
        time.sleep(2.5)
        for pane in panes:
            pane.attach()
        time.sleep(3.5)
        return [pane.measure() for pane in panes]

    (clean,) = measure([homes.env("guard before")])
    runner_home = plant_hostile_user(scratch)
    leaked = {k: v for k, v in homes.env("guard leaked").items() if not k.startswith("XDG_")}
    shielded, exposed = measure([homes.env("guard after"), {**leaked, "HOME": runner_home}])
    same = shielded[1] == clean[1] and abs(shielded[0] - clean[0]) <= 0.05 * clean[0]
    line = (f"isolation: a boundary sent {clean[0]} bytes before a hostile ~/.config/pulse was planted, "
            f"{shielded[0]} after it (screen {'the same' if shielded[1] == clean[1] else 'DIFFERENT'}), "
            f"{exposed[0]} where the subject reads the runner's HOME")
    if not same or exposed[1] == clean[1]:
        raise SystemExit(line + "\nbench: a subject's figures move with the runner's settings, "
                         "or the guard has no teeth")
    return [line], {}


def measure_window(panes, sample=None):
    """Every pane's figures over one window of SECONDS, all at once: from when every
    subject has drawn its first frame (so the window measures idle only), `sample` called
    four times a second meanwhile. The heal sends a whole frame at each orbit step: a
    window holding one would count it ten times over as a minute's cost, so the window
    starts after the next step when it would hold one (the minute rows price the heal).
    The panes are ended; each name's figures a minute, its bytes and its raw output."""
    time.sleep(2)
    settle(panes)
    if int(time.time()) // ORBIT_STEP != int(time.time() + SECONDS + 3) // ORBIT_STEP:
        time.sleep(ORBIT_STEP - time.time() % ORBIT_STEP + 1)
    windows = {}
    for pane in panes:
        pane.attach()
        windows[pane.name] = fig.Window(pane.pid)
    print(f"Measuring {SECONDS} s at {COLUMNS}x{ROWS} ...", file=sys.stderr)
    began = time.monotonic()
    while time.monotonic() - began < SECONDS:
        if sample:
            sample()
        time.sleep(0.25)
    closed = {p.name: windows[p.name].close(SECONDS) for p in panes}
    for pane in panes:
        pane.kill()
    return {p.name: {**closed[p.name], "bytes": p.written() * 60 / SECONDS, "raw": p.raw} for p in panes}


def idle_table(results, name_width=None):
    """The table of one window's figures, a row a subject (its name `name_width` wide)."""
    header, widths = IDLE_COLUMNS
    widths = [name_width or widths[0]] + widths[1:]
    rows = [[name, f"{r['wakeups']:.0f}", f"{r['preemptions']:.0f}", f"{r['bytes']:.0f}", f"{r['cpu_ms']:.0f}",
             f"{r['rss_mb']:.1f}", f"{r['private_mb']:.1f}"] for name, r in results.items()]
    return fig.table(header, widths, rows)


def quiet_memory(results):
    """The `rss_quiet` figure: the most private memory of the Pulse pages among `results`
    that never fetch."""
    names = [name for name in results if name.startswith("pulse") and name not in FETCHING]
    quiet = max(results[name]["private_mb"] for name in names)
    quiet_rss = max(results[name]["rss_mb"] for name in names)
    return quiet, (f"{quiet:.1f} MB (the largest of the pages that never fetch; peak RSS with the code mapped: "
                   f"{quiet_rss:.1f} MB)")


def idle(pulse, tty_clock, termdown, homes, scratch):
    """Every page beside the programs a user would run instead, all at once for the same
    window in panes of the same size (the timer pages in a window of their own,
    `timer_pages`). Uptime refreshes every 20 s, so its idle cost is sampled between
    refreshes, the server's request count telling where they are."""
    running, stopped = stopwatch(time.time() - 5), stopwatch("null")
    subjects = [
        ("pulse clock", homes.env("clock"), [pulse, "--page", "clock"]),
        ("tty-clock -c", homes.env("tty-clock"), [tty_clock, "-c"]),
        ("pulse clock seconds", homes.env("seconds", preferences=SECONDS_ON), [pulse, "--page", "clock"]),
        ("tty-clock -s -c", homes.env("tty-clock seconds"), [tty_clock, "-s", "-c"]),
        ("pulse stopwatch running", homes.env("running", running), [pulse, "--page", "stopwatch"]),
        ("termdown (stopwatch)", homes.env("termdown"), [termdown]),
        ("pulse stopwatch stopped", homes.env("stopped", stopped), [pulse, "--page", "stopwatch"]),
        ("pulse github", homes.env("github", credentials=CREDENTIALS), [pulse, "--page", "github"]),
        ("pulse uptime", homes.env("uptime", credentials=CREDENTIALS), [pulse, "--page", "uptime"]),
        ("pulse settings", homes.env("settings", credentials=CREDENTIALS), [pulse, "--page", "settings"]),
    ]
    panes = [Pane(name, env, argv, scratch) for name, env, argv in subjects]
    uptime = next(p for p in panes if p.name == "pulse uptime")
    samples = []

    def sample():
        samples.append((time.monotonic(), fig.wakeups(uptime.pid), served(homes.base_url, "/api/uptime/listall")))

    results = measure_window(panes, sample)
    uptime_idle, idle_seconds = fig.idle_rate(samples)
    refreshes = samples[-1][2] - samples[0][2]

    lines = [f"Idle, per minute, {COLUMNS}x{ROWS}, {SECONDS} s window, one run:"] + idle_table(results)
    clock, peer = results["pulse clock"], results["tty-clock -c"]
    running, stopped = results["pulse stopwatch running"], results["pulse stopwatch stopped"]
    settings = results["pulse settings"]
    loud = max(results[name]["private_mb"] for name in FETCHING)
    loud_rss = max(results[name]["rss_mb"] for name in FETCHING)
    figures = {
        "clock_wakes": (clock["wakeups"], f"{clock['wakeups']:.0f} ({clock['preemptions']:.0f} preemptions)"),
        # The kernel accounts CPU in 10 ms ticks: "no more than" holds within one tick.
        "clock_cpu_over_peer": (clock["cpu_ms"] - peer["cpu_ms"],
                                f"{clock['cpu_ms']:.0f} vs {peer['cpu_ms']:.0f} ms"),
        "running_wakes": (running["wakeups"], f"{running['wakeups']:.0f}"),
        "stopped_wakes": (stopped["wakeups"], f"{stopped['wakeups']:.0f} ({stopped['preemptions']:.0f} preemptions)"),
        "seconds_wakes": (results["pulse clock seconds"]["wakeups"],
                          f"{results['pulse clock seconds']['wakeups']:.0f}"),
        "github_wakes": (results["pulse github"]["wakeups"], f"{results['pulse github']['wakeups']:.0f}"),
        "uptime_wakes": (uptime_idle, f"{uptime_idle:.1f} over {idle_seconds:.0f} s between refreshes; the whole "
                         f"window with its {refreshes} refreshes: {results['pulse uptime']['wakeups']:.0f}"),
        "settings_wakes": (settings["wakeups"],
                           f"{settings['wakeups']:.0f} ({settings['preemptions']:.0f} preemptions)"),
        "rss_quiet": quiet_memory(results),
        "rss_fetching": (loud, f"{loud:.1f} MB (the larger of GitHub and Uptime, libcurl loaded; peak RSS with "
                         f"the code mapped: {loud_rss:.1f} MB)"),
    }
    return lines, figures, results


def hour(pulse, homes, scratch, results):
    """Every kind of minute boundary on the wire, weighted as an hour has them, against
    tty-clock -c's bytes a minute in the same run."""
    print("Measuring each kind of minute boundary ...", file=sys.stderr)
    units = boundaries(pulse, list(range(1, 10)), homes, scratch)
    tens_and_hour = boundaries(pulse, [10, 20, 30, 40, 50, 0], homes, scratch)
    diffs = boundaries(pulse, [10, 20, 30, 40, 50, 0], homes, scratch, diff_alone=True)
    average, diffs_alone, cheapest, dearest, dearest_diff = fig.hour_of_minutes(
        units, tens_and_hour[:5], tens_and_hour[5], diffs)
    peer = results["tty-clock -c"]["bytes"]
    lines = ["Pulse's bytes per minute depend on which digits change; over an hour:"] + fig.table(
        ["minute boundary", "bytes"], [32, 6],
        [["cheapest single digit", cheapest], ["dearest (tens or hour roll-over)", dearest],
         ["dearest diff (a roll-over)", dearest_diff], ["average minute of an hour", f"{average:.0f}"],
         ["the same, diffs alone (no heal)", f"{diffs_alone:.0f}"]])
    figures = {
        "clock_bytes_ratio": (fig.ratio(average, peer),
                              f"{average:.0f} vs {peer:.0f} = {fig.ratio(average, peer):.1%}"),
        "clock_diff_bytes_ratio": (fig.ratio(diffs_alone, peer),
                                   f"{diffs_alone:.0f} vs {peer:.0f} = {fig.ratio(diffs_alone, peer):.1%}"),
    }
    return lines, figures


def seconds_mode(pulse, homes, results):
    """Seconds mode and the running Stopwatch per cell of one digit against tty-clock -s
    -c's, the digits' cells read from rendered frames; the captured seconds minute priced
    under other encodings, and a rendered one under three orders of its writes."""
    clock_env = homes.env("seconds frames", preferences=SECONDS_ON)
    minute = [f"2026-10-01T12:34:{s:02d}Z" for s in range(60)] + ["2026-10-01T12:35:00Z"]
    texts = snapshots(pulse, clock_env, "clock", minute)
    started = stopwatch(1_790_856_000)  # 2026-10-01 12:00 UTC
    # Seconds 10 to 19: only the last digit changes, through all ten of its glyphs.
    watch = snapshots(pulse, homes.env("stopwatch frames", started), "stopwatch", minute[10:20])
    clock_cells, watch_cells = fig.digit_cells(texts[10:20]), fig.digit_cells(watch)
    peer = results["tty-clock -s -c"]["bytes"] / fig.TTY_CLOCK_DIGIT_CELLS
    lines = [f"Seconds mode, the same {SECONDS} s of cells priced under other encodings (bytes/min):"] + fig.table(
        ["encoding", "bytes/min"], [32, 9],
        [[label, f"{size * 60 / SECONDS:.0f}"]
         for label, size in encoding_alternatives(results["pulse clock seconds"]["raw"])])
    orders, searched, seconds = order_prices(texts)
    lines += ["", f"Orders of writing a rendered seconds minute (12:34 UTC), one model of the encoder's controls, "
              f"bytes/min at the rate of the {searched} of {seconds} seconds with at most {MAX_RUNS} runs:"]
    lines += fig.table(["order", "bytes/min"], [32, 9], [[label, f"{size:.0f}"] for label, size in orders])
    rows, figures = [], {}
    for key, name, (height, width) in (("seconds_cell_ratio", "pulse clock seconds", clock_cells),
                                       ("running_cell_ratio", "pulse stopwatch running", watch_cells)):
        per_cell = fig.ratio(results[name]["bytes"], height * width)
        rows.append([name, f"{height}x{width}", f"{results[name]['bytes']:.0f}", f"{per_cell:.1f}"])
        figures[key] = (fig.ratio(per_cell, peer), f"{per_cell:.1f} vs {peer:.1f} B/min a cell "
                        f"({results[name]['bytes']:.0f} over {height}x{width} cells, tty-clock "
                        f"{results['tty-clock -s -c']['bytes']:.0f} over 5x6) = {fig.ratio(per_cell, peer):.1%}")
    rows.append(["tty-clock -s -c", "5x6", f"{results['tty-clock -s -c']['bytes']:.0f}", f"{peer:.1f}"])
    lines += ["", "Seconds mode, bytes a minute per cell of one digit (its rows x columns at 200x50):"] + fig.table(
        ["program", "digit", "bytes/min", "bytes/min a cell"], [23, 6, 9, 16], rows)
    termdown = results["termdown (stopwatch)"]
    lines.append(f"termdown (stopwatch): {termdown['bytes']:.0f} bytes/min, {termdown['wakeups']:.0f} wake-ups, "
                 f"{termdown['cpu_ms']:.0f} ms CPU")
    return lines, figures


def memory(pulse, homes, scratch):
    print("Living an hour in a minute ...", file=sys.stderr)
    after_ten, after_hour, presses = page_for_an_hour(
        pulse, homes.env("memory", preferences=BERLIN, credentials=CREDENTIALS), scratch, fig.rss_mb)
    lines = [f"peak RSS over a simulated hour of paging ({presses} page turns, every page's schedules): "
             f"{after_ten:.1f} MB after 10 minutes, {after_hour:.1f} MB after the hour"]
    return lines, {"memory_growth": (after_hour - after_ten, f"{after_ten:.1f} -> {after_hour:.1f} MB")}


def transfer_threads(pulse, homes, scratch, results):
    print("Counting the transfer threads ...", file=sys.stderr)
    woke, preempted, refreshes = transfer_thread_switches(
        pulse, homes.env("threads", credentials=CREDENTIALS), homes.base_url, scratch, fig.thread_switches)
    return [f"uptime transfer threads: {woke:.1f} wake-ups and {preempted:.1f} preemptions a refresh (wait4 over "
            f"{refreshes} refreshes); the 60 s window with them: "
            f"{results['pulse uptime']['wakeups'] + 3 * woke:.0f} wake-ups"], {}


def starts_and_keys(pulse, tty_clock, homes):
    """Start to first frame against tty-clock's through the same pty, and a key to the
    changed frame."""
    pulse_starts, tty_starts, keys = latencies(pulse, tty_clock, homes)
    start, tty_start = fig.median(pulse_starts) * 1000, fig.median(tty_starts) * 1000
    key, worst = fig.median(keys) * 1000, max(keys, default=float("inf")) * 1000
    lines = [f"start to first complete frame: {start:.1f} ms (median of {len(pulse_starts)}; tty-clock -c through "
             f"the same pty, alternating: {tty_start:.1f} ms, {fig.ratio(start, tty_start):.1f}x); "
             f"a key to the changed frame: {key:.1f} ms (median of {len(keys)}, worst {worst:.1f} ms)"]
    share = fig.ratio(start, tty_start)
    return lines, {"start_ratio": (share, f"{start:.1f} vs {tty_start:.1f} ms = {share:.1f}x"),
                   "key_ms": (key, f"{key:.1f} ms median, {worst:.1f} worst")}


def transfers(bin_dir, homes):
    """Ten transfers at once against a loopback server that answers after 300 ms, and the
    same ten one after another."""
    answer, ok = run_json([os.path.join(bin_dir, "pulse-net-bench"), f"{homes.base_url}/slow?ms=300", "10"],
                          homes.env("transfers"))
    if not answer:
        return [], {}
    lines = [f"| {answer['transfers']} transfers of a 300 ms answer | seconds | succeeded |", "|---|---|---|",
             f"| at once | {answer['parallelSeconds']:.3f} | {answer['parallelSucceeded']} |",
             f"| one after another | {answer['serialSeconds']:.3f} | {answer['serialSucceeded']} |"]
    share = answer["parallelSeconds"] / answer["serialSeconds"]
    return lines, ({"transfers_ratio": (share, f"{share:.0%} of one after another")} if ok else {})


def uptime_sources(pulse, homes, scratch):
    """Every source's Uptime page idle for one window, all at once, wake-ups sampled
    between refreshes as the original page's are."""
    print("Measuring the Uptime page per source ...", file=sys.stderr)
    panes = uptime_source_panes(pulse, homes, scratch)
    time.sleep(2)
    settle([pane for _, _, pane in panes])
    for _, _, pane in panes:
        pane.attach()
    samples = {name: [] for name, _, _ in panes}
    began = time.monotonic()
    while time.monotonic() - began < SECONDS:
        for name, path, pane in panes:
            samples[name].append((time.monotonic(), fig.wakeups(pane.pid), served(homes.base_url, path)))
        time.sleep(0.25)
    rows, figures = [], {}
    for name, _, pane in panes:
        idle_rate, _ = fig.idle_rate(samples[name])
        rss = fig.rss_mb(pane.pid)
        pane.kill()
        refreshes = samples[name][-1][2] - samples[name][0][2]
        rows.append([name, f"{idle_rate:.1f}", refreshes, f"{pane.written() * 60 / SECONDS:.0f}", f"{rss:.1f}"])
        figures[f"uptime_{name}_wakes"] = (idle_rate, f"{idle_rate:.1f}")
    lines = ["Uptime page per source, idle, per minute (between refreshes), one run:"] + fig.table(
        ["source", "wake-ups/min", "refreshes", "bytes/min", "peak RSS MB"], [12, 12, 9, 9, 11], rows)
    return lines, figures


def core(bin_dir, homes):
    """The parser against Python regular expressions over the same bytes, alternately
    three times (the best of each), the uptime decoders and the render."""
    answers, references = core_rounds(bin_dir, homes.env("core"))
    reference = max(references)
    if not answers:
        return [f"reference: Python regular expressions over the same pages: {reference:.0f} MB/s"], {}
    parser = max(a["parserMBPerSecond"] for a in answers)
    render = min(a["renderMilliseconds"] for a in answers)
    first = answers[0]
    lines = [f"parser: {parser:.0f} MB/s over {first['parserPages']} real pages ({first['parserKB']:.0f} KB), "
             f"the best of {len(answers)}",
             f"reference: Python regular expressions over the same pages: {reference:.0f} MB/s, the best of "
             f"{len(references)}, alternating with the parser",
             f"uptime decoder: {min(a['uptimeDecoderMilliseconds'] for a in answers):.2f} ms for 1000 projects "
             f"({first['uptimeBodyKB']:.0f} KB)",
             f"render: {render:.2f} ms a frame (GitHub page, 320x100)"]
    for name, *_ in UPTIME_SOURCES:
        if name in first.get("sourceDecoderMilliseconds", {}):
            decoded = min(a["sourceDecoderMilliseconds"][name] for a in answers)
            lines.append(f"{name} decoder: {decoded:.2f} ms for 1000 monitors ({first['sourceBodyKB'][name]:.0f} KB)")
    share = fig.ratio(parser, reference)
    return lines, {"parser_ratio": (share, f"{parser:.0f} vs {reference:.0f} MB/s = {share:.2f}x"),
                   "render_ms": (render, f"{render:.2f} ms")}


def footprint(pulse):
    found = fig.footprint(pulse)
    size_mb = found["size"] / 1024 / 1024
    libraries = found["libraries"]
    lines = [f"binary: {size_mb:.1f} MB ({found['size']} bytes, {found['kind']}); ICU in it: {found['symbols']} "
             f"symbols, {found['data']} data blobs, {len(libraries)} libraries"]
    return lines, {"binary_mb": (size_mb, f"{size_mb:.1f} MB, {found['kind']}"),
                   "icu_pieces": (found["symbols"] + found["data"] + len(libraries),
                                  f"{found['symbols']} symbols, {found['data']} data, "
                                  f"{', '.join(libraries) or 'no libicu'}")}
