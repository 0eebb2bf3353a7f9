"""What the board-of-the-day screen and a shared board show: each game's board today and the player's
result, a shared board's facts, and how a round compares with the sharer's words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from beguile.daily import day_number
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import get_rules
from beguile.tokens import SharedBoard

from ..games import GAMES
from ..play_view import Written, as_written
from ..text import Text
from .keep import DayResult

WEEK = 7


@dataclass(frozen=True)
class DayCard:
    """One game's board of the day."""

    rules: str
    title: str
    number: str
    result: str
    """The player's result today, or that it is still to play."""
    week: str
    played: bool


def result_line(result: DayResult, rules: str, text: Text, written: Written = as_written) -> str:
    """A result in a few words: points (or the longest word), words found."""
    parts = []
    if get_rules(rules).scoring.per_word:
        parts.append(text.points(result.points))
    parts.append(text.plural("table.words", result.words))
    if result.longest:
        parts.append(text("daily.longest", word=written(result.longest)))
    return " · ".join(parts)


def cards(today: date, days: Mapping[str, Mapping[str, DayResult]], text: Text) -> list[DayCard]:
    """Every grid game's board of the day, with the player's result and how many of the last 7 days they played."""
    made = []
    for game in GAMES:
        if game.rules is None:
            continue
        played = days.get(game.rules, {})
        mine = played.get(today.isoformat())
        week = sum(1 for back in range(WEEK) if (today - timedelta(days=back)).isoformat() in played)
        made.append(DayCard(game.rules, text(f"game.{game.key}.title"), text("daily.number", n=day_number(today)),
                            result_line(mine, game.rules, text) if mine else text("daily.unplayed"),
                            text("daily.week", n=week, days=WEEK), mine is not None))
    return made


def shared_facts(shared: SharedBoard, text: Text) -> list[str]:
    """What a shared board is: the game, its board and time, whose it is, and the day."""
    rules = get_rules(shared.rules)
    board = f"{shared.board.rows}×{shared.board.cols}"
    game = text(f"game.{rules.name}.title")
    lines = [text("shared.game", game=game, board=board, time=text.duration(shared.seconds))]
    if shared.day is not None:
        lines.append(text("shared.day", n=day_number(shared.day), date=shared.day.isoformat()))
    if shared.player is not None:
        lines.append(text("shared.from", player=shared.player))
    if shared.planted is not None:
        lines.append(text("shared.planted", letters=text.letters(len(shared.planted.word))))
    return lines


def compare(shared: SharedBoard, mine: Sequence[str], me: str, lexicon: Lexicon, text: Text) -> list[str]:
    """After playing a shared board: each one's score on their own, and the words both found."""
    if shared.player is None:
        return []
    rules = get_rules(shared.rules)
    theirs = judge_round(shared.board, rules, lexicon, {shared.player: list(shared.words)}).players[shared.player]
    own = judge_round(shared.board, rules, lexicon, {me: list(mine)}).players[me]
    both = {w.word for w in theirs.words if w.accepted} & {w.word for w in own.words if w.accepted}
    return [text("shared.compare", me=text.points(own.total), player=shared.player, points=text.points(theirs.total)),
            text.plural("shared.both", len(both))]
