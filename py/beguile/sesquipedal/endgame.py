"""The end of a two-player game: the bag is empty, so each player knows the other's tray.

Then the last few moves decide close games. Going out ends the game and costs
the other player the points left in the tray; being stuck with tiles costs us
ours. The expert searches two plies: each of its best plays (and a pass), the
opponent's most damaging answer among its best few replies and a pass, then
its own best finish with what it has left. Where the game ends within those
plies the result is exact; a finish that does not go out is rated by a rule of
thumb (what the tiles still held are likely to cost).
"""

from __future__ import annotations

from collections.abc import Callable

from .board import Board
from .movegen import MoveGenerator, RawPlay, best_first, used_tiles
from .simulation import board_after
from .tiles import TileSet, leave_after

PLAYS_SEARCHED = 20
REPLIES_SEARCHED = 6
STUCK_PER_POINT = 2.0
STUCK_PER_TILE = 2.0
ENDGAME_PASS_COST = 5.0


def tiles_left(tray: str, play: RawPlay) -> str:
    """The sorted tiles a tray keeps after a raw play."""
    return leave_after(tray, used_tiles(play[4]))


def stuck(values: TileSet, tiles: str) -> float:
    """How much being left with these tiles near the end is likely to cost."""
    return STUCK_PER_POINT * values.tray_points(tiles) + STUCK_PER_TILE * len(tiles)


def finish(generator: MoveGenerator, board: Board, tray: str, theirs: int, values: TileSet) -> float:
    """Our best last move with a tray: going out wins `theirs` (their tray's points); otherwise what we keep costs us."""
    best = -stuck(values, tray)
    for play in generator.generate(board, tray):
        left = tiles_left(tray, play)
        value = play[0] + theirs if not left else play[0] - stuck(values, left)
        if value > best:
            best = value
    return best


def blocked(generator: MoveGenerator, board: Board, tray: str, theirs: int, values: TileSet) -> float:
    """Our result when the opponent cannot move: our best finish, or passing until the game ends."""
    return max(finish(generator, board, tray, theirs, values), theirs - values.tray_points(tray))


def outcome(generator: MoveGenerator, board: Board, tray: str, their_tray: str, play: RawPlay | None,
            values: TileSet) -> float:
    """Our points minus theirs from here to the end if we make this play (None: pass), as the search sees it."""
    left = tray if play is None else tiles_left(tray, play)
    theirs = values.tray_points(their_tray)
    if play is not None and not left:
        return play[0] + theirs
    after = board if play is None else board_after(board, play)
    gain = 0 if play is None else play[0]
    ours = values.tray_points(left)
    replies = []
    for reply in generator.generate(after, their_tray):
        kept = tiles_left(their_tray, reply)
        replies.append((reply[0] + (0 if kept else ours), reply, kept))
    if not replies:
        if play is None:  # neither can move: the game ends with both trays
            return theirs - ours
        return gain + blocked(generator, after, left, theirs, values)
    replies.sort(key=lambda r: -r[0])
    worst = gain + finish(generator, after, left, theirs, values)  # they pass
    for _, reply, kept in replies[:REPLIES_SEARCHED]:
        if not kept:
            value = gain - reply[0] - ours
        else:
            value = gain - reply[0] + finish(generator, board_after(after, reply), left,
                                             values.tray_points(kept), values)
        worst = min(worst, value)
    return worst


def endgame_rank(generator: MoveGenerator, board: Board, tray: str, their_tray: str, values: TileSet,
                 out_of_time: Callable[[], bool] | None = None) -> list[tuple[float, RawPlay | None]]:
    """Our best plays (and a pass, as None) by their outcome to the end of the game, best first.

    The plays are searched best first at once; when `out_of_time()` says so,
    the ranking holds those searched so far (always at least one).
    """
    at_once = at_once_rank(generator, board, tray, values.tray_points(their_tray), values)
    chosen = [play for _, play in at_once if play is not None][:PLAYS_SEARCHED] + [None]
    ranked = []
    for play in chosen:
        if ranked and out_of_time is not None and out_of_time():
            break
        ranked.append((outcome(generator, board, tray, their_tray, play, values), play))
    ranked.sort(key=lambda r: -r[0])
    return ranked


def at_once_rank(generator: MoveGenerator, board: Board, tray: str, theirs: int,
                 values: TileSet) -> list[tuple[float, RawPlay | None]]:
    """Each play (and a pass, as None) by its points, plus `theirs` (the others' trays) if it goes out,
    less what the tiles kept may cost; what the expert uses without a search (three or four players)."""
    ranked: list[tuple[float, RawPlay | None]] = []
    for play in sorted(generator.generate(board, tray), key=best_first):
        left = tiles_left(tray, play)
        ranked.append((play[0] + theirs if not left else play[0] - stuck(values, left), play))
    ranked.append((-stuck(values, tray) - ENDGAME_PASS_COST, None))
    ranked.sort(key=lambda r: -r[0])
    return ranked
