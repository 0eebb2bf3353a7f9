"""The end of a crossword game: the winner, and each player's score, penalty, longest word and length points."""

from __future__ import annotations

from ..kit import announce, el, fill, make, on
from ..screen import Screen
from . import card_view


class EndScreen(Screen):
    """The results of the game."""

    name = "sesq-end"
    title_key = "sesq.end.title"

    def wire(self) -> None:
        game = self.app.screen("sesquipedal")
        on(el("sesq-end-again"), "click", lambda _e: game.new_game())
        on(el("sesq-end-card"), "click", lambda _e: self.app.go("sesq-card"))
        on(el("sesq-end-board"), "click", lambda _e: self.app.go("sesquipedal"))

    def enter(self) -> None:
        session = self.app.screen("sesquipedal").session
        if session is None or not session.over:
            self.app.go("sesquipedal", push=False)
            return
        text = self.app.text
        headline, rows = card_view.standings(session, text)
        el("sesq-end-headline").textContent = headline
        fill(el("sesq-end-rows"), [self._standing(row, text) for row in rows])
        announce(headline)

    def _standing(self, row: card_view.Standing, text):
        """A player's line: name and score, then tiles left, longest word and length points."""
        facts = [("sesq.end.penalty", row.penalty), ("sesq.end.longest", row.longest),
                 ("sesq.end.length", row.length_points)]
        return make("li", cls="winner" if row.winner else "", children=[
            make("h3", children=[make("span", ("★ " if row.winner else "") + row.name, "name"),
                                 make("b", row.score, "score")]),
            make("dl", children=[part for key, value in facts
                                 for part in (make("dt", text(key)), make("dd", value))])])
