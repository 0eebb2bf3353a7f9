"""A session round on this phone: the hidden board and the countdown, then the board, the clock and
the words, as in a solo round; when time is up, the player's words go to the leader as a code."""

from __future__ import annotations

import js

from beguile.session import round_rules

from ..entry import Entry, Fields
from ..grid import Grid
from ..kit import announce, ask, button, el, every, fill, make, now_ms, on, show, spawn
from ..play_view import Answer, clock_announcement
from ..screen import Screen
from . import round_view
from . import seat as seats
from .hub import hub
from .rivals_view import progress
from .rounds import finish_round, lexicon_of, round_rivals
from .session_screen import show_words
from .timing import seconds_until

PLAY = (seats.Phase.COUNTDOWN, seats.Phase.PLAYING)


class SessionRoundScreen(Screen):
    """The round in hand, played."""

    games = True
    """The bar offers Games beside Back."""

    name = "sround"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.grid = Grid(el("board-s"), interactive=True, accessible=True)
        self.entry = Entry([self.grid], self.board, self.q_as_qu, self.submit, self.playing,
                           Fields("sround", "s-word", "s-entry", "s-clear", None))
        self.shown_for = ""
        """The round whose board is in view (the board stays hidden until the start)."""
        self.left: float | None = None
        self.answers = 0

    def title(self) -> str:
        round_ = seats.current(hub(self.app).seat)
        return self.app.text("sround.screen", n=round_.round if round_ else 1)

    def board(self):
        seat = hub(self.app).seat
        return seats.current(seat).board if self.shown_for and seat and seat.invite == self.shown_for else None

    def q_as_qu(self) -> bool:
        return round_rules(seats.current(hub(self.app).seat)).q_as_qu

    def playing(self) -> bool:
        seat = hub(self.app).seat
        return seat is not None and seats.phase(seat, now_ms()) == seats.Phase.PLAYING

    def wire(self) -> None:
        self.entry.wire()
        on(el("s-end"), "click", lambda _e: self.end_early())
        on(el("s-session"), "click", lambda _e: self.app.go("session"))
        every(250, self.tick)

    async def enter(self) -> None:
        self.shown_for = ""
        self.left = None
        seat = hub(self.app).seat
        if seat is None or seats.phase(seat, now_ms()) not in PLAY:
            self.app.go("session", push=False)
            return
        self.clear_answer()  # the waiting screen starts clean: no answer from the round before
        await lexicon_of(self.app, seats.current(seat).dictionary)
        await self.app.lexicons.load_spellings(seats.current(seat).dictionary)
        self.entry.clear()
        self.draw()
        await self.tick()
        announce(el("s-status").textContent)

    def draw(self) -> None:
        """The board (hidden before the start), the buttons and the words."""
        seat = hub(self.app).seat
        round_ = seats.current(seat)
        playing = self.playing()
        self.grid.draw(self.board(), round_.board.rows, self.app.text)
        for name in ("s-word", "s-enter", "s-clear"):
            el(name).disabled = not playing
        el("s-word").placeholder = self.app.text("word.placeholder" if playing else "sround.wait")
        el("s-end").disabled = not playing
        el("screen-sround").classList.toggle("running", playing)
        js.document.body.dataset.playing = "1" if playing else "0"
        self.draw_words()

    def draw_words(self) -> None:
        seat = hub(self.app).seat
        round_ = seats.current(seat)
        lexicon = self.app.lexicons.get(round_.dictionary)
        text = self.app.text
        if lexicon is None:
            return
        written = self.written
        items, points, standing = round_view.kept_words(round_.board, round_rules(round_), lexicon, seat.words,
                                                        text, written)
        el("s-score").textContent = text.points(points)
        el("s-words").textContent = text.plural("strip.words", standing)
        fill(el("s-found"), [make("li", children=[self._word(item)]) for item in items])

    def written(self, word: str) -> str:
        return self.app.lexicons.written(seats.current(hub(self.app).seat).dictionary, word)

    def _word(self, item: round_view.Kept):
        element = button(item.shown, "word doubtful" if item.doubtful else "word", item.label, word=item.word)
        element.appendChild(make("span", item.note, "note", {"aria-hidden": "true"}))
        return element

    def clear_answer(self) -> None:
        box = el("s-answer")
        box.className = "answer"
        box.dataset.status = ""
        fill(box, [make("span", "", "icon", {"aria-hidden": "true"}), make("span", "", "text")])

    def show_answer(self, answer: Answer) -> None:
        self.answers += 1
        box = el("s-answer")
        box.className = f"answer {answer.kind}"
        box.dataset.status = answer.status
        box.dataset.count = str(self.answers)
        fill(box, [make("span", answer.icon, "icon", {"aria-hidden": "true"}), make("span", answer.text, "text")])
        announce(answer.spoken)

    async def tick(self) -> None:
        """Four times a second: the countdown, the start, the clock, the computer players, the end."""
        if self.app.current != "sround":
            return
        seat = hub(self.app).seat
        if seat is None:
            return
        now = now_ms()
        phase = seats.phase(seat, now)
        round_ = seats.current(seat)
        text = self.app.text
        status = el("s-status")
        if phase == seats.Phase.COUNTDOWN:
            status.textContent = round_view.waiting(seconds_until(seat.starts, now), round_.round, round_.leader, text)
            el("s-timer").textContent = text.duration(round_.seconds)
            if self.shown_for:
                self.shown_for = ""
                self.draw()
            return
        if phase == seats.Phase.PLAYING:
            if self.shown_for != seat.invite:
                self.reveal(seat)
            left = (seats.ends_at(seat) - now) / 1000
            el("s-timer").textContent = text.duration(seconds_until(seats.ends_at(seat), now))
            said = clock_announcement(self.left, left, text)
            self.left = left
            if said:
                announce(said)
            await self.draw_rivals(seat, now)
            return
        await self.finished(phase)

    def reveal(self, seat: seats.Seat) -> None:
        """The start: the board shows, the words can be entered."""
        self.shown_for = seat.invite
        self.entry.clear()
        self.draw()
        el("s-status").textContent = self.app.text("sround.go")
        js.document.body.dataset.boardShown = str(int(now_ms()))
        self.show_answer(Answer("▶", self.app.text("answer.dealt"), "good", "dealt", self.app.text("answer.dealt")))
        self.grid.focus()
        self.app.device.unlock_audio()
        spawn(self.app.device.keep_awake())

    async def draw_rivals(self, seat: seats.Seat, now: float) -> None:
        rivals = await round_rivals(self.app, seat)
        box = el("s-rivals")
        show(box, bool(rivals))
        if rivals:
            box.textContent = progress(rivals, (now - seat.starts) / 1000, self.app.text)

    async def finished(self, phase: str) -> None:
        """Time is up (or the round was left): the alarm once, then the words go to the judge."""
        was_playing = bool(self.shown_for)
        self.shown_for = ""
        self.entry.clear()
        js.document.body.dataset.playing = "0"
        self.app.device.let_sleep()
        if phase != seats.Phase.DONE:
            self.app.go("session")
            return
        if was_playing:
            settings = self.app.state.settings
            self.app.device.alarm(settings.sound, settings.vibrate)
        seat = hub(self.app).seat
        if seat.leader:
            await finish_round(self.app)
            self.app.go("judge")
        else:
            show_words(self.app)

    async def end_early(self) -> None:
        text = self.app.text
        if not await ask(text("sround.end.question"), text("sround.end.yes"), text("confirm.leave.no")):
            return
        together = hub(self.app)
        together.set_seat(seats.end_early(together.seat))
        await self.tick()

    async def submit(self, word: str, path: tuple[int, ...]) -> None:
        """Judge an entered word: kept (valid, or on the board for the leader to judge), or answered."""
        if not word.strip() or not self.playing():
            return
        together = hub(self.app)
        seat = together.seat
        round_ = seats.current(seat)
        lexicon = await lexicon_of(self.app, round_.dictionary)
        keep, answer, cells = round_view.entry(round_.board, round_rules(round_), lexicon, word, seat.words,
                                        self.app.text, self.written)
        if keep is not None:
            together.set_seat(seats.write(seat, keep))
        self.show_answer(answer)
        self.grid.flash(cells or list(path), answer.status == "valid")
        self.draw_words()
