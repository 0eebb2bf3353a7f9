"""Move generation: every legal play for a tray, with its points.

The method is Appel and Jacobson's (1988): for each row (then each column) the
squares next to tiles are anchors; each play is found once, from its leftmost
anchor, as a left part made of tray tiles on the empty squares before the
anchor (or the tiles already there) and a right part grown square by square.
Both walk the lexicon's word graph (DAWG); an empty square with tiles above or
below it allows only the letters that make a word with them (its cross-check,
a bit mask computed once per square and cached by the letters around it).
Points are added up while the play grows, so every play comes out scored.

A GADDAG (Gordon 1994) would find plays about twice as fast but needs about
five times the memory and a second graph to build and ship; the DAWG is the
one the grid games already load, and it meets the time targets (see
bench/sesquipedal.py), so Beguile uses the DAWG.

Raw plays are tuples `(score, across, row, col, code)`: the primary word starts
at (row, col) and `code` has one character per square of it: "A"-"Z" a letter
tile laid from the tray, "a"-"z" a blank laid as that letter, "." a tile that
was already on the board. A single tile that makes words both ways is listed
once, across if it makes an across word, and scored with the longer word as
primary (see scoring.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..lexicon import END, LETTER_BITS, NO_NODE, ROOT, Lexicon
from .board import CENTRE, EMPTY, SIZE, Board
from .scoring import CROSS_LENGTH_POINTS, PRIMARY_LENGTH_POINTS
from .tiles import BLANK, ENGLISH, TileSet

ALL = LETTER_BITS
UPPER = [chr(65 + i) for i in range(26)]
LOWER = [chr(97 + i) for i in range(26)]

RawPlay = tuple[int, bool, int, int, str]


def best_first(play: RawPlay) -> tuple[int, bool, int, int, str]:
    """Sort key for raw plays: highest score first, then a fixed order (across first, by square, by code)."""
    return (-play[0], not play[1], play[2], play[3], play[4])


def highest_scoring(plays: list[RawPlay]) -> RawPlay | None:
    """The highest-scoring play (None if there is none); among equals, the one greedy takes."""
    return max(plays, key=lambda m: (m[0], m[1], -m[2], -m[3], m[4]), default=None)


def used_tiles(code: str) -> str:
    """The tray tiles a raw play's code lays, "?" for each blank."""
    return "".join(ch if ch <= "Z" else BLANK for ch in code if ch != ".")


class Move(NamedTuple):
    """A legal play as the generator lists it (see the module notes for `code`)."""

    score: int
    across: bool
    row: int
    col: int
    code: str

    def tiles(self) -> list[tuple[int, int, str]]:
        """The (row, col, tile) placements the play lays."""
        dr, dc = (0, 1) if self.across else (1, 0)
        return [(self.row + i * dr, self.col + i * dc, ch) for i, ch in enumerate(self.code) if ch != "."]

    def used(self) -> str:
        """The tray tiles the play uses, "?" for each blank."""
        return used_tiles(self.code)

    def word(self, board: Board) -> str:
        """The primary word, uppercase."""
        dr, dc = (0, 1) if self.across else (1, 0)
        return "".join(
            (board.cells[(self.row + i * dr) * SIZE + self.col + i * dc] if ch == "." else ch).upper()
            for i, ch in enumerate(self.code)
        )

    def notation(self, board: Board) -> str:
        """Play notation on the board before the play: "8H HE(AL)S"."""
        from .play import notation
        return notation(board, self.row, self.col, self.across, self.tiles())


class MoveGenerator:
    """Lists legal plays on a board for a tray, over one lexicon and tile set."""

    def __init__(self, lexicon: Lexicon, tile_set: TileSet = ENGLISH) -> None:
        """A generator for a lexicon; cross-checks are cached across calls."""
        self.lexicon = lexicon
        self.tile_set = tile_set
        self.values = tile_set.values
        self._cross: dict[tuple[str, str], int] = {}

    def cross_mask(self, before: str, after: str) -> int:
        """Letters x (as bits) such that before + x + after is a word (lowercase)."""
        key = (before, after)
        found = self._cross.get(key)
        if found is not None:
            return found
        lex = self.lexicon
        node = lex.walk(before) if before else ROOT
        mask = 0
        if node != NO_NODE:
            letters = lex.masks[node] & LETTER_BITS
            base = lex.first[node]
            k = 0
            for i in range(26):
                bit = 1 << i
                if letters & bit:
                    child = lex.targets[base + k]
                    k += 1
                    end = lex.walk(after, child) if after else child
                    if end != NO_NODE and lex.masks[end] & END:
                        mask |= bit
        if len(self._cross) > 200_000:
            self._cross.clear()
        self._cross[key] = mask
        return mask

    def plays(self, board: Board, tray: str) -> list[Move]:
        """Every legal play, best score first (ties in a fixed order)."""
        raw = self.generate(board, tray)
        raw.sort(key=best_first)
        return [Move(*m) for m in raw]

    def generate(self, board: Board, tray: str, lines: Iterable[tuple[bool, int]] | None = None) -> list[RawPlay]:
        """Every legal play as raw tuples, in no particular order.

        `lines` limits the search to some (across, index) lines: rows when across,
        columns when not; plays lying along other lines are not listed.
        """
        cells = board.cells
        counts = [0] * 26
        blanks = 0
        for tile in tray:
            if tile == BLANK:
                blanks += 1
            else:
                counts[ord(tile) - 65] += 1
        out: list[RawPlay] = []
        first_move = cells[CENTRE * SIZE + CENTRE] == EMPTY and all(c == EMPTY for c in cells)
        wanted = None if lines is None else set(lines)
        for across in (True, False):
            for line in range(SIZE):
                if wanted is not None and (across, line) not in wanted:
                    continue
                self._line(cells, across, line, counts, blanks, len(tray), first_move, out)
        return out

    def _line(self, cells: list[str], across: bool, line: int, counts: list[int], blanks: int,
              tray_size: int, first_move: bool, out: list[RawPlay]) -> None:
        """Plays along one row (across) or column (down)."""
        values = self.values
        if across:
            squares = [cells[line * SIZE + i] for i in range(SIZE)]
        else:
            squares = [cells[i * SIZE + line] for i in range(SIZE)]
        letters = [-1 if ch == EMPTY else ord(ch.lower()) - 97 for ch in squares]
        points = [0 if ch == EMPTY or ch.islower() else values[ord(ch) - 65] for ch in squares]
        cmask = [ALL] * SIZE
        cbase: list[int | None] = [None] * SIZE
        clen = [0] * SIZE
        anchor = [False] * SIZE
        if first_move:
            if line != CENTRE:
                return
            anchor[CENTRE] = True
        else:
            any_anchor = False
            for i in range(SIZE):
                if letters[i] >= 0:
                    continue
                # the perpendicular word through square i of this line
                if across:
                    def at(k: int) -> str:
                        return cells[k * SIZE + i]
                else:
                    def at(k: int) -> str:
                        return cells[i * SIZE + k]
                k = line - 1
                while k >= 0 and at(k) != EMPTY:
                    k -= 1
                before = [at(j) for j in range(k + 1, line)]
                k = line + 1
                while k < SIZE and at(k) != EMPTY:
                    k += 1
                after = [at(j) for j in range(line + 1, k)]
                if before or after:
                    anchor[i] = True
                    text_before = "".join(before).lower()
                    text_after = "".join(after).lower()
                    cmask[i] = self.cross_mask(text_before, text_after)
                    length = len(before) + len(after) + 1
                    clen[i] = length
                    cbase[i] = sum(0 if ch.islower() else values[ord(ch) - 65] for ch in before + after) \
                        + CROSS_LENGTH_POINTS[length]
                elif (i > 0 and letters[i - 1] >= 0) or (i + 1 < SIZE and letters[i + 1] >= 0):
                    anchor[i] = True
                if anchor[i]:
                    any_anchor = True
            if not any_anchor:
                return

        lex = self.lexicon
        masks, first, targets = lex.masks, lex.first, lex.targets
        primary_points, cross_points = PRIMARY_LENGTH_POINTS, CROSS_LENGTH_POINTS
        path: list[str] = []
        append, pop = path.append, path.pop
        join = "".join

        def record(pos: int, main: int, cross: int, placed: int, last: int) -> None:
            length = len(path)
            if length < 2:
                return
            if placed == 1 and cbase[last] is not None:
                if not across:
                    return  # listed by the across pass, where it makes an across word
                other = clen[last]
                if other > length:  # the longer (down) word is primary
                    score = main + cross_points[length] + cross - cross_points[other] + primary_points[other]
                else:
                    score = main + primary_points[length] + cross
            else:
                score = main + primary_points[length] + cross
            start = pos - length
            if across:
                out.append((score, True, line, start, join(path)))
            else:
                out.append((score, False, start, line, join(path)))

        def extend(node: int, pos: int, main: int, cross: int, placed: int, rack: int, blank: int,
                   anchor_pos: int, last: int) -> None:
            if pos == SIZE:
                if pos > anchor_pos and masks[node] & END:
                    record(pos, main, cross, placed, last)
                return
            letter = letters[pos]
            mask = masks[node]
            if letter >= 0:
                bit = 1 << letter
                if mask & bit:
                    append(".")
                    extend(targets[first[node] + (mask & (bit - 1)).bit_count()], pos + 1, main + points[pos],
                           cross, placed, rack, blank, anchor_pos, last)
                    pop()
                return
            if pos > anchor_pos and mask & END:
                record(pos, main, cross, placed, last)
            avail = mask & cmask[pos] & (ALL if blank else rack)
            if not avail:
                return
            base = cbase[pos]
            has_cross = base is not None
            edge0 = first[node]
            nxt = pos + 1
            while avail:
                low = avail & -avail
                avail ^= low
                index = low.bit_length() - 1
                child = targets[edge0 + (mask & (low - 1)).bit_count()]
                if counts[index]:
                    value = values[index]
                    counts[index] -= 1
                    append(UPPER[index])
                    extend(child, nxt, main + value, cross + base + value if has_cross else cross, placed + 1,
                           rack if counts[index] else rack ^ low, blank, anchor_pos, pos)
                    pop()
                    counts[index] += 1
                if blank:
                    append(LOWER[index])
                    extend(child, nxt, main, cross + base if has_cross else cross, placed + 1,
                           rack, blank - 1, anchor_pos, pos)
                    pop()

        def left(node: int, limit: int, main: int, placed: int, rack: int, blank: int, anchor_pos: int) -> None:
            extend(node, anchor_pos, main, 0, placed, rack, blank, anchor_pos, -1)
            if not limit:
                return
            mask = masks[node]
            avail = mask & (ALL if blank else rack)
            edge0 = first[node]
            while avail:
                low = avail & -avail
                avail ^= low
                index = low.bit_length() - 1
                child = targets[edge0 + (mask & (low - 1)).bit_count()]
                if counts[index]:
                    counts[index] -= 1
                    append(UPPER[index])
                    left(child, limit - 1, main + values[index], placed + 1,
                         rack if counts[index] else rack ^ low, blank, anchor_pos)
                    pop()
                    counts[index] += 1
                if blank:
                    append(LOWER[index])
                    left(child, limit - 1, main, placed + 1, rack, blank - 1, anchor_pos)
                    pop()

        rack = 0
        for index in range(26):
            if counts[index]:
                rack |= 1 << index
        previous_anchor = -1
        for a in range(SIZE):
            if not anchor[a]:
                continue
            if a > 0 and letters[a - 1] >= 0:
                start = a - 1
                while start > 0 and letters[start - 1] >= 0:
                    start -= 1
                node = ROOT
                main = 0
                for k in range(start, a):
                    bit = 1 << letters[k]
                    mask = masks[node]
                    if not mask & bit:
                        node = NO_NODE
                        break
                    node = targets[first[node] + (mask & (bit - 1)).bit_count()]
                    main += points[k]
                if node != NO_NODE:
                    path[:] = ["."] * (a - start)
                    extend(node, a, main, 0, 0, rack, blanks, a, -1)
                    path.clear()
            else:
                limit = min(a - previous_anchor - 1, tray_size - 1)
                left(ROOT, limit, 0, 0, rack, blanks, a)
            previous_anchor = a
