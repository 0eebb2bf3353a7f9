"""Sesquipedal through the page, as a player plays it on a phone and at a desk: whole games against the
computer checked move by move against the engine, the points before Play, an illegal play named, the
blank, exchange, pass, Suggest, and screenshots of each in English and French."""

from __future__ import annotations

import pytest
from sesqkit import (
    engine_game, english, lay_by_tapping, lay_by_typing, laid_on_page, mark_exchange, open_crossword, play,
    play_points, press, put_game, saved, square, start_game, tray, turns, wait_moves, wait_turn,
)

from pagekit import english_fragments, in_view, open_game, shot, text, visible_text

from beguile.sesquipedal.editions import get_edition
from beguile.sesquipedal.game import Game, Player
from beguile.sesquipedal.play import check_play

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")
SEED = 6
"""The person's first tray holds a blank (RAOGA?D)."""


def tray_points(page) -> list[int]:
    """The points each tray tile shows (a blank shows 0)."""
    return [int(p) for p in page.eval_on_selector_all("#sesq-tray [data-slot] .p", "s => s.map(x => x.textContent)")]


def box_inside(page, inner: str, outer: str) -> bool:
    """Whether an element's box lies wholly inside another's."""
    a, b = page.locator(inner).bounding_box(), page.locator(outer).bounding_box()
    return (a is not None and b is not None and a["width"] > 0 and a["x"] >= b["x"] - 0.5 and a["y"] >= b["y"] - 0.5
            and a["x"] + a["width"] <= b["x"] + b["width"] + 0.5 and a["y"] + a["height"] <= b["y"] + b["height"] + 0.5)


def best(game: Game, blank: bool | None = None):
    """The highest-scoring play for the tray, with (True) or without (False) a blank, or any (None)."""
    moves = game.legal_moves()
    if blank is not None:
        moves = [m for m in moves if ("?" in m.used()) == blank]
    return moves[0] if moves else None


def scored_as_shown(page, site, move) -> None:
    """The points shown before Play equal the engine's for the play, and what the game then scores."""
    shown = play_points(page)
    game = engine_game(page, site)
    assert sorted(laid_on_page(page)) == sorted(move.tiles())
    assert shown == move.score == check_play(game.board, move.tiles(), game.lexicon, game.tile_set).score
    play(page)
    assert engine_game(page, site).history[len(game.history)].score == shown


@pytest.mark.parametrize("kind, language, game_language", [
    ("phone", "en", "en"), ("phone", "fr", "fr"), ("desktop", "fr", "en")])
def test_a_whole_game_against_the_computer(make_context, server, site, artifacts, kind, language, game_language):
    """In the page's language the setup offers its own game (French tiles and list on a French phone);
    on a French desktop the player chooses the English game."""
    locale = {"en": "en-GB", "fr": "fr-FR"}[language]
    words = {"en": EN, "fr": FR}[language]
    touch = kind == "phone"
    page = open_game(make_context(kind, locale=locale), server.url)
    open_crossword(page)

    def snap(name: str) -> None:
        shot(page, artifacts, f"sesq-{kind}-{language}-{game_language}-{name}")

    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    assert page.input_value("#sesq-setup-lang") == language
    page.select_option("#sesq-setup-lang", game_language)
    listed = words(f"sesq.list.{get_edition(game_language).dictionary}")
    assert page.text_content("#sesq-setup-list") == words("sesq.setup.list", list=listed)
    snap("setup")
    start_game(page, [("human", ""), ("greedy", "")], SEED)

    # 1. a blank, laid by tapping: the chooser asks its letter; the points show before Play
    wait_turn(page)
    game = engine_game(page, site)
    edition = get_edition(game_language)
    assert game.tile_set is edition.tile_set and game.dictionary == edition.dictionary
    assert "?" in "".join(tray(page)) and sorted(tray(page)) == sorted(game.trays[0])
    assert tray_points(page) == [game.tile_set.value(t) for t in tray(page)]
    move = best(game, blank=True)
    lay_by_tapping(page, move, touch, shot=snap)
    snap("tentative")
    assert in_view(page, "#sesq-play") and in_view(page, "#sesq-board-wrap") and in_view(page, "#sesq-line")
    primary = check_play(game.board, move.tiles(), game.lexicon).primary
    assert primary.word.upper() in page.text_content("#sesq-line")
    scored_as_shown(page, site, move)

    # 2. an illegal play is named, then the best play typed on the keyboard
    wait_turn(page)
    game = engine_game(page, site)
    press(page, square(page, 0, 0), touch)
    press(page, page.locator("#sesq-tray [data-slot='0']"), touch)
    why = words("sesq.why.join")
    page.wait_for_function(f"document.querySelector('#sesq-line').textContent === {why!r}")
    assert page.text_content("#sesq-play") == words("sesq.short.join")
    page.click("#sesq-play")
    page.wait_for_function(f"document.querySelector('#say-now').textContent === {why!r}")
    page.click("#sesq-recall")
    assert laid_on_page(page) == []
    lay_by_typing(page, best(game, blank=False), touch)
    scored_as_shown(page, site, best(game, blank=False))

    # 3. exchange two tiles while the bag holds seven or more
    wait_turn(page)
    before = engine_game(page, site)
    mark_exchange(page, (0, 1), touch)
    snap("exchange")
    shown_tiles = page.eval_on_selector_all(
        "#sesq-swap-tiles [data-slot]", "b => b.map(x => [x.querySelector('.l').textContent, x.querySelector('.p').textContent])")
    assert sorted(letter or "?" for letter, _ in shown_tiles) == sorted(before.trays[0])
    assert [int(p) for _, p in shown_tiles] == [before.tile_set.value(letter or "?") for letter, _ in shown_tiles]
    assert all(box_inside(page, f"#sesq-swap-tiles [data-slot='{slot}'] .p", f"#sesq-swap-tiles [data-slot='{slot}']")
               for slot in range(len(shown_tiles)))
    page.click("#sesq-swap-yes")
    wait_moves(page, len(before.history) + 1)
    exchange = engine_game(page, site).history[len(before.history)]
    assert exchange.action == "exchange" and exchange.player == 0 and len(exchange.tiles) == 2

    # 4. Suggest lays the expert's play; its points are what it scores
    wait_turn(page)
    page.click("#sesq-suggest")
    page.wait_for_function("document.querySelectorAll('#sesq-board .new').length > 0", timeout=60_000)
    shown = play_points(page)
    number = turns(page)
    play(page)
    assert engine_game(page, site).history[number].score == shown
    assert saved(page)["notes"][str(number)] == ["suggest"]

    # 5. pass, once confirmed
    wait_turn(page)
    number = turns(page)
    page.click("#sesq-pass-turn")
    page.click("#ask-yes")
    wait_moves(page, number + 1)
    assert engine_game(page, site).history[number].action == "pass"

    # then the best play each turn, tapped and typed in turn, until the game is over
    number = 0
    while True:
        page.wait_for_function("['mine', 'over'].includes(document.body.dataset.sesqTurn)", timeout=90_000)
        if page.evaluate("document.body.dataset.sesqTurn") == "over":
            break
        game = engine_game(page, site)
        move = best(game, blank=None if number % 2 else False) or best(game)
        if move is None:
            page.click("#sesq-pass-turn")
            page.click("#ask-yes")
            wait_moves(page, len(game.history) + 1)
            continue
        (lay_by_typing if number % 2 else lay_by_tapping)(page, move, touch)
        if number == 1:
            snap("board")
        scored_as_shown(page, site, move)
        number += 1

    # the end: the winner, and the score card agrees with the engine, penalties included
    page.wait_for_selector("#screen-sesq-end:not([hidden])")
    final = engine_game(page, site)
    assert final.over
    snap("end")
    page.click("#sesq-end-board")
    page.wait_for_selector("#sesq-over:not([hidden])")
    new_game = page.locator("#screen-sesquipedal button:visible", has_text=words("sesq.again"))
    assert new_game.count() == 1 and page.is_hidden("#sesq-new")
    page.click("#sesq-results")
    page.wait_for_selector("#screen-sesq-end:not([hidden])")
    headline = page.text_content("#sesq-end-headline")
    best_score = max(final.scores)
    assert str(best_score) in headline
    page.click("#sesq-end-card")
    page.wait_for_selector("#screen-sesq-card:not([hidden])")
    rows = page.eval_on_selector_all("#sesq-card-rows tr", "r => r.map(x => [...x.cells].map(c => c.textContent))")
    played = [r for r in rows if r[0]]
    assert len(played) == len(final.history)
    for row, turn in zip(played, final.history):
        assert int(row[3].replace("\u2212", "-")) == turn.score
    penalties = [r for r in rows if not r[0]]
    assert [int(r[3].replace("\u2212", "-")) for r in penalties] == [-p for p, t in zip(final.penalties, final.trays) if t]
    assert [int(r[4].replace("\u2212", "-")) for r in penalties] == [s for s, t in zip(final.scores, final.trays) if t]
    assert page.evaluate("(t => t.scrollWidth <= t.clientWidth)(document.querySelector('#screen-title'))")
    snap("card")


def greedy_session(site, seed: int, turns: int, players: list[Player]):
    """A game the engine plays greedily for every seat, to `turns` turns (or its end)."""
    from page.sesq.session import Session

    from beguile.sesquipedal.brain import action_data
    from beguile.sesquipedal.players import choose

    session = Session.new(players, seed, english(site))
    while not session.over and len(session.entries) < turns:
        session.move_data(action_data(choose(session.game, session.current, 2)))
    return session


@pytest.mark.parametrize("kind, language", [("phone", "fr"), ("desktop", "en")])
def test_the_crossword_screens_in_both_languages(make_context, server, site, artifacts, kind, language):
    locale = {"en": "en-GB", "fr": "fr-FR"}[language]
    touch = kind == "phone"
    page = open_game(make_context(kind, locale=locale), server.url)
    people = [Player("human"), Player("computer", 3)]
    session = next(s for seed in range(1, 60) for s in [greedy_session(site, seed, 10, people)]
                   if s.current == 0 and "?" in s.game.trays[0] and best(s.game, blank=True))
    put_game(page, session.record())

    def snap(name: str) -> None:
        shot(page, artifacts, f"sesq-{kind}-{language}-{name}")

    wait_turn(page)
    page.wait_for_selector("#sesq-board .last")
    snap("board")
    move = best(session.game, blank=True)
    lay_by_tapping(page, move, touch, shot=snap)
    assert play_points(page) == move.score
    snap("tentative")
    page.click("#sesq-recall")
    mark_exchange(page, (1, 4), touch)
    snap("exchange")
    page.click("#sesq-swap-no")
    page.click("#sesq-card-open")
    page.wait_for_selector("#screen-sesq-card:not([hidden])")
    snap("card")
    finished = greedy_session(site, 3, 500, people)
    put_game(page, finished.record())
    page.click("#sesq-results")
    page.wait_for_selector("#screen-sesq-end:not([hidden])")
    snap("end")
    winner = finished.game.winners()[0]
    assert str(finished.game.scores[winner]) in page.text_content("#sesq-end-headline")


def test_a_french_browser_gets_french_in_every_crossword_screen(make_context, server, site):
    page = open_game(make_context("phone", locale="fr-FR"), server.url)
    pieces = english_fragments()
    seen = {}
    open_crossword(page)
    seen["setup"] = visible_text(page)
    start_game(page, [("human", ""), ("novice", "")], 36)
    wait_turn(page)
    seen["game"] = visible_text(page)
    press(page, square(page, 0, 0), True)
    press(page, page.locator("#sesq-tray [data-slot='0']"), True)
    press(page, page.locator("#sesq-tray [data-slot='1']"), True)
    seen["illegal"] = visible_text(page)
    assert page.text_content("#sesq-line") == FR("sesq.why.centre", square="H8")
    assert page.text_content("#sesq-play") == FR("sesq.short.centre")
    page.click("#sesq-recall")
    mark_exchange(page, (0,), True)
    seen["exchange"] = page.evaluate("document.querySelector('#sesq-swap').innerText")
    page.click("#sesq-swap-no")
    page.click("#sesq-search")
    page.wait_for_selector("#sesq-search-list li", timeout=60_000)
    seen["search"] = visible_text(page)
    page.click("#nav-back")
    page.click("#nav-rules")
    seen["rules"] = visible_text(page)
    page.click("#nav-back")
    page.click("#sesq-card-open")
    seen["card"] = visible_text(page)
    put_game(page, greedy_session(site, 5, 500, [Player("human"), Player("computer", 1)]).record())
    page.click("#sesq-results")
    page.wait_for_selector("#screen-sesq-end:not([hidden])")
    seen["end"] = visible_text(page)
    for screen, shown in seen.items():
        left = sorted(piece for piece in pieces if piece in shown)
        assert not left, f"English left on the crossword's {screen} screen: {left}"
