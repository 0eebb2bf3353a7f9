"""Play together: lead a session, join one, referee a game on paper, or play the board of the day."""

from __future__ import annotations

from ..kit import el, on, show
from ..screen import Screen
from . import session_view
from .hub import hub


class TogetherScreen(Screen):
    """The ways to play together."""

    name = "together"
    title_key = "together.screen"

    def wire(self) -> None:
        on(el("together-lead"), "click", lambda _e: self.app.go("lead"))
        on(el("together-join"), "click", lambda _e: self.app.screen("scan").open_for(collecting=False, camera=True))
        on(el("together-referee"), "click", lambda _e: self.app.go("referee"))
        on(el("together-daily"), "click", lambda _e: self.app.go("daily"))
        on(el("together-resume"), "click", lambda _e: self.app.go("session"))

    def enter(self) -> None:
        together = hub(self.app)
        together.pending = None
        seat = together.seat
        show(el("together-current"), seat is not None)
        if seat is not None:
            text = self.app.text
            leader = session_view.rules_of_seat(seat)[3]
            heading = text("session.heading.mine" if seat.leader else "session.heading", leader=leader, me=seat.me)
            el("together-current-text").textContent = " · ".join([heading, *session_view.facts(seat, text)])
