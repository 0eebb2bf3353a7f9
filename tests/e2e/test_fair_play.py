"""The grid games as a player meets them: a French browser's first visit opens a French game and says
whose words it takes; the solo clock waits while the board is out of sight and says so when it runs
again, a reload keeps the pause, rounds played together never pause; End asks first; between rounds
- and + show the next round's time; the colours follow the system or the player's choice."""

from __future__ import annotations

import pytest

from pagekit import (
    end_round, enter_word, lexicon, new_round, open_game, saved_state, shot, text, wait_ready,
)
from togetherkit import announce, lead_session, wait_start

from beguile.rules import get_rules
from beguile.solver import solve

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")
AWAY_MS = 17_000
"""Longer than the shortest round (15 s): a clock that kept running would end the round meanwhile."""


def seconds_on(page, selector: str = "#timer") -> int:
    minutes, seconds = page.text_content(selector).split(":")
    return int(minutes) * 60 + int(seconds)


def short_round(page) -> None:
    """Set the shortest time (15 s) and deal."""
    for _ in range(12):
        page.click("#minus")
    assert page.text_content("#timer") == "0:15"
    new_round(page)


@pytest.mark.parametrize("locale, rules, code, language", [
    ("fr-FR", "beguile-fr", "FR", "fr"), ("en-GB", "beguile", "EN", "en")])
def test_a_first_visit_opens_the_game_of_the_browsers_language(make_context, server, site, artifacts,
                                                               locale, rules, code, language):
    page = open_game(make_context("phone", locale=locale), server.url)
    words = FR if language == "fr" else EN
    assert saved_state(page)["settings"]["rules"] == rules
    assert page.text_content("#screen-title") == words("play.title", game=words(f"game.{rules}.title"), size=4)
    assert page.text_content("#game-language-code") == code and page.locator("#game-language").is_visible()
    assert page.text_content("#game-language-name") == words(f"words.language.{language}")
    board = new_round(page)
    found = solve(board, lexicon(site, language), 3, get_rules(rules).q_as_qu)
    word = max(found, key=len)
    assert enter_word(page, word)[0] == "valid", "a word of the language's dictionary counts"
    shot(page, artifacts, f"first-visit-{language}-360x740")
    page.click("#nav-games")
    assert page.locator("#game-language").is_hidden(), "the game's language is shown beside its board"


@pytest.mark.long
def test_the_solo_clock_waits_while_the_board_is_out_of_sight_and_says_so(make_context, server, artifacts):
    page = open_game(make_context("phone"), server.url)
    short_round(page)
    page.click("#nav-rules")
    page.wait_for_selector("#screen-rules:not([hidden])")
    paused_at = saved_state(page)["round"]["paused_at"]
    assert paused_at is not None, "the saved round records the pause"
    page.wait_for_timeout(AWAY_MS)
    assert page.locator("#screen-rules").is_visible(), "the round did not end while the player read the rules"
    page.click("#nav-back")
    page.wait_for_selector("#screen-play:not([hidden])")
    assert page.evaluate("document.body.dataset.playing") == "1"
    assert 10 <= seconds_on(page) <= 15, "the clock reads what it read when the player left"
    assert page.get_attribute("#answer", "data-status") == "resumed"
    assert saved_state(page)["round"]["paused_at"] is None
    shot(page, artifacts, "clock-resumed-360x740")

    # a hidden page (another app, a locked phone) pauses too, and a reload keeps the pause
    page.evaluate("""() => { Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
        document.dispatchEvent(new Event('visibilitychange')); }""")
    page.wait_for_function("JSON.parse(localStorage.getItem('beguile-state')).round.paused_at !== null")
    page.wait_for_timeout(AWAY_MS)
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.body.dataset.playing") == "1", "the reload kept the round and its pause"
    assert 5 <= seconds_on(page) <= 15
    assert page.get_attribute("#answer", "data-status") == "resumed"


def test_end_asks_first_and_between_rounds_minus_and_plus_show_the_next_time(make_context, server, artifacts):
    for locale, words in (("en-GB", EN), ("fr-FR", FR)):
        page = open_game(make_context("phone", locale=locale), server.url)
        new_round(page)
        page.click("#end")
        page.wait_for_selector("#ask[open]")
        assert page.text_content("#ask-text") in (words("confirm.end.points", points=words.points(0)),
                                                  words.plural("confirm.end.words", 0))
        shot(page, artifacts, f"end-asks-{locale}-360x740")
        page.click("#ask-no")
        assert page.evaluate("document.body.dataset.playing") == "1", "No keeps the round running"
        end_round(page)
        page.wait_for_selector("#screen-results:not([hidden])")
        page.click("#to-board")
        assert page.text_content("#timer") == "3:00", "between rounds the clock shows the next round's time"
        page.click("#minus")
        assert page.text_content("#timer") == "2:45"
        page.click("#plus")
        page.click("#plus")
        assert page.text_content("#timer") == "3:15"
        new_round(page)
        assert 3 * 60 + 10 <= seconds_on(page) <= 3 * 60 + 15, "the new round runs for the time shown"


def test_a_round_played_together_never_pauses(make_context, server):
    leader = open_game(make_context("phone"), server.url)
    lead_session(leader, "Ann", "boggle", minus=8, countdown=5)
    announce(leader)
    wait_start(leader)
    before = seconds_on(leader, "#s-timer")
    leader.click("#nav-rules")
    leader.wait_for_timeout(4_000)
    leader.click("#nav-back")
    leader.wait_for_selector("#screen-sround:not([hidden])")
    assert seconds_on(leader, "#s-timer") <= before - 3, "the session's clock ran on while the player was away"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_colours_follow_the_system_or_the_players_choice(make_context, server, artifacts, scheme):
    page = open_game(make_context("phone", color_scheme=scheme), server.url)
    background = "getComputedStyle(document.body).backgroundColor"
    system = page.evaluate(background)
    other = "dark" if scheme == "light" else "light"
    page.click("#nav-settings")
    assert page.input_value("#theme") == "auto"
    page.select_option("#theme", other)
    assert page.evaluate(background) != system, "the chosen colours apply at once"
    assert saved_state(page)["settings"]["theme"] == other
    shot(page, artifacts, f"settings-{other}-on-{scheme}-360x740")
    page.reload()
    wait_ready(page)
    assert page.evaluate(background) != system, "the choice is kept"
    page.click("#nav-settings")
    page.select_option("#theme", "auto")
    assert page.evaluate(background) == system
