"""The solver against an independent brute force, and the Q rules (no Hypothesis: runs in Pyodide too).

The brute force enumerates every path of the board up to a length and spells
it every way its faces read; a word of the lexicon is on the board exactly
when some such spelling equals it. The property versions with Hypothesis are
in test_solver_properties.py.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from beguile.board import Board
from beguile.lexicon import Lexicon
from beguile.solver import find_path, readings, solve

ROOT = Path(__file__).resolve().parents[1]
SMALL_WORDS = (
    "a at ate eat eats east seat sat set tea teas test tests stat state states rat rate rates star stare "
    "tar tars taste tastes ant ants tan tans net nets nest neat nae ten tens sent stern tern tress "
    "qua quad quads quit quits quiet quiets quest quests aqua squat squats quasi qi qat qats suq "
    "ease eases teens tenet tenets sense seen see sees tee tees eel"
).split()
LETTERS = "AEEINRSSTTUQ"


def all_spellings(board: Board, max_cells: int, q_as_qu: bool, prefixes: set[str] | None = None) -> dict[str, tuple]:
    """Every string spelled along a path of up to max_cells cells, with one path for each (brute force).

    With prefixes (a plain set of word prefixes), paths none of whose spellings is one are cut short.
    """
    out: dict[str, tuple] = {}
    cells = board.cells()

    def walk(path: list) -> None:
        alive = prefixes is None
        for pieces in itertools.product(*(readings(board.face(c), q_as_qu) for c in path)):
            text = "".join(pieces)
            out.setdefault(text, tuple(path))
            alive = alive or text in prefixes
        if len(path) == max_cells or not alive:
            return
        for near in board.neighbours(path[-1]):
            if near not in path:
                walk(path + [near])

    for cell in cells:
        walk([cell])
    return out


def brute_force(board: Board, words: list[str], min_length: int, q_as_qu: bool) -> set[str]:
    """The words of the list that the board spells and that are long enough."""
    longest = max((len(w) for w in words), default=0)
    spelled = all_spellings(board, min(longest, len(board.faces)), q_as_qu, prefixes_of(words))
    return {w for w in words if len(w) >= min_length and w in spelled}


def prefixes_of(words: list[str]) -> set[str]:
    """Every prefix of every word, as a plain set (independent of the word graph)."""
    return {w[:i] for w in words for i in range(1, len(w) + 1)}


def check_paths(board: Board, found: dict, q_as_qu: bool) -> None:
    """Every path is a real path of the board and spells its word one way the faces read."""
    for word, path in found.items():
        assert board.is_path(path), (word, path)
        spellings = {"".join(p) for p in itertools.product(*(readings(board.face(c), q_as_qu) for c in path))}
        assert word in spellings, (word, path)


def random_board(rng: random.Random, rows: int, cols: int, letters: str = LETTERS) -> Board:
    """A board of random faces drawn from letters, with Qu faces mixed in."""
    faces = [rng.choice(letters) for _ in range(rows * cols)]
    for i in range(rows * cols):
        if rng.random() < 0.08:
            faces[i] = "Qu"
    return Board(rows, cols, tuple(faces))


@pytest.fixture(scope="module")
def small_lexicon() -> Lexicon:
    return Lexicon.from_words(SMALL_WORDS)


@pytest.mark.parametrize("shape", [(4, 4), (5, 5), (3, 5), (1, 1), (1, 6), (2, 3), (6, 1)])
@pytest.mark.parametrize("q_as_qu", [False, True])
def test_agrees_with_brute_force_on_random_boards(small_lexicon: Lexicon, shape: tuple[int, int], q_as_qu: bool) -> None:
    rng = random.Random(f"{shape}{q_as_qu}")
    for _ in range(12):
        board = random_board(rng, *shape)
        for min_length in (1, 3, 4):
            found = solve(board, small_lexicon, min_length, q_as_qu)
            assert set(found) == brute_force(board, SMALL_WORDS, min_length, q_as_qu), board.to_text()
            assert list(found) == sorted(found)
            check_paths(board, found, q_as_qu)


def test_every_path_spelling_that_is_a_word_is_found() -> None:
    """Enumerate all paths up to 5 cells of 4x4 boards; every spelling in the lexicon must be found."""
    rng = random.Random(7)
    for _ in range(4):
        board = random_board(rng, 4, 4, "AEIOUSTRNLDEEA")
        spelled = all_spellings(board, 5, False)
        chosen = rng.sample(sorted(spelled), 300) + ["zzz", "aaaaaaa"]
        lexicon = Lexicon.from_words(chosen)
        found = solve(board, lexicon, 1)
        assert set(found) == {w for w in chosen if w in spelled}
        check_paths(board, found, False)


def test_paths_never_reuse_a_cell() -> None:
    board = Board.from_text("SEX/XXX/XXX")
    lexicon = Lexicon.from_words(["ses", "se", "es", "ese"])
    assert set(solve(board, lexicon, 2)) == {"se", "es"}


def test_a_word_found_along_two_paths_is_listed_once() -> None:
    board = Board.from_text("TAT/AAA/TAT")
    found = solve(board, Lexicon.from_words(["tat", "at", "ta"]), 2)
    assert list(found) == ["at", "ta", "tat"]


def test_qu_face_reads_two_letters_and_counts_two() -> None:
    board = Board.from_text("QuA/DS")
    lexicon = Lexicon.from_words(["qua", "quad", "quads", "qad", "ad", "qa"])
    assert set(solve(board, lexicon, 3)) == {"qua", "quad", "quads"}
    assert set(solve(board, lexicon, 4)) == {"quad", "quads"}  # QU counts two: "quad" has four letters
    assert solve(board, lexicon, 3)["quad"] == ((0, 0), (0, 1), (1, 0))


def test_bare_q_reads_q_and_also_qu_when_allowed() -> None:
    board = Board.from_text("QA/TI")
    lexicon = Lexicon.from_words(["qat", "qua", "quit", "quat", "qi"])
    assert set(solve(board, lexicon, 2)) == {"qat", "qi"}
    assert set(solve(board, lexicon, 2, q_as_qu=True)) == {"qat", "qi", "qua", "quit", "quat"}
    assert set(solve(board, lexicon, 4, q_as_qu=True)) == {"quit", "quat"}


def test_u_cell_after_q_cell_also_spells_qu() -> None:
    board = Board.from_text("QUA")
    assert set(solve(board, Lexicon.from_words(["qua"]), 3)) == {"qua"}
    assert set(solve(Board.from_text("QuUA"), Lexicon.from_words(["qua", "quua"]), 3)) == {"quua"}
    assert set(solve(Board.from_text("QuU/AX"), Lexicon.from_words(["qua", "quua"]), 3)) == {"qua", "quua"}


def test_find_path_agrees_with_solve(small_lexicon: Lexicon) -> None:
    rng = random.Random(3)
    for _ in range(20):
        board = random_board(rng, 4, 4)
        found = solve(board, small_lexicon, 1, True)
        for word in SMALL_WORDS:
            path = find_path(board, word, True)
            assert (path is not None) == (word in found), word
            if path is not None:
                check_paths(board, {word: path}, True)


def test_readings() -> None:
    assert readings("Qu") == ("qu",) and readings("Qu", True) == ("qu",)
    assert readings("Q") == ("q",) and readings("Q", True) == ("q", "qu")
    assert readings("E", True) == ("e",)


def test_real_english_list_on_rolled_boards() -> None:
    """The `en` list (built from dictionaries/en.txt) against the brute force on boards of real dice."""
    words = [w for w in (ROOT / "dictionaries" / "en.txt").read_text().split() if w.isalpha()]
    lexicon = Lexicon.from_words(words)
    prefixes = prefixes_of(words)
    rng = random.Random(11)
    dice = "AAEEGN ABBJOO ACHOPS AFFKPS AOOTTW CIMOTU DEILRX DELRVY DISTTY EEGHNW EEINSU EHRTVW EIOSST ELRTTY HIMNQU HLNNRZ".split()
    for _ in range(3):
        rng.shuffle(dice)
        faces = tuple("Qu" if face == "Q" else face for face in (rng.choice(die) for die in dice))
        board = Board(4, 4, faces)
        spelled = all_spellings(board, 16, False, prefixes)
        expected = {w for w in words if len(w) >= 3 and w in spelled}
        found = solve(board, lexicon, 3)
        assert set(found) == expected
        assert "" not in found and all(w in lexicon for w in found)
        check_paths(board, found, False)
