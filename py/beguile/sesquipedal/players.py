"""Computer players, their levels, and hints for a human.

Level 3, "expert", plays to win under this scoring. Long words pay triangle
numbers (a 7-letter primary word earns 21 length points, an 8-letter one 28)
and 2- and 3-letter primary words cost 15 and 10, so what a play keeps in the
tray and what it opens matter. The expert rates each play by its equity:

- its points, plus the value of the tiles it leaves: per-tile values fitted
  by least squares to greedy self-play (the next turn's points with a tile kept
  rather than drawn: blank +7, S +6, E +0.4 ... J -2.4), penalties for
  duplicates and for too many vowels or consonants, scaled by LEAVE_SCALE and
  weighted down as the bag empties;
- minus half the best reply a sample of two typical opponent trays (drawn from
  the unseen tiles) could make once the play is down, for its six best
  candidates (only the lines the play touches are searched again);
- against an exchange (the best tiles to keep) and a pass, rated the same way,
  so a short negative primary word is played only when nothing better exists;
- with the bag empty: points, minus the tiles it would be stuck with, plus
  what the others lose when it goes out.

Level 2, "greedy", always takes the highest-scoring play (even below zero);
with no play it exchanges all its tiles, or passes.

Level 1, "novice", knows only short words (primary words of up to six
letters), and when it is ahead it takes an ordinary play rather than the best,
which keeps its score near its opponents'.

`hint` proposes the expert's move for a human's tray; `expert_rank` lists the
expert's options with their equity (for "show me better plays").

Measured against greedy, seed by seed: about 54% of 400 games (seeds 0-399;
60% on the benchmark's seeds 0-199 alone), short of the 60% the issue asks.
Tried and dropped, each worse or within noise on the same seeds: a one-turn
self look-ahead, a Monte Carlo look-ahead over sampled opponent trays, other
reply weights and leave scales, and tile values refitted on the real list.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .board import SIZE, Board
from .movegen import Move, MoveGenerator, RawPlay
from .tiles import BLANK

if TYPE_CHECKING:
    from .game import Game

LEVELS = {1: "novice", 2: "greedy", 3: "expert"}
NOVICE_LONGEST = 6

VOWELS = frozenset("AEIOU")
# What a tile kept in the tray is worth, in points, to the plays it will help make.
TILE_VALUE = {  # fitted to greedy self-play: next-turn points with the tile kept vs drawn
    "?": 7.0, "S": 6.0, "E": 0.4, "R": 0.3, "D": 0.3, "H": 0.5, "N": 0.0, "P": -0.4, "Y": -0.4,
    "T": -0.4, "A": -0.6, "L": -0.8, "O": -0.8, "Q": -0.7, "M": -1.0, "I": -1.2, "C": -1.3,
    "G": -1.3, "K": -1.5, "B": -1.8, "U": -1.9, "X": -1.8, "Z": -1.9, "F": -1.9, "V": -2.1,
    "W": -2.4, "J": -2.4,
}
DUPLICATE = 5.0
VOWEL_EXCESS = 3.0
CONSONANT_EXCESS = 2.5
Q_WITHOUT_U = 3.4
LEAVE_SCALE = 2.0
LEAVE_FULL_BAG = 14
ENDGAME_STUCK = 1.5
ENDGAME_TILE = 2.0


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
def leave_value(leave: str) -> float:
    """What keeping these tiles is worth (sorted tiles, "?" for a blank)."""
    if not leave:
        return 0.0
    value = 0.0
    vowels = consonants = 0
    previous = ""
    for tile in leave:
        value += TILE_VALUE.get(tile, -2.0)
        if tile == previous and tile != BLANK:
            value -= DUPLICATE
        previous = tile
        if tile in VOWELS:
            vowels += 1
        elif tile != BLANK:
            consonants += 1
    if vowels > consonants + 1:
        value -= VOWEL_EXCESS * (vowels - consonants - 1)
    if consonants > vowels + 2:
        value -= CONSONANT_EXCESS * (consonants - vowels - 2)
    if "Q" in leave and "U" not in leave:
        value -= Q_WITHOUT_U
    return LEAVE_SCALE * value


def used_tiles(code: str) -> str:
    """The tray tiles a raw play's code uses ("?" for each blank)."""
    return "".join(ch if ch <= "Z" else BLANK for ch in code if ch != ".")


def leave_after(tray: str, used: str) -> str:
    """The sorted tiles left in a tray after a play."""
    left = sorted(tray)
    for tile in used:
        left.remove(tile)
    return "".join(left)


def best_keep(tray: str) -> tuple[str, float]:
    """The tiles worth keeping in an exchange (at least one tile goes back), and their value."""
    best, value = "", leave_value("")
    tiles = sorted(tray)
    for size in range(1, len(tiles)):
        for keep in set(itertools.combinations(tiles, size)):
            v = leave_value("".join(keep))
            if v > value:
                best, value = "".join(keep), v
    return best, value


def leave_weight(bag: int) -> float:
    """How much the tiles kept count: fully while the bag is full, less as it runs out."""
    return 1.0 if bag >= LEAVE_FULL_BAG else max(0.2, bag / LEAVE_FULL_BAG)


# --- what a play opens for the next player -------------------------------------------

def opened_lines(move: RawPlay) -> list[tuple[bool, int]]:
    """Lines where new anchors appear: the play's own line, the lines beside it, and the crossing lines."""
    score, across, row, col, code = move
    length = len(code)
    if across:
        lines = [(True, r) for r in (row - 1, row, row + 1) if 0 <= r < SIZE]
        lines += [(False, c) for c in range(max(0, col - 1), min(SIZE, col + length + 1))]
    else:
        lines = [(False, c) for c in (col - 1, col, col + 1) if 0 <= c < SIZE]
        lines += [(True, r) for r in range(max(0, row - 1), min(SIZE, row + length + 1))]
    return lines


def line_bests(generator: MoveGenerator, board: Board, tray: str) -> dict[tuple[bool, int], int]:
    """The best score a tray can make along each line of a board."""
    best: dict[tuple[bool, int], int] = {}
    for score, across, row, col, _ in generator.generate(board, tray):
        key = (across, row if across else col)
        if score > best.get(key, -999):
            best[key] = score
    return best


def board_after(board: Board, move: RawPlay) -> Board:
    """A copy of the board with a raw play laid on it."""
    after = board.copy()
    step = (0, 1) if move[1] else (1, 0)
    for i, ch in enumerate(move[4]):
        if ch != ".":
            after.cells[(move[2] + i * step[0]) * SIZE + move[3] + i * step[1]] = ch
    return after


def reply_threat(generator: MoveGenerator, board: Board, move: RawPlay, trays: list[str],
                 before: list[dict[tuple[bool, int], int]]) -> float:
    """The mean best reply of the sample trays after a play.

    Lines the play cannot change keep their best reply from before it (`before`,
    from line_bests); only the lines it touches are searched again.
    """
    after = board_after(board, move)
    lines = opened_lines(move)
    changed = set(lines)
    total = 0.0
    for tray, bests in zip(trays, before):
        best = max((v for k, v in bests.items() if k not in changed), default=0)
        for reply in generator.generate(after, tray, lines):
            if reply[0] > best:
                best = reply[0]
        total += best
    return total / len(trays)


# --- the levels ------------------------------------------------------------------------

def greedy(game: Game, player: int) -> Action:
    """The highest-scoring play; with none, exchange everything or pass."""
    raw = game.generator.generate(game.board, game.trays[player])
    if raw:
        best = max(raw, key=lambda m: (m[0], m[1], -m[2], -m[3], m[4]))
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
    raw.sort(key=lambda m: (-m[0], not m[1], m[2], m[3], m[4]))
    others = max(s for i, s in enumerate(game.scores) if i != player)
    lead = game.scores[player] - others
    if lead > 15:
        positive = [m for m in raw if m[0] >= 0] or raw
        choice = positive[len(positive) // 2]
    else:
        choice = raw[0]
    return Action("play", Move(*choice), equity=choice[0])


EXPERT_CANDIDATES = 6
THREAT_SAMPLES = 2
THREAT_WEIGHT = 0.5
EXCHANGE_COST = 2.0


def expert_rank(game: Game, player: int, threats: bool = True) -> list[tuple[float, Action]]:
    """The expert's options, best first: plays (some), an exchange, a pass, with their equity."""
    board, tray = game.board, game.trays[player]
    bag = len(game.bag)
    raw = game.generator.generate(board, tray)
    raw.sort(key=lambda m: (-m[0], not m[1], m[2], m[3], m[4]))
    if bag == 0:
        return _endgame_rank(game, player, raw)
    weight = leave_weight(bag)
    ceiling = max(leave_value(leave_after(tray, "".join(k)))
                  for n in range(0, len(tray) + 1) for k in set(itertools.combinations(sorted(tray), n)))
    ceiling *= weight
    cache: dict[str, float] = {}
    scored: list[tuple[float, RawPlay]] = []
    cutoff = None
    for m in raw:
        if cutoff is not None and m[0] + ceiling < cutoff - 40:
            break
        used = used_tiles(m[4])
        key = "".join(sorted(used))
        value = cache.get(key)
        if value is None:
            value = cache[key] = weight * leave_value(leave_after(tray, used))
        equity = m[0] + value
        scored.append((equity, m))
        if cutoff is None or equity > cutoff:
            cutoff = equity
    scored.sort(key=lambda e: (-e[0], not e[1][1], e[1][2], e[1][3], e[1][4]))
    standing = 0.0
    keep, keep_value = best_keep(tray) if game.can_exchange() else ("", 0.0)
    exchange_eq = weight * keep_value - EXCHANGE_COST
    pass_eq = weight * leave_value("".join(sorted(tray))) - 10.0
    if threats and EXPERT_CANDIDATES and THREAT_WEIGHT and scored and bag > 0:
        rng = random.Random(f"{game.seed}:{len(game.history)}:{player}")
        unseen = list(game.unseen(player))
        samples = ["".join(rng.sample(unseen, min(len(unseen), 7))) for _ in range(THREAT_SAMPLES)]
        before = [line_bests(game.generator, board, sample) for sample in samples]
        rescored = []
        for equity, m in scored[:EXPERT_CANDIDATES]:
            rescored.append((equity - THREAT_WEIGHT * reply_threat(game.generator, board, m, samples, before), m))
        scored = sorted(rescored, key=lambda e: (-e[0], not e[1][1], e[1][2], e[1][3], e[1][4]))
        standing = THREAT_WEIGHT * sum(max(b.values(), default=0) for b in before) / len(before)
    ranked: list[tuple[float, Action]] = [(eq, Action("play", Move(*m), equity=eq)) for eq, m in scored]
    if game.can_exchange():
        eq = exchange_eq - standing
        ranked.append((eq, Action("exchange", tiles=leave_after(tray, keep), equity=eq)))
    eq = pass_eq - standing
    ranked.append((eq, Action("pass", equity=eq)))
    ranked.sort(key=lambda e: -e[0])
    return ranked


def _endgame_rank(game: Game, player: int, raw: list[RawPlay]) -> list[tuple[float, Action]]:
    """With the bag empty: points now, minus the tiles left, plus the others' loss on going out."""
    tray = game.trays[player]
    values = game.tile_set
    others = sum(values.tray_points(t) for i, t in enumerate(game.trays) if i != player)
    ranked = []
    for m in raw:
        left = leave_after(tray, used_tiles(m[4]))
        if left:
            eq = m[0] - ENDGAME_STUCK * values.tray_points(left) - ENDGAME_TILE * len(left)
        else:
            eq = m[0] + others
        ranked.append((eq, Action("play", Move(*m), equity=eq)))
    stuck = values.tray_points(tray)
    eq = -ENDGAME_STUCK * stuck - ENDGAME_TILE * len(tray) - 5.0
    ranked.append((eq, Action("pass", equity=eq)))
    ranked.sort(key=lambda e: -e[0])
    return ranked


def expert(game: Game, player: int) -> Action:
    """The expert's choice."""
    return expert_rank(game, player)[0][1]


def choose(game: Game, player: int, level: int) -> Action:
    """The move of a computer player of some level."""
    if level == 1:
        return novice(game, player)
    if level == 2:
        return greedy(game, player)
    if level == 3:
        return expert(game, player)
    raise ValueError(f"no computer level {level} (levels: {', '.join(map(str, LEVELS))})")


def hint(game: Game, player: int | None = None) -> Action:
    """A good move for a (human) player's tray: the expert's choice."""
    return expert(game, game.current if player is None else player)
