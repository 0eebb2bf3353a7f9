"""The crossword page in each language: the setup offers the language and names its word list, a
French game keeps French tiles and words, people may turn Suggest and Search off, and the help
choice survives a save (older saves keep their help)."""

from __future__ import annotations

import json

import pytest
from page.sesq import board_view, setup_view, turn_view, verdict_view
from page.sesq.saved_game import SavedGame, format_saved, parse_saved
from page.sesq.session import Session
from page.text import Text

from beguile.dictionaries import load_lexicon
from beguile.lexicon import Lexicon
from beguile.sesquipedal.board import Board
from beguile.sesquipedal.brain import action_data
from beguile.sesquipedal.editions import EDITIONS, get_edition
from beguile.sesquipedal.game import Player
from beguile.sesquipedal.play import check_play
from beguile.sesquipedal.players import choose
from beguile.sesquipedal.record import dictionary_of

GREEDY, HUMAN = Player("computer", 2), Player("human")


def test_the_setup_offers_every_edition_and_starts_in_the_page_language(text_en: Text, text_fr: Text) -> None:
    assert setup_view.LANGUAGES == ("en", "fr")
    assert setup_view.language_of("fr") == "fr" and setup_view.language_of("en") == "en"
    assert setup_view.language_of("de") == "en"
    names = {code: text_fr(f"sesq.setup.language.{code}") for code in setup_view.LANGUAGES}
    assert names == {"en": "Anglais", "fr": "Français"}


def test_the_setup_names_the_word_list_of_each_language(text_en: Text, text_fr: Text) -> None:
    english = text_en("sesq.setup.list", list=text_en(setup_view.list_key(get_edition("en").dictionary)))
    assert english.startswith("Word list: ENABLE")
    french = text_fr("sesq.setup.list", list=text_fr(setup_view.list_key(get_edition("fr").dictionary)))
    assert "Grammalecte" in french and french.startswith("Liste de mots")
    assert "SCOWL" in text_en(setup_view.list_key("en"))


def test_the_french_seat_choices_do_not_say_nobody(text_fr: Text) -> None:
    kinds = [text_fr(f"sesq.setup.kind.{kind}") for kind in (*setup_view.KINDS, setup_view.EMPTY)]
    assert "Personne" not in kinds and "Une personne" not in kinds
    assert text_fr("sesq.setup.kind.none") == "Place libre"


def test_help_can_be_turned_off_only_between_people() -> None:
    assert setup_view.between_people(["human", "human", "none", "none"])
    assert not setup_view.between_people(["human", "expert", "none", "none"])
    assert setup_view.helped_of(["human", "human", "none", "none"], False) is False
    assert setup_view.helped_of(["human", "expert", "none", "none"], False) is True
    assert setup_view.helped_of(["human", "human", "none", "none"], True) is True


def test_without_help_suggest_and_search_are_not_offered(en: Lexicon, text_en: Text) -> None:
    for helped in (True, False):
        session = Session.new([HUMAN, Player("human", 0, "Bea")], 5, en, helped=helped)
        state = turn_view.controls(session, None, 0, text_en)
        assert (state.suggest, state.search) == (helped, helped)
        assert state.exchange and state.pass_turn


def test_the_help_choice_is_saved_and_older_saves_keep_their_help(en: Lexicon) -> None:
    session = Session.new([HUMAN, Player("human", 0, "Bea")], 5, en, helped=False)
    saved = SavedGame(session.record(), helped=False)
    back = parse_saved(format_saved(saved))
    assert back.helped is False
    again = Session.restore(back.record, en, helped=back.helped)
    assert again.helped is False
    older = json.dumps({"v": 1, "record": "SESQ/1 seed=1 tiles=en players=human,computer:3"})
    assert parse_saved(older).helped is True
    assert dictionary_of(parse_saved(older).record) == "en"


@pytest.fixture(scope="module")
def french() -> Lexicon:
    return load_lexicon("fr")


def test_a_french_game_deals_french_tiles_plays_french_words_and_names_its_list(french: Lexicon) -> None:
    session = Session.new([HUMAN, GREEDY], 2024, french, EDITIONS["fr"])
    assert session.dictionary == "fr" and session.game.tile_set.name == "fr"
    assert session.record().startswith("SESQ/1 seed=2024 tiles=fr dict=fr ")
    again = Session.new([HUMAN, GREEDY], 2024, french, EDITIONS["fr"])
    assert again.game.trays == session.game.trays
    while not session.over and len(session.entries) < 6:
        session.move_data(json.loads(json.dumps(action_data(choose(session.game, session.current, 2)))))
    words = [w.text.lower() for e in session.entries for w in e.words]
    assert words and all(w in french for w in words)
    back = Session.restore(session.record(), french)
    assert back.game.board == session.game.board and back.game.scores == session.game.scores


def test_french_tiles_show_french_points(french: Lexicon, text_fr: Text) -> None:
    from page.sesq.laying import Laying
    session = Session.new([HUMAN, GREEDY], 2024, french, EDITIONS["fr"])
    tiles = session.game.tile_set
    views = board_view.tray(Laying(tuple("KEAWQ?S")), text_fr, tiles)
    assert [v.points for v in views] == ["10", "1", "1", "10", "8", "0", "1"]


def test_a_zero_length_bonus_reads_like_the_others(en: Lexicon, text_en: Text) -> None:
    """A four-letter primary word earns no length points: "+0", as "+10" and "−15" carry their sign."""
    found = verdict_view.verdict(check_play(Board(), [(7, 6, "B"), (7, 7, "I"), (7, 8, "D"), (7, 9, "E")], en),
                                 text_en)
    assert [p.text for p in found.parts] == ["BIDE 7 +0"]


def test_the_zoom_keeps_the_whole_word_and_its_cross_words_in_view() -> None:
    """HEAL on row 8 (D8-G8): S laid at H8 then O at H9 under it; the area holds HEALS, SO and the arrow."""
    from page.sesq.laying import Laid, Laying
    board = Board()
    for i, tile in enumerate("HEAL"):
        board.cells[7 * 15 + 3 + i] = tile
    lay = Laying(tuple("SOXYZQJ"), (Laid((7, 7), 0, "S"), Laid((8, 7), 1, "O")), cursor=(9, 7), across=False)
    assert board_view.play_area(board, lay) == (7, 3, 9, 7)
    assert board_view.play_area(board, Laying(tuple("SO"))) is None
    alone = Laying(tuple("SOXYZQJ"), (Laid((0, 14), 0, "S"),))
    assert board_view.play_area(Board(), alone) == (0, 14, 0, 14)
