#!/usr/bin/env python3
"""Sesquipedal benchmark: move generation time per turn, and the expert's win rate against greedy.

    python3 bench/sesquipedal.py                 everything: CPython, Pyodide (Node, offline), win rate
    python3 bench/sesquipedal.py --no-pyodide    skip the Pyodide part
    python3 bench/sesquipedal.py --games 200 --movegen-games 30 --workers 2
    python3 bench/sesquipedal.py --movegen-json  move generation in this runtime only, one JSON object
                                                 (what the Pyodide part runs, through tools/pyodide/run.mjs)

Move generation: the turns of seeded greedy-against-greedy games on the English
dictionary; each turn times one call listing every legal play for the tray
(a fresh generator per game, so cross-checks are cached as in a real game).
The same games, hence the same positions, run in CPython and in Pyodide.

Win rate: level 3 (expert) against level 2 (greedy, the highest-scoring play
every turn) over seeded games, the expert moving first in even-numbered games
and second in odd ones, spread over worker processes (CPython only).

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.dictionaries import load_lexicon  # noqa: E402
from beguile.sesquipedal.game import Game, Player  # noqa: E402
from beguile.sesquipedal.movegen import Move, MoveGenerator  # noqa: E402

MOVEGEN_SEED = 5000


def movegen_times(games: int) -> dict:
    """Seconds per turn to list every play, over the turns of seeded greedy games."""
    lexicon = load_lexicon("en")
    times: list[float] = []
    blank_times: list[float] = []
    plays = 0
    clock = time.perf_counter
    for seed in range(MOVEGEN_SEED, MOVEGEN_SEED + games):
        game = Game([Player("computer", 2), Player("computer", 2)], seed, lexicon)
        generator = MoveGenerator(lexicon)
        while not game.over:
            tray = game.trays[game.current]
            start = clock()
            raw = generator.generate(game.board, tray)
            elapsed = clock() - start
            times.append(elapsed)
            if "?" in tray:
                blank_times.append(elapsed)
            plays += len(raw)
            if raw:
                best = max(raw, key=lambda m: (m[0], m[1], -m[2], -m[3], m[4]))
                game.play_move(Move(*best))
            elif game.can_exchange():
                game.exchange(tray)
            else:
                game.pass_turn()
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})",
        "games": games,
        "turns": len(times),
        "plays_per_turn": plays / len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * quantile(times, 0.95),
        "max_ms": 1000 * max(times),
        "blank_turns": len(blank_times),
        "blank_median_ms": 1000 * statistics.median(blank_times) if blank_times else None,
    }


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def one_game(seed: int) -> tuple[int, int, int]:
    """(expert score, greedy score, number of turns) of one seeded game."""
    lexicon = load_lexicon("en")
    expert, greedy = Player("computer", 3), Player("computer", 2)
    players = [expert, greedy] if seed % 2 == 0 else [greedy, expert]
    game = Game(players, seed, lexicon)
    game.play_out()
    e, g = (0, 1) if seed % 2 == 0 else (1, 0)
    return game.scores[e], game.scores[g], len(game.history)


def win_rate(games: int, workers: int) -> dict:
    """The expert's results against greedy over seeded games."""
    from multiprocessing import Pool

    start = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(one_game, range(games), chunksize=1)
    else:
        results = [one_game(seed) for seed in range(games)]
    wins = sum(e > g for e, g, _ in results)
    ties = sum(e == g for e, g, _ in results)
    margins = [e - g for e, g, _ in results]
    return {
        "games": games,
        "wins": wins,
        "ties": ties,
        "losses": games - wins - ties,
        "win_rate": (wins + ties / 2) / games,
        "mean_expert": statistics.mean(e for e, _, _ in results),
        "mean_greedy": statistics.mean(g for _, g, _ in results),
        "mean_margin": statistics.mean(margins),
        "seconds": time.perf_counter() - start,
    }


def show_movegen(figures: dict) -> None:
    print(f"  {figures['runtime']}: {figures['turns']} turns of {figures['games']} games, "
          f"{figures['plays_per_turn']:.0f} plays per turn on average")
    print(f"    median {figures['median_ms']:.1f} ms, 95th percentile {figures['p95_ms']:.1f} ms, "
          f"max {figures['max_ms']:.1f} ms; turns with a blank: {figures['blank_turns']}, "
          f"median {figures['blank_median_ms'] or 0:.1f} ms")


def pyodide_movegen(games: int) -> dict | None:
    """Run the move generation part inside Pyodide under Node; None if it cannot run."""
    runner = ROOT / "tools" / "pyodide" / "run.mjs"
    if not runner.exists():
        print("  (Pyodide skipped: tools/pyodide/run.mjs is missing)")
        return None
    env = dict(os.environ, BEGUILE_PYODIDE_QUIET="1")
    done = subprocess.run(["node", str(runner), str(Path(__file__).resolve()), "--movegen-json",
                           "--movegen-games", str(games)], capture_output=True, text=True, env=env, cwd=ROOT)
    if done.returncode != 0:
        print(f"  (Pyodide failed: {done.stderr.strip().splitlines()[-1:] or done.returncode})")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="expert-against-greedy games (default 200)")
    parser.add_argument("--movegen-games", type=int, default=30, help="games timed for move generation (default 30)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes for the win rate")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide part")
    parser.add_argument("--movegen-json", action="store_true", help="time move generation here, print JSON")
    args = parser.parse_args()
    if args.movegen_json:
        print(json.dumps(movegen_times(args.movegen_games)))
        return
    try:
        load = " (load average %.1f %.1f %.1f)" % os.getloadavg()
    except OSError:
        load = ""
    print(f"Sesquipedal benchmark, {os.cpu_count()} cores{load}")
    print("Move generation, every legal play for the tray, per turn:")
    show_movegen(movegen_times(args.movegen_games))
    if not args.no_pyodide:
        figures = pyodide_movegen(args.movegen_games)
        if figures:
            show_movegen(figures)
            print("    targets in Pyodide: median < 150 ms, 95th percentile < 600 ms")
    if args.games:
        print(f"Expert (level 3) against greedy (level 2), {args.games} seeded games, {args.workers} workers:")
        r = win_rate(args.games, args.workers)
        print(f"  expert wins {r['wins']}, ties {r['ties']}, loses {r['losses']}: "
              f"win rate {100 * r['win_rate']:.1f}% (target >= 60%)")
        print(f"  mean scores: expert {r['mean_expert']:.1f}, greedy {r['mean_greedy']:.1f}, "
              f"mean margin {r['mean_margin']:+.1f}; {r['seconds']:.0f} s")


if __name__ == "__main__":
    main()
