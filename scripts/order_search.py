"""Write orders for `make bench`: a rendered minute of the seconds Clock (`pulse snapshot
--format frame`, 200x50, 256 colours), each second's changed cells priced in one model of
the encoder's controls (CUP, CHA, CUU/CUD/CUF/CUB, LF, CR, BS, ECH, EL, SGR 7/27, rewriting
a gap) under three orders: row after row, cheapest start next (the encoder's greedy order)
and the best order, searched over every order of the runs for each second with at most
MAX_RUNS runs. It says how far the greedy order is from the best one, and what the best one
costs: no order of writing these seam-free cells, each run once, goes under it."""
import re

MAX_RUNS = 14
WIDTH = 200
LIT, DARK = 231, 16
TOKEN = re.compile(r"\x1b\[([0-9;]*)m|(\n)|(.)", re.S)
# Reverse video on and off; any other change of the pen's background is a colour.
TOGGLE = {True: len("\x1b[7m"), False: len("\x1b[27m")}


def parse_frame(text):
    """The frame's rows of cells as they show: (glyph, foreground or None, background)."""
    rows, row, fg, bg = [], [], None, None
    for match in TOKEN.finditer(text):
        if match.group(1) is not None:
            parts = match.group(1).split(";")
            i = 0
            while i < len(parts):
                if parts[i] in ("38", "48") and i + 2 < len(parts):
                    fg, bg = (int(parts[i + 2]), bg) if parts[i] == "38" else (fg, int(parts[i + 2]))
                    i += 3
                else:
                    i += 1
        elif match.group(2):
            rows.append(row)
            row = []
        else:
            glyph = match.group(3)
            row.append((glyph, None if glyph == " " else fg, bg))
    if row:
        rows.append(row)
    return rows


def reversed_pen(cell):
    """Whether the cell is drawn in reverse video: its background is the lit colour."""
    return cell[2] == LIT


def toggle(pen, wanted):
    if pen == wanted:
        return 0
    return TOGGLE[wanted] if pen is not None else len("\x1b[7;38;5;231;48;5;16m")


def glyph_bytes(cell):
    return len(cell[0].encode())


def horizontal(column, target):
    if column == target:
        return 0
    distance = abs(target - column)
    options = [3 + (0 if distance == 1 else len(str(distance))), 3 + len(str(target + 1))]
    if target == 0:
        options.append(1)
    if target < column and distance <= 3:
        options.append(distance)
    return min(options)


def vertical(row, target):
    distance = abs(target - row)
    if distance == 0:
        return 0
    if target > row and distance <= 3:
        return distance
    return 3 + (0 if distance == 1 else len(str(distance)))


def move(cursor, row, column):
    absolute = 4 + len(str(row + 1)) + len(str(column + 1))
    if cursor is None:
        return absolute
    return min(absolute, vertical(cursor[0], row) + horizontal(cursor[1], column))


def runs_of(previous, frame):
    """Changed cells, row-major, as runs side by side along a row with one pen each:
    [row, first column, end column, reverse video]."""
    runs = []
    for r, row in enumerate(frame):
        for c, cell in enumerate(row):
            if previous[r][c] == cell:
                continue
            pen = reversed_pen(cell)
            if runs and runs[-1][0] == r and runs[-1][2] == c and runs[-1][3] == pen:
                runs[-1][2] = c + 1
            else:
                runs.append([r, c, c + 1, pen])
    return runs


class Second:
    """One second's changes and the price of writing a run from a cursor and pen."""

    def __init__(self, previous, frame):
        self.frame = frame
        self.runs = runs_of(previous, frame)
        self.edges = {}

    def black(self, r, start, end):
        return all(self.frame[r][c] == (" ", None, DARK) for c in range(start, end))

    def write(self, run, cursor, pen):
        """Bytes, cursor after: the cells, or ECH or EL for a black run."""
        r, start, end, wanted = run
        written = toggle(pen, wanted) + sum(glyph_bytes(self.frame[r][c]) for c in range(start, end))
        best = (written, (r, end))
        if not wanted and self.black(r, start, end):
            if self.black(r, start, WIDTH):
                best = min(best, (toggle(pen, wanted) + 3, (r, start)))
            count = end - start
            best = min(best, (toggle(pen, wanted) + 3 + (0 if count == 1 else len(str(count))), (r, start)))
        return best

    def edge(self, index, cursor, pen):
        """Bytes, cursor after, to write run `index` next: moving to it, or rewriting the
        cells between the cursor and it along the row."""
        key = (index, cursor, pen)
        if key not in self.edges:
            self.edges[key] = self.priced_edge(index, cursor, pen)
        return self.edges[key]

    def rewrite(self, run, cursor, pen):
        """Bytes and pen after rewriting the cells from the cursor to the run along its
        row, or None where the run is not ahead of the cursor on its row."""
        if cursor is None or cursor[0] != run[0] or run[1] <= cursor[1]:
            return None
        gap, current = 0, pen
        for c in range(cursor[1], run[1]):
            cell = self.frame[run[0]][c]
            gap += toggle(current, reversed_pen(cell)) + glyph_bytes(cell)
            current = reversed_pen(cell)
        return gap, current

    def priced_edge(self, index, cursor, pen):
        run = self.runs[index]
        cost, after = self.write(run, cursor, pen)
        best = (move(cursor, run[0], run[1]) + cost, after)
        rewritten = self.rewrite(run, cursor, pen)
        if rewritten is not None:
            cost, after = self.write(run, (run[0], run[1]), rewritten[1])
            best = min(best, (rewritten[0] + cost, after))
        return best

    def in_order(self, order, pen):
        cursor, total = None, 0
        for index in order:
            cost, cursor = self.edge(index, cursor, pen)
            total += cost
            pen = self.runs[index][3]
        return total

    def start(self, index, cursor, pen):
        """The bytes of reaching run `index` and setting the pen for its first cell, by
        moving or by rewriting the gap, as the encoder prices a candidate."""
        run = self.runs[index]
        best = move(cursor, run[0], run[1]) + toggle(pen, run[3])
        rewritten = self.rewrite(run, cursor, pen)
        if rewritten is not None:
            best = min(best, rewritten[0] + toggle(rewritten[1], run[3]))
        return best

    def greedy(self, pen, width=16):
        """The encoder's order: of the next `width` runs, the cheapest to start."""
        left, cursor, total = list(range(len(self.runs))), None, 0
        while left:
            index = min(left[:width], key=lambda i: (self.start(i, cursor, pen), i))
            cost, cursor = self.edge(index, cursor, pen)
            total += cost
            pen = self.runs[index][3]
            left.remove(index)
        return total

    def best(self, pen):
        """The cheapest of every order: over sets of runs written, by the last one."""
        n = len(self.runs)
        if n == 0:
            return 0
        infinity = 1 << 30
        cost = [[infinity] * n for _ in range(1 << n)]
        cursor = [[None] * n for _ in range(1 << n)]
        for i in range(n):
            cost[1 << i][i], cursor[1 << i][i] = self.edge(i, None, pen)
        for mask in range(1, 1 << n):
            for i in range(n):
                so_far = cost[mask][i]
                if so_far >= infinity:
                    continue
                for j in range(n):
                    if mask >> j & 1:
                        continue
                    step, after = self.edge(j, cursor[mask][i], self.runs[i][3])
                    if so_far + step < cost[mask | 1 << j][j]:
                        cost[mask | 1 << j][j] = so_far + step
                        cursor[mask | 1 << j][j] = after
        return min(cost[(1 << n) - 1])


def order_prices(frame_texts):
    """(label, bytes a minute) rows for consecutive frames, each order priced over the
    seconds with at most MAX_RUNS runs, as a minute at their rate; and how many seconds
    that was of how many."""
    frames = [parse_frame(text) for text in frame_texts]
    seconds = [Second(a, b) for a, b in zip(frames, frames[1:])]
    searched = [s for s in seconds if len(s.runs) <= MAX_RUNS]
    if not searched:
        return [], 0, len(seconds)
    totals = {"row after row": 0, "cheapest start next": 0, "best order, searched": 0}
    for second in searched:
        totals["row after row"] += second.in_order(range(len(second.runs)), True)
        totals["cheapest start next"] += second.greedy(True)
        totals["best order, searched"] += second.best(True)
    return [(label, total * 60 / len(searched)) for label, total in totals.items()], len(searched), len(seconds)
