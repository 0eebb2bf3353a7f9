"""Parts of the play screen drawn from its views: the answer line (and its copy for the player
opposite), the size buttons, a found word's button, and why a word the dictionary lacks was refused."""

from __future__ import annotations

from beguile.round import Round
from beguile.rules import Rules
from beguile.scoring import Status, WordResult

from . import play_view
from .kit import announce, button, el, fill, make, show, text_node
from .lexicons import DictionaryMissing, Lexicons
from .saved import Shown
from .text import Text

ANSWER_BOXES = ("answer", "answer-b")


def show_answer(answer: play_view.Answer | None, count: int) -> None:
    """An answer in the answer line and its copy, said to screen readers (the planted word found: at once);
    None empties the line."""
    for name in ANSWER_BOXES:
        box = el(name)
        box.className = f"answer {answer.kind}" if answer else "answer"
        box.dataset.status = answer.status if answer else ""
        box.dataset.count = str(count)
        fill(box, [make("span", answer.icon if answer else "", "icon", {"aria-hidden": "true"}),
                   make("span", answer.text if answer else "", "text")])
    if answer:
        announce(answer.spoken, urgent=answer.kind == "star")


def draw_controls(state: play_view.Controls, round_: Round | None, ready: bool, text: Text) -> None:
    """The round's buttons, the word field and the line saying a word is hidden, as the controls view says."""
    for name in ("new", "fix"):
        el(name).disabled = not state.deal
    el("show").disabled = not state.show
    el("end").disabled = not (state.end or (round_ is not None and round_.over))
    el("end").textContent = text("round.end" if state.end or round_ is None else "round.results")
    for name in ("plus", "minus"):
        el(name).disabled = not state.time
    draw_sizes(state)
    el("letters").disabled = not ready
    for name in ("word", "enter", "clear"):
        el(name).disabled = not state.entry
    el("word").placeholder = text("word.placeholder" if state.entry else "word.placeholder.idle")
    el("screen-play").classList.toggle("running", state.entry)
    planted = el("planted")
    planted.textContent = play_view.planted_line(state, text)
    show(planted, bool(planted.textContent))


def draw_sizes(state: play_view.Controls) -> None:
    """The size buttons: a size the letters cannot fill looks greyed, and a tap on it says why."""
    too_big = dict(state.too_big)
    for size, enabled, pressed in state.sizes:
        size_button = el(f"size{size}")
        size_button.disabled = not enabled and size not in too_big
        size_button.setAttribute("aria-pressed", "true" if pressed else "false")
        if size in too_big:
            size_button.setAttribute("aria-disabled", "true")
            size_button.title = too_big[size]
        else:
            size_button.removeAttribute("aria-disabled")
            size_button.removeAttribute("title")


def draw_found(score: str, words: str, items: tuple[Shown, ...]) -> None:
    """The score, the count of words and the found words (each a button that spells it out on the board)."""
    el("score-main").textContent = score
    el("score-words").textContent = words
    fill(el("found"), [make("li", children=[word_button(item, "word best" if item.best else "word")])
                       for item in items])


def word_button(item, kind: str):
    """A word's button in a list of words (found, or on the board in the results; a tap spells it out on
    the board): the word, the planted word starred, its points or length; the item is a Shown or a ResultWord."""
    element = button(item.shown, f"{kind} hidden-word" if item.planted else kind, item.label, word=item.word)
    if item.planted:
        element.appendChild(make("span", "★", "star", {"aria-hidden": "true"}))
    element.appendChild(text_node(" "))  # the visible text reads "WORD 6", as its name begins
    element.appendChild(make("span", item.note, "note", {"aria-hidden": "true"}))
    return element


async def refused_form(lexicons: Lexicons, rules: Rules, result: WordResult) -> bool:
    """Whether a word the dictionary lacks is a form the rules refuse (Old Fashion: in the fuller list)."""
    if rules.forms_of is None or result.status != Status.NOT_IN_DICTIONARY:
        return False
    try:
        return result.word in await lexicons.lexicon(rules.forms_of)
    except DictionaryMissing:
        return False
