"""What the page says about a tentative play before Play: its points and how they add up, or why not yet.

The breakdown follows seed 002: each word the play makes, the primary word
first, with its letter points and its length points (which cost points for a
2- or 3-letter primary word), then the total, which can be below zero.
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.sesquipedal.board import square_name
from beguile.sesquipedal.play import IllegalPlay, Play

from ..text import Text

SHOWN_REASONS = ("empty", "line", "gap", "first-short", "centre", "join", "short", "dictionary", "blank")
"""The reasons a player can meet while laying tiles; any other is said as `other`."""
MINUS = "\u2212"


def signed(n: int) -> str:
    """A number with its sign, a true minus for negatives: +10, −15, +0."""
    if n < 0:
        return f"{MINUS}{-n}"
    return f"+{n}"


def points_text(n: int, text: Text) -> str:
    """"1 point", "−4 points": the plural form follows the size of the number."""
    return text.plural("sesq.points", abs(n), value=number(n))


def number(n: int) -> str:
    """A number with a true minus when negative."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class Part:
    """One word of a play and its points."""

    word: str
    letters: int
    length: int
    primary: bool
    text: str
    """As shown: "HEALS 8 +10"."""


@dataclass(frozen=True)
class Verdict:
    """The Play button, the line beside it and what a screen reader hears."""

    legal: bool
    points: int | None
    button: str
    label: str
    """The Play button's accessible name."""
    parts: tuple[Part, ...]
    total: str
    reason: str
    """The rule broken (see beguile.sesquipedal.play.REASONS), "" for a legal play or no tiles."""
    why: str
    """The reason in words, for the line and the assertive announcement."""
    spoken: str
    square: tuple[int, int] | None = None
    """A square at fault (a gap, the centre), marked on the board."""

    @property
    def negative(self) -> bool:
        return self.points is not None and self.points < 0


def word_of(text: str) -> str:
    """A word as the page writes it: capitals (a blank's letter too)."""
    return text.upper()


def verdict(outcome: Play | IllegalPlay | None, text: Text) -> Verdict:
    """What to show for a tentative play: None (no tiles), the engine's Play, or its IllegalPlay."""
    if outcome is None:
        return Verdict(False, None, text("sesq.play"), text("sesq.play"), (), "", "", "", "")
    if isinstance(outcome, IllegalPlay):
        why = reason_text(outcome, text)
        return Verdict(False, None, reason_text(outcome, text, "short"), text("sesq.play.illegal.label", why=why),
                       (), "", outcome.reason, why, why, outcome.square)
    parts = tuple(Part(word_of(w.text), w.letter_points, w.length_points, w.primary,
                       text("sesq.part", word=word_of(w.text), letters=w.letter_points, length=signed(w.length_points)))
                  for w in outcome.words)
    points = outcome.score
    spoken = [text("sesq.spoken.primary" if p.primary else "sesq.spoken.part", word=p.word.lower(),
                   letters=p.letters, length=number(p.length)) for p in parts]
    spoken.append(text("sesq.spoken.total", points=points_text(points, text)))
    return Verdict(True, points, text("sesq.play.points", points=number(points)),
                   text("sesq.play.label", points=points_text(points, text)), parts,
                   text("sesq.total", points=number(points)), "", "", " ".join(spoken))


def reason_text(error: IllegalPlay, text: Text, form: str = "why") -> str:
    """Why a play is not legal yet, in the player's language: a sentence ("why"), or a few words for
    the Play button ("short")."""
    reason = error.reason if error.reason in SHOWN_REASONS else "other"
    square = square_name(*error.square, across=False) if error.square else ""
    if reason == "dictionary":
        words = [word.upper() for word in error.words]
        return text.plural(f"sesq.{form}.dictionary", len(words), words=text.join(words))
    return text(f"sesq.{form}.{reason}", square=square)
