"""Scoring under each rule set, as the rule documents describe it."""

from __future__ import annotations

import pytest

from beguile.board import Board
from beguile.judge import Match, check_entry, judge_round
from beguile.lexicon import Lexicon
from beguile.rules import RULES, get_rules
from beguile.scoring import Status

PLAYERS_BOARD = Board.from_text("PLAYERS/TONIGHT")


def totals(rules: str, lexicon: Lexicon, lists: dict[str, list[str]], board: Board = PLAYERS_BOARD,
           approved: tuple[str, ...] = ()) -> dict[str, int]:
    """Each player's total for one round."""
    return judge_round(board, get_rules(rules), lexicon, lists, approved).totals()


def statuses(rules: str, lexicon: Lexicon, lists: dict[str, list[str]], board: Board = PLAYERS_BOARD,
             approved: tuple[str, ...] = ()) -> dict[str, dict[str, str]]:
    """Each player's words and their statuses."""
    result = judge_round(board, get_rules(rules), lexicon, lists, approved)
    return {p: {w.word: str(w.status) for w in r.words} for p, r in result.players.items()}


@pytest.mark.parametrize("name", ["boggle", "boggle-classic", "baggle", "big-boggle", "session"])
@pytest.mark.parametrize("length, points", [(3, 1), (4, 1), (5, 2), (6, 3), (7, 5), (8, 11), (12, 11)])
def test_boggle_table(name: str, length: int, points: int) -> None:
    assert RULES[name].points(length) == points


@pytest.mark.parametrize("length, points", [(3, 1), (4, 2), (5, 3), (8, 6), (25, 23)])
def test_beguile_gives_length_less_two(length: int, points: int) -> None:
    assert RULES["beguile"].points(length) == points


@pytest.mark.parametrize("length, points", [(3, 1), (4, 1), (5, 2), (6, 3), (7, 5), (8, 11), (9, 20), (10, 50),
                                            (11, 100), (12, 150), (13, 200), (14, 250), (16, 250)])
def test_old_fashion_pays_more_the_longer(length: int, points: int) -> None:
    assert RULES["baggle-old-fashion"].points(length) == points


def test_beguile_counts_every_accepted_word(en: Lexicon) -> None:
    lists = {"Ann": ["players", "play", "lay"], "Bob": ["play", "layers"]}
    assert totals("beguile", en, lists) == {"Ann": 5 + 2 + 1, "Bob": 2 + 4}
    assert statuses("beguile", en, lists)["Bob"]["play"] == "valid"


def test_boggle_crosses_shared_words_off_every_list(en: Lexicon) -> None:
    lists = {"Ann": ["players", "play", "lay"], "Bob": ["play", "layers"], "Cy": ["lay"]}
    assert totals("boggle", en, lists) == {"Ann": 5, "Bob": 3, "Cy": 0}
    assert statuses("boggle", en, lists)["Ann"]["play"] == "duplicate"


def test_statuses_say_what_is_wrong(en: Lexicon) -> None:
    lists = {"Ann": ["ya", "zebra", "playe", "players", "PLAYERS", " Players "]}
    assert statuses("boggle", en, lists)["Ann"] == {
        "ya": "too-short", "zebra": "not-on-board", "playe": "not-in-dictionary", "players": "valid"}


def test_a_leader_can_approve_a_word_missing_from_the_dictionary(en: Lexicon) -> None:
    lists = {"Ann": ["playe"], "Bob": ["zebra"]}
    assert statuses("session", en, lists, approved=("playe", "zebra")) == {
        "Ann": {"playe": "approved"}, "Bob": {"zebra": "not-on-board"}}
    assert totals("session", en, lists, approved=("playe",))["Ann"] == 2 * 2  # unique longest: doubled


def test_session_longest_word_example(en: Lexicon) -> None:
    # Both found the same 7-letter word; only Ann has a valid 6-letter word, so she gets the bonus for it.
    lists = {"Ann": ["players", "player", "play"], "Bob": ["players", "layer"]}
    result = judge_round(PLAYERS_BOARD, get_rules("session"), en, lists)
    ann = {w.word: w.points for w in result.players["Ann"].words}
    assert ann == {"players": 0, "player": 3 * 2, "play": 1}
    assert result.totals() == {"Ann": 7, "Bob": 2}


def test_session_tie_for_longest_gives_no_bonus(en: Lexicon) -> None:
    lists = {"Ann": ["player", "play"], "Bob": ["layers"]}
    assert totals("session", en, lists) == {"Ann": 3 + 1, "Bob": 3}


def test_session_mild_counts_shared_words_once_and_unique_ones_double(en: Lexicon) -> None:
    lists = {"Ann": ["players", "player", "play"], "Bob": ["players", "layer"]}
    result = judge_round(PLAYERS_BOARD, get_rules("session-mild"), en, lists)
    ann = {w.word: (str(w.status), w.points) for w in result.players["Ann"].words}
    assert ann == {"players": ("duplicate", 5), "player": ("valid", 3 * 3), "play": ("valid", 1 * 2)}
    assert result.totals() == {"Ann": 16, "Bob": 5 + 2 * 2}


def test_session_reads_a_bare_q_as_qu_counting_two_letters(en: Lexicon) -> None:
    board = Board.from_text("QIT/XEX")
    assert statuses("session", en, {"Ann": ["quiet", "quit"]}, board) == {"Ann": {"quiet": "valid", "quit": "valid"}}
    assert totals("session", en, {"Ann": ["quit"], "Bob": ["quiet"]}, board) == {"Ann": 1, "Bob": 2 * 2}
    assert statuses("boggle", en, {"Ann": ["quiet"]}, board) == {"Ann": {"quiet": "not-on-board"}}


def test_a_qu_face_always_reads_qu_and_counts_two_letters(en: Lexicon) -> None:
    board = Board.from_text("QuIT/XEX")
    assert totals("boggle", en, {"Ann": ["quiet", "quit"]}, board) == {"Ann": 2 + 1}
    assert statuses("boggle", en, {"Ann": ["qit"]}, board)["Ann"]["qit"] == "not-on-board"


def test_big_boggle_needs_four_letters(en: Lexicon) -> None:
    assert statuses("big-boggle", en, {"Ann": ["lay", "play"]}) == {"Ann": {"lay": "too-short", "play": "valid"}}


def test_longest_word_game_gives_a_point_to_each_longest(en: Lexicon) -> None:
    lists = {"Ann": ["players"], "Bob": ["layers"], "Cy": ["players", "play"], "Di": ["playersx"]}
    assert totals("beguile-longest", en, lists) == {"Ann": 1, "Bob": 0, "Cy": 1, "Di": 0}


def test_instant_feedback_for_one_player(en: Lexicon) -> None:
    rules = get_rules("beguile")
    entry = check_entry(PLAYERS_BOARD, rules, en, "Players", found={"play"})
    assert (entry.status, entry.points, PLAYERS_BOARD.spell(entry.path)) == (Status.VALID, 5, "players")
    assert check_entry(PLAYERS_BOARD, rules, en, "play", found={"play"}).status == Status.ALREADY_FOUND
    assert check_entry(PLAYERS_BOARD, rules, en, "pl", found=set()).status == Status.TOO_SHORT


def test_match_keeps_running_totals_and_finds_the_first_to_the_target(en: Lexicon) -> None:
    rules = get_rules("beguile")
    match = Match()
    for lists in ({"Ann": ["players"], "Bob": ["play"]},
                  {"Ann": ["lay"], "Bob": ["players", "layers"]},
                  {"Ann": ["layers"], "Bob": []}):
        match = match.add(judge_round(PLAYERS_BOARD, rules, en, lists))
    assert match.running_totals() == [{"Ann": 5, "Bob": 2}, {"Ann": 6, "Bob": 11}, {"Ann": 10, "Bob": 11}]
    assert match.first_to(10) == "Bob"
    assert match.first_to(6) == "Bob", "both reached 6 in round two: the one ahead wins"
    assert match.first_to(5) == "Ann"
    assert match.first_to(12) is None
