#!/usr/bin/env python3
"""Spellings benchmark: sizes of the French spellings files, their load and lookup times.

    python3 bench/spellings.py                CPython, then the same code inside Pyodide (Node, offline)
    python3 bench/spellings.py --no-pyodide   CPython only
    python3 bench/spellings.py --json         this runtime only, figures as one JSON object

Needs the compiled dictionaries (`python3 build.py lexicons`). For each French
dictionary it prints the committed text and the compiled file, raw and gzipped,
beside its lexicon; then the median time of `Spellings.from_bytes` and of
`Lexicon.from_bytes` on the same dictionary, measured alternately in one process
(quote the ratio, the machine may be busy), and the median time of `display` over
words of the dictionary. It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import gc
import gzip
import json
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.dictionaries import DATA, DICTIONARIES, lexicon_file, spellings_file  # noqa: E402
from beguile.lexicon import Lexicon  # noqa: E402
from beguile.spellings import Spellings  # noqa: E402
from pyodide_figures import with_pyodide  # noqa: E402

FRENCH = [name for name, d in DICTIONARIES.items() if d.spellings]


def sizes(name: str) -> dict[str, int]:
    """Bytes of the committed text, the compiled spellings and the lexicon, raw and gzipped."""
    files = {"text": ROOT / "dictionaries" / f"{DICTIONARIES[name].spellings}.txt",
             "compiled": DATA / str(spellings_file(name)), "lexicon": DATA / lexicon_file(name)}
    figures = {}
    for kind, path in files.items():
        if path.exists():  # Pyodide gets the engine's data, not the word lists
            data = path.read_bytes()
            figures[f"{kind}_raw"] = len(data)
            figures[f"{kind}_gzip"] = len(gzip.compress(data, 9, mtime=0))
    return figures


def load_times(name: str, loads: int) -> dict[str, float]:
    """Median milliseconds to parse the spellings and the lexicon, measured alternately."""
    spelled = (DATA / str(spellings_file(name))).read_bytes()
    lexicon = (DATA / lexicon_file(name)).read_bytes()
    spell_ms, lex_ms = [], []
    for _ in range(loads):
        start = time.perf_counter()
        Spellings.from_bytes(spelled)
        middle = time.perf_counter()
        Lexicon.from_bytes(lexicon)
        spell_ms.append(1000 * (middle - start))
        lex_ms.append(1000 * (time.perf_counter() - middle))
    return {"spellings_load_ms": statistics.median(spell_ms), "lexicon_load_ms": statistics.median(lex_ms)}


def lookup_time(name: str, count: int, seed: int) -> dict[str, float]:
    """Median microseconds of `display` over words drawn from the dictionary, in rounds of 100."""
    spellings = Spellings.from_bytes((DATA / str(spellings_file(name))).read_bytes())
    words = list(Lexicon.from_bytes((DATA / lexicon_file(name)).read_bytes()))
    sample = random.Random(seed).sample(words, count)
    del words  # keep only the sample alive while timing
    gc.collect()
    rounds = []
    for i in range(0, count, 100):
        chunk = sample[i:i + 100]
        start = time.perf_counter()
        for word in chunk:
            spellings.display(word)
        rounds.append(1e6 * (time.perf_counter() - start) / len(chunk))
    accented = sum(spellings.written(w) != (w,) for w in sample) / count
    return {"display_us": statistics.median(rounds), "accented_share": accented}


def measure(loads: int, lookups: int, seed: int) -> dict:
    """Every figure of this runtime."""
    figures: dict = {"runtime": f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})"}
    for name in FRENCH:
        figures[name] = {**sizes(name), **load_times(name, loads), **lookup_time(name, lookups, seed)}
    return figures


def print_table(results: list[dict]) -> None:
    """Sizes once, then each runtime's times."""
    first = results[0]
    print("sizes in kB (raw / gzip -9):")
    for name in FRENCH:
        row = first[name]
        print(f"  {name:7s} text {row['text_raw'] / 1000:6.0f} / {row['text_gzip'] / 1000:4.0f}   "
              f"spellings {row['compiled_raw'] / 1000:4.0f} / {row['compiled_gzip'] / 1000:4.0f}   "
              f"lexicon {row['lexicon_raw'] / 1000:4.0f} / {row['lexicon_gzip'] / 1000:4.0f}")
    for figures in results:
        print(f"\n{figures['runtime']}")
        for name in FRENCH:
            row = figures[name]
            print(f"  {name:7s} load: spellings {row['spellings_load_ms']:6.1f} ms, lexicon "
                  f"{row['lexicon_load_ms']:6.1f} ms (ratio {row['spellings_load_ms'] / row['lexicon_load_ms']:.2f}); "
                  f"display {row['display_us']:5.1f} us/word ({row['accented_share']:.0%} of words written otherwise)")


def main(argv: list[str] | None = None) -> int:
    """Measure this runtime, and Pyodide unless told not to; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=15, help="timed loads of each file (default 15)")
    parser.add_argument("--lookups", type=int, default=3000, help="words looked up (default 3000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true", help="this runtime only, as JSON")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide run")
    args = parser.parse_args(argv)
    figures = measure(args.loads, args.lookups, args.seed)
    if args.json:
        print(json.dumps(figures))
        return 0
    same = ["--json", "--loads", str(args.loads), "--lookups", str(args.lookups), "--seed", str(args.seed)]
    results = with_pyodide(figures, __file__, same, args.no_pyodide, timeout=900)
    print(f"Beguile spellings benchmark: medians of {args.loads} loads, {args.lookups} lookups (seed {args.seed})")
    print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
