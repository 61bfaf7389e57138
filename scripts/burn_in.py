#!/usr/bin/env python3
"""Burn-in over a simulated day, measured from outside: one `pulse snapshot --demo` a
minute of 2026-10-01 UTC per page and size, counting for each cell the share of the day
it is lit (any colour but the page's black). The same measure as BurnInTests, taken
through the command line, so the orbit a user's terminal gets is the one counted.

Run alone (python3 scripts/burn_in.py BIN_DIR) it prints the rows and exits 1 on a miss;
`make bench` calls burn_in_rows and judges BURN_IN_BUDGETS with its own.
"""
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

DAY = "2026-10-01"
MINUTES = 24 * 60
SIZES = [(80, 24), (120, 40), (200, 50)]
# The budget: half the day; GitHub's grid of squares repeats under any shift.
PAGES = [("clock", 0.50), ("stopwatch", 0.50), ("countdown", 0.50), ("interval", 0.50), ("settings", 0.50),
         ("uptime", 0.50), ("github", 0.75)]
BURN_IN_BUDGETS = [(f"burn_in_{page}_{w}x{h}", f"burn-in worst cell share of the day, {page} {w}x{h}", "<=", limit)
                   for page, limit in PAGES for w, h in SIZES]
TOKEN = re.compile(r"\x1b\[([0-9;]*)m|([^\x1b])")


def lit_cells(frame):
    """The set of (row, column) lit in one truecolor frame: the page's background is the
    colour most cells have behind them."""
    cells = []
    for row, line in enumerate(frame.split("\n")):
        fg = bg = None
        reverse = False
        column = 0
        for sgr, glyph in TOKEN.findall(line):
            if glyph:
                front, back = (bg, fg) if reverse else (fg, bg)
                cells.append((row, column, glyph, front, back))
                column += 1
                continue
            params = [int(p) if p else 0 for p in sgr.split(";")]
            i = 0
            while i < len(params):
                p = params[i]
                if p == 0:
                    fg = bg = None
                    reverse = False
                elif p in (38, 48) and i + 4 < len(params) and params[i + 1] == 2:
                    colour = tuple(params[i + 2:i + 5])
                    if p == 38:
                        fg = colour
                    else:
                        bg = colour
                    i += 4
                elif p == 7:
                    reverse = True
                elif p == 27:
                    reverse = False
                i += 1
    black = collections.Counter(back for *_, back in cells).most_common(1)[0][0] if cells else None
    return {(r, c) for r, c, glyph, front, back in cells if back != black or (glyph != " " and front != black)}


def snapshot(pulse, page, size, minute, env):
    """One frame of `page` at `minute` of the day, as the terminal would get it."""
    at = f"{DAY}T{minute // 60:02d}:{minute % 60:02d}:00Z"
    run = subprocess.run([pulse, "snapshot", page, "--demo", "--size", f"{size[0]}x{size[1]}", "--at", at,
                          "--color", "truecolor"], capture_output=True, text=True, env=env)
    return lit_cells(run.stdout) if run.returncode == 0 else None


def worst_share(pulse, page, size, env, workers=2):
    """The largest share of the day any one cell of `page` at `size` is lit, and how many
    cells are lit more than half of it; None when a snapshot failed."""
    counts = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        frames = pool.map(lambda minute: snapshot(pulse, page, size, minute, env), range(MINUTES))
        for cells in frames:
            if cells is None:
                return None, 0
            counts.update(cells)
    worst = max(counts.values(), default=0) / MINUTES
    return worst, sum(1 for n in counts.values() if n > MINUTES / 2)


def burn_in_rows(pulse, env=None):
    """The lines to print and the figures for BURN_IN_BUDGETS, the snapshots run with `env`
    (by default the caller's own, in UTC)."""
    env = env or {**os.environ, "TZ": "UTC"}
    lines = [f"Burn-in over {DAY} UTC, one snapshot --demo a minute: the worst cell's share of the day",
             f"| {'page':<10} | {'size':>7} | {'worst':>6} | {'cells over 50 %':>15} |",
             f"|{'-' * 12}|{'-' * 9}|{'-' * 8}|{'-' * 17}|"]
    figures = {}
    for page, _ in PAGES:
        for w, h in SIZES:
            print(f"Burn-in: {page} {w}x{h} ...", file=sys.stderr)
            worst, over = worst_share(pulse, page, (w, h), env)
            if worst is None:
                lines.append(f"| {page:<10} | {w}x{h:<4} | {'failed':>6} | {'':>15} |")
                continue
            lines.append(f"| {page:<10} | {f'{w}x{h}':>7} | {worst:>6.0%} | {over:>15} |")
            figures[f"burn_in_{page}_{w}x{h}"] = (worst, f"{worst:.0%} ({over} cells over half the day)")
    return lines, figures


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: burn_in.py BIN_DIR (the folder holding pulse)")
    lines, figures = burn_in_rows(os.path.join(os.path.abspath(sys.argv[1]), "pulse"))
    print("\n".join(lines))
    missed = 0
    for key, label, _, limit in BURN_IN_BUDGETS:
        value, detail = figures.get(key, (None, "not measured"))
        met = value is not None and value <= limit
        print(f"{'met ' if met else 'MISS'}  {label} <= {limit:.0%}: {detail}")
        missed += not met
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
