"""Record: a game saved as compact text, and restored by replaying it.

The text is a header line and one line per turn:

    SESQ/1 seed=42 tiles=en players=computer:3,human:Ann
    8D FADDY
    E7 B(A)NKNOTE
    -QX
    -

A turn is a play in notation (see play.py), "-TILES" for an exchange of those
tiles ("?" for a blank), or "-" for a pass. Since every draw comes from the
seed, replaying the turns on a new game with the same seed gives back the same
board, bag, trays and scores; the restored game carries on exactly as the
saved one would have. Names are percent-encoded (no spaces or commas).
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

from ..excerpt import excerpt
from ..lexicon import Lexicon
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
    lines = [f"{MAGIC} seed={game.seed} tiles={game.tile_set.name} players={players}"]
    lines += [turn.text() for turn in game.history]
    return "\n".join(lines) + "\n"


def loads(text: str, lexicon: Lexicon, tile_sets: dict[str, TileSet] | None = None) -> Game:
    """A game from its text form, replayed turn by turn; RecordError (and nothing else) if it does not replay."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    tile_sets = TILE_SETS if tile_sets is None else tile_sets
    lines = [line.strip() for line in text.strip().splitlines()]
    if not lines or not lines[0].startswith(MAGIC + " "):
        raise RecordError(f"not a Sesquipedal record: the first line must start with {MAGIC}")
    fields = {}
    for part in lines[0].split()[1:]:
        key, sep, value = part.partition("=")
        if not sep:
            raise RecordError(f"line 1: {excerpt(part)} is not key=value")
        if key in fields:
            raise RecordError(f"line 1: {excerpt(key)} is given twice")
        fields[key] = value
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
    game = Game(players, seed, lexicon, tile_set)
    for number, line in enumerate(lines[1:], 2):
        if not line:
            continue
        try:
            if line == "-":
                game.pass_turn()
            elif line.startswith("-"):
                game.exchange(line[1:])
            else:
                game.play_notation(line)
        except (GameError, IllegalPlay, TileError) as error:
            raise RecordError(f"line {number}: {excerpt(line)}: {error}") from None
    return game


def _read_seed(text: str) -> int:
    """The seed of line 1: a whole number in ASCII digits (Python reads up to some 4,300 of them)."""
    if SEED.fullmatch(text):
        try:
            return int(text)
        except ValueError:  # more digits than int() is allowed to read
            pass
    raise RecordError(f"line 1: seed {excerpt(text)} is not a whole number")
