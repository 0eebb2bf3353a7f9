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

Against greedy (bench/sesquipedal.py, each seed played with both seat orders)
the expert won 70.8% of the 400 games on seeds 0-199, 68.0% on seeds 1000-1199
and 69.1% on seeds 2000-2199: 69.3% of all 1,200 (95% interval about
66.6-71.8%), by 26.2 points a game on average; and 66.8% of 1,000 more (seeds
3000-3499, 95% interval 63.9-69.7%, by 25.7), so 68.2% of all 2,200; and 66.3%
of 800 more (seeds 20000-20399, 62.9-69.4%, by 25.0), so 67.7% of all 3,000
(66.0-69.3%). French: 67.5% of 400 games (seeds 310000-310199, 62.8-71.9%, by
35.7) and 71.9% of 400 more (seeds 320000-320199, 67.3-76.1%, by 38.7), so
69.7% of all 800 (66.4-72.8%). On the first 1,200 English games it won 61.0%
(by 15.5) before the endgame search of endgame.py, and 68.2% (by 26.0) with
that search but six candidates and trays shuffled afresh each time. Ten
candidates and dealt trays (simulation.sample_trays) were chosen turn by turn:
over 221 of the expert's turns with tiles in the bag (24 games), measured
against a 48-tray simulation of its 14 best plays, the play chosen fell short
of that simulation's best by 3.4 points a game with six candidates and trays
shuffled afresh, 2.8 with dealt trays and 2.5 with ten candidates as well; a
second sample of 48 trays, 2.4 (that sample's own noise). They cost a third
more thinking time. The static expert before the look-ahead won about 57% of
the same kind of games. More sampled trays (16), a third ply (our next move)
and a late-game charge for high-point tiles kept (or for the tiles a player
could be stuck with, with fewer than 14 in the bag: +0.5 +-0.6 points a game
over 300 games forked there) were measured too and gained nothing within the
noise.

Leave values are a table per edition (leaves.py). English keeps the hand-set
values above. A table fitted to self-play by tools/fit_leaves.py lifted the
static expert (no look-ahead) from 56.5% to 57.7% of 1,000 games against
greedy (seeds 200000-200499), but with the look-ahead it won 63.2% of 400
games where the hand-set values won 64.6% (seeds 200000-200199), so English
did not take it. Nor did tile values fitted to the look-ahead expert's own
games (5,781 turns of 800 games, seeds 20000-20399: blank 4.0 and S 3.3
where the hand-set table has 7 and 6, M and W about two points above it, the
others within about a point) with the hand-set copies and mixes: 65.5% of
400 games (seeds 0-199, by 20.6 points a game) against 70.8% (by 28.2). Nor
did values fitted to boards rather than to play, which no player's choices
bias: 150,159 trays dealt on 240 boards of greedy games (seeds 70000-70079,
three boards a game from its third to ninth turns), each a leave drawn at
random filled up with fresh tiles, against the best score of that tray less
its board's mean, with a part for each pair of tiles seen 400 times or more.
For one turn that gives blank +11.9 and S +9.7, about 2 off each duplicate,
milder mixes, and pairs within about 2 points either way (blank and S together
-6.1, E and R +1.4). Counted one and a half times, it won 69.0% of 1,000 games
(seeds 80000-80499, 95% interval 66.1-71.8%, by 28.6 points a game) and 66.8%
of 400 more (seeds 80500-80699, by 26.8): 68.4% of 1,400 (65.9-70.7%, by
28.1), against the hand-set values' 67.7% of 3,000 (by 25.7), within the
noise.
French, which had played with the English values, has its own fitted table:
the static expert went from 55.6% to 58.6% of 600 French
games (seeds 300000-300299), and the expert with the look-ahead from 62.5% to
65.9% of 160 (seeds 300000-300079; by 33.3 points a game against 26.7), and to 69.1% (95% interval
61.5-75.7%, by 43.5) with ten candidates and dealt trays. Counting the fitted values once or three times
instead of twice did worse (56.3% and 55.1% of the English games), and so
did the hand-set values with the look-ahead: once, 64.0% of 400 games (seeds
0-199, by 21.1), three times, 66.9% (by 25.9), against 70.8% (by 28.2) twice.

Four more choices were checked by forking English games against greedy (from
one turn the game goes on both ways, each line played out by the same
players; points a game for the expert, standard error in brackets), and none
changed:
- its exchanges, 91 in 240 games (seeds 4000-4119), 70 of them on its first
  turn: the exchange did 12.5 (7.1) better than its best play instead, and
  -0.8 (11.4) in the 30 the look-ahead had rated within 5 points of that play,
  so the exchange cost is about right;
- its first turn when it moves first: it exchanged in 113 of 185 games (seeds
  5000-5184); in the 72 where it played, exchanging did -0.9 (9.6) against
  its play, and passing -4.9 (9.3);
- the leave weight with fewer than 14 tiles in the bag, from the first turn
  where it changes the choice (232-235 of 240 games, seeds 6000-6119): kept
  at full, -0.6 (1.0); falling with the square of the bag, -0.4 (0.7);
- whether to empty the bag, at each of its turns with 2 to 7 tiles in it (105
  turns of 200 games, seeds 9000-9099): its best option of the other kind did
  worse than its choice, by 17.7 (3.0) points where it emptied the bag and by
  10.5 (7.5) where it did not, and by 1.7 (4.9) and 13.0 (7.5) where the
  look-ahead had rated the two within 5 points. So what the expert gains from
  the last turns before the bag empties to the end, about 30 points a game
  where greedy empties it and none where the expert does, comes with those
  positions; it is not a choice the expert could make more often.

Nor did the candidates it tries: the highest-scoring plays are already among
the ten best by static equity (adding the four best by points never changed
the look-ahead's choice over 113 turns of 12 games, each judged on 32 other
trays), and plays beyond the ten that change the lines where the sampled
trays' best replies lie (up to four, by static equity plus the reply points
they could take away) were never chosen over 65 turns of 7 games. Nor did a
second ply: its two best candidates tried again with its own best next move
after each reply (the tiles kept and those it would draw, valued as static
equity), in place of the tiles kept counted twice, changed the choice
on about one turn in seven, took half as long again, and won 67.1% of 800
games (seeds 0-199 and 1000-1199, 95% interval 63.8-70.3%, by 25.3 points a
game), where the expert without it won 69.4%.

An earlier look-ahead (six candidates, trays shuffled afresh: 64.6% of 400
games on seeds 200000-200199, by 20.2 points a game) told the next player's
actual tray, instead of sampling it, won 74.1% of the same games (by 37.8).
Against that 64.6%, reading the tray from the next player's last play gained
nothing: guesses at the tiles they kept, each weighed down by how much more a
play it allowed would have scored than the play made (by a factor of e per 4
points, or per point with more guesses), won 63.0% and 61.9% and took a third
more time; told the kept tiles outright (only the tiles drawn sampled) it won
61.9%, by 21.0 a game; and valuing each tried play by its chance of leading to
a win rather than by points (the lead plus the play's value against the spread
of the tiles still to play, normal law, as engines do late in a game) won
62.0%, by 17.4. Measured turn by turn with today's look-ahead, each option
valued with the next player's actual tray (the reply it would actually get),
the option chosen falls short of the best by 1.65 points a turn (648 turns
with 8 or more tiles in the bag, 80 games, seeds 50000-50039); told the kept
tiles, by 1.44 (0.22 +-0.11 better); guessing them as tiles that would not
have let greedy score more than it did (up to 40 guesses, 0.2 s median and
1.2 s at the 95th percentile), by 1.61 (0.01 +-0.12 better). So what the
actual tray is worth lies mostly in the tiles just drawn, which no reading of
a play can give. With more trays the choice falls short by little less: 32
instead of 8, by 0.19 (+-0.12) less a turn, and 24 more trays for the three
best after the first eight, the same (517 turns, 60 games, seeds 51000-51029),
about 1.6 points a game for 2.4 times the simulation's time (53 turns).

Nor did valuing the tiles a play draws by the tiles still unseen rather than
by an average bag (for each tile drawn, the table's mean tile value over the
unseen tiles less its mean over the full set, with 7 or more in the bag; late
in a game the unseen tiles are usually the better ones, as greedy spends its
high-point tiles): 69.4% of 400 games (seeds 0-199, by 27.0 points a game)
against 70.8% (by 28.2). Nor did charging less than the whole mean best reply.
Greedy's actual reply came 2.5 points under the mean over sampled trays (517
of the expert's turns with 8 or more tiles in the bag, 60 games, seeds
40000-40029: its tray holds what it could not play before), a shift that
changes no choice, and rose 0.82 (+-0.07) points per point of a 24-tray mean,
where that mean's own sampling noise alone would give 0.88 (108 turns):
charging it in full is about right. Charging 0.85 of it won 67.1% of 800 games
(seeds 0-199 and 1000-1199, 95% interval 63.8-70.3%, by 24.7 points a game)
against 69.4%.
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
