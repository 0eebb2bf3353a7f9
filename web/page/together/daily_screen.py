"""The board of the day: one board per game and date, the same on every device; the player's first
round on it is kept, and can be shared to compare."""

from __future__ import annotations

from datetime import date

import js

from beguile.daily import daily_deal
from beguile.rules import get_rules

from ..kit import button, el, fill, make, missing, on
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import daily_view
from .hub import hub
from .solo import keep_day, play_board


def today() -> date:
    """The date on this device's calendar (a board of the day follows the player's own midnight)."""
    now = js.Date.new()
    return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


class DailyScreen(Screen):
    """Today's boards."""

    games = True
    """The bar offers Games beside Back."""

    name = "daily"
    title_key = "daily.screen"

    def wire(self) -> None:
        on(el("daily-list"), "click", self.clicked)

    async def enter(self) -> None:
        await keep_day(self.app)
        text = self.app.text
        day = today()
        el("daily-date").textContent = text("daily.date", date=day.isoformat())
        fill(el("daily-list"), [self._card(card) for card in daily_view.cards(day, hub(self.app).kept.days, text)])

    def _card(self, card: daily_view.DayCard):
        text = self.app.text
        play = button(text("daily.again" if card.played else "daily.play"), None if card.played else "primary",
                      text("home.play.label", game=card.title), rules=card.rules)
        return make("li", cls="card played" if card.played else "card", children=[
            make("h3", card.title), make("p", card.number, "facts"), make("p", card.result, "stats"),
            make("p", card.week, "facts"), play])

    async def clicked(self, event) -> None:
        target = event.target.closest("button[data-rules]")
        if missing(target):
            return
        rules = get_rules(str(target.dataset.rules))
        day = today()
        try:
            lexicon = await self.app.lexicons.lexicon(rules.dictionary)
        except DictionaryMissing:
            self.app.notice("dict.missing", game=self.app.text(f"game.{rules.name}.title"))
            return
        dealt = daily_deal(day, rules, lexicon)
        await play_board(self.app, dealt, rules.timer, day=day)
