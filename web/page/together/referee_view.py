"""What the referee's screens show: the step in hand, each typed word checked as it is typed, the table
of the round, and the totals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from beguile.board import Board
from beguile.judge import check_word
from beguile.lexicon import Lexicon
from beguile.rules import Rules

from ..play_view import Written, as_written
from ..text import Text
from .referee_game import Referee, waiting_for
from .table_view import Word, word


def step(game: Referee, text: Text) -> str:
    """Whose list is typed now: "Ann's words (1 of 3)"."""
    player = waiting_for(game)
    taken = len(game.sheet.lists) if game.sheet else 0
    return text("referee.list.title", player=player or "", n=taken + 1, of=len(game.players))


def checked(board: Board, rules: Rules, lexicon: Lexicon, words: Sequence[str], text: Text,
            written: Written = as_written, forms: Lexicon | None = None) -> list[Word]:
    """Each typed word as the device reads it, before the lists are judged together (duplicates come then);
    with the fuller list of rules that refuse forms (Old Fashion), a word there is said to be such a form."""
    made = []
    for typed in words:
        result = check_word(board, rules, lexicon, typed)
        if result.accepted:
            result = replace(result, points=rules.points(len(result.word)))
        made.append(word(rules, result, (), text, written, form=forms is not None and result.word in forms))
    return made


def facts(game: Referee, text: Text) -> str:
    """The game and the players, in a line (the target has a line of its own)."""
    return " · ".join([text(f"game.{game.rules}.title"), text.join(game.players)])
