"""Fuzzing the board text (`Board.from_text`): typed on the command line, saved in rounds, shared.

Examples in CI: 2,000 valid boards of every shape from 1x1 to 16x16 (written,
read back equal, in either case), 7,000 damaged board texts and 1,000 random
texts: 10,000 in all.
"""

from __future__ import annotations

import random

from damage import ANY_TEXT, SEEDS, check_total, damage_text, fuzz_settings
from hypothesis import given

from beguile.board import FACES, MAX_SIDE, QU, Board, BoardError

FORMAT_CHARS = "ABCDEQUZabcqu/ Qu"
FACE_LIST = sorted(FACES)


def random_board(rng: random.Random) -> Board:
    """A board of any shape up to MAX_SIDE x MAX_SIDE, Qu cells more often than by chance."""
    rows, cols = rng.choice([(4, 4), (5, 5), (rng.randint(1, MAX_SIDE), rng.randint(1, MAX_SIDE))])
    faces = tuple(QU if rng.random() < 0.05 else rng.choice(FACE_LIST) for _ in range(rows * cols))
    return Board(rows, cols, faces)


def read_back(text: object) -> None:
    """Board.from_text returns a board whose text reads back equal, or raises BoardError."""
    board = check_total(Board.from_text, text, BoardError)
    if board is not None:
        assert Board.from_text(board.to_text()) == board
        assert 1 <= board.rows <= MAX_SIDE and 1 <= board.cols <= MAX_SIDE


@fuzz_settings(2000)
@given(SEEDS)
def test_every_board_text_reads_back_equal(seed: int) -> None:
    rng = random.Random(seed)
    board = random_board(rng)
    assert Board.from_text(board.to_text()) == board
    lower = "/".join(row if QU in row else row.lower() for row in board.to_text().split("/"))
    assert Board.from_text(f" {lower}\n") == board


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_board_text_is_read_or_refused_with_board_error(seed: int) -> None:
    rng = random.Random(seed)
    read_back(damage_text(rng, random_board(rng).to_text(), FORMAT_CHARS))


@fuzz_settings(1000)
@given(ANY_TEXT)
def test_random_text_is_read_or_refused_with_board_error(text: str) -> None:
    read_back(text)
