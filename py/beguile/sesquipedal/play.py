"""Play: checking tiles laid on the board against the rules, and their points.

`check_play` is the seed's "Calculate Word's Points": given tiles a player has
laid but not submitted, it says why the play is not allowed, or lists every
word it makes with its letter points and length points, and the total.

A placement is (row, column, tile) with tile "A"-"Z" for a letter tile or
"a"-"z" for a blank standing for that letter.

Play notation (used by records and the command line): the first square of the
primary word ("8H" across, "H8" down, see board.py), a space, then the word
with the letters already on the board in parentheses: "8H HE(AL)s" lays H, E
and a blank as S around AL.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..excerpt import excerpt
from ..lexicon import Lexicon
from . import scoring
from .board import CENTRE, EMPTY, SIZE, Board, BoardError, parse_square_name, square_name
from .tiles import ENGLISH, TileSet

Placement = tuple[int, int, str]


class IllegalPlay(ValueError):
    """Tiles laid in a way the rules do not allow; the message says why."""


@dataclass(frozen=True)
class Word:
    """One word a play makes: where it lies, its letters and its points."""

    row: int
    col: int
    across: bool
    text: str
    """The letters as on the board: uppercase for letter tiles, lowercase for blanks."""
    letter_points: int
    length_points: int
    primary: bool

    @property
    def points(self) -> int:
        """Letter points plus length points."""
        return self.letter_points + self.length_points

    @property
    def word(self) -> str:
        """The word in lowercase, as the lexicon holds it."""
        return self.text.lower()


@dataclass(frozen=True)
class Play:
    """Tiles laid, the words they make (primary first) and the play's points."""

    tiles: tuple[Placement, ...]
    words: tuple[Word, ...]
    score: int

    @property
    def primary(self) -> Word:
        """The primary word."""
        return self.words[0]

    @property
    def across(self) -> bool:
        """Whether the primary word runs across."""
        return self.words[0].across

    def used(self) -> str:
        """The tray tiles the play uses ("?" for each blank)."""
        return "".join("?" if tile.islower() else tile for _, _, tile in self.tiles)

    def notation(self, board: Board) -> str:
        """The play's notation on the board before it: "8H HE(AL)S"."""
        return notation(board, self.primary.row, self.primary.col, self.primary.across, self.tiles)

    def to_dict(self, board: Board) -> dict:
        """A JSON-ready description."""
        return {
            "notation": self.notation(board),
            "word": self.primary.word.upper(),
            "score": self.score,
            "tiles": [[r, c, t] for r, c, t in self.tiles],
            "words": [
                {"word": w.word.upper(), "primary": w.primary, "letter_points": w.letter_points,
                 "length_points": w.length_points, "points": w.points}
                for w in self.words
            ],
        }


def _run(board: Board, row: int, col: int, drow: int, dcol: int, new: dict) -> tuple[int, int, str]:
    """The run of tiles through (row, col) along a direction: start square and letters."""
    def at(r: int, c: int) -> str:
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            return EMPTY
        return new.get((r, c)) or board.cells[r * SIZE + c]

    r, c = row, col
    while at(r - drow, c - dcol) != EMPTY:
        r, c = r - drow, c - dcol
    start = (r, c)
    letters = []
    while at(r, c) != EMPTY:
        letters.append(at(r, c))
        r, c = r + drow, c + dcol
    return start[0], start[1], "".join(letters)


def check_play(board: Board, placements, lexicon: Lexicon | None = None,
               tile_set: TileSet = ENGLISH) -> Play:
    """Check laid tiles against the rules and score them; IllegalPlay says what is wrong.

    With a lexicon every word must be in it; without one only placement is checked.
    """
    tiles = []
    new: dict[tuple[int, int], str] = {}
    for placement in placements:
        try:
            row, col, tile = placement
        except (TypeError, ValueError):
            raise IllegalPlay(f"a placement is (row, column, tile), not {placement!r}") from None
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < SIZE and 0 <= col < SIZE):
            raise IllegalPlay(f"square ({row}, {col}) is off the board")
        if tile == "?":
            raise IllegalPlay(f"choose the letter the blank at {square_name(row, col, True)} stands for")
        if not (isinstance(tile, str) and len(tile) == 1 and ("A" <= tile <= "Z" or "a" <= tile <= "z")):
            raise IllegalPlay(f"{tile!r} is not a tile (A-Z, or a-z for a blank)")
        if board.cells[row * SIZE + col] != EMPTY:
            raise IllegalPlay(f"square {square_name(row, col, True)} already holds a tile")
        if (row, col) in new:
            raise IllegalPlay(f"two tiles on square {square_name(row, col, True)}")
        new[(row, col)] = tile
        tiles.append((row, col, tile))
    if not tiles:
        raise IllegalPlay("lay at least one tile")
    tiles.sort()
    rows = {r for r, _, _ in tiles}
    cols = {c for _, c, _ in tiles}
    if len(rows) > 1 and len(cols) > 1:
        raise IllegalPlay("the tiles of a play must lie in one row or one column")
    across = len(rows) == 1 if len(tiles) > 1 else True
    first_row, first_col, _ = tiles[0]
    last_row, last_col, _ = tiles[-1]
    for r in range(first_row, last_row + 1):
        for c in range(first_col, last_col + 1):
            if (r, c) not in new and board.cells[r * SIZE + c] == EMPTY:
                raise IllegalPlay(f"the play leaves a gap at {square_name(r, c, True)}")
    if board.is_empty():
        if len(tiles) < 2:
            raise IllegalPlay("the first word needs two or more tiles")
        if (CENTRE, CENTRE) not in new:
            raise IllegalPlay(f"the first word must cover the centre square {square_name(CENTRE, CENTRE, True)}")
    else:
        touching = any(
            0 <= r + dr < SIZE and 0 <= c + dc < SIZE and board.cells[(r + dr) * SIZE + c + dc] != EMPTY
            for r, c, _ in tiles for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
        )
        if not touching:
            raise IllegalPlay("the play must join the tiles already on the board")

    value = tile_set.value
    def make(run: tuple[int, int, str], is_across: bool, primary: bool) -> Word:
        row, col, text = run
        table = scoring.PRIMARY_LENGTH_POINTS if primary else scoring.CROSS_LENGTH_POINTS
        return Word(row, col, is_across, text, sum(value(t) for t in text), table[len(text)], primary)

    if len(tiles) == 1:
        row, col, _ = tiles[0]
        runs = [(_run(board, row, col, 0, 1, new), True), (_run(board, row, col, 1, 0, new), False)]
        runs = [(run, a) for run, a in runs if len(run[2]) >= 2]
        if not runs:
            raise IllegalPlay("the play must make a word of two or more letters")
        if len(runs) == 2 and not scoring.primary_is_first(len(runs[0][0][2]), len(runs[1][0][2])):
            runs.reverse()
        words = [make(run, a, i == 0) for i, (run, a) in enumerate(runs)]
    else:
        drow, dcol = (0, 1) if across else (1, 0)
        words = [make(_run(board, first_row, first_col, drow, dcol, new), across, True)]
        for r, c, _ in tiles:
            run = _run(board, r, c, dcol, drow, new)
            if len(run[2]) >= 2:
                words.append(make(run, not across, False))
    if lexicon is not None:
        wrong = [w.word.upper() for w in words if w.word not in lexicon]
        if wrong:
            listed = ", ".join(wrong)
            raise IllegalPlay(f"not in the dictionary: {listed}")
    return Play(tuple(tiles), tuple(words), sum(w.points for w in words))


def notation(board: Board, row: int, col: int, across: bool, tiles) -> str:
    """Notation of tiles laid on board along a primary word starting at (row, col)."""
    new = {(r, c): t for r, c, t in tiles}
    dr, dc = (0, 1) if across else (1, 0)
    parts = []
    inside = False
    r, c = row, col
    while 0 <= r < SIZE and 0 <= c < SIZE:
        tile = new.get((r, c)) or board.cells[r * SIZE + c]
        if tile == EMPTY:
            break
        old = (r, c) not in new
        if old != inside:
            parts.append("(" if old else ")")
            inside = old
        parts.append(tile)
        r, c = r + dr, c + dc
    if inside:
        parts.append(")")
    return f"{square_name(row, col, across)} {''.join(parts)}"


def parse_notation(board: Board, text: str) -> list[Placement]:
    """The tiles a notation lays on board ("8H HE(AL)s"); IllegalPlay if it does not fit."""
    try:
        where, word = text.split()
        row, col, across = parse_square_name(where)
    except (ValueError, BoardError):
        raise IllegalPlay(f"{excerpt(text)} is not a play: write the square and the word, as 8H HE(AL)S") from None
    dr, dc = (0, 1) if across else (1, 0)
    tiles: list[Placement] = []
    old = False
    r, c = row, col
    for ch in word:
        if ch in "()":
            if (ch == "(") == old:
                raise IllegalPlay(f"unbalanced parentheses in {excerpt(text)}")
            old = ch == "("
            continue
        if not ("A" <= ch <= "Z" or "a" <= ch <= "z"):
            raise IllegalPlay(f"{ch!r} in {excerpt(text)} is not a letter")
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            raise IllegalPlay(f"{excerpt(text)} runs off the board")
        cell = board.cells[r * SIZE + c]
        if old:
            if cell.lower() != ch.lower():
                raise IllegalPlay(f"{excerpt(text)}: the board holds {cell!r} at {square_name(r, c, True)}, not {ch!r}")
        else:
            if cell != EMPTY:
                raise IllegalPlay(f"{excerpt(text)}: square {square_name(r, c, True)} is taken; put its letter in parentheses")
            tiles.append((r, c, ch))
        r, c = r + dr, c + dc
    if old:
        raise IllegalPlay(f"unbalanced parentheses in {excerpt(text)}")
    return tiles
