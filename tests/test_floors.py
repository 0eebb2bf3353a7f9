"""Boards worth playing: each rule set deals again from its seed until a board reaches its floor."""

from __future__ import annotations

from dataclasses import replace

import pytest

from beguile.board import Board
from beguile.deal import MAX_DEALS, deal
from beguile.dictionaries import load_common, load_lexicon
from beguile.round import Round
from beguile.rules import RULES, Floor, get_rules
from beguile.solver import solve
from beguile.tokens import SharedBoard, dictionary_version, format_board_token, parse_board_token

SEEDS = range(120)


def words_of(board: Board, name: str) -> dict[str, tuple]:
    """Every word the rules accept on the board."""
    rules = get_rules(name)
    return solve(board, load_lexicon(rules.dictionary), rules.min_length, rules.q_as_qu)


def test_every_rule_set_has_a_floor_for_its_own_size_and_the_decks_for_5x5_too() -> None:
    for rules in RULES.values():
        floor = rules.floor(rules.size)
        assert floor is not None and floor.words >= 25 and floor.longest >= rules.size + 2
    for name in ("beguile", "beguile-fr", "beguile-longest"):
        assert get_rules(name).floor(5).words > get_rules(name).floor(4).words
    assert get_rules("beguile").floor(6) is None, "a size with no floor deals any board"


@pytest.mark.parametrize("name", sorted(RULES))
def test_every_board_dealt_reaches_the_floor(name: str) -> None:
    rules = get_rules(name)
    lexicon = load_lexicon(rules.dictionary)
    floor = rules.floor(rules.size)
    for seed in SEEDS:
        words = words_of(deal(rules, seed, lexicon=lexicon).board, name)
        assert len(words) >= floor.words and max(map(len, words)) >= floor.longest, seed


@pytest.mark.parametrize("name", ["beguile", "boggle", "big-boggle", "baggle-old-fashion"])
def test_a_board_that_reaches_the_floor_is_the_board_the_seed_always_dealt(name: str) -> None:
    rules = get_rules(name)
    lexicon = load_lexicon(rules.dictionary)
    kept = dealt_again = 0
    for seed in SEEDS:
        first = deal(rules, seed, lexicon=None).board
        dealt = deal(rules, seed, lexicon=lexicon).board
        if rules.floor(rules.size).holds(words_of(first, name)):
            assert dealt == first
            kept += 1
        else:
            assert dealt != first
            dealt_again += 1
    assert kept > dealt_again > 0, "most boards already reach the floor, a few are dealt again"


def test_the_dud_boards_of_the_play_test_are_below_their_floor() -> None:
    """Boards met in play: 23 words in English, 19 words and nothing over 4 letters in Old Fashion."""
    for name, text in (("beguile", "QuIRO/IRRE/EECR/EIHE"), ("baggle-old-fashion", "AVIE/EAEO/UOOO/LUSE")):
        board = Board.from_text(text)
        assert not get_rules(name).floor(4).holds(words_of(board, name)), text


def test_fix_keeps_its_planted_word_when_it_deals_again() -> None:
    rules = get_rules("baggle-old-fashion")
    lexicon, common = load_lexicon(rules.dictionary), load_common(rules.dictionary)
    again = 0
    for seed in range(60):
        first = deal(rules, seed, fix=True, common=common, lexicon=None)
        dealt = deal(rules, seed, fix=True, common=common, lexicon=lexicon)
        assert dealt.planted == first.planted and dealt.board.spell(dealt.planted.path) == dealt.planted.word
        assert rules.floor(4).holds(words_of(dealt.board, rules.name))
        again += dealt.board != first.board
    assert again > 0


def test_a_floor_no_board_reaches_keeps_the_richest_of_the_boards_tried() -> None:
    rules = replace(get_rules("boggle"), floors=((4, Floor(10_000, 17)),))
    lexicon = load_lexicon("en")
    dealt = deal(rules, 5, lexicon=lexicon)
    assert dealt == deal(rules, 5, lexicon=lexicon), "the same seed, the same board"
    assert len(words_of(dealt.board, "boggle")) >= len(words_of(deal(rules, 5, lexicon=None).board, "boggle"))
    assert MAX_DEALS >= 10


def test_a_board_typed_or_shared_is_played_as_it_is_however_poor() -> None:
    board = Board.from_text("AVIE/EAEO/UOOO/LUSE")
    lexicon = load_lexicon("fr-old")
    shared = SharedBoard("baggle-old-fashion", "fr-old", dictionary_version(lexicon), board, 180)
    played = Round.start(parse_board_token(format_board_token(shared)).deal(), 180, 0.0)
    assert played.board == board


@pytest.mark.parametrize("name", sorted(RULES))
def test_floors_leave_most_boards_alone(name: str) -> None:
    """The floor is a low percentile, so dealing again stays rare and a deal stays cheap."""
    rules = get_rules(name)
    floor = rules.floor(rules.size)
    under = sum(not floor.holds(words_of(deal(rules, seed, lexicon=None).board, name)) for seed in range(200))
    assert 0 < under < 0.3 * 200
