"""A player's round on a phone and on a desktop: dealing, entering words by typing, tapping and
dragging, the answers, Fix and Show, the clock, the results, the letters page. Every expectation
about words comes from the engine, run here on the same board and dictionary."""

from __future__ import annotations

import re

import pytest

from pagekit import (
    PythonHold, end_round,
    board_on_page, cells_with, common_words, enter_word, first_mark, lexicon, new_round, open_game, saved_state, shot,
    swipe, tap_cells, text, watch_board,
)

from beguile.blocked import is_offensive
from beguile.board import Board
from beguile.deal import deal
from beguile.judge import check_entry
from beguile.rules import get_rules
from beguile.solver import find_path, solve

pytestmark = pytest.mark.e2e
EN = text("en")


def words_on(board: Board, site, rules_name: str = "beguile") -> dict:
    rules = get_rules(rules_name)
    return solve(board, lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)


def not_on_board_word(board: Board, lex) -> str:
    for word in ("jazz", "quiz", "fuzzy", "jukebox", "xylophone", "pizzazz"):
        if word in lex and find_path(board, word) is None:
            return word
    raise AssertionError("no test word off the board")


def off_dictionary_path(board: Board, lex) -> str:
    """Three neighbouring cells whose letters make no word."""
    for a in board.cells():
        for b in board.neighbours(a):
            for c in board.neighbours(b):
                text_ = board.spell((a, b, c))
                if c != a and text_ not in lex and len(text_) == 3:
                    return text_
    raise AssertionError("every 3-cell path is a word")


def test_the_frame_paints_before_python_then_a_round_with_typed_words(make_context, server, site, artifacts):
    context = make_context("phone")
    page = context.new_page()
    held = PythonHold(page)  # hold Python back
    page.goto(server.url, wait_until="commit")
    # the frame is there before Python: the board, the buttons (waiting) and a progress bar
    page.wait_for_selector("#board-a [data-cell]", state="attached")
    page.wait_for_function("+document.querySelector('#boot-progress').getAttribute('aria-valuenow') > 0")
    assert page.locator("#boot-progress").is_visible() and page.locator("#new").is_enabled()
    assert page.text_content("#boot-text").strip() != ""
    shot(page, artifacts, "phone-boot")
    held.release()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60_000)
    assert page.locator("#boot").is_hidden()
    # the 4x4 board first; one board only on a phone by default (table mode is a choice)
    assert page.get_by_role("grid").get_by_role("gridcell").count() == 16
    assert page.locator("#board-b").is_hidden()
    assert page.get_attribute("#size4", "aria-pressed") == "true"
    assert page.text_content("#timer") == "3:00"

    board = new_round(page)
    rules = get_rules("beguile")
    lex = lexicon(site, rules.dictionary)
    page.wait_for_function("document.querySelector('#timer').textContent !== '3:00'", timeout=5000)
    assert re.fullmatch(r"2:5\d", page.text_content("#timer"))
    # after New the focus is where the player types: the board, which takes typed letters too
    assert page.evaluate("document.activeElement.closest('#board-a') !== null")

    words = words_on(board, site)
    assert words, "a dealt board with no word at all"
    word = max(words, key=len)
    expected = check_entry(board, rules, lex, word, [])
    watch_board(page)
    status, said = enter_word(page, word)
    assert status == "valid" and said == "✓" + EN("answer.points", word=word.upper(), points=EN.points(expected.points))
    # the accepted word's path flashes with ticks and round cells, then clears
    flash = first_mark(page, "good")
    assert sorted(flash["good"]) == sorted(board.index(c) for c in expected.path) and flash["sign"] == '"✓"'
    page.wait_for_function("document.querySelectorAll('#board-a .flash-good').length === 0", timeout=3000)

    status, said = enter_word(page, word)
    assert status == "already-found" and said == "↻" + EN("answer.already-found", word=word.upper())
    off = not_on_board_word(board, lex)
    status, said = enter_word(page, off)
    assert status == str(check_entry(board, rules, lex, off, [word]).status) == "not-on-board"
    assert said == "⊘" + EN("answer.not-on-board", word=off.upper())
    junk = off_dictionary_path(board, lex)
    page.wait_for_function("!document.querySelector('#board-a [data-cell][class*=flash-]')", timeout=3000)
    watch_board(page)
    status, said = enter_word(page, junk)
    assert status == "not-in-dictionary" and said.endswith(EN("answer.not-in-dictionary", word=junk.upper()))
    # a refused word on the board flashes with crosses and dashes
    flash = first_mark(page, "bad")
    assert not flash["good"]
    status, _ = enter_word(page, board.spell(((0, 0),)))  # one cell: one letter, or two for Qu
    assert status == "too-short"

    assert page.locator("#found button").count() == 1
    assert page.text_content("#score-main") == EN.points(expected.points)
    assert page.get_attribute("#found button", "aria-label") == f"{word}, {EN.points(expected.points)}"
    shot(page, artifacts, "phone-round")


def test_tapping_dragging_and_the_turned_copy(make_context, server, site, artifacts):
    page = open_game(make_context("phone"), server.url)
    for _ in range(5):
        board = new_round(page)
        words = sorted(words_on(board, site).items(), key=lambda kv: -len(kv[0]))
        if len(words) >= 3:
            break
    (word, path), (word2, path2), (word3, path3) = words[:3]
    cells = page.locator("#board-a [data-cell]")
    for cell in path:
        cells.nth(board.index(cell)).tap()
    # the path is drawn, and spelled in the word field
    page.wait_for_function(f"document.querySelectorAll('#board-a .path').length === {len(path)}")
    assert sorted(cells_with(page, "path")) == sorted(board.index(c) for c in path)
    assert page.input_value("#word") == board.spell(path)
    count = page.get_attribute("#answer", "data-count")
    cells.nth(board.index(path[-1])).tap()  # the last letter again enters the word
    page.wait_for_function(f"document.querySelector('#answer').dataset.count !== '{count}'")
    assert page.get_attribute("#answer", "data-status") == "valid"

    # a finger dragged across the cells: the path is drawn while the finger is down
    swipe(page, board, path2, lambda: page.wait_for_function(
        f"document.querySelectorAll('#board-a .path').length === {len(path2)}"))
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word2}')")

    # table mode: the turned copy is tapped by the player opposite, and shows the answer to them
    page.click("#nav-settings")
    page.check("#table")
    page.click("#nav-back")
    assert page.locator("#board-b").is_visible()
    tap_cells(page, board, path3, grid="#board-b")
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word3}')")
    assert page.text_content("#answer-b") == page.text_content("#answer")
    assert page.get_attribute(".table-copy", "aria-hidden") == "true", "the copy is not read out twice"
    assert page.get_by_role("grid").count() == 1
    shot(page, artifacts, "phone-table-mode")

    # a mouse dragged across the cells on a desktop
    page = open_game(make_context("desktop"), server.url)
    board = new_round(page)
    word, path = max(words_on(board, site).items(), key=lambda kv: len(kv[0]))
    cells = page.locator("#board-a [data-cell]")
    centres = []
    for cell in path:
        box = cells.nth(board.index(cell)).bounding_box()
        centres.append((box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
    page.mouse.move(*centres[0])
    page.mouse.down()
    for x, y in centres[1:]:
        page.mouse.move(x, y, steps=4)
    page.wait_for_function(f"document.querySelectorAll('#board-a .path').length === {len(path)}")
    page.mouse.up()
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word}')")
    assert page.get_attribute("#answer", "data-status") == "valid"


def test_fix_then_show_asks_lights_both_boards_and_the_word_no_longer_scores(make_context, server, site, artifacts):
    page = open_game(make_context("desktop"), server.url)
    page.click("#nav-settings")
    page.check("#table")
    page.click("#nav-back")
    board = new_round(page, "fix")
    state = saved_state(page)["round"]
    rules = get_rules("beguile")
    dealt = deal(rules, state["seed"], size=4, fix=True, common=common_words(site, rules.dictionary),
                 lexicon=lexicon(site, rules.dictionary))
    assert dealt.board == board and len(dealt.planted.word) == 7
    assert page.text_content("#planted") == EN("play.planted", letters=EN.letters(7))
    # watch both boards: after each change, the lit cells of each copy
    page.evaluate("""() => {
        window.__lit = [];
        const lit = (g) => [...document.querySelectorAll(g + ' .lit')].map(c => +c.dataset.cell);
        new MutationObserver(() => window.__lit.push([lit('#board-a'), lit('#board-b')]))
            .observe(document.querySelector('main'), {subtree: true, attributes: true, attributeFilter: ['class']});
    }""")
    page.click("#show")
    # Show during the round asks first; keep looking changes nothing
    page.wait_for_selector("#ask[open]")
    assert page.text_content("#ask-text") == EN("confirm.show")
    page.click("#ask-no")
    assert saved_state(page)["round"]["revealed"] is False and not cells_with(page, "lit")
    page.click("#show")
    page.click("#ask-yes")
    expected = [board.index(c) for c in dealt.planted.path]
    page.wait_for_function(f"document.querySelectorAll('#board-b .lit').length === {len(expected)}", timeout=15_000)
    assert dealt.planted.word.upper() in page.text_content("#answer")
    for a, b in page.evaluate("window.__lit"):
        assert a == b, "the two boards lit different cells at the same moment"
    steps = [tuple(a) for a, _ in page.evaluate("window.__lit") if a]
    assert [set(s) for s in dict.fromkeys(steps)] == [set(expected[:n]) for n in range(1, len(expected) + 1)]
    shot(page, artifacts, "desktop-show")
    status, said = enter_word(page, dealt.planted.word)
    assert status == "revealed" and said.endswith(EN("answer.revealed", word=dealt.planted.word.upper()))
    assert page.text_content("#score-main") == EN.points(0)

    # a 5x5 board: Fix plants 9 letters; finding the planted word is celebrated
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    page.click("#to-board")
    page.click("#size5")
    board = new_round(page, "fix")
    state = saved_state(page)["round"]
    word = state["planted"]["word"]
    assert board.rows == 5 and len(word) == 9
    status, said = enter_word(page, word)
    assert status == "planted" and said.startswith("★") and word.upper() in said
    assert "celebrate" in page.get_attribute("#board-a", "class")


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


def test_the_clock_runs_out_and_the_results(make_context, server, site, artifacts):
    context = make_context("phone")
    context.add_init_script(DEVICE_STUBS)  # the browser's device APIs, observed
    page = open_game(context, server.url)
    assert page.get_attribute("#plus", "aria-label") == EN("time.plus")
    page.click("#plus")
    assert page.text_content("#timer") == "3:15"
    for _ in range(13):
        page.click("#minus")
    assert page.text_content("#timer") == "0:15", "the timer cannot go below 15 s"
    board = new_round(page)
    assert page.locator("#plus").is_hidden(), "the time is set between rounds"
    words = words_on(board, site)
    mine = min(words, key=len) if words else None
    if mine:
        enter_word(page, mine)
    page.wait_for_function("window.__device.includes('lock:screen')")  # awake during the round
    # screen readers hear the clock at 10 seconds left (and at one minute and 30 s in longer rounds)
    page.wait_for_function(f"document.querySelector('#say').textContent === {EN.plural('clock.left', 10)!r}",
                           timeout=15_000)
    page.wait_for_selector("#screen-results:not([hidden])", timeout=25_000)
    device = page.evaluate("window.__device")
    assert "release" in device and "vibrate" in device and device.count("beep") >= 1, device
    assert page.text_content("#results-title") == EN("results.title")
    listed = page.eval_on_selector_all("#results-words button", "b => b.map(x => [x.dataset.word, x.className])")
    # every word on the board but offensive ones the player missed (a found one is listed and counts)
    assert {w for w, _ in listed} == {w for w in words if w == mine or not is_offensive(w, "en")}
    for w, kind in listed:
        assert kind == ("word got" if w == mine else "word missed")
    shot(page, artifacts, "phone-results")
    page.click("#to-board")
    assert page.text_content("#timer") == "0:15", "between rounds: the next round's time"
    assert page.locator("#word").is_disabled()


def test_the_letters_page_shows_the_deck_or_the_dice(make_context, server, artifacts):
    page = open_game(make_context("phone"), server.url)
    page.click("#letters")
    assert page.locator("#screen-play").is_hidden() and page.locator("#screen-letters").is_visible()
    items = page.eval_on_selector_all("#letters-list li", "i => i.map(x => [x.querySelector('b').textContent, x.textContent])")
    deck = get_rules("beguile").source.describe()
    assert [face for face, _ in items] == [face for face, _ in deck]
    for (_, said), (_, count) in zip(items, deck):
        assert said.endswith(f"× {count}")
    shot(page, artifacts, "phone-letters")
    page.click("#nav-back")
    assert page.locator("#screen-play").is_visible()

    # a dice game lists each die's faces
    page.click("#nav-games")
    page.click("button[data-game='boggle']")
    page.click("#letters")
    dice = get_rules("boggle").source.describe()
    assert page.locator("#letters-list li").count() == len(dice)
    assert page.locator("#letters-list b").first.locator("span").all_text_contents() == list(dice[0])
    assert page.locator("#letters-list li").first.get_attribute("aria-label") == \
        EN("letters.die.label", n=1, faces=", ".join(dice[0]))
