"""Letter sources: shuffled decks of letter cards and sets of lettered dice.

A deck deals its top cards without replacement; dice are shuffled into the
cells and each shows one face. Both can first set aside the cards (or dice)
that spell a planted word, so that Fix never asks for a letter the source
lacks. The sets themselves are data, in `letter_sets`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .board import QU

Face = str
"""What a card or a die face shows: "A".."Z" or "Qu"."""


class LetterSourceError(ValueError):
    """A board the letter source cannot fill, or a word it cannot spell."""


@dataclass(frozen=True)
class Deck:
    """A set of letter cards, shuffled before each deal (the Beguile way)."""

    name: str
    title: str
    counts: tuple[tuple[Face, int], ...]

    @property
    def capacity(self) -> int:
        """How many cards the deck holds, so how many cells it can fill."""
        return sum(n for _, n in self.counts)

    def cards(self) -> list[Face]:
        """Every card, in a fixed order, ready to be shuffled."""
        return [face for face, n in self.counts for _ in range(n)]

    def deal(self, cells: int, rng: random.Random, planted: Sequence[Face] = ()) -> list[Face]:
        """Faces for the cells left after planting: the top cards once the planted ones are out."""
        _check_room(self, cells + len(planted))
        cards = self.cards()
        for face in planted:
            if face not in cards:
                raise LetterSourceError(f"the {self.name} deck has no {face} card left")
            cards.remove(face)
        rng.shuffle(cards)
        return cards[:cells]

    def can_spell(self, faces: Sequence[Face]) -> bool:
        """Whether the deck holds enough cards for these faces."""
        have = dict(self.counts)
        return all(have.get(face, 0) >= n for face, n in Counter(faces).items())

    def describe(self) -> list[tuple[Face, int]]:
        """The distribution page: each face and how many cards show it."""
        return list(self.counts)


@dataclass(frozen=True)
class DiceSet:
    """A set of six-sided lettered dice (the Boggle way)."""

    name: str
    title: str
    dice: tuple[tuple[Face, ...], ...]

    @property
    def capacity(self) -> int:
        """How many dice there are, so how many cells they fill."""
        return len(self.dice)

    def deal(self, cells: int, rng: random.Random, planted: Sequence[Face] = ()) -> list[Face]:
        """Faces for the cells left after planting: the other dice shuffled and rolled."""
        _check_room(self, cells + len(planted))
        used = self._match(planted) if planted else []
        if used is None:
            raise LetterSourceError(f"the {self.name} dice cannot show {''.join(planted)}")
        dice = [die for i, die in enumerate(self.dice) if i not in used]
        rng.shuffle(dice)
        return [rng.choice(die) for die in dice[:cells]]

    def can_spell(self, faces: Sequence[Face]) -> bool:
        """Whether distinct dice can show these faces at once."""
        return len(faces) <= len(self.dice) and self._match(faces) is not None

    def describe(self) -> list[tuple[Face, ...]]:
        """The distribution page: the faces of each die."""
        return list(self.dice)

    def _match(self, faces: Sequence[Face]) -> list[int] | None:
        """Distinct dice, one per face, that can show the faces; None if there are none."""
        owner: dict[int, int] = {}

        def assign(i: int, tried: set[int]) -> bool:
            for d, die in enumerate(self.dice):
                if faces[i] in die and d not in tried:
                    tried.add(d)
                    if d not in owner or assign(owner[d], tried):
                        owner[d] = i
                        return True
            return False

        if not all(assign(i, set()) for i in range(len(faces))):
            return None
        return sorted(owner)


LetterSource = Deck | DiceSet


def _check_room(source: LetterSource, cells: int) -> None:
    """Refuse a board larger than the source can fill."""
    if cells > source.capacity:
        raise LetterSourceError(f"{source.title} fill at most {source.capacity} cells, not {cells}")


def faces_of(word: str, source: LetterSource) -> list[Face] | None:
    """The faces that spell word with this source (a Qu face takes "qu"), or None."""
    qu_faces = _has_face(source, QU)
    faces: list[Face] = []
    i = 0
    while i < len(word):
        if qu_faces and word.startswith("qu", i):
            faces.append(QU)
            i += 2
            continue
        if word[i] == "q" and qu_faces and not _has_face(source, "Q"):
            return None
        faces.append(word[i].upper())
        i += 1
    return faces if source.can_spell(faces) else None


def _has_face(source: LetterSource, face: Face) -> bool:
    """Whether any card or die of the source shows face."""
    if isinstance(source, Deck):
        return any(f == face for f, _ in source.counts)
    return any(face in die for die in source.dice)


def dice(*specs: str) -> tuple[tuple[Face, ...], ...]:
    """Dice from compact specs such as "HIMNQuU": one face per capital letter, "Qu" one face."""
    result = []
    for spec in specs:
        faces: list[Face] = []
        for ch in spec:
            if ch == "u" and faces and faces[-1] == "Q":
                faces[-1] = QU
            else:
                faces.append(ch)
        if len(faces) != 6:
            raise LetterSourceError(f"a die needs six faces: {spec}")
        result.append(tuple(faces))
    return tuple(result)
