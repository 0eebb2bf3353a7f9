"""Scoring a round: from each player's checked words to statuses and points.

The checks that need the board and the lexicon happen first (see `judge`);
what is left here depends only on the rules and on who found what: words that
several players found, the longest-word bonus, the single-word game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from .board import Path

if TYPE_CHECKING:
    from .rules import Rules


class Status(StrEnum):
    """What became of a word a player wrote down."""

    VALID = "valid"
    DUPLICATE = "duplicate"
    NOT_IN_DICTIONARY = "not-in-dictionary"
    NOT_ON_BOARD = "not-on-board"
    TOO_SHORT = "too-short"
    APPROVED = "approved"
    ALREADY_FOUND = "already-found"
    REVEALED = "revealed"
    """The planted word, entered after Show revealed it: it scores nothing."""


ACCEPTED = frozenset({Status.VALID, Status.APPROVED})


@dataclass(frozen=True)
class WordResult:
    """One word of a player's list: its status, its points and a path on the board."""

    word: str
    status: Status
    points: int = 0
    path: Path | None = None

    @property
    def accepted(self) -> bool:
        """Whether the word stands (found in the dictionary or approved, and on the board)."""
        return self.status in ACCEPTED


Lists = Mapping[str, Sequence[WordResult]]
"""Each player's words, checked against board and lexicon but not yet scored."""
Scored = dict[str, list[WordResult]]
RoundScorer = Callable[["Rules", Lists], Scored]
"""A rules record's way of turning checked lists into points."""


def score_words(rules: Rules, lists: Lists) -> Scored:
    """Points by length, shared words per the rules, and the longest-word bonus."""
    finders = Counter(word for results in lists.values() for word in {r.word for r in results if r.accepted})
    bonus = longest_word_bonus(lists, finders) if rules.longest_bonus else None
    policy = rules.duplicates
    scored: Scored = {}
    for player, results in lists.items():
        scored[player] = []
        for result in results:
            if not result.accepted:
                scored[player].append(result)
                continue
            shared = finders[result.word] > 1
            times = policy.shared if shared else policy.unique
            if not shared and bonus == (player, len(result.word)):
                times = rules.longest_bonus or times
            status = Status.DUPLICATE if shared and policy.marked else result.status
            scored[player].append(replace(result, status=status, points=rules.points(len(result.word)) * times))
    return scored


def longest_word_bonus(lists: Lists, finders: Counter[str]) -> tuple[str, int] | None:
    """The player who alone holds the longest word nobody else found, and its length."""
    longest: dict[str, int] = {}
    for player, results in lists.items():
        lengths = [len(r.word) for r in results if r.accepted and finders[r.word] == 1]
        if lengths:
            longest[player] = max(lengths)
    if not longest:
        return None
    top = max(longest.values())
    holders = [player for player, length in longest.items() if length == top]
    return (holders[0], top) if len(holders) == 1 else None


def score_longest_word(rules: Rules, lists: Lists) -> Scored:
    """The single-word game: one point to each player whose accepted word is the longest."""
    best = {player: max((len(r.word) for r in results if r.accepted), default=0) for player, results in lists.items()}
    top = max(best.values(), default=0)
    scored: Scored = {}
    for player, results in lists.items():
        winner = top > 0 and best[player] == top
        scored[player] = []
        for result in results:
            point = 1 if winner and result.accepted and len(result.word) == top else 0
            if point:
                winner = False
            scored[player].append(replace(result, points=point))
    return scored


@dataclass(frozen=True)
class Scoring:
    """How a rules record turns checked lists into points, and what a page should show for it."""

    score: RoundScorer
    per_word: bool = True
    """Whether each word earns its own points; in the single-word game only the longest counts, so pages show lengths."""


WORD_POINTS = Scoring(score_words)
LONGEST_WORD = Scoring(score_longest_word, per_word=False)
