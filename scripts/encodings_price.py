"""The price list of encodings for `make bench`: the bytes Pulse sent in seconds mode,
priced under the other ways a terminal program could have sent the same cells. It says
how far the encoder is from the alternatives and from the floor, so a change to it can be
weighed in the same run."""
import re


def encoding_alternatives(raw):
    """Replays a captured stream of Pulse's frame output (cursor moves and glyphs) and
    prices the same cells under other encodings: absolute or relative cursor moves, REP,
    reverse video for full blocks (a dynamic programme over the two states), and a floor
    of one byte a cell and three a move. Returns (label, bytes) rows."""
    text = open(raw, "rb").read().decode("utf-8", "replace")
    segments, row, column, current = [], 1, 1, None
    for token in re.findall(r"\x1b\[[0-9;]*[A-Za-z]|.", text, re.S):
        if token.startswith("\x1b"):
            parameters, final = token[2:-1], token[-1]
            if final == "H":
                parts = (parameters.split(";") + ["1", "1"])[:2]
                row, column = int(parts[0] or 1), int(parts[1] or 1)
            elif final == "G":
                column = int(parameters or 1)
            elif final in "ABCD":
                n = int(parameters or 1)
                row += {"A": -n, "B": n}.get(final, 0)
                column += {"C": n, "D": -n}.get(final, 0)
            if final != "m":
                current = None
            continue
        if current is None or current[0] != row or current[1] + len(current[2]) != column:
            current = [row, column, []]
            segments.append(current)
        current[2].append(token)
        column += 1

    def cup(r, c):
        return len(f"\x1b[{r};{c}H")

    def move(previous, r, c, relative):
        if previous is None:
            return cup(r, c)
        pr, pc = previous
        if not relative:
            return len(f"\x1b[{c}G") if pr == r else cup(r, c)
        down = 0 if r == pr else (3 if abs(r - pr) == 1 else len(f"\x1b[{abs(r - pr)}B"))
        across = 0 if c == pc else min(len(f"\x1b[{c}G"), 3 if abs(c - pc) == 1 else len(f"\x1b[{abs(c - pc)}C"))
        return min(cup(r, c), down + across)

    def glyphs(cells, repeat):
        cost, i = 0, 0
        while i < len(cells):
            j = i
            while j < len(cells) and cells[j] == cells[i]:
                j += 1
            width = len(cells[i].encode())
            plain = (j - i) * width
            cost += min(plain, width + len(f"\x1b[{j - i - 1}b")) if repeat and j - i >= 3 else plain
            i = j
        return cost

    def reverse(cells, state):
        def price(g, on):
            return (3 if on else 1) if g == " " else (1 if on else 3) if g == "\u2588" else len(g.encode())
        best = {state: 0, not state: 4 if not state else 5}
        for g in cells:
            best = {on: min(best[on], best[not on] + (4 if on else 5)) + price(g, on) for on in (False, True)}
        end = min(best, key=best.get)
        return best[end], end

    def total(relative=False, repeat=False, inverted=False):
        cost, previous, state = 0, None, False
        for r, c, cells in segments:
            cost += move(previous, r, c, relative)
            if inverted:
                spent, state = reverse(cells, state)
                cost += spent
            else:
                cost += glyphs(cells, repeat)
            previous = (r, c + len(cells))
        return cost

    floor = sum(len(cells) for _, _, cells in segments) + 3 * len(segments)
    return [("as sent (shortest cursor moves)", len(text.encode())), ("with CUP and CHA only", total()),
            ("as sent, plus REP for runs", total(relative=True, repeat=True)),
            ("as sent, plus reverse video", total(relative=True, inverted=True)),
            ("floor: 1 byte a cell, 3 a move", floor)]
