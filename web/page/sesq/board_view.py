"""What each square of the crossword board and each tray tile shows, and how a screen reader names it.

A square is named as players write it, column letter then row number ("H8"),
then what it holds ("empty", "Q, 10 points", "blank as S") and what marks it
(the centre, the last move, a tile not played yet, the arrow).
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.sesquipedal.board import CENTRE, EMPTY, SIZE, Board, square_name
from beguile.sesquipedal.tiles import BLANK, ENGLISH, TileSet

from ..text import Text
from .laying import Laying, Square


@dataclass(frozen=True)
class SquareView:
    """One square as drawn."""

    letter: str
    points: str
    classes: str
    label: str


@dataclass(frozen=True)
class TileView:
    """One tray slot as drawn."""

    letter: str
    points: str
    classes: str
    label: str


def name(square: Square) -> str:
    """"H8": the column letter, then the row number."""
    return square_name(square[0], square[1], across=False)


NAMES = tuple(name((index // SIZE, index % SIZE)) for index in range(SIZE * SIZE))
_WORDS: dict[tuple[str, str], dict] = {}


def _words(text: Text, tiles: TileSet) -> dict:
    """The words squares are named with, looked up once per catalogue and tile set (a board has 225 squares)."""
    key = (text.language, tiles.name)
    if key not in _WORDS:
        if len(_WORDS) > 8:
            _WORDS.clear()
        found = {key: text(key) for key in ("sesq.square.empty", "sesq.square.centre", "sesq.square.last",
                                            "sesq.square.new", "sesq.square.arrow.across", "sesq.square.arrow.down")}
        found[BLANK] = ("", "", text("sesq.tile.blank.unnamed"))
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
            value = tiles.value(letter)
            found[letter] = (letter, str(value), text("sesq.tile.letter", letter=letter, points=text.points(value)))
            found[letter.lower()] = (letter, "", text("sesq.tile.blank.as", letter=letter))
        _WORDS[key] = found
    return _WORDS[key]


def squares(board: Board, lay: Laying | None, last: tuple[Square, ...], text: Text,
            fault: Square | None = None, tiles: TileSet = ENGLISH) -> list[SquareView]:
    """Every square of the board, row by row, with the tentative play and the arrow drawn on it."""
    words = _words(text, tiles)
    laid = {t.square[0] * SIZE + t.square[1]: t.letter for t in lay.laid} if lay else {}
    cursor = lay.cursor[0] * SIZE + lay.cursor[1] if lay and lay.cursor else -1
    marked = {row * SIZE + col for row, col in last}
    wrong = fault[0] * SIZE + fault[1] if fault else -1
    centre = CENTRE * SIZE + CENTRE
    views = []
    for index, cell in enumerate(board.cells):
        classes = []
        extras = []
        new = laid.get(index)
        tile = new or (cell if cell != EMPTY else "")
        if new:
            classes.append("new")
            extras.append(words["sesq.square.new"])
        elif tile:
            classes.append("tile")
        if tile:
            letter, points, said = words[tile]
            if tile == BLANK or tile.islower():
                classes.append("blank")
        else:
            letter, points, said = "", "", words["sesq.square.empty"]
        if index == centre:
            classes.append("centre")
            extras.append(words["sesq.square.centre"])
        if index in marked and not new:
            classes.append("last")
            extras.append(words["sesq.square.last"])
        if index == cursor:
            classes.append("arrow" if lay.across else "arrow down")
            extras.append(words["sesq.square.arrow.across" if lay.across else "sesq.square.arrow.down"])
        if index == wrong:
            classes.append("fault")
        views.append(SquareView(letter, points, " ".join(classes), ", ".join((NAMES[index], said, *extras))))
    return views


def tray(lay: Laying, text: Text, tiles: TileSet = ENGLISH) -> list[TileView]:
    """The tray's slots in the player's order; a slot laid on the board is a gap."""
    views = []
    for slot, tile in enumerate(lay.tray):
        laid = lay.slot_laid(slot)
        if tile == BLANK:
            letter, points, words = "", "0", text("sesq.tile.blank")
        else:
            value = tiles.value(tile)
            letter, points, words = tile, str(value), text("sesq.tile.letter", letter=tile, points=text.points(value))
        classes = ["blank"] if tile == BLANK else []
        if laid is not None:
            classes.append("gone")
            words = text("sesq.tile.on-board", tile=words, square=name(laid.square))
        elif lay.picked == slot:
            classes.append("picked")
            words = text("sesq.tile.picked", tile=words)
        views.append(TileView(letter, points, " ".join(classes), words))
    return views


Area = tuple[int, int, int, int]
"""Squares from (top row, left column) to (bottom row, right column), both included."""


def play_area(board: Board, lay: Laying | None) -> Area | None:
    """The squares the zoom must keep in view: every word the tiles laid make (the main word and each
    cross-word, with the board's letters they run through) and the arrow's square; None with no tile laid."""
    if lay is None or not lay.laid:
        return None
    squares = [lay.cursor] if lay.cursor is not None else []
    for tile in lay.laid:
        for step in ((0, 1), (1, 0)):
            squares += [_run_end(board, lay, tile.square, step, -1), _run_end(board, lay, tile.square, step, 1)]
    rows, cols = [r for r, _ in squares], [c for _, c in squares]
    return min(rows), min(cols), max(rows), max(cols)


def _run_end(board: Board, lay: Laying, square: Square, step: Square, sign: int) -> Square:
    """The last square of the letters that run from a square one way along a line (itself if none)."""
    row, col = square
    while True:
        nxt = (row + sign * step[0], col + sign * step[1])
        if not (0 <= nxt[0] < SIZE and 0 <= nxt[1] < SIZE) or lay.free(board, nxt):
            return row, col
        row, col = nxt

