"""Computer players, their levels, and hints for a human.

Level 3, "expert", plays to win under this scoring. Long words pay triangle
numbers (a 7-letter primary word earns 21 length points, an 8-letter one 28)
and 2- and 3-letter primary words cost 15 and 10, so what a play keeps in the
tray and what it opens matter. The expert:

- rates every play by its static equity: its points plus the value of the
  tiles it keeps, from its edition's leave table (leaves.py: each tile, extra
  copies, the mix of vowels and consonants; English: blank +7, S +6, E +0.4
  ... J -2.4, 5 off each duplicate; French fitted to self-play), counted twice
  over (a tile kept helps beyond the next turn) and weighted down as the bag
  empties; an exchange (keeping the best tiles) and a pass are rated the same
  way, less a fixed cost for the turn they give up;
- tries its ten best plays and the better of exchange and pass against the
  same eight trays the next player might hold (simulation.py) and takes the
  one with the best points, minus the mean best reply, plus the value of what
  it keeps (an exchange or a pass scores no points there, so it needs no extra
  cost);
- once the bag is empty in a two-player game, searches its plays, the
  opponent's highest-scoring answers to them (the tray is known now), its own
  next plays and a finish (endgame.py); with more players it weighs each
  play's points against the tiles it would be stuck with.

Level 2, "greedy", always takes the highest-scoring play (even below zero);
with no play it exchanges all its tiles, or passes.

Level 1, "novice", knows only short words (primary words of up to six
letters), and when it is ahead it takes an ordinary play rather than the best,
which keeps its score near its opponents'.

`hint` proposes the expert's move for a human's tray; `expert_rank` lists the
expert's options with their equity (for "show me better plays").

Against greedy the expert wins 67.7% of 3,000 English games (95% interval
66.0-69.3%, by 25.7 points a game) and 70.0% of 1,000 French ones
(67.1-72.8%, by 38.5).
bench/sesquipedal-expert.md records how each choice above was measured and
what was tried and not kept: other leave tables, more candidates, trays and
plies, readings of the next player's tray, other charges for the reply.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from .board import Board
from .endgame import at_once_rank, endgame_rank
from .leaves import leave_table
from .movegen import Move, RawPlay, best_first, highest_scoring, used_tiles
from .simulation import Candidate, sample_trays, simulate
from .tiles import leave_after

if TYPE_CHECKING:
    from .game import Game

NOVICE_LONGEST = 6

LEAVE_SCALE = 2.0
"""How much a leave table counts: its values are next-turn points, and a tile kept helps beyond that turn."""
LEAVE_FULL_BAG = 14


@dataclass(frozen=True)
class Action:
    """A computer's (or a hint's) choice: a play, an exchange of some tiles, or a pass."""

    kind: str
    move: Move | None = None
    tiles: str = ""
    equity: float = 0.0

    def describe(self, board: Board) -> str:
        """One line for a person."""
        if self.kind == "play" and self.move is not None:
            return f"{self.move.notation(board)} for {self.move.score} points"
        if self.kind == "exchange":
            return f"exchange {self.tiles}"
        return "pass"


@lru_cache(maxsize=200_000)
def leave_value(leave: str, tile_set: str = "en") -> float:
    """What keeping these tiles is worth (sorted tiles, "?" for a blank) in a tile set's game."""
    return LEAVE_SCALE * leave_table(tile_set).value(leave)


def best_keep(tray: str, tile_set: str = "en") -> tuple[str, float]:
    """The tiles worth keeping in an exchange (at least one tile goes back), and their value."""
    best, value = "", leave_value("", tile_set)
    tiles = sorted(tray)
    for size in range(1, len(tiles)):
        for keep in set(itertools.combinations(tiles, size)):
            v = leave_value("".join(keep), tile_set)
            if v > value:
                best, value = "".join(keep), v
    return best, value


def leave_weight(bag: int) -> float:
    """How much the tiles kept count: fully while the bag is full, less as it runs out."""
    return 1.0 if bag >= LEAVE_FULL_BAG else max(0.2, bag / LEAVE_FULL_BAG)


# --- the levels ------------------------------------------------------------------------

def greedy(game: Game, player: int) -> Action:
    """The highest-scoring play; with none, exchange everything or pass."""
    raw = game.generator.generate(game.board, game.trays[player])
    best = highest_scoring(raw)
    if best is not None:
        return Action("play", Move(*best), equity=best[0])
    if game.can_exchange():
        return Action("exchange", tiles=game.trays[player])
    return Action("pass")


def novice(game: Game, player: int) -> Action:
    """Short words only; when ahead, an ordinary play that keeps the game close."""
    raw = [m for m in game.generator.generate(game.board, game.trays[player]) if len(m[4]) <= NOVICE_LONGEST]
    if not raw:
        if game.can_exchange():
            return Action("exchange", tiles=game.trays[player])
        return Action("pass")
    raw.sort(key=best_first)
    others = max(s for i, s in enumerate(game.scores) if i != player)
    lead = game.scores[player] - others
    if lead > 15:
        positive = [m for m in raw if m[0] >= 0] or raw
        choice = positive[len(positive) // 2]
    else:
        choice = raw[0]
    return Action("play", Move(*choice), equity=choice[0])


EXPERT_CANDIDATES = 10
SAMPLED_TRAYS = 8
EXCHANGE_COST = 2.0
PASS_COST = 10.0


def keep_value(leave: str, bag: int, tile_set: str = "en") -> float:
    """What keeping these (sorted) tiles is worth with so many tiles left in the bag."""
    return leave_weight(bag) * leave_value(leave, tile_set)


def static_rank(game: Game, player: int) -> list[tuple[float, Action]]:
    """Plays (the promising ones), an exchange and a pass by static equity: points plus the tiles kept."""
    board, tray = game.board, game.trays[player]
    bag, tile_set = len(game.bag), game.tile_set.name
    raw = game.generator.generate(board, tray)
    raw.sort(key=best_first)
    ceiling = keep_value("", bag, tile_set)
    for n in range(len(tray) + 1):
        for keep in set(itertools.combinations(sorted(tray), n)):
            ceiling = max(ceiling, keep_value("".join(keep), bag, tile_set))
    cache: dict[str, float] = {}
    scored: list[tuple[float, RawPlay]] = []
    cutoff = None
    for m in raw:
        if cutoff is not None and m[0] + ceiling < cutoff - 40:
            break  # no tiles kept could lift this play near the best
        used = used_tiles(m[4])
        key = "".join(sorted(used))
        value = cache.get(key)
        if value is None:
            value = cache[key] = keep_value(leave_after(tray, used), bag, tile_set)
        equity = m[0] + value
        scored.append((equity, m))
        if cutoff is None or equity > cutoff:
            cutoff = equity
    scored.sort(key=lambda e: (-e[0], *best_first(e[1])[1:]))
    ranked = [(eq, Action("play", Move(*m), equity=eq)) for eq, m in scored]
    if game.can_exchange():
        keep, _ = best_keep(tray, tile_set)
        eq = keep_value(keep, bag, tile_set) - EXCHANGE_COST
        ranked.append((eq, Action("exchange", tiles=leave_after(tray, keep), equity=eq)))
    eq = keep_value("".join(sorted(tray)), bag, tile_set) - PASS_COST
    ranked.append((eq, Action("pass", equity=eq)))
    ranked.sort(key=lambda e: -e[0])
    return ranked


def candidate(tray: str, action: Action) -> Candidate:
    """An action as the simulation tries it."""
    if action.kind == "play" and action.move is not None:
        used = action.move.used()
        return Candidate(tuple(action.move), leave_after(tray, used), len(used))
    return Candidate(None, leave_after(tray, action.tiles), 0)


def expert_rank(game: Game, player: int, out_of_time: Callable[[], bool] | None = None) -> list[tuple[float, Action]]:
    """The expert's options in its order of preference, with their equity.

    With tiles in the bag the list has two groups: the candidates it simulated,
    best first, valued by the simulation; then the others in static order,
    charged the best reply to the board as it stands instead of a reply to
    themselves (so a value there may exceed one above it).

    `out_of_time()`, when given, is asked between steps of the search: once it
    says yes the expert ranks by what it has worked out so far (the static order
    if the simulation had no time for a single tray), so a time cap still gets
    the best choice found.
    """
    if not game.bag:
        return _endgame(game, player, out_of_time)
    static = static_rank(game, player)
    tried = [e for e in static if e[1].kind == "play"][:EXPERT_CANDIDATES]
    tried += [e for e in static if e[1].kind != "play"][:1]
    if len(tried) == 1:
        return static
    tray = game.trays[player]
    rng = random.Random(f"{game.seed}:{len(game.history)}:{player}")
    trays = sample_trays(game.unseen(player), SAMPLED_TRAYS, rng)
    simulated = simulate(game.generator, game.board, len(game.bag),
                         [candidate(tray, action) for _, action in tried], trays,
                         partial(keep_value, tile_set=game.tile_set.name), out_of_time)
    if simulated is None:
        return static
    values, standing = simulated
    ranked = sorted(((v, replace(a, equity=v)) for v, (_, a) in zip(values, tried)), key=lambda e: -e[0])
    others = [(eq - standing, replace(a, equity=eq - standing)) for eq, a in static
              if not any(a is t for _, t in tried)]
    return ranked + others


def _endgame(game: Game, player: int, out_of_time: Callable[[], bool] | None = None) -> list[tuple[float, Action]]:
    """With the bag empty: a two-ply search against the known tray, or with more players each play at once."""
    tray = game.trays[player]
    if len(game.players) > 2:
        others = sum(game.tile_set.tray_points(t) for i, t in enumerate(game.trays) if i != player)
        ranked = at_once_rank(game.generator, game.board, tray, others, game.tile_set)
    else:
        ranked = endgame_rank(game.generator, game.board, tray, game.unseen(player), game.tile_set, out_of_time)
    return [(v, Action("play", Move(*m), equity=v) if m else Action("pass", equity=v)) for v, m in ranked]


def expert(game: Game, player: int, out_of_time: Callable[[], bool] | None = None) -> Action:
    """The expert's choice (the best found so far once `out_of_time()` says yes)."""
    return expert_rank(game, player, out_of_time)[0][1]


@dataclass(frozen=True)
class Level:
    """A computer level: its name and how it chooses a move (given, for a search that can stop early, a clock)."""

    name: str
    choose: Callable[..., Action]
    searches: bool = False
    """Whether it searches and so listens to `out_of_time` (the others answer in one move generation)."""


LEVELS: dict[int, Level] = {1: Level("novice", novice), 2: Level("greedy", greedy),
                            3: Level("expert", expert, searches=True)}


def choose(game: Game, player: int, level: int, out_of_time: Callable[[], bool] | None = None) -> Action:
    """The move of a computer player of some level; a searching level stops early once `out_of_time()` says so."""
    if level not in LEVELS:
        raise ValueError(f"no computer level {level} (levels: {', '.join(map(str, LEVELS))})")
    found = LEVELS[level]
    if found.searches:
        return found.choose(game, player, out_of_time)
    return found.choose(game, player)


def hint(game: Game, player: int | None = None, out_of_time: Callable[[], bool] | None = None) -> Action:
    """A good move for a (human) player's tray: the expert's choice."""
    return expert(game, game.current if player is None else player, out_of_time)
