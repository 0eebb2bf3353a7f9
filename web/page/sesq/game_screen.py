"""The crossword game screen: the scores, the board, the tray, Play and the other moves, turn by turn.

The engine's game lives in a Session; the tray shown and the tiles laid but not
played in a Laying. Every change is drawn from the views and saved at once.
Computers think in the worker (thinker.py) while the page stays live: a move
that arrives after the game changed (Undo, a new game) is dropped.
"""

from __future__ import annotations

import random

import js
from pyodide.ffi import create_once_callable

from beguile.sesquipedal.play import IllegalPlay, Play, check_play
from beguile.sesquipedal.record import dictionary_of

from .. import store
from ..kit import announce, el, fill, make, on, show, text_node
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import board_view, card_view, turn_view
from .board import BoardWidget
from .card_screen import card_row
from .dialogs import BlankChooser, ExchangeChooser
from .hands import Hands
from .laying import Laying, recall, restored, shuffle
from .saved_game import KEY, SavedGame, format_saved, parse_saved
from .session import RecordError, Session
from .thinker import Thinker
from .tray import TrayWidget
from .turns import Turns
from .verdict_view import Verdict, verdict

WIDE = "(min-width: 900px) and (min-height: 561px)"
"""The media query of the wide layout (sesquipedal.css), where the score card shows beside the board."""


class SesqScreen(Turns, Screen):
    """The crossword game being played."""

    name = "sesquipedal"
    title_key = "game.sesquipedal.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.session: Session | None = None
        self.lay: Laying | None = None
        self.viewer: int | None = None
        self.orders: dict[int, str] = {}
        self.before: dict[int, str] = {}
        self.held: tuple = ()
        self.board = BoardWidget(el("sesq-board"), el("sesq-board-wrap"))
        self.tray = TrayWidget(el("sesq-tray"))
        self.thinker = Thinker(app.assets, app.lexicons)
        self.hands = Hands(self)
        self.generation = 0
        self.thinking = False
        self.ended_shown = False
        self.settling = False
        self.side: tuple | None = None
        self.line: tuple[str, dict] | None = None
        self.rng = random.Random()

    @property
    def text(self):
        return self.app.text

    # ---------------------------------------------------------------- wiring and loading
    def wire(self) -> None:
        self.blank = BlankChooser()
        self.swap = ExchangeChooser()
        self.hands.wire()
        buttons = {"sesq-play": self.play, "sesq-recall": self.recall_or_shuffle, "sesq-suggest": self.suggest,
                   "sesq-exchange": self.exchange, "sesq-pass-turn": self.pass_turn, "sesq-undo": self.undo,
                   "sesq-pass-show": self.reveal, "sesq-new": self.new_game, "sesq-again": self.new_game,
                   "sesq-search": lambda: self.app.go("sesq-search"), "sesq-seats": lambda: self.app.go("sesq-card"),
                   "sesq-card-open": lambda: self.app.go("sesq-card"), "sesq-results": lambda: self.app.go("sesq-end")}
        for name, action in buttons.items():
            on(el(name), "click", lambda _e, action=action: action())

    async def enter(self) -> None:
        if not await self.load():
            return
        self.draw()
        el("screen-sesquipedal").dataset.sesq = "ready"
        self.thinker.start()
        self.advance()

    async def lexicon(self):
        return await self.app.lexicons.lexicon(self.session.dictionary)

    async def load(self) -> bool:
        """The game in progress, read back from the device once (with the word list it plays with);
        the setup when there is none."""
        if self.session is not None:
            return True
        saved, unreadable = store.load(KEY, parse_saved)
        if saved is not None:
            try:
                lexicon = await self.app.lexicons.lexicon(dictionary_of(saved.record))
                self.use(Session.restore(saved.record, lexicon, saved.notes, saved.pending, saved.helped), saved)
                return True
            except DictionaryMissing:
                self.app.notice("dict.missing", game=self.title())
                return False
            except RecordError as error:
                store.set_aside(KEY, error)
                unreadable = True
        if unreadable:
            self.app.notice("notice.unreadable")
        self.app.go("sesq-setup", replace_entry=True)
        return False

    def use(self, session: Session, saved: SavedGame | None = None) -> None:
        """Play this session from now on (a new game, a restored one, one with a move taken back)."""
        self.session = session
        self.generation += 1
        self.thinking = False
        if saved is not None:
            self.orders = {seat: order for seat, order in enumerate(saved.orders) if order}
            self.held = saved.laid
        humans = session.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.lay = self.laying_for(self.viewer)
        self.ended_shown = session.over
        self.line = None

    def begin(self, session: Session) -> None:
        """A new game starts."""
        self.before, self.orders, self.held = {}, {}, ()
        self.use(session)
        self.save()

    def laying_for(self, seat: int | None) -> Laying | None:
        """The tray of a seat in the order its player left it, with the tiles they had laid."""
        if seat is None:
            return None
        game = self.session.game
        held = self.held if seat == game.current else ()
        self.held = ()
        return restored(self.orders.get(seat, ""), game.trays[seat], held, game.board)

    def save(self) -> None:
        s, lay = self.session, self.lay
        laid = tuple((*t.square, t.slot, t.letter) for t in lay.laid) if lay and self.viewer == s.current else ()
        orders = tuple(self.orders.get(seat, "") for seat in range(len(s.players)))
        store.save(KEY, format_saved(SavedGame(s.record(), s.notes(), s.pending, orders, laid or self.held, s.helped)))

    # ---------------------------------------------------------------- drawing
    def check(self) -> Play | IllegalPlay | None:
        """The tentative play's points, or why it is not legal yet (None: no tiles laid)."""
        if not self.lay or not self.lay.laid:
            return None
        game = self.session.game
        try:
            return check_play(game.board, self.lay.placements(), game.lexicon, game.tile_set)
        except IllegalPlay as error:
            return error

    def draw(self) -> None:
        self.draw_seats()
        self.draw_play()
        self.draw_unseen()
        el("sesq-seed").textContent = self.text("sesq.seed", seed=self.session.game.seed)
        if bool(js.matchMedia(WIDE).matches):  # room beside the board: the score card there too, latest first
            el("sesq-unseen").open = True
            self.draw_side()

    def draw_side(self) -> None:
        """The score card beside the board: new turns added on top, redrawn whole only when it changed otherwise."""
        s = self.session
        key = (id(s), s.over, self.text.language)
        shown = self.side
        if shown is not None and shown[0] == key and shown[1] == len(s.entries):
            return
        box = el("sesq-side-rows")
        rows = card_view.card(s, self.text)
        if shown is not None and shown[0] == key and shown[1] < len(s.entries):
            for row in rows[shown[1]:]:
                box.prepend(card_row(row))
        else:
            fill(box, [card_row(row) for row in reversed(rows)])
        self.side = (key, len(s.entries))

    def draw_seats(self) -> None:
        text, game = self.text, self.session.game
        seats = card_view.seats(self.session, text)
        fill(el("sesq-players"), [make("span", cls="seat current" if seat.current else "seat", children=[
            make("span", seat.name, "name"), text_node(" "), make("b", seat.score), text_node(" ")]) for seat in seats])
        bag = text("sesq.bag", n=len(game.bag))
        el("sesq-bag").textContent = bag
        seated = ", ".join(f"{seat.name} {seat.score}" for seat in seats)  # the visible text, in its order
        el("sesq-seats").setAttribute("aria-label", text("sesq.seats.open", seats=seated, bag=bag))

    def draw_play(self) -> Verdict:
        """The board, the tray, the Play button and the line beside it: what changes with each tile laid."""
        text, session = self.text, self.session
        outcome = self.check()
        found = verdict(outcome, text)
        tiles = session.game.tile_set
        views = board_view.squares(session.game.board, self.lay, session.last_squares(), text, found.square, tiles)
        self.board.draw(views)
        if self.lay is not None:
            self.tray.draw(board_view.tray(self.lay, text, tiles))
        self.draw_verdict(found)
        self.draw_controls()
        return found

    def draw_verdict(self, found: Verdict) -> None:
        play, line = el("sesq-play"), el("sesq-line")
        play.textContent = found.button
        play.setAttribute("aria-label", found.label)
        play.classList.toggle("negative", found.negative)
        play.classList.toggle("illegal", bool(found.reason))
        if found.parts:
            parts = []
            for part in found.parts:
                parts += [make("span", part.text, "part primary" if part.primary else "part"), make("span", "·", "sep")]
            fill(line, [*parts[:-1], make("b", found.total, "total")])
            line.className = "sesq-line breakdown negative" if found.negative else "sesq-line breakdown"
        else:
            line.textContent = found.why or self.say_line()
            line.className = "sesq-line why" if found.why else "sesq-line"

    def say_line(self) -> str:
        """The line under the board when no tile is laid: a message of the moment, else the latest moves."""
        s, text = self.session, self.text
        if self.line:
            key, values = self.line
            return text(key, **values)
        seat = self.viewer if self.viewer is not None else s.current
        if not s.entries:
            return text("sesq.hint") if self.viewer == s.current else ""
        return card_view.recent(s, seat, text)

    def draw_controls(self) -> None:
        text = self.text
        state = turn_view.controls(self.session, self.lay, self.viewer, text)
        el("sesq-play").disabled = not state.play
        el("sesq-recall").textContent = text(state.recall)
        for name, allowed in (("sesq-suggest", state.suggest), ("sesq-search", state.search),
                              ("sesq-exchange", state.exchange), ("sesq-pass-turn", state.pass_turn),
                              ("sesq-undo", state.undo)):
            el(name).disabled = not allowed
        show(el("sesq-hand"), state.hand)
        show(el("sesq-over"), state.over)
        show(el("sesq-new"), not state.over)  # at the end, New game is the one beside Results
        show(el("sesq-pass"), bool(state.handover))
        el("sesq-pass-text").textContent = state.handover
        el("sesq-pass-show").textContent = state.handover_button
        el("sesq-thinking-text").textContent = state.waiting
        js.document.body.dataset.sesqTurn = "mine" if state.mine else ("over" if state.over else "other")

    def draw_unseen(self) -> None:
        """The tiles the shown tray's player has not seen (none while the device changes hands: they
        would tell the one holding it what the next player holds)."""
        show(el("sesq-unseen"), self.viewer is not None)
        if self.viewer is None:
            return
        found = card_view.unseen(self.session, self.viewer, self.text)
        el("sesq-unseen-title").textContent = self.text("sesq.unseen.title.count", counts=found.counts)
        el("sesq-unseen-counts").textContent = found.where
        fill(el("sesq-unseen-letters"), [
            make("li", children=[make("b", "?" if letter == "?" else letter), make("span", str(count))],
                 attrs={"aria-label": self.text("sesq.unseen.letter", letter=self.text("sesq.tile.blank")
                                                if letter == "?" else letter, n=count)})
            for letter, count in found.letters])

    # ---------------------------------------------------------------- laying
    def change(self, lay: Laying, say: bool = True) -> None:
        """The tentative play or the tray changed: draw it, say its points, save it."""
        if lay == self.lay:
            return
        self.lay = lay
        if self.viewer is not None:
            self.orders[self.viewer] = "".join(lay.tray)
        found = self.draw_play()
        if say and lay.laid:
            announce(found.label if found.legal else found.why)
        if not self.settling:  # the zoom and the save wait until the tile is painted
            self.settling = True
            js.requestAnimationFrame(create_once_callable(lambda *_: self.later(0, self.settle)))

    def settle(self) -> None:
        """After a change is painted: zoom the board around the play (or out), and save."""
        self.settling = False
        if self.session is None or self.lay is None:
            return
        lay = self.lay
        area = board_view.play_area(self.session.game.board, lay)
        self.board.zoom(self.app.state.settings.zoom and bool(lay.laid), area, js.window)
        self.save()

    def recall_or_shuffle(self) -> None:
        if self.lay is None:
            return
        self.change(recall(self.lay) if self.lay.laid else shuffle(self.lay, self.rng), say=False)

