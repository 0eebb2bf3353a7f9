#!/usr/bin/env python3
"""Learn Sesquipedal leave values from self-play and write them as a leave table module.

    python3 tools/sesq_leaves.py                           English: 2,000 greedy games, seeds from 100000
    python3 tools/sesq_leaves.py --dictionary fr --tiles fr --games 3000 --workers 2
    python3 tools/sesq_leaves.py --check                   print the table learned, write nothing

The computer plays itself (greedy by default: the highest-scoring play every
turn) on seeded games of a dictionary and tile set. After each play that
leaves a full draw in the bag, the tiles kept (the leave) are noted with what
that player's next turn scored and the tiles it kept then. A leave is worth the
sum of its tiles' and tile pairs' values (see beguile.sesquipedal.leaves); the
values are fitted by ridge regression, with the next turn's points plus the
value of the next leave as the target (a few rounds, each with the values of
the last), and one free constant per stage of the bag, so a value says how many
points a leave is worth beyond drawing fresh tiles.

It writes py/beguile/sesquipedal/leaves_<tiles>.py, which the expert loads for
games with that tile set. Games are seeded, so the same command learns the same table.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.dictionaries import load_lexicon  # noqa: E402
from beguile.sesquipedal.game import TRAY_SIZE, Game, Player  # noqa: E402
from beguile.sesquipedal.leaves import format_table, terms  # noqa: E402
from beguile.sesquipedal.tiles import get_tile_set, leave_after  # noqa: E402

Sample = tuple[str, int, int, "str | None"]
"""(leave, stage of the bag, next turn's points, next leave or None when it had no full draw)."""

FIRST_SEED = 100_000
STAGE = 20
"""Bag sizes are grouped by this many tiles, each group with its own constant."""
RIDGE = 30.0
ROUNDS = 4
LEVELS = {"greedy": 2, "expert": 3}


def play_game(seed: int, dictionary: str, tiles: str, level: int) -> list[Sample]:
    """The leave samples of one seeded game of the computer against itself."""
    lexicon, tile_set = load_lexicon(dictionary), get_tile_set(tiles)
    game = Game([Player("computer", level), Player("computer", level)], seed, lexicon, tile_set)
    pending: dict[int, tuple[str, int]] = {}
    samples: list[Sample] = []
    while not game.over:
        player, tray, bag = game.current, game.trays[game.current], len(game.bag)
        turn = game.computer_turn()
        if turn.action == "play":
            leave = leave_after(tray, turn.tiles)
        elif turn.action == "exchange":
            leave = leave_after(tray, turn.tiles)
        else:
            leave = "".join(sorted(tray))
        full = bag >= TRAY_SIZE - len(leave) and turn.action != "pass"
        if player in pending:
            before, stage = pending.pop(player)
            samples.append((before, stage, turn.score if turn.action == "play" else 0, leave if full else None))
        if full and len(leave) < TRAY_SIZE:
            pending[player] = (leave, min(bag, 99) // STAGE)
    return samples


def collect(games: int, first_seed: int, dictionary: str, tiles: str, level: int, workers: int) -> list[Sample]:
    """The samples of many seeded games, in worker processes."""
    play = partial(play_game, dictionary=dictionary, tiles=tiles, level=level)
    seeds = range(first_seed, first_seed + games)
    if workers > 1:
        from multiprocessing import Pool

        with Pool(workers) as pool:
            parts = pool.map(play, seeds, chunksize=8)
    else:
        parts = [play(seed) for seed in seeds]
    return [sample for part in parts for sample in part]


def cholesky(matrix: list[list[float]]) -> list[list[float]]:
    """The lower triangular L with L L^T = matrix (symmetric positive definite)."""
    n = len(matrix)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        row_i = low[i]
        for j in range(i + 1):
            row_j = low[j]
            s = matrix[i][j] - sum(row_i[k] * row_j[k] for k in range(j))
            row_i[j] = math.sqrt(s) if i == j else s / row_j[j]
    return low


def solve(low: list[list[float]], rhs: list[float]) -> list[float]:
    """x with L L^T x = rhs."""
    n = len(low)
    y = [0.0] * n
    for i in range(n):
        y[i] = (rhs[i] - sum(low[i][k] * y[k] for k in range(i))) / low[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(low[k][i] * x[k] for k in range(i + 1, n))) / low[i][i]
    return x


def fit(samples: list[Sample], rounds: int, ridge: float) -> dict[str, float]:
    """Tile and pair values: ridge regression of the next turn's points plus the next leave's value."""
    names: dict[str, int] = {}
    rows = []
    for leave, stage, _, _ in samples:
        row = [names.setdefault(f"#{stage}", len(names))] + [names.setdefault(t, len(names)) for t in terms(leave)]
        rows.append(row)
    n = len(names)
    gram = [[0.0] * n for _ in range(n)]
    for row in rows:
        for a in row:
            line = gram[a]
            for b in row:
                line[b] += 1.0
    for name, index in names.items():
        if not name.startswith("#"):
            gram[index][index] += ridge  # constants are not shrunk
    low = cholesky(gram)
    values: dict[str, float] = {}
    for _ in range(rounds):
        rhs = [0.0] * n
        for row, (_, _, points, after) in zip(rows, samples):
            target = points + (sum(values.get(t, 0.0) for t in terms(after)) if after else 0.0)
            for a in row:
                rhs[a] += target
        x = solve(low, rhs)
        values = {name: x[index] for name, index in names.items() if not name.startswith("#")}
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionary", default="en", help="the dictionary the games are played with (default en)")
    parser.add_argument("--tiles", default="en", help="the tile set (default en); names the table written")
    parser.add_argument("--games", type=int, default=2000, help="self-play games (default 2000)")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED, help=f"the first seed (default {FIRST_SEED})")
    parser.add_argument("--level", choices=LEVELS, default="greedy", help="who plays the games (default greedy)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes for the games")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"rounds of fitting (default {ROUNDS})")
    parser.add_argument("--ridge", type=float, default=RIDGE, help=f"shrinkage of each value (default {RIDGE})")
    parser.add_argument("--check", action="store_true", help="print the table, write nothing")
    args = parser.parse_args()
    start = time.perf_counter()
    samples = collect(args.games, args.first_seed, args.dictionary, args.tiles, LEVELS[args.level], args.workers)
    played = time.perf_counter() - start
    values = fit(samples, args.rounds, args.ridge)
    command = " ".join(["python3 tools/sesq_leaves.py"] + sys.argv[1:])
    comment = (f"Sesquipedal leave values for the {args.tiles} tile set, learned by tools/sesq_leaves.py:\n"
               f"{args.games} {args.level} self-play games on the {args.dictionary} dictionary (seeds from "
               f"{args.first_seed}), {len(samples)} leaves, {args.rounds} rounds, ridge {args.ridge:g}.\n"
               f"Regenerate with: {command}")
    text = format_table(values, comment)
    print(f"{len(samples)} leaves from {args.games} games in {played:.0f} s, fitted in "
          f"{time.perf_counter() - start - played:.0f} s", file=sys.stderr)
    if args.check:
        print(text)
        return
    out = ROOT / "py" / "beguile" / "sesquipedal" / f"leaves_{args.tiles.replace('-', '_')}.py"
    out.write_text(f'"""Leave values for the {args.tiles} tile set (generated by tools/sesq_leaves.py; '
                   f'do not edit)."""\n\nTABLE = """\\\n{text}"""\n')
    print(f"wrote {out.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
