#!/usr/bin/env python3
"""Sesquipedal benchmark: move generation and move time per level, and the expert's win rate against greedy.

    python3 bench/sesquipedal.py                 everything: CPython, Pyodide (Node, offline), win rate
    python3 bench/sesquipedal.py --no-pyodide    skip the Pyodide part
    python3 bench/sesquipedal.py --games 1000 --movegen-games 30 --workers 2
    python3 bench/sesquipedal.py --movegen-games 0 --think-games 0 --first-seed 1000   win rate only, other seeds
    python3 bench/sesquipedal.py --language fr   the same with a language's dictionary and tile set
    python3 bench/sesquipedal.py --movegen-json  move generation and each level's move time in this runtime
                                                 only, one JSON object (what the Pyodide part runs, through
                                                 tools/pyodide/run.mjs)

Move generation: the turns of seeded greedy-against-greedy games on the English
dictionary; each turn times one call listing every legal play for the tray
(a fresh generator per game, so cross-checks are cached as in a real game).
The same games, hence the same positions, run in CPython and in Pyodide, and
so do a few games of each level against greedy that time that level's moves
(the expert with no clock, so every move does its whole search).

Win rate: level 3 (expert) against level 2 (greedy, the highest-scoring play
every turn) over seeded games. Each seed is played twice, the expert moving
first and then second, so both seats see the same tiles and the luck of the
draw largely cancels out. Games run in worker processes (CPython only). The
win rate counts a draw as half a win (draws are also given apart), with a 95%
interval from the normal approximation.

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
from contextlib import nullcontext
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.dictionaries import load_lexicon  # noqa: E402
from beguile.sesquipedal.game import Game, Player  # noqa: E402
from beguile.sesquipedal.movegen import Move, MoveGenerator  # noqa: E402
from beguile.sesquipedal.players import LEVELS  # noqa: E402
from beguile.sesquipedal.editions import EDITIONS  # noqa: E402
from beguile.sesquipedal.tiles import get_tile_set  # noqa: E402

MOVEGEN_SEED = 5000
THINK_SEED = 7000
PROGRESS = 50
"""Games between two lines of progress on standard error."""
LANGUAGES = {code: (edition.dictionary, edition.tiles) for code, edition in EDITIONS.items()}
"""A language's (dictionary, tile set): its edition's (beguile.sesquipedal.editions)."""


def runtime() -> str:
    """This Python, for the figures."""
    return f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})"


def new_game(players: list[Player], seed: int, dictionary: str, tiles: str) -> Game:
    """A seeded game on a dictionary and tile set."""
    return Game(players, seed, load_lexicon(dictionary), get_tile_set(tiles), dictionary)


def movegen_times(games: int, dictionary: str = "en", tiles: str = "en") -> dict:
    """Seconds per turn to list every play, over the turns of seeded greedy games."""
    times: list[float] = []
    blank_times: list[float] = []
    plays = 0
    clock = time.perf_counter
    for seed in range(MOVEGEN_SEED, MOVEGEN_SEED + games):
        game = new_game([Player("computer", 2), Player("computer", 2)], seed, dictionary, tiles)
        generator = MoveGenerator(game.lexicon, game.tile_set)
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
        "runtime": runtime(),
        "games": games,
        "turns": len(times),
        "plays_per_turn": plays / len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * quantile(times, 0.95),
        "max_ms": 1000 * max(times),
        "blank_turns": len(blank_times),
        "blank_median_ms": 1000 * statistics.median(blank_times) if blank_times else None,
    }


def level_times(level: int, games: int, dictionary: str = "en", tiles: str = "en") -> dict:
    """A level's seconds per move over seeded games against greedy (both seat orders)."""
    times: list[float] = []
    cpu: list[float] = []
    for number in range(games):
        played = one_game(number, THINK_SEED, dictionary, tiles, level)
        times += played[2]
        cpu += played[3]
    return {
        "runtime": runtime(),
        "level": level,
        "games": games,
        "turns": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * quantile(times, 0.95),
        "max_ms": 1000 * max(times),
        "cpu_median_ms": 1000 * statistics.median(cpu),
        "cpu_p95_ms": 1000 * quantile(cpu, 0.95),
    }


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def one_game(number: int, first_seed: int = 0, dictionary: str = "en", tiles: str = "en",
             level: int = 3) -> tuple[int, int, list[float], list[float]]:
    """(score of the level, greedy's score, the level's seconds per move, and of processor time) of game `number`.

    Games 2k and 2k+1 share the seed first_seed + k; the level moves first in the even one.
    """
    seed, level_first = first_seed + number // 2, number % 2 == 0
    tested, greedy = Player("computer", level), Player("computer", 2)
    game = new_game([tested, greedy] if level_first else [greedy, tested], seed, dictionary, tiles)
    e = 0 if level_first else 1
    thinking, cpu = [], []
    while not game.over:
        start, start_cpu = time.perf_counter(), time.process_time()
        game.computer_turn()
        if game.history[-1].player == e:
            thinking.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
    return game.scores[e], game.scores[1 - e], thinking, cpu


def interval(wins: int, draws: int, games: int) -> tuple[float, float, float]:
    """The win rate (a draw counts half) and its 95% interval (normal approximation)."""
    rate = (wins + draws / 2) / games
    half = 1.96 * (rate * (1 - rate) / games) ** 0.5
    return rate, max(0.0, rate - half), min(1.0, rate + half)


def win_rate(games: int, workers: int, first_seed: int, dictionary: str = "en", tiles: str = "en") -> dict:
    """The expert's results against greedy over seeded games."""
    from functools import partial
    from multiprocessing import Pool

    start = time.perf_counter()
    play = partial(one_game, first_seed=first_seed, dictionary=dictionary, tiles=tiles)
    results = []
    with Pool(workers) if workers > 1 else nullcontext() as pool:
        for result in (pool.imap(play, range(games)) if pool else map(play, range(games))):
            results.append(result)
            if len(results) % PROGRESS == 0:
                wins, draws = sum(e > g for e, g, *_ in results), sum(e == g for e, g, *_ in results)
                print(f"  ... {len(results)} games: {wins} wins, {draws} draws, "
                      f"{100 * (wins + draws / 2) / len(results):.1f}%", file=sys.stderr, flush=True)
    wins = sum(e > g for e, g, *_ in results)
    ties = sum(e == g for e, g, *_ in results)
    rate, low, high = interval(wins, ties, games)
    moves = [t for _, _, _, times in results for t in times]
    return {
        "games": games,
        "seeds": f"{first_seed}-{first_seed + (games - 1) // 2}",
        "wins": wins,
        "ties": ties,
        "losses": games - wins - ties,
        "win_rate": rate,
        "low": low,
        "high": high,
        "mean_expert": statistics.mean(e for e, *_ in results),
        "mean_greedy": statistics.mean(g for _, g, *_ in results),
        "mean_margin": statistics.mean(e - g for e, g, *_ in results),
        "move_median_ms": 1000 * statistics.median(moves),
        "move_p95_ms": 1000 * quantile(moves, 0.95),
        "seconds": time.perf_counter() - start,
    }


def show_movegen(figures: dict) -> None:
    print(f"  {figures['runtime']}: {figures['turns']} turns of {figures['games']} games, "
          f"{figures['plays_per_turn']:.0f} plays per turn on average")
    print(f"    median {figures['median_ms']:.1f} ms, 95th percentile {figures['p95_ms']:.1f} ms, "
          f"max {figures['max_ms']:.1f} ms; turns with a blank: {figures['blank_turns']}, "
          f"median {figures['blank_median_ms'] or 0:.1f} ms")


def show_levels(figures: dict) -> None:
    for t in figures.get("levels", []):
        print(f"  {figures['runtime']}, {LEVELS[t['level']].name}: {t['turns']} moves, "
              f"median {t['median_ms']:.0f} ms, 95th percentile {t['p95_ms']:.0f} ms, max {t['max_ms']:.0f} ms; "
              f"processor time median {t['cpu_median_ms']:.0f} ms, 95th percentile {t['cpu_p95_ms']:.0f} ms")


def show_estimate(here: list[dict], pyodide: list[dict]) -> None:
    """Pyodide's move times on an idle machine: CPython's processor time times Pyodide's slowdown (wall over wall)."""
    print("  Pyodide on an idle machine (CPython's processor time x Pyodide's wall time / CPython's, same moves):")
    for c, p in zip(here, pyodide):
        ratio = p["median_ms"] / c["median_ms"]
        ratio95 = p["p95_ms"] / c["p95_ms"]
        print(f"    {LEVELS[c['level']].name}: slowdown {ratio:.2f} (median), {ratio95:.2f} (95th percentile): "
              f"median {c['cpu_median_ms'] * ratio:.0f} ms, 95th percentile {c['cpu_p95_ms'] * ratio95:.0f} ms")


def measure(args: argparse.Namespace) -> dict:
    """Move generation and each level's move time in this runtime."""
    figures = movegen_times(args.movegen_games, args.dictionary, args.tiles) if args.movegen_games else {
        "runtime": runtime()}
    if args.think_games:
        figures["levels"] = [level_times(level, args.think_games, args.dictionary, args.tiles) for level in LEVELS]
    return figures


def pyodide_figures(args: argparse.Namespace) -> dict | None:
    """Run the timing part inside Pyodide under Node; None if it cannot run."""
    runner = ROOT / "tools" / "pyodide" / "run.mjs"
    if not runner.exists():
        print("  (Pyodide skipped: tools/pyodide/run.mjs is missing)")
        return None
    env = dict(os.environ, BEGUILE_PYODIDE_QUIET="1")
    done = subprocess.run(["node", str(runner), str(Path(__file__).resolve()), "--movegen-json",
                           "--movegen-games", str(args.movegen_games), "--think-games", str(args.think_games),
                           "--dictionary", args.dictionary, "--tiles", args.tiles],
                          capture_output=True, text=True, env=env, cwd=ROOT)
    if done.returncode != 0:
        print(f"  (Pyodide failed: {done.stderr.strip().splitlines()[-1:] or done.returncode})")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400,
                        help="expert-against-greedy games, two per seed (default 400)")
    parser.add_argument("--first-seed", type=int, default=0, help="the first seed of those games (default 0)")
    parser.add_argument("--language", choices=LANGUAGES, default="en",
                        help="the language's dictionary and tile set (default en)")
    parser.add_argument("--dictionary", help="another dictionary than the language's")
    parser.add_argument("--tiles", help="another tile set than the language's")
    parser.add_argument("--movegen-games", type=int, default=30, help="games timed for move generation (default 30)")
    parser.add_argument("--think-games", type=int, default=4,
                        help="games of each level against greedy timing its moves in each runtime (default 4)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes for the win rate")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide part")
    parser.add_argument("--movegen-json", action="store_true", help="time move generation here, print JSON")
    args = parser.parse_args()
    dictionary, tiles = LANGUAGES[args.language]
    args.dictionary, args.tiles = args.dictionary or dictionary, args.tiles or tiles
    if args.movegen_json:
        print(json.dumps(measure(args)))
        return
    try:
        load = " (load average %.1f %.1f %.1f)" % os.getloadavg()
    except OSError:
        load = ""
    print(f"Sesquipedal benchmark, {os.cpu_count()} cores{load}; dictionary {args.dictionary}, tiles {args.tiles}")
    runs = [measure(args)] if args.movegen_games or args.think_games else []
    if runs and not args.no_pyodide:
        figures = pyodide_figures(args)
        runs += [figures] if figures else []
    if args.movegen_games:
        print("Move generation, every legal play for the tray, per turn:")
        for figures in runs:
            show_movegen(figures)
        print("    targets in Pyodide: median < 150 ms, 95th percentile < 600 ms")
    if args.think_games:
        print("(on a loaded machine the processor time is the fairer figure; under Node it may be the wall time)")
        print(f"Move time per level, {args.think_games} games of each against greedy (seeds from {THINK_SEED}):")
        for figures in runs:
            show_levels(figures)
        if len(runs) == 2 and "levels" in runs[1]:
            show_estimate(runs[0]["levels"], runs[1]["levels"])
        print("    target for the expert in the page's worker: median <= 1 s, 95th percentile <= 3 s")
    if args.games:
        r = win_rate(args.games, args.workers, args.first_seed, args.dictionary, args.tiles)
        print(f"Expert (level 3) against greedy (level 2), {args.games} games (seeds {r['seeds']}, "
              f"each with both seat orders), {args.workers} workers:")
        print(f"  expert wins {r['wins']}, draws {r['ties']}, loses {r['losses']}: win rate "
              f"{100 * r['win_rate']:.1f}% (a draw counts half), 95% interval "
              f"{100 * r['low']:.1f}%-{100 * r['high']:.1f}% (target >= 70%)")
        print(f"  mean scores: expert {r['mean_expert']:.1f}, greedy {r['mean_greedy']:.1f}, "
              f"mean margin {r['mean_margin']:+.1f}; the expert's moves: median {r['move_median_ms']:.0f} ms, "
              f"95th percentile {r['move_p95_ms']:.0f} ms of processor time (CPython); {r['seconds']:.0f} s")


if __name__ == "__main__":
    main()
