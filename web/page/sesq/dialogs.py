"""The crossword's two choosers: the letter a blank stands for, and the tiles to exchange.

Both are modal dialogs. Letters can be typed: in the blank chooser a letter
chooses it, in the exchange chooser it marks (or unmarks) a tile of that letter.
"""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy, to_js

from beguile.sesquipedal.tiles import BLANK, ENGLISH, TileSet

from ..kit import button, el, fill, make, missing, on
from ..text import Text

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


async def shown(dialog, first) -> str:
    """Open a dialog, focus an element in it, and wait for it to close: its return value."""
    closed = asyncio.get_event_loop().create_future()

    def done(_event) -> None:
        if not closed.done():
            closed.set_result(str(dialog.returnValue))

    proxy = create_proxy(done)
    dialog.addEventListener("close", proxy, to_js({"once": True}, dict_converter=js.Object.fromEntries))
    dialog.returnValue = ""
    dialog.showModal()
    if not missing(first):
        first.focus()
    try:
        return await closed
    finally:
        proxy.destroy()


def typed_letter(event) -> str:
    """The letter a key press types, A to Z, or ""."""
    key = str(event.key)
    if len(key) == 1 and key.isalpha() and key.upper() in LETTERS and not (event.ctrlKey or event.metaKey or event.altKey):
        return key.upper()
    return ""


class BlankChooser:
    """Which letter a blank stands for: 26 buttons, or type the letter."""

    def __init__(self) -> None:
        self.dialog = el("sesq-blank")
        self.grid = el("sesq-blank-letters")
        self.buttons = {letter: button(letter, "letter", value=letter) for letter in LETTERS}
        for letter, item in self.buttons.items():
            item.setAttribute("type", "submit")
            item.setAttribute("value", letter)
        fill(self.grid, self.buttons.values())
        on(self.dialog, "keydown", self.key)

    def key(self, event) -> None:
        letter = typed_letter(event)
        if letter:
            event.preventDefault()
            self.dialog.close(letter)

    async def choose(self, current: str) -> str:
        """The letter chosen ("A"-"Z"), "back" to send the blank back to the tray, or "" when dismissed."""
        for letter, item in self.buttons.items():
            item.setAttribute("aria-pressed", "true" if letter == current.upper() else "false")
        first = self.buttons.get(current.upper()) or self.buttons["A"]
        return await shown(self.dialog, first)


class ExchangeChooser:
    """Which tray tiles go back to the bag."""

    def __init__(self) -> None:
        self.dialog = el("sesq-swap")
        self.box = el("sesq-swap-tiles")
        self.yes = el("sesq-swap-yes")
        self.tiles: list[str] = []
        self.chosen: set[int] = set()
        self.text: Text | None = None
        self.tile_set: TileSet = ENGLISH
        on(self.box, "click", self.clicked)
        on(self.dialog, "keydown", self.key)

    def draw(self) -> None:
        text = self.text
        items = []
        for slot, tile in enumerate(self.tiles):
            value = self.tile_set.value(tile)
            name = text("sesq.tile.blank") if tile == BLANK else \
                text("sesq.tile.letter", letter=tile, points=text.points(value))
            item = button("", "tile blank" if tile == BLANK else "tile", name, slot=str(slot))
            fill(item, [make("span", "" if tile == BLANK else tile, "l", {"aria-hidden": "true"}),
                        make("span", str(value), "p", {"aria-hidden": "true"})])
            item.setAttribute("aria-pressed", "true" if slot in self.chosen else "false")
            items.append(item)
        fill(self.box, items)
        count = len(self.chosen)
        self.yes.disabled = count == 0
        self.yes.textContent = text.plural("sesq.swap.yes", count) if count else text("sesq.exchange")

    def toggle(self, slot: int) -> None:
        self.chosen ^= {slot}
        self.draw()
        self.box.querySelector(f'[data-slot="{slot}"]').focus()

    def clicked(self, event) -> None:
        target = event.target.closest("[data-slot]")
        if not missing(target):
            self.toggle(int(target.dataset.slot))

    def key(self, event) -> None:
        letter = typed_letter(event) or ("?" if str(event.key) in ("?", "_") else "")
        if not letter:
            return
        event.preventDefault()
        free = [s for s, t in enumerate(self.tiles) if t == letter and s not in self.chosen]
        taken = [s for s, t in enumerate(self.tiles) if t == letter and s in self.chosen]
        if free:
            self.toggle(free[0])
        elif taken:
            self.toggle(taken[-1])

    async def choose(self, tiles: tuple[str, ...], text: Text, tile_set: TileSet = ENGLISH) -> list[int]:
        """The tray slots chosen to exchange (none when the player changed their mind); tiles show their points."""
        self.tiles, self.chosen, self.text, self.tile_set = list(tiles), set(), text, tile_set
        self.draw()
        answer = await shown(self.dialog, self.box.querySelector("button"))
        return sorted(self.chosen) if answer == "yes" else []
