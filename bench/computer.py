#!/usr/bin/env python3
"""Computer players: what each level finds in a full round, against everything on the board.

    python3 bench/computer.py [--boards N] [--rules NAME ...]

For each rule set, N boards dealt from seeds 0..N-1 and a round of the rules'
own timer: the mean number of words and points on the board, then for each
level the mean words, points, share of the board's points, longest word, the
share of its words outside the familiar vocabulary, and the time to choose
the words (the solve included). It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from beguile.computer import LEVELS, Vocabulary, computer_words  # noqa: E402
from beguile.deal import deal  # noqa: E402
from beguile.dictionaries import get_dictionary, load_common, load_lexicon  # noqa: E402
from beguile.judge import judge_round  # noqa: E402
from beguile.rules import get_rules  # noqa: E402
from beguile.solver import solve  # noqa: E402


def measure(name: str, boards: int) -> None:
    """Print one rule set's table."""
    rules = get_rules(name)
    lexicon, common = load_lexicon(rules.dictionary), load_common(rules.dictionary)
    vocabulary = Vocabulary.of(common, get_dictionary(rules.dictionary).language)
    everything = []
    rows: dict[int, list[tuple[int, int, int, int, float]]] = {level: [] for level in LEVELS}
    for seed in range(boards):
        board = deal(rules, seed, lexicon=lexicon).board
        words = list(solve(board, lexicon, rules.min_length, rules.q_as_qu))
        everything.append((len(words), judge_round(board, rules, lexicon, {"all": words}).totals()["all"]))
        for level in LEVELS:
            started = time.perf_counter()
            found = [word for _, word in computer_words(board, rules, lexicon, common, level, seed, rules.timer)]
            took = time.perf_counter() - started
            points = judge_round(board, rules, lexicon, {"cpu": found}).totals()["cpu"]
            rare = sum(not vocabulary.familiar(word) for word in found)
            rows[level].append((len(found), points, max(map(len, found), default=0), rare, took))
    words_on, points_on = (statistics.mean(column) for column in zip(*everything))
    print(f"{name} ({rules.size}x{rules.size}, {rules.timer} s, {boards} boards): "
          f"{words_on:.0f} words and {points_on:.0f} points on a board")
    print(f"  {'level':14} {'words':>6} {'points':>7} {'share':>6} {'longest':>8} {'unfamiliar':>10} {'ms':>6}")
    for level, skill in LEVELS.items():
        words, points, longest, rare, took = (statistics.mean(column) for column in zip(*rows[level]))
        print(f"  {level} {skill.name:12} {words:6.1f} {points:7.1f} {points / points_on:6.0%} {longest:8.1f}"
              f" {rare / max(words, 1):10.0%} {took * 1000:6.1f}")


def main() -> int:
    """Measure the rule sets asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--rules", nargs="+", default=["boggle", "big-boggle", "baggle", "beguile"])
    args = parser.parse_args()
    for name in args.rules:
        measure(name, args.boards)
    return 0


if __name__ == "__main__":
    sys.exit(main())
