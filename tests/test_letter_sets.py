"""The letter sources hold what their documentation promises."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from beguile.letter_sets import BAGGLE_4X4, BAGGLE_5X5, BIG_BOGGLE, BOGGLE_CLASSIC, BOGGLE_NEW, ENGLISH_DECK, FRENCH_DECK
from beguile.letters import Deck

ROOT = Path(__file__).resolve().parents[1]


def designed_deck(words_file: str) -> dict[str, int]:
    """The deck that tools/deck_counts.py designs from a committed word list."""
    spec = importlib.util.spec_from_file_location("deck_counts", ROOT / "tools" / "deck_counts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    words = (ROOT / "dictionaries" / words_file).read_text().split()
    return module.deck(module.letter_shares(words), 100)


@pytest.mark.parametrize("deck, words", [(ENGLISH_DECK, "en.txt"), (FRENCH_DECK, "fr.txt")])
def test_decks_are_what_the_documented_method_gives(deck: Deck, words: str) -> None:
    assert dict(deck.counts) == designed_deck(words)
    assert deck.capacity == 100 and "Q" not in dict(deck.counts) and dict(deck.counts)["Qu"] >= 1


def test_dice_sets_have_the_documented_sizes_and_q_faces() -> None:
    assert [len(s.dice) for s in (BOGGLE_CLASSIC, BOGGLE_NEW, BIG_BOGGLE, BAGGLE_4X4, BAGGLE_5X5)] == [16, 16, 25, 16, 25]
    assert all(len(die) == 6 for s in (BOGGLE_NEW, BIG_BOGGLE, BAGGLE_5X5) for die in s.dice)
    assert ("H", "I", "M", "N", "Qu", "U") in BOGGLE_NEW.dice
    assert ("B", "M", "A", "Q", "J", "O") in BAGGLE_4X4.dice, "French dice show a bare Q"
    assert sum(die.count("Q") for die in BAGGLE_5X5.dice) == 2


def test_the_distribution_page_lists_cards_and_dice() -> None:
    assert ("E", 12) in ENGLISH_DECK.describe()
    assert BOGGLE_NEW.describe()[0] == ("A", "A", "E", "E", "G", "N")
