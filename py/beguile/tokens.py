"""Tokens: what devices send each other to play together with no server.

Five kinds, each a frozen record with a format/parse pair that round-trips:

- a round invitation `RoundInvite` ("R"), leader to players: the session, the
  round number, the rules, the dictionary and its version, the board's letters
  (not a seed, so that two versions of the app still agree), the time allowed,
  the leader's clock when the token was made, an optional start ("not before")
  and close of play, the target score if any, and the leader's name;
- a player's words `WordList` ("W"), player to leader: the session, the round,
  a hash of the board, the player's name and words;
- the results `RoundResults` ("S", for scores), leader to everyone: the whole
  invitation, every player's words and the approved words, from which each
  device judges the round itself (no total is ever sent); a round published
  again (a list came late) carries a higher edition, which replaces the older;
- a shared board `SharedBoard` ("B"): a solo round for a friend to play later
  (rules, letters, time, the planted word, optionally the sharer's words);
- a session's join token `Joining` ("J"): from the leader, an invitation to the
  session before any round; from a player, their "I'm in" for the leader's roster.

A token travels as text, alone or as a link `BASE#TOKEN`; `token_in` reads
either, with the spaces and line breaks chat apps put in, and `split_tokens`
finds every token in a pasted message (both in `token_text`). The byte layout
is in `token_codec`, the shared board's in `token_board`. This module is the API: everything a page needs is here.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from .board import Board
from .dictionaries import normalise
from .lexicon import Lexicon
from .token_board import SharedBoard, format_board_token, parse_board_token
from .token_codec import (BOARD, JOIN, KINDS, MAX_NAME, MAX_WORDS, NEWEST, RESULTS, ROUND, WORDS, Problem, Reader,
                          TokenError, Writer, built, check_name, check_words, clean_name, seal, unseal, unseal_any)
from .token_game import check_game, read_game, write_game
from .token_text import link, looks_like_token, split_tokens, token_in

__all__ = [  # the API of play together; the byte layout, the game's fields and text handling live in
    # token_codec, token_game and token_text
    "RoundInvite", "WordList", "RoundResults", "SharedBoard", "Joining", "TokenError", "Problem", "KINDS", "MAX_NAME",
    "format_round_token", "parse_round_token", "format_words_token", "parse_words_token", "format_results_token",
    "parse_results_token", "format_board_token", "parse_board_token", "format_join_token", "parse_join_token",
    "parse_token", "token_kind", "token_in",
    "split_tokens", "link", "clean_name", "clean_words", "board_key", "dictionary_version", "new_session_id",
]

SESSION_BYTES = 6
BOARD_KEY_BYTES = 4
MAX_ROUND = 1_000_000
MAX_PLAYERS = 20
MAX_OFFSET = 400 * 24 * 3600 * 1000
"""The furthest a start or a close may lie from the leader's clock, in ms (about 400 days)."""
MAX_CLOCK = (1 << 48) - 1
MAX_TARGET = 100_000
MAX_EDITION = 1_000
SESSION_ID = re.compile(r"[0-9a-f]{12}")


@dataclass(frozen=True)
class RoundInvite:
    """A round as the leader announces it; times are epoch ms on the leader's clock."""

    session: str
    """12 lowercase hex digits, the same for every round of a session."""
    round: int
    rules: str
    dictionary: str
    dictionary_version: str
    """The first 4 hex digits of the leader's lexicon's content hash."""
    board: Board
    seconds: int
    clock: int
    """The leader's clock when the token was made (a device that scans it learns the offset)."""
    leader: str
    start: int | None = None
    """When play starts, no earlier; None: when each player opens it."""
    closes: int | None = None
    """When play closes, for players apart; None: no limit."""
    target: int | None = None
    """The score that ends the session ("first to 50"), if the leader set one."""

    def __post_init__(self) -> None:
        """Refuse values a token cannot carry."""
        _check_session(self.session, self.round)
        check_game(self.rules, self.dictionary, self.dictionary_version, self.board, self.seconds)
        if self.target is not None and not (isinstance(self.target, int) and 1 <= self.target <= MAX_TARGET):
            raise TokenError(f"a target score runs from 1 to {MAX_TARGET}, not {self.target!r}")
        if not (isinstance(self.clock, int) and 0 <= self.clock <= MAX_CLOCK):
            raise TokenError(f"the leader's clock must be epoch milliseconds, not {self.clock!r}")
        for name, when in (("start", self.start), ("close", self.closes)):
            if when is not None and not (isinstance(when, int) and abs(when - self.clock) <= MAX_OFFSET):
                raise TokenError(f"the {name} must lie within 400 days of the leader's clock")
        check_name(self.leader)

    @property
    def key(self) -> str:
        """The board's hash, which words tokens carry to show which round they answer."""
        return board_key(self.board)


@dataclass(frozen=True)
class WordList:
    """One player's words for one round: sorted, each once, lowercase a-z."""

    session: str
    round: int
    board_key: str
    player: str
    words: tuple[str, ...]

    def __post_init__(self) -> None:
        """Refuse values a token cannot carry."""
        _check_session(self.session, self.round)
        if not (isinstance(self.board_key, str) and re.fullmatch(r"[0-9a-f]{8}", self.board_key)):
            raise TokenError("a board key is 8 hex digits")
        check_name(self.player)
        check_words(self.words, f"{self.player}'s words")

    @classmethod
    def for_round(cls, invite: RoundInvite, player: str, words: Iterable[str]) -> WordList:
        """A player's words for a round, names and words cleaned (accents folded, sorted, once each)."""
        return cls(invite.session, invite.round, invite.key, clean_name(player), clean_words(words))

    def answers(self, invite: RoundInvite) -> bool:
        """Whether these words were written for this round (same session, number and board)."""
        return (self.session, self.round, self.board_key) == (invite.session, invite.round, invite.key)


@dataclass(frozen=True)
class RoundResults:
    """A round to judge on any device: the invitation, each player's words, the approved words."""

    invite: RoundInvite
    lists: tuple[tuple[str, tuple[str, ...]], ...]
    """(player, words) in the order the leader took them."""
    approved: tuple[str, ...] = ()
    edition: int = 1
    """1 when first published; each publishing again of the round (a list came late) adds one."""

    def __post_init__(self) -> None:
        """Refuse values a token cannot carry: too many players, a name twice, unsorted words."""
        if not (isinstance(self.edition, int) and 1 <= self.edition <= MAX_EDITION):
            raise TokenError(f"an edition runs from 1 to {MAX_EDITION}, not {self.edition!r}")
        if len(self.lists) > MAX_PLAYERS:
            raise TokenError(f"at most {MAX_PLAYERS} players fit in a results token")
        seen: set[str] = set()
        for player, words in self.lists:
            check_name(player)
            if player.casefold() in seen:
                raise TokenError(f"{player} is in the results twice")
            seen.add(player.casefold())
            check_words(words, f"{player}'s words")
        check_words(self.approved, "the approved words")

    @property
    def players(self) -> dict[str, list[str]]:
        """Each player's words, as judge_round takes them."""
        return {player: list(words) for player, words in self.lists}


@dataclass(frozen=True)
class Joining:
    """A session's join token: the leader's invitation (no player), or a player's "I'm in" for the leader."""

    session: str
    leader: str
    player: str | None = None

    def __post_init__(self) -> None:
        """Refuse values a token cannot carry."""
        _check_session(self.session, 1)
        check_name(self.leader)
        if self.player is not None:
            check_name(self.player)


def format_round_token(invite: RoundInvite) -> str:
    """The token of a round invitation."""
    out = Writer()
    _write_invite(out, invite)
    return seal(ROUND, out.bytes())


def parse_round_token(text: str) -> RoundInvite:
    """A round invitation from its token or link, or a TokenError saying what is wrong."""
    data = Reader(unseal(token_in(text), ROUND), "this round invitation")
    invite = _read_invite(data)
    data.done()
    return invite


def format_words_token(words: WordList) -> str:
    """The token of a player's words."""
    out = Writer()
    out.fixed(bytes.fromhex(words.session))
    out.uint(words.round)
    out.fixed(bytes.fromhex(words.board_key))
    out.name(words.player)
    out.word_lists([words.words])
    return seal(WORDS, out.bytes())


def parse_words_token(text: str) -> WordList:
    """A player's words from their token or link, or a TokenError."""
    data = Reader(unseal(token_in(text), WORDS), "this words token")
    session = data.fixed(SESSION_BYTES, "session").hex()
    number = data.uint("round number", MAX_ROUND)
    key = data.fixed(BOARD_KEY_BYTES, "board key").hex()
    player = data.name("player's name")
    (words,) = data.word_lists(1, "words")
    data.done()
    return built(data, WordList, session, number, key, player, words)


def format_results_token(results: RoundResults) -> str:
    """The token of a round's results: the invitation, every list, the approvals."""
    out = Writer()
    _write_invite(out, results.invite)
    out.uint(len(results.lists))
    for player, _ in results.lists:
        out.name(player)
    out.word_lists([results.approved] + [words for _, words in results.lists])
    if results.edition == 1:  # the first layout, which apps before editions read too
        return seal(RESULTS, out.bytes())
    out.uint(results.edition)
    return seal(RESULTS, out.bytes(), 2)


def parse_results_token(text: str) -> RoundResults:
    """A round's results from their token or link (S1: a first edition; S2: any edition), or a TokenError."""
    version, body = unseal_any(token_in(text), RESULTS, NEWEST[RESULTS])
    data = Reader(body, "this results token")
    invite = _read_invite(data)
    players = [data.name("player's name") for _ in range(data.uint("number of players", MAX_PLAYERS))]
    approved, *lists = data.word_lists(len(players) + 1, "words")
    edition = data.uint("edition", MAX_EDITION) if version >= 2 else 1
    if version >= 2 and edition < 2:
        raise data.damaged("a first edition is written in the first layout")
    data.done()
    return built(data, RoundResults, invite, tuple(zip(players, lists)), approved, edition)


def format_join_token(joining: Joining) -> str:
    """The token of an invitation to a session, or of a player's "I'm in"."""
    out = Writer()
    out.fixed(bytes.fromhex(joining.session))
    out.name(joining.leader)
    out.uint(joining.player is not None)
    if joining.player is not None:
        out.name(joining.player)
    return seal(JOIN, out.bytes())


def parse_join_token(text: str) -> Joining:
    """An invitation or an "I'm in" from its token or link, or a TokenError."""
    data = Reader(unseal(token_in(text), JOIN), "this join token")
    session = data.fixed(SESSION_BYTES, "session").hex()
    leader = data.name("leader's name")
    player = data.name("player's name") if data.uint("player flag", 1) else None
    data.done()
    return built(data, Joining, session, leader, player)


PARSERS = {ROUND: parse_round_token, WORDS: parse_words_token, RESULTS: parse_results_token,
           BOARD: parse_board_token, JOIN: parse_join_token}


def parse_token(text: str) -> RoundInvite | WordList | RoundResults | SharedBoard | Joining:
    """Whatever token text holds (its kind letter says which), or a TokenError."""
    token = token_in(text)
    parser = PARSERS.get(token[:1])
    if parser is None:
        raise TokenError("not a Beguile token", Problem.NOT_A_TOKEN)
    return parser(token)


def token_kind(text: str) -> str | None:
    """"round", "words", "results", "board" or "join": the kind of token text holds, by its letter; None if none."""
    token = token_in(text)
    if not looks_like_token(token):
        return None
    return {ROUND: "round", WORDS: "words", RESULTS: "results", BOARD: "board", JOIN: "join"}.get(token[:1])


def clean_words(words: Iterable[str]) -> tuple[str, ...]:
    """Words as tokens carry them: accents folded, lowercase a-z, sorted, each once."""
    cleaned = set()
    for word in words:
        folded = normalise(word)
        if folded and not (folded.isascii() and folded.isalpha()):
            raise TokenError(f"{word!r} is not a word of letters")
        if folded:
            cleaned.add(folded)
    if len(cleaned) > MAX_WORDS:
        raise TokenError(f"{len(cleaned)} words; at most {MAX_WORDS} fit in a token")
    return tuple(sorted(cleaned))


def board_key(board: Board) -> str:
    """A short hash of a board's shape and letters (8 hex digits)."""
    return hashlib.sha256(f"{board.rows}x{board.cols}:{board.to_text()}".encode()).hexdigest()[:8]


def dictionary_version(lexicon: Lexicon) -> str:
    """The version a round token records for a lexicon: the first 4 hex digits of its content hash."""
    return lexicon.content_hash()[:4]


def new_session_id(bits: int) -> str:
    """A session id from 48 random bits (the caller draws them)."""
    return f"{bits & ((1 << 48) - 1):012x}"


def _check_session(session: str, number: int) -> None:
    """Refuse a session id that is not 12 hex digits, or a round number out of range."""
    if not (isinstance(session, str) and SESSION_ID.fullmatch(session)):
        raise TokenError("a session id is 12 hex digits")
    if not (isinstance(number, int) and 1 <= number <= MAX_ROUND):
        raise TokenError(f"a round number runs from 1 to {MAX_ROUND}, not {number!r}")


def _write_invite(out: Writer, invite: RoundInvite) -> None:
    """The fields of a round invitation, as round and results tokens both hold them."""
    out.fixed(bytes.fromhex(invite.session))
    out.uint(invite.round)
    write_game(out, invite.rules, invite.dictionary, invite.dictionary_version, invite.board, invite.seconds)
    out.fixed(invite.clock.to_bytes(6, "big"))
    out.uint((invite.start is not None) | (invite.closes is not None) << 1 | (invite.target is not None) << 2)
    for when in (invite.start, invite.closes):
        if when is not None:
            out.sint(when - invite.clock)
    if invite.target is not None:
        out.uint(invite.target)
    out.name(invite.leader)


def _read_invite(data: Reader) -> RoundInvite:
    """What _write_invite wrote."""
    session = data.fixed(SESSION_BYTES, "session").hex()
    number = data.uint("round number", MAX_ROUND)
    rules, dictionary, version, board, seconds = read_game(data)
    clock = int.from_bytes(data.fixed(6, "leader's clock"), "big")
    flags = data.uint("flags", 7)
    start = clock + data.sint("start", MAX_OFFSET) if flags & 1 else None
    closes = clock + data.sint("close", MAX_OFFSET) if flags & 2 else None
    target = data.uint("target", MAX_TARGET) if flags & 4 else None
    leader = data.name("leader's name")
    return built(data, RoundInvite, session, number, rules, dictionary, version, board, seconds, clock,
                  leader, start, closes, target)
