"""Helpers for the crossword game's end-to-end tests: setting up a game, laying a play as a player would
(tapping, typing, dragging), and the engine's view of the game the page saved (replayed, never mocked)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from pagekit import lexicon

from beguile.sesquipedal.board import SIZE
from beguile.sesquipedal.game import Game
from beguile.sesquipedal.movegen import Move
from beguile.sesquipedal.record import dictionary_of, loads

KEY = "beguile-sesq"
THINK_TIMEOUT = 90_000


@cache
def english(site: Path):
    """The engine's lexicon of English games from the very file the page loads."""
    return lexicon(site, "en-crossword")


@cache
def words_of(site: Path, dictionary: str):
    """The engine's lexicon of a word list from the very file the page loads."""
    return lexicon(site, dictionary)


def saved(page) -> dict:
    """The crossword game the page saved."""
    return json.loads(page.evaluate(f"localStorage.getItem('{KEY}')") or "null")


def engine_game(page, site: Path) -> Game:
    """The engine's game, replayed from the record the page saved (with the word list it names)."""
    record = saved(page)["record"]
    return loads(record, words_of(site, dictionary_of(record)))


def turns(page) -> int:
    record = (saved(page) or {}).get("record", "")
    return len(record.strip().splitlines()) - 1 if record else 0


def open_crossword(page) -> None:
    """From any screen, the Sesquipedal card on the home screen."""
    page.click("#nav-games")
    page.click("button[data-game='sesquipedal']")


def start_game(page, seats: list[tuple[str, str]], seed: int, language: str | None = None,
               helped: bool = True) -> None:
    """Fill in the setup (kind and name per seat, the language unless the page's, Suggest and Search
    turned off between people when not `helped`, the seed) and start."""
    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    if language:
        page.select_option("#sesq-setup-lang", language)
    for number in range(4):
        kind, name = seats[number] if number < len(seats) else ("none", "")
        page.select_option(f"#sesq-seat-{number}", kind)
        if kind == "human":
            page.fill(f"#sesq-name-{number}", name)
    if not helped:
        page.uncheck("#sesq-setup-help")
    page.fill("#sesq-setup-seed", str(seed))
    page.click("#sesq-setup-start")
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])")


def wait_turn(page, whose: str = "mine") -> None:
    """Wait until the shown tray's player is to move ("mine"), or the game is "over"."""
    page.wait_for_function(f"document.body.dataset.sesqTurn === '{whose}'", timeout=THINK_TIMEOUT)


def wait_moves(page, count: int) -> None:
    """Wait until the saved record holds this many turns."""
    page.wait_for_function(
        f"(JSON.parse(localStorage.getItem('{KEY}') || 'null') || {{record: ''}}).record.trim().split('\\n').length - 1"
        f" >= {count}", timeout=THINK_TIMEOUT)


def tray(page) -> list[str]:
    """The tray's slots as shown: a letter, "?" for a blank, "" for a tile laid on the board."""
    return page.eval_on_selector_all(
        "#sesq-tray [data-slot]:not([hidden])",
        "b => b.map(x => x.classList.contains('gone') ? '' : (x.classList.contains('blank') ? '?' : x.textContent[0]))")


def square(page, row: int, col: int):
    return page.locator(f"#sesq-board [data-square='{row * SIZE + col}']")


def press(page, locator, touch: bool) -> None:
    """A tap on a touch screen, a click with a mouse."""
    if touch:
        locator.tap()
    else:
        locator.click()


def slots_for(page, move: Move) -> list[int]:
    """The tray slot of each tile a move lays, in its order."""
    shown = tray(page)
    used: set[int] = set()
    slots = []
    for _, _, tile in move.tiles():
        want = "?" if tile.islower() else tile
        slot = next(i for i, t in enumerate(shown) if t == want and i not in used)
        used.add(slot)
        slots.append(slot)
    return slots


def set_arrow(page, move: Move, touch: bool) -> None:
    """Tap the play's first square (twice for a play down)."""
    row, col, _ = move.tiles()[0]
    press(page, square(page, row, col), touch)
    if not move.across:
        press(page, square(page, row, col), touch)


def lay_by_tapping(page, move: Move, touch: bool, shot=None) -> None:
    """The arrow on the first square, then each tray tile in turn; a blank's letter from the chooser."""
    set_arrow(page, move, touch)
    for slot, (_, _, tile) in zip(slots_for(page, move), move.tiles()):
        press(page, page.locator(f"#sesq-tray [data-slot='{slot}']"), touch)
        if tile.islower():
            page.wait_for_selector("#sesq-blank[open]")
            if shot:
                shot("blank")
            press(page, page.locator(f"#sesq-blank-letters button[value='{tile.upper()}']"), touch)
            page.wait_for_selector("#sesq-blank:not([open])", state="attached")
    wait_laid(page, move)


def mark_exchange(page, slots, touch: bool) -> None:
    """Open Exchange and mark tray tiles to put back (the dialog stays open)."""
    page.click("#sesq-exchange")
    page.wait_for_selector("#sesq-swap[open]")
    for slot in slots:
        press(page, page.locator(f"#sesq-swap-tiles [data-slot='{slot}']"), touch)


def lay_by_typing(page, move: Move, touch: bool) -> None:
    """The arrow on the first square, then the letters typed (the arrow skips the tiles on the board)."""
    set_arrow(page, move, touch)
    page.keyboard.type("".join(tile.lower() for _, _, tile in move.tiles()))
    wait_laid(page, move)


def wait_laid(page, move: Move) -> None:
    """The move's tiles are on the board and kept (the page saves them once they are painted)."""
    count = len(move.tiles())
    page.wait_for_function(f"document.querySelectorAll('#sesq-board .new').length === {count}")
    page.wait_for_function(f"(JSON.parse(localStorage.getItem('{KEY}')).laid || []).length === {count}")


def laid_on_page(page) -> list[tuple[int, int, str]]:
    """The tentative tiles on the board: (row, col, letter as on the board, lowercase for a blank)."""
    cells = page.eval_on_selector_all(
        "#sesq-board .new", "c => c.map(x => [+x.dataset.square, x.textContent, x.classList.contains('blank')])")
    return sorted((index // SIZE, index % SIZE, letter[0].lower() if blank else letter[0])
                  for index, letter, blank in cells)


def play_points(page) -> int:
    """The points the Play button shows before the play."""
    text = page.text_content("#sesq-play")
    return int(text.split()[-1].replace("\u2212", "-"))


def play(page) -> None:
    """Press Play and wait until the play is saved."""
    before = turns(page)
    page.click("#sesq-play")
    wait_moves(page, before + 1)


def put_game(page, record: str, orders: tuple[str, ...] = (), notes: dict | None = None) -> None:
    """Keep a game on the device as the page saves one, open the page on the crossword, and reload."""
    game = {"v": 1, "record": record, "notes": notes or {}, "pending": [], "orders": list(orders), "laid": []}
    state = {"v": 4, "settings": {"screen": "sesquipedal"}}
    page.evaluate("([game, state]) => { localStorage.setItem('beguile-sesq', game);"
                  " localStorage.setItem('beguile-state', state); }", [json.dumps(game), json.dumps(state)])
    page.reload()
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])", timeout=60_000)


def board_on_page(page) -> list[str]:
    """Every square's text (letter and points) as shown."""
    return page.eval_on_selector_all("#sesq-board [data-square]", "c => c.map(x => x.textContent)")


LONG_TASKS = """
window.sesqLong = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.sesqLong.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: false});
"""
"""Record every main-thread task longer than 50 ms from now on (start time, duration)."""
