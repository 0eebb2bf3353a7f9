"""Property tests of the solver with Hypothesis: any board shape, any small lexicon, both Q rules.

Kept apart from test_solver.py so that a run without Hypothesis (inside Pyodide)
can leave this file out.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from beguile.board import Board
from beguile.lexicon import Lexicon
from beguile.solver import find_path, solve
from test_solver import brute_force, check_paths

FACES = st.sampled_from(["A", "E", "S", "T", "R", "N", "Q", "U", "Qu", "I"])
WORDS = st.lists(st.text(alphabet="aeqstrnuix", min_size=1, max_size=7), min_size=1, max_size=40)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """A board of any shape from 1x1 to 5x5 (4x4 and 5x5 included), faces from a small alphabet."""
    rows = draw(st.integers(1, 5))
    cols = draw(st.integers(1, 5))
    return Board(rows, cols, tuple(draw(st.lists(FACES, min_size=rows * cols, max_size=rows * cols))))


@settings(max_examples=150, deadline=None)
@given(boards(), WORDS, st.integers(1, 5), st.booleans())
def test_solver_agrees_with_brute_force(board: Board, words: list[str], min_length: int, q_as_qu: bool) -> None:
    found = solve(board, Lexicon.from_words(words), min_length, q_as_qu)
    assert set(found) == brute_force(board, sorted(set(words)), min_length, q_as_qu)
    assert list(found) == sorted(found)
    check_paths(board, found, q_as_qu)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(4, 4), (5, 5), (3, 5)]).flatmap(
    lambda shape: st.lists(FACES, min_size=shape[0] * shape[1], max_size=shape[0] * shape[1]).map(
        lambda faces: Board(shape[0], shape[1], tuple(faces)))), WORDS, st.booleans())
def test_full_size_boards_agree_with_brute_force(board: Board, words: list[str], q_as_qu: bool) -> None:
    found = solve(board, Lexicon.from_words(words), 3, q_as_qu)
    assert set(found) == brute_force(board, sorted(set(words)), 3, q_as_qu)
    check_paths(board, found, q_as_qu)


@settings(max_examples=100, deadline=None)
@given(boards(), WORDS, st.booleans())
def test_find_path_finds_exactly_the_solved_words(board: Board, words: list[str], q_as_qu: bool) -> None:
    found = solve(board, Lexicon.from_words(words), 1, q_as_qu)
    for word in set(words):
        path = find_path(board, word, q_as_qu)
        assert (path is not None) == (word in found)
        if path is not None:
            check_paths(board, {word: path}, q_as_qu)
