"""Editions: the French tile set, records that name their word list, and old records that name none."""

import pytest

from beguile.sesquipedal.editions import LEGACY_DICTIONARY, get_edition
from beguile.sesquipedal.game import Game, parse_players
from beguile.sesquipedal.record import RecordError, dictionary_of, dumps, loads
from beguile.sesquipedal.tiles import ENGLISH, FRENCH


def test_french_set_has_100_tiles_with_two_blanks_and_french_values():
    assert FRENCH.total == 100 and FRENCH.counts["?"] == 2
    assert FRENCH.counts["E"] == 14 and FRENCH.counts["A"] == 8 and FRENCH.counts["I"] == 8
    assert FRENCH.points["K"] == FRENCH.points["W"] == FRENCH.points["Z"] == 10
    assert FRENCH.points["Q"] == FRENCH.points["J"] == 8
    assert FRENCH.points["M"] == FRENCH.points["G"] == FRENCH.points["D"] == 2
    assert FRENCH.from_text("fr", FRENCH.to_text()) == FRENCH


def test_a_record_names_its_word_list_and_replays_with_it(small_lexicon):
    edition = get_edition("fr")
    game = Game(parse_players("computer:1,computer:1"), 8, small_lexicon, edition.tile_set, edition.dictionary)
    text = dumps(game)
    assert text.startswith("SESQ/1 seed=8 tiles=fr dict=fr players=")
    assert dictionary_of(text) == "fr"
    again = loads(text, small_lexicon)
    assert again.tile_set is FRENCH and again.dictionary == "fr" and again.trays == game.trays
    assert dumps(again) == text


def test_the_same_game_number_deals_the_same_french_tiles(small_lexicon):
    players = parse_players("human,computer:2")
    deals = [Game(players, 4321, small_lexicon, FRENCH, "fr").trays for _ in range(2)]
    assert deals[0] == deals[1]
    assert deals[0] != Game(players, 4321, small_lexicon, ENGLISH, "en-crossword").trays


def test_an_old_record_without_dict_keeps_the_spelling_list_it_was_played_with(small_lexicon):
    text = "SESQ/1 seed=3 tiles=en players=computer:1,human\n"
    assert dictionary_of(text) == LEGACY_DICTIONARY == "en"
    assert dumps(loads(text, small_lexicon)) == text


def test_a_record_naming_an_unknown_list_is_refused(small_lexicon):
    with pytest.raises(RecordError, match="unknown dictionary"):
        loads("SESQ/1 seed=3 tiles=en dict=klingon players=computer:1,human\n", small_lexicon)
    with pytest.raises(RecordError):
        dictionary_of("not a record")
