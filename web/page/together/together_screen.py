"""Play together: lead a session, join one, referee a game on paper, or play the board of the day; the
session in hand, and the finished sessions this device keeps."""

from __future__ import annotations

from ..kit import button, el, fill, make, missing, on, show
from ..screen import Screen
from . import seat as seats
from . import session_view
from .hub import hub
from .rounds import name_here, session_match


class TogetherScreen(Screen):
    """The ways to play together."""

    name = "together"
    title_key = "together.screen"
    games = True

    def wire(self) -> None:
        on(el("together-lead"), "click", lambda _e: self.app.go("lead"))
        on(el("together-join"), "click", lambda _e: self.app.screen("scan").open_for(collecting=False, camera=True))
        on(el("together-referee"), "click", lambda _e: self.app.go("referee"))
        on(el("together-daily"), "click", lambda _e: self.app.go("daily"))
        on(el("together-resume"), "click", lambda _e: self.app.go("session"))
        on(el("together-past-list"), "click", self.past_clicked)

    async def enter(self) -> None:
        together = hub(self.app)
        together.pending = None
        seat = together.seat
        show(el("together-current"), seat is not None)
        text = self.app.text
        if seat is not None:
            leader = session_view.rules_of_seat(seat)[3]
            heading = text("session.heading.mine" if seat.leader else "session.heading", leader=leader, me=seat.me)
            el("together-current-text").textContent = " · ".join([heading, *session_view.facts(seat, text)])
        past = together.kept.past
        show(el("together-past"), bool(past))
        items = []
        for i, old in enumerate(past):
            match = await session_match(self.app, old)
            items.append(make("li", children=[make("p", session_view.past_line(old, match.totals(), text, name_here(self.app))),
                                              button(text("past.table"), None, text("past.table.label", n=i + 1),
                                                     past=str(i))]))
        fill(el("together-past-list"), items)

    def past_clicked(self, event) -> None:
        target = event.target.closest("button[data-past]")
        if missing(target):
            return
        together = hub(self.app)
        old = together.kept.past[int(target.dataset.past)]
        together.viewed = seats.results_of(old.rounds[-1])
        self.app.go("judge")
