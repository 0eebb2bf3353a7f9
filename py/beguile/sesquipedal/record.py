"""Record: a game saved as compact text, and restored by replaying it.

The text is a header line and one line per turn:

    SESQ/1 seed=42 tiles=en dict=en-crossword players=computer:3,human:Ann
    8D FADDY
    E7 B(A)NKNOTE
    -QX
    -

A turn is a play in notation (see play.py), "-TILES" for an exchange of those
tiles ("?" for a blank), or "-" for a pass. Since every draw comes from the
seed, replaying the turns on a new game with the same seed gives back the same
board, bag, trays and scores; the restored game carries on exactly as the
saved one would have. Names are percent-encoded (no spaces or commas).

`dict=` names the word list (a dictionary of beguile.dictionaries); a record
without it was written before games named theirs, and plays with
editions.LEGACY_DICTIONARY. Read it with `dictionary_of` to load the right
lexicon before `loads`.
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

from ..dictionaries import UnknownDictionary, get_dictionary
from ..excerpt import excerpt
from ..lexicon import Lexicon
from .editions import LEGACY_DICTIONARY
from .game import Game, GameError, Player, parse_players
from .play import IllegalPlay
from .tiles import TILE_SETS, TileError, TileSet

MAGIC = "SESQ/1"
SEED = re.compile(r"-?[0-9]+", re.ASCII)


class RecordError(ValueError):
    """Record text that cannot be read or replayed; the message gives the line."""


def dumps(game: Game) -> str:
    """The compact text form of a game, finished or not."""
    players = ",".join(
        p.spec() if p.is_computer or not p.name else f"human:{quote(p.name, safe='')}" for p in game.players
    )
    named = f" dict={game.dictionary}" if game.dictionary else ""
    lines = [f"{MAGIC} seed={game.seed} tiles={game.tile_set.name}{named} players={players}"]
    lines += [turn.text() for turn in game.history]
    return "\n".join(lines) + "\n"


def loads(text: str, lexicon: Lexicon, tile_sets: dict[str, TileSet] | None = None) -> Game:
    """A game from its text form, replayed turn by turn; RecordError (and nothing else) if it does not replay."""
    tile_sets = TILE_SETS if tile_sets is None else tile_sets
    lines, fields = _header(text)
    missing = {"seed", "tiles", "players"} - fields.keys()
    if missing:
        raise RecordError(f"line 1: missing {', '.join(sorted(missing))}")
    seed = _read_seed(fields["seed"])
    tile_set = tile_sets.get(fields["tiles"])
    if tile_set is None:
        raise RecordError(f"line 1: unknown tile set {excerpt(fields['tiles'])}")
    try:
        players = [
            Player(p.kind, p.level, unquote(p.name)) for p in parse_players(fields["players"])
        ]
    except GameError as error:
        raise RecordError(f"line 1: {error}") from None
    game = Game(players, seed, lexicon, tile_set, _dictionary(fields))
    for number, line in enumerate(lines[1:], 2):
        if not line:
            continue
        try:
            play_line(game, line)
        except (GameError, IllegalPlay, TileError) as error:
            raise RecordError(f"line {number}: {excerpt(line)}: {error}") from None
    return game


def dictionary_of(text: str) -> str:
    """The name of the word list a record plays with (LEGACY_DICTIONARY when it names none); RecordError if unreadable."""
    return _dictionary(_header(text)[1]) or LEGACY_DICTIONARY


def _header(text: str) -> tuple[list[str], dict[str, str]]:
    """The record's stripped lines and the key=value fields of its first line."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    lines = [line.strip() for line in text.strip().splitlines()]
    if not lines or not lines[0].startswith(MAGIC + " "):
        raise RecordError(f"not a Sesquipedal record: the first line must start with {MAGIC}")
    fields: dict[str, str] = {}
    for part in lines[0].split()[1:]:
        key, sep, value = part.partition("=")
        if not sep:
            raise RecordError(f"line 1: {excerpt(part)} is not key=value")
        if key in fields:
            raise RecordError(f"line 1: {excerpt(key)} is given twice")
        fields[key] = value
    return lines, fields


def _dictionary(fields: dict[str, str]) -> str:
    """The dict= field, checked against the registry ("" when absent)."""
    name = fields.get("dict", "")
    if name:
        try:
            get_dictionary(name)
        except UnknownDictionary:
            raise RecordError(f"line 1: unknown dictionary {excerpt(name)}") from None
    return name


def play_line(game: Game, line: str) -> None:
    """Make the move one record line names: a play's notation, "-TILES" an exchange, "-" a pass."""
    line = line.strip()
    if line == "-":
        game.pass_turn()
    elif line.startswith("-"):
        game.exchange(line[1:])
    else:
        game.play_notation(line)


def _read_seed(text: str) -> int:
    """The seed of line 1: a whole number in ASCII digits (Python reads up to some 4,300 of them)."""
    if SEED.fullmatch(text):
        try:
            return int(text)
        except ValueError:  # more digits than int() is allowed to read
            pass
    raise RecordError(f"line 1: seed {excerpt(text)} is not a whole number")
