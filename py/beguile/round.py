"""A round on one device: the dealt board, the clock, and the words found so far.

The page keeps nothing else about a round: it stores `round.to_json()` after
every change and reads it back with `Round.from_json`, which refuses anything
it cannot trust, so a reload or a killed tab resumes the same round. Time is
given in milliseconds since the epoch by the caller; the engine reads no clock.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .board import Board
from .deal import Deal, Planted
from .judge import PlayerResult, check_entry, judge_round
from .lexicon import Lexicon
from .rules import Rules, get_rules
from .scoring import Status, WordResult
from .solver import solve

TIME_STEP = 15
"""Seconds that + and - add to or take from the timer."""
SHORTEST_TIME, LONGEST_TIME = 15, 900
PLAYER = "you"
"""The one player of a round on one device, as judge_round names it."""


class RoundError(ValueError):
    """A saved round that cannot be trusted, or a move the round does not allow."""


def change_time(seconds: int, steps: int) -> int:
    """The timer after pressing + (steps > 0) or - (steps < 0), kept within bounds."""
    return max(SHORTEST_TIME, min(LONGEST_TIME, seconds + steps * TIME_STEP))


@dataclass(frozen=True)
class Round:
    """One round in progress or over: what was dealt, when time is up, what was found."""

    deal: Deal
    seconds: int
    ends_at: float | None
    """When time is up, in epoch milliseconds; None when practising without a timer."""
    found: tuple[str, ...] = ()
    """The accepted words, in the order the player entered them."""
    over: bool = False
    revealed: bool = False
    """Whether Show revealed the planted word while the round ran (it then no longer scores)."""

    @classmethod
    def start(cls, deal: Deal, seconds: int, now: float, practice: bool = False) -> Round:
        """A round that starts now and runs for seconds (or without a clock in practice)."""
        return cls(deal, seconds, None if practice else now + seconds * 1000)

    @property
    def rules(self) -> Rules:
        """The rules the round is played under."""
        return get_rules(self.deal.rules)

    @property
    def board(self) -> Board:
        """The dealt board."""
        return self.deal.board

    def scored(self, lexicon: Lexicon) -> PlayerResult:
        """The found words scored as the rules score a round (the longest-word game, a session's bonus)."""
        return judge_round(self.board, self.rules, lexicon, {PLAYER: list(self.found)}).players[PLAYER]

    def remaining(self, now: float) -> float | None:
        """Seconds left (never below zero), or None without a clock."""
        if self.ends_at is None:
            return None
        return 0.0 if self.over else max(0.0, (self.ends_at - now) / 1000)

    def is_over(self, now: float) -> bool:
        """Whether the round has ended, by time or by the player."""
        return self.over or (self.ends_at is not None and now >= self.ends_at)

    def finish(self) -> Round:
        """The round, ended."""
        return replace(self, over=True)

    def reveal(self) -> Round:
        """The round after Show: a planted word not yet found will score nothing."""
        return self if self.over else replace(self, revealed=True)

    @property
    def planted_found(self) -> bool:
        """Whether the player found the planted word."""
        planted = self.deal.planted
        return planted is not None and planted.word in self.found

    def enter(self, word: str, lexicon: Lexicon, now: float) -> tuple[Round, WordResult]:
        """Judge a word the player entered; an accepted word joins the found words."""
        if self.is_over(now):
            raise RoundError("the round is over")
        result = check_entry(self.board, self.rules, lexicon, word, set(self.found))
        planted = self.deal.planted
        if result.accepted and self.revealed and planted is not None and result.word == planted.word:
            return self, WordResult(result.word, Status.REVEALED, path=result.path)
        if result.accepted:
            return replace(self, found=self.found + (result.word,)), result
        return self, result

    def every_word(self, lexicon: Lexicon) -> list[tuple[str, tuple[tuple[int, int], ...], bool]]:
        """Every word on the board with one path, and whether the player found it (longest first)."""
        found = set(self.found)
        words = solve(self.board, lexicon, self.rules.min_length, self.rules.q_as_qu)
        ordered = sorted(words.items(), key=lambda item: (-len(item[0]), item[0]))
        return [(word, path, word in found) for word, path in ordered]

    def to_json(self) -> dict:
        """The round as plain JSON data, which from_json reads back."""
        planted = self.deal.planted
        return {
            "rules": self.deal.rules, "board": self.board.to_text(), "seed": self.deal.seed,
            "planted": {"word": planted.word, "path": [list(c) for c in planted.path]} if planted else None,
            "seconds": self.seconds, "ends_at": self.ends_at,
            "found": list(self.found), "over": self.over, "revealed": self.revealed,
        }

    @classmethod
    def from_json(cls, data: object) -> Round:
        """A round from to_json's data; anything inconsistent raises RoundError."""
        try:
            return _read_round(data)
        except (KeyError, TypeError, ValueError) as error:
            raise RoundError(f"saved round is unreadable: {error}") from None


def _read_round(data: object) -> Round:
    """The checks behind Round.from_json."""
    if not isinstance(data, dict):
        raise RoundError("not an object")
    rules = get_rules(data["rules"])
    board = Board.from_text(data["board"])
    planted = _read_planted(data["planted"], board)
    seconds, ends_at, seed = data["seconds"], data["ends_at"], data["seed"]
    if not (isinstance(seconds, int) and isinstance(seed, int)):
        raise RoundError("bad timer or seed")
    if ends_at is not None and not isinstance(ends_at, (int, float)):
        raise RoundError("bad end time")
    found = tuple(data["found"])
    if not all(isinstance(word, str) for word in found):
        raise RoundError("bad found words")
    over, revealed = data["over"], data.get("revealed", False)
    if not isinstance(over, bool) or not isinstance(revealed, bool):
        raise RoundError("bad end or Show flag")
    return Round(Deal(board, rules.name, seed, planted), seconds, ends_at, found, over, revealed)


def _read_planted(data: object, board: Board) -> Planted | None:
    """The planted word of a saved round, which must lie on its board."""
    if data is None:
        return None
    word, path = data["word"], tuple(tuple(cell) for cell in data["path"])
    if not isinstance(word, str) or not board.is_path(path) or board.spell(path) != word:
        raise RoundError("the planted word is not on the board")
    return Planted(word, path)
