"""Board: the 15x15 grid of squares, with no premium squares, and its text form.

A square is empty (".") or holds a tile: an uppercase letter for a letter tile,
a lowercase letter for a blank standing for that letter.

Board file format (what `beguile sesq moves --board FILE` reads): 15 lines of
15 characters, "." for an empty square, "A"-"Z" for a tile, "a"-"z" for a blank.
Blank lines and lines starting with "#" are skipped; spaces between squares are
allowed and ignored, so a board can be typed spaced out.

Squares are (row, column) from 0 at the top left. In move notation, as in the
usual crossword-game records, rows are numbered 1-15 and columns lettered A-O;
"8H" names the square row 8 column H for a play across, "H8" the same square
for a play down.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..excerpt import excerpt

SIZE = 15
CENTRE = SIZE // 2
EMPTY = "."
COLUMNS = "ABCDEFGHIJKLMNO"

Square = tuple[int, int]


class BoardError(ValueError):
    """Board text that cannot be read, or a square off the board."""


class Board:
    """The squares of a board, row by row, each "." or a tile."""

    __slots__ = ("cells",)

    def __init__(self, cells: list[str] | None = None) -> None:
        """An empty board, or one holding cells (225 one-character strings)."""
        if cells is None:
            cells = [EMPTY] * (SIZE * SIZE)
        if len(cells) != SIZE * SIZE:
            raise BoardError(f"a board has {SIZE * SIZE} squares, not {len(cells)}")
        self.cells = cells

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read the board file format (15 lines of 15 squares); BoardError for anything else."""
        if not isinstance(text, str):
            raise BoardError(f"a board is text, not {type(text).__name__}")
        rows = []
        for line in text.splitlines():
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            rows.append(stripped.replace(" ", ""))
        if len(rows) != SIZE:
            raise BoardError(f"a board needs {SIZE} lines of {SIZE} squares, found {len(rows)} lines")
        cells: list[str] = []
        for number, row in enumerate(rows, 1):
            if len(row) != SIZE:
                raise BoardError(f"board line {number} has {len(row)} squares, not {SIZE}: {excerpt(row)}")
            for square in row:
                if square != EMPTY and not ("A" <= square <= "Z" or "a" <= square <= "z"):
                    raise BoardError(
                        f"board line {number}: {square!r} is not a square ('.', A-Z for a tile, a-z for a blank)"
                    )
            cells.extend(row)
        return cls(cells)

    def to_text(self) -> str:
        """The board file format, which from_text reads back to an equal board."""
        return "\n".join("".join(self.cells[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)) + "\n"

    def __eq__(self, other: object) -> bool:
        """Boards are equal when every square holds the same."""
        return isinstance(other, Board) and self.cells == other.cells

    def __repr__(self) -> str:
        """A short form for debugging."""
        return f"Board({self.tile_count()} tiles)"

    def copy(self) -> Board:
        """An independent copy."""
        return Board(list(self.cells))

    def __getitem__(self, square: Square) -> str:
        """What a square holds: "." or a tile."""
        row, col = square
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            raise BoardError(f"square {square} is off the board")
        return self.cells[row * SIZE + col]

    def is_empty(self) -> bool:
        """Whether no tile has been played."""
        return all(cell == EMPTY for cell in self.cells)

    def tile_count(self) -> int:
        """How many tiles are on the board."""
        return sum(cell != EMPTY for cell in self.cells)

    def tiles(self) -> Iterator[tuple[int, int, str]]:
        """Every (row, column, tile) on the board."""
        for index, cell in enumerate(self.cells):
            if cell != EMPTY:
                yield index // SIZE, index % SIZE, cell

    def place(self, placements) -> None:
        """Put tiles on empty squares (no rule checks: see play.check_play)."""
        for row, col, tile in placements:
            self.cells[row * SIZE + col] = tile


def on_board(row: int, col: int) -> bool:
    """Whether (row, col) is a square of the board."""
    return 0 <= row < SIZE and 0 <= col < SIZE


def square_name(row: int, col: int, across: bool) -> str:
    """The notation of a play's first square: "8H" across, "H8" down."""
    return f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"


def parse_square_name(text: str) -> tuple[int, int, bool]:
    """(row, col, across) from "8H" (across) or "H8" (down)."""
    text = text.strip().upper()
    if text[:1].isdigit():
        digits, letter, across = text[:-1], text[-1:], True
    else:
        letter, digits, across = text[:1], text[1:], False
    if not digits.isdigit() or letter not in COLUMNS or not letter or not 1 <= int(digits) <= SIZE:
        raise BoardError(f"{excerpt(text)} is not a square: write 8H for across or H8 for down")
    return int(digits) - 1, COLUMNS.index(letter), across
