"""What the letters page shows: the deck's cards, or each die's faces, of the game being played."""

from __future__ import annotations

from dataclasses import dataclass

from beguile.letters import DiceSet, LetterSource

from .text import Text


@dataclass(frozen=True)
class LetterItem:
    """One entry of the letters page: a face and its count, or a die and its faces."""

    head: str
    note: str
    label: str
    faces: tuple[str, ...] = ()
    """A die's faces, laid out evenly (two rows of three); none for a card."""


@dataclass(frozen=True)
class LettersPage:
    """The title, the sentence that explains the page, and its entries."""

    title: str
    text: str
    items: tuple[LetterItem, ...]


def letters_page(name: str, source: LetterSource, size: int, text: Text) -> LettersPage:
    """The letters page of a letter source (its name is the catalogue key) for a size x size board."""
    title = text(f"source.{name}")
    if isinstance(source, DiceSet):
        items = tuple(LetterItem(" ".join(faces), text("letters.die", n=number),
                                 text("letters.die.label", n=number, faces=", ".join(faces)), tuple(faces))
                      for number, faces in enumerate(source.describe(), 1))
        return LettersPage(title, text.plural("letters.dice", len(source.dice)), items)
    counts = source.describe()
    total = sum(n for _, n in counts)
    items = tuple(LetterItem(face, f"× {count}", text.plural("letters.card.label", count, face=face))
                  for face, count in counts)
    return LettersPage(title, text("letters.deck", cards=text.plural("letters.cards", total),
                                   board=size * size), items)
