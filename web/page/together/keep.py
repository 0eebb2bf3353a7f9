"""What play together keeps on the device: the player's name, the session seat, the referee's game,
the computer players and origin of the solo round, and the boards of the day played.

One JSON record with a format/parse pair. The parser trusts nothing: tokens are
read back through their own parsers, every other value is checked, and
anything wrong raises `SavedError`, never another exception.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from datetime import date

from beguile.board import Board, BoardError
from beguile.computer import LEVELS
from beguile.round import LONGEST_TIME, SHORTEST_TIME
from beguile.rules import RULES
from beguile.token_codec import TokenError, check_name
from beguile.tokens import parse_board_token, parse_round_token, parse_words_token

from ..saved import SavedError
from .referee_game import MOST_PLAYERS, Referee, Sheet
from .seat import MOST_COMPUTERS, Plan, Seat, results_of

KEEP_VERSION = 1
KEPT_DAYS = 60
"""Boards of the day remembered per game."""
KEPT_SESSIONS = 20
"""Finished sessions remembered, newest first."""


@dataclass(frozen=True)
class Solo:
    """What goes with the solo round in play: its computer players and where its board came from."""

    board: str
    seed: int
    rivals: tuple[int, ...] = ()
    day: str | None = None
    """The ISO date of a board of the day."""
    shared: str | None = None
    """The shared-board token it came from."""
    elapsed: float | None = None
    """Seconds the round lasted, once it is over (the computer players stop writing then)."""


@dataclass(frozen=True)
class DayResult:
    """A board of the day played: the points, the words found and the longest."""

    points: int
    words: int
    longest: str = ""


@dataclass(frozen=True)
class Kept:
    """Everything play together keeps."""

    name: str = ""
    seat: Seat | None = None
    referee: Referee | None = None
    rivals: tuple[int, ...] = ()
    """Computer players of the next solo rounds, by level."""
    solo: Solo | None = None
    days: dict[str, dict[str, DayResult]] = field(default_factory=dict)
    """Rules name -> ISO date -> result."""
    past: tuple[Seat, ...] = ()
    """Sessions left or replaced after at least one judged round, newest first (their tables stay here)."""


def with_seat(kept: Kept, seat: Seat | None) -> Kept:
    """The kept record with another seat (or none); a session with judged rounds it leaves goes to the past."""
    old = kept.seat
    past = kept.past
    if old is not None and old.rounds and (seat is None or seat.session != old.session):
        past = (old, *(p for p in past if p.session != old.session))[:KEPT_SESSIONS]
    return replace(kept, seat=seat, past=past)


def record_day(kept: Kept, rules: str, day: date, result: DayResult) -> Kept:
    """The first result of a game's board of the day is kept (the last KEPT_DAYS days)."""
    games = dict(kept.days)
    played = dict(games.get(rules, {}))
    if day.isoformat() in played:
        return kept
    played[day.isoformat()] = result
    games[rules] = dict(sorted(played.items())[-KEPT_DAYS:])
    return replace(kept, days=games)


def format_kept(kept: Kept) -> str:
    """The kept record as JSON text."""
    data = asdict(kept)
    data["v"] = KEEP_VERSION
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def parse_kept(text: object) -> Kept:
    """The kept record from JSON text; SavedError names what cannot be read."""
    if not isinstance(text, str):
        raise SavedError("play together is not text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SavedError("play together is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != KEEP_VERSION:
        raise SavedError("play together is from another version")
    try:
        name = data.get("name", "")
        if not isinstance(name, str) or (name and _name(name) != name):
            raise SavedError("bad name")
        past = data.get("past", [])
        if not isinstance(past, list) or len(past) > KEPT_SESSIONS:
            raise SavedError("bad past sessions")
        return Kept(name, _seat(data.get("seat")), _referee(data.get("referee")), _levels(data.get("rivals", [])),
                    _solo(data.get("solo")), _days(data.get("days", {})), tuple(_seat(p) for p in past))
    except (TokenError, BoardError, KeyError, TypeError, ValueError) as error:
        if isinstance(error, SavedError):
            raise
        raise SavedError(f"play together: {error}") from None


def _name(name: object) -> str:
    if not isinstance(name, str):
        raise SavedError("a name is not text")
    check_name(name)
    return name


def _levels(levels: object) -> tuple[int, ...]:
    if not isinstance(levels, list) or len(levels) > MOST_COMPUTERS or not all(
            type(level) is int and level in LEVELS for level in levels):
        raise SavedError("bad computer players")
    return tuple(levels)


def _words(words: object) -> tuple[str, ...]:
    if not isinstance(words, list) or not all(isinstance(w, str) and w.isascii() and w.isalpha() and w.islower()
                                              and len(w) <= 50 for w in words):
        raise SavedError("bad words")
    return tuple(words)


def _tokens(tokens: object, parse) -> tuple[str, ...]:
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
        raise SavedError("bad tokens")
    for token in tokens:
        parse(token)
    return tuple(tokens)


def _moment(value: object) -> float | None:
    if value is not None and not (isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0):
        raise SavedError("bad time")
    return None if value is None else float(value)


def _plan(data: object) -> Plan | None:
    if data is None:
        return None
    rules, seconds, target = data["rules"], data["seconds"], data["target"]
    apart, countdown = data["apart"], data["countdown"]
    if rules not in RULES or type(seconds) is not int or not SHORTEST_TIME <= seconds <= LONGEST_TIME:
        raise SavedError("bad plan")
    if not (target is None or (type(target) is int and 1 <= target <= 100_000)):
        raise SavedError("bad target")
    if not (apart is None or (type(apart) is int and 1 <= apart <= 400 * 24 * 60)) or type(countdown) is not int \
            or not 1 <= countdown <= 600:
        raise SavedError("bad plan times")
    return Plan(rules, seconds, target, _levels(data["computers"]), apart, countdown)


def _seat(data: object) -> Seat | None:
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data["session"], str):
        raise SavedError("bad seat")
    invite = data["invite"]
    if invite is not None:
        if not isinstance(invite, str) or parse_round_token(invite).session != data["session"]:
            raise SavedError("the round in hand is from another session")
    ended = data["ended"]
    if type(ended) is not bool:
        raise SavedError("bad seat flag")
    leader_name, sat_out = data.get("leader_name", ""), data.get("sat_out", False)
    if type(sat_out) is not bool or (leader_name and _name(leader_name) != leader_name):
        raise SavedError("bad seat")
    roster = data.get("roster", [])
    if not isinstance(roster, list):
        raise SavedError("bad roster")
    seat = Seat(data["session"], _name(data["me"]), _plan(data["plan"]), invite, _moment(data["starts"]),
                _words(data["words"]), ended, _tokens(data["lists"], parse_words_token), _words(data["approved"]),
                _tokens(data["rounds"], results_of), leader_name, tuple(_name(n) for n in roster), sat_out)
    if any(results_of(token).invite.session != seat.session for token in seat.rounds):
        raise SavedError("results from another session")
    return seat


def _sheet(data: object) -> Sheet:
    Board.from_text(data["board"])
    lists = data["lists"]
    if not isinstance(lists, list) or not all(isinstance(item, list) and len(item) == 2 for item in lists):
        raise SavedError("bad lists")
    return Sheet(data["board"], tuple((_name(player), _words(words)) for player, words in lists),
                 _words(data["approved"]))


def _referee(data: object) -> Referee | None:
    if data is None:
        return None
    players = data["players"]
    if data["rules"] not in RULES or not isinstance(players, list) or not 2 <= len(players) <= MOST_PLAYERS:
        raise SavedError("bad referee game")
    target = data["target"]
    if not (target is None or (type(target) is int and 1 <= target <= 100_000)):
        raise SavedError("bad target")
    rounds = data["rounds"]
    if not isinstance(rounds, list):
        raise SavedError("bad rounds")
    sheet = None if data["sheet"] is None else _sheet(data["sheet"])
    return Referee(data["rules"], tuple(_name(p) for p in players), target, tuple(_sheet(r) for r in rounds), sheet,
                   _moment(data["ends"]))


def _solo(data: object) -> Solo | None:
    if data is None:
        return None
    Board.from_text(data["board"])
    seed, day, shared, elapsed = data["seed"], data["day"], data["shared"], data.get("elapsed")
    if type(seed) is not int:
        raise SavedError("bad seed")
    if day is not None:
        date.fromisoformat(day)
    if shared is not None:
        parse_board_token(shared)
    if elapsed is not None and not (isinstance(elapsed, (int, float)) and 0 <= elapsed <= LONGEST_TIME):
        raise SavedError("bad round length")
    return Solo(data["board"], seed, _levels(data["rivals"]), day, shared, elapsed)


def _days(data: object) -> dict[str, dict[str, DayResult]]:
    if not isinstance(data, dict):
        raise SavedError("bad days")
    games = {}
    for rules, played in data.items():
        if rules not in RULES or not isinstance(played, dict):
            raise SavedError("bad days")
        kept = {}
        for day, result in played.items():
            date.fromisoformat(day)
            points, words, longest = result["points"], result["words"], result["longest"]
            if not (type(points) is int and type(words) is int and 0 <= points < 10**6 and 0 <= words < 10**4):
                raise SavedError("bad day result")
            kept[day] = DayResult(points, words, _words([longest])[0] if longest else "")
        games[rules] = kept
    return games
