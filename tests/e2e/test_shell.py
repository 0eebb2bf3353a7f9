"""The page opens on what the player left before Python has started, and keeps what they do meanwhile.

Python is held back by holding the standard library's download; everything the
tests assert before releasing it was painted by the frame's shell from the saved
state. After the release, Python judges what was kept, once each and in order.
"""

from __future__ import annotations

import re

import pytest
from pagekit import PythonHold, board_on_page, end_round, enter_word, lexicon, new_round, open_game, saved_state, shot, text, wait_ready
from test_play import not_on_board_word, words_on

from beguile.judge import check_entry
from beguile.rules import get_rules

pytestmark = pytest.mark.e2e
EN = text("en")
LAYOUT_SHIFTS = """window.__shifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value); })
  .observe({ type: "layout-shift", buffered: true });"""


def release(page, held: PythonHold) -> None:
    held.release()
    wait_ready(page)


def cell_letters(page, grid: str = "#board-a") -> list[str]:
    return page.eval_on_selector_all(f"{grid} [data-cell]", "cells => cells.map(c => c.textContent)")


def found_on_page(page) -> list[str]:
    return page.eval_on_selector_all("#found button", "bs => bs.map(b => b.dataset.word)")


@pytest.mark.parametrize("kind", ["phone", "desktop"])
def test_a_reload_mid_round_paints_the_round_before_python_and_judges_what_was_entered_once_in_order(
        make_context, server, site, artifacts, kind):
    context = make_context(kind, service_workers="block")  # every request goes through the test's routes
    page = open_game(context, server.url)
    board = new_round(page)
    rules = get_rules("beguile")
    lex = lexicon(site, rules.dictionary)
    words = sorted(words_on(board, site), key=lambda w: (-len(w), w))
    first, second, third, fourth = words[:4]
    enter_word(page, first)
    points_line = page.text_content("#score-main")
    title = page.text_content("#screen-title")

    page.add_init_script(LAYOUT_SHIFTS)
    held = PythonHold(page)
    page.reload(wait_until="commit")
    page.wait_for_function("() => window.beguileShell !== undefined")
    held.wait()
    # before Python: the round's real letters, its running clock, its score and found words
    assert page.get_attribute("body", "data-ready") == "0"
    assert cell_letters(page) == list(board.faces) == cell_letters(page, "#board-b")
    assert page.text_content("#screen-title") == title
    assert found_on_page(page) == [first] and page.text_content("#score-main") == points_line
    clock = page.text_content("#timer")
    assert re.fullmatch(r"\d:[0-5]\d", clock)
    page.wait_for_function(f"document.querySelector('#timer').textContent !== '{clock}'", timeout=3000)
    shot(page, artifacts, f"shell-{kind}-before-python")

    # entries made now are kept: a typed word, a word off the board, and one tapped on the board
    off = not_on_board_word(board, lex)
    for word in (second, off):
        page.fill("#word", word)
        page.press("#word", "Enter")
    assert EN("answer.queued.word", word=off.upper()) in page.text_content("#answer")
    cells = page.locator("#board-a [data-cell]")
    path = [board.index(cell) for cell in check_entry(board, rules, lex, third, []).path]
    for index in path + path[-1:]:
        cells.nth(index).tap() if kind == "phone" else cells.nth(index).click()
    tapped = "".join(board.faces[index] for index in path)
    page.wait_for_function("word => document.querySelector('#answer').textContent.includes(word)", arg=tapped)
    page.fill("#word", fourth)  # typed, not yet entered when Python takes over
    assert page.get_attribute("body", "data-ready") == "0", "Python started before the test let it"

    release(page, held)
    page.wait_for_function(f"document.querySelectorAll('#found button').length === 3", timeout=30_000)
    page.wait_for_timeout(500)
    assert saved_state(page)["round"]["found"] == [first, second, third]  # each once, in the order entered
    assert sorted(found_on_page(page)) == sorted([first, second, third])
    assert page.get_attribute("#answer", "data-status") == "valid"  # the last one judged is the tapped word
    assert third.upper() in page.text_content("#answer")
    assert board_on_page(page) == board
    shot(page, artifacts, f"shell-{kind}-after-python")
    assert page.input_value("#word") == fourth, "letters typed meanwhile stay in the field"
    count = page.get_attribute("#answer", "data-count")
    page.press("#word", "Enter")
    page.wait_for_function(f"document.querySelector('#answer').dataset.count !== '{count}'")
    assert saved_state(page)["round"]["found"] == [first, second, third, fourth]

    # and when nothing was entered meanwhile, nothing on the page moves as Python takes over
    held = PythonHold(page)
    page.reload(wait_until="commit")
    release(page, held)
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__shifts.reduce((a, b) => a + b, 0)") == 0


def test_a_first_visit_moves_nothing_as_python_takes_over_and_new_pressed_meanwhile_deals(
        make_context, server, artifacts):
    context = make_context("phone", service_workers="block")
    page = context.new_page()
    page.add_init_script(LAYOUT_SHIFTS)
    held = PythonHold(page)
    page.goto(server.url, wait_until="commit")
    page.wait_for_function("() => window.beguileShell !== undefined")
    assert page.locator("#new").is_enabled() and page.locator("#board-a [data-cell]").count() == 16
    release(page, held)
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__shifts.reduce((a, b) => a + b, 0)") == 0

    held = PythonHold(page)
    page.reload(wait_until="commit")
    page.wait_for_function("() => window.beguileShell !== undefined")
    page.click("#new")
    assert EN("answer.queued") in page.text_content("#answer")
    release(page, held)
    page.wait_for_function("document.body.dataset.playing === '1'", timeout=30_000)
    assert saved_state(page)["round"] is not None
    shot(page, artifacts, "shell-phone-first-visit-dealt")


def test_between_rounds_the_last_board_and_its_words_are_painted_before_python(make_context, server, site):
    context = make_context("phone", service_workers="block", locale="fr-FR")
    page = open_game(context, server.url)
    board = new_round(page)
    rules = saved_state(page)["settings"]["rules"]  # a French browser's first game is a French one
    word = max(words_on(board, site, rules), key=len)
    assert enter_word(page, word)[0] == "valid"
    end_round(page)
    page.wait_for_selector("body[data-screen='results']")
    held = PythonHold(page)
    page.reload(wait_until="commit")
    page.wait_for_function("() => window.beguileShell !== undefined")
    assert cell_letters(page) == list(board.faces)
    assert page.text_content("#timer") == text("fr").duration(saved_state(page)["settings"]["seconds"])
    assert page.locator("#word").is_disabled() and page.locator("#new").is_enabled()
    assert found_on_page(page) == [word]
    release(page, held)
    assert found_on_page(page) == [word] and cell_letters(page) == list(board.faces)
