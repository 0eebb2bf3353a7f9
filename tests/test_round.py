"""A round on one device: clock, found words, results, and surviving a reload."""

from __future__ import annotations

import json

import pytest

from beguile.board import Board
from beguile.deal import Deal, Planted, deal
from beguile.dictionaries import load_common
from beguile.lexicon import Lexicon
from beguile.round import Round, RoundError, change_time
from beguile.rules import get_rules
from beguile.scoring import Status

SEED_000 = Deal(Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZH"), "beguile", 0)
START = 1_700_000_000_000.0


def test_the_clock_runs_out_after_the_chosen_seconds() -> None:
    game = Round.start(SEED_000, 180, START)
    assert game.remaining(START) == 180 and game.remaining(START + 60_000) == 120
    assert not game.is_over(START + 179_999) and game.is_over(START + 180_000)
    assert game.remaining(START + 999_999) == 0
    practice = Round.start(SEED_000, 180, START, practice=True)
    assert practice.remaining(START + 10**9) is None and not practice.is_over(START + 10**9)


def test_plus_and_minus_move_the_timer_by_fifteen_seconds_within_bounds() -> None:
    assert change_time(180, 1) == 195 and change_time(180, -1) == 165
    assert change_time(15, -1) == 15 and change_time(900, 1) == 900


def test_entering_words_scores_them_and_refuses_repeats(en: Lexicon) -> None:
    game = Round.start(SEED_000, 180, START)
    game, first = game.enter("Deducing", en, START + 1000)
    assert (first.status, first.points) == (Status.VALID, 6)
    game, again = game.enter("deducing", en, START + 2000)
    assert again.status == Status.ALREADY_FOUND
    game, wrong = game.enter("zebra", en, START + 3000)
    assert wrong.status == Status.NOT_ON_BOARD
    game, _ = game.enter("axe", en, START + 4000)
    assert game.found == ("deducing", "axe") and game.scored(en).total == 7
    with pytest.raises(RoundError, match="over"):
        game.enter("sex", en, START + 180_000)


def test_the_rules_score_the_round_not_each_entry(en: Lexicon) -> None:
    longest = Round.start(Deal(SEED_000.board, "beguile-longest", 0), 60, START)
    for word in ("axe", "deducing", "wires"):
        longest, _ = longest.enter(word, en, START)
    assert [(w.word, w.points) for w in longest.scored(en).words] == [("axe", 0), ("deducing", 1), ("wires", 0)]


def test_results_list_every_word_and_mark_the_missed_ones(en: Lexicon) -> None:
    game, _ = Round.start(SEED_000, 180, START).enter("axe", en, START)
    words = game.finish().every_word(en)
    lengths = [len(word) for word, _, _ in words]
    assert lengths == sorted(lengths, reverse=True) and "deducing" in {w for w, _, _ in words}
    found = {word for word, _, was_found in words if was_found}
    assert found == {"axe"} and len(words) > 100
    assert all(SEED_000.board.spell(path) == word for word, path, _ in words)


def test_a_round_survives_a_trip_through_storage(en: Lexicon) -> None:
    dealt = deal(get_rules("beguile"), 11, size=5, fix=True, common=load_common("en"), lexicon=en)
    game, _ = Round.start(dealt, 195, START).enter(dealt.planted.word, en, START + 5)
    stored = json.loads(json.dumps(game.to_json()))
    assert Round.from_json(stored) == game


@pytest.mark.parametrize("damage", [
    lambda d: "garbage",
    lambda d: {k: v for k, v in d.items() if k != "board"},
    lambda d: {**d, "board": "AB/C"},
    lambda d: {**d, "rules": "chess"},
    lambda d: {**d, "seconds": "soon"},
    lambda d: {**d, "found": [["axe", 1]]},
    lambda d: {**d, "over": "yes"},
    lambda d: {**d, "planted": {"word": "deducing", "path": [[0, 0], [4, 4]]}},
])
def test_damaged_saved_rounds_are_refused_with_a_reason(damage) -> None:
    saved = Round(Deal(SEED_000.board, "beguile", 0, Planted("axe", ((0, 0), (0, 1), (1, 1)))), 180, START).to_json()
    assert Round.from_json(saved).deal.planted.word == "axe"
    with pytest.raises(RoundError, match="saved round is unreadable"):
        Round.from_json(damage(saved))


def test_the_planted_word_scores_nothing_once_show_revealed_it(en: Lexicon) -> None:
    dealt = deal(get_rules("beguile"), 7, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    shown = Round.start(dealt, 180, START).reveal()
    shown, result = shown.enter(word, en, START + 1000)
    assert result.status == Status.REVEALED and not result.accepted and word not in shown.found
    assert not shown.planted_found and shown.scored(en).total == 0
    found, first = Round.start(dealt, 180, START).enter(word, en, START + 1000)
    found = found.reveal()
    assert first.accepted and found.planted_found and found.scored(en).total == first.points
    assert Round.from_json(json.loads(json.dumps(shown.to_json()))) == shown


def test_show_after_the_end_changes_nothing(en: Lexicon) -> None:
    over = Round.start(SEED_000, 180, START).finish()
    assert over.reveal() is over


SAVED = Round(Deal(SEED_000.board, "beguile", 0, Planted("axe", ((0, 0), (0, 1), (1, 1)))), 180, START).to_json()


@pytest.mark.parametrize("change, complaint", [
    ({"board": 5}, "'board' should be text, not a whole number"),
    ({"board": ["AXDWI"]}, "'board' should be text, not a list"),
    ({"board": {"rows": 5}}, "'board' should be text, not an object"),
    ({"board": "DELT/OSMP/SNAE/SOTX", "planted": {"word": "example", "path": [[2, 3], [3, True], [1, 3, 2.5], ""]}},
     "the planted word needs a word and a path of [row, column] cells"),
    ({"planted": {"word": "axe", "path": [[0, 0], [0]]}}, "the planted word needs a word and a path of [row, column] cells"),
    ({"planted": {"word": "axe", "path": []}}, "the planted word 'axe' is not on the board along its path"),
    ({"seconds": 10**30}, "the timer is not 15 to 900 seconds"),
    ({"seconds": 0}, "the timer is not 15 to 900 seconds"),
    ({"seconds": 180.0}, "'seconds' should be a whole number, not a decimal number"),
    ({"ends_at": 1e300}, "its end time is absurdly far ahead"),
    ({"ends_at": 10**400}, "its end time is absurdly far ahead"),
    ({"ends_at": 180_000}, "it would have started before the game existed"),
    ({"ends_at": float("nan")}, "the end time is not a number"),
    ({"ends_at": "soon"}, "'ends_at' should be a number, not 'soon'"),
    ({"seed": True}, "'seed' should be a whole number, not true or false"),
    ({"seed": 2**53}, "the seed is not between 0 and 2**53 - 1"),
    ({"seed": -1}, "the seed is not between 0 and 2**53 - 1"),
    ({"found": ["AXE"]}, "found word 'AXE' is not lowercase a to z"),
    ({"found": ["axé"]}, "found word 'axé' is not lowercase a to z"),
    ({"found": [None]}, "found word null is not lowercase a to z"),
    ({"found": ["ax"]}, "found word 'ax' has a length beguile cannot accept"),
    ({"found": ["zebra"]}, "found word 'zebra' is not on the board"),
    ({"found": ["axe", "axe"]}, "a found word appears twice"),
    ({"found": ["axe"] * 10_001}, "10001 found words, more than 10000"),
    ({"revealed": 1}, "'revealed' should be true or false, not a whole number"),
    ({"paused_at": "now"}, "'paused_at' should be a number, not 'now'"),
    ({"paused_at": float("nan")}, "the pause time is not a number"),
    ({"paused_at": START + 1}, "it was paused while it was not running"),
    ({"paused_at": START - 181_000}, "it was paused while it was not running"),
    ({"ends_at": None, "paused_at": START}, "a round without a clock cannot be paused"),
    ({"rules": "boggle", "board": "ABCDE/FGHIJ/KLMNO/PQRST/UVWXY", "planted": None}, "boggle deals no 5x5 board"),
    ({"board": "ABCD/EFGH", "planted": None}, "beguile deals no 2x4 board"),
    ({"board": "A" * 17}, "row 1 has more than 16 cells"),
    ({"rules": ["beguile"]}, "'rules' should be text, not a list"),
])
def test_each_flaw_of_a_saved_round_is_named(change: dict, complaint: str) -> None:
    with pytest.raises(RoundError) as refused:
        Round.from_json({**SAVED, **change})
    assert str(refused.value) == f"saved round is unreadable: {complaint}"


def test_missing_fields_are_named_but_a_round_saved_before_show_was_kept_is_read() -> None:
    for key in SAVED:
        if key not in ("revealed", "paused_at"):
            with pytest.raises(RoundError, match=f"'{key}' is missing"):
                Round.from_json({k: v for k, v in SAVED.items() if k != key})
    older = {k: v for k, v in SAVED.items() if k != "revealed"}
    assert Round.from_json(older).revealed is False and Round.from_json(older) == Round.from_json(SAVED)


def test_a_round_that_would_start_in_the_future_is_refused_when_the_clock_is_known() -> None:
    starts = SAVED["ends_at"] - 180_000
    assert Round.from_json(SAVED, now=starts) == Round.from_json(SAVED)
    assert Round.from_json(SAVED, now=starts - 59_000) == Round.from_json(SAVED)  # a clock corrected a little
    with pytest.raises(RoundError, match="it would start in the future"):
        Round.from_json(SAVED, now=starts - 120_000)
    practice = {**SAVED, "ends_at": None}
    assert Round.from_json(practice, now=0).ends_at is None


def test_a_paused_clock_stands_still_and_resumes_where_it_stopped() -> None:
    game = Round.start(SEED_000, 180, START)
    paused = game.pause(START + 60_000)
    assert paused.paused and paused.remaining(START + 600_000) == 120 and not paused.is_over(START + 600_000)
    assert paused.pause(START + 90_000) == paused, "a second pause keeps the first moment"
    back = paused.resume(START + 600_000)
    assert not back.paused and back.remaining(START + 600_000) == 120
    assert back.is_over(START + 720_000) and not back.is_over(START + 719_999)
    assert game.resume(START) == game, "a running clock is not moved"
    practice = Round.start(SEED_000, 180, START, practice=True)
    assert practice.pause(START) == practice, "a round without a clock has nothing to pause"
    over = game.finish()
    assert over.pause(START) == over and Round.start(SEED_000, 15, START).pause(START + 15_000).paused_at is None


def test_a_paused_round_survives_a_reload_and_an_older_save_reads_as_running() -> None:
    paused = Round.start(SEED_000, 180, START).pause(START + 30_000)
    stored = json.loads(json.dumps(paused.to_json()))
    assert stored["paused_at"] == START + 30_000
    assert Round.from_json(stored, now=START + 10**7) == paused
    assert not Round.from_json(stored).is_over(START + 10**7), "time away does not count after a reload"
    older = {k: v for k, v in stored.items() if k != "paused_at"}
    assert Round.from_json(older).paused_at is None
    twice = paused.resume(START + 100_000).pause(START + 150_000)
    assert Round.from_json(json.loads(json.dumps(twice.to_json()))) == twice
