"""The crossword game the page keeps on the device, saved after every move and every tile laid.

The game itself is its record (seed, players and turns: see
beguile.sesquipedal.record); beside it the help noted per turn, each player's
tray in the order they arranged it, and the tiles laid but not yet played. The
parser trusts nothing: what it cannot read raises SavedError naming the problem
(replaying the record is checked when the session is restored).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from beguile.sesquipedal.board import SIZE
from beguile.sesquipedal.game import MAX_PLAYERS, TRAY_SIZE
from beguile.sesquipedal.record import MAGIC

from ..saved import SavedError
from .session import NOTES

KEY = "beguile-sesq"
VERSION = 1
LONGEST_RECORD = 20_000
"""Far more than a game's record (a header and a hundred short lines)."""
TILE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ?")


@dataclass(frozen=True)
class SavedGame:
    """A game in progress (or just finished) as kept on the device."""

    record: str
    notes: dict[int, tuple[str, ...]] = field(default_factory=dict)
    pending: tuple[str, ...] = ()
    orders: tuple[str, ...] = ()
    """Each player's tray in the order shown ("" when not known)."""
    laid: tuple[tuple[int, int, int, str], ...] = ()
    """The tiles the player to move has laid but not played: (row, column, tray slot, letter)."""
    helped: bool = True
    """Whether Suggest and Search are offered (games saved before this choice had them)."""


def format_saved(saved: SavedGame) -> str:
    """The saved game as JSON text."""
    return json.dumps({"v": VERSION, "record": saved.record,
                       "notes": {str(k): list(v) for k, v in sorted(saved.notes.items())},
                       "pending": list(saved.pending), "orders": list(saved.orders),
                       "laid": [list(t) for t in saved.laid], "help": saved.helped}, separators=(",", ":"))


def parse_saved(text: object) -> SavedGame:
    """The saved game from JSON text; SavedError names what cannot be read."""
    if not isinstance(text, str):
        raise SavedError("saved crossword game is not text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SavedError("saved crossword game is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise SavedError("saved crossword game is from another version")
    record = data.get("record")
    if not isinstance(record, str) or not record.startswith(MAGIC + " ") or len(record) > LONGEST_RECORD:
        raise SavedError("saved crossword game has no record")
    helped = data.get("help", True)
    if not isinstance(helped, bool):
        raise SavedError("saved crossword game has a bad help setting")
    return SavedGame(record, _notes(data.get("notes", {})), _note_list(data.get("pending", [])),
                     _orders(data.get("orders", [])), _laid(data.get("laid", [])), helped)


def _note_list(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(n, str) and n in NOTES for n in value):
        raise SavedError("saved crossword game has a bad note")
    return tuple(dict.fromkeys(value))


def _notes(value: object) -> dict[int, tuple[str, ...]]:
    if not isinstance(value, dict):
        raise SavedError("saved crossword game has bad notes")
    notes = {}
    for key, listed in value.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) < 5):
            raise SavedError("saved crossword game has a note on a bad turn")
        notes[int(key)] = _note_list(listed)
    return notes


def _orders(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > MAX_PLAYERS:
        raise SavedError("saved crossword game has bad trays")
    for order in value:
        if not isinstance(order, str) or len(order) > TRAY_SIZE or not set(order) <= TILE_CHARS:
            raise SavedError("saved crossword game has a bad tray")
    return tuple(value)


def _laid(value: object) -> tuple[tuple[int, int, int, str], ...]:
    if not isinstance(value, list) or len(value) > TRAY_SIZE:
        raise SavedError("saved crossword game has bad tiles laid")
    laid = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 4):
            raise SavedError("saved crossword game has a bad tile laid")
        row, col, slot, letter = item
        if not (all(type(n) is int for n in (row, col, slot)) and 0 <= row < SIZE and 0 <= col < SIZE
                and 0 <= slot < TRAY_SIZE and isinstance(letter, str) and len(letter) == 1
                and (letter.upper() in TILE_CHARS)):
            raise SavedError("saved crossword game has a bad tile laid")
        laid.append((row, col, slot, letter))
    return tuple(laid)
