"""A player's round on a phone and on a desktop: dealing, entering words, feedback,
Fix and Show, the timer, the results, the letter page. Every expectation about
words comes from the engine, run here on the same board and dictionary."""

from __future__ import annotations

import re

import pytest

from pagekit import common_words, lexicon, open_game, saved_state, shot

from beguile.board import Board
from beguile.deal import deal
from beguile.judge import check_entry
from beguile.rules import get_rules
from beguile.solver import find_path, solve

pytestmark = pytest.mark.e2e


def board_on_page(page) -> Board:
    """The board the page shows, read from its first grid (and checked against the second)."""
    faces = page.eval_on_selector_all("#board-a [role=gridcell]", "cells => cells.map(c => c.textContent)")
    other = page.eval_on_selector_all("#board-b [role=gridcell]", "cells => cells.map(c => c.textContent)")
    assert faces == other, "the two copies of the board differ"
    size = round(len(faces) ** 0.5)
    board = Board(size, size, tuple(faces))
    assert board.to_text() == saved_state(page)["round"]["board"]
    return board


def new_round(page, button: str = "New") -> Board:
    before = saved_state(page)["round"] if page.evaluate("localStorage.getItem('beguile-state')") else None
    page.get_by_role("button", name=button, exact=True).click()
    page.wait_for_function(
        "seed => { const s = JSON.parse(localStorage.getItem('beguile-state') || 'null');"
        " return s && s.round && s.round.seed !== seed && !document.querySelector('#board-a').classList.contains('blank'); }",
        arg=before["seed"] if before else None)
    return board_on_page(page)


def type_word(page, word: str) -> tuple[str, str]:
    """Type a word and press Enter; the feedback's status and text."""
    page.evaluate("document.querySelector('#feedback').dataset.count = ''")
    page.fill("#typed", word)
    page.press("#typed", "Enter")
    page.wait_for_function("document.querySelector('#feedback').dataset.count !== ''")
    return (page.get_attribute("#feedback", "data-status"), page.text_content("#feedback"))


def cell_indices(board: Board, path) -> list[int]:
    return [board.index(cell) for cell in path]


def not_on_board_word(board: Board, lex) -> str:
    for word in ("jazz", "quiz", "fuzzy", "jukebox", "xylophone", "pizzazz"):
        if word in lex and find_path(board, word) is None:
            return word
    raise AssertionError("no test word off the board")


def off_dictionary_path(board: Board, lex):
    """Three neighbouring cells whose letters make no word."""
    for a in board.cells():
        for b in board.neighbours(a):
            for c in board.neighbours(b):
                if c != a:
                    text = board.spell((a, b, c))
                    if text not in lex and len(text) == 3:
                        return text
    raise AssertionError("every 3-cell path is a word")


def test_phone_round_with_typed_words(make_context, server, site, artifacts):
    context = make_context("phone")
    page = context.new_page()
    held = []
    page.route("**/stdlib.zip", lambda route: held.append(route))  # hold Python back
    page.goto(server.url, wait_until="commit")
    # the frame is there before Python: boards, buttons (disabled) and a progress bar
    page.wait_for_selector("#board-a", state="attached")
    page.wait_for_function("+document.querySelector('#boot-progress').getAttribute('aria-valuenow') > 0")
    assert page.locator("#boot-progress").is_visible()
    assert page.get_by_role("button", name="New", exact=True).is_disabled()
    assert page.text_content("#boot-text").strip() != ""
    shot(page, artifacts, "phone-boot", full_page=False)
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60_000)
    assert page.locator("#boot").is_hidden()
    # the 4x4 board first, both copies, the second one turned
    assert page.locator("#board-a [role=gridcell]").count() == 16
    assert page.locator("#board-b [role=gridcell]").count() == 16
    assert page.get_by_role("button", name="4x4").get_attribute("aria-pressed") == "true"
    assert "rotate" in page.eval_on_selector("#board-b", "e => getComputedStyle(e).transform") or \
        page.eval_on_selector("#board-b", "e => getComputedStyle(e).transform").startswith("matrix(-1")
    assert page.text_content("#timer") == "3:00"
    shot(page, artifacts, "phone-ready", full_page=False)

    board = new_round(page)
    rules = get_rules("beguile")
    lex = lexicon(site, rules.dictionary)
    # the timer counts down
    page.wait_for_function("document.querySelector('#timer').textContent !== '3:00'", timeout=5000)
    assert re.fullmatch(r"2:5\d", page.text_content("#timer"))

    words = solve(board, lex, rules.min_length, rules.q_as_qu)
    assert words, "a dealt board with no word at all"
    word = max(words, key=len)
    expected = check_entry(board, rules, lex, word, [])
    status, text = type_word(page, word)
    assert status == "valid" and expected.status == "valid"
    assert f"+{expected.points}" in text and word.upper() in text and text.startswith("✓")
    # the path of the accepted word is drawn on the board
    lit = page.eval_on_selector_all("#board-a .path", "cells => cells.map(c => +c.dataset.index)")
    assert sorted(lit) == sorted(cell_indices(board, expected.path))

    status, text = type_word(page, word)
    assert status == "already-found" and "already found" in text

    off = not_on_board_word(board, lex)
    status, text = type_word(page, off)
    assert status == str(check_entry(board, rules, lex, off, [word]).status) == "not-on-board"
    assert "not on the board" in text

    junk = off_dictionary_path(board, lex)
    status, text = type_word(page, junk)
    assert status == "not-in-dictionary" and "not in the dictionary" in text

    status, text = type_word(page, board.spell(((0, 0),)))  # one cell: one letter, or two for Qu
    assert status == "too-short" and "too short" in text

    # found list and score (Beguile points from the engine)
    assert page.locator("#found button").count() == 1
    assert page.text_content("#score") == f"{expected.points} point{'s' if expected.points != 1 else ''}"
    shot(page, artifacts, "phone-round")


def test_tap_and_drag_entry(make_context, server, site, artifacts):
    rules = get_rules("beguile")
    # tapping on a phone
    page = open_game(make_context("phone"), server.url)
    lex = lexicon(site, rules.dictionary)
    for _ in range(5):
        board = new_round(page)
        words = sorted(solve(board, lex).items(), key=lambda kv: -len(kv[0]))
        if len(words) >= 2:
            break
    (word, path), (word2, path2) = words[0], words[1]
    cells = page.locator("#board-a [role=gridcell]")
    for index in cell_indices(board, path):
        cells.nth(index).tap()
    # the current path is drawn, and spelled above the board
    assert page.eval_on_selector_all("#board-a .path", "c => c.length") == len(path)
    assert page.text_content("#word").strip() == board.spell(path).upper()
    cells.nth(cell_indices(board, path)[-1]).tap()  # the last letter again enters the word
    page.wait_for_function("document.querySelector('#feedback').dataset.status === 'valid'")
    assert word.upper() in page.text_content("#feedback")

    # tapping the upside-down copy works the same way
    cells_b = page.locator("#board-b [role=gridcell]")
    for index in cell_indices(board, path2) + [cell_indices(board, path2)[-1]]:
        cells_b.nth(index).tap()
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word2}')")

    # dragging a finger across the cells (touch events through the DevTools protocol)
    board = new_round(page)
    words = sorted(solve(board, lex).items(), key=lambda kv: -len(kv[0]))
    word, path = words[0]
    points = []
    for index in cell_indices(board, path):
        box = cells.nth(index).bounding_box()
        points.append({"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2})
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [points[0]]})
    for a, b in zip(points, points[1:]):
        for step in range(1, 5):
            t = step / 4
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
                {"x": a["x"] + (b["x"] - a["x"]) * t, "y": a["y"] + (b["y"] - a["y"]) * t}]})
    page.wait_for_function(f"document.querySelectorAll('#board-a .path').length === {len(path)}")
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word}')")

    # dragging with a mouse on a desktop
    page = open_game(make_context("desktop"), server.url)
    board = new_round(page)
    words = sorted(solve(board, lex).items(), key=lambda kv: -len(kv[0]))
    word, path = words[0]
    cells = page.locator("#board-a [role=gridcell]")
    centres = []
    for index in cell_indices(board, path):
        box = cells.nth(index).bounding_box()
        centres.append((box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
    page.mouse.move(*centres[0])
    page.mouse.down()
    for x, y in centres[1:]:
        page.mouse.move(x, y, steps=4)
    assert page.eval_on_selector_all("#board-a .path", "c => c.length") == len(path)
    shot(page, artifacts, "desktop-drag", full_page=False)
    page.mouse.up()
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word}')")
    assert page.get_attribute("#feedback", "data-status") == "valid"


def test_fix_then_show_lights_both_boards(make_context, server, site, artifacts):
    page = open_game(make_context("desktop"), server.url)
    board = new_round(page, "Fix")
    state = saved_state(page)["round"]
    rules = get_rules("beguile")
    # the engine, given the page's seed, plants the same word on the same board
    dealt = deal(rules, state["seed"], size=4, fix=True, common=common_words(site, rules.dictionary))
    assert dealt.board == board
    assert page.text_content("#fix-length") == str(len(dealt.planted.word)) == "7"
    assert page.text_content("#word").strip() == ""
    # watch both boards: after each change, the lit cells of each copy
    page.evaluate("""() => {
        window.__lit = [];
        const lit = (g) => [...document.querySelectorAll(g + ' .lit')].map(c => +c.dataset.index);
        new MutationObserver(() => window.__lit.push([lit('#board-a'), lit('#board-b')]))
            .observe(document.querySelector('main'), {subtree: true, attributes: true, attributeFilter: ['class']});
    }""")
    page.get_by_role("button", name="Show").click()
    page.wait_for_function(f"document.querySelector('#word').textContent === '{dealt.planted.word.upper()}'")
    expected = cell_indices(board, dealt.planted.path)
    page.wait_for_function(f"document.querySelectorAll('#board-b .lit').length === {len(expected)}", timeout=15_000)
    steps = [tuple(a) for a, b in page.evaluate("window.__lit") if a or b]
    for a, b in page.evaluate("window.__lit"):
        assert a == b, "the two boards lit different cells at the same moment"
    # one letter at a time, in the order of the word
    assert [set(step) for step in dict.fromkeys(steps)] == [set(expected[:n]) for n in range(1, len(expected) + 1)]
    shot(page, artifacts, "desktop-show")

    # 5x5: Fix plants 9 letters
    page.get_by_role("button", name="End").click()
    page.get_by_role("button", name="5x5").click()
    assert page.locator("#board-a [role=gridcell]").count() == 25
    board = new_round(page, "Fix")
    assert board.rows == 5 and page.text_content("#fix-length") == "9"
    state = saved_state(page)["round"]
    assert len(state["planted"]["word"]) == 9 and board.is_path(tuple(map(tuple, state["planted"]["path"])))


DEVICE_STUBS = """
window.__device = [];
Object.defineProperty(navigator, 'vibrate', {configurable: true,
    value: (pattern) => { window.__device.push('vibrate'); return true; }});
Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
    request: async (type) => { window.__device.push('lock:' + type);
        return {release: async () => { window.__device.push('release'); }}; }}});
const createOscillator = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () {
    window.__device.push('beep'); return createOscillator.call(this); };
"""


def test_timer_stop_results_and_longest_mode(make_context, server, site, artifacts):
    context = make_context("phone")
    context.add_init_script(DEVICE_STUBS)  # the browser's device APIs, observed
    page = open_game(context, server.url)
    plus, minus = page.get_by_role("button", name="Add 15 seconds"), page.get_by_role("button", name="Remove 15 seconds")
    assert plus.text_content() == "+" and minus.text_content() == "-"
    plus.click()
    assert page.text_content("#timer") == "3:15"
    for _ in range(12):
        minus.click()
    assert page.text_content("#timer") == "0:15"
    minus.click()
    assert page.text_content("#timer") == "0:15", "the timer cannot go below 15 s"
    board = new_round(page)
    rules = get_rules("beguile")
    lex = lexicon(site, rules.dictionary)
    words = solve(board, lex, rules.min_length, rules.q_as_qu)
    mine = sorted(words, key=len)[0] if words else None
    if mine:
        type_word(page, mine)
    page.wait_for_function("window.__device.includes('lock:screen')")  # awake during the round
    assert page.evaluate("window.__device") == ["lock:screen"]
    page.wait_for_function("document.querySelector('#timer').textContent === 'Stop'", timeout=20_000)
    assert page.locator("#typed").is_disabled()
    device = page.evaluate("window.__device")
    assert "release" in device and "vibrate" in device and device.count("beep") >= 1, device
    # every word on the board, the missed ones marked
    page.wait_for_selector("#results:not([hidden])")
    listed = page.eval_on_selector_all("#all-words button", "b => b.map(x => [x.dataset.word, x.className])")
    assert {w for w, _ in listed} == set(words)
    for w, kind in listed:
        assert kind == ("got" if w == mine else "missed")
    shot(page, artifacts, "phone-results")
    # tapping a word lights its path on both boards
    if words:
        target = max(words, key=len)
        page.locator(f"#all-words button[data-word='{target}']").tap()
        page.wait_for_function(f"document.querySelectorAll('#board-b .lit').length === {len(words[target])}",
                               timeout=10_000)
        lit = page.eval_on_selector_all("#board-a .lit", "c => c.map(x => +x.dataset.index)")
        assert sorted(lit) == sorted(cell_indices(board, words[target]))

    # the longest-word game: 60 s by default
    page.get_by_role("button", name="Settings").click()
    page.select_option("#rules", "beguile-longest")
    page.get_by_role("button", name="Done").click()
    assert saved_state(page)["settings"]["seconds"] == 60
    new_round(page)
    assert "longest" in page.text_content("#game-title").lower()
    assert re.fullmatch(r"(1:00|0:5\d)", page.text_content("#timer"))


def test_more_page_shows_the_letters(make_context, server, artifacts):
    from beguile.rules import get_rules as rules_of

    page = open_game(make_context("phone"), server.url)
    page.get_by_role("button", name="More").click()
    assert page.locator("#board-view").is_hidden()
    items = page.eval_on_selector_all("#more-table .item", "i => i.map(x => [x.querySelector('b').textContent, x.textContent])")
    deck = rules_of("beguile").source.describe()
    assert [face for face, _ in items] == [face for face, _ in deck]
    for (face, text), (_, count) in zip(items, deck):
        assert text.endswith(f"× {count}")
    assert "Qu" in [face for face, _ in items]
    shot(page, artifacts, "phone-more")
    page.get_by_role("button", name="Back").click()
    assert page.locator("#board-view").is_visible() and page.locator("#more-view").is_hidden()

    # a dice game shows each die's faces
    page.get_by_role("button", name="Settings").click()
    page.select_option("#rules", "boggle")
    page.get_by_role("button", name="Done").click()
    page.get_by_role("button", name="More").click()
    dice = rules_of("boggle").source.describe()
    assert page.locator("#more-table .item").count() == len(dice)
    assert page.locator("#more-table .item b").first.text_content() == " ".join(dice[0])
    shot(page, artifacts, "phone-more-dice")
    page.get_by_role("button", name="Back").click()
