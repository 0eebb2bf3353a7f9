"""Dealing a board: New deals from the letter source; Fix first plants a known word.

Every random choice comes from one `random.Random(seed)`, so a seed gives the
same board on every Python, CPython or Pyodide.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .board import Board, Path, grid_adjacency
from .letters import LetterSourceError, faces_of
from .rules import Rules


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
         common: Sequence[str] = ()) -> Deal:
    """A size x size board (the rules' size by default); with fix, one of the common words planted."""
    size = rules.size if size is None else size
    if size < 1:
        raise LetterSourceError(f"a board needs a size of at least 1, not {size}")
    rng = random.Random(seed)
    if not fix:
        faces = rules.source.deal(size * size, rng)
        return Deal(Board(size, size, tuple(faces)), rules.name, seed)
    word, planted_faces = choose_word(rules, size, common, rng)
    path = random_path(size, size, len(planted_faces), rng)
    rest = iter(rules.source.deal(size * size - len(path), rng, planted=planted_faces))
    where = {row * size + col: face for (row, col), face in zip(path, planted_faces)}
    faces = tuple(where[i] if i in where else next(rest) for i in range(size * size))
    return Deal(Board(size, size, faces), rules.name, seed, Planted(word, path))


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
