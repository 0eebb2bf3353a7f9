"""Solver: every word of a lexicon that a board holds, each once, with one path.

A depth-first search over single cells walks the word graph and the board
together. The letters worth trying at a step are one AND of the node's child
letters and the letters next to the current cell; the cells a letter leads to
are one AND of two cell masks; a child is entered only if one of its own
letters lies next to the cell it reaches. The word so far is passed down as a
string (one concatenation per step) and the path is kept as cells on a stack
indexed by depth, so a word found costs a dict lookup and one list slice.

Measured with bench/engine.py (on a busy machine, runs vary by about 10%),
this is only slightly faster than a plain nested-dict trie search, far from
the 2x aimed at: in CPython 3.11 about 1.1-1.2x on 4x4 boards and 1.2-1.3x on
5x5; in Pyodide about 0.8-0.9x on 4x4 and 1.05-1.15x on 5x5. It visits
about 262 states per 4x4 board (the plain search about 472), but each state
costs more bytecodes; CPython's integer and lookup overheads per step eat what
the mask intersection saves. Recording words and building the result are a
large fixed share (about a third of a 4x4 solve). Designs that measured no
better: merging paths that spell the same prefix into one state with a set of
end cells (the exactness checks for cell reuse cost more than the merge
saves), per-node child dicts cached on the lexicon, looking up every
three-cell opening of a board in bulk in a prefix table; a per-node "needed
letters" mask (the letters every completion contains; it prunes only about 20
of 262 states on 4x4 boards, and checking it costs as much as it saves); an
exact gate that skips a child whose one adjacent child letter lies only on
used cells (fewer calls, slower overall). A Python call costs only about 25 ns
here (CPython 3.11), less than pushing and popping a tuple on a list, so an
explicit stack or in-frame chain following cannot win much either.
"""

from __future__ import annotations

from .board import QU, Board, Cell, Path
from .lexicon import END, LETTER_BITS, Lexicon

Q_BIT = 1 << (ord("q") - 97)
U_BIT = 1 << (ord("u") - 97)
LETTER_OF_BIT = {1 << i: chr(97 + i) for i in range(26)}


def readings(face: str, q_as_qu: bool = False) -> tuple[str, ...]:
    """The ways a face can be read: a Qu face reads "qu"; a bare Q also reads "qu" if allowed."""
    if face == QU:
        return ("qu",)
    if face == "Q" and q_as_qu:
        return ("q", "qu")
    return (face.lower(),)


def solve(board: Board, lexicon: Lexicon, min_length: int = 3, q_as_qu: bool = False) -> dict[str, Path]:
    """Every word of at least min_length letters on the board, sorted, mapped to one of its paths."""
    spellings = [readings(face, q_as_qu) for face in board.faces]
    found = _Search(board, lexicon, spellings, min_length).run()
    return {word: tuple(found[word]) for word in sorted(found)}


class _Search:
    """One solve: the board's bit masks, the word graph, and the words found so far."""

    def __init__(self, board: Board, lexicon: Lexicon, spellings: list[tuple[str, ...]], min_length: int) -> None:
        """Index the board's cells by letter bit and each cell's neighbours by cells and letters."""
        self.board, self.lexicon, self.spellings, self.min_length = board, lexicon, spellings, min_length
        self.cells_of = dict.fromkeys(LETTER_OF_BIT, 0)
        self.qu_cells = 0
        letters_in: list[int] = []
        for index, cell_spellings in enumerate(spellings):
            for spelling in cell_spellings:
                if spelling == "qu":
                    self.qu_cells |= 1 << index
                else:
                    self.cells_of[1 << (ord(spelling) - 97)] |= 1 << index
            letters_in.append(1 << (ord(cell_spellings[0][0]) - 97))
        self.around: dict[int, tuple[int, int, Cell]] = {}
        self.cell_at: dict[int, Cell] = {}
        for index, (neighbours, cell) in enumerate(zip(board.adjacency, board.cells())):
            cells = letters = 0
            for near in neighbours:
                cells |= 1 << near
                letters |= letters_in[near]
            self.around[1 << index] = (cells, letters, cell)
            self.cell_at[1 << index] = cell
        self.found: dict[str, list[Cell]] = {}  # word -> the cells of its path
        self.path: list[Cell] = [(0, 0)] * (len(spellings) + 1)

    def run(self) -> dict[str, list[Cell]]:
        """Find every word, searching from each reading of each cell."""
        lexicon, found, min_length = self.lexicon, self.found, self.min_length
        extend = self._extender()
        for index, cell_spellings in enumerate(self.spellings):
            one = 1 << index
            near, letters, cell = self.around[one]
            for spelling in cell_spellings:
                node = lexicon.walk(spelling)
                if node < 0:
                    continue
                self.path[0] = cell
                if lexicon.masks[node] & END and len(spelling) >= min_length and spelling not in found:
                    found[spelling] = [cell]
                extend(node, near, letters, one, 1, spelling)
        return found

    def _extender(self):
        """The recursive step, as a closure over locals: the hot loop of the solver."""
        masks, first, targets = self.lexicon.masks, self.lexicon.first, self.lexicon.targets
        cells_of, qu_cells, around, cell_at = self.cells_of, self.qu_cells, self.around, self.cell_at
        path, found, min_length = self.path, self.found, self.min_length
        q_check = Q_BIT if qu_cells else 0
        shortest = (min_length + 1) // 2 if qu_cells else min_length
        exact = not qu_cells  # without Qu cells, a word's length is its depth: no len() needed

        def extend(node: int, near: int, letters: int, used: int, depth: int, prefix: str) -> None:
            """Try every letter that both follows node and lies on a free cell of near."""
            mask = masks[node]
            both = mask & letters
            if both & q_check:
                read_qu(node, mask, near, used, depth, prefix)
            base = first[node]
            deeper = depth + 1
            while both:
                low = both & -both
                both ^= low
                ends = near & cells_of[low]
                if not ends:
                    continue
                child = targets[base + (mask & (low - 1)).bit_count()]
                child_mask = masks[child]
                word = prefix + LETTER_OF_BIT[low]
                if child_mask & END and deeper >= shortest and word not in found and (exact or len(word) >= min_length):
                    path[depth] = cell_at[ends & -ends]
                    found[word] = path[:deeper]
                if child_mask & LETTER_BITS:
                    if ends & (ends - 1):
                        while ends:
                            one = ends & -ends
                            ends ^= one
                            near_cells, near_letters, cell = around[one]
                            if child_mask & near_letters:
                                path[depth] = cell
                                extend(child, near_cells & ~used, near_letters, used | one, deeper, word)
                    else:
                        near_cells, near_letters, cell = around[ends]
                        if child_mask & near_letters:
                            path[depth] = cell
                            extend(child, near_cells & ~used, near_letters, used | ends, deeper, word)

        def read_qu(node: int, mask: int, near: int, used: int, depth: int, prefix: str) -> None:
            """Step onto the free cells of near that read "qu": two letters of the graph for one cell."""
            ends = near & qu_cells
            q_node = targets[first[node] + (mask & (Q_BIT - 1)).bit_count()]
            q_mask = masks[q_node]
            if not ends or not q_mask & U_BIT:
                return
            child = targets[first[q_node] + (q_mask & (U_BIT - 1)).bit_count()]
            child_mask = masks[child]
            word = prefix + "qu"
            while ends:
                one = ends & -ends
                ends ^= one
                near_cells, near_letters, cell = around[one]
                path[depth] = cell
                if child_mask & END and word not in found and len(word) >= min_length:
                    found[word] = path[: depth + 1]
                if child_mask & near_letters:
                    extend(child, near_cells & ~used, near_letters, used | one, depth + 1, word)

        return extend


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
