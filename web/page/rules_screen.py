"""How to play the current game: its facts and rules, then how to enter words on this page."""

from __future__ import annotations

from .games import grid_game
from .home_view import facts
from .kit import el
from .screen import Screen


class RulesScreen(Screen):
    """The rules of the game being played."""

    name = "rules"
    title_key = "rules.screen"

    def enter(self) -> None:
        text = self.app.text
        rules = self.app.play.rules
        game = grid_game(rules.name)
        el("rules-title").textContent = text(f"game.{game.key}.title")
        el("rules-facts").textContent = " · ".join(facts(rules, text))
        el("rules-howto").textContent = text(f"game.{game.key}.howto")
