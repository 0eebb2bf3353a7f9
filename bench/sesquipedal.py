#!/usr/bin/env python3
"""Sesquipedal benchmark: move generation time per turn, and the expert's win rate against greedy.

    python3 bench/sesquipedal.py                 everything: CPython, Pyodide (Node, offline), win rate
    python3 bench/sesquipedal.py --no-pyodide    skip the Pyodide part
    python3 bench/sesquipedal.py --games 400 --movegen-games 30 --workers 2
    python3 bench/sesquipedal.py --movegen-games 0 --think-games 0 --first-seed 1000   win rate only, other seeds
    python3 bench/sesquipedal.py --lang fr       the French game only (default: en,fr, one after the other)
    python3 bench/sesquipedal.py --movegen-json  move generation and the expert's thinking in this runtime
                                                 only, one JSON object (what the Pyodide part runs, through
                                                 tools/pyodide/run.mjs)

Every figure is measured per language: its edition's tile set and word list
(beguile.sesquipedal.editions.load_edition). Move generation: the turns of
seeded greedy-against-greedy games; each turn times one call listing every legal play for the tray
(a fresh generator per game, so cross-checks are cached as in a real game).
The same games, hence the same positions, run in CPython and in Pyodide, and
so do a few expert-against-greedy games that time the expert's thinking.

Win rate: level 3 (expert) against level 2 (greedy, the highest-scoring play
every turn) over seeded games. Each seed is played twice, the expert moving
first and then second, so both seats see the same tiles and the luck of the
draw largely cancels out. Games run in worker processes (CPython only). A draw
counts half a win; the rate comes with its 95% interval (Wilson's). The mean margin is
split by the part of the game a turn starts in (how many tiles are in the bag)
and the tiles left at the end, which shows where the expert gains its points.

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

from beguile.sesquipedal.editions import get_edition, load_edition  # noqa: E402
from beguile.sesquipedal.game import Game, Player  # noqa: E402
from beguile.sesquipedal.movegen import Move, MoveGenerator, highest_scoring  # noqa: E402

MOVEGEN_SEED = 5000
THINK_SEED = 7000


def new_game(players: list[Player], seed: int, language: str) -> Game:
    """A game of a language's edition: its tile set and word list."""
    tile_set, lexicon = load_edition(language)
    return Game(players, seed, lexicon, tile_set, get_edition(language).dictionary)


def movegen_times(games: int, language: str = "en") -> dict:
    """Seconds per turn to list every play, over the turns of seeded greedy games."""
    times: list[float] = []
    blank_times: list[float] = []
    plays = 0
    clock = time.perf_counter
    for seed in range(MOVEGEN_SEED, MOVEGEN_SEED + games):
        game = new_game([Player("computer", 2), Player("computer", 2)], seed, language)
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
            best = highest_scoring(raw)
            if best is not None:
                game.play_move(Move(*best))
            elif game.can_exchange():
                game.exchange(tray)
            else:
                game.pass_turn()
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})",
        "language": language,
        "games": games,
        "turns": len(times),
        "plays_per_turn": plays / len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * quantile(times, 0.95),
        "max_ms": 1000 * max(times),
        "blank_turns": len(blank_times),
        "blank_median_ms": 1000 * statistics.median(blank_times) if blank_times else None,
    }


def thinking_times(games: int, language: str = "en") -> dict:
    """The expert's seconds per turn over seeded expert-against-greedy games (both seat orders)."""
    times: list[float] = []
    for number in range(games):
        times += one_game(number, THINK_SEED, language)[2]
    return {
        "runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})",
        "games": games,
        "turns": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * quantile(times, 0.95),
        "max_ms": 1000 * max(times),
    }


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def wilson(rate: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% (Wilson score) interval of a win rate over so many games, taken as independent: pairing the
    games by seed makes the two seats' luck cancel, so the true interval is if anything narrower."""
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((rate * (1 - rate) / games + z * z / (4 * games * games)) ** 0.5) / (1 + z * z / games)
    return centre - half, centre + half


PHASES: tuple[tuple[str, int], ...] = (("bag 40+", 40), ("bag 14-39", 14), ("bag 1-13", 1), ("bag empty", 0))
"""The parts of a game the margin is split into, by the tiles in the bag when a turn starts (and its least count)."""


def phase_of(bag: int) -> str:
    """The name of the part of the game a turn starting with so many tiles in the bag belongs to."""
    return next(name for name, least in PHASES if bag >= least)


def one_game(number: int, first_seed: int = 0, language: str = "en") -> tuple[int, int, list[float], dict[str, int]]:
    """(expert score, greedy score, expert's seconds per turn, the margin won in each part of the game) of game `number`.

    Games 2k and 2k+1 share the seed first_seed + k; the expert moves first in
    the even one. The parts are PHASES and, last, the tiles left at the end.
    """
    seed, expert_first = first_seed + number // 2, number % 2 == 0
    expert, greedy = Player("computer", 3), Player("computer", 2)
    game = new_game([expert, greedy] if expert_first else [greedy, expert], seed, language)
    e = 0 if expert_first else 1
    thinking = []
    margins = dict.fromkeys([name for name, _ in PHASES] + ["tiles left"], 0)
    while not game.over:
        phase = phase_of(len(game.bag))
        start = time.perf_counter()
        turn = game.computer_turn()
        if turn.player == e:
            thinking.append(time.perf_counter() - start)
        margins[phase] += turn.score if turn.player == e else -turn.score
    margins["tiles left"] = game.scores[e] - game.scores[1 - e] - sum(margins.values())
    return game.scores[e], game.scores[1 - e], thinking, margins


def win_rate(games: int, workers: int, first_seed: int, language: str = "en") -> dict:
    """The expert's results against greedy over seeded games."""
    from functools import partial
    from multiprocessing import Pool

    start = time.perf_counter()
    play = partial(one_game, first_seed=first_seed, language=language)
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(play, range(games), chunksize=1)
    else:
        results = [play(number) for number in range(games)]
    wins = sum(e > g for e, g, *_ in results)
    ties = sum(e == g for e, g, *_ in results)
    return {
        "games": games,
        "seeds": f"{first_seed}-{first_seed + (games - 1) // 2}",
        "wins": wins,
        "ties": ties,
        "losses": games - wins - ties,
        "win_rate": (wins + ties / 2) / games,
        "mean_expert": statistics.mean(r[0] for r in results),
        "mean_greedy": statistics.mean(r[1] for r in results),
        "mean_margin": statistics.mean(r[0] - r[1] for r in results),
        "phase_margins": {name: statistics.mean(r[3][name] for r in results) for name in results[0][3]},
        "seconds": time.perf_counter() - start,
    }


def show_movegen(figures: dict) -> None:
    print(f"  {figures['runtime']}: {figures['turns']} turns of {figures['games']} games, "
          f"{figures['plays_per_turn']:.0f} plays per turn on average")
    print(f"    median {figures['median_ms']:.1f} ms, 95th percentile {figures['p95_ms']:.1f} ms, "
          f"max {figures['max_ms']:.1f} ms; turns with a blank: {figures['blank_turns']}, "
          f"median {figures['blank_median_ms'] or 0:.1f} ms")


def pyodide_movegen(games: int, think_games: int, language: str = "en") -> dict | None:
    """Run the move generation part inside Pyodide under Node; None if it cannot run."""
    runner = ROOT / "tools" / "pyodide" / "run.mjs"
    if not runner.exists():
        print("  (Pyodide skipped: tools/pyodide/run.mjs is missing)")
        return None
    env = dict(os.environ, BEGUILE_PYODIDE_QUIET="1")
    done = subprocess.run(["node", str(runner), str(Path(__file__).resolve()), "--movegen-json",
                           "--movegen-games", str(games), "--think-games", str(think_games), "--lang", language],
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
    parser.add_argument("--movegen-games", type=int, default=30, help="games timed for move generation (default 30)")
    parser.add_argument("--think-games", type=int, default=4,
                        help="expert-against-greedy games timing the expert in each runtime (default 4)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes for the win rate")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide part")
    parser.add_argument("--movegen-json", action="store_true", help="time move generation here, print JSON")
    parser.add_argument("--lang", default="en,fr", help="languages, comma-separated (default en,fr)")
    args = parser.parse_args()
    languages = [code.strip() for code in args.lang.split(",") if code.strip()]
    for code in languages:
        get_edition(code)
    if args.movegen_json:
        figures = movegen_times(args.movegen_games, languages[0])
        if args.think_games:
            figures["think"] = thinking_times(args.think_games, languages[0])
        print(json.dumps(figures))
        return
    try:
        load = " (load average %.1f %.1f %.1f)" % os.getloadavg()
    except OSError:
        load = ""
    print(f"Sesquipedal benchmark, {os.cpu_count()} cores{load}")
    for language in languages:
        edition = get_edition(language)
        print(f"== {language}: tiles {edition.tiles}, words {edition.dictionary}")
        bench_language(args, language)


def bench_language(args: argparse.Namespace, language: str) -> None:
    """Every figure asked for, for one language's game."""
    if args.movegen_games:
        print("Move generation, every legal play for the tray, per turn:")
    thinking = [thinking_times(args.think_games, language)] if args.think_games else []
    if args.movegen_games:
        show_movegen(movegen_times(args.movegen_games, language))
    if args.movegen_games and not args.no_pyodide:
        figures = pyodide_movegen(args.movegen_games, args.think_games, language)
        if figures:
            show_movegen(figures)
            print("    targets in Pyodide: median < 150 ms, 95th percentile < 600 ms")
            thinking += [figures["think"]] if "think" in figures else []
    if thinking:
        print(f"The expert's thinking per turn, {args.think_games} games against greedy (seeds from {THINK_SEED}):")
        for t in thinking:
            print(f"  {t['runtime']}: {t['turns']} turns, median {t['median_ms']:.0f} ms, "
                  f"95th percentile {t['p95_ms']:.0f} ms, max {t['max_ms']:.0f} ms")
    if args.games:
        r = win_rate(args.games, args.workers, args.first_seed, language)
        print(f"Expert (level 3) against greedy (level 2), {args.games} games (seeds {r['seeds']}, "
              f"each with both seat orders), {args.workers} workers:")
        low, high = wilson(r["win_rate"], r["games"])
        print(f"  expert wins {r['wins']}, draws {r['ties']}, loses {r['losses']}: "
              f"win rate {100 * r['win_rate']:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%; "
              f"target >= 70%)")
        print(f"  mean scores: expert {r['mean_expert']:.1f}, greedy {r['mean_greedy']:.1f}, "
              f"mean margin {r['mean_margin']:+.1f}; {r['seconds']:.0f} s")
        print("  margin won per game, by the tiles in the bag when a turn starts: " + ", ".join(
            f"{name} {value:+.1f}" for name, value in r["phase_margins"].items()))


if __name__ == "__main__":
    main()
