"""Taps, drags and keys build paths the engine accepts, the way a player expects."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from page import tapping

from beguile.board import Board

BOARD = Board.from_text("ABCD/EFGH/IJKL/MNOP")


def spell(path) -> str:
    return BOARD.spell(tuple(BOARD.cell(i) for i in path))


def tap(path: tuple[int, ...], cell: int) -> tuple[tuple[int, ...], bool]:
    return tapping.release(tapping.press(BOARD, path, cell), dragged=False)


def test_taps_extend_start_over_step_back_and_enter() -> None:
    path, enter = tap((), 0)
    path, enter = tap(path, 5)
    assert spell(path) == "af" and not enter
    assert tap(path, 10) == ((0, 5, 10), False)
    assert tap((0, 5, 10), 3) == ((3,), False)  # not a neighbour: start over there
    assert tap((0, 5, 10), 5) == ((0, 5), False)  # an earlier letter: step back to it
    assert tap((0, 5, 10), 10) == ((0, 5, 10), True)  # the last letter again: enter


def test_a_drag_adds_neighbours_and_takes_back_on_return() -> None:
    pressed = tapping.press(BOARD, (), 0)
    path = tapping.drag(BOARD, pressed.path, 1)
    path = tapping.drag(BOARD, path, 6)
    path = tapping.drag(BOARD, path, 15)  # too far: ignored
    assert spell(path) == "abg"
    path = tapping.drag(BOARD, path, 1)  # back to the one before
    assert spell(path) == "ab"
    assert tapping.release(tapping.Press(0, (), path), dragged=True) == (path, True)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 15), st.booleans()), max_size=30))
def test_any_taps_and_drags_leave_a_path_of_touching_unused_cells(moves) -> None:
    """Property: whatever the player does, the path shown is a real path on the board."""
    path: tuple[int, ...] = ()
    for cell, is_drag in moves:
        if is_drag and path:
            path = tapping.drag(BOARD, path, cell)
        else:
            path, _ = tap(path, cell)
        assert BOARD.is_path(tuple(BOARD.cell(i) for i in path)) or path == ()


def test_arrow_keys_move_the_focus_and_stop_at_the_edges() -> None:
    assert tapping.move_focus(0, "ArrowLeft", 4, 4) == 0
    assert tapping.move_focus(0, "ArrowRight", 4, 4) == 1
    assert tapping.move_focus(1, "ArrowDown", 4, 4) == 5
    assert tapping.move_focus(15, "ArrowDown", 4, 4) == 15
    assert tapping.move_focus(6, "Home", 4, 4) == 4 and tapping.move_focus(6, "End", 4, 4) == 7
