"""The score strip and the list of found words under the board, drawn from what play_view or the face gives."""

from __future__ import annotations

from .kit import button, el, fill, make
from .saved import Shown


def draw_found(score: str, words: str, items: tuple[Shown, ...]) -> None:
    """The score, the count of words and the found words (each a button that spells it out on the board)."""
    el("score-main").textContent = score
    el("score-words").textContent = words
    fill(el("found"), [make("li", children=[word_button(item)]) for item in items])


def word_button(item: Shown):
    """One found word: the word as written, its points or length beside it."""
    element = button(item.shown, "word best" if item.best else "word", item.label, word=item.word)
    element.appendChild(make("span", item.note, "note", {"aria-hidden": "true"}))
    return element
