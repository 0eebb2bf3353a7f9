"""Helpers for the Sesquipedal tests."""

from beguile.sesquipedal.board import Board


def board_with(*rows: tuple[int, int, str], across: bool = True) -> Board:
    """A board with words laid from (row, col): ("HEAL" at 7, 4) and so on."""
    board = Board()
    for row, col, text in rows:
        for i, tile in enumerate(text):
            if tile != ".":
                r, c = (row, col + i) if across else (row + i, col)
                board.cells[r * 15 + c] = tile
    return board
