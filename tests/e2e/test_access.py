"""WCAG 2.2 AA on every screen: axe-core finds no violation on the grid, crossword and play-together
screens, in English and French, light and dark."""

from __future__ import annotations

import pytest

from axekit import grid_screens, violations
from pagekit import lexicon, open_game, shot, wait_ready
from sesqkit import open_crossword, start_game, wait_turn
from togetherkit import announce, go_together, lead_session, wait_start

from beguile.solver import solve

pytestmark = pytest.mark.e2e
LOOKS = [(locale, scheme) for locale in ("en-GB", "fr-FR") for scheme in ("light", "dark")]


def longest_word(site, language: str):
    lex = lexicon(site, language)
    return lambda board: max(solve(board, lex, 3, True), key=len)


def audit(page, name: str, found: dict, artifacts=None, look: str = "") -> None:
    problems = violations(page)
    if problems:
        found[name] = problems
    if artifacts is not None:
        shot(page, artifacts, f"axe-{look}-{name}")


def report(found: dict) -> str:
    return "\n".join(f"{screen}: {v['id']} ({v['help']})\n    " + "\n    ".join(v["nodes"])
                     for screen, problems in found.items() for v in problems)


@pytest.mark.parametrize("locale, scheme", LOOKS)
def test_the_grid_screens_have_no_axe_violation(make_context, server, site, locale, scheme):
    page = open_game(make_context("phone", locale=locale, color_scheme=scheme), server.url)
    found: dict = {}
    audit(page, "play-first", found)
    for name in grid_screens(page, longest_word(site, "en")):
        audit(page, name, found)
    assert not found, report(found)


@pytest.mark.parametrize("locale, scheme", LOOKS)
def test_the_crossword_screens_have_no_axe_violation(make_context, server, locale, scheme):
    page = open_game(make_context("phone", locale=locale, color_scheme=scheme), server.url)
    found: dict = {}
    open_crossword(page)
    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    audit(page, "sesq-setup", found)
    start_game(page, [("human", "Ann"), ("greedy", "")], 7)
    wait_turn(page)
    audit(page, "sesquipedal", found)
    page.click("#sesq-seats")
    page.wait_for_selector("#screen-sesq-card:not([hidden])")
    audit(page, "sesq-card", found)
    page.click("#nav-back")
    wait_turn(page)
    page.click("#sesq-search")
    page.wait_for_selector("#sesq-search-list li", timeout=60_000)
    audit(page, "sesq-search", found)
    assert not found, report(found)


@pytest.mark.parametrize("locale, scheme", LOOKS)
def test_the_play_together_screens_have_no_axe_violation(make_context, server, locale, scheme):
    page = open_game(make_context("phone", locale=locale, color_scheme=scheme), server.url)
    found: dict = {}
    go_together(page)
    audit(page, "together", found)
    page.click("#together-referee")
    page.wait_for_selector("#screen-referee:not([hidden]) #ref-players input")
    audit(page, "referee", found)
    page.click("#nav-back")
    page.click("#together-daily")
    page.wait_for_selector("#screen-daily:not([hidden]) #daily-list button")
    audit(page, "daily", found)
    page.click("#nav-back")
    page.click("#together-join")
    page.wait_for_selector("#screen-scan:not([hidden])")
    audit(page, "scan", found)
    page.click("#nav-back")
    page.click("#together-lead")
    page.wait_for_selector("#screen-lead:not([hidden]) #lead-game option", state="attached")
    audit(page, "lead", found)
    page.goto(server.url)  # the page opens again on the game last played
    wait_ready(page)
    lead_session(page, "Ann", "boggle", countdown=5)
    audit(page, "session", found)
    announce(page)
    audit(page, "code", found)
    wait_start(page)
    audit(page, "sround", found)
    page.click("#s-end")  # (rather than waiting out the clock) the question before ending early
    page.wait_for_selector("#ask[open]")
    audit(page, "end-ask", found)
    page.click("#ask-yes")
    page.wait_for_selector("#screen-judge:not([hidden]), #screen-session:not([hidden])")
    audit(page, "after-round", found)
    assert not found, report(found)
