"""The device's storage: the saved state and the stats, read and written through saved.py.

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


def _set_aside(key: str, raw: str, error: SavedError) -> None:
    js.console.info(f"Beguile: {key} set aside under {key}{ASIDE} ({error})")
    _write(key + ASIDE, raw)


def load_state() -> tuple[State, bool]:
    """The saved state, or a fresh one and True when the saved copy could not be read."""
    raw = _read(STATE_KEY)
    if raw is None:
        return State(), False
    try:
        return parse_state(raw, now_ms()), False
    except SavedError as error:
        _set_aside(STATE_KEY, raw, error)
        return State(), True


def save_state(state: State) -> None:
    """Save the state (the page calls this after every change)."""
    _write(STATE_KEY, format_state(state))


def load_stats() -> tuple[dict[str, GameStats], bool]:
    """The saved stats, or none and True when the saved copy could not be read."""
    raw = _read(STATS_KEY)
    if raw is None:
        return {}, False
    try:
        return parse_stats(raw), False
    except SavedError as error:
        _set_aside(STATS_KEY, raw, error)
        return {}, True


def save_stats(stats: dict[str, GameStats]) -> None:
    """Save the stats."""
    _write(STATS_KEY, format_stats(stats))


def load_record(key: str, parse: Callable[[str], T], fresh: T) -> tuple[T, bool]:
    """Another part's saved record (parse raises SavedError), or fresh and True when the copy was set aside."""
    raw = _read(key)
    if raw is None:
        return fresh, False
    try:
        return parse(raw), False
    except SavedError as error:
        _set_aside(key, raw, error)
        return fresh, True


def save_record(key: str, text: str) -> None:
    """Save another part's record."""
    _write(key, text)
