"""What the play screen shows: the answer to an entry, the score strip, the found words, the clock.

Words are given in lowercase as the player would read them (the page's style
sets them in capitals where it wants); `written` turns a folded word into its
written form(s), e.g. "criee" -> "criée" in French.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import isqrt

from beguile.judge import PlayerResult
from beguile.round import Round
from beguile.rules import Rules
from beguile.scoring import Status, WordResult

from .saved import Shown
from .text import Text

Written = Callable[[str], str]
ANNOUNCED = (60, 30, 10)
"""Seconds left at which the clock is announced to screen readers."""


def as_written(word: str) -> str:
    """A word as it is written when no accented spellings are known."""
    return word


@dataclass(frozen=True)
class Answer:
    """The page's answer to an entry: an icon, words, a kind for its style, and what is spoken."""

    icon: str
    text: str
    kind: str
    """good, warn, bad or star (the planted word found)."""
    status: str
    spoken: str


_ICONS = {Status.VALID: "✓", Status.APPROVED: "✓", Status.ALREADY_FOUND: "↻", Status.DUPLICATE: "↻",
          Status.NOT_IN_DICTIONARY: "✗", Status.NOT_ON_BOARD: "⊘", Status.TOO_SHORT: "…",
          Status.REVEALED: "★"}
_KINDS = {Status.VALID: "good", Status.APPROVED: "good", Status.ALREADY_FOUND: "warn",
          Status.DUPLICATE: "warn", Status.NOT_IN_DICTIONARY: "bad", Status.NOT_ON_BOARD: "bad",
          Status.TOO_SHORT: "warn", Status.REVEALED: "warn"}


def answer(result: WordResult, before: PlayerResult, after: PlayerResult, round_: Round, text: Text,
           written: Written = as_written, form: bool = False) -> Answer:
    """The answer to one entry, given the player's scored words before and after it.

    form: the word is in the fuller dictionary of rules that refuse plurals, feminines and
    conjugated forms (Old Fashion), so that rule, not the dictionary, is the reason to give.
    """
    rules = round_.rules
    status = result.status
    if result.accepted:
        planted = round_.deal.planted
        if planted is not None and result.word == planted.word:
            key, values, icon, kind, status = "answer.planted", {}, "★", "star", "planted"
        elif rules.scoring.per_word:
            gained = after.total - before.total
            key, values, icon, kind = "answer.points", {"points": text.points(gained)}, "✓", "good"
        else:
            longest = longest_word(after) or result.word
            key = "answer.longest" if longest == result.word else "answer.shorter"
            values = {"letters": text.letters(len(result.word)), "longest": written(longest)}
            icon, kind = "✓", "good"
    else:
        key, values = f"answer.{status}", {"letters": text.letters(rules.min_length)}
        icon, kind = _ICONS.get(status, "?"), _KINDS.get(status, "warn")
        if form and status == Status.NOT_IN_DICTIONARY and rules.forms_of:
            key, status = "answer.form-refused", "form-refused"
    word = written(result.word)
    shown = text(key, word=word.upper(), **{k: v.upper() if k == "longest" else v for k, v in values.items()})
    return Answer(icon, shown, kind, str(status), text(key, word=word, **values))


def longest_word(result: PlayerResult) -> str | None:
    """The player's longest accepted word, the first found of that length."""
    best: str | None = None
    for item in result.words:
        if item.accepted and (best is None or len(item.word) > len(best)):
            best = item.word
    return best


@dataclass(frozen=True)
class Strip:
    """The score strip above the board: the score (or the longest word) and how many words."""

    score: str
    words: str


def strip(rules: Rules, result: PlayerResult, text: Text, written: Written = as_written) -> Strip:
    """The score strip for the words found so far."""
    count = text.plural("strip.words", sum(1 for item in result.words if item.accepted))
    if rules.scoring.per_word:
        return Strip(text.points(result.total), count)
    longest = longest_word(result)
    if longest is None:
        return Strip(text("strip.no-longest"), count)
    return Strip(text("strip.longest", word=written(longest), letters=text.letters(len(longest))), count)


def found_words(rules: Rules, result: PlayerResult, text: Text, written: Written = as_written,
                planted: str | None = None) -> list[Shown]:
    """The found words, longest first, each with its points (or its length in the single-word game);
    the planted word, when found, marked as such."""
    accepted = [item for item in result.words if item.accepted]
    accepted.sort(key=lambda item: (-len(item.word), item.word))
    items = []
    for item in accepted:
        shown = written(item.word)
        if rules.scoring.per_word:
            note = f"+{item.points}"
            label = text("found.label.points", word=shown, points=text.points(item.points))
        else:
            note = str(len(item.word))
            label = text("found.label.letters", word=shown, letters=text.letters(len(item.word)))
        if item.word == planted:
            label = text("found.label.planted", label=label)
        items.append(Shown(item.word, shown, note, label, best=not rules.scoring.per_word and item.points > 0,
                           planted=item.word == planted))
    return items


def clock(round_: Round | None, seconds: int, practice: bool, now: float, text: Text) -> tuple[str, str]:
    """The clock's reading and its state: running, paused, off (no timer) or set (between rounds: the next
    round's time, which - and + change)."""
    if round_ is not None and not round_.over:
        left = round_.remaining(now)
        if left is None:
            return text("clock.off"), "off"
        return text.duration(int(-(-left // 1))), "paused" if round_.paused else "running"
    if practice:
        return text("clock.off"), "off"
    return text.duration(seconds), "set"


def clock_announcement(before: float | None, after: float | None, text: Text) -> str | None:
    """What to announce when the seconds left go from before to after (one minute, 30 s, 10 s)."""
    if before is None or after is None:
        return None
    for mark in ANNOUNCED:
        if before > mark >= after:
            return text.plural("clock.left", mark) if mark < 60 else text("clock.minute-left")
    return None


@dataclass(frozen=True)
class Controls:
    """Which of the play screen's buttons work now."""

    deal: bool
    show: bool
    end: bool
    time: bool
    sizes: tuple[tuple[int, bool, bool], ...]
    """(size, enabled, pressed) for each board size."""
    entry: bool
    fix_length: str
    too_big: tuple[tuple[int, str], ...] = ()
    """(size, why) for each board size the rules' letters cannot fill: the button says why."""


def size_refusal(rules: Rules, size: int, text: Text) -> str | None:
    """Why these rules cannot be played on a board of this size (too few dice), or None."""
    capacity = rules.source.capacity
    if capacity >= size * size:
        return None
    side = isqrt(capacity)
    return text.plural("size.too-big", capacity, game=text(f"game.{rules.name}.title"), size=f"{side}×{side}")


def controls(round_: Round | None, rules: Rules, size: int, ready: bool, now: float, text: Text) -> Controls:
    """The state of the buttons: dealing needs the dictionary, the time and size are set between rounds."""
    running = round_ is not None and not round_.is_over(now)
    planted = round_.deal.planted if round_ is not None else None
    sizes = tuple((n, ready and not running and rules.source.capacity >= n * n, n == size) for n in (4, 5))
    too_big = tuple((n, why) for n in (4, 5) if (why := size_refusal(rules, n, text)))
    return Controls(deal=ready, show=planted is not None and not (round_ is not None and round_.revealed and running),
                    end=running, time=ready and not running, sizes=sizes, entry=running,
                    fix_length=text.letters(len(planted.word)) if planted else "", too_big=too_big)


def planted_line(state: Controls, text: Text) -> str:
    """The line saying a word is hidden on the board, while the round runs ("" when there is none)."""
    return text("play.planted", letters=state.fix_length) if state.fix_length and state.entry else ""


def end_question(round_: Round, result: PlayerResult, text: Text) -> str:
    """The question asked before End finishes a running round."""
    if round_.rules.scoring.per_word:
        return text("confirm.end.points", points=text.points(result.total))
    return text.plural("confirm.end.words", sum(1 for item in result.words if item.accepted))


def resumed(round_: Round, now: float, text: Text) -> str:
    """What the answer line says when a paused clock runs again: it was paused, and the time left."""
    return text("answer.resumed", time=text.duration(int(-(-(round_.remaining(now) or 0) // 1))))


def leave_question(round_: Round, result: PlayerResult, text: Text) -> str:
    """The question asked before a running round is given up (New, Fix, another game)."""
    if round_.rules.scoring.per_word:
        return text("confirm.leave.points", points=text.points(result.total))
    return text.plural("confirm.leave.words", sum(1 for item in result.words if item.accepted))
