#!/usr/bin/env python3
"""Boards benchmark: what each rule set deals before and after its floor, and what dealing costs.

    python3 bench/boards.py                CPython, then the same code inside Pyodide (Node, offline)
    python3 bench/boards.py --no-pyodide   CPython only
    python3 bench/boards.py --json         this runtime only, figures as one JSON object

Needs the compiled dictionaries (`python3 build.py lexicons`). For each way of
dealing (a rule set at a board size; rule sets that deal alike share a row) it
deals the same seeds twice: the first board of each seed, as before the floors
(`lexicon=None`), and the board the game plays, dealt again up to the floor. For
each it prints the percentiles of words per board and of the longest word, and the
share of boards under the floor, and how many boards a deal tried (each costs a
solve); then the time of a deal with the floor (what the
page pays for New) beside the time of a deal without it and of one solve, median
and worst, measured alternately in one process (quote ratios: the machine is
shared). It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

import beguile.deal  # noqa: E402
from beguile.deal import deal  # noqa: E402
from beguile.dictionaries import load_lexicon  # noqa: E402
from beguile.rules import RULES, Rules  # noqa: E402
from beguile.solver import solve  # noqa: E402
from pyodide_figures import with_pyodide  # noqa: E402

PERCENTILES = (1, 5, 10, 25, 50, 90)
EXTRA_SIZES = {"beguile": (5,), "beguile-fr": (5,)}
"""The decks also deal 5x5 boards in the page (Settings)."""


def ways() -> list[tuple[list[str], Rules, int]]:
    """Each distinct way of dealing: the rule sets that share it, one of them, the board size."""
    seen: dict[tuple, list[str]] = {}
    first: dict[tuple, tuple[Rules, int]] = {}
    for rules in RULES.values():
        for size in (rules.size, *EXTRA_SIZES.get(rules.name, ())):
            key = (rules.letters, rules.dictionary, rules.min_length, rules.q_as_qu, rules.floor(size), size)
            seen.setdefault(key, []).append(rules.name)
            first.setdefault(key, (rules, size))
    return [(names, *first[key]) for key, names in seen.items()]


def percentiles(values: list[int]) -> dict[str, int]:
    """The nearest-rank percentiles of PERCENTILES."""
    ordered = sorted(values)
    return {f"p{p}": ordered[max(0, -(-p * len(ordered) // 100) - 1)] for p in PERCENTILES}


def describe(counts: list[int], longest: list[int], rules: Rules, size: int) -> dict:
    """The distributions of words and longest word, and the share of boards under the floor."""
    floor = rules.floor(size)
    under = sum(c < floor.words or n < floor.longest for c, n in zip(counts, longest)) if floor else 0
    return {"words": percentiles(counts), "longest": percentiles(longest), "mean_words": statistics.mean(counts),
            "under_floor": under / len(counts)}


class CountedSolve:
    """The solver as dealing calls it, counting its calls (how many boards a deal tried)."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return solve(*args, **kwargs)


def measure_way(rules: Rules, size: int, deals: int, first_seed: int) -> dict:
    """Both distributions and the timings of one way of dealing, over the same seeds."""
    lexicon = load_lexicon(rules.dictionary)
    counted = CountedSolve()
    beguile.deal.solve = counted  # type: ignore[attr-defined]
    tries = []
    before: tuple[list[int], list[int]] = ([], [])
    after: tuple[list[int], list[int]] = ([], [])
    floored_ms, raw_ms, solve_ms = [], [], []
    for seed in range(first_seed, first_seed + deals):
        start = time.perf_counter()
        raw = deal(rules, seed, size=size, lexicon=None).board
        middle = time.perf_counter()
        words = solve(raw, lexicon, rules.min_length, rules.q_as_qu)
        solved = time.perf_counter()
        counted.calls = 0
        board = deal(rules, seed, size=size, lexicon=lexicon).board
        end = time.perf_counter()
        tries.append(counted.calls)
        raw_ms.append(1000 * (middle - start))
        solve_ms.append(1000 * (solved - middle))
        floored_ms.append(1000 * (end - solved))
        before[0].append(len(words))
        before[1].append(max(map(len, words), default=0))
        played = solve(board, lexicon, rules.min_length, rules.q_as_qu)
        after[0].append(len(played))
        after[1].append(max(map(len, played), default=0))
    floor = rules.floor(size)
    return {
        "size": size, "floor": [floor.words, floor.longest] if floor else None,
        "before": describe(*before, rules, size), "after": describe(*after, rules, size),
        "deal_ms": {"median": statistics.median(floored_ms), "p99": percentiles_float(floored_ms, 99),
                    "worst": max(floored_ms)},
        "raw_deal_ms": statistics.median(raw_ms), "solve_ms": statistics.median(solve_ms),
        "boards_tried": {"mean": statistics.mean(tries), "most": max(tries)},
    }


def percentiles_float(values: list[float], p: int) -> float:
    """The nearest-rank p-th percentile of timings."""
    ordered = sorted(values)
    return ordered[max(0, -(-p * len(ordered) // 100) - 1)]


def measure(deals: int, first_seed: int) -> dict:
    """Every figure of this runtime."""
    figures: dict = {"runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})",
                     "deals": deals, "ways": []}
    for names, rules, size in ways():
        figures["ways"].append({"rules": names, **measure_way(rules, size, deals, first_seed)})
    return figures


def cells(figures: dict, what: str) -> str:
    """One distribution as p1/p5/p10/p25/p50/p90."""
    return "/".join(f"{figures[what][f'p{p}']:>3}" for p in PERCENTILES)


def print_table(results: list[dict]) -> None:
    """The distributions once (they are the same in every runtime), then each runtime's costs."""
    first = results[0]
    print(f"words per board and longest word, percentiles {'/'.join(f'p{p}' for p in PERCENTILES)}, "
          f"over {first['deals']} deals; 'under' = share of boards under the floor")
    for way in first["ways"]:
        floor = way["floor"]
        print(f"\n  {', '.join(way['rules'])} {way['size']}x{way['size']}: floor {floor[0]} words, "
              f"a word of {floor[1]}+ letters")
        for when in ("before", "after"):
            row = way[when]
            print(f"    {when:6s} words {cells(row, 'words')} (mean {row['mean_words']:5.1f})   "
                  f"longest {cells(row, 'longest')}   under {row['under_floor']:6.1%}")
        tried = way["boards_tried"]
        print(f"    boards tried per deal: mean {tried['mean']:.2f}, most {tried['most']}")
    for figures in results:
        print(f"\n{figures['runtime']}: a deal with the floor (median / p99 / worst ms), "
              f"beside a deal without it and one solve (medians)")
        for way in figures["ways"]:
            cost = way["deal_ms"]
            print(f"  {', '.join(way['rules'])[:38]:38s} {way['size']}x{way['size']}  "
                  f"{cost['median']:5.2f} / {cost['p99']:5.2f} / {cost['worst']:6.2f}   "
                  f"without {way['raw_deal_ms']:5.3f}   solve {way['solve_ms']:5.2f}   "
                  f"ratio to a solve {cost['median'] / way['solve_ms']:4.2f}")
    if len(results) == 2:
        print("\nPyodide / CPython, median deal with the floor:")
        for ours, theirs in zip(results[0]["ways"], results[1]["ways"]):
            print(f"  {', '.join(ours['rules'])[:38]:38s} {ours['size']}x{ours['size']}  "
                  f"{theirs['deal_ms']['median'] / ours['deal_ms']['median']:4.2f}x")


def main(argv: list[str] | None = None) -> int:
    """Measure this runtime, and Pyodide unless told not to; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="seeds dealt per way of dealing (default 1000)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="this runtime only, as JSON")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide run")
    args = parser.parse_args(argv)
    figures = measure(args.deals, args.first_seed)
    if args.json:
        print(json.dumps(figures))
        return 0
    same = ["--json", "--deals", str(args.deals), "--first-seed", str(args.first_seed)]
    results = with_pyodide(figures, __file__, same, args.no_pyodide, timeout=1800)
    print(f"Beguile boards benchmark: {args.deals} seeds from {args.first_seed} per way of dealing")
    print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
