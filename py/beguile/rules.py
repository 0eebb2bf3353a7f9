"""Rule sets as data: one record per named game, and the registry of them.

A record says everything a round needs: board size, letter source, dictionary,
minimum length, points by length, how words that several players found count,
the longest-word bonus, how a bare Q reads, the timer, the planted word's
length for Fix, and the floor a dealt board must reach to be played. What data cannot say (the single-word game's scoring) is a
named `Scoring` record the rules point to.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from .dictionaries import get_dictionary
from .excerpt import excerpt
from .letter_sets import LETTER_SOURCES
from .letters import LetterSource
from .scoring import LONGEST_WORD, WORD_POINTS, Scoring


@dataclass(frozen=True)
class Points:
    """Points by word length: a table from length 0, then a step per extra letter."""

    table: tuple[int, ...]
    step: int = 0

    def __call__(self, length: int) -> int:
        """The points a word of this many letters earns (a QU counts two)."""
        if length < len(self.table):
            return self.table[length]
        return self.table[-1] + self.step * (length - len(self.table) + 1)


@dataclass(frozen=True)
class Duplicates:
    """How a word counts when several players found it, and when only one did."""

    shared: int
    unique: int
    marked: bool = True
    """Whether a shared word is marked "duplicate" (otherwise it stays "valid")."""


ALL_COUNT = Duplicates(shared=1, unique=1, marked=False)
CROSS_OFF = Duplicates(shared=0, unique=1)
MILD = Duplicates(shared=1, unique=2)

LENGTH_LESS_TWO = Points((0, 0, 0, 1), step=1)
BOGGLE_POINTS = Points((0, 0, 0, 1, 1, 2, 3, 5, 11))
OLD_FASHION_POINTS = Points((0, 0, 0, 1, 1, 2, 3, 5, 11, 20, 50, 100, 150, 200, 250))
PLANTED_LENGTHS = ((4, 7), (5, 9))
"""Fix plants a 7-letter word on a 4x4 board and a 9-letter word on a 5x5 board."""


@dataclass(frozen=True)
class Floor:
    """What a dealt board must hold to be played: at least this many words, and a word this long."""

    words: int
    longest: int

    def holds(self, words: Collection[str]) -> bool:
        """Whether a board with these words (a QU counts two letters) reaches the floor."""
        return len(words) >= self.words and max(map(len, words), default=0) >= self.longest


# Each floor is about the 10th percentile of words per board (rounded down to 5) and a longest
# word of at least 6 letters on 4x4 (7 on 5x5), from 1,000 deals a rule set: bench/boards.py.
DECK_FLOORS = ((4, Floor(40, 6)), (5, Floor(105, 7)))
FRENCH_DECK_FLOORS = ((4, Floor(50, 6)), (5, Floor(145, 7)))
BOGGLE_FLOORS = ((4, Floor(30, 6)),)
BIG_BOGGLE_FLOORS = ((5, Floor(65, 7)),)
BAGGLE_FLOORS = ((4, Floor(40, 6)),)
BIG_BAGGLE_FLOORS = ((5, Floor(70, 7)),)
OLD_FASHION_FLOORS = ((4, Floor(25, 6)),)
SESSION_FLOORS = ((4, Floor(30, 6)),)


class UnknownRules(ValueError):
    """A rule-set name that is not in the registry."""


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a round is dealt, played and scored."""

    name: str
    title: str
    size: int
    letters: str
    dictionary: str
    min_length: int = 3
    points: Points = BOGGLE_POINTS
    duplicates: Duplicates = ALL_COUNT
    longest_bonus: int | None = None
    """Multiplier for the words of the unique longest non-duplicate word's length."""
    q_as_qu: bool = False
    timer: int = 180
    planted_lengths: tuple[tuple[int, int], ...] = PLANTED_LENGTHS
    scoring: Scoring = WORD_POINTS
    floors: tuple[tuple[int, Floor], ...] = ()
    """By board size, what a dealt board must hold (a size with none deals any board)."""
    forms_of: str | None = None
    """A fuller dictionary whose extra words these rules refuse as plurals, feminines or conjugated
    forms (Old Fashion): a word found there is refused for that reason, not as unknown."""

    @property
    def source(self) -> LetterSource:
        """The deck or dice set that deals the board."""
        return LETTER_SOURCES[self.letters]

    @property
    def language(self) -> str:
        """The language of the dictionary."""
        return get_dictionary(self.dictionary).language

    def planted_length(self, size: int) -> int:
        """How many letters Fix plants on a board of this size."""
        lengths = dict(self.planted_lengths)
        if size not in lengths:
            sizes = ", ".join(f"{n}x{n}" for n in lengths)
            raise UnknownRules(f"Fix plants words on {sizes} boards only, not {size}x{size}")
        return lengths[size]

    def floor(self, size: int) -> Floor | None:
        """What a dealt board of this size must hold to be played, if anything."""
        return dict(self.floors).get(size)


RULES: dict[str, Rules] = {
    rules.name: rules
    for rules in (
        Rules("beguile", "Beguile", 4, "en-deck", "en", points=LENGTH_LESS_TWO, floors=DECK_FLOORS),
        Rules("beguile-longest", "Beguile, longest word", 4, "en-deck", "en",
              points=LENGTH_LESS_TWO, timer=60, scoring=LONGEST_WORD, floors=DECK_FLOORS),
        Rules("beguile-fr", "Beguile en français", 4, "fr-deck", "fr", points=LENGTH_LESS_TWO,
              floors=FRENCH_DECK_FLOORS),
        Rules("boggle", "Boggle", 4, "boggle-new", "en", duplicates=CROSS_OFF, floors=BOGGLE_FLOORS),
        Rules("boggle-classic", "Boggle, classic dice", 4, "boggle-classic", "en", duplicates=CROSS_OFF,
              floors=BOGGLE_FLOORS),
        Rules("big-boggle", "Big Boggle", 5, "big-boggle", "en", min_length=4, duplicates=CROSS_OFF,
              floors=BIG_BOGGLE_FLOORS),
        Rules("baggle", "B@ggle", 4, "baggle-4x4", "fr", floors=BAGGLE_FLOORS),
        Rules("baggle-unique", "B@ggle, unique words only", 4, "baggle-4x4", "fr", duplicates=CROSS_OFF,
              floors=BAGGLE_FLOORS),
        Rules("big-baggle", "Big B@ggle", 5, "baggle-5x5", "fr", min_length=4, floors=BIG_BAGGLE_FLOORS),
        Rules("baggle-old-fashion", "B@ggle « Old Fashion »", 4, "baggle-4x4", "fr-old",
              points=OLD_FASHION_POINTS, floors=OLD_FASHION_FLOORS, forms_of="fr"),
        Rules("session", "Session", 4, "boggle-new-q", "en", duplicates=CROSS_OFF,
              longest_bonus=2, q_as_qu=True, floors=SESSION_FLOORS),
        Rules("session-mild", "Session, mild scoring", 4, "boggle-new-q", "en", duplicates=MILD,
              longest_bonus=3, q_as_qu=True, floors=SESSION_FLOORS),
    )
}


def get_rules(name: str) -> Rules:
    """The rule set of a name, or a clear error listing the known names."""
    try:
        return RULES[name]
    except KeyError:
        raise UnknownRules(f"unknown rules {excerpt(name)} (known: {', '.join(RULES)})") from None
