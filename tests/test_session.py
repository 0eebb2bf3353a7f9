"""A session through tokens: the same judgement as judge_round, the seed-004 examples, running totals."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from beguile.board import Board
from beguile.deal import deal
from beguile.dictionaries import load_lexicon
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import RULES, get_rules
from beguile.session import (Session, collect, invite, judge_results, player_seed, results, round_rules, round_seed,
                             same_dictionary, start_on_device)
from beguile.solver import solve
from beguile.token_codec import Problem, TokenError
from beguile.tokens import (WordList, format_results_token, format_round_token, format_words_token,
                            parse_results_token, parse_round_token, parse_words_token)

PLAYERS_BOARD = Board.from_text("PLAYERS/TONIGHT")
CLOCK = 1_790_000_000_000
SESSION = "00c0ffee0042"


def through_tokens(rules: str, lexicon: Lexicon, lists: dict[str, list[str]], board: Board = PLAYERS_BOARD,
                   approved: tuple[str, ...] = (), number: int = 1):
    """A round played as devices play it: invitation, one words token each, results token, judged anew."""
    announced = parse_round_token(format_round_token(
        invite(SESSION, number, get_rules(rules), board, lexicon, CLOCK, "Leader")))
    collected: tuple[WordList, ...] = ()
    for player, words in lists.items():
        token = format_words_token(WordList.for_round(announced, player, words))
        collected = collect(announced, collected, parse_words_token(token))
    sent = parse_results_token(format_results_token(results(announced, collected, approved)))
    return sent, judge_results(sent, lexicon)


def test_seed_004_longest_word_example_through_tokens(en: Lexicon) -> None:
    # Both found the same 7-letter word; only Ann has a valid 6-letter word, so she gets the bonus for it.
    _, judged = through_tokens("session", en, {"Ann": ["players", "player", "play"], "Bob": ["players", "layer"]})
    ann = {w.word: (str(w.status), w.points) for w in judged.players["Ann"].words}
    assert ann == {"players": ("duplicate", 0), "player": ("valid", 3 * 2), "play": ("valid", 1)}
    assert judged.totals() == {"Ann": 7, "Bob": 2}


def test_seed_004_mild_scoring_through_tokens(en: Lexicon) -> None:
    _, judged = through_tokens("session-mild", en, {"Ann": ["players", "player", "play"], "Bob": ["players", "layer"]})
    ann = {w.word: (str(w.status), w.points) for w in judged.players["Ann"].words}
    assert ann == {"players": ("duplicate", 5), "player": ("valid", 3 * 3), "play": ("valid", 1 * 2)}
    assert judged.totals() == {"Ann": 16, "Bob": 5 + 2 * 2}


def test_an_approval_counts_for_every_player_who_wrote_the_word(en: Lexicon) -> None:
    _, judged = through_tokens("boggle", en, {"Ann": ["playe", "tonight"], "Bob": ["Playe"], "Cy": ["toni"]},
                               approved=("PLAYE",))
    statuses = {p: {w.word: str(w.status) for w in r.words} for p, r in judged.players.items()}
    assert statuses == {"Ann": {"playe": "duplicate", "tonight": "valid"}, "Bob": {"playe": "duplicate"},
                        "Cy": {"toni": "not-in-dictionary"}}


WORD_RULES = sorted(set(RULES) - {"beguile-longest"})


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(RULES)), st.integers(0, 10**6), st.data())
def test_judging_from_tokens_equals_judge_round(name: str, seed: int, data: st.DataObject) -> None:
    rules = get_rules(name)
    lexicon = load_lexicon(rules.dictionary)
    board = deal(rules, seed, lexicon=lexicon).board
    on_board = sorted(solve(board, lexicon, 2, rules.q_as_qu))
    word = st.one_of(st.sampled_from(on_board) if on_board else st.nothing(),
                     st.text(alphabet="abcdeéèrstQU", min_size=1, max_size=9))
    players = data.draw(st.lists(st.sampled_from(["Ann", "Bob", "Cy", "Dé", "Eve"]), max_size=5, unique=True))
    lists = {player: data.draw(st.lists(word, max_size=30)) for player in players}
    approved = tuple(data.draw(st.lists(word, max_size=4)))
    sent, judged = through_tokens(name, lexicon, lists, board, approved)
    direct = judge_round(board, rules, lexicon, lists, approved)
    assert judged.totals() == direct.totals()
    for player in players:
        ours = {w.word: w for w in judged.players[player].words}
        theirs = {w.word: w for w in direct.players[player].words}
        assert {w: r.status for w, r in ours.items()} == {w: r.status for w, r in theirs.items()}
        if name in WORD_RULES:  # the longest-word game's one point may go to another word of the same length
            assert {w: r.points for w, r in ours.items()} == {w: r.points for w, r in theirs.items()}
    assert [player for player, _ in sent.lists] == players


def test_words_from_another_round_are_refused(en: Lexicon) -> None:
    rules = get_rules("session")
    first = invite(SESSION, 1, rules, PLAYERS_BOARD, en, CLOCK, "Leader")
    second = invite(SESSION, 2, rules, PLAYERS_BOARD, en, CLOCK, "Leader")
    other_board = invite(SESSION, 1, rules, Board.from_text("PLAYERS/TONIGHS"), en, CLOCK, "Leader")
    for stale in (WordList.for_round(second, "Bob", ["play"]), WordList.for_round(other_board, "Bob", ["play"])):
        with pytest.raises(TokenError, match="from another round") as caught:
            collect(first, (), stale)
        assert caught.value.problem == Problem.OTHER_ROUND
        with pytest.raises(TokenError, match="from another round"):
            results(first, [stale])


def test_a_player_sends_one_list_a_round(en: Lexicon) -> None:
    announced = invite(SESSION, 1, get_rules("boggle"), PLAYERS_BOARD, en, CLOCK, "Leader")
    ann = WordList.for_round(announced, "Ann", ["play"])
    lists = collect(announced, (), ann)
    assert collect(announced, lists, ann) == (ann,), "the same token twice counts once"
    again = WordList.for_round(announced, "ann", ["play", "players"])
    with pytest.raises(TokenError, match="already sent words"):
        collect(announced, lists, again)
    assert collect(announced, lists, again, replace_list=True) == (again,)


def test_the_leader_may_choose_another_dictionary(en: Lexicon) -> None:
    large = load_lexicon("en-large")
    announced = invite(SESSION, 1, get_rules("boggle"), PLAYERS_BOARD, large, CLOCK, "Leader", dictionary="en-large")
    assert round_rules(announced).dictionary == "en-large" and round_rules(announced).name == "boggle"
    assert same_dictionary(announced, large) and not same_dictionary(announced, en)


def test_a_live_code_sets_the_start_by_the_leaders_clock(en: Lexicon) -> None:
    announced = invite(SESSION, 1, get_rules("session"), PLAYERS_BOARD, en, CLOCK, "Leader", start=CLOCK + 15_000)
    # this device's clock is 42 s ahead; it scanned the code 300 ms after it was drawn
    assert start_on_device(announced, CLOCK + 42_300, live=True) == CLOCK + 15_000 + 42_300
    assert start_on_device(announced, CLOCK + 42_300, live=False) == CLOCK + 15_000
    assert start_on_device(invite(SESSION, 1, get_rules("session"), PLAYERS_BOARD, en, CLOCK, "L"), 0, True) is None


def test_a_session_adds_rounds_up_to_a_target_and_survives_a_reload(en: Lexicon) -> None:
    rules = get_rules("beguile")
    session = Session(SESSION)
    rounds = ({"Ann": ["players"], "Bob": ["play"]},
              {"Ann": ["lay"], "Bob": ["players", "layers"]},
              {"Ann": ["layers"], "Bob": []})
    for number, lists in enumerate(rounds, 1):
        announced = invite(SESSION, number, rules, PLAYERS_BOARD, en, CLOCK, "Ann", target=10)
        made = results(announced, [WordList.for_round(announced, p, w) for p, w in lists.items()])
        session = session.with_results(parse_results_token(format_results_token(made)))
        if number == 1:
            first = made
    lexicons = {"en": en}.__getitem__
    assert session.match(lexicons).running_totals() == [
        {"Ann": 5, "Bob": 2}, {"Ann": 6, "Bob": 11}, {"Ann": 10, "Bob": 11}]
    assert session.target == 10 and session.winner(lexicons) == "Bob" and session.players() == ["Ann", "Bob"]
    saved = session.to_json()
    assert Session.from_json(saved) == session
    assert session.with_results(first) == session, "results received twice count once"
    gap = Session(SESSION).with_results(session.rounds[2])
    assert gap.missing_rounds() == [1, 2] and session.missing_rounds() == []
    with pytest.raises(TokenError, match="another session"):
        Session("00c0ffee0043").with_results(first)
    for broken in (None, {"session": SESSION}, {"session": "x", "rounds": []}, {"session": SESSION, "rounds": ["S1xyz"]},
                   {"session": SESSION, "rounds": [3]}):
        with pytest.raises(TokenError):
            Session.from_json(broken)


def test_a_round_published_again_replaces_the_older_edition_and_never_the_reverse(en: Lexicon) -> None:
    announced = invite(SESSION, 1, get_rules("beguile"), PLAYERS_BOARD, en, CLOCK, "Ann")
    ann, bob = (WordList.for_round(announced, p, w) for p, w in (("Ann", ["players"]), ("Bob", ["play"])))
    first = results(announced, [ann])
    second = parse_results_token(format_results_token(results(announced, [ann, bob], edition=2)))
    session = Session(SESSION).with_results(first).with_results(second)
    assert session.players() == ["Ann", "Bob"] and session.rounds == (second,)
    with pytest.raises(TokenError) as older:
        session.with_results(first)
    assert older.value.problem == Problem.STALE
    assert session.with_results(second) == session


def test_computer_seeds_are_shared_by_every_device_and_differ_by_player(en: Lexicon) -> None:
    announced = invite(SESSION, 4, get_rules("boggle"), PLAYERS_BOARD, en, CLOCK, "Leader")
    again = parse_round_token(format_round_token(announced))
    assert round_seed(again) == round_seed(announced)
    assert round_seed(invite(SESSION, 5, get_rules("boggle"), PLAYERS_BOARD, en, CLOCK, "Leader")) != round_seed(again)
    seeds = {player_seed(round_seed(announced), name) for name in ("Computer 1", "Computer 2", "Robo")}
    assert len(seeds) == 3 and all(0 <= s < 2**63 for s in seeds)


def test_random_sessions_total_what_their_rounds_total(en: Lexicon) -> None:
    rng = random.Random(7)
    rules = get_rules("session")
    session = Session(SESSION)
    expected: dict[str, int] = {}
    for number in range(1, 6):
        board = deal(rules, number, lexicon=en).board
        words = list(solve(board, en))
        lists = {p: rng.sample(words, min(len(words), rng.randint(0, 12))) for p in ("Ann", "Bob", "Cy")}
        for player, points in judge_round(board, rules, en, lists).totals().items():
            expected[player] = expected.get(player, 0) + points
        announced = invite(SESSION, number, rules, board, en, CLOCK + number, "Ann")
        session = session.with_results(results(announced, [WordList.for_round(announced, p, w)
                                                           for p, w in lists.items()]))
    assert session.match({"en": en}.__getitem__).totals() == expected
