"""The end of a two-player game: the bag is empty, so each player knows the other's tray.

Then the last few moves decide close games. Going out ends the game and costs
the other player the points left in the tray; being stuck with tiles costs us
ours. The expert searches two plies: each of its best plays (and a pass), the
opponent's most damaging reply among its best few, then its own best finish
with what it has left, rated by how far it would be stuck.
"""

from __future__ import annotations

from .board import Board
from .movegen import MoveGenerator, RawPlay
from .simulation import board_after
from .tiles import BLANK, TileSet

PLAYS_SEARCHED = 20
REPLIES_SEARCHED = 6
STUCK_PER_POINT = 2.0
STUCK_PER_TILE = 2.0
PASS_COST = 5.0


def tiles_left(tray: str, play: RawPlay) -> str:
    """The sorted tiles a tray keeps after a raw play."""
    left = sorted(tray)
    for ch in play[4]:
        if ch != ".":
            left.remove(ch if ch <= "Z" else BLANK)
    return "".join(left)


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


def outcome(generator: MoveGenerator, board: Board, tray: str, their_tray: str, play: RawPlay | None,
            values: TileSet) -> float:
    """Our points minus theirs from here to the end, if we make this play (None: pass)."""
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
        if play is None:  # neither can move: both trays count against their holders
            return theirs - ours
        return gain + finish(generator, after, left, theirs, values)
    replies.sort(key=lambda r: -r[0])
    worst = None
    for _, reply, kept in replies[:REPLIES_SEARCHED]:
        if not kept:
            value = gain - reply[0] - ours
        else:
            value = gain - reply[0] + finish(generator, board_after(after, reply), left,
                                             values.tray_points(kept), values)
        if worst is None or value < worst:
            worst = value
    return worst


def endgame_rank(generator: MoveGenerator, board: Board, tray: str, their_tray: str,
                 values: TileSet) -> list[tuple[float, RawPlay | None]]:
    """Our best plays (and a pass, as None) by their outcome to the end of the game, best first."""
    theirs = values.tray_points(their_tray)
    plays = generator.generate(board, tray)
    plays.sort(key=lambda m: (-m[0], not m[1], m[2], m[3], m[4]))

    def at_once(play: RawPlay) -> int:
        left = tiles_left(tray, play)
        return play[0] + theirs if not left else play[0] - values.tray_points(left)

    chosen: list[RawPlay | None] = sorted(plays, key=lambda m: -at_once(m))[:PLAYS_SEARCHED]
    chosen.append(None)
    ranked = [(outcome(generator, board, tray, their_tray, play, values), play) for play in chosen]
    ranked.sort(key=lambda r: -r[0])
    return ranked


def at_once_rank(generator: MoveGenerator, board: Board, tray: str, theirs: int,
                 values: TileSet) -> list[tuple[float, RawPlay | None]]:
    """Without a search (three or four players): each play's points, the others' `theirs` if it goes out,
    less what the tiles kept may cost; and a pass."""
    ranked: list[tuple[float, RawPlay | None]] = []
    for play in generator.generate(board, tray):
        left = tiles_left(tray, play)
        ranked.append((play[0] + theirs if not left else play[0] - stuck(values, left), play))
    ranked.append((-stuck(values, tray) - PASS_COST, None))
    ranked.sort(key=lambda r: -r[0])
    return ranked
