"""Computer players for the grid games, levels 1 to 5, finding words as people do.

A computer player looks at the board like a person of its level would. Three
things set a level apart (the numbers are in LEVELS):

- what it knows: every word of the familiar vocabulary, and of the other words
  of the dictionary only a share (5% at level 1, 97% at level 5). The engine
  has no word frequencies for short words, so the familiar vocabulary is
  approximated from the dictionary's common-word list (the words Fix plants):
  a word is familiar if it is one of them, a stem of one (play: playing), or an
  inflection of such a word (plays, played);
- how long it takes to spot a word it knows: a random time, longer for each
  extra letter and for unfamiliar words, whose mean shrinks with the level;
  and the longest word it looks for at all (5 letters at level 1);
- how fast it writes: each word takes a few seconds to write down, so a
  player never finds more words than the round has time for, and a rich
  board is not emptied even at level 5.

Every draw for a word comes from a hash of the seed and the word, and the same
draws serve every level: a higher level knows a superset of the words, spots
each one sooner and looks for longer ones, so it finds as many points or more
on average. The seed makes a player deterministic: the same round, level and
seed give the same words at the same moments on every device.

Measured with bench/computer.py (40 boards, 180 s rounds): on 4x4 Boggle
boards, which hold about 79 words and 112 points, levels 1 to 5 write about
6, 13, 27, 46 and 69 words, for 6%, 14%, 29%, 52% and 83% of the board's
points; on 5x5 Big Boggle boards (154 words, 311 points) 6%, 14%, 25%, 40% and
62%, since a 5x5 board holds more words than anyone writes in three minutes.
Choosing the words takes 5 to 11 ms in CPython, the solve included.
"""

from __future__ import annotations

import bisect
import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .board import Board
from .dictionaries import get_dictionary
from .lexicon import Lexicon
from .rules import Rules
from .solver import solve


@dataclass(frozen=True)
class Level:
    """How a computer player of one level finds words."""

    number: int
    name: str
    knows: float
    """The share of unfamiliar dictionary words it knows."""
    spot: float
    """Mean seconds to spot a familiar word of the shortest length."""
    longer: float
    """How much longer spotting takes for each letter beyond the rules' shortest word."""
    longest: int
    """The longest word it looks for, in letters."""
    write: float
    """Seconds to write a word down, plus WRITE_PER_LETTER a letter."""


LEVELS: dict[int, Level] = {level.number: level for level in (
    Level(1, "beginner", knows=0.05, spot=420.0, longer=1.6, longest=5, write=4.0),
    Level(2, "casual", knows=0.20, spot=240.0, longer=1.5, longest=6, write=3.0),
    Level(3, "keen", knows=0.45, spot=130.0, longer=1.4, longest=7, write=2.4),
    Level(4, "strong", knows=0.75, spot=70.0, longer=1.3, longest=9, write=1.6),
    Level(5, "expert", knows=0.97, spot=30.0, longer=1.2, longest=25, write=0.9),
)}
READING = 3.0
"""Seconds everyone spends taking in the board before the first word."""
UNFAMILIAR = 1.6
"""How much longer spotting an unfamiliar word takes."""
WRITE_PER_LETTER = 0.12

ENDINGS = {
    "en": ("s", "es", "ed", "d", "ing", "er", "ers", "est", "ly", "y", "ies", "ied", "ier", "iest", "ily",
           "ness", "ment", "ments", "ful", "less", "able", "al", "ion", "ions", "ish", "ous", "ive", "en",
           "ence", "ance", "ity", "ings", "ist", "ism"),
    "fr": ("s", "e", "es", "x", "er", "ez", "ent", "ant", "ante", "ais", "ait", "aient", "ee", "ees", "eur",
           "eurs", "euse", "eux", "ion", "ions", "ment", "ments", "age", "ages", "ette", "ier", "iere", "able",
           "ite", "ure", "ise", "isme", "iste", "if", "ive", "al", "ale", "aux", "on", "ir", "re", "is", "it",
           "ons", "ont"),
}
"""Word endings per language, which link a familiar word to its stem and its inflections."""


class ComputerError(ValueError):
    """A level or a time that no computer player has."""


def computer_words(board: Board, rules: Rules, lexicon: Lexicon, common: Sequence[str], level: int, seed: int,
                   seconds: int) -> list[tuple[float, str]]:
    """The words a level's player writes in a round of `seconds`, each with the moment it is written."""
    if level not in LEVELS:
        raise ComputerError(f"computer levels run from 1 to {len(LEVELS)}, not {level}")
    if seconds <= 0:
        raise ComputerError(f"a computer player needs a round of some seconds, not {seconds}")
    skill = LEVELS[level]
    vocabulary = Vocabulary.of(tuple(common), get_dictionary(rules.dictionary).language)
    spotted = []
    for word in solve(board, lexicon, rules.min_length, rules.q_as_qu):
        know, when = _draws(seed, word)
        familiar = vocabulary.familiar(word)
        if len(word) > skill.longest or not (familiar or know < skill.knows):
            continue
        mean = skill.spot * skill.longer ** (len(word) - rules.min_length) * (1 if familiar else UNFAMILIAR)
        spotted.append((READING + mean * -math.log(when), word))
    written: list[tuple[float, str]] = []
    ready = 0.0
    for at, word in sorted(spotted):
        ready = max(at, ready) + skill.write + WRITE_PER_LETTER * len(word)
        if round(ready, 1) >= seconds:
            break
        written.append((round(ready, 1), word))
    return written


def _draws(seed: int, word: str) -> tuple[float, float]:
    """Two numbers in (0, 1) that depend only on the seed and the word."""
    digest = hashlib.sha256(f"{seed}:{word}".encode()).digest()
    first, second = int.from_bytes(digest[:8], "big"), int.from_bytes(digest[8:16], "big")
    return (first + 0.5) / 2**64, (second + 0.5) / 2**64


@dataclass(frozen=True)
class Vocabulary:
    """The familiar words of a language, as far as its common-word list tells them."""

    common: tuple[str, ...]
    """Sorted."""
    endings: tuple[str, ...]

    @staticmethod
    @lru_cache(maxsize=8)
    def of(common: tuple[str, ...], language: str) -> Vocabulary:
        """The vocabulary of a common-word list (cached: the page asks once a round)."""
        return Vocabulary(tuple(sorted(set(common))), ENDINGS.get(language, ENDINGS["en"]))

    def familiar(self, word: str) -> bool:
        """Whether a word is common, the stem of a common word, or a stem plus an ending."""
        if self.is_stem(word):
            return True
        for cut in range(1, min(5, len(word) - 3) + 1):
            head, ending = word[:-cut], word[-cut:]
            if ending in self.endings and any(self.is_stem(stem) for stem in _stems_before(head, ending)):
                return True
        return False

    def is_stem(self, word: str) -> bool:
        """Whether a word is common, or a common word is it plus an ending (playing, hoped, happier)."""
        if self._has(word):
            return True
        for stem in {word, word[:-1] if word.endswith("e") else word, word[:-1] + "i" if word.endswith("y") else word,
                     word + word[-1]}:
            i = bisect.bisect_left(self.common, stem)
            while i < len(self.common) and self.common[i].startswith(stem):
                if self.common[i][len(stem):] in self.endings:
                    return True
                i += 1
        return False

    def _has(self, word: str) -> bool:
        """Whether a word is on the common list."""
        i = bisect.bisect_left(self.common, word)
        return i < len(self.common) and self.common[i] == word


def _stems_before(head: str, ending: str) -> list[str]:
    """The stems a word may have before an ending: as written, with its e back, y for i, one of two consonants."""
    stems = [head, head + "e"]
    if head.endswith("i") and ending[0] in "eo":
        stems.append(head[:-1] + "y")
    if len(head) > 3 and head[-1] == head[-2]:
        stems.append(head[:-1])
    return stems
