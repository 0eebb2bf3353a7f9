"""How taps, drags and keys on the board build the path of the word being entered.

Paths are lists of cell indices (row * columns + column). A tap on a cell next
to the path's end extends it; a tap elsewhere starts over from that cell; a
tap on the path's last cell enters the word; a tap on an earlier cell of the
path steps back to it. A drag adds each neighbouring cell it enters and takes
back the last one when it returns to the one before.
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.board import Board


@dataclass(frozen=True)
class Press:
    """The path when a finger or key went down on a cell, and the path shown meanwhile."""

    cell: int
    before: tuple[int, ...]
    path: tuple[int, ...]


def extends(board: Board, path: tuple[int, ...], cell: int) -> bool:
    """Whether the cell continues the path (a neighbour of its end, not used yet)."""
    return not path or (cell not in path and board.is_path(tuple(board.cell(i) for i in (*path, cell))))


def press(board: Board, path: tuple[int, ...], cell: int) -> Press:
    """A finger or key goes down on a cell: the path shown at once."""
    if cell in path:
        shown = path
    elif extends(board, path, cell):
        shown = (*path, cell)
    else:
        shown = (cell,)
    return Press(cell, path, shown)


def drag(board: Board, path: tuple[int, ...], cell: int) -> tuple[int, ...]:
    """The path after a drag enters a cell: one more cell, one fewer when it goes back, else unchanged."""
    if not path or cell == path[-1]:
        return path
    if len(path) >= 2 and cell == path[-2]:
        return path[:-1]
    return (*path, cell) if extends(board, path, cell) else path


def release(pressed: Press, dragged: bool) -> tuple[tuple[int, ...], bool]:
    """The finger or key comes up: the path, and whether the word is to be entered."""
    before = pressed.before
    if dragged:
        return pressed.path, len(pressed.path) >= 2
    if before and pressed.cell == before[-1]:
        return before, True  # the last letter again: enter the word
    if pressed.cell in before:
        return before[: before.index(pressed.cell) + 1], False  # step back to that letter
    return pressed.path, False


def move_focus(index: int, key: str, rows: int, cols: int) -> int:
    """The cell the arrow keys, Home and End move the focus to (it stops at the edges)."""
    row, col = divmod(index, cols)
    moves = {"ArrowUp": (max(row - 1, 0), col), "ArrowDown": (min(row + 1, rows - 1), col),
             "ArrowLeft": (row, max(col - 1, 0)), "ArrowRight": (row, min(col + 1, cols - 1)),
             "Home": (row, 0), "End": (row, cols - 1)}
    row, col = moves.get(key, (row, col))
    return row * cols + col
