"""The code screen: a token as a QR code, a link and text, with Share and Copy.

It shows the round a leader announces (redrawn every second with the leader's
clock, so that a phone reading it learns how far its clock is from the
leader's), a player's words, a round's results, or a board to share. Making
the first code imports segno, so the screen says so until the image is ready.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from beguile.tokens import SharedBoard, clean_name, format_board_token
from beguile.token_codec import TokenError

from ..kit import el, every, now_ms, on, show, spawn
from ..screen import Screen
from . import qr
from . import seat as seats
from .hub import hub
from .timing import seconds_until


@dataclass(frozen=True)
class Showing:
    """What the code screen shows."""

    kind: str
    """round, apart, words, results, board, invite (the leader's invitation) or in (a player's "I'm in")."""
    token: str
    back: str = "session"
    live: bool = False
    """The leader's round in the room: redrawn every second from the seat."""
    board: SharedBoard | None = None
    """A board to share: the token is remade when the player adds their words."""
    words: tuple[str, ...] = ()
    values: tuple[tuple[str, object], ...] = ()
    """What the title and hint say (round number, leader, game)."""
    hint: str = ""
    """The hint's key, when not the kind's own."""


def show_code(app, showing: Showing) -> None:
    """Go to the code screen with this token."""
    hub(app).show = showing
    app.go("code")


class CodeScreen(Screen):
    """A token to pass on."""

    games = True
    """The bar offers Games beside Back."""

    name = "code"
    title_key = "code.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.shown = ""
        self.second = -1
        self.drawing = False
        self.again = False
        self.lag = 0.0
        self.counting = False
        """How long the last code took to make (ms): a live code is stamped with the moment it will show."""

    @property
    def showing(self) -> Showing:
        return hub(self.app).show

    def wire(self) -> None:
        on(el("code-copy"), "click", lambda _e: self.copy(self.link()))
        on(el("code-copy-text"), "click", lambda _e: self.copy(self.token()))
        on(el("code-share"), "click", lambda _e: self.send())
        on(el("code-done"), "click", lambda _e: self.app.go(self.showing.back))
        on(el("code-with-words"), "change", lambda _e: self.draw())
        on(el("code-name"), "change", lambda _e: self.draw())
        every(250, self.tick)

    def enter(self):
        showing = self.showing
        text = self.app.text
        values = dict(showing.values)
        el("code-title").textContent = text(f"code.title.{showing.kind}", **values)
        el("code-hint").textContent = self.hint()
        sharer = showing.kind == "board" and bool(showing.words)
        show(el("code-sharer"), sharer)
        if sharer:
            el("code-name").value = hub(self.app).kept.name
            el("code-with-words").checked = bool(hub(self.app).kept.name)
        share = f"code.share.{showing.kind}"
        el("code-share").textContent = text(share if text.has(share) else "code.share")
        el("code-say").textContent = ""
        show(el("code-image"), False)
        show(el("code-making"), True)
        el("code-making").textContent = self.app.text("code.making")
        self.shown = ""
        self.second = -1
        self.counting = False
        self.tick()  # the countdown in place before the code, which would otherwise jump down when it shows
        return self.draw()

    def hint(self) -> str:
        showing = self.showing
        return self.app.text(showing.hint or f"code.hint.{showing.kind}", **dict(showing.values))

    async def send(self) -> None:
        """The system's share sheet (to a chat), or where there is none the link copied for pasting."""
        if qr.can_share():
            await qr.share(str(el("code-title").textContent), self.hint(), self.link())
            return
        done = await qr.copy(self.link())
        el("code-say").textContent = self.app.text("code.copied.send" if done else "code.copy-failed")
        if not done:
            el("code-link").focus()
            el("code-link").select()

    def token(self) -> str:
        """The token as shown now."""
        showing = self.showing
        seat = hub(self.app).seat
        if showing.live and seat is not None and seats.current(seat) is not None \
                and seats.invite_of(showing.token).round == seats.current(seat).round:
            return seats.live_token(seat, now_ms() + self.lag)
        if showing.kind == "board" and showing.board is not None:
            return format_board_token(self.shared_board())
        return showing.token

    def shared_board(self) -> SharedBoard:
        """The board to share, with the player's words under their name when they chose so."""
        board = self.showing.board
        name = str(el("code-name").value).strip()
        if not (el("code-with-words").checked and name and not el("code-sharer").hidden):
            return replace(board, player=None, words=())
        try:
            player = clean_name(name)
        except TokenError:
            el("code-say").textContent = self.app.text("together.name.bad")
            return replace(board, player=None, words=())
        if player != hub(self.app).kept.name:
            hub(self.app).set(replace(hub(self.app).kept, name=player))
        return replace(board, player=player, words=tuple(sorted(set(self.showing.words))))

    def link(self) -> str:
        return hub(self.app).link(self.token())

    async def draw(self) -> None:
        """Draw the code of the token now, unless it is the one shown (asked while drawing: drawn after)."""
        if self.drawing:
            self.again = True
            return
        self.drawing = True
        try:
            self.again = True
            while self.again:
                self.again = False
                await self.draw_once()
        finally:
            self.drawing = False

    async def draw_once(self) -> None:
        """Make and show the code of the token as it is now."""
        token = self.token()
        if token == self.shown:
            return
        started = now_ms()
        el("code-link").value = hub(self.app).link(token)
        el("code-text").textContent = token
        try:
            image = await qr.qr_image(hub(self.app).link(token))
        except OSError:
            el("code-making").textContent = self.app.text("code.no-image")
            return
        self.lag = min(1000.0, now_ms() - started)
        if self.app.current != "code":
            return
        picture = el("code-image")
        picture.src = image
        picture.alt = self.app.text("code.image", kind=self.app.text(f"code.kind.{self.showing.kind}"))
        picture.dataset.token = token
        show(picture, True)
        show(el("code-making"), False)
        self.shown = token

    def tick(self) -> None:
        """Every quarter second: the countdown, and the live code at each new second."""
        if self.app.current != "code":
            return
        showing = self.showing
        seat = hub(self.app).seat
        box = el("code-countdown")
        if showing.kind != "round" or seat is None or seats.current(seat) is None or seat.starts is None:
            show(box, False)
            return
        now = now_ms()
        text = self.app.text
        if now < seat.starts:
            box.textContent = text("code.starts", time=text.duration(seconds_until(seat.starts, now)))
            self.counting = True
        elif self.counting and showing.live and seat.leader:
            self.counting = False
            self.app.go("sround")  # the leader plays too: latecomers find the code again on the session screen
            return
        elif now < seats.ends_at(seat):
            box.textContent = text("code.started", time=text.duration(seconds_until(seats.ends_at(seat), now)))
        else:
            box.textContent = text("code.over")
        show(box, True)
        second = int(now // 1000)
        if showing.live and second != self.second:
            self.second = second
            spawn(self.draw())

    async def copy(self, value: str) -> None:
        done = await qr.copy(value)
        el("code-say").textContent = self.app.text("code.copied" if done else "code.copy-failed")
        if not done:
            box = el("code-link")
            box.focus()
            box.select()
