#!/usr/bin/env python3
"""Fuzz benchmark: the readers' fuzz tests with many more examples than CI runs, new ones each time.

    python3 bench/fuzz.py                  ten times CI's examples, random (about 15-30 minutes)
    python3 bench/fuzz.py --scale 2        twice CI's examples
    python3 bench/fuzz.py --fixed          CI's own fixed examples (the same each run)
    python3 bench/fuzz.py -k round         only the tests whose names match (pytest's -k)

It runs tests/fuzz with pytest in CPython (BEGUILE_FUZZ_SCALE and BEGUILE_FUZZ_RANDOM
set, see tests/fuzz/damage.py) and prints, for each test, how many examples ran,
how long it took and whether it failed; then each failure's report (Hypothesis
prints the falsifying seed and the input in the assertion). It asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = re.compile(r"^(tests/fuzz/\S+::\S+):$")
COUNTS = re.compile(r"- (\d+) passing, (\d+) failing, and (\d+) invalid test cases")
PHASE = re.compile(r"- during (\w+) phase \(([\d.]+) seconds\)")


def main() -> int:
    """Run the fuzz tests and print what ran and what failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=10, help="times CI's number of examples (default 10)")
    parser.add_argument("--fixed", action="store_true", help="CI's fixed examples instead of new random ones")
    parser.add_argument("-k", dest="keyword", help="only tests matching this pytest -k expression")
    args = parser.parse_args()
    env = dict(os.environ, BEGUILE_FUZZ_SCALE=str(args.scale), BEGUILE_FUZZ_RANDOM="0" if args.fixed else "1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "py"), os.environ.get("PYTHONPATH")])))
    command = [sys.executable, "-m", "pytest", "tests/fuzz", "-q", "-p", "no:cacheprovider", "-rf",
               "--hypothesis-show-statistics", "--tb=short", "-W", "ignore"]
    if args.keyword:
        command += ["-k", args.keyword]
    print(f"fuzz: scale {args.scale:g}, {'fixed' if args.fixed else 'random'} examples", flush=True)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    rows = statistics(done.stdout)
    width = max((len(name) for name in rows), default=20)
    total = 0
    for name, (passing, failing, seconds) in rows.items():
        total += passing + failing
        verdict = "FAILED" if failing else "ok"
        print(f"{name:{width}}  {passing + failing:8,d} examples  {seconds:7.1f} s  {verdict}")
    print(f"{total:,d} examples in {elapsed:.0f} s; pytest exit status {done.returncode}")
    failures = done.stdout.split("= FAILURES =", 1)[1:] if "= FAILURES =" in done.stdout else []
    for text in failures:
        print(text.split("= short test summary info =", 1)[0][-20_000:])
    if done.returncode not in (0, 1):
        print(done.stdout[-5000:], done.stderr[-5000:])
    return 0


def statistics(output: str) -> dict[str, tuple[int, int, float]]:
    """Per test: examples passing and failing in the generate phase, and seconds in every phase."""
    rows: dict[str, tuple[int, int, float]] = {}
    name, phase = None, None
    for line in output.splitlines():
        line = line.strip()
        if found := TEST.match(line):
            name = found.group(1).removeprefix("tests/fuzz/")
            rows[name] = (0, 0, 0.0)
        elif name and (found := PHASE.match(line)):
            phase = found.group(1)
            passing, failing, seconds = rows[name]
            rows[name] = (passing, failing, seconds + float(found.group(2)))
        elif name and phase == "generate" and (found := COUNTS.match(line)):
            passing, failing, seconds = rows[name]
            rows[name] = (passing + int(found.group(1)), failing + int(found.group(2)), seconds)
    return rows


if __name__ == "__main__":
    sys.exit(main())
