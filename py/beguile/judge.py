"""Judging: each word a player wrote gets a status and points, each player a total.

A word is too short, not on the board, not in the dictionary (unless a session
leader approved it), or it stands; then the rules' scoring deals with words that
several players found and with bonuses. A match adds rounds up.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .board import Board
from .dictionaries import normalise
from .lexicon import Lexicon
from .rules import Rules
from .scoring import Status, WordResult
from .solver import find_path


@dataclass(frozen=True)
class PlayerResult:
    """A player's words in one round, and their total."""

    words: tuple[WordResult, ...]

    @property
    def total(self) -> int:
        """The points of the round."""
        return sum(result.points for result in self.words)


@dataclass(frozen=True)
class RoundResult:
    """Every player's result in one round."""

    players: Mapping[str, PlayerResult]

    def totals(self) -> dict[str, int]:
        """Each player's points in this round."""
        return {player: result.total for player, result in self.players.items()}


def check_word(board: Board, rules: Rules, lexicon: Lexicon, word: str,
               approved: Collection[str] = ()) -> WordResult:
    """A word's status before duplicates count: too short, not on board, not in dictionary, or it stands."""
    word = normalise(word)
    if len(word) < rules.min_length:
        return WordResult(word, Status.TOO_SHORT)
    path = find_path(board, word, rules.q_as_qu) if word.isascii() and word.isalpha() else None
    if path is None:
        return WordResult(word, Status.NOT_ON_BOARD)
    if word in lexicon:
        return WordResult(word, Status.VALID, path=path)
    if word in approved:
        return WordResult(word, Status.APPROVED, path=path)
    return WordResult(word, Status.NOT_IN_DICTIONARY, path=path)


def check_entry(board: Board, rules: Rules, lexicon: Lexicon, word: str, found: Collection[str]) -> WordResult:
    """Instant feedback for one player entering a word: already found, refused, or its points."""
    result = check_word(board, rules, lexicon, word)
    if result.accepted and result.word in found:
        return WordResult(result.word, Status.ALREADY_FOUND, path=result.path)
    if result.accepted:
        return WordResult(result.word, result.status, rules.points(len(result.word)), result.path)
    return result


def judge_round(board: Board, rules: Rules, lexicon: Lexicon, lists: Mapping[str, Sequence[str]],
                approved: Iterable[str] = ()) -> RoundResult:
    """Every player's words checked and scored under the rules."""
    approved = {normalise(word) for word in approved}
    checked = {player: _check_list(board, rules, lexicon, words, approved) for player, words in lists.items()}
    scored = rules.scoring.score(rules, checked)
    return RoundResult({player: PlayerResult(tuple(results)) for player, results in scored.items()})


def _check_list(board: Board, rules: Rules, lexicon: Lexicon, words: Sequence[str],
                approved: Collection[str]) -> list[WordResult]:
    """A player's list checked, each word once (a word written twice counts once)."""
    seen: set[str] = set()
    results = []
    for word in words:
        result = check_word(board, rules, lexicon, word, approved)
        if result.word and result.word not in seen:
            seen.add(result.word)
            results.append(result)
    return results


@dataclass(frozen=True)
class Match:
    """Rounds played by the same players, with running totals."""

    rounds: tuple[RoundResult, ...] = field(default=())

    def add(self, result: RoundResult) -> Match:
        """The match with one more round."""
        return Match(self.rounds + (result,))

    def running_totals(self) -> list[dict[str, int]]:
        """Each player's points after each round."""
        running: dict[str, int] = {}
        history = []
        for result in self.rounds:
            for player, points in result.totals().items():
                running[player] = running.get(player, 0) + points
            history.append(dict(running))
        return history

    def totals(self) -> dict[str, int]:
        """Each player's points over every round so far."""
        history = self.running_totals()
        return history[-1] if history else {}

    def first_to(self, target: int) -> str | None:
        """The first player to reach target; if several reach it in one round, the one ahead (a tie waits)."""
        for totals in self.running_totals():
            reached = {player: total for player, total in totals.items() if total >= target}
            if reached:
                best = max(reached.values())
                leaders = [player for player, total in reached.items() if total == best]
                if len(leaders) == 1:
                    return leaders[0]
        return None
