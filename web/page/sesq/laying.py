"""Laying tiles before Play: the tray in the player's order, the tiles put on the board, the arrow.

Nothing here is committed: it is the player's tentative play, which the page
checks and scores after every change (the engine's `Game.calculate`).

- Tap an empty square: the arrow appears there, across (or along the line of
  the tiles already laid); tap it again: it turns down; a third time: it goes.
- Tap a tray tile: it lands on the arrow, which moves on to the next free
  square in its direction, skipping tiles. With no arrow, the tile is picked up
  and lands on the next empty square tapped.
- Tap a tile laid this turn: it goes back to the tray, picked up, and the arrow
  comes to its square: tap a square to move it there, or a tray tile to lay
  another one instead.
- Typing a letter lays the tray tile of that letter on the arrow (a blank when
  the tray has none); Backspace takes back the last tile laid.

A tray slot laid on the board stays in the tray as a gap, so the tiles keep
their places. A blank is laid as "?" until the player names its letter; then
it is that letter in lowercase.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from beguile.sesquipedal.board import EMPTY, SIZE, Board
from beguile.sesquipedal.tiles import BLANK

Square = tuple[int, int]


@dataclass(frozen=True)
class Laid:
    """A tray tile put on the board this turn."""

    square: Square
    slot: int
    letter: str
    """"A"-"Z" a letter tile; "a"-"z" a blank and the letter it stands for; "?" a blank not yet named."""


@dataclass(frozen=True)
class Laying:
    """A player's tentative play and tray."""

    tray: tuple[str, ...]
    laid: tuple[Laid, ...] = ()
    """In the order laid (Backspace takes the last)."""
    cursor: Square | None = None
    across: bool = True
    turned: bool = False
    """Whether the arrow was turned on this square already (a further tap takes it away)."""
    picked: int | None = None
    """A tray slot picked up, waiting for a square."""

    def at(self, square: Square) -> Laid | None:
        """The tile laid on a square this turn, if any."""
        return next((t for t in self.laid if t.square == square), None)

    def slot_laid(self, slot: int) -> Laid | None:
        return next((t for t in self.laid if t.slot == slot), None)

    def free(self, board: Board, square: Square) -> bool:
        """Whether a square of the board is empty and holds no tile laid this turn."""
        row, col = square
        return 0 <= row < SIZE and 0 <= col < SIZE and board.cells[row * SIZE + col] == EMPTY and self.at(square) is None

    def placements(self) -> list[tuple[int, int, str]]:
        """The tiles laid as the engine takes them: (row, column, tile)."""
        return [(t.square[0], t.square[1], t.letter) for t in self.laid]

    def unnamed_blank(self) -> Square | None:
        """The square of a blank laid without its letter yet."""
        return next((t.square for t in self.laid if t.letter == BLANK), None)

    def in_tray(self) -> list[int]:
        """The slots whose tiles are still in the tray."""
        laid = {t.slot for t in self.laid}
        return [slot for slot in range(len(self.tray)) if slot not in laid]


def next_free(lay: Laying, board: Board, square: Square, across: bool) -> Square | None:
    """The first free square after `square` in a direction, skipping tiles (None off the board)."""
    dr, dc = (0, 1) if across else (1, 0)
    row, col = square[0] + dr, square[1] + dc
    while 0 <= row < SIZE and 0 <= col < SIZE:
        if lay.free(board, (row, col)):
            return (row, col)
        row, col = row + dr, col + dc
    return None


def _line_of_laid(lay: Laying, square: Square) -> bool | None:
    """Across or down when a square lies in the line of the tiles laid (None when it does not)."""
    if not lay.laid:
        return None
    rows = {t.square[0] for t in lay.laid}
    cols = {t.square[1] for t in lay.laid}
    if rows == {square[0]}:
        return True
    if cols == {square[1]}:
        return False
    return None


def lay_tile(lay: Laying, board: Board, slot: int, square: Square, letter: str | None = None) -> Laying:
    """Put a tray tile on a free square; the arrow moves on if it was there."""
    if not lay.free(board, square) or lay.slot_laid(slot) is not None or not 0 <= slot < len(lay.tray):
        return lay
    tile = lay.tray[slot]
    if tile == BLANK:
        letter = letter.lower() if letter else BLANK
    else:
        letter = tile
    laid = (*lay.laid, Laid(square, slot, letter))
    after = replace(lay, laid=laid, picked=None)
    if square == lay.cursor:
        return replace(after, cursor=next_free(after, board, square, lay.across), turned=False)
    return after


def tap_square(lay: Laying, board: Board, square: Square) -> Laying:
    """A tap on a square of the board (see the module notes)."""
    mine = lay.at(square)
    if mine is not None:
        back = replace(lay, laid=tuple(t for t in lay.laid if t is not mine))
        return replace(back, picked=mine.slot, cursor=square, turned=False)
    if not lay.free(board, square):
        return lay
    if lay.picked is not None:
        return lay_tile(lay, board, lay.picked, square)
    if square == lay.cursor:
        if lay.turned:
            return replace(lay, cursor=None, turned=False)
        return replace(lay, across=not lay.across, turned=True)
    line = _line_of_laid(lay, square)
    return replace(lay, cursor=square, across=True if line is None else line, turned=False)


def tap_tray(lay: Laying, board: Board, slot: int) -> Laying:
    """A tap on a tray slot: lay it on the arrow, pick it up, put it down, or take a laid tile back."""
    laid = lay.slot_laid(slot)
    if laid is not None:
        return replace(lay, laid=tuple(t for t in lay.laid if t is not laid), picked=None)
    if lay.cursor is not None and lay.free(board, lay.cursor):
        return lay_tile(lay, board, slot, lay.cursor)
    return replace(lay, picked=None if lay.picked == slot else slot)


def lay_letter(lay: Laying, board: Board, letter: str) -> Laying | None:
    """Typing a letter: its tile (else a blank as that letter) on the arrow; None when the tray cannot."""
    letter = letter.upper()
    if lay.cursor is None or not lay.free(board, lay.cursor) or not ("A" <= letter <= "Z" and len(letter) == 1):
        return None
    slots = lay.in_tray()
    slot = next((s for s in slots if lay.tray[s] == letter), None)
    if slot is None:
        slot = next((s for s in slots if lay.tray[s] == BLANK), None)
    if slot is None:
        return None
    return lay_tile(lay, board, slot, lay.cursor, letter)


def take_back_last(lay: Laying) -> Laying:
    """Backspace: the last tile laid goes back, and the arrow comes to its square."""
    if not lay.laid:
        return lay
    last = lay.laid[-1]
    return replace(lay, laid=lay.laid[:-1], cursor=last.square, turned=False, picked=None)


def recall(lay: Laying) -> Laying:
    """Every tile laid goes back to the tray; the arrow waits where the first one was."""
    if not lay.laid:
        return replace(lay, picked=None)
    first = min(t.square for t in lay.laid)
    return replace(lay, laid=(), cursor=first, turned=False, picked=None)


def name_blank(lay: Laying, square: Square, letter: str) -> Laying:
    """Say which letter a laid blank stands for."""
    laid = lay.at(square)
    if laid is None or lay.tray[laid.slot] != BLANK or not ("A" <= letter.upper() <= "Z" and len(letter) == 1):
        return lay
    named = replace(laid, letter=letter.lower())
    return replace(lay, laid=tuple(named if t is laid else t for t in lay.laid))


def to_tray(lay: Laying, square: Square) -> Laying:
    """A laid tile goes back to the tray (without being picked up)."""
    laid = lay.at(square)
    if laid is None:
        return lay
    return replace(lay, laid=tuple(t for t in lay.laid if t is not laid), picked=None)


def move_tile(lay: Laying, board: Board, source: Square, target: Square) -> Laying:
    """A laid tile moved to another free square (a drag, or a tap then a square)."""
    laid = lay.at(source)
    if laid is None or not lay.free(board, target):
        return lay
    moved = replace(laid, square=target)
    return replace(lay, laid=tuple(moved if t is laid else t for t in lay.laid), picked=None)


def turn(lay: Laying) -> Laying:
    """Space: the arrow turns (across to down and back)."""
    return replace(lay, across=not lay.across, turned=False)


def point(lay: Laying, square: Square | None) -> Laying:
    """Put the arrow on a square (the keyboard's focus), keeping its direction."""
    return replace(lay, cursor=square, turned=False)


def _permute(lay: Laying, order: list[int]) -> Laying:
    """The tray shown in a new order (`order[i]` is the old slot now at i); laid tiles follow their slots."""
    where = {old: new for new, old in enumerate(order)}
    laid = tuple(replace(t, slot=where[t.slot]) for t in lay.laid)
    picked = None if lay.picked is None else where[lay.picked]
    return replace(lay, tray=tuple(lay.tray[old] for old in order), laid=laid, picked=picked)


def move_slot(lay: Laying, source: int, target: int) -> Laying:
    """Reorder the tray: the tile at `source` moves to `target`, the others close up."""
    size = len(lay.tray)
    if not (0 <= source < size and 0 <= target < size) or source == target:
        return lay
    order = [s for s in range(size) if s != source]
    order.insert(target, source)
    return _permute(lay, order)


def shuffle(lay: Laying, rng: random.Random) -> Laying:
    """The tiles still in the tray in a new random order (gaps of laid tiles stay put)."""
    slots = lay.in_tray()
    mixed = slots[:]
    rng.shuffle(mixed)
    order = list(range(len(lay.tray)))
    for place, slot in zip(slots, mixed):
        order[place] = slot
    return replace(_permute(lay, order), picked=None)


def with_play(lay: Laying, board: Board, tiles: list[tuple[int, int, str]]) -> Laying:
    """A proposed play (Suggest, Search) laid from the tray, after a recall; unchanged if the tray lacks a tile."""
    base = recall(lay)
    for row, col, tile in tiles:
        want = BLANK if tile.islower() else tile
        slot = next((s for s in base.in_tray() if base.tray[s] == want), None)
        if slot is None or not base.free(board, (row, col)):
            return lay
        base = lay_tile(base, board, slot, (row, col), tile)
    return replace(base, cursor=None, turned=False)


def arrange(order: tuple[str, ...], keep: set[int], tray: str) -> tuple[str, ...]:
    """A new tray shown in the player's order: kept tiles stay in their slots, new ones fill the gaps."""
    left = list(tray)
    slots: list[str | None] = []
    for slot, tile in enumerate(order):
        if slot in keep and tile in left:
            left.remove(tile)
            slots.append(tile)
        else:
            slots.append(None)
    filled = [tile if tile is not None else (left.pop(0) if left else None) for tile in slots]
    filled += left
    return tuple(tile for tile in filled if tile is not None)


def refill(lay: Laying, tray: str, keep: set[int] | None = None) -> Laying:
    """The laying of a new turn with this tray: no tiles laid, the order kept (`keep`: slots still held)."""
    keep = set(lay.in_tray()) if keep is None else keep
    return Laying(arrange(lay.tray, keep, tray), across=lay.across)


def fit(lay: Laying, board: Board) -> Laying:
    """After the board changed under a tentative play: tiles on squares now taken go back to the tray."""
    def taken(square: Square) -> bool:
        return board.cells[square[0] * SIZE + square[1]] != EMPTY

    kept = tuple(t for t in lay.laid if not taken(t.square))
    cursor = lay.cursor if lay.cursor is None or not taken(lay.cursor) else None
    if kept == lay.laid and cursor == lay.cursor:
        return lay
    return replace(lay, laid=kept, cursor=cursor, turned=False)


def restored(order: str, tray: str, laid, board: Board) -> Laying:
    """A laying brought back from the device: the saved order when it holds this tray's tiles, and the
    saved tiles laid wherever they still fit (anything else is quietly left in the tray)."""
    lay = Laying(tuple(order) if sorted(order) == sorted(tray) else tuple(tray))
    for row, col, slot, letter in laid:
        if not 0 <= slot < len(lay.tray):
            continue
        tile = lay.tray[slot]
        if tile == letter or (tile == BLANK and (letter == BLANK or letter.islower())):
            lay = lay_tile(lay, board, slot, (row, col), None if letter == BLANK else letter)
    return lay
