"""The computer's side of a game, as JSON data in and out: what the page's worker runs.

A request names the game (its record text, see record.py), what is wanted and a
time budget:

    {"kind": "move", "record": "SESQ/1 ...", "budget_ms": 5000}   the current computer player's move
    {"kind": "hint", "record": ..., "budget_ms": 5000}            the expert's choice for the current tray
    {"kind": "search", "record": ...}                             every legal play for the current tray

The answer is JSON data too: an action (`{"kind": "play", "tiles": [[row, col,
tile], ...], "score": 18}`, `{"kind": "exchange", "tiles": "QV"}` or `{"kind":
"pass"}`), or the plays as `[score, across, row, col, code]` lists; with the
milliseconds it took. The game is kept between requests and brought up to date
by the turns added since, so the move generator keeps its cache.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..lexicon import Lexicon
from .game import Game
from .players import Action, choose, hint
from .record import loads, play_line

Clock = Callable[[], float]


def action_data(action: Action) -> dict:
    """An action as JSON data."""
    if action.kind == "play" and action.move is not None:
        return {"kind": "play", "tiles": [list(t) for t in action.move.tiles()], "score": action.move.score}
    if action.kind == "exchange":
        return {"kind": "exchange", "tiles": action.tiles}
    return {"kind": "pass"}


class Brain:
    """Answers requests about one lexicon's games, keeping the last game between them."""

    def __init__(self, lexicon: Lexicon, clock: Clock = time.perf_counter) -> None:
        self.lexicon = lexicon
        self.clock = clock
        self.game: Game | None = None
        self.record = ""

    def game_of(self, record: str) -> Game:
        """The game of a record: the kept one brought up to date when the record extends its own."""
        if self.game is not None and self.record.endswith("\n") and record.startswith(self.record):
            try:
                self._extend(record[len(self.record):])
            except Exception:
                self.game = None
                raise
        else:
            self.game = loads(record, self.lexicon)
        self.record = record
        return self.game

    def _extend(self, added: str) -> None:
        """Make the moves of the added record lines on the kept game."""
        for line in added.splitlines():
            if line.strip():
                play_line(self.game, line)

    def answer(self, request: dict) -> dict:
        """The answer to one request (see the module notes)."""
        start = self.clock()
        budget = float(request.get("budget_ms", 0)) / 1000
        game = self.game_of(str(request["record"]))

        def out_of_time() -> bool:
            return budget > 0 and self.clock() - start > budget

        kind = request["kind"]
        if kind == "search":
            found: dict = {"plays": [list(m) for m in game.generator.generate(game.board, game.trays[game.current])]}
        elif kind == "hint":
            found = {"action": action_data(hint(game, game.current, out_of_time))}
        elif kind == "move":
            level = game.players[game.current].level
            found = {"action": action_data(choose(game, game.current, level, out_of_time))}
        else:
            raise ValueError(f"unknown request {kind!r}")
        found["turn"] = len(game.history)
        found["ms"] = round(1000 * (self.clock() - start), 1)
        return found
