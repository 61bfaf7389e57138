"""The price list of encodings for `make bench`: the bytes Pulse sent in seconds mode,
priced under the other ways a terminal program could have sent the same cells. It says
how far the encoder is from the alternatives and from a bound, so a change to it can be
weighed in the same run. Every row pays for the pen (SGR) and the erases to the end of a
row (EL) as they were sent: the rows change the moves and the runs, not the order of the
writes, so the same cells need the same pen changes, and a row without them would promise
bytes no encoder can reach."""
import re


def encoding_alternatives(raw):
    """Replays a captured stream of Pulse's frame output (cursor moves, LF, CR, BS, SGR,
    REP, ECH and glyphs) into runs of cells, each cell with the SGR bytes sent before it,
    and prices the same cells under other encodings: absolute moves only, relative moves
    without the one-byte controls, REP for runs of one ASCII character (never sent: mosh and
    others drop it; priced to show what it would save), and a bound: what these cells and
    these pen changes would cost if every move were one byte (no order of the writes gets
    there; `order_search` finds the best one). Returns (label, bytes)
    rows."""
    text = open(raw, "rb").read().decode("utf-8", "replace")
    segments, row, column, current, pen, last = [], 1, 1, None, 0, None

    def write(glyph):
        nonlocal current, column, pen
        if current is None or current[0] != row or current[1] + len(current[2]) != column:
            current = [row, column, []]
            segments.append(current)
        current[2].append((glyph, pen))
        pen = 0
        column += 1

    sgr_sent = el_sent = 0
    for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b.|.", text, re.S):
        if token.startswith("\x1b["):
            parameters, final = token[2:-1], token[-1]
            if final == "m":
                pen += len(token.encode())
                sgr_sent += len(token.encode())
                continue
            if final == "b" and last is not None:
                for _ in range(int(parameters or 1)):
                    write(last)
                last = None
                continue
            last = None
            if final == "K":
                # The rest of the row erased: its three bytes, whatever the encoding.
                el_sent += len(token.encode())
            elif final == "X":
                # Erased cells are cells sent: priced as spaces written.
                saved = column
                for _ in range(int(parameters or 1)):
                    write(" ")
                column = saved
                current = None
            elif final == "H":
                parts = (parameters.split(";") + ["1", "1"])[:2]
                row, column = int(parts[0] or 1), int(parts[1] or 1)
            elif final == "G":
                column = int(parameters or 1)
            elif final in "ABCD":
                n = int(parameters or 1)
                row += {"A": -n, "B": n}.get(final, 0)
                column += {"C": n, "D": -n}.get(final, 0)
            if final not in "m":
                current = None
            continue
        if token in "\n\r\b":
            row, column = (row + 1, column) if token == "\n" else (row, 1) if token == "\r" else (row, column - 1)
            current, last = None, None
            continue
        if token.startswith("\x1b"):
            current, last = None, None
            continue
        write(token)
        last = token

    def cup(r, c):
        return len(f"\x1b[{r};{c}H")

    def move(previous, r, c, relative, one_byte=False):
        if previous is None:
            return cup(r, c)
        pr, pc = previous
        if not relative:
            return len(f"\x1b[{c}G") if pr == r else cup(r, c)
        dr, dc = r - pr, c - pc
        down = 0 if dr == 0 else dr if one_byte and 0 < dr <= 3 else (
            3 if abs(dr) == 1 else len(f"\x1b[{abs(dr)}B"))
        across = 0 if dc == 0 else min(len(f"\x1b[{c}G"), 3 if abs(dc) == 1 else len(f"\x1b[{abs(dc)}C"))
        if one_byte and dc != 0:
            across = min(across, 1 if c == 1 else -dc if -3 <= dc < 0 else across)
        return min(cup(r, c), down + across)

    def glyphs(cells, repeat):
        cost, i = 0, 0
        while i < len(cells):
            j = i + 1
            # A run continues while the cell and its pen stay the same.
            while j < len(cells) and cells[j] == (cells[i][0], 0):
                j += 1
            width = len(cells[i][0].encode())
            plain = (j - i) * width
            ascii_run = repeat and cells[i][0].isascii() and j - i > 1
            cost += cells[i][1] + (min(plain, width + len(f"\x1b[{j - i - 1}b")) if ascii_run else plain)
            cost += sum(pen for _, pen in cells[i + 1:j])
            i = j
        return cost

    def total(relative=False, one_byte=False, repeat=False):
        cost, previous = el_sent, None
        for r, c, cells in segments:
            cost += move(previous, r, c, relative, one_byte) + glyphs(cells, repeat)
            previous = (r, c + len(cells))
        return cost

    cells = [cell for _, _, run in segments for cell in run]
    # The bound: every cell's own glyph (a half block is 3 bytes in UTF-8; no repeat), one
    # byte a move, and the pen changes as sent.
    floor = sum(len(glyph.encode()) for glyph, _ in cells) + len(segments) + sgr_sent + el_sent
    return [("as sent", len(text.encode())),
            ("with CUP and CHA only", total()),
            ("relative, no LF/CR/BS, no REP", total(relative=True)),
            ("relative and LF/CR/BS, no REP", total(relative=True, one_byte=True)),
            ("the same and REP (not sent)", total(relative=True, one_byte=True, repeat=True)),
            ("of which SGR (pen changes)", sgr_sent),
            ("glyphs, SGR, 1 byte a move", floor)]
