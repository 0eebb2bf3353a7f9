"""What the session screen shows: the session's facts, where the round stands, what can be done, the totals."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..text import Text
from .roster import leader_of, missing
from .seat import Phase, Seat, current, ends_at, hides_lists, next_round, phase
from .timing import closes_here, seconds_until


@dataclass(frozen=True)
class Standing:
    """A player and their running total."""

    player: str
    total: int
    label: str
    winner: bool


@dataclass(frozen=True)
class SessionView:
    """The session screen, drawn from the seat."""

    heading: str
    facts: tuple[str, ...]
    phase: str
    status: str
    actions: tuple[str, ...]
    """The buttons to show, by name, the first one the main action."""
    announce: str
    """The Announce button's text."""


def rules_of_seat(seat: Seat) -> tuple[str | None, int, int | None, str]:
    """(rules, seconds, target, leader) of the session as this device knows them (no rules yet for a player
    who joined before the first round)."""
    held = current(seat)
    if held is not None:
        return held.rules, held.seconds, held.target, held.leader
    plan = seat.plan
    if plan is None:
        return None, 0, None, leader_of(seat)
    return plan.rules, plan.seconds, plan.target, seat.me


def facts(seat: Seat, text: Text) -> tuple[str, ...]:
    """The game, the time, the target and where everyone plays."""
    rules, seconds, target, _ = rules_of_seat(seat)
    if rules is None:
        return ()
    parts = [text(f"game.{rules}.title"), text("together.facts.time", time=text.duration(seconds))]
    if target is not None:
        parts.append(text("table.target", points=text.points(target)))
    held = current(seat)
    apart = seat.plan.apart is not None if seat.plan else held is not None and held.start is None
    parts.append(text("together.facts.apart" if apart else "together.facts.room"))
    return tuple(parts)


def time_left(milliseconds: float, text: Text) -> str:
    """A while in words, rounded up: minutes under one and a half hours, hours under two days, then days."""
    minutes = max(1, int(-(-milliseconds // 60_000)))
    if minutes < 90:
        return text.plural("together.left.minutes", minutes)
    hours = int(-(-minutes // 60))
    if hours < 48:
        return text.plural("together.left.hours", hours)
    return text.plural("together.left.days", int(-(-hours // 24)))


def status(seat: Seat, now: float, text: Text) -> tuple[str, str]:
    """The phase and what the screen says about it."""
    now_phase = phase(seat, now)
    held = current(seat)
    number = held.round if held else next_round(seat)
    if now_phase == Phase.LOBBY:
        key = "session.status.lobby.leader" if seat.leader else "session.status.lobby"
        return now_phase, text(key, n=number, leader=leader_of(seat))
    if now_phase == Phase.READY and seat.leader:
        closes = closes_here(held, None)
        return now_phase, text("session.status.apart.leader" if hides_lists(seat, now) else "session.status.apart.out",
                               n=number, left=time_left(closes - now, text) if closes is not None else "—")
    if now_phase == Phase.COUNTDOWN:
        return now_phase, text("session.status.countdown", n=number,
                               time=text.duration(seconds_until(seat.starts, now)))
    if now_phase == Phase.PLAYING:
        return now_phase, text("session.status.playing", n=number,
                               time=text.duration(seconds_until(ends_at(seat), now)))
    if now_phase == Phase.READY:
        closes = closes_here(held, None)
        if closes is None:
            return now_phase, text("session.status.ready", n=number, leader=held.leader)
        return now_phase, text("session.status.ready.until", n=number, leader=held.leader,
                               left=time_left(closes - now, text))
    if now_phase == Phase.CLOSED:
        return now_phase, text("session.status.closed", n=number)
    if now_phase == Phase.DONE:
        key = "session.status.done.judge" if seat.leader or seat.lists else "session.status.done"
        return now_phase, text(key, n=number, leader=held.leader)
    return now_phase, text("session.status.judged", n=number)


def actions(seat: Seat, now: float, over: bool) -> tuple[str, ...]:
    """The buttons, main action first: announce, invite, roster, code, play, start, sit out, words, collect,
    table, results, I'm in, scan, paste."""
    now_phase = phase(seat, now)
    if seat.leader:
        by_phase = {
            Phase.LOBBY: ("announce", "invite", "roster"),
            Phase.COUNTDOWN: ("code", "play", "announce"),
            Phase.PLAYING: ("play", "code", "announce"),
            Phase.READY: ("start", "sitout", "code", "announce") if hides_lists(seat, now)
            else ("collect", "code", "announce"),
            Phase.CLOSED: ("collect", "code", "announce"),
            Phase.DONE: ("collect", "code"),
            Phase.JUDGED: ("announce", "table", "results"),
        }
        chosen = by_phase[now_phase]
        if over:
            chosen = tuple(name for name in chosen if name != "announce")
        return chosen
    by_phase = {
        Phase.LOBBY: ("in", "scan", "paste"),
        Phase.COUNTDOWN: ("play", "scan", "paste"),
        Phase.PLAYING: ("play", "scan", "paste"),
        Phase.READY: ("start", "scan", "paste"),
        Phase.CLOSED: ("scan", "paste"),
        Phase.DONE: ("words", "scan", "paste"),
        Phase.JUDGED: ("table", "scan", "paste"),
    }
    return by_phase[now_phase]


def view(seat: Seat, now: float, over: bool, text: Text) -> SessionView:
    """The whole session screen but the totals."""
    _, _, _, leader = rules_of_seat(seat)
    heading = text("session.heading.mine" if seat.leader else "session.heading", leader=leader, me=seat.me)
    now_phase, said = status(seat, now, text)
    held = current(seat)
    number = next_round(seat)
    announce = text("session.announce.next" if held is None or now_phase == Phase.JUDGED else "session.announce.again",
                    n=number)
    return SessionView(heading, facts(seat, text), now_phase, said, actions(seat, now, over), announce)


def standings(totals: Mapping[str, int], order: Sequence[str], winner: str | None, text: Text,
              shown_name: Callable[[str], str] = str) -> list[Standing]:
    """The players by running total (ties in the order they first played)."""
    players = list(dict.fromkeys([*order, *totals]))
    ranked = sorted(players, key=lambda p: (-totals.get(p, 0), players.index(p)))
    return [Standing(p, totals.get(p, 0), text("session.standing", player=shown_name(p),
                                               points=text.points(totals.get(p, 0))),
                     p == winner) for p in ranked]


def missing_line(rounds: Sequence[int], text: Text) -> str:
    """A word about rounds whose results this device never received."""
    if not rounds:
        return ""
    return text.plural("session.missing", len(rounds), rounds=", ".join(str(n) for n in rounds))


def roster_line(seat: Seat, now: float, text: Text) -> str:
    """On the leader's device: who said "I'm in", and once a round is over whose list has not come."""
    if not seat.leader:
        return ""
    if phase(seat, now) == Phase.DONE and missing(seat):
        return text.plural("roster.waiting", len(missing(seat)), players=text.join(missing(seat)))
    if not seat.roster:
        return text("roster.none") if current(seat) is None else ""
    return text.plural("roster.in", len(seat.roster), players=text.join(seat.roster))


def past_line(seat: Seat, totals: Mapping[str, int], text: Text, shown_name: Callable[[str], str] = str) -> str:
    """A finished session in the device's history: whose, its game, how many rounds, the totals."""
    session_rounds = len(seat.rounds)
    rules, _, _, leader = rules_of_seat(seat)
    heading = text("session.heading.mine" if seat.leader else "session.heading", leader=leader, me=seat.me)
    scores = ", ".join(s.label for s in standings(totals, list(totals), None, text, shown_name))
    parts = [heading, text(f"game.{rules}.title") if rules else "", text.plural("past.rounds", session_rounds), scores]
    return " · ".join(part for part in parts if part)
