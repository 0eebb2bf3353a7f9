"""The device's storage: the saved state, the stats and other parts' records (the crossword, play together).

A copy that cannot be read is set aside under another key (a newer version of
the page may still read it) and the page starts fresh with a notice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import js

from .kit import missing, now_ms
from .saved import GameStats, SavedError, State, format_state, format_stats, parse_state, parse_stats

STATE_KEY = "beguile-state"
STATS_KEY = "beguile-stats"
ASIDE = "-unreadable"
T = TypeVar("T")


def _read(key: str) -> str | None:
    try:
        raw = js.localStorage.getItem(key)
    except Exception:  # noqa: BLE001 - storage blocked by the browser: play without it
        return None
    return None if missing(raw) else str(raw)


def _write(key: str, value: str) -> bool:
    try:
        js.localStorage.setItem(key, value)
        return True
    except Exception:  # noqa: BLE001 - storage full or blocked: play on without saving
        return False


def _set_aside(key: str, raw: str, error: Exception) -> None:
    js.console.info(f"Beguile: {key} set aside under {key}{ASIDE} ({error})")
    _write(key + ASIDE, raw)


def load(key: str, parse: Callable[[str], T]) -> tuple[T | None, bool]:
    """A saved record read by its parser: None when there is none, and True when the copy could not be
    read (it is then set aside under another key)."""
    raw = _read(key)
    if raw is None:
        return None, False
    try:
        return parse(raw), False
    except SavedError as error:
        _set_aside(key, raw, error)
        return None, True


def raw(key: str) -> str | None:
    """A record's saved text as it is now (None: none, or storage blocked)."""
    return _read(key)


def set_aside(key: str, error: Exception) -> None:
    """Set a saved copy aside that parsed but could not be used (a game that does not replay)."""
    raw = _read(key)
    if raw is not None:
        _set_aside(key, raw, error)
        forget(key)


def save(key: str, text: str) -> None:
    """Save a record's text (storage full or blocked: play on without saving)."""
    _write(key, text)


def forget(key: str) -> None:
    """Remove a saved record."""
    try:
        js.localStorage.removeItem(key)
    except Exception:  # noqa: BLE001 - storage blocked: nothing was kept anyway
        pass


def load_state() -> tuple[State | None, bool]:
    """The saved state (None on a first visit), and True when the saved copy could not be read (then None)."""
    return load(STATE_KEY, lambda raw: parse_state(raw, now_ms()))


def save_state(state: State) -> None:
    """Save the state (the page calls this after every change)."""
    _write(STATE_KEY, format_state(state))


def load_stats() -> tuple[dict[str, GameStats], bool]:
    """The saved stats, or none and True when the saved copy could not be read."""
    stats, unreadable = load(STATS_KEY, parse_stats)
    return stats or {}, unreadable


def save_stats(stats: dict[str, GameStats]) -> None:
    """Save the stats."""
    _write(STATS_KEY, format_stats(stats))
