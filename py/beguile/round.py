"""A round on one device: the dealt board, the clock, and the words found so far.

The page keeps nothing else about a round: it stores `round.to_json()` after
every change and reads it back with `Round.from_json`, which refuses anything
it cannot trust, so a reload or a killed tab resumes the same round. Time is
given in milliseconds since the epoch by the caller; the engine reads no clock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .board import Board, BoardError
from .deal import Deal, Planted
from .dictionaries import is_word
from .excerpt import excerpt
from .judge import PlayerResult, check_entry, judge_round
from .lexicon import Lexicon
from .rules import Rules, UnknownRules, get_rules
from .scoring import Status, WordResult
from .solver import find_path, solve

TIME_STEP = 15
"""Seconds that + and - add to or take from the timer."""
SHORTEST_TIME, LONGEST_TIME = 15, 900
PLAYER = "you"
"""The one player of a round on one device, as judge_round names it."""
MAX_SEED = 2**53 - 1
"""The page deals seeds of 53 bits, which a JavaScript number holds exactly."""
EARLIEST_START = 1_577_836_800_000
"""2020-01-01 in epoch milliseconds: no round of this game started earlier."""
LATEST_END = 4_102_444_800_000
"""2100-01-01 in epoch milliseconds: a later end time is a damaged one."""
CLOCK_SLACK = 60_000
"""How far (milliseconds) a saved round may seem to start after now: clocks get corrected."""
MAX_FOUND = 10_000
"""More words than anyone enters in a round (the random 10x10 boards measured held up to 3,306
French words); a longer list is damaged, and checking each word on the board would stall the page."""


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
    paused_at: float | None = None
    """When the clock was paused (the player away from the board), in epoch milliseconds; None when it runs."""

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
        """Seconds left (never below zero), or None without a clock; a paused clock stays where it stopped."""
        if self.ends_at is None:
            return None
        return 0.0 if self.over else max(0.0, (self.ends_at - self._clock(now)) / 1000)

    def is_over(self, now: float) -> bool:
        """Whether the round has ended, by time or by the player (a paused clock does not run out)."""
        return self.over or (self.ends_at is not None and self._clock(now) >= self.ends_at)

    def _clock(self, now: float) -> float:
        """The time the clock reads: now, or the moment it was paused."""
        return now if self.paused_at is None else min(now, self.paused_at)

    @property
    def paused(self) -> bool:
        """Whether the clock is paused."""
        return self.paused_at is not None

    def pause(self, now: float) -> Round:
        """The round with its clock stopped now (a running, timed round only)."""
        if self.paused or self.ends_at is None or self.is_over(now):
            return self
        return replace(self, paused_at=now)

    def resume(self, now: float) -> Round:
        """The round with its clock running again from where it stopped (the end moves by the pause)."""
        if not self.paused or self.ends_at is None:
            return self
        away = max(0.0, now - self.paused_at)
        return replace(self, ends_at=self.ends_at + away, paused_at=None)

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
            "paused_at": self.paused_at,
        }

    @classmethod
    def from_json(cls, data: object, now: float | None = None) -> Round:
        """A round from to_json's data; anything it cannot trust raises RoundError, nothing else.

        With now (epoch milliseconds), a round that would start more than a minute
        later is refused too: its clock cannot be trusted.
        """
        return _read_round(data, now)


def _read_round(data: object, now: float | None) -> Round:
    """The checks behind Round.from_json, each before the value is used."""
    if not isinstance(data, dict):
        raise _unreadable(f"it should be an object, not {excerpt(data)}")
    rules_name, board_text = _field(data, "rules", str), _field(data, "board", str)
    try:
        rules, board = get_rules(rules_name), Board.from_text(board_text)
    except (UnknownRules, BoardError) as error:  # their messages name the value
        raise _unreadable(str(error)) from None
    if board.rows != board.cols or board.rows * board.cols > rules.source.capacity:
        raise _unreadable(f"{rules.name} deals no {board.rows}x{board.cols} board")
    seed = _field(data, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise _unreadable("the seed is not between 0 and 2**53 - 1")
    seconds = _field(data, "seconds", int)
    if not SHORTEST_TIME <= seconds <= LONGEST_TIME:
        raise _unreadable(f"the timer is not {SHORTEST_TIME} to {LONGEST_TIME} seconds")
    ends_at = _read_ends_at(_field(data, "ends_at", (int, float), optional=True), seconds, now)
    planted = _read_planted(_field(data, "planted", dict, optional=True), board)
    found = _read_found(_field(data, "found", list), board, rules)
    over = _field(data, "over", bool)
    revealed = _field(data, "revealed", bool) if "revealed" in data else False  # saved before Show was kept
    paused_at = _read_paused_at(data, ends_at, seconds) if "paused_at" in data else None  # saved before pauses
    return Round(Deal(board, rules.name, seed, planted), seconds, ends_at, found, over, revealed, paused_at)


def _unreadable(reason: str) -> RoundError:
    """The error for a saved round that cannot be trusted, saying why."""
    return RoundError(f"saved round is unreadable: {reason}")


KINDS = {str: "text", int: "a whole number", (int, float): "a number", bool: "true or false",
         list: "a list", dict: "an object"}
"""What a field of each kind should be, in an error message."""


def _field(data: dict, key: str, kind: type | tuple[type, ...], optional: bool = False):
    """data[key], which must be of kind (null too when optional); bool is never taken for a number."""
    if key not in data:
        raise _unreadable(f"{key!r} is missing")
    value = data[key]
    if value is None and optional:
        return None
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise _unreadable(f"{key!r} should be {KINDS[kind]}, not {excerpt(value)}")
    return value


def _read_ends_at(ends_at: float | None, seconds: int, now: float | None) -> float | None:
    """The end time of a timed round, which must fall when a round of this game could run."""
    if ends_at is None:
        return None
    if isinstance(ends_at, float) and math.isnan(ends_at):
        raise _unreadable("the end time is not a number")
    starts_at = ends_at - seconds * 1000
    if starts_at < EARLIEST_START:
        raise _unreadable("it would have started before the game existed")
    if ends_at > LATEST_END:
        raise _unreadable("its end time is absurdly far ahead")
    if now is not None and starts_at > now + CLOCK_SLACK:
        raise _unreadable("it would start in the future")
    return ends_at


def _read_paused_at(data: dict, ends_at: float | None, seconds: int) -> float | None:
    """When a saved round's clock was paused: a moment while it ran, and only on a timed round."""
    paused_at = _field(data, "paused_at", (int, float), optional=True)
    if paused_at is None:
        return None
    if ends_at is None:
        raise _unreadable("a round without a clock cannot be paused")
    if isinstance(paused_at, float) and math.isnan(paused_at):
        raise _unreadable("the pause time is not a number")
    if not ends_at - seconds * 1000 <= paused_at <= ends_at:
        raise _unreadable("it was paused while it was not running")
    return float(paused_at)


def _read_planted(data: dict | None, board: Board) -> Planted | None:
    """The planted word of a saved round, which must lie on its board."""
    if data is None:
        return None
    word, path = data.get("word"), data.get("path")
    if not (isinstance(word, str) and isinstance(path, list) and all(_is_cell(cell) for cell in path)):
        raise _unreadable("the planted word needs a word and a path of [row, column] cells")
    cells = tuple((row, col) for row, col in path)
    if not cells or not board.is_path(cells) or board.spell(cells) != word:
        raise _unreadable(f"the planted word {excerpt(word)} is not on the board along its path")
    return Planted(word, cells)


def _is_cell(cell: object) -> bool:
    """Whether cell is [row, column], two whole numbers (not true or false)."""
    return (isinstance(cell, list) and len(cell) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in cell))


def _read_found(words: list, board: Board, rules: Rules) -> tuple[str, ...]:
    """The found words: distinct lowercase a-z words, long enough, each on the board."""
    if len(words) > MAX_FOUND:
        raise _unreadable(f"{len(words)} found words, more than {MAX_FOUND}")
    for word in words:
        if not (isinstance(word, str) and is_word(word)):
            raise _unreadable(f"found word {excerpt(word)} is not lowercase a to z")
        if len(word) < rules.min_length or len(word) > 2 * len(board.faces):
            raise _unreadable(f"found word {excerpt(word)} has a length {rules.name} cannot accept")
        if find_path(board, word, rules.q_as_qu) is None:
            raise _unreadable(f"found word {excerpt(word)} is not on the board")
    if len(set(words)) != len(words):
        raise _unreadable("a found word appears twice")
    return tuple(words)
