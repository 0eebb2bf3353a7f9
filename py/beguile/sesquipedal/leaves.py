"""Leave values: what the tiles a play keeps in the tray are worth, one table per tile set.

A leave is the sorted tiles kept ("?" for a blank). Its value, in points, is a
sum of parts: each tile kept, each extra copy of a tile (two E's help less than
one E twice), the mix of vowels and consonants kept, and a Q kept without a U.
An empty leave is worth 0: the parts say how much better (or worse) keeping
these tiles is than drawing a fresh tray.

tools/fit_leaves.py fits the parts to self-play: for each turn of games
between static experts, the tiles kept against the points the same player
scored on their next turn (leave_tables.py says where each table comes from). The table's text form, one part per line
(what the tool prints and `LeaveTable.from_text` reads):

    tile S 4.52          keeping an S
    copy E -1.39         each E kept beyond the first
    mix 2 3 2.37         keeping 2 vowels and 3 consonants (a blank is neither)
    q-without-u -3.10    a Q kept with no U
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..excerpt import excerpt
from .leave_tables import ENGLISH_LEAVES, FRENCH_LEAVES
from .tiles import BLANK

VOWELS = frozenset("AEIOU")

Mix = tuple[int, int]
"""Vowels and consonants kept."""


class LeaveTableError(ValueError):
    """Table text that cannot be read."""


def mix_of(leave: str) -> Mix:
    """How many vowels and consonants a leave keeps (a blank is neither)."""
    vowels = sum(tile in VOWELS for tile in leave)
    return vowels, len(leave) - vowels - leave.count(BLANK)


@dataclass(frozen=True)
class LeaveTable:
    """The fitted parts of a tile set's leave values."""

    name: str
    tiles: Mapping[str, float]
    copies: Mapping[str, float]
    mixes: Mapping[Mix, float]
    q_without_u: float = 0.0

    def value(self, leave: str) -> float:
        """What keeping these tiles is worth, in points (0 for none)."""
        if not leave:
            return 0.0
        value = 0.0
        for tile in set(leave):
            count = leave.count(tile)
            value += count * self.tiles.get(tile, 0.0) + (count - 1) * self.copies.get(tile, 0.0)
        value += self.mixes.get(mix_of(leave), 0.0)
        if "Q" in leave and "U" not in leave:
            value += self.q_without_u
        return value

    @classmethod
    def from_text(cls, name: str, text: str) -> LeaveTable:
        """Read a table's text form (blank lines and "#" comments skipped)."""
        tiles: dict[str, float] = {}
        copies: dict[str, float] = {}
        mixes: dict[Mix, float] = {}
        q_without_u = 0.0
        for number, line in enumerate(text.splitlines(), 1):
            fields = line.split("#", 1)[0].split()
            if not fields:
                continue
            try:
                kind, *keys, points = fields
                value = float(points)
                if kind in ("tile", "copy") and len(keys) == 1 and len(keys[0]) == 1:
                    (tiles if kind == "tile" else copies)[keys[0].upper()] = value
                elif kind == "mix" and len(keys) == 2:
                    mixes[int(keys[0]), int(keys[1])] = value
                elif kind == "q-without-u" and not keys:
                    q_without_u = value
                else:
                    raise ValueError
            except ValueError:
                raise LeaveTableError(f"leave table {name}, line {number}: cannot read {excerpt(line)}") from None
        return cls(name, tiles, copies, mixes, q_without_u)

    def text(self) -> str:
        """The table's text form, parts in a fixed order (what `from_text` reads back)."""
        lines = [f"tile {t} {v:.2f}" for t, v in sorted(self.tiles.items())]
        lines += [f"copy {t} {v:.2f}" for t, v in sorted(self.copies.items())]
        lines += [f"mix {m[0]} {m[1]} {v:.2f}" for m, v in sorted(self.mixes.items())]
        lines.append(f"q-without-u {self.q_without_u:.2f}")
        return "\n".join(lines) + "\n"


LEAVE_TABLES: dict[str, LeaveTable] = {
    "en": LeaveTable.from_text("en", ENGLISH_LEAVES),
    "fr": LeaveTable.from_text("fr", FRENCH_LEAVES),
}
"""Each tile set's table, by the tile set's name."""


def leave_table(tile_set: str) -> LeaveTable:
    """The table of a tile set (English's for a set that has none of its own)."""
    return LEAVE_TABLES.get(tile_set, LEAVE_TABLES["en"])
