"""The crossword game around the moves: the computer thinks in a worker while the page stays live, a
reload or a closed tab resumes the game exactly, people share one device, the keyboard alone plays,
a mouse drags tiles, and the game plays offline after one visit."""

from __future__ import annotations

import json

import pytest
from sesqkit import (
    KEY, LONG_TASKS, board_on_page, engine_game, lay_by_tapping, laid_on_page, open_crossword, play, play_points,
    saved, start_game, tray, turns, wait_moves, wait_turn,
)

from pagekit import open_game, shot, text, wait_ready

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")


def test_the_page_stays_live_while_the_computer_thinks(make_context, server, site):
    page = open_game(make_context("phone"), server.url)
    open_crossword(page)
    start_game(page, [("human", ""), ("expert", "")], 25)
    wait_turn(page)
    move = engine_game(page, site).legal_moves()[0]
    lay_by_tapping(page, move, touch=True)
    page.evaluate(LONG_TASKS)
    start = page.evaluate("performance.now()")
    play(page)
    # while the expert searches, the turn shows it and the tray answers a tap at once: had the search
    # run on the page's own thread, the tap would wait for the computer's move
    assert page.text_content("#sesq-thinking") == EN("sesq.thinking", name=EN("sesq.level.expert"))
    page.locator("#sesq-tray [data-slot='0']").tap()
    page.wait_for_selector("#sesq-tray [data-slot='0'].picked")
    assert turns(page) == 1, "the tray answered before the computer's move arrived"
    wait_turn(page)
    end = page.evaluate("performance.now()")
    think = page.evaluate("performance.getEntriesByName('sesq:think').map(e => e.detail)")[-1]
    assert think["kind"] == "move" and think["where"] == "worker"
    assert page.locator("#sesq-thinking").is_hidden()
    assert "picked" in page.get_attribute("#sesq-tray [data-slot='0']", "class"), "the tray kept its state"
    long = [d for s, d in page.evaluate("window.sesqLong") if start <= s <= end]
    print(f"expert: {think['ms']:.0f} ms searching in the worker, {end - start:.0f} ms for the turn; "
          f"longest main-thread task meanwhile {max(long, default=0):.0f} ms (bench/sesq_page.py measures more)")


def snapshot(page) -> dict:
    """What a player sees of the game: the board, the tray in its order, the tiles laid, Play, the scores."""
    return {"board": board_on_page(page), "tray": tray(page), "laid": laid_on_page(page),
            "play": page.text_content("#sesq-play"), "seats": page.text_content("#sesq-players"),
            "line": page.text_content("#sesq-line"), "seed": page.text_content("#sesq-seed")}


def test_a_reload_or_a_closed_tab_resumes_the_game_exactly(make_context, server, site, artifacts):
    context = make_context("phone")
    page = open_game(context, server.url)
    open_crossword(page)
    start_game(page, [("human", ""), ("greedy", "")], 10)
    for _ in range(2):
        wait_turn(page)
        lay_by_tapping(page, engine_game(page, site).legal_moves()[0], touch=True)
        play(page)
    wait_turn(page)
    page.locator("#sesq-recall").tap()  # Shuffle: the tray in an order of the player's
    move = engine_game(page, site).legal_moves()[-1]
    lay_by_tapping(page, move, touch=True)  # laid, not played
    before = snapshot(page)
    record = saved(page)["record"]
    assert before["laid"] == sorted(move.tiles()) and before["tray"].count("") == len(move.tiles())

    page.reload()
    wait_ready(page)
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])")
    assert snapshot(page) == before and saved(page)["record"] == record

    page.close()  # the tab is killed; the app is opened again
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])", timeout=60_000)
    assert snapshot(page) == before
    assert play_points(page) == move.score
    play(page)
    assert engine_game(page, site).history[len(record.splitlines()) - 1].score == move.score

    # a saved game that no longer replays is set aside with a short notice, and a new one can start
    broken = json.dumps({"v": 1, "record": saved(page)["record"].replace("\n", "\n8H QQQQQQQ\n", 1)})
    page.evaluate("raw => localStorage.setItem('beguile-sesq', raw)", broken)
    page.reload()
    page.wait_for_selector("#screen-sesq-setup:not([hidden])", timeout=60_000)
    assert page.text_content("#notice-text") == EN("notice.unreadable")
    assert page.evaluate("localStorage.getItem('beguile-sesq-unreadable')") == broken
    assert page.is_visible("#nav-games"), "with no game to go back to, the bar offers the games"
    start_game(page, [("human", ""), ("novice", "")], 3)
    wait_turn(page)


def test_people_at_one_device_see_only_their_own_tiles(make_context, server, site, artifacts):
    page = open_game(make_context("phone"), server.url)
    open_crossword(page)
    start_game(page, [("human", "Ann"), ("human", "Bo"), ("greedy", "")], 4, helped=False)
    for seat, name in ((0, "Ann"), (1, "Bo"), (0, "Ann")):
        page.wait_for_selector("#sesq-pass:not([hidden])", timeout=90_000)
        assert page.is_hidden("#sesq-hand"), "no tray shows before its owner has the device"
        assert page.is_hidden("#sesq-unseen"), "nor the tiles not seen, which would tell the tray"
        assert page.text_content("#sesq-pass-text") == EN("sesq.handover", name=name)
        if seat == 1:
            shot(page, artifacts, "sesq-phone-en-handover")
        page.locator("#sesq-pass-show").tap()
        game = engine_game(page, site)
        assert sorted(t for t in tray(page) if t) == sorted(game.trays[seat])
        assert page.is_disabled("#sesq-undo"), "Undo is for a game against the computer"
        assert page.is_disabled("#sesq-suggest") and page.is_disabled("#sesq-search"), "help turned off at setup"
        assert page.is_enabled("#sesq-exchange") and page.is_enabled("#sesq-pass-turn")
        lay_by_tapping(page, game.legal_moves()[0], touch=True)
        play(page)
    assert "Ann" in page.text_content("#sesq-players") and "Bo" in page.text_content("#sesq-players")
    assert saved(page)["help"] is False


def test_the_keyboard_alone_plays_and_everything_is_named(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    open_crossword(page)
    start_game(page, [("human", ""), ("greedy", "")], 31)
    wait_turn(page)
    grid = page.get_by_role("grid", name=EN("sesq.board.label"))
    assert grid.locator("[tabindex='0']").count() == 1, "one tab stop"
    centre = grid.locator("[tabindex='0']")
    assert centre.get_attribute("aria-label") == "H8, empty, centre"
    tiles = page.get_by_role("toolbar", name=EN("sesq.tray.label")).get_by_role("button")
    game = engine_game(page, site)
    names = [tiles.nth(i).get_attribute("aria-label") for i in range(7)]
    assert names == [EN("sesq.tile.blank") if t == "?" else f"{t}, {EN.points(game.tile_set.value(t))}"
                     for t in game.trays[0]]
    move = next(m for m in game.legal_moves() if "?" not in m.used() and not m.across)
    row, col, _ = move.tiles()[0]
    centre.focus()
    for _ in range(abs(col - 7)):
        page.keyboard.press("ArrowLeft" if col < 7 else "ArrowRight")
    for _ in range(abs(row - 7)):
        page.keyboard.press("ArrowUp" if row < 7 else "ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused.startswith("ABCDEFGHIJKLMNO"[col] + str(row + 1) + ", empty") and "arrow across" in focused
    page.keyboard.press(" ")
    assert "arrow down" in page.evaluate("document.activeElement.getAttribute('aria-label')")
    letters = "".join(tile for _, _, tile in move.tiles())
    page.keyboard.type(letters.lower())
    page.wait_for_function(f"document.querySelectorAll('#sesq-board .new').length === {len(letters)}")
    assert page.get_attribute("#sesq-play", "aria-label") == EN("sesq.play.label", points=f"{move.score} points")
    label = page.get_attribute("#sesq-play", "aria-label")
    page.wait_for_function(f"document.querySelector('#say').textContent === {label!r}")
    page.keyboard.press("Backspace")
    assert len(laid_on_page(page)) == len(letters) - 1
    page.keyboard.type(letters[-1].lower())
    page.keyboard.press("Escape")
    assert laid_on_page(page) == []
    page.keyboard.press("Enter")  # nothing laid: said at once, assertively
    page.wait_for_function(f"document.querySelector('#say-now').textContent === {EN('sesq.why.empty')!r}")
    page.keyboard.type(letters.lower())
    page.keyboard.press("Enter")
    wait_moves(page, 1)
    assert engine_game(page, site).history[0].score == move.score
    wait_turn(page)
    said = page.text_content("#say")
    assert said.startswith(EN("sesq.level.greedy") + " ")


def drag(page, source, target) -> None:
    """A mouse drag from one element to another, in steps."""
    a, b = source.bounding_box(), target.bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(a["x"] + a["width"] / 2 + (b["x"] - a["x"] + (b["width"] - a["width"]) / 2) * step / 8,
                        a["y"] + a["height"] / 2 + (b["y"] - a["y"] + (b["height"] - a["height"]) / 2) * step / 8)
    page.mouse.up()


def test_a_mouse_drags_tiles_onto_the_board_around_it_and_along_the_tray(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    open_crossword(page)
    start_game(page, [("human", ""), ("greedy", "")], 12)
    wait_turn(page)
    order = tray(page)
    square = lambda row, col: page.locator(f"#sesq-board [data-square='{row * 15 + col}']")  # noqa: E731
    drag(page, page.locator("#sesq-tray [data-slot='2']"), square(7, 7))
    page.wait_for_function("document.querySelectorAll('#sesq-board .new').length === 1")
    assert laid_on_page(page)[0][:2] == (7, 7) and tray(page)[2] == ""
    drag(page, square(7, 7), square(7, 8))
    page.wait_for_function("document.querySelector('#sesq-board [data-square=\"113\"]').classList.contains('new')")
    drag(page, square(7, 8), page.locator("#sesq-tray [data-slot='5']"))
    page.wait_for_function("document.querySelectorAll('#sesq-board .new').length === 0")
    assert tray(page) == order
    drag(page, page.locator("#sesq-tray [data-slot='0']"), page.locator("#sesq-tray [data-slot='3']"))
    page.wait_for_function(f"document.querySelector('#sesq-tray [data-slot=\"3\"]').textContent[0] === {order[0]!r}")
    assert tray(page) == order[1:4] + order[:1] + order[4:]
    moved = "".join(order[1:4] + order[:1] + order[4:])  # the page saves once the moved tile is painted
    page.wait_for_function(f"(JSON.parse(localStorage.getItem('{KEY}')).orders || [])[0] === {moved!r}", timeout=5000)


def test_the_crossword_plays_offline_after_one_visit(persistent_context, server, site):
    context = persistent_context("phone")
    page = open_game(context, server.url)
    page.wait_for_function("document.body.dataset.offline === 'ready'", timeout=90_000)
    open_crossword(page)
    start_game(page, [("human", ""), ("greedy", "")], 8)
    wait_turn(page)
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])", timeout=60_000)
    wait_turn(page)
    lay_by_tapping(page, engine_game(page, site).legal_moves()[0], touch=True)
    play(page)
    wait_moves(page, 2)  # the computer answered: its worker started with no network
    wait_turn(page)
    context.set_offline(False)


def test_search_lists_the_plays_and_undo_takes_back_a_move(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    open_crossword(page)
    start_game(page, [("human", ""), ("greedy", "")], 15)
    wait_turn(page)
    first = {"board": board_on_page(page), "tray": tray(page)}
    game = engine_game(page, site)
    # Search: every play for the tray, longest first when asked, filtered by letters
    page.click("#sesq-search")
    page.wait_for_selector("#sesq-search-list li", timeout=60_000)
    plays = game.legal_moves()
    assert page.text_content("#sesq-search-count") == EN("sesq.search.some", shown=60,
                                                         plays=EN.plural("sesq.plays", len(plays)))
    page.click("#sesq-search-length")
    longest = max(len(m.word(game.board)) for m in plays)
    assert len(page.text_content("#sesq-search-list li:first-child .word")) == longest
    letter = plays[0].word(game.board)[0]
    page.fill("#sesq-search-filter", letter.lower())
    words = page.eval_on_selector_all("#sesq-search-list .word", "w => w.map(x => x.textContent)")
    assert words and all(letter in word for word in words)
    chosen = page.locator("#sesq-search-list button").first
    label = chosen.get_attribute("aria-label")
    chosen.click()
    page.wait_for_selector("#screen-sesquipedal:not([hidden])")
    page.wait_for_function("document.querySelectorAll('#sesq-board .new').length > 0")
    assert " " + page.get_attribute("#sesq-play", "aria-label").split(", ", 1)[1] + ", " in label
    play(page)
    wait_turn(page)
    page.click("#sesq-card-open")
    assert EN("sesq.note.search") in page.text_content("#sesq-card-rows tr:first-child")
    page.click("#sesq-card-back")
    # Undo: the move and the computer's reply are taken back, the tray as it was, in its order
    page.click("#sesq-undo")
    page.wait_for_function("document.querySelectorAll('#sesq-board .tile').length === 0")
    assert turns(page) == 0 and board_on_page(page) == first["board"] and tray(page) == first["tray"]
    assert page.text_content("#sesq-line") == EN("sesq.undone")
    assert saved(page)["pending"] == ["search", "undo"]
