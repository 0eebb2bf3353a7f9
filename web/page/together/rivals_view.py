"""Computer players at the table: their names, the words they write as a round goes on, their lists.

A computer player's words and the moments it writes them come from the engine
(`computer_words`), seeded by the round and by its seat at the table (not by its
name, which follows the page's language), so the same round gives the same
words on every device. During the round only how many it has written shows;
its words are revealed with everyone's when the round is judged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from beguile.board import Board
from beguile.computer import LEVELS, computer_words
from beguile.lexicon import Lexicon
from beguile.rules import Rules
from beguile.session import player_seed

from ..text import Text

Timed = list[tuple[float, str]]
"""(seconds into the round, word) as the engine gives them."""


@dataclass(frozen=True)
class Rival:
    """One computer player of a round."""

    name: str
    level: int
    words: Timed


def names(levels: Sequence[int], text: Text) -> list[str]:
    """A name for each computer player, in the page's language (a second one of a level is numbered)."""
    made: list[str] = []
    for level in levels:
        name = text("rivals.name", level=level)
        count = sum(1 for other in made if other.startswith(name))
        made.append(name if count == 0 else text("rivals.name.again", name=name, n=count + 1))
    return made


def local_name(name: str, text: Text, catalogues: Sequence[Text]) -> str:
    """A player's name to show: a computer player named in any language's catalogue (the leader's device named
    it) is named in this page's language; anyone else keeps their name."""
    for other in catalogues:
        for level in LEVELS:
            base = other("rivals.name", level=level)
            if name == base:
                return text("rivals.name", level=level)
            for n in range(2, len(LEVELS) + 2):
                if name == other("rivals.name.again", name=base, n=n):
                    return text("rivals.name.again", name=text("rivals.name", level=level), n=n)
    return name


def rivals(board: Board, rules: Rules, lexicon: Lexicon, common: Sequence[str], levels: Sequence[int], seed: int,
           seconds: int, text: Text) -> list[Rival]:
    """The computer players of a round with every word each writes and when."""
    made = []
    for seat, (level, name) in enumerate(zip(levels, names(levels, text))):
        words = computer_words(board, rules, lexicon, common, level, player_seed(seed, f"computer {seat}"), seconds)
        made.append(Rival(name, level, words))
    return made


def written_by(rival: Rival, elapsed: float) -> list[str]:
    """The words a computer player has written after `elapsed` seconds of the round."""
    return [word for at, word in rival.words if at <= elapsed]


def progress(found: Sequence[Rival], elapsed: float, text: Text) -> str:
    """The line under the clock: how many words each computer player has written so far."""
    return " · ".join(text("rivals.progress", name=rival.name, words=text.plural("table.words",
                                                                                  len(written_by(rival, elapsed))))
                      for rival in found)


def levels_line(levels: Sequence[int], text: Text) -> str:
    """The computer players chosen, in a few words."""
    if not levels:
        return text("rivals.none")
    return text.join(names(levels, text))
