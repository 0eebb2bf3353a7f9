"""This device's seat in a session: who plays here, the round in hand, the lists collected, the results.

Every device keeps its seat as tokens (the round it took, the words tokens it
collected, the results tokens it received), so what it shows can always be
judged again from what crossed between devices. The leader's seat also holds
the plan (rules, time, target, computer players, in the room or apart); the
leader announces rounds, and whoever judges a round (the leader, or anyone who
pastes every words link of a round played apart) collects the lists, approves
words and publishes the results.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from beguile.board import Board
from beguile.lexicon import Lexicon
from beguile.rules import get_rules
from beguile.session import Session, collect, invite, results
from beguile.token_codec import Problem, TokenError
from beguile.tokens import (RoundInvite, RoundResults, WordList, clean_name, clean_words,
                            format_round_token, format_words_token, new_session_id, parse_results_token,
                            parse_round_token, parse_words_token)

from .timing import closes_here, start_here

COUNTDOWNS = range(5, 121, 5)
"""Seconds between Announce and the start, in the room."""
WINDOWS = (60, 6 * 60, 24 * 60, 3 * 24 * 60, 7 * 24 * 60)
"""Minutes a round stays open for players apart."""
MOST_COMPUTERS = 3


@dataclass(frozen=True)
class Plan:
    """What the leader chose for the session."""

    rules: str
    seconds: int
    target: int | None = None
    computers: tuple[int, ...] = ()
    """The level of each computer player, 1 to 5."""
    apart: int | None = None
    """Minutes each round stays open for players apart; None when everyone is in the room."""
    countdown: int = 30


@dataclass(frozen=True)
class Seat:
    """One device's part in one session."""

    session: str
    me: str
    plan: Plan | None = None
    """Only on the leader's device."""
    invite: str | None = None
    """The round token in hand (the leader's as announced)."""
    starts: float | None = None
    """When play starts here (epoch ms on this device); None until a player apart starts."""
    words: tuple[str, ...] = ()
    """This player's words in the round in hand, folded, in the order written."""
    ended: bool = False
    """The round was ended here before its time."""
    lists: tuple[str, ...] = ()
    """Words tokens collected for the round in hand (when judging it)."""
    approved: tuple[str, ...] = ()
    rounds: tuple[str, ...] = ()
    """The results token of each judged round, in round order."""
    leader_name: str = ""
    """The leader's name, for a player who joined by the session's invitation before any round."""
    roster: tuple[str, ...] = ()
    """The players whose "I'm in" reached the leader (on the leader's device)."""
    sat_out: bool = False
    """The leader sits the round in hand out (players apart): the lists may be seen without playing it."""

    @property
    def leader(self) -> bool:
        return self.plan is not None


class Phase(StrEnum):
    """Where the round in hand stands on this device."""

    LOBBY = "lobby"
    """No round yet."""
    COUNTDOWN = "countdown"
    READY = "ready"
    """A round for players apart, not started here yet."""
    CLOSED = "closed"
    """A round for players apart that closed before this player started it."""
    PLAYING = "playing"
    DONE = "done"
    """Time is up: words to send, or lists to collect."""
    JUDGED = "judged"


@lru_cache(maxsize=64)
def invite_of(token: str) -> RoundInvite:
    """The round of a token this device made or took (cached: screens ask four times a second)."""
    return parse_round_token(token)


@lru_cache(maxsize=64)
def results_of(token: str) -> RoundResults:
    """The results of a token this device keeps (cached like invite_of)."""
    return parse_results_token(token)


def current(seat: Seat | None) -> RoundInvite | None:
    """The round in hand."""
    return invite_of(seat.invite) if seat is not None and seat.invite else None


def session_of(seat: Seat) -> Session:
    """The judged rounds, as a Session (running totals, target, winner)."""
    return Session.from_json({"session": seat.session, "rounds": list(seat.rounds)})


def ends_at(seat: Seat) -> float | None:
    """When play ends here (epoch ms)."""
    round_ = current(seat)
    return None if round_ is None or seat.starts is None else seat.starts + round_.seconds * 1000


def phase(seat: Seat, now: float) -> Phase:
    """Where the round in hand stands at `now` on this device's clock."""
    round_ = current(seat)
    if round_ is None:
        return Phase.LOBBY
    if any(results_of(token).invite.round == round_.round for token in seat.rounds):
        return Phase.JUDGED
    if seat.starts is None:
        closes = closes_here(round_, None)
        return Phase.CLOSED if closes is not None and now >= closes else Phase.READY
    if now < seat.starts:
        return Phase.COUNTDOWN
    if now < ends_at(seat) and not seat.ended:
        return Phase.PLAYING
    return Phase.DONE


def new_session(bits: int, me: str, plan: Plan) -> Seat:
    """The leader's seat in a new session (bits: 48 random bits for its id)."""
    get_rules(plan.rules)
    return Seat(new_session_id(bits), clean_name(me), plan)


def next_round(seat: Seat) -> int:
    """The number the next announced round takes."""
    numbers = [results_of(token).invite.round for token in seat.rounds]
    if seat.invite:
        numbers.append(current(seat).round)
    return max(numbers, default=0) + 1


def announce(seat: Seat, board: Board, lexicon: Lexicon, now: float) -> Seat:
    """The leader announces the next round on this board: in the room it starts after the countdown."""
    plan = seat.plan
    if plan is None:
        raise TokenError("only the leader announces rounds", Problem.INVALID)
    clock = int(now)
    start = clock + plan.countdown * 1000 if plan.apart is None else None
    closes = clock + plan.apart * 60_000 if plan.apart is not None else None
    made = invite(seat.session, next_round(seat), get_rules(plan.rules), board, lexicon, clock, seat.me,
                  seconds=plan.seconds, start=start, closes=closes, target=plan.target)
    return replace(seat, invite=format_round_token(made), starts=None if start is None else float(start), words=(),
                   ended=False, lists=(), approved=(), sat_out=False)


def live_token(seat: Seat, now: float) -> str:
    """The round token as the leader's screen shows it now: the same round, stamped with this second."""
    return format_round_token(replace(current(seat), clock=int(now // 1000 * 1000)))


def take(seat: Seat | None, round_: RoundInvite, me: str, received: float, offset: float | None) -> Seat:
    """A player takes a round: joining the session, the next round, or one that interrupts the round in hand."""
    token = format_round_token(round_)
    starts = start_here(round_, received, offset)
    if seat is None or seat.session != round_.session:
        return Seat(round_.session, clean_name(me), None, token, starts)
    held = current(seat)
    if held is not None and (held.round, held.key) == (round_.round, round_.key):
        if offset is not None and starts is not None and phase(seat, received) == Phase.COUNTDOWN:
            return replace(seat, starts=starts)  # a live code read after a link: the better start
        return seat
    if held is not None and round_.round < held.round:
        raise TokenError(f"round {round_.round} is older than round {held.round}", Problem.OTHER_ROUND)
    return replace(seat, invite=token, starts=starts, words=(), ended=False, lists=(), approved=())


def start_apart(seat: Seat, now: float) -> Seat:
    """A player apart starts the round now (once)."""
    return seat if seat.starts is not None else replace(seat, starts=now)


def write(seat: Seat, word: str) -> Seat:
    """The seat with one more word written (a word once)."""
    return seat if word in seat.words else replace(seat, words=seat.words + (word,))


def end_early(seat: Seat) -> Seat:
    """This player stops before the time is up."""
    return replace(seat, ended=True)


def my_list(seat: Seat) -> WordList:
    """This player's words for the round in hand."""
    return WordList.for_round(current(seat), seat.me, seat.words)


def my_words_token(seat: Seat) -> str:
    """The words token this device shows at the end of a round."""
    return format_words_token(my_list(seat))


def collected(seat: Seat) -> tuple[WordList, ...]:
    """The lists collected for the round in hand."""
    return tuple(parse_words_token(token) for token in seat.lists)


def add_lists(seat: Seat, lists: list[WordList], replace_list: bool = False) -> Seat:
    """The seat with more lists collected; a list from another round or a second one from a player is refused."""
    round_ = current(seat)
    gathered = collected(seat)
    for words in lists:
        gathered = collect(round_, gathered, words, replace_list)
    return replace(seat, lists=tuple(format_words_token(words) for words in gathered))


def approve(seat: Seat, word: str, approved: bool) -> Seat:
    """The seat with a word approved (for every player who wrote it) or no longer approved."""
    words = set(seat.approved)
    words = words | {word} if approved else words - {word}
    return replace(seat, approved=clean_words(words))


def draft(seat: Seat) -> RoundResults:
    """The results of the round in hand as judged so far: the next edition when it was published before."""
    held = round_results(seat, current(seat).round)
    return results(current(seat), collected(seat), seat.approved, 1 if held is None else held.edition + 1)


def late(seat: Seat) -> bool:
    """Whether lists or approvals changed since the round in hand was published (it may be published again)."""
    held = round_results(seat, current(seat).round) if current(seat) is not None else None
    if held is None:
        return False
    made = draft(seat)
    return (set(made.lists), made.approved) != (set(held.lists), held.approved)


def hides_lists(seat: Seat, now: float) -> bool:
    """Whether the leader must not see the lists yet: a round for players apart they have neither played
    nor sat out (and may still play)."""
    round_ = current(seat)
    if not seat.leader or round_ is None or round_.start is not None or seat.sat_out:
        return False
    return phase(seat, now) in (Phase.READY, Phase.PLAYING)


def sit_out(seat: Seat) -> Seat:
    """The leader sits the round in hand out."""
    return replace(seat, sat_out=True)



def publish(seat: Seat) -> tuple[Seat, RoundResults]:
    """The judge publishes the round: its results join the session."""
    made = draft(seat)
    return receive(seat, made), made


def receive(seat: Seat, made: RoundResults) -> Seat:
    """The seat with a round's results (they replace any earlier results of that round)."""
    session = session_of(seat).with_results(made)
    return replace(seat, rounds=tuple(session.to_json()["rounds"]))


def round_results(seat: Seat, number: int) -> RoundResults | None:
    """The results of one round, if this device has them."""
    for token in seat.rounds:
        made = results_of(token)
        if made.invite.round == number:
            return made
    return None

