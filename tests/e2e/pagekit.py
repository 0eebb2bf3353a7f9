"""Helpers shared by the end-to-end tests: booting the page, playing it as a player would, reading
its state, and the engine's view of the same data (imported from py/, never mocked)."""

from __future__ import annotations

import json
import os
import sys
import re
import string
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "py", ROOT / "web", ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from page.text import Text  # noqa: E402
from tools.catalogues import compile_mo, messages  # noqa: E402

from beguile.board import Board  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("BEGUILE_CHROMIUM", "/usr/bin/chromium")
# --liftoff-only: V8 runs WebAssembly with its baseline compiler alone. Optimising Python's runtime in the
# background cost 3 CPU-s at every fresh open here (renderer thread pool), about a third of the browser's CPU
# in the suite; the suite is CPU-bound on two cores, and a run's tests take 0.7-0.8x the time with it
# (the benchmarks in bench/ keep V8's default, as players have it). The page's code and data are the same.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--js-flags=--liftoff-only"]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2, "locale": "en-GB"}
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "locale": "en-GB"}
SIZES = {"320x568": (320, 568), "360x740": (360, 740), "390x844": (390, 844), "844x390": (844, 390)}
BOOT_TIMEOUT = 60_000


@cache
def text(language: str = "en") -> Text:
    """The page's own catalogue of a language, compiled from the sources the build compiles."""
    return Text.from_mo(language, compile_mo(language))


def open_game(context, url: str):
    """A new page of the game, booted until it is playable."""
    page = context.pages[0] if context.pages and context.pages[0].url == "about:blank" else context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def wait_ready(page) -> None:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT)


class PythonHold:
    """Hold the standard library's download, which Python cannot start without (the page's request and a
    worker's alike, however many), until release(); requests after the release pass."""

    def __init__(self, page) -> None:
        self.page, self.held, self.released = page, [], False
        page.route("**/stdlib.zip", self._route)

    def _route(self, route) -> None:
        route.continue_() if self.released else self.held.append(route)

    def wait(self) -> None:
        """Wait until the page has asked for it (it first looks for a Python the device kept)."""
        for _ in range(400):
            if self.held:
                return
            self.page.wait_for_timeout(50)
        raise AssertionError("the page never asked for Python's standard library")

    def release(self) -> None:
        self.wait()
        self.released = True
        for route in self.held:
            route.continue_()


def saved_state(page) -> dict:
    """The round and settings the page saved."""
    return json.loads(page.evaluate("localStorage.getItem('beguile-state')") or "null")


def board_on_page(page) -> Board:
    """The board the page shows (checked against the turned copy and the saved round)."""
    faces = page.eval_on_selector_all("#board-a [data-cell]", "cells => cells.map(c => c.textContent)")
    copy = page.eval_on_selector_all("#board-b [data-cell]", "cells => cells.map(c => c.textContent)")
    assert faces == copy, "the two copies of the board differ"
    size = round(len(faces) ** 0.5)
    board = Board(size, size, tuple(faces))
    assert board.to_text() == saved_state(page)["round"]["board"]
    return board


def new_round(page, button: str = "new") -> Board:
    """Press New (or Fix) and wait for the dealt board."""
    before = (saved_state(page) or {}).get("round") or {}
    page.click(f"#{button}")
    page.wait_for_function(
        "seed => { const s = JSON.parse(localStorage.getItem('beguile-state') || 'null');"
        " return s && s.round && s.round.seed !== seed && document.body.dataset.playing === '1'; }",
        arg=before.get("seed"))
    return board_on_page(page)


def enter_word(page, word: str) -> tuple[str, str]:
    """Type a word in the word field and press Enter: the answer's status and text."""
    count = page.get_attribute("#answer", "data-count")
    page.fill("#word", word)
    page.press("#word", "Enter")
    page.wait_for_function(f"document.querySelector('#answer').dataset.count !== '{count}'")
    return page.get_attribute("#answer", "data-status"), page.text_content("#answer")


def end_round(page) -> None:
    """Press End during a round and say yes when the page asks (End asks first, as New does)."""
    page.click("#end")
    page.wait_for_selector("#ask[open]")
    assert page.locator("#screen-results").is_hidden(), "End finished the round without asking"
    page.click("#ask-yes")


def tap_cells(page, board: Board, path, grid: str = "#board-a") -> None:
    """Tap the cells of a path one after the other, then the last one again to enter the word."""
    count = page.get_attribute("#answer", "data-count")
    cells = page.locator(f"{grid} [data-cell]")
    indices = [board.index(cell) for cell in path]
    for index in indices + indices[-1:]:
        cells.nth(index).tap()
    page.wait_for_function(f"document.querySelector('#answer').dataset.count !== '{count}'")


def swipe(page, board: Board, path, before_lifting=None) -> None:
    """A finger dragged across a path's cells (touch events through the DevTools protocol), lifted at the end;
    before_lifting(), when given, runs while the finger is still down."""
    cells = page.locator("#board-a [data-cell]")
    points = []
    for cell in path:
        box = cells.nth(board.index(cell)).bounding_box()
        points.append({"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2})
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [points[0]]})
    for a, b in zip(points, points[1:]):
        for step in range(1, 5):
            t = step / 4
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
                {"x": a["x"] + (b["x"] - a["x"]) * t, "y": a["y"] + (b["y"] - a["y"]) * t}]})
    if before_lifting:
        before_lifting()
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def cells_with(page, css: str, grid: str = "#board-a") -> list[int]:
    """The indices of a grid's cells that have a class."""
    return page.eval_on_selector_all(f"{grid} [data-cell].{css}", "c => c.map(x => +x.dataset.cell)")


def watch_board(page, grid: str = "#board-a") -> None:
    """Note each passing mark on a grid as it comes: ticked, crossed and starred cells, the ticks' sign, and
    how long a celebration of the board lasts.

    A flash lasts 0.6 s and a celebration 2.5 s, which a busy machine may read too late; an observer in the
    page does not miss them.
    """
    page.evaluate("""grid => {
        const board = document.querySelector(grid), at = css => [...board.querySelectorAll(`[data-cell].${css}`)];
        const cells = found => found.map(c => +c.dataset.cell);
        window.seenMarks = [];
        window.markWatch?.disconnect();
        window.markWatch = new MutationObserver(() => {
            const good = at("flash-good"), bad = at("flash-bad"), star = at("star");
            if (!good.length && !bad.length && !star.length) return;
            const style = getComputedStyle(board), burst = board.classList.contains("celebrate");
            window.seenMarks.push({good: cells(good), bad: cells(bad), star: cells(star),
                                   sign: good.length ? getComputedStyle(good[0], "::after").content : null,
                                   celebrates: burst ? parseFloat(style.animationDuration)
                                                       * parseFloat(style.animationIterationCount) : 0});
        });
        window.markWatch.observe(board, {subtree: true, attributes: true, attributeFilter: ["class"]});
    }""", grid)


def first_mark(page, kind: str) -> dict:
    """The first marks noted since `watch_board` with some cells of a kind (good, bad or star), waited for."""
    return page.wait_for_function("kind => window.seenMarks.find(m => m[kind].length)", arg=kind).json_value()


def in_view(page, selector: str) -> bool:
    """Whether an element lies wholly inside the viewport (no scrolling needed to see it)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return (box is not None and box["width"] > 0 and box["x"] >= -0.5 and box["y"] >= -0.5
            and box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5)


def lexicon(site: Path, name: str):
    """The engine's lexicon from the very file the page loads."""
    from beguile.lexicon import Lexicon

    return Lexicon.from_bytes((site / assets(site)["dicts"][name]["lex"]).read_bytes())


def common_words(site: Path, name: str) -> tuple[str, ...]:
    from beguile.dictionaries import parse_words

    return parse_words((site / assets(site)["dicts"][name]["common"]).read_text())


def assets(site: Path) -> dict:
    """The asset table the build wrote into the page."""
    html = (site / "index.html").read_text()
    start = html.index('<script type="application/json" id="assets">') + len(
        '<script type="application/json" id="assets">')
    return json.loads(html[start:html.index("</script>", start)])


def shot(page, artifacts: Path, name: str, full_page: bool = False) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=full_page)


def english_fragments() -> set[str]:
    """Pieces of English interface text that French must not show (text French shares is left out)."""
    en, fr = messages("en"), messages("fr")
    pieces = set()
    for key, value in en.items():
        if value == fr[key]:
            continue
        for form in value if isinstance(value, tuple) else (value,):
            for literal, *_ in string.Formatter().parse(form):
                for piece in re.split(r"[.,:;!?()·]", literal or ""):
                    if len(piece.strip()) >= 4 and re.search(r"[a-z]{3}", piece):
                        pieces.add(piece.strip())
    french_text = " ".join(v if isinstance(v, str) else " ".join(v) for v in fr.values())
    return {piece for piece in pieces if piece not in french_text}


def visible_text(page) -> str:
    return page.evaluate("""() => document.body.innerText + ' ' + [...document.querySelectorAll(
        '[aria-label], [placeholder]')].filter(e => e.offsetParent !== null)
        .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('placeholder') || '')).join(' ')""")
