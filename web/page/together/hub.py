"""Play together's part of the app: what it keeps, and where a token takes the player.

A token arrives as a link opened (the page's fragment), text pasted, or a code
scanned; `open_text` reads every token in it and goes to the screen it calls
for: a round to join, words to collect, results to show, a board to play.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace

import js
from pyodide.ffi import create_once_callable, to_js

from beguile.token_codec import Problem, TokenError
from beguile.tokens import (Joining, RoundInvite, RoundResults, SharedBoard, WordList, format_round_token, link,
                            parse_token, split_tokens)

from .. import store
from ..kit import el, missing, now_ms, on
from ..saved import SavedError
from . import roster
from . import seat as seats
from .keep import Kept, format_kept, parse_kept, with_seat

KEEP_KEY = "beguile-together"
TOGETHER_SCREENS = ("together", "session", "judge")
"""The screens drawn again when another tab changes what play together keeps."""


@dataclass
class Pending:
    """A round, or a session's invitation, waiting for the player to join it (their name first)."""

    invite: RoundInvite | None
    received: float
    offset: float | None
    joining: Joining | None = None

    @property
    def session(self) -> str:
        return self.invite.session if self.invite is not None else self.joining.session

    @property
    def leader(self) -> str:
        return self.invite.leader if self.invite is not None else self.joining.leader


class Hub:
    """Play together's state on this device, and the way tokens move the player between screens."""

    def __init__(self, app) -> None:
        self.app = app
        kept, unreadable = store.load(KEEP_KEY, parse_kept)
        self._kept = Kept() if kept is None else kept
        self._raw = store.raw(KEEP_KEY)
        if unreadable:
            app.notice("notice.unreadable")
        on(js.window, "storage", self.heard)  # another tab or window of the app changed what is kept
        self.pending: Pending | None = None
        self.viewed: RoundResults | None = None
        """Results shown on the judge screen that belong to no seat here (a round judged elsewhere)."""
        self.shown_round: int | None = None
        """The round whose results the judge screen shows, when it is not the round in hand."""
        self.judging: seats.Seat | None = None
        """A round judged here from pasted links, in a session this device has no seat in (kept in memory only)."""
        self.shared: SharedBoard | None = None
        self.opened: set[str] = set()
        """Texts opened from the address in this page (the launch queue may bring the first one again)."""
        self.show: dict = {}
        """What the code screen shows next: kind, token (or live), and where Done goes."""

    # ---------------------------------------------------------------- keeping
    @property
    def kept(self) -> Kept:
        """What play together keeps, as the device's storage holds it now (another tab may have changed it)."""
        raw = store.raw(KEEP_KEY)
        if raw != self._raw:
            self._raw = raw
            try:
                self._kept = Kept() if raw is None else parse_kept(raw)
            except SavedError:
                pass  # another version's copy: play on with what this tab had
        return self._kept

    def set(self, kept: Kept) -> None:
        self._kept = kept
        store.save(KEEP_KEY, format_kept(kept))
        self._raw = store.raw(KEEP_KEY)

    def heard(self, event) -> None:
        """Another tab changed the session: the screen in view is drawn again from the storage.

        The storage event, not a BroadcastChannel message: a message can reach this tab before the other
        tab's write does, and the screen would be drawn from the older copy."""
        if str(event.key) == KEEP_KEY and self.app.current in TOGETHER_SCREENS:
            self.app.go(self.app.current, push=False)

    def set_seat(self, seat: seats.Seat | None) -> None:
        self.set(with_seat(self.kept, seat))

    @property
    def seat(self) -> seats.Seat | None:
        return self.kept.seat

    def judged(self) -> seats.Seat | None:
        """The seat whose round the judge screen judges: a pasted round apart, else this device's session."""
        return self.judging or self.seat

    def set_judged(self, seat: seats.Seat) -> None:
        if self.judging is not None:
            self.judging = seat
        else:
            self.set_seat(seat)

    def base(self) -> str:
        """The site's address, for links."""
        return str(js.location.href).split("#", 1)[0]

    def link(self, token: str) -> str:
        return link(self.base(), token)

    # ---------------------------------------------------------------- tokens in
    async def open_text(self, text: str, received: float | None = None, offset: float | None = None,
                        stay: bool = False) -> str | None:
        """Act on every token in text; returns a message key when nothing could be done (the screen shows it)."""
        received = now_ms() if received is None else received
        found = split_tokens(text) or [text.strip()]
        try:
            tokens = [parse_token(piece) for piece in found]
        except TokenError as error:
            return problem_key(error)
        rounds = [t for t in tokens if isinstance(t, RoundInvite)]
        words = [t for t in tokens if isinstance(t, WordList)]
        results = [t for t in tokens if isinstance(t, RoundResults)]
        boards = [t for t in tokens if isinstance(t, SharedBoard)]
        joins = [t for t in tokens if isinstance(t, Joining)]
        try:
            if joins and not (words or results or rounds):
                return self._joining(joins, received, stay)
            if words:
                return await self._words(words, rounds[-1] if rounds else None, stay)
            if results:
                return self._results(results)
            if rounds:
                return self._round(rounds[-1], received, offset)
            if boards:
                self.shared = boards[-1]
                self.app.go("shared")
                return None
        except TokenError as error:
            return problem_key(error)
        return "token.problem.not-a-token"

    def _joining(self, joins: list[Joining], received: float, stay: bool) -> str | None:
        """Players' "I'm in" join the leader's roster; a leader's invitation asks this player's name."""
        seat = self.seat
        ins = [j for j in joins if j.player is not None]
        if ins:
            if seat is None or not seat.leader or any(j.session != seat.session for j in ins):
                return "roster.other"
            for joining in ins:
                seat = roster.add_in(seat, joining)
            self.set_seat(seat)
            names = self.app.text.join(j.player for j in ins)
            if stay:
                toast(self.app.text.plural("roster.added", len(ins), players=names))
            else:
                self.app.go("session")
            return None
        invitation = joins[-1]
        if seat is not None and seat.session == invitation.session:
            if seat.leader:
                return "join.own"
            self.app.go("session")
            return None
        self.pending = Pending(None, received, None, invitation)
        self.app.go("session")
        return None

    def _round(self, invite: RoundInvite, received: float, offset: float | None) -> str | None:
        seat = self.seat
        if seat is not None and seat.leader and seat.session == invite.session:
            return "join.own"
        if seat is not None and seat.session == invite.session:
            self.set_seat(seats.take(seat, invite, seat.me, received, offset))
            self.app.go("sround" if seats.phase(self.seat, now_ms()) in (seats.Phase.COUNTDOWN, seats.Phase.PLAYING)
                        else "session")
            return None
        self.pending = Pending(invite, received, offset)
        self.app.go("session")
        return None

    def join(self, name: str) -> None:
        """The player joins the pending round or session under this name (leaving any other session)."""
        pending = self.pending
        if pending.invite is None:
            seat = roster.join_session(pending.joining, name)
        else:
            seat = seats.take(None, pending.invite, name, pending.received, pending.offset)
        self.pending = None
        self.set(replace(with_seat(self.kept, seat), name=seat.me))
        self.app.go("sround" if seats.phase(seat, now_ms()) in (seats.Phase.COUNTDOWN, seats.Phase.PLAYING)
                    else "session")

    async def _words(self, words: list[WordList], invite: RoundInvite | None, stay: bool) -> str | None:
        seat = self.judged()
        if invite is not None and (seat is None or seat.session != invite.session):
            seat = seats.Seat(invite.session, self.kept.name or invite.leader, None, format_round_token(invite))
            self.judging = seat if self.seat is None or self.seat.session != invite.session else None
        held = seats.current(seat)
        if invite is not None and held is not None and held.round < invite.round:
            seat = replace(seat, invite=format_round_token(invite), starts=None, words=(), ended=False,
                           lists=(), approved=())
        if seat is None or seats.current(seat) is None:
            return "collect.no-round"
        if not any(w.answers(seats.current(seat)) for w in words):
            raise TokenError("words from another round", Problem.OTHER_ROUND)
        seat = seats.add_lists(seat, own_lists(seat), replace_list=True)
        seat = seats.add_lists(seat, [w for w in words if w.answers(seats.current(seat))], replace_list=True)
        self.set_judged(seat)
        self.viewed = None
        self.shown_round = None
        if seats.hides_lists(seat, now_ms()):  # players apart: the leader plays the round (or sits out) first
            self.app.go("session")
            toast(self.app.text.plural("collect.hidden", len(words), players=self.app.text.join(w.player
                                                                                                for w in words)))
        elif stay:
            text = self.app.text
            toast(text.plural("collect.added", len(words), players=text.join(w.player for w in words)))
        else:
            self.app.go("judge")
        return None

    def _results(self, results: list[RoundResults]) -> str | None:
        seat = self.seat
        latest = max(results, key=lambda r: r.invite.round)
        if seat is not None and seat.session == latest.invite.session:
            try:
                for made in results:
                    seat = seats.receive(seat, made)
            except TokenError as error:
                if error.problem != Problem.STALE:
                    raise
                self.viewed, self.judging, self.shown_round = None, None, latest.invite.round
                self.app.go("judge")  # the newer results this device keeps, and a word on why
                return problem_key(error)
            held = seats.current(seat)
            if held is None or held.round < latest.invite.round:  # results of a round this device missed
                seat = replace(seat, invite=format_round_token(latest.invite), starts=None, words=(), ended=False,
                               lists=(), approved=())
            self.set_seat(seat)
            self.viewed = None
            self.shown_round = latest.invite.round
        else:
            self.viewed = latest
        self.judging = None
        self.app.go("judge")
        return None

    # ---------------------------------------------------------------- sessions
    def new_session(self, name: str, plan: seats.Plan) -> None:
        seat = seats.new_session(random.getrandbits(48), name, plan)
        self.set(replace(with_seat(self.kept, seat), name=seat.me))

    def leave(self) -> None:
        self.set_seat(None)


def toast(message: str) -> None:
    """A passing message at the bottom of the screen."""
    box = el("toast")
    box.textContent = message
    box.hidden = False
    js.setTimeout(create_once_callable(lambda: setattr(box, "hidden", True)), 4000)


def own_lists(seat: seats.Seat) -> list[WordList]:
    """This device's own list for the round in hand, when its player played it."""
    return [seats.my_list(seat)] if seat.starts is not None and seat.me else []


def problem_key(error: TokenError) -> str:
    """The message key for what is wrong with a token."""
    return f"token.problem.{error.problem}"


def hub(app) -> Hub:
    """The app's play-together hub, made the first time a screen asks for it."""
    made = getattr(app, "together", None)
    if made is None:
        made = Hub(app)
        app.together = made
    return made


def assets() -> dict:
    """The build's asset table (the QR files among them)."""
    return json.loads(el("assets").textContent)


def replace_url_fragment(shared: bool = False) -> None:
    """Drop the token from the address once it is read (a reload does not read it again), and a shared
    message's fields with it."""
    state = js.history.state
    if missing(state):
        state = to_js({"screen": "play"}, dict_converter=js.Object.fromEntries)
    js.history.replaceState(state, "", str(js.location.pathname) + ("" if shared else str(js.location.search)))
