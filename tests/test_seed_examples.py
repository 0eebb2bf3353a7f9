"""The examples of the rule documents, on the real dictionaries."""

from __future__ import annotations

import pytest

from beguile.board import Board
from beguile.lexicon import Lexicon
from beguile.solver import find_path, solve

SEED_000_BOARD = "AXDWI/SEDMR/OULYE/CBNGS/PIBZH"
SEED_000_WORDS = ("AXE SOUL DUNG AXED GEM SEX AXES SOB WIRY MESH COB DYE WIRE PIN DYES WIRES PING SUN IRE "
                  "BIN GNU BIB LUNG GNUS SUNG DUN LYRE").split()


def test_seed_000_board_holds_deducing_and_every_listed_word(en: Lexicon) -> None:
    board = Board.from_text(SEED_000_BOARD)
    found = solve(board, en)
    assert "deducing" in found
    missing = [word for word in SEED_000_WORDS if word.lower() not in found]
    assert missing == []
    for word, path in found.items():
        assert board.is_path(path) and board.spell(path) == word


def test_seed_001_words_follow_adjoining_letters(en: Lexicon) -> None:
    board = Board.from_text("SOAX/LIXX/XXXR/XXXX")
    found = solve(board, en)
    assert {"oils", "oil", "silo", "soil"} <= set(found)
    assert find_path(board, "soils") is None, "the one S may not be used twice"
    assert find_path(board, "soar") is None, "no skipping over letters"


def test_seed_001_words_within_words(en: Lexicon) -> None:
    found = solve(Board.from_text("SPARE"), en)
    assert {"spare", "spa", "par", "are", "spar", "pare"} <= set(found)


@pytest.mark.parametrize("word", ["molar", "prose", "turmoil", "deducing", "ping", "dun"])
def test_words_the_documents_use_are_english(en: Lexicon, word: str) -> None:
    assert word in en
