"""When a round starts on this device, whatever its clock says.

A round token carries the leader's clock when it was made and the start
("not before") on that clock. The leader's screen redraws its code at each
whole second of its clock, so a device that keeps reading it sees the code
change: at that moment its clock minus the code's clock is its offset from
the leader's, give or take a camera frame. A code that never changes (a photo,
a link, pasted text) teaches nothing, and the device trusts its own clock, but
never waits longer than the leader's countdown: a token cannot arrive before
it was made.
"""

from __future__ import annotations

from collections.abc import Sequence

from beguile.tokens import RoundInvite

SETTLE_MS = 2500
"""How long a scanner keeps reading a round code after the first read, to see it change."""


def clock_offset(readings: Sequence[tuple[RoundInvite, float]]) -> float | None:
    """This clock minus the leader's, from readings (invite, when read) of one live code; None if it never ticked."""
    for (before, _), (after, read) in zip(readings, readings[1:]):
        same_round = (before.session, before.round, before.key) == (after.session, after.round, after.key)
        if same_round and after.clock > before.clock:
            return read - after.clock
    return None


def start_here(invite: RoundInvite, received: float, offset: float | None) -> float | None:
    """When the round starts by this device's clock (epoch ms), or None when each player starts it."""
    if invite.start is None:
        return None
    if offset is not None:
        return invite.start + offset
    return min(float(invite.start), received + (invite.start - invite.clock))


def closes_here(invite: RoundInvite, offset: float | None) -> float | None:
    """When a round for players apart stops taking new players, by this device's clock."""
    if invite.closes is None:
        return None
    return invite.closes + (offset or 0)


def seconds_until(moment: float, now: float) -> int:
    """Whole seconds left until a moment, rounded up (what a countdown shows)."""
    return max(0, int(-(-(moment - now) // 1000)))
