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


def test_each_die_gives_its_six_faces_to_lay_out_evenly(text_en: Text) -> None:
    page = letters_page("baggle-4x4", LETTER_SOURCES["baggle-4x4"], 4, text_en)
    assert page.items[0].faces == ("E", "T", "U", "K", "N", "O")  # seed 003's first die
    assert all(len(item.faces) == 6 for item in page.items)
    deck = letters_page("en-deck", LETTER_SOURCES["en-deck"], 4, text_en)
    assert all(item.faces == () for item in deck.items)


def test_the_session_dice_show_a_bare_q(text_en: Text) -> None:
    page = letters_page("boggle-new-q", LETTER_SOURCES["boggle-new-q"], 4, text_en)
    assert page.title == "Boggle dice of 1987, with a bare Q (read as Q or QU)"
    assert ("H", "I", "M", "N", "Q", "U") in [item.faces for item in page.items]
