"""The moves of a crossword game on the page: the player's (Play, Exchange, Pass, Undo, Suggest)
and the computers', turn after turn, until the end.

A computer thinks in the worker while the page stays live; the move it sends
back is made only if the game is still where it was when it was asked (no
Undo, no new game since: `generation` counts the changes).
"""

from __future__ import annotations

import js
from pyodide.ffi import create_once_callable, to_js

from beguile.sesquipedal.play import Play

from ..kit import announce, ask, el, show, spawn
from . import card_view
from .laying import fit, recall, refill, with_play
from .verdict_view import verdict

MOVE_BUDGET_MS = 5000
"""The computer's time cap for a move (it plays the best move found by then)."""
HINT_BUDGET_MS = 4000
THINKING_DELAY_MS = 600
"""A computer's turn shows "thinking" only when it takes longer than this."""


class Turns:
    """The moves of the game screen (a part of SesqScreen)."""

    def advance(self) -> None:
        """After a move (or on coming back): end the game, let a computer move, or hand the device over."""
        s = self.session
        if s.over:
            self.draw()
            if not self.ended_shown:
                self.ended_shown = True
                self.app.go("sesq-end")
            return
        if len(s.humans()) > 1 and self.viewer != s.current:
            self.viewer = None
        self.draw()
        if s.computer_to_move() and not self.thinking:
            spawn(self.computer_turn())

    def reveal(self) -> None:
        """The person to move has the device: show their tray."""
        self.viewer = self.session.current
        self.lay = self.laying_for(self.viewer)
        self.draw()
        self.tray.move_focus(0)

    async def computer_turn(self) -> None:
        s, generation = self.session, self.generation
        self.thinking = True
        self.later(THINKING_DELAY_MS, lambda: show(el("sesq-thinking"), generation == self.generation))
        try:
            answer = await self.thinker.ask({"kind": "move", "record": s.record(), "budget_ms": MOVE_BUDGET_MS},
                                            s.dictionary)
        finally:
            if generation == self.generation:
                self.thinking = False
                show(el("sesq-thinking"), False)
        if generation != self.generation:
            return
        start = float(js.performance.now())
        self.moved(s.move_data(answer["action"]))
        done = {"ms": round(float(js.performance.now()) - start, 1)}
        js.performance.mark("sesq:moved", to_js({"detail": done}, dict_converter=js.Object.fromEntries))

    def moved(self, entry) -> None:
        """A move was made: say it, fit the tentative play to the board, save, and go on."""
        self.generation += 1
        self.line = None
        announce(card_view.said(entry, self.session, self.text))
        if self.lay is not None and entry.turn.player != self.viewer:
            self.lay = fit(self.lay, self.session.game.board)
        self.save()
        self.advance()

    def later(self, ms: int, action) -> None:
        js.setTimeout(create_once_callable(lambda *_: action()), ms)

    def play(self) -> None:
        outcome = self.check()
        if not isinstance(outcome, Play) or self.viewer != self.session.current:
            found = verdict(outcome, self.text)
            mine = self.viewer == self.session.current and not self.session.over
            announce(found.why or self.text("sesq.why.empty" if mine else "sesq.wait"), urgent=True)
            el("sesq-line").classList.add("shake")
            self.later(400, lambda: el("sesq-line").classList.remove("shake"))
            return
        self.before[len(self.session.entries)] = "".join(self.lay.tray)
        keep = set(self.lay.in_tray())
        entry = self.session.play(self.lay.placements())
        self.lay = refill(self.lay, self.session.game.trays[self.viewer], keep)
        self.orders[self.viewer] = "".join(self.lay.tray)
        self.board.zoom(False, None, js.window)
        self.moved(entry)

    async def exchange(self) -> None:
        lay = recall(self.lay)
        slots = await self.swap.choose(lay.tray, self.text, self.session.game.tile_set)
        if not slots or self.viewer != self.session.current or not self.session.game.can_exchange():
            return
        self.before[len(self.session.entries)] = "".join(lay.tray)
        entry = self.session.exchange("".join(lay.tray[s] for s in slots))
        self.lay = refill(lay, self.session.game.trays[self.viewer], set(range(len(lay.tray))) - set(slots))
        self.orders[self.viewer] = "".join(self.lay.tray)
        self.moved(entry)

    async def pass_turn(self) -> None:
        text = self.text
        if not await ask(text("sesq.confirm.pass"), text("sesq.confirm.pass.yes"), text("sesq.confirm.pass.no")):
            return
        if self.viewer != self.session.current:
            return
        self.before[len(self.session.entries)] = "".join(self.lay.tray)
        entry = self.session.pass_turn()
        self.lay = recall(self.lay)
        self.moved(entry)

    async def undo(self) -> None:
        s = self.session
        point = s.undo_point()
        if point is None:
            return
        order = self.before.get(point, "")
        self.use(s.undone(await self.lexicon()))
        seat = self.session.humans()[0]
        self.orders[seat] = order
        self.lay = self.laying_for(seat)
        self.line = ("sesq.undone", {})
        announce(self.text("sesq.undone"))
        self.save()
        self.advance()

    async def suggest(self) -> None:
        s, generation = self.session, self.generation
        if self.line == ("sesq.suggesting", {}):
            return  # already asked
        s.note("suggest")
        self.save()
        self.line = ("sesq.suggesting", {})
        self.draw_verdict(verdict(None, self.text))
        answer = await self.thinker.ask({"kind": "hint", "record": s.record(), "budget_ms": HINT_BUDGET_MS},
                                        s.dictionary)
        if generation != self.generation:
            return
        action = answer["action"]
        if action["kind"] == "play":
            self.line = None
            self.change(with_play(self.lay, s.game.board, [tuple(t) for t in action["tiles"]]))
            return
        key = "sesq.suggest.exchange" if action["kind"] == "exchange" else "sesq.suggest.pass"
        self.line = (key, {"tiles": " ".join(action.get("tiles", ""))})
        announce(self.text(key, **self.line[1]))
        self.draw_verdict(verdict(None, self.text))

    def lay_found(self, tiles) -> None:
        """Lay a play chosen in Search."""
        self.change(with_play(self.lay, self.session.game.board, list(tiles)))

    async def new_game(self) -> None:
        text = self.text
        if self.session is not None and not self.session.over and self.session.entries:
            if not await ask(text("sesq.confirm.new"), text("sesq.confirm.new.yes"), text("sesq.confirm.new.no")):
                return
        self.app.go("sesq-setup")
