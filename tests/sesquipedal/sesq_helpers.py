"""Helpers for the Sesquipedal tests."""

import random

from beguile.lexicon import Lexicon
from beguile.sesquipedal.board import Board
from beguile.sesquipedal.movegen import MoveGenerator


def board_with(*rows: tuple[int, int, str], across: bool = True) -> Board:
    """A board with words laid from (row, col): ("HEAL" at 7, 4) and so on."""
    board = Board()
    for row, col, text in rows:
        for i, tile in enumerate(text):
            if tile != ".":
                r, c = (row, col + i) if across else (row + i, col)
                board.cells[r * 15 + c] = tile
    return board


def random_position(lexicon: Lexicon, seed: int, plays: int) -> Board:
    """A board reached by random legal plays of random small-alphabet trays."""
    rng = random.Random(seed)
    board = Board()
    gen = MoveGenerator(lexicon)
    for _ in range(plays):
        tray = "".join(rng.choice("AAEESSTT?") for _ in range(5))
        moves = gen.plays(board, tray)
        if moves:
            board.place(rng.choice(moves).tiles())
    return board
