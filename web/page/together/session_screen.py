"""The session screen: joining a round someone announced, and between rounds the session's hub.

The leader announces rounds, shows the round's code to players who come late,
collects words and publishes results; a player scans or pastes what the leader
shows, plays, and shows their words. The totals come from the results this
device received, judged here.
"""

from __future__ import annotations

import random

from beguile.deal import deal
from beguile.rules import get_rules
from beguile.session import same_dictionary
from beguile.token_codec import TokenError
from beguile.tokens import RoundResults, clean_name, format_join_token, format_results_token

from ..kit import announce, ask, button, el, every, fill, make, missing, now_ms, on, on_submit, show, spawn
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import qr
from . import roster
from . import seat as seats
from . import session_view
from .code_screen import Showing, show_code
from .hub import hub
from .rounds import finish_round, lexicon_of, name_here, session_match
from .table_view import target_line


class SessionScreen(Screen):
    """A session on this device."""

    games = True
    """The bar offers Games beside Back."""

    name = "session"
    title_key = "session.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.drawn_phase = ""

    def wire(self) -> None:
        on_submit(el("join-form"), self.join)
        on(el("session-actions"), "click", self.action)
        on(el("session-leave"), "click", lambda _e: self.leave())
        every(500, self.tick)

    async def enter(self) -> None:
        spawn(qr.warm())  # a code shows soon: segno is imported meanwhile
        together = hub(self.app)
        pending = together.pending
        show(el("join"), pending is not None)
        show(el("session-main"), pending is None and together.seat is not None)
        el("session-say").textContent = ""
        if pending is not None and pending.invite is None:
            self.draw_invitation()
        elif pending is not None:
            await self.draw_join()
        elif together.seat is None:
            self.app.go("together", push=False)
        else:
            await self.draw()

    # ---------------------------------------------------------------- joining
    def draw_invitation(self) -> None:
        """A leader's invitation to the session, before any round: the player's name, then "I'm in"."""
        text = self.app.text
        together = hub(self.app)
        el("join-title").textContent = text("join.session.title", leader=together.pending.leader)
        el("join-facts").textContent = text("join.session.facts", leader=together.pending.leader)
        el("join-name").value = together.kept.name
        el("join-say").textContent = ""
        seat = together.seat
        warning = text("join.leaves", leader=session_view.rules_of_seat(seat)[3]) \
            if seat is not None and seat.session != together.pending.session else ""
        el("join-warning").textContent = warning
        show(el("join-warning"), bool(warning))
        el("join-name").focus()

    async def draw_join(self) -> None:
        text = self.app.text
        together = hub(self.app)
        invite = together.pending.invite
        el("join-title").textContent = text("join.title", leader=invite.leader, n=invite.round)
        facts = [text(f"game.{invite.rules}.title"), text("together.facts.time", time=text.duration(invite.seconds))]
        if invite.target is not None:
            facts.append(text("table.target", points=text.points(invite.target)))
        el("join-facts").textContent = " · ".join(facts)
        el("join-name").value = together.kept.name
        el("join-say").textContent = ""
        warning = ""
        seat = together.seat
        if seat is not None and seat.session != invite.session:
            warning = text("join.leaves", leader=session_view.rules_of_seat(seat)[3])
        try:
            if not same_dictionary(invite, await self.app.lexicons.lexicon(invite.dictionary)):
                warning = " ".join(part for part in (warning, text("join.dictionary")) if part)
        except DictionaryMissing:
            warning = text("dict.missing", game=text(f"game.{invite.rules}.title"))
        el("join-warning").textContent = warning
        show(el("join-warning"), bool(warning))
        el("join-name").focus()

    def join(self, event) -> None:
        """Join under the name given (checked at once); leaving another session is asked first."""
        together = hub(self.app)
        text = self.app.text
        pending, seat = together.pending, together.seat
        if pending is None:
            return
        try:
            name = clean_name(str(el("join-name").value))
        except TokenError:
            el("join-say").textContent = text("together.name.bad")
            return
        if seat is not None and seat.session != pending.session:
            spawn(self.leave_for(seat, name))
        else:
            self.joined(name)

    async def leave_for(self, seat: seats.Seat, name: str) -> None:
        text = self.app.text
        if await ask(text("join.leaves.question", leader=session_view.rules_of_seat(seat)[3]),
                     text("join.leaves.yes"), text("join.leaves.no")):
            self.joined(name)

    def joined(self, name: str) -> None:
        together = hub(self.app)
        pending = together.pending
        together.join(name)
        if pending.invite is None:
            show_in(self.app)  # the player's "I'm in" for the leader, at once

    # ---------------------------------------------------------------- the session
    async def draw(self) -> None:
        together = hub(self.app)
        seat = together.seat
        text = self.app.text
        match = await session_match(self.app, seat)
        session = seats.session_of(seat)
        winner = match.first_to(session.target) if session.target is not None and session.rounds else None
        view = session_view.view(seat, now_ms(), winner is not None, text)
        el("session-heading").textContent = view.heading
        el("session-facts").textContent = " · ".join(view.facts)
        self.draw_status()
        fill(el("session-actions"), [
            button(view.announce if name == "announce" else text(f"session.action.{name}"),
                   "primary" if i == 0 else None, action=name) for i, name in enumerate(view.actions)])
        el("session-target").textContent = target_line(session.target, winner, text)
        standings = session_view.standings(match.totals(), session.players(), winner, text, name_here(self.app))
        fill(el("session-standings"), [make("li", s.label, "winner" if s.winner else None) for s in standings])
        show(el("session-totals"), bool(standings))
        el("session-missing").textContent = session_view.missing_line(session.missing_rounds(), text)
        line = session_view.roster_line(seat, now_ms(), text)
        el("session-roster").textContent = line
        show(el("session-roster"), bool(line))
        if view.phase != self.drawn_phase:
            announce(view.status)  # once a phase, not at every tick of its clock
        self.drawn_phase = view.phase

    def draw_status(self) -> str:
        seat = hub(self.app).seat
        phase, said = session_view.status(seat, now_ms(), self.app.text)
        el("session-status").textContent = said
        el("session-status").dataset.phase = phase
        return phase

    async def tick(self) -> None:
        """Twice a second: the countdown and the clock in the status; the buttons when the phase changes."""
        if self.app.current != "session" or hub(self.app).pending is not None or hub(self.app).seat is None:
            return
        phase = self.draw_status()
        if phase != self.drawn_phase:
            if phase == seats.Phase.PLAYING and self.drawn_phase == seats.Phase.COUNTDOWN:
                self.app.go("sround")  # the round begins: everyone to the board
                return
            if phase == seats.Phase.DONE:
                await finish_round(self.app)
            await self.draw()

    # ---------------------------------------------------------------- actions
    async def action(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if missing(target):
            return
        name = str(target.dataset.action)
        seat = hub(self.app).seat
        if name == "announce":
            await self.announce()
        elif name == "code":
            self.show_round_code()
        elif name == "play":
            self.app.go("sround")
        elif name == "start":
            hub(self.app).set_seat(seats.start_apart(seat, now_ms()))
            self.app.go("sround")
        elif name == "words":
            show_words(self.app)
        elif name in ("collect", "table"):
            hub(self.app).shown_round = None  # the round in hand
            self.app.go("judge")
        elif name == "results":
            show_results(self.app, seats.round_results(seat, seats.current(seat).round))
        elif name in ("scan", "paste"):
            self.app.screen("scan").open_for(collecting=False, camera=name == "scan")
        elif name == "invite":
            show_code(self.app, Showing("invite", format_join_token(roster.invitation(seat)), "session",
                                        values=(("leader", seat.me),)))
        elif name == "roster":
            self.app.screen("scan").open_for(collecting=True, camera=True, back="session", lead="scan.lead.roster")
        elif name == "in":
            show_in(self.app)
        elif name == "sitout":
            await self.sit_out()

    async def announce(self) -> None:
        """The leader announces the next round (asking first when it interrupts one)."""
        together = hub(self.app)
        seat = together.seat
        text = self.app.text
        if seats.phase(seat, now_ms()) in (seats.Phase.COUNTDOWN, seats.Phase.PLAYING):
            if not await ask(text("session.interrupt", n=seats.current(seat).round), text("session.interrupt.yes"),
                             text("confirm.leave.no")):
                return
        rules = get_rules(seat.plan.rules)
        try:
            lexicon = await lexicon_of(self.app, rules.dictionary)
        except DictionaryMissing:
            el("session-say").textContent = text("dict.missing", game=text(f"game.{rules.name}.title"))
            return
        dealt = deal(rules, random.getrandbits(53), lexicon=lexicon)
        together.set_seat(seats.announce(seat, dealt.board, lexicon, now_ms()))
        self.app.device.unlock_audio()
        self.show_round_code()

    def show_round_code(self) -> None:
        seat = hub(self.app).seat
        round_ = seats.current(seat)
        apart = round_.start is None
        show_code(self.app, Showing("apart" if apart else "round", seat.invite, "session", live=not apart,
                                    values=(("n", round_.round), ("leader", round_.leader))))

    async def sit_out(self) -> None:
        """The leader of players apart sits the round out: the lists show, without the leader's."""
        text = self.app.text
        together = hub(self.app)
        if await ask(text("session.sitout.question", n=seats.current(together.seat).round), text("session.sitout.yes"),
                     text("session.sitout.no")):
            together.set_seat(seats.sit_out(together.seat))
            await self.draw()

    async def leave(self) -> None:
        text = self.app.text
        if await ask(text("session.leave.question"), text("session.leave.yes"), text("confirm.leave.no")):
            hub(self.app).leave()
            self.app.go("together")


def show_words(app) -> None:
    """A player's words for the round in hand, as a code for the leader."""
    seat = hub(app).seat
    round_ = seats.current(seat)
    show_code(app, Showing("words", seats.my_words_token(seat), "session",
                           values=(("n", round_.round), ("leader", round_.leader))))


def show_in(app) -> None:
    """This player's "I'm in", as a code and a link for the leader."""
    seat = hub(app).seat
    show_code(app, Showing("in", format_join_token(roster.im_in(seat)), "session",
                           values=(("leader", roster.leader_of(seat)), ("me", seat.me))))


def show_results(app, made: RoundResults) -> None:
    """A round's results as a code for every player."""
    show_code(app, Showing("results", format_results_token(made), "judge", values=(("n", made.invite.round),)))

