"""Whatever the browser's storage holds, the page starts and plays: damaged saved states and stats,
made with the fuzz tests' own damage, written into storage one after another."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from pagekit import open_game, saved_state, text, wait_ready

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))

from damage import damage_json, damage_text, random_json  # noqa: E402
from test_fuzz_page_saved import SETTINGS_CHARS, WORD_CHARS, random_state, random_stats  # noqa: E402

from page.games import grid_game  # noqa: E402
from page.saved import SavedError, format_state, format_stats, parse_state, parse_stats  # noqa: E402

pytestmark = pytest.mark.e2e
STATES = 18


def damaged_storage(rng: random.Random) -> dict[str, str]:
    """A damaged saved state or stats (sometimes both), as the storage would hold them; one time in
    five both as the page wrote them, so that readable storage is always in the mix."""
    state, stats = format_state(random_state(rng)), format_stats(random_stats(rng))
    kind = rng.randrange(5)
    if kind == 0:
        state = json.dumps(damage_json(rng, json.loads(state), WORD_CHARS + "/QU"))
    elif kind == 1:
        state = damage_text(rng, state, SETTINGS_CHARS)
    elif kind == 2:
        stats = damage_text(rng, stats, SETTINGS_CHARS)
    elif kind == 3:
        state, stats = json.dumps(random_json(rng)), json.dumps(damage_json(rng, json.loads(stats), WORD_CHARS))
    return {"beguile-state": state, "beguile-stats": stats}


def language_of(raw_state: str, now: float) -> str:
    """The language the page speaks after reading this state (a fresh state follows the English browser)."""
    try:
        chosen = parse_state(raw_state, now).settings.language
    except SavedError:
        return "en"
    return "en" if chosen == "auto" else chosen


def readable(reader, raw: str) -> bool:
    try:
        reader(raw)
        return True
    except SavedError:
        return False


@pytest.mark.long
def test_the_page_starts_and_plays_whatever_its_storage_holds(make_context, server):
    page = open_game(make_context("phone"), server.url)
    rng = random.Random(2029)  # (a seed whose 18 states hold both readable and unreadable ones)
    refused = 0
    for number in range(STATES):
        storage = damaged_storage(rng)
        page.evaluate("items => { localStorage.clear(); for (const [k, v] of Object.entries(items)) "
                      "localStorage.setItem(k, v); }", storage)
        page.reload()
        wait_ready(page)
        now = page.evaluate("Date.now()")  # the page refuses a round that would start later than now
        good = (readable(lambda raw: parse_state(raw, now), storage["beguile-state"])
                and readable(parse_stats, storage["beguile-stats"]))
        refused += not good
        # an unreadable copy gets a notice in plain words and is kept aside, never lost
        assert page.locator("#notice").is_visible() == (not good), (number, storage)
        if not good:
            language = language_of(storage["beguile-state"], now)
            assert page.text_content("#notice-text") == text(language)("notice.unreadable")
            assert page.evaluate("document.documentElement.lang") == language
            kept = [page.evaluate(f"localStorage.getItem('{key}-unreadable')") for key in storage]
            assert any(copy == storage[key] for copy, key in zip(kept, storage)), "the unreadable copy was lost"
        # and the page plays: a round can be dealt and a word entered
        if page.locator("#ask").get_attribute("open") is not None:
            page.click("#ask-no")
        if page.locator("#screen-play").is_hidden() and page.locator("#nav-back").is_visible():
            page.click("#nav-back")
        elif page.locator("#screen-play").is_hidden():  # the crossword, last chosen (a grid round may be kept)
            page.click("#nav-games")
            page.click(f"#home-list button[data-game='{grid_game(saved_state(page)['settings']['rules']).key}']")
        if page.evaluate("document.body.dataset.playing") != "1":
            page.click("#new")
            page.wait_for_function("document.body.dataset.playing === '1'", timeout=10_000)
        count = page.get_attribute("#answer", "data-count")
        page.fill("#word", "qqq")
        page.press("#word", "Enter")
        page.wait_for_function(f"document.querySelector('#answer').dataset.count !== '{count}'")
        assert saved_state(page)["round"] is not None
    assert 0 < refused < STATES, "the damaged states should include both readable and unreadable ones"
