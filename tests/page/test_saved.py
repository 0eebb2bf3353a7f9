"""What the page keeps on the device: settings, the round and stats round-trip; damage is refused by name."""

from __future__ import annotations

import json

import pytest
from page.saved import (
    GameStats,
    SavedError,
    Settings,
    first_settings,
    State,
    format_settings,
    format_state,
    format_stats,
    parse_settings,
    parse_state,
    parse_stats,
    record_round,
)

from beguile.board import Board
from beguile.deal import Deal
from beguile.round import Round
from beguile.rules import get_rules

ROUND = Round.start(Deal(Board.from_text("ABCD/EFGH/IJKL/MNOP"), "beguile", 5), 180, 1_700_000_000_000.0)


def test_the_state_round_trips() -> None:
    state = State(Settings(rules="big-boggle", size=5, seconds=195, table=True, language="fr", screen="sesquipedal",
                           zoom=False, theme="dark"), ROUND)
    assert parse_state(format_state(state)) == state
    assert parse_state(format_state(State())) == State()


def test_choosing_a_game_takes_its_board_size_and_time() -> None:
    assert Settings().for_game("beguile-longest") == Settings(rules="beguile-longest", seconds=60)
    assert Settings().for_game("big-baggle").size == 5


@pytest.mark.parametrize("text, problem", [
    (None, "not text"), ("{", "not JSON"), ("[]", "not an object"), ('{"v": 3}', "another version"),
    ('{"v": 4, "settings": {"size": 6}}', "'size'"), ('{"v": 4, "settings": {"rules": "chess"}}', "'rules'"),
    ('{"v": 4, "settings": {"seconds": 1e30}}', "'seconds'"), ('{"v": 4, "settings": {"table": 1}}', "'table'"),
    ('{"v": 4, "settings": {"screen": "results"}}', "'screen'"), ('{"v": 4, "settings": {"zoom": "yes"}}', "'zoom'"),
    ('{"v": 4, "settings": {"rules": "boggle", "size": 5}}', "cannot fill"),
    ('{"v": 4, "settings": {}, "round": {"rules": "beguile"}}', "round"),
])
def test_damaged_state_is_refused_with_a_reason(text, problem) -> None:
    with pytest.raises(SavedError, match=problem):
        parse_state(text)


def test_settings_missing_from_an_older_save_take_their_defaults() -> None:
    assert parse_settings({"rules": "boggle"}) == Settings(rules="boggle")
    assert format_settings(Settings()) == json.loads(format_state(State()))["settings"]


def test_stats_add_rounds_up_and_round_trip() -> None:
    stats = record_round({}, "beguile", 12, ["axe", "deducing"], 80)
    stats = record_round(stats, "beguile", 7, ["sun"], 60)
    game = stats["beguile"]
    assert (game.rounds, game.best, game.longest, game.found, game.possible) == (2, 12, "deducing", 3, 140)
    assert game.share == pytest.approx(3 / 140)
    assert parse_stats(format_stats(stats)) == stats
    assert GameStats().share is None


@pytest.mark.parametrize("text, problem", [
    ('{"v": 1, "games": {"chess": {}}}', "unknown game"),
    ('{"v": 1, "games": {"beguile": {"rounds": -1, "best": 0, "longest": "", "found": 0, "possible": 0}}}', "bad count"),
    ('{"v": 1, "games": {"beguile": {"rounds": 1, "best": 0, "longest": "<b>", "found": 0, "possible": 0}}}', "longest"),
    ('{"v": 1, "games": {"beguile": {"rounds": 1, "best": 0, "longest": "", "found": 5, "possible": 2}}}', "more words"),
    ('{"v": 1, "games": []}', "no games"),
])
def test_damaged_stats_are_refused_with_a_reason(text, problem) -> None:
    with pytest.raises(SavedError, match=problem):
        parse_stats(text)


def test_a_first_visit_opens_the_game_of_the_pages_language() -> None:
    french = first_settings("fr")
    assert french.rules == "beguile-fr" and get_rules(french.rules).dictionary == "fr"
    assert (french.size, french.seconds) == (get_rules("beguile-fr").size, get_rules("beguile-fr").timer)
    assert first_settings("en").rules == "beguile" and first_settings("de") == Settings()


def test_the_colours_setting_is_kept_and_checked() -> None:
    for theme in ("auto", "light", "dark"):
        assert parse_settings({"theme": theme}).theme == theme
    assert parse_settings({}).theme == "auto", "settings saved before the switch follow the system"
    with pytest.raises(SavedError, match="'theme'"):
        parse_settings({"theme": "blue"})
