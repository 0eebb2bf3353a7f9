"""Solver: every word of a lexicon that a board holds, each once, with one path.

The search walks the board and the word graph together. At each step it only
tries letters that are both a child of the current node and the face of a
neighbouring cell: one bitwise AND of two letter masks rules out most of the
neighbours before any lookup, which is where a plain trie search spends its time.
"""

from __future__ import annotations

from .board import QU, Board, Path
from .lexicon import END, ROOT, Lexicon


def readings(face: str, q_as_qu: bool = False) -> tuple[str, ...]:
    """The ways a face can be read: a Qu face reads "qu"; a bare Q also reads "qu" if allowed."""
    if face == QU:
        return ("qu",)
    if face == "Q" and q_as_qu:
        return ("q", "qu")
    return (face.lower(),)


def solve(board: Board, lexicon: Lexicon, min_length: int = 3, q_as_qu: bool = False) -> dict[str, Path]:
    """Every word of at least min_length letters on the board, mapped to one of its paths."""
    masks, first, targets = lexicon.masks, lexicon.first, lexicon.targets
    size = len(board.faces)
    spellings = [readings(face, q_as_qu) for face in board.faces]
    simple = [len(s) == 1 and len(s[0]) == 1 for s in spellings]
    letter_of = [ord(s[0][0]) - 97 for s in spellings]
    near_mask = [0] * size
    near_by_letter: list[list[tuple[int, ...]]] = [[()] * 26 for _ in range(size)]
    for cell, neighbours in enumerate(board.adjacency):
        for near in neighbours:
            letter = letter_of[near]
            near_mask[cell] |= 1 << letter
            near_by_letter[cell][letter] += (near,)
    found: dict[str, Path] = {}
    at = [board.cell(i) for i in range(size)]
    letter = [s[0] for s in spellings]

    def extend(node: int, cell: int, seen: int, word: str, path: Path) -> None:
        """Try every letter that both follows node and lies next to cell."""
        mask = masks[node]
        both = mask & near_mask[cell]
        by_letter = near_by_letter[cell]
        while both:
            low = both & -both
            both ^= low
            child = targets[first[node] + (mask & (low - 1)).bit_count()]
            child_mask = masks[child]
            for near in by_letter[low.bit_length() - 1]:
                if seen >> near & 1:
                    continue
                if not simple[near]:
                    enter_rest(child, near, seen | 1 << near, word, path)
                    continue
                longer = word + letter[near]
                if child_mask & END and len(longer) >= min_length and longer not in found:
                    found[longer] = (*path, at[near])
                if child_mask & near_mask[near]:
                    extend(child, near, seen | 1 << near, longer, (*path, at[near]))

    def enter_rest(node: int, cell: int, seen: int, word: str, path: Path) -> None:
        """Finish entering a cell whose first letter node stands for: read each reading whole."""
        path = (*path, at[cell])
        for spelling in spellings[cell]:
            child = lexicon.walk(spelling[1:], node)
            if child < 0:
                continue
            longer = word + spelling
            if masks[child] & END and len(longer) >= min_length and longer not in found:
                found[longer] = path
            extend(child, cell, seen, longer, path)

    for start in range(size):
        child = lexicon.child(ROOT, spellings[start][0][0])
        if child >= 0:
            enter_rest(child, start, 1 << start, "", ())
    return dict(sorted(found.items()))


def find_path(board: Board, word: str, q_as_qu: bool = False) -> Path | None:
    """One path that spells word on the board, or None when the board cannot spell it."""
    spellings = [readings(face, q_as_qu) for face in board.faces]
    adjacency = board.adjacency

    def search(cell: int, rest: str, seen: int) -> tuple[int, ...] | None:
        for spelling in spellings[cell]:
            if not rest.startswith(spelling):
                continue
            after = rest[len(spelling):]
            if not after:
                return (cell,)
            for near in adjacency[cell]:
                if not seen >> near & 1:
                    tail = search(near, after, seen | 1 << near)
                    if tail is not None:
                        return (cell, *tail)
        return None

    if word:
        for start in range(len(board.faces)):
            path = search(start, word, 1 << start)
            if path is not None:
                return tuple(board.cell(i) for i in path)
    return None
