"""The home screen: every game as a card, with how to play it and the player's record."""

from __future__ import annotations

from . import home_view
from .kit import button, el, fill, make, on
from .screen import Screen


class HomeScreen(Screen):
    """The list of games."""

    name = "home"
    title_key = "home.title"

    def wire(self) -> None:
        on(el("home-list"), "click", self.clicked)

    def enter(self) -> None:
        text = self.app.text
        settings = self.app.state.settings
        families = home_view.home(self.app.stats, home_view.current_key(settings.rules, settings.screen), text)
        fill(el("home-list"), [self._family(family) for family in families])

    def _family(self, family: home_view.Family):
        return make("section", cls="family", children=[
            make("h2", family.title), make("ul", cls="cards", children=[self._card(c) for c in family.cards])])

    def _card(self, card: home_view.Card):
        text = self.app.text
        play = button(text("home.play"), "primary", text("home.play.label", game=card.title), game=card.key)
        parts = [make("h3", card.title),
                 make("p", " · ".join(card.facts), "facts"),
                 make("details", children=[make("summary", text("home.howto")), make("p", card.howto)])]
        if card.stats:
            parts.append(make("p", " · ".join(card.stats), "stats"))
        if card.current:
            parts.insert(1, make("p", text("home.current"), "badge"))
        parts.append(play)
        return make("li", cls="card current" if card.current else "card", children=parts)

    async def clicked(self, event) -> None:
        target = event.target.closest("button[data-game]")
        if target is None or type(target).__name__ in ("JsNull", "JsUndefined"):
            return
        await self.app.choose_game(str(target.dataset.game))
