"""A session of rounds played on several devices, kept as the tokens that crossed between them.

The leader's device announces each round (`invite`), collects every player's
words (`collect`), and sends the results; every device judges those results
itself (`judge_results`) and keeps them in a `Session`, whose running totals,
target score and missing rounds come from the results alone. A session saves as
its results tokens, so a reload reads back exactly what was judged.

Clocks: a device that scans a live code learns how far its clock is from the
leader's (`start_on_device`); a link opened later trusts its own clock.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from .board import Board
from .judge import Match, RoundResult, judge_round
from .lexicon import Lexicon
from .rules import Rules, get_rules
from .token_codec import Problem, TokenError
from .tokens import (SESSION_ID, RoundInvite, RoundResults, WordList, clean_name, clean_words, dictionary_version,
                     format_results_token, parse_results_token)

LexiconOf = Callable[[str], Lexicon]
"""The lexicon of a dictionary name (`load_lexicon` on CPython, the page's cache in the browser)."""


def invite(session: str, number: int, rules: Rules, board: Board, lexicon: Lexicon, clock: int, leader: str, *,
           dictionary: str | None = None, seconds: int | None = None, start: int | None = None,
           closes: int | None = None, target: int | None = None) -> RoundInvite:
    """The invitation to round `number`: the rules' dictionary and timer unless others are given."""
    return RoundInvite(session, number, rules.name, dictionary or rules.dictionary, dictionary_version(lexicon),
                       board, rules.timer if seconds is None else seconds, clock, clean_name(leader), start, closes,
                       target)


def round_rules(invite: RoundInvite) -> Rules:
    """The rules a round is judged under: its rule set, with the dictionary the leader chose."""
    return replace(get_rules(invite.rules), dictionary=invite.dictionary)


def same_dictionary(invite: RoundInvite, lexicon: Lexicon) -> bool:
    """Whether this device's lexicon is the version the leader's device had."""
    return dictionary_version(lexicon) == invite.dictionary_version


def collect(invite: RoundInvite, lists: Sequence[WordList], words: WordList, replace_list: bool = False
            ) -> tuple[WordList, ...]:
    """The lists so far with one more; words from another round, or a second list from a player, are refused."""
    if not words.answers(invite):
        raise TokenError(f"{words.player}'s words are from another round", Problem.OTHER_ROUND)
    same = [i for i, known in enumerate(lists) if known.player.casefold() == words.player.casefold()]
    if not same:
        return (*lists, words)
    if lists[same[0]] == words:
        return tuple(lists)
    if not replace_list:
        raise TokenError(f"{lists[same[0]].player} already sent words for round {invite.round}", Problem.INVALID)
    return tuple(words if i == same[0] else known for i, known in enumerate(lists))


def results(invite: RoundInvite, lists: Sequence[WordList], approved: Iterable[str] = (), edition: int = 1
            ) -> RoundResults:
    """The results of a round from the lists collected and the words the leader approved (edition: 1 when
    first published, one more each time the round is published again)."""
    for words in lists:
        if not words.answers(invite):
            raise TokenError(f"{words.player}'s words are from another round", Problem.OTHER_ROUND)
    return RoundResults(invite, tuple((w.player, w.words) for w in lists), clean_words(approved), edition)


def judge_results(results: RoundResults, lexicon: Lexicon) -> RoundResult:
    """The judged round, exactly as judge_round judges the same lists under the round's rules."""
    invite = results.invite
    return judge_round(invite.board, round_rules(invite), lexicon, results.players, results.approved)


def start_on_device(invite: RoundInvite, received: float, live: bool) -> float | None:
    """When the round starts by this device's clock (epoch ms), or None when it starts on opening.

    live: the token was read from the leader's screen (a QR code redrawn every
    second), so `received - invite.clock` is this clock's offset from the
    leader's, give or take the scan; otherwise (a link, pasted text) the
    device's own clock is trusted as it is.
    """
    if invite.start is None:
        return None
    return invite.start + (received - invite.clock if live else 0)


def round_seed(invite: RoundInvite) -> int:
    """A seed that every device derives alike from a round (for its computer players)."""
    return _seed(invite.session, invite.round, invite.key)


def player_seed(seed: int, player: str) -> int:
    """A seed for one computer player of a round, so two at the same level find different words."""
    return _seed(seed, player)


def _seed(*parts: object) -> int:
    """A 63-bit number from the text of parts."""
    text = "\x1f".join(str(part) for part in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


@dataclass(frozen=True)
class Session:
    """The judged rounds of one session on one device."""

    id: str
    rounds: tuple[RoundResults, ...] = ()
    """One per round number, in round order."""

    def __post_init__(self) -> None:
        """Refuse an id that no token could carry."""
        if not (isinstance(self.id, str) and SESSION_ID.fullmatch(self.id)):
            raise TokenError("a session id is 12 hex digits", Problem.DAMAGED)

    def with_results(self, results: RoundResults) -> Session:
        """The session with a round's results added, or replacing an edition of that round no newer;
        an older edition than the one held is refused (Problem.STALE)."""
        if results.invite.session != self.id:
            raise TokenError("these results are from another session", Problem.OTHER_ROUND)
        held = next((r for r in self.rounds if r.invite.round == results.invite.round), None)
        if held is not None and held.edition > results.edition:
            raise TokenError(f"edition {results.edition} of round {results.invite.round}'s results is older than "
                             f"edition {held.edition}, held here", Problem.STALE)
        others = [r for r in self.rounds if r.invite.round != results.invite.round]
        return replace(self, rounds=tuple(sorted([*others, results], key=lambda r: r.invite.round)))

    def match(self, lexicon_of: LexiconOf) -> Match:
        """Every round judged, in order, with running totals."""
        match = Match()
        for results in self.rounds:
            match = match.add(judge_results(results, lexicon_of(results.invite.dictionary)))
        return match

    def players(self) -> list[str]:
        """Every player, in the order they first appear."""
        seen: dict[str, None] = {}
        for results in self.rounds:
            seen.update(dict.fromkeys(player for player, _ in results.lists))
        return list(seen)

    @property
    def target(self) -> int | None:
        """The score that ends the session, as the leader's latest round says."""
        return self.rounds[-1].invite.target if self.rounds else None

    def winner(self, lexicon_of: LexiconOf) -> str | None:
        """The player who reached the target first, or None (no target, or nobody yet)."""
        return None if self.target is None else self.match(lexicon_of).first_to(self.target)

    def missing_rounds(self) -> list[int]:
        """Round numbers before the last one whose results this device never received."""
        have = {r.invite.round for r in self.rounds}
        return [n for n in range(1, max(have, default=0)) if n not in have]

    def to_json(self) -> dict:
        """Plain JSON data: the id and each round's results token."""
        return {"session": self.id, "rounds": [format_results_token(r) for r in self.rounds]}

    @classmethod
    def from_json(cls, data: object) -> Session:
        """A session from to_json's data; anything else raises TokenError."""
        if not (isinstance(data, dict) and isinstance(data.get("session"), str)
                and isinstance(data.get("rounds"), list) and all(isinstance(t, str) for t in data["rounds"])):
            raise TokenError("not a saved session", Problem.NOT_A_TOKEN)
        session = cls(data["session"])
        for token in data["rounds"]:
            session = session.with_results(parse_results_token(token))
        return session
