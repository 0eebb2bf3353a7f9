"""The board's text form, its shape and its adjacency."""

from __future__ import annotations

import random

import pytest

from beguile.board import Board, BoardError

EXAMPLE = "AXDWI/SEDMR/OULYE/CBNGS/PIBZH"


def test_example_board_reads_and_writes_back() -> None:
    board = Board.from_text(EXAMPLE)
    assert (board.rows, board.cols) == (5, 5)
    assert board.face((0, 0)) == "A" and board.face((4, 4)) == "H"
    assert board.to_text() == EXAMPLE


def test_qu_is_one_cell_and_QU_two() -> None:
    assert Board.from_text("QuABC/DEFG/HIJK/LMNO").face((0, 0)) == "Qu"
    assert Board.from_text("QUAB/CDEF/GHIJ/KLMN").faces[:2] == ("Q", "U")
    assert Board.from_text("QuABC/DEFG/HIJK/LMNO").to_text() == "QuABC/DEFG/HIJK/LMNO"


def test_lowercase_letters_are_read() -> None:
    assert Board.from_text("abc/def/ghi").to_text() == "ABC/DEF/GHI"


def test_random_boards_of_many_shapes_round_trip() -> None:
    rng = random.Random(5)
    faces = [chr(c) for c in range(65, 91)] + ["Qu"]
    for _ in range(200):
        rows, cols = rng.randint(1, 7), rng.randint(1, 7)
        board = Board(rows, cols, tuple(rng.choice(faces) for _ in range(rows * cols)))
        assert Board.from_text(board.to_text()) == board


@pytest.mark.parametrize("text, complaint", [
    ("", "empty"),
    ("ABCD/EFG/HIJK/LMNO", "rows differ in length (4, 3, 4, 4 cells)"),
    ("AB1D/EFGH", "row 1 has '1'"),
    ("ABCD/EF-H", "row 2 has '-'"),
    ("ABCD//EFGH", "row 2 is empty"),
    ("ÉCLA/IRES", "row 1 has 'É'"),
    ("ıNTO/ABCD", "row 1 has 'ı'"),
    ("A" * 17, "row 1 has more than 16 cells"),
    ("/".join(["A"] * 17), "a board has at most 16 rows, not 17"),
])
def test_bad_text_names_what_is_wrong(text: str, complaint: str) -> None:
    with pytest.raises(BoardError, match=__import__("re").escape(complaint)):
        Board.from_text(text)


@pytest.mark.parametrize("value", [5, None, ["ABCD"], {"board": "ABCD"}, b"ABCD"])
def test_board_text_that_is_not_text_is_refused(value: object) -> None:
    with pytest.raises(BoardError, match="board text must be a string"):
        Board.from_text(value)


def test_neighbours_touch_by_side_or_corner() -> None:
    board = Board.from_text("ABCD/EFGH/IJKL/MNOP")
    assert sorted(board.neighbours((0, 0))) == [(0, 1), (1, 0), (1, 1)]
    assert len(list(board.neighbours((0, 2)))) == 5
    assert len(list(board.neighbours((1, 1)))) == 8
    assert list(Board.from_text("A").neighbours((0, 0))) == []


def test_paths_step_to_neighbours_and_never_reuse_a_cell() -> None:
    board = Board.from_text("ABCD/EFGH/IJKL/MNOP")
    assert board.is_path(((0, 0), (1, 1), (2, 2)))
    assert not board.is_path(((0, 0), (0, 2)))
    assert not board.is_path(((0, 0), (0, 1), (0, 0)))
    assert not board.is_path(((3, 3), (4, 4)))
    assert board.spell(((0, 0), (1, 1), (2, 2))) == "afk"
