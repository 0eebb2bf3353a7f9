"""What a judged round shows, on every device alike: each player's words marked, round points, totals.

Every word carries an icon and a word for its status (never colour alone):
valid, approved, duplicate, not in the dictionary, not on the board, too short,
and a star for the longest-word bonus. Players are listed by running total.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from beguile.judge import RoundResult
from beguile.rules import Rules
from beguile.scoring import Status, WordResult

from ..play_view import Written, as_written
from ..text import Text

ICONS = {Status.VALID: "✓", Status.APPROVED: "☑", Status.DUPLICATE: "↻", Status.NOT_IN_DICTIONARY: "✗",
         Status.NOT_ON_BOARD: "⊘", Status.TOO_SHORT: "…"}
"""The icon of each status a judged word can have."""
BONUS = "★"
ORDER = (Status.VALID, Status.APPROVED, Status.DUPLICATE, Status.NOT_IN_DICTIONARY, Status.NOT_ON_BOARD,
         Status.TOO_SHORT)


@dataclass(frozen=True)
class Word:
    """One word of a player's list, as judged."""

    word: str
    shown: str
    status: str
    icon: str
    points: int
    bonus: bool
    label: str
    """What a screen reader says: "quite, 4 points, valid"."""
    approvable: bool
    """The judge may approve it (on the board, not in the dictionary) or withdraw its approval."""
    approved: bool


@dataclass(frozen=True)
class Row:
    """One player in the table."""

    player: str
    points: int
    total: int
    words: tuple[Word, ...]
    summary: str
    winner: bool = False
    shown: str = ""
    """The name to show (a computer player's in the page's language); the player's own name when empty."""


@dataclass(frozen=True)
class Legend:
    """An icon and what it means."""

    icon: str
    text: str


def has_bonus(rules: Rules, result: WordResult) -> bool:
    """Whether a word's points carry the longest-word bonus."""
    if not rules.longest_bonus or not result.accepted or result.status == Status.DUPLICATE:
        return False
    base = rules.points(len(result.word))
    return base > 0 and result.points == base * rules.longest_bonus != base * rules.duplicates.unique


def word(rules: Rules, result: WordResult, approved: Collection[str], text: Text, written: Written,
         form: bool = False) -> Word:
    """One judged word (form: a word the rules refuse as a plural or conjugated form, Old Fashion's rule)."""
    status = Status(result.status)
    shown = written(result.word)
    bonus = has_bonus(rules, result)
    state = text(f"table.status.{status}")
    if form and status == Status.NOT_IN_DICTIONARY and rules.forms_of:
        state = text("table.status.form-refused")
    if bonus:
        state = text("table.status.bonus", status=state)
    label = text("table.word.label", word=shown, points=text.points(result.points), status=state)
    is_approved = result.word in approved
    approvable = status == Status.NOT_IN_DICTIONARY or is_approved
    return Word(result.word, shown, str(status), BONUS if bonus else ICONS.get(status, "?"), result.points, bonus,
                label, approvable, is_approved)


def _sorted(results: Sequence[WordResult]) -> list[WordResult]:
    """Words that score first (longest first), then the others by status."""
    rank = {status: i for i, status in enumerate(ORDER)}
    return sorted(results, key=lambda r: (r.points == 0, rank.get(Status(r.status), 9), -len(r.word), r.word))


def rows(result: RoundResult, rules: Rules, order: Sequence[str], before: Mapping[str, int],
         approved: Collection[str], text: Text, written: Written = as_written, winner: str | None = None,
         shown_name: Callable[[str], str] = str, forms: Collection[str] | None = None) -> list[Row]:
    """Every player of the round (and players of earlier rounds who sat this one out), by running total;
    with the fuller list of rules that refuse forms (Old Fashion), a word there is said to be such a form."""
    players = list(dict.fromkeys([*order, *result.players, *before]))
    made = []
    for player in players:
        judged = result.players.get(player)
        points = judged.total if judged else 0
        total = before.get(player, 0) + points
        words = tuple(word(rules, r, approved, text, written, form=forms is not None and r.word in forms)
                      for r in _sorted(judged.words)) if judged else ()
        counted = sum(1 for r in (judged.words if judged else ()) if r.accepted and r.points > 0)
        summary = text("table.summary", words=text.plural("table.words", counted), points=text.points(points),
                       total=text.points(total))
        made.append(Row(player, points, total, words, summary, player == winner, shown_name(player)))
    taken = {player: i for i, player in enumerate(players)}
    return sorted(made, key=lambda row: (-row.total, -row.points, taken[row.player]))


def legend(rules: Rules, text: Text) -> list[Legend]:
    """The icons the table uses, each with its meaning (the bonus only under rules that have one)."""
    shown = [Legend(ICONS[status], text(f"table.status.{status}")) for status in ORDER]
    if rules.longest_bonus:
        shown.insert(1, Legend(BONUS, text("table.legend.bonus", times=rules.longest_bonus)))
    return shown


def target_line(target: int | None, winner: str | None, text: Text) -> str:
    """What the table says about the target: who won, or the score to reach."""
    if winner is not None:
        return text("table.winner", player=winner, points=text.points(target or 0))
    if target is not None:
        return text("table.target", points=text.points(target))
    return ""


def approvals(rows_: Sequence[Row]) -> list[Word]:
    """The words the judge may approve or withdraw, each once, in the order they appear."""
    seen: dict[str, Word] = {}
    for row in rows_:
        for item in row.words:
            if item.approvable and item.word not in seen:
                seen[item.word] = item
    return list(seen.values())
