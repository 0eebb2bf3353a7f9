"""The English crossword list: the short words crossword players rely on, and no spelling-list oddities."""

from __future__ import annotations

from pathlib import Path

import pytest

from beguile.dictionaries import load_lexicon
from beguile.sesquipedal.editions import EDITIONS, check_editions, get_edition

WORDS = Path(__file__).with_name("words")


def listed(name: str) -> list[str]:
    """The words of a list in tests/words/ (# comments, words split on blanks)."""
    text = (WORDS / name).read_text(encoding="utf-8")
    return [w for line in text.splitlines() for w in line.split("#", 1)[0].split()]


def test_english_sesquipedal_plays_with_the_crossword_list():
    assert get_edition("en").dictionary == "en-crossword"
    assert get_edition("fr").dictionary == "fr"
    check_editions()


def test_crossword_list_accepts_every_standard_short_word():
    lexicon = load_lexicon("en-crossword")
    accepted = listed("crossword-accepted.txt")
    assert len([w for w in accepted if len(w) == 2]) == 101
    assert [w for w in accepted if w not in lexicon] == []


@pytest.mark.parametrize("word", ["kilos", "quixotic", "sesquipedalian", "zax", "qat"])
def test_crossword_list_accepts_ordinary_words(word):
    assert word in load_lexicon("en-crossword")


def test_crossword_list_refuses_spelling_list_oddities():
    refused = listed("crossword-refused.txt")
    assert [w for w in refused if w in load_lexicon("en-crossword")] == []


def test_the_spelling_list_is_the_one_that_accepted_them():
    """The oddities come from the spelling list the grid games keep (so the test above can fail)."""
    spelling = load_lexicon("en")
    assert [w for w in listed("crossword-refused.txt") if w not in spelling] == []
    assert "za" not in spelling and "qat" not in spelling


def test_every_edition_names_a_compiled_dictionary():
    for edition in EDITIONS.values():
        assert len(load_lexicon(edition.dictionary)) > 100_000
