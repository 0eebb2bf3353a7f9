"""Search: the legal plays for the tray, sorted by points or by length, filtered by letters they contain."""

from __future__ import annotations

from dataclasses import dataclass

from beguile.sesquipedal.board import Board
from beguile.sesquipedal.movegen import Move

from ..text import Text
from .board_view import name
from .verdict_view import number, points_text

ORDERS = ("points", "length")
SHOWN = 60
"""Plays listed at once; the rest are counted."""


@dataclass(frozen=True)
class Found:
    """A legal play as Search lists it."""

    notation: str
    word: str
    score: int
    tiles: tuple[tuple[int, int, str], ...]
    label: str
    where: str
    """Its first square: "H8" (the style draws the direction's arrow after it)."""
    direction: str = "across"
    """across or down."""


def found_plays(board: Board, plays: list, text: Text) -> list[Found]:
    """The worker's raw plays ([score, across, row, col, code]) as rows, best points first."""
    found = []
    for raw in plays:
        move = Move(int(raw[0]), bool(raw[1]), int(raw[2]), int(raw[3]), str(raw[4]))
        word = move.word(board)
        square = name((move.row, move.col))
        label = text("sesq.search.label", word=word, square=square,
                     direction=text("sesq.across" if move.across else "sesq.down"), points=points_text(move.score, text))
        found.append(Found(move.notation(board), word, move.score, tuple(move.tiles()), label, square,
                           "across" if move.across else "down"))
    found.sort(key=lambda f: (-f.score, f.notation))
    return found


def clean(query: str) -> str:
    """The letters of a filter as typed (capitals, nothing else)."""
    return "".join(ch for ch in query.upper() if "A" <= ch <= "Z")


def chosen(found: list[Found], order: str, query: str, limit: int = SHOWN) -> tuple[list[Found], int]:
    """The plays to list: those whose word holds the letters typed, in the order asked; and how many match."""
    letters = clean(query)
    matching = [f for f in found if letters in f.word] if letters else list(found)
    if order == "length":
        matching.sort(key=lambda f: (-len(f.word), -f.score, f.notation))
    return matching[:limit], len(matching)


def points_shown(found: Found) -> str:
    return number(found.score)
