"""How to play the current game: its facts and rules, then how to play it on this page."""

from __future__ import annotations

from beguile.sesquipedal.scoring import CROSS_LENGTH_POINTS, PRIMARY_LENGTH_POINTS

from .games import grid_game
from .home_view import facts
from .kit import el, fill, make, show
from .screen import Screen
from .sesq.verdict_view import number


class RulesScreen(Screen):
    """The rules of the game being played."""

    name = "rules"
    title_key = "rules.screen"

    def enter(self) -> None:
        text = self.app.text
        crossword = self.app.main == "sesquipedal"
        show(el("rules-grid"), not crossword)
        show(el("rules-sesq"), crossword)
        if crossword:
            el("rules-title").textContent = text("game.sesquipedal.title")
            el("rules-facts").textContent = text("game.sesquipedal.facts")
            el("rules-howto").textContent = text("game.sesquipedal.howto")
            self.lengths()
            return
        rules = self.app.play.rules
        game = grid_game(rules.name)
        el("rules-title").textContent = text(f"game.{game.key}.title")
        el("rules-facts").textContent = " · ".join(facts(rules, text))
        el("rules-howto").textContent = text(f"game.{game.key}.howto")

    def lengths(self) -> None:
        """Seed 002's table of length points: a row per word length, the main word's and a cross-word's points."""
        text = self.app.text
        head = make("tr", children=[make("th", text(key), attrs={"scope": "col"})
                                    for key in ("sesq.rules.letters", "sesq.rules.primary", "sesq.rules.cross")])
        rows = [make("tr", children=[make("th", str(length), attrs={"scope": "row"}),
                                     make("td", number(PRIMARY_LENGTH_POINTS[length])),
                                     make("td", number(CROSS_LENGTH_POINTS[length]))])
                for length in range(2, len(PRIMARY_LENGTH_POINTS))]
        fill(el("rules-sesq-lengths"), [head, *rows])
