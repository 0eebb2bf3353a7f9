"""What the session screens share: the lexicons a session needs, its running totals, the computer players
of the round in hand, and what happens on the judge's device when a round's time is up."""

from __future__ import annotations

from collections.abc import Sequence

from beguile.judge import Match
from beguile.lexicon import Lexicon
from beguile.rules import Rules
from beguile.session import judge_results, round_rules, round_seed
from beguile.tokens import RoundResults, WordList

from ..kit import now_ms
from ..lexicons import DictionaryMissing
from ..text import LANGUAGES, Text
from . import seat as seats
from .hub import hub, own_lists
from .rivals_view import Rival, local_name, rivals

_rivals: dict[tuple[str, tuple[int, ...], str], list[Rival]] = {}
_catalogues: list[Text] = []


def catalogues() -> list[Text]:
    """Every language's catalogue (to name computer players named on a device in another language)."""
    if not _catalogues:
        from ..app import LOCALE
        for language in LANGUAGES:
            with open(f"{LOCALE}/{language}.mo", "rb") as data:
                _catalogues.append(Text.from_mo(language, data.read()))
    return _catalogues


def name_here(app):
    """A function that names a player as this page shows them (computer players in its language)."""
    known = catalogues()
    return lambda name: local_name(name, app.text, known)


async def lexicon_of(app, name: str) -> Lexicon:
    """A dictionary's lexicon (fetched once)."""
    return await app.lexicons.lexicon(name)


async def forms_of(app, rules: Rules) -> Lexicon | None:
    """The fuller list whose words the rules refuse as forms (Old Fashion), to name that rule; else None."""
    if rules.forms_of is None:
        return None
    try:
        return await app.lexicons.lexicon(rules.forms_of)
    except DictionaryMissing:
        return None


async def session_match(app, seat: seats.Seat) -> Match:
    """The session's judged rounds with running totals, every lexicon they need loaded first."""
    return await rounds_match(app, seats.session_of(seat).rounds)


async def rounds_match(app, rounds: Sequence[RoundResults]) -> Match:
    """Rounds judged in order, with running totals."""
    match = Match()
    for made in rounds:
        match = match.add(judge_results(made, await lexicon_of(app, made.invite.dictionary)))
    return match


async def round_rivals(app, seat: seats.Seat) -> list[Rival]:
    """The leader's computer players in the round in hand, each word with when it is written."""
    if seat.plan is None or not seat.plan.computers or seats.current(seat) is None:
        return []
    key = (seat.invite, seat.plan.computers, app.text.language)
    if key not in _rivals:
        invite = seats.current(seat)
        rules = round_rules(invite)
        lexicon = await lexicon_of(app, invite.dictionary)
        common = await app.lexicons.common_words(invite.dictionary)
        _rivals.clear()
        _rivals[key] = rivals(invite.board, rules, lexicon, common, seat.plan.computers, round_seed(invite),
                              invite.seconds, app.text)
    return _rivals[key]


async def finish_round(app) -> None:
    """When the leader judges: its own list (once played) and its computer players' lists are in."""
    together = hub(app)
    seat = together.seat
    if seat is None or not seat.leader or seats.current(seat) is None \
            or seats.phase(seat, now_ms()) not in (seats.Phase.DONE, seats.Phase.READY, seats.Phase.CLOSED):
        return
    invite = seats.current(seat)
    lists = own_lists(seat) + [WordList.for_round(invite, rival.name, [w for _, w in rival.words])
                               for rival in await round_rivals(app, seat)]
    known = {words.player for words in seats.collected(seat)}
    fresh = [words for words in lists if words.player not in known]
    if fresh:
        together.set_seat(seats.add_lists(seat, fresh, replace_list=True))
