"""The end of a two-player game: the bag is empty, so each player knows the other's tray.

Then the last few moves decide close games. Going out ends the game and costs
the other player the points left in the tray; being stuck with tiles costs us
ours. The expert searches five plies: each of its best plays (and a pass); the
opponent's answer; each of its own best few plays after that (and a pass); the
opponent's answer again; then its own best finish with what it has left.
Where the game ends within those plies the result is exact; a finish that does
not go out is rated by a rule of thumb (what the tiles still held are likely
to cost).

The opponent is expected to answer with its highest-scoring play, as the
look-ahead expects mid-game (simulation.py), and to pass only when it has no
play. One answer per play leaves time for more of our own plays and two more
plies. Measured over the endgames of 200 games against greedy each time (the
games forked where the bag ran out, so only the endgame differs), in points a
game for the expert: the highest-scoring answer instead of the worst of the
six best answers and a pass, +1.1 (+-0.4); our six best plays and their answer
after it, +0.9 (+-0.4) more; 40 plays searched first instead of 20, +1.0
(+-0.3), and 80, +0.4 (+-0.2) more; no longer fearing a pass from an opponent
who can play, +1.8 (+-0.3). A pass among our next moves changed 5 games of
200 (+0.03), but with it the search finds the best line whenever each player
holds two tiles (as the tests check by brute force). Searching 12 of our next
plays or a further pair of plies changed next to nothing.

The rule of thumb for what a finish keeps is not sensitive either: 1 or 3
instead of 2 a letter point, 0 or 4 instead of 2 a tile, and a pass cost of 0
or 10 instead of 5 changed one endgame of 40 between them (seeds
12000-12019), by a twentieth of a point a game.
"""

from __future__ import annotations

from collections.abc import Callable

from .board import Board
from .movegen import MoveGenerator, RawPlay, best_first, highest_scoring, used_tiles
from .simulation import board_after
from .tiles import TileSet, leave_after

PLAYS_SEARCHED = 80
NEXT_PLAYS_SEARCHED = 6
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


def next_moves(generator: MoveGenerator, board: Board, tray: str, their_tray: str, values: TileSet) -> float:
    """Our best result from our best few plays and a pass, each followed by their answer and our finish."""
    theirs = values.tray_points(their_tray)
    best = answered(generator, board, tray, their_tray, values, passed=True)
    plays = [(value, play) for value, play in at_once_rank(generator, board, tray, theirs, values) if play]
    for value, play in plays[:NEXT_PLAYS_SEARCHED]:
        left = tiles_left(tray, play)
        if left:
            after = board_after(board, play)
            value = play[0] + answered(generator, after, left, their_tray, values)
        best = max(best, value)
    return best


def answered(generator: MoveGenerator, board: Board, tray: str, their_tray: str, values: TileSet,
             passed: bool = False, deeper: bool = False) -> float:
    """Our points minus theirs to the end once they answer with their highest-scoring play and we finish.

    `passed`: we have just passed, so their pass too ends the game; `deeper`:
    our next move is searched (`next_moves`) rather than taken as our last.
    """
    reply = highest_scoring(generator.generate(board, their_tray))
    if reply is None:
        if passed:
            return values.tray_points(their_tray) - values.tray_points(tray)
        return blocked(generator, board, tray, values.tray_points(their_tray), values)
    kept = tiles_left(their_tray, reply)
    if not kept:
        return -reply[0] - values.tray_points(tray)
    after = board_after(board, reply)
    if deeper:
        return -reply[0] + next_moves(generator, after, tray, kept, values)
    return -reply[0] + finish(generator, after, tray, values.tray_points(kept), values)


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
    return gain + answered(generator, after, left, their_tray, values, passed=play is None, deeper=True)


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
