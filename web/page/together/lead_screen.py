"""Leading a session: the game, the time, a target, where the players are, computer players."""

from __future__ import annotations

from beguile.round import change_time
from beguile.rules import get_rules
from beguile.token_codec import TokenError
from beguile.tokens import clean_name

from ..kit import ask, el, on, on_submit, show, spawn
from ..screen import Screen
from . import qr
from . import pickers, session_view
from .hub import hub
from .seat import Plan


class LeadScreen(Screen):
    """A new session, as its leader sets it up."""

    games = True
    """The bar offers Games beside Back."""

    name = "lead"
    title_key = "lead.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seconds = 180
        self.computers: list[int] = []

    def wire(self) -> None:
        on_submit(el("lead-form"), self.create)
        on(el("lead-game"), "change", lambda _e: self.game_changed())
        on(el("lead-minus"), "click", lambda _e: self.step(-1))
        on(el("lead-plus"), "click", lambda _e: self.step(1))
        for name in ("lead-room", "lead-apart"):
            on(el(name), "change", lambda _e: self.where_changed())
        on(el("lead-add-computer"), "click", lambda _e: self.add_computer())
        on(el("lead-computers"), "click", self.computers_changed)
        on(el("lead-computers"), "change", self.computers_changed)

    def enter(self) -> None:
        spawn(qr.warm())  # a code shows soon: segno is imported meanwhile
        text = self.app.text
        game = self.app.state.settings.rules
        el("lead-name").value = hub(self.app).kept.name
        pickers.fill_games("lead-game", game, text)
        pickers.fill_targets("lead-target", None, text)
        pickers.fill_countdowns("lead-countdown", 30, text)
        pickers.fill_windows("lead-window", 24 * 60, text)
        self.seconds = get_rules(game).timer
        self.computers = []
        pickers.draw_computers("lead-computers", self.computers, text)
        el("lead-say").textContent = ""
        el("lead-time").textContent = text.duration(self.seconds)
        self.where_changed()

    def game_changed(self) -> None:
        self.seconds = get_rules(str(el("lead-game").value)).timer
        el("lead-time").textContent = self.app.text.duration(self.seconds)

    def step(self, steps: int) -> None:
        self.seconds = change_time(self.seconds, steps)
        el("lead-time").textContent = self.app.text.duration(self.seconds)

    def where_changed(self) -> None:
        apart = bool(el("lead-apart").checked)
        for name in ("lead-countdown", "lead-countdown-label"):
            show(el(name), not apart)
        for name in ("lead-window", "lead-window-label"):
            show(el(name), apart)

    def add_computer(self) -> None:
        self.computers = pickers.add_computer("lead-computers", self.computers, self.app.text)

    def computers_changed(self, event) -> None:
        self.computers = pickers.changed_computers("lead-computers", event, self.computers, self.app.text)

    def create(self, event) -> None:
        """The session as chosen: a name is checked at once; replacing a session in hand is asked first."""
        apart = bool(el("lead-apart").checked)
        plan = Plan(str(el("lead-game").value), self.seconds, pickers.chosen_target("lead-target"),
                    tuple(pickers.read_computers("lead-computers")),
                    int(el("lead-window").value) if apart else None,
                    int(el("lead-countdown").value))
        try:
            name = clean_name(str(el("lead-name").value))
        except TokenError:
            el("lead-say").textContent = self.app.text("together.name.bad")
            el("lead-name").focus()
            return
        seat = hub(self.app).seat
        if seat is None:
            self.start(name, plan)
        else:
            spawn(self.replace(seat, name, plan))

    async def replace(self, seat, name: str, plan: Plan) -> None:
        text = self.app.text
        if await ask(text("lead.replace.question", leader=session_view.rules_of_seat(seat)[3]),
                     text("lead.replace.yes"), text("lead.replace.no")):
            self.start(name, plan)

    def start(self, name: str, plan: Plan) -> None:
        hub(self.app).new_session(name, plan)
        self.app.go("session")
