"""A board someone shared: what it is, and Play (their words, if they sent them, are compared after)."""

from __future__ import annotations

from beguile.tokens import format_board_token

from ..kit import el, fill, make, on
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import daily_view
from .hub import hub
from .solo import play_board


class SharedScreen(Screen):
    """A shared board, before it is played."""

    games = True
    """The bar offers Games beside Back."""

    name = "shared"
    title_key = "shared.screen"

    def wire(self) -> None:
        on(el("shared-play"), "click", lambda _e: self.play())

    def enter(self) -> None:
        shared = hub(self.app).shared
        if shared is None:
            self.app.go("together", push=False)
            return
        el("shared-say").textContent = ""
        fill(el("shared-facts"), [make("li", line) for line in daily_view.shared_facts(shared, self.app.text)])

    async def play(self) -> None:
        shared = hub(self.app).shared
        text = self.app.text
        try:
            await play_board(self.app, shared.deal(), shared.seconds, day=shared.day,
                             shared=format_board_token(shared))
        except DictionaryMissing:
            el("shared-say").textContent = text("dict.missing", game=text(f"game.{shared.rules}.title"))
