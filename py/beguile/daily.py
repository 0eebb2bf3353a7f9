"""The board of the day, and shared boards: the same board for friends who play apart.

The board of the day comes from the date and the rules alone, so every device
deals the same one that day without asking anyone. Any solo round can be
shared as a `SharedBoard` token (its letters, rules and time, the planted word,
and if the player wishes their words), which a friend's device plays as it is.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date

from .deal import Deal, deal
from .lexicon import Lexicon
from .round import MAX_SEED, Round
from .rules import Rules
from .tokens import SharedBoard, clean_name, dictionary_version

FIRST_DAY = date(2026, 1, 1)
"""Board of the day number 1."""


def daily_seed(day: date, rules: str) -> int:
    """The seed of a rule set's board of the day: a hash of the date and the rules' name.

    It has 53 bits, like every seed the page deals, so a round of the day is kept across a reload.
    """
    digest = hashlib.sha256(f"beguile daily {day.isoformat()} {rules}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_SEED + 1)


def daily_deal(day: date, rules: Rules, lexicon: Lexicon, fix: bool = False, common: Sequence[str] = ()) -> Deal:
    """The board of the day under the rules, up to their floor with their lexicon (with Fix, a word planted)."""
    return deal(rules, daily_seed(day, rules.name), fix=fix, common=common, lexicon=lexicon)


def day_number(day: date) -> int:
    """The board of the day's number, counted from 1 on FIRST_DAY (what players quote to compare)."""
    return (day - FIRST_DAY).days + 1


def share_round(played: Round, lexicon: Lexicon, player: str | None = None, day: date | None = None) -> SharedBoard:
    """A round to share: its board, rules, time and planted word; with a player's name, their words too."""
    words = tuple(sorted(set(played.found))) if player is not None else ()
    return SharedBoard(played.rules.name, played.rules.dictionary, dictionary_version(lexicon), played.board,
                       played.seconds, played.deal.planted, day,
                       clean_name(player) if player is not None else None, words)
