"""What a session round shows on a player's phone: the countdown, the answer to each word, the words kept.

In a session a word that lies on the board but that the dictionary lacks is
kept in the player's list: the leader may approve it. Words off the board or
too short are only answered, as in a solo round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from beguile.board import Board
from beguile.judge import check_word
from beguile.lexicon import Lexicon
from beguile.rules import Rules
from beguile.scoring import Status

from ..play_view import Answer, Written, as_written
from ..text import Text
from .table_view import ICONS

KEPT = frozenset({Status.VALID, Status.NOT_IN_DICTIONARY})
"""What a session round keeps of the words entered."""


@dataclass(frozen=True)
class Kept:
    """One word of the player's list during a session round."""

    word: str
    shown: str
    note: str
    label: str
    doubtful: bool
    """Not in the dictionary: the leader may approve it."""


def entry(board: Board, rules: Rules, lexicon: Lexicon, word: str, words: Sequence[str], text: Text,
          written: Written = as_written) -> tuple[str | None, Answer, list[int]]:
    """The folded word to keep (or None), the answer to an entered word, and its cells on the board."""
    result = check_word(board, rules, lexicon, word)
    shown = written(result.word)
    if result.word in words and result.status in KEPT:
        status, key, kind = Status.ALREADY_FOUND, "answer.already-found", "warn"
    elif result.status == Status.VALID:
        status, key, kind = Status.VALID, "answer.points", "good"
    elif result.status == Status.NOT_IN_DICTIONARY:
        status, key, kind = Status.NOT_IN_DICTIONARY, "sround.doubtful", "warn"
    else:
        status, key, kind = Status(result.status), f"answer.{result.status}", "bad"
    values = {"points": text.points(rules.points(len(result.word))), "letters": text.letters(rules.min_length)}
    keep = result.word if status in KEPT else None
    icon = "↻" if status == Status.ALREADY_FOUND else ICONS.get(status, "?")
    cells = [board.index(cell) for cell in result.path] if result.path else []
    return keep, Answer(icon, text(key, word=shown.upper(), **values), kind, str(status),
                        text(key, word=shown, **values)), cells


def kept_words(board: Board, rules: Rules, lexicon: Lexicon, words: Sequence[str], text: Text,
               written: Written = as_written) -> tuple[list[Kept], int, int]:
    """The player's words (longest first), their points before anyone else's words count, and how many stand."""
    results = [check_word(board, rules, lexicon, word) for word in dict.fromkeys(words)]
    items = []
    total = 0
    for result in sorted(results, key=lambda r: (-len(r.word), r.word)):
        doubtful = result.status != Status.VALID
        points = 0 if doubtful else rules.points(len(result.word))
        total += points
        shown = written(result.word)
        label = text("sround.doubtful.label" if doubtful else "found.label.points", word=shown,
                     points=text.points(points))
        items.append(Kept(result.word, shown, "?" if doubtful else f"+{points}", label, doubtful))
    return items, total, sum(1 for item in items if not item.doubtful)


def waiting(seconds: int, number: int, leader: str, text: Text) -> str:
    """The line above the hidden board before the start."""
    return text("sround.countdown", n=number, time=text.duration(seconds), leader=leader)
