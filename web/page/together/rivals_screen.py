"""Computer players for solo rounds: up to three, each with a level from 1 to 5."""

from __future__ import annotations

from dataclasses import replace

from beguile.computer import LEVELS

from ..kit import el, fill, make, on
from ..screen import Screen
from . import pickers
from .hub import hub


class RivalsScreen(Screen):
    """Who plays the solo rounds with the player."""

    name = "rivals"
    title_key = "rivals.screen"

    def wire(self) -> None:
        on(el("rivals-add"), "click", lambda _e: self.save(pickers.add_computer("rivals-list", self.levels(),
                                                                               self.app.text)))
        on(el("rivals-list"), "click", self.changed)
        on(el("rivals-list"), "change", self.changed)
        on(el("rivals-play"), "click", lambda _e: self.app.go("play"))

    def levels(self) -> list[int]:
        return list(hub(self.app).kept.rivals)

    def enter(self) -> None:
        text = self.app.text
        pickers.draw_computers("rivals-list", self.levels(), text)
        fill(el("rivals-levels"), [make("li", text(f"rivals.level.{n}.about", n=n)) for n in LEVELS])

    def changed(self, event) -> None:
        self.save(pickers.changed_computers("rivals-list", event, self.levels(), self.app.text))

    def save(self, levels: list[int]) -> None:
        together = hub(self.app)
        together.set(replace(together.kept, rivals=tuple(levels)))
