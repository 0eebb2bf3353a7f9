"""Leave values: what the tiles kept on the tray are worth, learned from self-play.

A leave table is plain text, one term a line: a tile ("S 9.8") or a pair of
tiles ("ER 1.2", "SS -3.4") and its value in points. A leave is worth the sum
of its tiles' values and of the values of every pair of its tiles (a leave of
three tiles has three pairs), so a table sees both what each tile brings and
how tiles go together (duplicates, vowels with vowels, Q with U). Terms the
table does not hold count 0.

The tables are learned by `tools/sesq_leaves.py` from games of the computer
against itself, one per tile set (the module `leaves_<tile set>.py`); a tile
set without a table gets None and the expert falls back on its rule of thumb.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from ..excerpt import excerpt

TABLE_MODULE = "beguile.sesquipedal.leaves_{}"


class LeaveTableError(ValueError):
    """A leave table line that cannot be read."""


def parse_table(text: str) -> dict[str, float]:
    """The terms of a leave table's text (sorted tiles -> points); blank lines and # comments are skipped."""
    table: dict[str, float] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or not 1 <= len(parts[0]) <= 2:
            raise LeaveTableError(f"line {number}: {excerpt(line)} is not a tile or pair and a value")
        try:
            value = float(parts[1])
        except ValueError:
            raise LeaveTableError(f"line {number}: {excerpt(parts[1])} is not a number") from None
        table["".join(sorted(parts[0]))] = value
    return table


def format_table(table: dict[str, float], comment: str = "") -> str:
    """A leave table as text (tiles first, then pairs), the inverse of parse_table."""
    lines = [f"# {row}" for row in comment.splitlines()]
    for key in sorted(table, key=lambda k: (len(k), k)):
        lines.append(f"{key} {table[key]:.2f}")
    return "\n".join(lines) + "\n"


def terms(leave: str) -> list[str]:
    """The table terms a (sorted) leave is worth the sum of: each tile, and each pair of its tiles."""
    found = list(leave)
    for i in range(len(leave)):
        for j in range(i + 1, len(leave)):
            found.append(leave[i] + leave[j])
    return found


def table_value(table: dict[str, float], leave: str) -> float:
    """What a (sorted) leave is worth by a table."""
    return sum(table.get(term, 0.0) for term in terms(leave))


@lru_cache(maxsize=None)
def leave_table(tile_set: str) -> dict[str, float] | None:
    """The learned leave table of a tile set (by name), or None when there is none."""
    try:
        module = importlib.import_module(TABLE_MODULE.format(tile_set.replace("-", "_")))
    except ImportError:
        return None
    return parse_table(module.TABLE)
