"""Board: a grid of letter faces, with the adjacency that words follow.

Text form: rows separated by "/", one letter per cell, "Qu" for a Qu cell,
for example "AXDWI/SEDMR/OULYE/CBNGS/PIBZH". Letters are read in either case;
only the exact spelling "Qu" makes a Qu cell, so "QU" is a Q cell then a U cell.
A board has at most MAX_SIDE rows and MAX_SIDE columns.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

Cell = tuple[int, int]
"""A cell as (row, column), counted from the top left corner, from 0."""
Path = tuple[Cell, ...]
"""The cells a word follows, in order, each at most once."""

QU = "Qu"
FACES = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ") | {QU}
MAX_SIDE = 16
"""The most rows or columns a board may have: no letter source deals more than 10x10,
and a path search on a larger board could recurse too deep."""


class BoardError(ValueError):
    """Board text or a board shape that cannot be read."""


@dataclass(frozen=True)
class Board:
    """A rectangular grid of faces, row by row ("A".."Z" or "Qu")."""

    rows: int
    cols: int
    faces: tuple[str, ...]

    def __post_init__(self) -> None:
        """Refuse shapes and faces that make no board."""
        if not (1 <= self.rows <= MAX_SIDE and 1 <= self.cols <= MAX_SIDE):
            raise BoardError(f"a board has 1 to {MAX_SIDE} rows and columns, not {self.rows}x{self.cols}")
        if len(self.faces) != self.rows * self.cols:
            raise BoardError(f"a {self.rows}x{self.cols} board needs {self.rows * self.cols} faces, not {len(self.faces)}")
        for face in self.faces:
            if face not in FACES:
                raise BoardError(f"{face!r} is not a letter face (A to Z, or Qu)")

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read the text form; every row must have the same number of cells."""
        if not isinstance(text, str):
            raise BoardError(f"board text must be a string, not {type(text).__name__}")
        text = text.strip()
        if not text:
            raise BoardError("the board text is empty")
        lines = text.split("/")
        if len(lines) > MAX_SIDE:
            raise BoardError(f"a board has at most {MAX_SIDE} rows, not {len(lines)}")
        rows = [_read_row(row, number) for number, row in enumerate(lines, 1)]
        widths = {len(row) for row in rows}
        if len(widths) > 1:
            counts = ", ".join(str(len(row)) for row in rows)
            raise BoardError(f"rows differ in length ({counts} cells): every row needs as many cells")
        return cls(len(rows), len(rows[0]), tuple(face for row in rows for face in row))

    def to_text(self) -> str:
        """The text form, which from_text reads back to an equal board."""
        return "/".join("".join(self.faces[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows))

    def __str__(self) -> str:
        """The text form."""
        return self.to_text()

    def face(self, cell: Cell) -> str:
        """The face shown in a cell."""
        row, col = cell
        return self.faces[row * self.cols + col]

    def cells(self) -> list[Cell]:
        """Every cell, row by row."""
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def index(self, cell: Cell) -> int:
        """The position of a cell in the row-major order of faces."""
        return cell[0] * self.cols + cell[1]

    def cell(self, index: int) -> Cell:
        """The cell at a row-major position."""
        return divmod(index, self.cols)

    def contains(self, cell: Cell) -> bool:
        """Whether a cell lies on the board."""
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def neighbours(self, cell: Cell) -> Iterator[Cell]:
        """The cells that touch cell by a side or a corner."""
        row, col = cell
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                near = (row + dr, col + dc)
                if (dr or dc) and self.contains(near):
                    yield near

    @property
    def adjacency(self) -> tuple[tuple[int, ...], ...]:
        """For each row-major position, the positions of its neighbours."""
        return grid_adjacency(self.rows, self.cols)

    def is_path(self, path: Path) -> bool:
        """Whether path stays on the board, steps to neighbours, and repeats no cell."""
        if not all(self.contains(cell) for cell in path) or len(set(path)) != len(path):
            return False
        return all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 for a, b in zip(path, path[1:]))

    def spell(self, path: Path) -> str:
        """The letters along a path, lowercase, with a Qu cell read as "qu"."""
        return "".join(self.face(cell).lower() for cell in path)


@lru_cache(maxsize=16)
def grid_adjacency(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each row-major position of a rows x cols grid, the positions of its neighbours."""
    shape = Board(rows, cols, ("A",) * (rows * cols))
    return tuple(tuple(shape.index(n) for n in shape.neighbours(c)) for c in shape.cells())


def _read_row(row: str, number: int) -> list[str]:
    """Split one row of the text form into faces."""
    faces: list[str] = []
    i = 0
    while i < len(row):
        if row.startswith(QU, i):
            faces.append(QU)
            i += 2
            continue
        letter = row[i]
        if not ("A" <= letter <= "Z" or "a" <= letter <= "z"):
            raise BoardError(f"row {number} has {letter!r}, which is not a letter A to Z")
        faces.append(letter.upper())
        i += 1
        if len(faces) > MAX_SIDE:
            raise BoardError(f"row {number} has more than {MAX_SIDE} cells")
    if not faces:
        raise BoardError(f"row {number} is empty")
    return faces
