"""What the results screen shows: a summary, the planted word, and every word on the board.

Words are in capitals here as on the rest of the page, as written (French accents).
Offensive words (`beguile.blocked`) are left out of the board's words unless the player
found them: they count when found, but the page never lists them as missed.
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.blocked import is_offensive
from beguile.board import Path
from beguile.judge import PlayerResult
from beguile.round import Round

from .play_view import Written, as_written, longest_word
from .text import Text

EveryWord = list[tuple[str, Path, bool]]
"""The engine's `Round.every_word`: each word with a path and whether the player found it."""


@dataclass(frozen=True)
class ResultWord:
    """One word of the board in the results list."""

    word: str
    shown: str
    note: str
    label: str
    """What a screen reader says: "detest, 4 points, missed"."""
    found: bool
    planted: bool = False
    """The word Fix hid on the board."""


def fit_to_list(every: EveryWord, language: str) -> EveryWord:
    """The board's words to list: every word the player found, and the others but offensive ones."""
    return [entry for entry in every if entry[2] or not is_offensive(entry[0], language)]


def summary(round_: Round, result: PlayerResult, every: EveryWord, text: Text,
            written: Written = as_written) -> list[str]:
    """The lines above the list: what the player found and scored, and the board's best."""
    rules = round_.rules
    found = sum(1 for item in result.words if item.accepted)
    lines = [text("results.found", found=found, words=text.plural("results.of-words", len(every)))]
    mine = longest_word(result)
    if rules.scoring.per_word:
        best = sum(rules.points(len(word)) for word, _, _ in every)
        lines.append(text("results.score", points=text.points(result.total), best=text.points(best)))
    elif mine:
        lines.append(text("results.longest-mine", word=capitals(written(mine)), letters=text.letters(len(mine)),
                          points=text.points(result.total)))
    if every:
        length = len(every[0][0])
        top = next((word for word, _, found in every if found and len(word) == length), None)
        key = "results.longest-board.found" if top else "results.longest-board"
        top = top or every[0][0]
        lines.append(text(key, word=capitals(written(top)), letters=text.letters(length)))
    planted = round_.deal.planted
    if planted is not None:
        if round_.planted_found:
            key = "results.planted.found"
        elif round_.revealed:
            key = "results.planted.shown"
        else:
            key = "results.planted.missed"
        lines.append(text(key, word=capitals(written(planted.word))))
    return lines


def capitals(word: str) -> str:
    """A word in capitals, as the page shows words ("congelé" -> "CONGELÉ")."""
    return word.upper()


def result_words(round_: Round, result: PlayerResult, every: EveryWord, text: Text,
                 written: Written = as_written) -> list[ResultWord]:
    """Every word on the board, longest first: found or missed, with its points or its length."""
    rules = round_.rules
    scored = {item.word: item.points for item in result.words if item.accepted}
    planted = round_.deal.planted.word if round_.deal.planted else None
    items = []
    for word, _path, found in every:
        shown = written(word)
        state = text("results.state.found" if found else "results.state.missed")
        if word == planted:
            state = text("results.state.planted", state=state)
        if rules.scoring.per_word:
            points = scored.get(word, rules.points(len(word)))
            note = str(points)
            amount = text.points(points)
        else:
            note = str(len(word))
            amount = text.letters(len(word))
        label = text("results.label", word=shown, amount=amount, state=state)
        items.append(ResultWord(word, shown, note, label, found, word == planted))
    return items
