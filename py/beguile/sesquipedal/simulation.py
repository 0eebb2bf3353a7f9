"""Looking one reply ahead: the expert's candidates tried against sampled opponent trays.

Static equity (points plus the value of the tiles kept) cannot see what a play
opens: a lane for a long word, a hook that turns a word on the board into a
long cross-word. Under Sesquipedal's length points those replies are worth
dozens of points, so the expert plays each of its best few candidates against
the same sample of trays the next player might hold (drawn from the tiles it
cannot see) and charges each candidate the mean of the highest-scoring reply.
Using the same sample for every candidate compares them on equal terms.

A candidate's value is its points, minus the mean best reply, plus the weighted
value of the tiles it keeps. The best reply is searched again only along the
lines the candidate changes; on every other line it is the best it was before
(found once per sampled tray), which gives the same answer for a fraction of
the work.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from .board import EMPTY, SIZE, Board
from .movegen import Move, MoveGenerator, RawPlay, used_tiles

Line = tuple[bool, int]


def sample_trays(unseen: str, count: int, rng: random.Random, tray_size: int = 7) -> list[str]:
    """`count` trays the next player might hold, drawn from the tiles we cannot see (the bag and the other trays).

    The trays are dealt one after another from a shuffle of those tiles, which
    is shuffled again only when too few are left for a tray: so each tile shows
    up in close to its share of the trays, and a rare one (a blank, the Z) is
    neither missed nor drawn again and again by chance, which steadies the mean
    reply a small sample gives.
    """
    tiles = list(unseen)
    trays = []
    dealt = len(tiles)
    for _ in range(count):
        if dealt + tray_size > len(tiles):
            rng.shuffle(tiles)
            dealt = 0
        trays.append("".join(tiles[dealt:dealt + tray_size]))
        dealt += tray_size
    return trays


def line_of(play: RawPlay) -> Line:
    """The line a play lies along: (True, row) across or (False, column) down."""
    return (play[1], play[2] if play[1] else play[3])


def changed_lines(after: Board, play: RawPlay) -> set[Line]:
    """Lines whose plays a play can change, given the board with the play laid.

    They are the play's own line, the lines crossing it and the two just past
    its ends, and on each side of each new tile the parallel line where the
    run of tiles through it ends: there the word a tile would make across it changed.
    """
    _, across, row, col, code = play
    own, start = (row, col) if across else (col, row)
    lines = {(across, own)}
    lines |= {(not across, i) for i in range(max(0, start - 1), min(SIZE, start + len(code) + 1))}
    cells = after.cells
    for i, ch in enumerate(code):
        if ch == ".":
            continue
        k = start + i
        for step in (-1, 1):
            j = own + step
            while 0 <= j < SIZE and cells[j * SIZE + k if across else k * SIZE + j] != EMPTY:
                j += step
            if 0 <= j < SIZE:
                lines.add((across, j))
    return lines


def board_after(board: Board, play: RawPlay) -> Board:
    """A copy of the board with a raw play laid on it."""
    after = board.copy()
    after.place(Move(*play).tiles())
    return after


def best_by_line(generator: MoveGenerator, board: Board, tray: str) -> dict[Line, RawPlay]:
    """The highest-scoring play a tray can make along each line of a board."""
    best: dict[Line, RawPlay] = {}
    for play in generator.generate(board, tray):
        key = line_of(play)
        held = best.get(key)
        if held is None or play[0] > held[0]:
            best[key] = play
    return best


def best_reply(generator: MoveGenerator, board: Board, tray: str, before: dict[Line, RawPlay],
               changed: set[Line]) -> RawPlay | None:
    """The best play for a tray on a board that differs from `before`'s board only along `changed` lines."""
    best = None
    for key, play in before.items():
        if key not in changed and (best is None or play[0] > best[0]):
            best = play
    if changed:
        for play in generator.generate(board, tray, changed):
            if best is None or play[0] > best[0]:
                best = play
    return best


@dataclass(frozen=True)
class Candidate:
    """Something to try: a raw play (None for an exchange or a pass), the tiles it keeps, how many it draws."""

    play: RawPlay | None
    keeps: str
    draws: int


KeepValue = Callable[[str, int], float]
"""What keeping some tiles is worth with so many tiles left in the bag."""


def simulate(generator: MoveGenerator, board: Board, bag: int, candidates: list[Candidate],
             trays: list[str], keep_value: KeepValue,
             out_of_time: Callable[[], bool] | None = None) -> tuple[list[float], float] | None:
    """Each candidate's mean value over the sampled trays (points - best reply + value of the tiles kept).

    Also the mean best reply on the board as it stands, what a candidate not
    tried may be charged instead. The trays are tried one after another, every
    candidate against each; once `out_of_time()` says so, the means are over the
    trays tried so far (None when there was no time for one).
    """
    prepared = []
    for candidate in candidates:
        play = candidate.play
        if play is None:
            prepared.append((candidate, board, set(), 0))
        else:
            after = board_after(board, play)
            prepared.append((candidate, after, changed_lines(after, play), play[0]))
    totals = [0.0] * len(candidates)
    standing = 0.0
    tried = 0
    for tray in trays:
        if out_of_time is not None and out_of_time():
            break
        lines = best_by_line(generator, board, tray)
        standing += max((play[0] for play in lines.values()), default=0)
        for index, (candidate, after, changed, points) in enumerate(prepared):
            reply = best_reply(generator, after, tray, lines, changed)
            left = bag - candidate.draws
            if reply is not None:
                left -= len(used_tiles(reply[4]))
            totals[index] += points - (reply[0] if reply else 0) + keep_value(candidate.keeps, max(0, left))
        tried += 1
    if not tried:
        return None
    return [total / tried for total in totals], standing / tried
