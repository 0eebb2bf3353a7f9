"""Dealing a board: New deals from the letter source; Fix first plants a known word.

Every random choice comes from one `random.Random(seed)`, so a seed gives the
same board on every Python, CPython or Pyodide. Given the rules' lexicon, a
board below the rules' floor (too few words, no word long enough) is dealt again
from the same generator (Fix keeps its planted word and path and deals the other
cells again), so a seed still gives one board everywhere; a seed whose first
board reaches the floor gives the board it always gave. Boards typed in or read
from a token never come through here, so no board a player gives is refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .board import Board, Path, grid_adjacency
from .letters import Face, LetterSourceError, faces_of
from .lexicon import Lexicon
from .rules import Floor, Rules
from .solver import solve

MAX_DEALS = 30
"""Deals tried for one seed before the board with the most words among them is kept."""


@dataclass(frozen=True)
class Planted:
    """The known word Fix planted, and the path it was laid along (for Show)."""

    word: str
    path: Path


@dataclass(frozen=True)
class Deal:
    """A dealt board, the rules and seed that made it, and the planted word if any."""

    board: Board
    rules: str
    seed: int
    planted: Planted | None = None


def deal(rules: Rules, seed: int, size: int | None = None, fix: bool = False,
         common: Sequence[str] = (), *, lexicon: Lexicon | None) -> Deal:
    """A size x size board (the rules' size by default); with fix, one of the common words planted.

    With the rules' lexicon the board reaches the rules' floor for its size; with None it is the
    first board the seed deals, whatever it holds (for tests of the letter sources only).
    """
    size = rules.size if size is None else size
    if size < 1:
        raise LetterSourceError(f"a board needs a size of at least 1, not {size}")
    rng = random.Random(seed)
    planted, planted_faces = None, []
    if fix:
        word, planted_faces = choose_word(rules, size, common, rng)
        planted = Planted(word, random_path(size, size, len(planted_faces), rng))
    floor = rules.floor(size) if lexicon is not None else None
    board = _lay(rules, size, rng, planted, planted_faces)
    if floor is not None and lexicon is not None:
        board = _up_to_floor(board, floor, lexicon, rules, lambda: _lay(rules, size, rng, planted, planted_faces))
    return Deal(board, rules.name, seed, planted)


def _lay(rules: Rules, size: int, rng: random.Random, planted: Planted | None,
         planted_faces: Sequence[Face]) -> Board:
    """One board from the letter source, the planted word's faces along its path if there is one."""
    if planted is None:
        return Board(size, size, tuple(rules.source.deal(size * size, rng)))
    rest = iter(rules.source.deal(size * size - len(planted.path), rng, planted=planted_faces))
    where = {row * size + col: face for (row, col), face in zip(planted.path, planted_faces)}
    return Board(size, size, tuple(where[i] if i in where else next(rest) for i in range(size * size)))


def _up_to_floor(board: Board, floor: Floor, lexicon: Lexicon, rules: Rules, again: Callable[[], Board]) -> Board:
    """The first board, dealt again and again, to reach the floor; after MAX_DEALS, the richest seen."""
    best, most = board, -1
    for _ in range(MAX_DEALS):
        words = solve(board, lexicon, rules.min_length, rules.q_as_qu)
        if floor.holds(words):
            return board
        if len(words) > most:
            best, most = board, len(words)
        board = again()
    return best


def choose_word(rules: Rules, size: int, common: Sequence[str], rng: random.Random) -> tuple[str, list[str]]:
    """A random common word of the planted length that the letter source can spell on the board."""
    length = rules.planted_length(size)
    candidates = [word for word in common if len(word) == length]
    for word in rng.sample(candidates, len(candidates)):
        faces = faces_of(word, rules.source)
        if faces is not None and len(faces) <= size * size:
            return word, faces
    raise LetterSourceError(f"no common {length}-letter word that {rules.source.title} can spell")


def random_path(rows: int, cols: int, length: int, rng: random.Random) -> Path:
    """A random path of length cells, each next to the one before and none used twice."""
    if not 1 <= length <= rows * cols:
        raise LetterSourceError(f"no path of {length} cells on a {rows}x{cols} board")
    adjacency = grid_adjacency(rows, cols)

    def extend(path: list[int]) -> list[int] | None:
        if len(path) == length:
            return path
        options = [near for near in adjacency[path[-1]] if near not in path]
        rng.shuffle(options)
        for near in options:
            found = extend(path + [near])
            if found:
                return found
        return None

    for start in rng.sample(range(rows * cols), rows * cols):
        found = extend([start])
        if found:
            return tuple(divmod(i, cols) for i in found)
    raise LetterSourceError(f"no path of {length} cells on a {rows}x{cols} board")
