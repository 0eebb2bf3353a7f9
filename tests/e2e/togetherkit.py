"""Helpers for the play-together end-to-end tests: leading a session, joining, playing a session round,
and reading the tables, as players do on the page."""

from __future__ import annotations

import json

from pagekit import BOOT_TIMEOUT, wait_ready

from beguile.board import Board
from beguile.dictionaries import normalise


def kept(page) -> dict:
    """What play together keeps on the device."""
    return json.loads(page.evaluate("localStorage.getItem('beguile-together')") or "null")


def go_together(page) -> None:
    page.click("#nav-games")
    page.click("button[data-game='together']")
    page.wait_for_selector("#screen-together:not([hidden])")


def lead_session(page, name: str, rules: str, minus: int = 0, countdown: int = 30, target: str = "",
                 computers: int = 0) -> None:
    """Create a session from the Play together screen."""
    go_together(page)
    page.click("#together-lead")
    page.wait_for_selector("#screen-lead:not([hidden])")
    page.fill("#lead-name", name)
    page.select_option("#lead-game", rules)
    for _ in range(minus):
        page.click("#lead-minus")
    page.select_option("#lead-countdown", str(countdown))
    page.select_option("#lead-target", target)
    for _ in range(computers):
        page.click("#lead-add-computer")
    page.click("#lead-start")
    page.wait_for_selector("#screen-session:not([hidden]) #session-heading")


def announce(page) -> str:
    """The leader announces the next round: the link its code carries."""
    page.click("button[data-action='announce']")
    page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])", timeout=BOOT_TIMEOUT)
    return page.input_value("#code-link")


def join(page, name: str) -> None:
    """Fill the join form (a round token was opened) and join."""
    page.wait_for_selector("#screen-session:not([hidden]) #join:not([hidden])", timeout=BOOT_TIMEOUT)
    page.fill("#join-name", name)
    page.click("#join-go")
    page.wait_for_selector("#screen-sround:not([hidden])")


def open_link(context, link: str):
    """A phone opens a link: the app boots on it."""
    page = context.new_page()
    page.goto(link)
    wait_ready(page)
    return page


def wait_start(page, timeout: int = 120_000) -> Board:
    """Wait for the board to show in a session round, and read it."""
    page.wait_for_selector("#screen-sround:not([hidden]) #board-s:not(.blank)", timeout=timeout)
    page.wait_for_function("document.body.dataset.playing === '1'")
    faces = page.eval_on_selector_all("#board-s [data-cell]", "cells => cells.map(c => c.textContent)")
    side = round(len(faces) ** 0.5)
    return Board(side, side, tuple(faces))


def shown_at(page) -> int:
    """When the board showed on this device (epoch ms)."""
    return int(page.evaluate("document.body.dataset.boardShown"))


def enter(page, word: str) -> str:
    """Type a word in a session round: the answer's status."""
    count = page.get_attribute("#s-answer", "data-count")
    page.fill("#s-word", word)
    page.press("#s-word", "Enter")
    page.wait_for_function(f"document.querySelector('#s-answer').dataset.count !== '{count}'")
    return page.get_attribute("#s-answer", "data-status")


def end_round(page) -> None:
    """End one's own round early (asked first)."""
    page.click("#s-end")
    page.click("#ask-yes")


def table(page) -> list[dict]:
    """The judge screen's table: each player with points and words (status, points)."""
    page.wait_for_selector("#screen-judge:not([hidden]) #judge-table .player")
    return page.evaluate("""() => [...document.querySelectorAll('#judge-table .player')].map(p => ({
        player: p.dataset.player, points: p.querySelector('.points').textContent,
        summary: p.querySelector('.summary').textContent,
        words: [...p.querySelectorAll('[data-word]')].map(w => [w.dataset.word, w.className,
               w.querySelector('.note').textContent])}))""")


def some_path_word(board: Board, lexicon, length: int = 3) -> str:
    """Letters along a path that make no word (a word the leader may approve)."""
    for a in board.cells():
        for b in board.neighbours(a):
            for c in board.neighbours(b):
                spelled = normalise(board.spell((a, b, c)))
                if c != a and spelled not in lexicon and len(spelled) == length:
                    return spelled
    raise AssertionError("every 3-cell path is a word")
