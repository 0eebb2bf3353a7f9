"""Tiles: a tile set as data (letters, counts, points) and the bag tiles are drawn from.

A tile is one character: "A" to "Z" for a letter tile, "?" for a blank. On the
board a blank shows the letter it stands for in lowercase ("e" is a blank
played as E), and scores 0.

A tile set is plain text, one line per tile kind: the tile, how many, its points.
Swap in another set by building a `TileSet` from another text. A set holds 1 to
MAX_TILES tiles, and a tile scores -MAX_POINTS to MAX_POINTS.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..excerpt import excerpt

BLANK = "?"
MAX_TILES = 1000
"""The most tiles a set may hold (the standard set has 100)."""
MAX_POINTS = 100
"""The most points a tile may score, either way (the standard set's highest is 10)."""

ENGLISH_TEXT = """\
# tile count points (the standard English set: 100 tiles, 98 letters and 2 blanks)
? 2 0
E 12 1
A 9 1
I 9 1
O 8 1
N 6 1
R 6 1
T 6 1
L 4 1
S 4 1
U 4 1
D 4 2
G 3 2
B 2 3
C 2 3
M 2 3
P 2 3
F 2 4
H 2 4
V 2 4
W 2 4
Y 2 4
K 1 5
J 1 8
X 1 8
Q 1 10
Z 1 10
"""

FRENCH_TEXT = """\
# tile count points (the French set: 100 tiles, 98 letters and 2 blanks)
# Source: the letter counts and values of the French edition of the standard
# crossword game, whose set has 102 tiles (100 letters and 2 blanks). To keep
# the 100 tiles of Sesquipedal, one tile each of its two most plentiful letters
# goes: E 15 -> 14 and A 9 -> 8. Every value is the French edition's.
? 2 0
E 14 1
A 8 1
I 8 1
N 6 1
O 6 1
R 6 1
S 6 1
T 6 1
U 6 1
L 5 1
D 3 2
M 3 2
G 2 2
B 2 3
C 2 3
P 2 3
F 2 4
H 2 4
V 2 4
J 1 8
Q 1 8
K 1 10
W 1 10
X 1 10
Y 1 10
Z 1 10
"""


class TileError(ValueError):
    """Tile text, a tray or an exchange that cannot be read or done."""


def _read_tile_line(line: str, number: int) -> tuple[str, int, int]:
    """One `tile count points` line: a tile A-Z (either case) or ?, a count, points (whole numbers in bounds)."""
    parts = line.split()
    if len(parts) != 3 or not _is_digits(parts[1]) or not _is_digits(parts[2].removeprefix("-")):
        raise TileError(f"tile set line {number}: expected `tile count points`, got {excerpt(line)}")
    tile = parts[0]
    if not (tile == BLANK or len(tile) == 1 and ("A" <= tile <= "Z" or "a" <= tile <= "z")):
        raise TileError(f"tile set line {number}: {excerpt(tile)} is not a tile (A to Z, or ? for a blank)")
    if len(parts[1]) > 5 or len(parts[2]) > 5 or int(parts[1]) > MAX_TILES or abs(int(parts[2])) > MAX_POINTS:
        raise TileError(f"tile set line {number}: at most {MAX_TILES} tiles of a kind, "
                        f"worth -{MAX_POINTS} to {MAX_POINTS} points")
    return tile.upper(), int(parts[1]), int(parts[2])


def _is_digits(text: str) -> bool:
    """Whether text is a whole number written in ASCII digits."""
    return text.isascii() and text.isdigit()


@dataclass(frozen=True)
class TileSet:
    """The tiles of a game: how many of each and what each scores."""

    name: str
    counts: dict[str, int]
    points: dict[str, int]
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Check the tiles and derive the points by letter index (a=0 .. z=25)."""
        for tile in self.counts:
            if tile != BLANK and not ("A" <= tile <= "Z" and len(tile) == 1):
                raise TileError(f"{tile!r} is not a tile (A to Z, or ? for a blank)")
            if tile not in self.points:
                raise TileError(f"tile {tile} has no points")
        values = tuple(self.points.get(chr(65 + i), 0) for i in range(26))
        object.__setattr__(self, "values", values)

    @classmethod
    def from_text(cls, name: str, text: str) -> TileSet:
        """Read `tile count points` lines; blank lines and # comments are skipped; TileError for anything else."""
        if not isinstance(text, str):
            raise TileError(f"a tile set is text, not {type(text).__name__}")
        counts: dict[str, int] = {}
        points: dict[str, int] = {}
        for number, line in enumerate(text.splitlines(), 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            tile, count, value = _read_tile_line(line, number)
            if tile in counts:
                raise TileError(f"tile set line {number}: tile {tile} appears twice")
            counts[tile] = count
            points[tile] = value
        if not 1 <= sum(counts.values()) <= MAX_TILES:
            raise TileError(f"a tile set holds 1 to {MAX_TILES} tiles, not {sum(counts.values())}")
        return cls(name, counts, points)

    def to_text(self) -> str:
        """The text form, which from_text reads back to an equal set."""
        return "".join(f"{tile} {count} {self.points[tile]}\n" for tile, count in self.counts.items())

    @property
    def total(self) -> int:
        """How many tiles the set holds."""
        return sum(self.counts.values())

    def tiles(self) -> list[str]:
        """Every tile of the set, in a fixed order (before shuffling)."""
        return [tile for tile, count in sorted(self.counts.items()) for _ in range(count)]

    def value(self, tile: str) -> int:
        """The points of a tile as held in a tray ("?" is a blank) or as on the board."""
        if tile == BLANK or tile.islower():
            return 0
        return self.points.get(tile, 0)

    def tray_points(self, tray: str) -> int:
        """The letter points of the tiles in a tray (the end-of-game penalty)."""
        return sum(self.value(tile) for tile in tray)


ENGLISH = TileSet.from_text("en", ENGLISH_TEXT)
FRENCH = TileSet.from_text("fr", FRENCH_TEXT)
TILE_SETS: dict[str, TileSet] = {"en": ENGLISH, "fr": FRENCH}


def get_tile_set(name: str) -> TileSet:
    """A registered tile set by name."""
    try:
        return TILE_SETS[name]
    except KeyError:
        raise TileError(f"unknown tile set {excerpt(name)} (known: {', '.join(TILE_SETS)})") from None


def parse_tray(text: str) -> str:
    """Tray letters as typed ("aer?st", "AER_ST") to tiles ("AER?ST"); '_' or '?' is a blank."""
    if not isinstance(text, str):
        raise TileError(f"a tray is text, not {type(text).__name__}")
    for tile in text.strip():
        if tile not in "?_" and not ("A" <= tile <= "Z" or "a" <= tile <= "z"):
            raise TileError(f"{tile!r} is not a tile: use letters A to Z and ? for a blank")
    return text.strip().upper().replace("_", BLANK)


class Bag:
    """The tiles not yet drawn. Every draw comes from the game's random generator."""

    def __init__(self, tiles: list[str], rng: random.Random) -> None:
        """A bag holding tiles, drawing with rng."""
        self.tiles = list(tiles)
        self.rng = rng

    def __len__(self) -> int:
        """How many tiles are left."""
        return len(self.tiles)

    def draw(self, count: int) -> str:
        """Draw up to count tiles at random."""
        drawn = []
        for _ in range(min(count, len(self.tiles))):
            index = self.rng.randrange(len(self.tiles))
            self.tiles[index], self.tiles[-1] = self.tiles[-1], self.tiles[index]
            drawn.append(self.tiles.pop())
        return "".join(drawn)

    def put_back(self, tiles: str) -> None:
        """Return tiles to the bag (an exchange)."""
        self.tiles.extend(tiles)


def leave_after(tray: str, used: str) -> str:
    """The sorted tiles a tray keeps after a play uses some of them."""
    return "".join(sorted(remove_tiles(tray, used)))


def remove_tiles(tray: str, tiles: str) -> str:
    """The tray without tiles (each "?" or lowercase letter uses a blank); error if missing."""
    left = list(tray)
    for tile in tiles:
        want = BLANK if tile == BLANK or tile.islower() else tile
        try:
            left.remove(want)
        except ValueError:
            shown = "a blank" if want == BLANK else want
            raise TileError(f"the tray {tray or '(empty)'} has no {shown} to play") from None
    return "".join(left)
