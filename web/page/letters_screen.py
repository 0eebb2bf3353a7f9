"""The letters page (More / Back): the cards of the deck, or the faces of each die, of the current game."""

from __future__ import annotations

from . import letters_view
from .kit import el, fill, make
from .screen import Screen


class LettersScreen(Screen):
    """How the board's letters are drawn."""

    name = "letters"
    title_key = "letters.screen"

    def enter(self) -> None:
        rules = self.app.play.rules
        page = letters_view.letters_page(rules.letters, rules.source, self.app.state.settings.size, self.app.text)
        el("letters-title").textContent = page.title
        el("letters-text").textContent = page.text
        dice = any(item.faces for item in page.items)
        el("letters-list").classList.toggle("dice", dice)
        fill(el("letters-list"), [
            make("li", attrs={"aria-label": item.label},
                 children=[self._head(item), make("span", item.note, attrs={"aria-hidden": "true"})])
            for item in page.items])

    @staticmethod
    def _head(item: letters_view.LetterItem):
        """A card's letter, or a die's faces in even rows."""
        if not item.faces:
            return make("b", item.head, attrs={"aria-hidden": "true"})
        return make("b", cls="faces", attrs={"aria-hidden": "true"},
                    children=[make("span", face) for face in item.faces])
