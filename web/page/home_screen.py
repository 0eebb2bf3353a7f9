"""The home screen: every game as a card, with how to play it and the player's record."""

from __future__ import annotations

from . import home_view
from .kit import button, el, fill, make, missing, on
from .lexicons import DictionaryMissing
from .screen import Screen


class HomeScreen(Screen):
    """The list of games."""

    name = "home"
    title_key = "home.title"

    def wire(self) -> None:
        on(el("home-list"), "click", self.clicked)
        on(el("home-jump"), "click", self.jump)

    async def enter(self) -> None:
        self.draw()
        lexicons = self.app.lexicons
        missing_spellings = [name for name in home_view.dictionaries_to_spell(self.app.stats)
                             if name not in lexicons.spellings]
        if missing_spellings:  # the longest words as written (French accents), once their spellings are here
            for name in missing_spellings:
                try:
                    await lexicons.load_spellings(name)
                except DictionaryMissing:  # offline before it was kept: the word shows as held
                    return
            if self.app.current == self.name:
                self.draw()

    def draw(self) -> None:
        text = self.app.text
        settings = self.app.state.settings
        families = home_view.home(self.app.stats, home_view.current_key(settings.rules, settings.screen), text,
                                  written=self.app.lexicons.written)
        fill(el("home-jump"), [button(family.title, family=str(n)) for n, family in enumerate(families)])
        fill(el("home-list"), [self._family(n, family) for n, family in enumerate(families)])

    def _family(self, n: int, family: home_view.Family):
        heading = make("h2", family.title, attrs={"id": f"family-{n}", "tabindex": "-1"})
        return make("section", cls="family", children=[
            heading, make("ul", cls="cards", children=[self._card(c) for c in family.cards])])

    def jump(self, event) -> None:
        """A family's heading brought to the top, its games under it (the list is long on a phone)."""
        target = event.target.closest("button[data-family]")
        if missing(target):
            return
        heading = el(f"family-{target.dataset.family}")
        heading.scrollIntoView()
        heading.focus()  # the next Tab goes on to that family's games

    def _card(self, card: home_view.Card):
        text = self.app.text
        play = button(text("home.play"), "primary", home_view.play_label(card.title, text), game=card.key)
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
        if missing(target):
            return
        await self.app.choose_game(str(target.dataset.game))
