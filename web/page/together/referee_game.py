"""The referee at the table: players play on paper, one device judges their lists round after round.

A game is the rules, the players, an optional target score, the judged rounds
and the round being taken: its board (typed from the dice on the table, or
dealt and timed by the device) and each player's list, typed in turn. The
lists are judged together as the rules say (a word on two lists crossed off in
Boggle), the group may approve a word the dictionary lacks, and the running
totals decide who reaches the target first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from beguile.board import QU, Board
from beguile.dictionaries import normalise
from beguile.judge import Match, RoundResult, judge_round
from beguile.lexicon import Lexicon
from beguile.letters import faces_of
from beguile.rules import Rules, get_rules
from beguile.tokens import clean_name, clean_words

MOST_PLAYERS = 8
SIDES = (4, 5)


class RefereeError(ValueError):
    """Input the referee cannot take; `key` names the message the page shows, `values` fill it."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


@dataclass(frozen=True)
class Sheet:
    """One round at the table: the board and each player's words (as typed, folded)."""

    board: str
    lists: tuple[tuple[str, tuple[str, ...]], ...] = ()
    approved: tuple[str, ...] = ()


@dataclass(frozen=True)
class Referee:
    """A game judged at the table."""

    rules: str
    players: tuple[str, ...]
    target: int | None = None
    rounds: tuple[Sheet, ...] = ()
    sheet: Sheet | None = None
    """The round being taken, or None between rounds."""
    ends: float | None = None
    """When the clock of a board the device dealt runs out (epoch ms); None for a board typed in."""


def new_game(rules: str, players: list[str], target: int | None) -> Referee:
    """A game for these players (two at least, each name once)."""
    get_rules(rules)
    names = [clean_name(name) for name in players if name.strip()]
    if len(names) < 2:
        raise RefereeError("referee.error.players")
    if len(names) > MOST_PLAYERS:
        raise RefereeError("referee.error.too-many", n=MOST_PLAYERS)
    if len({name.casefold() for name in names}) != len(names):
        raise RefereeError("referee.error.twice")
    if target is not None and not 1 <= target <= 100_000:
        raise RefereeError("referee.error.target")
    return Referee(rules, tuple(names), target)


def typed_board(text: str, rules: Rules) -> Board:
    """The board typed from the table, row after row (16 or 25 letters); Q is the Qu face when the dice have one."""
    letters = [ch for ch in normalise(text).upper() if "A" <= ch <= "Z"]
    qu_face = faces_of("qu", rules.source) == [QU]
    readings = [_faces(letters, joined) for joined in ((True, False) if qu_face else (False,))]
    for faces in readings:
        side = round(len(faces) ** 0.5)
        if side in SIDES and side * side == len(faces):
            return Board(side, side, tuple(faces))
    raise RefereeError("referee.error.board", n=len(readings[-1]))


def _faces(letters: list[str], qu: bool) -> list[str]:
    """Letters as faces: with qu, a Q (and the U after it, if typed) is one Qu face."""
    faces: list[str] = []
    i = 0
    while i < len(letters):
        if qu and letters[i] == "Q":
            faces.append(QU)
            i += 2 if i + 1 < len(letters) and letters[i + 1] == "U" else 1
            continue
        faces.append(letters[i])
        i += 1
    return faces


def typed_words(text: str) -> tuple[str, ...]:
    """The words of a typed list in their order, folded, each once (spaces, commas or lines between them)."""
    seen: dict[str, None] = {}
    for piece in re.split(r"[^\w]+|_|\d", text):
        word = normalise(piece)
        if word.isascii() and word.isalpha():
            seen[word] = None
    return tuple(seen)


def begin(game: Referee, board: Board, ends: float | None = None) -> Referee:
    """The game with a new round on this board."""
    return replace(game, sheet=Sheet(board.to_text()), ends=ends)


def waiting_for(game: Referee) -> str | None:
    """The player whose list is to be typed next, or None when every list is in."""
    if game.sheet is None:
        return None
    taken = len(game.sheet.lists)
    return game.players[taken] if taken < len(game.players) else None


def take_list(game: Referee, words: tuple[str, ...]) -> Referee:
    """The game with the waiting player's list."""
    player = waiting_for(game)
    if player is None:
        return game
    sheet = game.sheet
    return replace(game, sheet=replace(sheet, lists=sheet.lists + ((player, words),)))


def back_one(game: Referee) -> Referee:
    """The game with the last list taken off again (to correct it)."""
    sheet = game.sheet
    if sheet is None or not sheet.lists:
        return game
    return replace(game, sheet=replace(sheet, lists=sheet.lists[:-1], approved=()))


def approve(game: Referee, word: str, approved: bool) -> Referee:
    """The round being taken with a word approved by the group, or no longer approved."""
    sheet = game.sheet
    words = set(sheet.approved)
    words = words | {word} if approved else words - {word}
    return replace(game, sheet=replace(sheet, approved=clean_words(words)))


def judged(game: Referee, sheet: Sheet, lexicon: Lexicon) -> RoundResult:
    """One round's lists judged together under the game's rules."""
    board = Board.from_text(sheet.board)
    return judge_round(board, get_rules(game.rules), lexicon, dict(sheet.lists), sheet.approved)


def match(game: Referee, lexicon: Lexicon, with_sheet: bool = True) -> Match:
    """The judged rounds with running totals (and the round being taken, once every list is in)."""
    played = Match()
    for sheet in game.rounds:
        played = played.add(judged(game, sheet, lexicon))
    if with_sheet and game.sheet is not None and waiting_for(game) is None:
        played = played.add(judged(game, game.sheet, lexicon))
    return played


def score_round(game: Referee) -> Referee:
    """The round being taken, judged for good: it joins the rounds."""
    if game.sheet is None or waiting_for(game) is not None:
        return game
    return replace(game, rounds=game.rounds + (game.sheet,), sheet=None, ends=None)


def winner(game: Referee, lexicon: Lexicon) -> str | None:
    """The first player to reach the target, once their round is scored."""
    return None if game.target is None else match(game, lexicon, with_sheet=False).first_to(game.target)
