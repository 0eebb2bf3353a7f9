"""Who is in a session: the leader's invitation, each player's "I'm in", the roster it makes, and whose
list a round still waits for."""

from __future__ import annotations

from dataclasses import replace

from beguile.token_codec import Problem, TokenError
from beguile.tokens import Joining, clean_name

from .seat import Seat, collected, current, session_of


def invitation(seat: Seat) -> Joining:
    """The leader's invitation to the session (before any round, or for latecomers)."""
    return Joining(seat.session, seat.me)


def join_session(joining: Joining, me: str) -> Seat:
    """A player's seat in a session joined by its invitation: no round yet."""
    return Seat(joining.session, clean_name(me), leader_name=joining.leader)


def im_in(seat: Seat) -> Joining:
    """This player's "I'm in" for the leader."""
    return Joining(seat.session, leader_of(seat), seat.me)


def leader_of(seat: Seat) -> str:
    """The leader's name as this device knows it."""
    round_ = current(seat)
    return seat.me if seat.leader else round_.leader if round_ is not None else seat.leader_name or seat.me


def add_in(seat: Seat, joining: Joining) -> Seat:
    """The leader's seat with a player's "I'm in" on the roster (once; a name that changed case replaces)."""
    if joining.session != seat.session or joining.player is None:
        raise TokenError("this is for another session", Problem.OTHER_ROUND)
    kept = tuple(name for name in seat.roster if name.casefold() != joining.player.casefold())
    return replace(seat, roster=kept + (joining.player,))


def expected(seat: Seat) -> list[str]:
    """Who should send a list for the round in hand: the roster, the players of earlier rounds, and the leader
    unless they sit it out."""
    names = [*seat.roster, *session_of(seat).players()]
    if seat.leader and not seat.sat_out:
        names.insert(0, seat.me)
    seen: dict[str, str] = {}
    for name in names:
        seen.setdefault(name.casefold(), name)
    if seat.sat_out:
        seen.pop(seat.me.casefold(), None)
    return list(seen.values())


def missing(seat: Seat) -> list[str]:
    """The players expected whose list for the round in hand has not come."""
    have = {words.player.casefold() for words in collected(seat)}
    return [name for name in expected(seat) if name.casefold() not in have]
