"""The letters page: the deck's cards or each die's faces, in the player's language."""

from __future__ import annotations

from page.letters_view import letters_page
from page.text import Text

from beguile.letter_sets import LETTER_SOURCES


def test_the_deck_page_counts_the_cards(text_en: Text) -> None:
    page = letters_page("en-deck", LETTER_SOURCES["en-deck"], 4, text_en)
    assert page.title == "English letter cards"
    assert page.text == "The deck holds 100 cards; each board takes the top 16 after a shuffle."
    assert ("E", "× 12", "E: 12 cards") in [(i.head, i.note, i.label) for i in page.items]


def test_the_dice_page_lists_each_die_in_french(text_fr: Text) -> None:
    page = letters_page("baggle-4x4", LETTER_SOURCES["baggle-4x4"], 4, text_fr)
    assert page.title == "Dés du B@ggle 4×4" and page.text.startswith("16 dés\u202f;")
    first = page.items[0]
    assert first.note == "dé 1" and first.label.startswith("Dé 1\u00a0: ") and len(page.items) == 16
