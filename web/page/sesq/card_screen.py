"""The score card: every turn with its words, points and running total, the help used, the penalties."""

from __future__ import annotations

from ..kit import el, fill, make, on, show
from ..screen import Screen
from . import card_view


class CardScreen(Screen):
    """The score card of the game."""

    name = "sesq-card"
    title_key = "sesq.card.title"

    def wire(self) -> None:
        on(el("sesq-card-back"), "click", lambda _e: self.app.back())

    def enter(self) -> None:
        session = self.app.screen("sesquipedal").session
        if session is None:
            self.app.go("sesquipedal", push=False)
            return
        text = self.app.text
        rows = card_view.card(session, text)
        el("sesq-card-seed").textContent = text("sesq.seed", seed=session.game.seed)
        fill(el("sesq-card-rows"), [card_row(row) for row in rows])
        show(el("sesq-card-empty"), not rows)


def card_row(row: card_view.Row):
    """A line of the score card as a table row."""
    move = [make("span", row.move, "move")]
    if row.notes:
        move.append(make("span", row.notes, "notes"))
    points = make("td", row.points, "num negative" if row.negative else "num")
    return make("tr", cls=f"kind-{row.kind}", children=[
        make("td", row.number, "num"), make("td", row.player), make("td", children=move), points,
        make("td", row.total, "num")])
