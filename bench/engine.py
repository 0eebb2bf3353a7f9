#!/usr/bin/env python3
"""Engine benchmark: dictionary load time and memory, solver throughput against a plain solver.

    python3 bench/engine.py                  CPython, then the same code inside Pyodide (Node, offline)
    python3 bench/engine.py --no-pyodide     CPython only
    python3 bench/engine.py --json           this runtime only, figures as one JSON object

It prints figures and asserts nothing. The plain solver is written here: a
nested-dict trie (one dict per node keyed by letter, "$" marks a word end),
precomputed neighbour lists, the path as a tuple that also serves as the
visited set, recursion. To read a Qu face with one lookup like any other face,
each trie node that has "q" then "u" also gets a "qu" key to the same child.
Both solvers get the same seeded boards (new Boggle dice 4x4 with a 3-letter
minimum, Big Boggle 5x5 with a 4-letter minimum) in the same process, in
alternating rounds; the best round of each counts (the machine may be busy).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.board import Board  # noqa: E402
from beguile.letter_sets import BIG_BOGGLE, BOGGLE_NEW  # noqa: E402
from beguile.lexicon import Lexicon  # noqa: E402
from beguile.solver import solve  # noqa: E402
from pyodide_figures import with_pyodide  # noqa: E402

KINDS = (("4x4 new dice, min 3", BOGGLE_NEW, 4, 3), ("5x5 Big Boggle, min 4", BIG_BOGGLE, 5, 4))


def lexicon_bytes() -> tuple[Path, bytes]:
    """The compiled en lexicon: py/beguile/data/en.lex, or dictionaries/en.txt compiled to a temp file."""
    built = ROOT / "py" / "beguile" / "data" / "en.lex"
    if built.exists():
        return built, built.read_bytes()
    words = (ROOT / "dictionaries" / "en.txt").read_text(encoding="utf-8").split()
    path = Path(tempfile.gettempdir()) / "beguile-bench-en.lex"
    path.write_bytes(Lexicon.from_words(words).to_bytes())
    return path, path.read_bytes()


def rss_kib() -> int | None:
    """Resident memory of this process in KiB (Linux), or None where it cannot be read."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def measure_load(path: Path, loads: int) -> dict[str, float | None]:
    """Median load times (file read + parse, and parse alone) and the memory one loaded lexicon holds."""
    with_read, parse_only = [], []
    for _ in range(loads):
        start = time.perf_counter()
        data = path.read_bytes()
        middle = time.perf_counter()
        Lexicon.from_bytes(data)
        end = time.perf_counter()
        with_read.append(end - start)
        parse_only.append(end - middle)
    data = path.read_bytes()
    before = rss_kib()
    kept = Lexicon.from_bytes(data)
    after = rss_kib()
    tracemalloc.start()
    traced = Lexicon.from_bytes(data)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del kept, traced
    return {
        "load_ms": 1000 * statistics.median(with_read),
        "parse_ms": 1000 * statistics.median(parse_only),
        "traced_current_mb": current / 1e6,
        "traced_peak_mb": peak / 1e6,
        "rss_delta_mb": (after - before) / 1024 if before is not None and after is not None else None,
        "file_kb": len(data) / 1000,
    }


def build_trie(words: list[str]) -> dict:
    """The plain solver's trie: nested dicts keyed by letter, "$" at word ends, "qu" shortcuts."""
    root: dict = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = True
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(child for key, child in node.items() if key != "$")
        if "u" in node.get("q", ()):
            node["qu"] = node["q"]["u"]
    return root


def plain_solve(board: Board, trie: dict, min_length: int) -> dict[str, tuple]:
    """The baseline: recursive search over paths with a dict lookup per neighbour."""
    spell = [face.lower() for face in board.faces]
    neighbours = board.adjacency
    found: dict[str, tuple[int, ...]] = {}

    def visit(cell: int, node: dict, word: str, path: tuple[int, ...]) -> None:
        for near in neighbours[cell]:
            if near in path:
                continue
            child = node.get(spell[near])
            if child is None:
                continue
            longer, longer_path = word + spell[near], path + (near,)
            if "$" in child and len(longer) >= min_length and longer not in found:
                found[longer] = longer_path
            visit(near, child, longer, longer_path)

    for start, letters in enumerate(spell):
        child = trie.get(letters)
        if child is not None:
            if "$" in child and len(letters) >= min_length:
                found.setdefault(letters, (start,))
            visit(start, child, letters, (start,))
    cells = board.cells()
    return {word: tuple(cells[i] for i in found[word]) for word in sorted(found)}


def roll_boards(dice, size: int, count: int, seed: int) -> list[Board]:
    """Seeded boards rolled from a dice set (the same boards in every runtime)."""
    rng = random.Random(seed)
    return [Board(size, size, tuple(dice.deal(size * size, rng))) for _ in range(count)]


def best_pass(run, boards: list[Board]) -> float:
    """CPU seconds for one pass of run over every board (CPU time: other processes may share the machine)."""
    start = time.process_time()
    for board in boards:
        run(board)
    return time.process_time() - start


def measure_solvers(lexicon: Lexicon, trie: dict, count: int, rounds: int, seed: int) -> list[dict]:
    """Boards per second of the solver and the plain solver, on the same boards, alternating rounds."""
    figures = []
    for label, dice, size, min_length in KINDS:
        boards = roll_boards(dice, size, count, seed)
        engine = lambda b: solve(b, lexicon, min_length)  # noqa: E731
        plain = lambda b: plain_solve(b, trie, min_length)  # noqa: E731
        mismatches = sum(engine(b).keys() != plain(b).keys() for b in boards)
        words = sum(len(engine(b)) for b in boards) / len(boards)
        best_engine = best_plain = float("inf")
        for _ in range(rounds):
            best_plain = min(best_plain, best_pass(plain, boards))
            best_engine = min(best_engine, best_pass(engine, boards))
        figures.append({
            "kind": label, "boards": count, "words_per_board": words, "mismatches": mismatches,
            "engine_per_s": count / best_engine, "plain_per_s": count / best_plain,
            "ratio": best_plain / best_engine,
        })
    return figures


def measure(count: int, rounds: int, loads: int, seed: int) -> dict:
    """Every figure of this runtime."""
    path, data = lexicon_bytes()
    figures = {"runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})"}
    figures.update(measure_load(path, loads))
    lexicon = Lexicon.from_bytes(data)
    start = time.perf_counter()
    trie = build_trie(list(lexicon))
    figures["plain_trie_build_ms"] = 1000 * (time.perf_counter() - start)
    figures["solvers"] = measure_solvers(lexicon, trie, count, rounds, seed)
    return figures


def print_table(results: list[dict]) -> None:
    """A compact table of every runtime's figures."""
    for figures in results:
        rss = figures["rss_delta_mb"]
        print(f"\n{figures['runtime']}")
        print(f"  en load: {figures['load_ms']:.1f} ms median (read + parse; parse alone {figures['parse_ms']:.1f} ms), "
              f"file {figures['file_kb']:.0f} kB")
        print(f"  en memory: tracemalloc current {figures['traced_current_mb']:.1f} MB, peak "
              f"{figures['traced_peak_mb']:.1f} MB; RSS delta " + (f"{rss:.1f} MB" if rss is not None else "n/a"))
        print(f"  plain trie build (baseline only): {figures['plain_trie_build_ms']:.0f} ms")
        print(f"  {'boards':24s} {'words/board':>11s} {'solver b/s':>11s} {'plain b/s':>10s} {'ratio':>6s} {'differ':>6s}")
        for row in figures["solvers"]:
            print(f"  {row['kind']:24s} {row['words_per_board']:11.1f} {row['engine_per_s']:11.0f} "
                  f"{row['plain_per_s']:10.0f} {row['ratio']:5.2f}x {row['mismatches']:6d}")


def main(argv: list[str] | None = None) -> int:
    """Measure this runtime, and Pyodide unless told not to; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=300, help="boards of each kind (default 300)")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds per solver (default 5)")
    parser.add_argument("--loads", type=int, default=15, help="timed lexicon loads (default 15)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true", help="this runtime only, as JSON")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide run")
    args = parser.parse_args(argv)
    figures = measure(args.boards, args.rounds, args.loads, args.seed)
    if args.json:
        print(json.dumps(figures))
        return 0
    same = ["--json", "--boards", str(args.boards), "--rounds", str(args.rounds),
            "--loads", str(args.loads), "--seed", str(args.seed)]
    results = with_pyodide(figures, __file__, same, args.no_pyodide)
    print(f"Beguile engine benchmark: {args.boards} seeded boards of each kind (seed {args.seed}), "
          f"best of {args.rounds} rounds, en lexicon")
    print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
