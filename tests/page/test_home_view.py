"""The home screen: every game a card with its facts and how to play it, in both languages, and the player's record."""

from __future__ import annotations

from page import home_view
from page.games import GAMES
from page.saved import record_round
from page.text import Text

from beguile.dictionaries import load_spellings
from beguile.rules import RULES, get_rules


def test_every_grid_game_of_the_registry_has_a_card(text_en: Text) -> None:
    families = home_view.home({}, "beguile", text_en)
    cards = [card for family in families for card in family.cards]
    assert {card.rules for card in cards if card.rules} == set(RULES)
    assert [card.current for card in cards].count(True) == 1
    assert all(card.howto and len(card.facts) == 5 for card in cards if card.rules)


def test_the_crossword_game_has_its_own_card_and_family(text_en: Text, text_fr: Text) -> None:
    families = home_view.home({}, home_view.current_key("boggle", "sesquipedal"), text_fr)
    crossword = families[-1]
    (card,) = crossword.cards
    assert crossword.title == "Mots croisés" and card.title == "Sesquipedal" and card.current
    assert card.screen == "sesquipedal" and card.rules is None
    assert card.facts[0] == "plateau 15×15" and "mots longs" in card.howto
    assert home_view.current_key("boggle", "play") == "boggle"


def test_playing_together_has_its_cards_in_both_languages(text_en: Text, text_fr: Text) -> None:
    for text in (text_en, text_fr):
        families = home_view.home({}, "beguile", text)
        (together,) = [family for family in families if family.title == text("family.together")]
        assert [card.screen for card in together.cards] == ["together", "referee", "daily"]
        assert all(card.howto and len(card.facts) == 3 and not card.stats for card in together.cards)


def test_the_facts_say_board_shortest_word_points_time_and_language(text_en: Text, text_fr: Text) -> None:
    assert home_view.facts(get_rules("beguile"), text_en) == (
        "4×4 board", "3 letters at least", "3 letters: 1 point, +1 a letter", "3:00 min", "English")
    assert home_view.facts(get_rules("big-baggle"), text_fr) == (
        "grille 5×5", "4 lettres au moins", "4\u00a0: 1 · 5\u00a0: 2 · 6\u00a0: 3 · 7\u00a0: 5 · 8+\u00a0: 11", "3:00 min", "français")
    assert home_view.points_text(get_rules("boggle"), text_en) == "3–4: 1 · 5: 2 · 6: 3 · 7: 5 · 8+: 11"
    assert home_view.points_text(get_rules("beguile-longest"), text_en) == "the longest word scores 1"
    assert home_view.points_text(get_rules("baggle-old-fashion"), text_en).endswith("13: 200 · 14+: 250")


def test_the_record_appears_after_a_round(text_en: Text) -> None:
    stats = record_round({}, "boggle", 14, ["deducing", "wires"], 20)
    card = home_view.card(next(g for g in GAMES if g.key == "boggle"), stats, "beguile", text_en)
    assert card.stats == ("1 round played", "best 14 points", "longest word DEDUCING", "10% of the words found")
    fresh = home_view.card(next(g for g in GAMES if g.key == "beguile"), stats, "beguile", text_en)
    assert fresh.stats == () and fresh.current


def test_the_record_shows_the_longest_word_as_written_in_capitals(text_fr: Text) -> None:
    """The results say CONGELÉ: so does the home screen, once the dictionary's spellings are known."""
    spellings = load_spellings("fr")
    stats = record_round({}, "baggle", 9, ["congele", "gel"], 40)
    assert home_view.dictionaries_to_spell(stats) == ["fr"]
    card = home_view.card(next(g for g in GAMES if g.key == "baggle"), stats, "baggle", text_fr,
                          lambda dictionary, word: spellings.display(word) if dictionary == "fr" else word)
    assert "plus long mot\u00a0: CONGELÉ / CONGÈLE" in card.stats
    assert home_view.dictionaries_to_spell(record_round({}, "boggle", 1, ["axe"], 9)) == ["en"]


def test_a_cards_play_button_says_play_once(text_en: Text, text_fr: Text) -> None:
    for text in (text_en, text_fr):
        names = {game.key: home_view.play_label(text(f"game.{game.key}.title"), text) for game in GAMES}
        assert names["together"] == text("game.together.title")
        assert names["boggle"] == text("home.play.label", game=text("game.boggle.title"))
        verb = text("home.play").casefold()
        assert all(name.casefold().split().count(verb) <= 1 for name in names.values()), names
