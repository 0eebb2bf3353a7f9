"""The referee at the table: a board typed from the dice, lists typed in turn, judged together under
the rules (shared words crossed off in Boggle), a word approved by the group, totals to a target."""

from __future__ import annotations

import pytest

from page.text import Text
from page.together import referee_game, referee_view
from page.together.referee_game import RefereeError

from beguile.board import QU, Board
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import get_rules

BOARD = Board.from_text("PLAY/ERST/ONIG/HTWE")


def test_a_board_typed_from_the_table(text_en: Text) -> None:
    boggle, baggle = get_rules("boggle"), get_rules("baggle")
    assert referee_game.typed_board("play erst onig htwe", boggle) == BOARD
    assert referee_game.typed_board("P-L-A-Y / é r s t\nO N I G\nH T W E", boggle) == BOARD
    qu = referee_game.typed_board("QUAYE RSTO NIGH TWEZ", boggle)  # new Boggle dice have a Qu face: QU is one cell
    assert qu.faces[:2] == (QU, "A") and qu.rows == 4
    assert referee_game.typed_board("QAYE RSTO NIGH TWEZ", boggle).faces[:2] == (QU, "A")  # Q alone: the Qu face
    assert referee_game.typed_board("QUAY ERST ONIG HTWE", baggle).faces[:2] == ("Q", "U")  # B@ggle's Q is bare
    assert referee_game.typed_board("ABCDE" * 5, boggle).rows == 5
    with pytest.raises(RefereeError) as short:
        referee_game.typed_board("ABCDE FGH", boggle)
    assert text_en(short.value.key, **short.value.values) == "8 letters: a board has 16 (4×4) or 25 (5×5)."


def test_typed_lists_keep_their_order_and_fold_accents() -> None:
    assert referee_game.typed_words("Play, players\nÉté  play 3d l'eau_x") == ("play", "players", "ete", "d", "l",
                                                                              "eau", "x")


def test_a_game_two_rounds_to_a_target(en: Lexicon, text_en: Text) -> None:
    with pytest.raises(RefereeError):
        referee_game.new_game("boggle", ["Ann", " "], None)
    with pytest.raises(RefereeError):
        referee_game.new_game("boggle", ["Ann", "ann"], None)
    game = referee_game.new_game("boggle", ["Ann", "Bob", ""], 12)
    assert game.players == ("Ann", "Bob")
    game = referee_game.begin(game, BOARD)
    assert referee_view.step(game, text_en) == "Ann’s words (1 of 2)"
    game = referee_game.take_list(game, ("replays", "play", "plar"))
    game = referee_game.back_one(referee_game.take_list(game, ("oops",)))  # Bob's list, taken back to correct it
    assert referee_game.waiting_for(game) == "Bob" and game.sheet.lists == (("Ann", ("replays", "play", "plar")),)
    game = referee_game.take_list(game, ("replays", "twiners", "twirls"))
    assert referee_game.waiting_for(game) is None
    rules = get_rules("boggle")
    expected = judge_round(BOARD, rules, en, {"Ann": ["replays", "play", "plar"],
                                              "Bob": ["replays", "twiners", "twirls"]})
    assert expected.totals() == {"Ann": 1, "Bob": 5 + 3}, "replays crossed off both lists"
    assert referee_game.judged(game, game.sheet, en) == expected
    assert referee_game.match(game, en).totals() == expected.totals()
    game = referee_game.score_round(referee_game.approve(game, "plar", True))
    assert game.sheet is None and referee_game.winner(game, en) is None
    first = referee_game.match(game, en).totals()
    assert first == {"Ann": 1 + 1, "Bob": 8}, "plar approved by the group"
    game = referee_game.take_list(referee_game.take_list(referee_game.begin(game, BOARD), ("elastin", "protist")),
                                  ("relays",))
    assert referee_game.winner(game, en) is None, "a round counts once it is scored"
    game = referee_game.score_round(game)
    assert referee_game.match(game, en).totals() == {"Ann": 2 + 10, "Bob": 8 + 3}
    assert referee_game.winner(game, en) == "Ann", "Ann reaches 12 first"


def test_typed_words_are_checked_as_they_are_typed(en: Lexicon, text_en: Text) -> None:
    items = referee_view.checked(BOARD, get_rules("boggle"), en, ("replays", "pl", "plar", "zebra"), text_en)
    assert [(i.icon, i.points) for i in items] == [("✓", 5), ("…", 0), ("✗", 0), ("⊘", 0)]
    game = referee_game.new_game("boggle", ["Ann", "Bob"], 50)
    assert referee_view.facts(game, text_en) == "Boggle · Ann and Bob"


def test_an_old_fashion_referee_hears_its_rule_for_a_plural_or_a_conjugated_form(fr: Lexicon, fr_old: Lexicon,
                                                                                 text_fr: Text) -> None:
    rules = get_rules("baggle-old-fashion")
    board = Board.from_text("LIXO/TONS/AEGR/BUMP")
    items = referee_view.checked(board, rules, fr_old, ("lions", "songea", "lion", "snog"), text_fr, forms=fr)
    assert [i.label for i in items] == [
        "lions, 0 point, pluriel, féminin ou conjugaison, refusés en «\u00a0Old Fashion\u00a0»",
        "songea, 0 point, pluriel, féminin ou conjugaison, refusés en «\u00a0Old Fashion\u00a0»",
        "lion, 1 point, valide",
        "snog, 0 point, pas dans le dictionnaire",
    ]
    plain = referee_view.checked(board, get_rules("baggle"), fr_old, ("lions",), text_fr, forms=fr)
    assert plain[0].label.endswith("pas dans le dictionnaire"), "only rules that refuse forms give that reason"
