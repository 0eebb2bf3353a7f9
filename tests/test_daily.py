"""The board of the day and shared boards: one board for everyone on a date, and a board passed on."""

from __future__ import annotations

import json
from datetime import date, timedelta

from beguile.daily import FIRST_DAY, daily_deal, daily_seed, day_number, share_round
from beguile.dictionaries import load_lexicon
from beguile.lexicon import Lexicon
from beguile.round import Round
from beguile.rules import RULES, get_rules
from beguile.tokens import dictionary_version, format_board_token, link, parse_board_token

START = 1_790_000_000_000.0


def test_everyone_gets_the_same_board_on_a_date_and_another_the_next_day(en: Lexicon) -> None:
    rules = get_rules("boggle")
    day = date(2026, 7, 14)
    assert daily_deal(day, rules, en) == daily_deal(date.fromisoformat("2026-07-14"), get_rules("boggle"), en)
    month = {daily_deal(day + timedelta(days=n), rules, en).board for n in range(31)}
    assert len(month) == 31


def test_each_game_has_its_own_board_of_the_day() -> None:
    day = date(2026, 7, 14)
    seeds = {daily_seed(day, name) for name in RULES}
    assert len(seeds) == len(RULES)
    for name in ("beguile", "big-boggle", "baggle"):
        rules = get_rules(name)
        dealt = daily_deal(day, rules, load_lexicon(rules.dictionary))
        assert dealt.rules == name and dealt.board.rows == rules.size and dealt.seed == daily_seed(day, name)


def test_a_round_of_the_day_is_kept_across_a_reload() -> None:
    for n in range(60):
        day = date(2026, 7, 14) + timedelta(days=n)
        for name in RULES:
            played = Round.start(daily_deal(day, get_rules(name), load_lexicon(get_rules(name).dictionary)), 180, START)
            assert Round.from_json(json.loads(json.dumps(played.to_json())), START + 1000) == played


def test_the_board_of_the_day_can_plant_a_word(en_common: tuple[str, ...]) -> None:
    dealt = daily_deal(date(2026, 2, 1), get_rules("beguile"), load_lexicon("en"), fix=True, common=en_common)
    assert dealt.planted is not None and dealt.planted.word in en_common
    assert dealt.board.spell(dealt.planted.path) == dealt.planted.word


def test_days_are_numbered_from_one() -> None:
    assert day_number(FIRST_DAY) == 1
    assert day_number(FIRST_DAY + timedelta(days=364)) == 365


def test_a_shared_round_is_the_same_round_on_a_friends_device(en: Lexicon, en_common: tuple[str, ...]) -> None:
    rules = get_rules("beguile")
    day = date(2026, 2, 1)
    played = Round.start(daily_deal(day, rules, en, fix=True, common=en_common), 120, START)
    for word in ("zzz", played.deal.planted.word):
        played, _ = played.enter(word, en, START + 1000)
    shared = share_round(played, en, player=" Zoé ", day=day)
    token = format_board_token(shared)
    friend = parse_board_token(link("https://beguile.example/", token))
    assert friend == shared and friend.day == day and friend.player == "Zoé"
    assert friend.words == (played.deal.planted.word,) and friend.dictionary_version == dictionary_version(en)
    again = Round.start(friend.deal(), friend.seconds, START + 86_400_000)
    assert (again.board, again.deal.planted, again.rules, again.seconds) == (
        played.board, played.deal.planted, played.rules, 120)
    alone = share_round(played, en)
    assert alone.player is None and alone.words == () and alone.day is None
    assert len(format_board_token(alone)) < len(token)


def test_a_board_without_a_planted_word_shares_too(en: Lexicon) -> None:
    played = Round.start(daily_deal(date(2026, 3, 3), get_rules("big-boggle"), load_lexicon("en")), 180, START)
    shared = parse_board_token(format_board_token(share_round(played, en)))
    assert shared.planted is None and shared.board == played.board and shared.rules == "big-boggle"
