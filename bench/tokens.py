#!/usr/bin/env python3
"""Token benchmark: sizes in characters and QR code versions, and the time to make a QR code.

    python3 bench/tokens.py                  sizes, then QR timing in CPython and inside Pyodide (Node, offline)
    python3 bench/tokens.py --no-pyodide     CPython only
    python3 bench/tokens.py --json           this runtime's QR timing only, as one JSON object

Sizes are measured over 30 dealt boards per case: the median and the largest
token, bare and as a link to the site, with the QR version segno picks at
error correction M (the version holds the largest). Players' words come from
the computer player at level 5 (the first N words it writes), so they are the
words a strong player finds, not random letters. QR timing, in fresh processes: the first
import of segno, then the median time to encode a round link and a results token. It
needs segno (pinned in requirements-dev.txt); inside Pyodide the same wheel is
handed over through the environment and imported from the zip. It prints
figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))

IN_PYODIDE = sys.platform == "emscripten"
SITE = "https://beguile.netlify.app/"
"""A site address of typical length, for the links."""
BOARDS = 30
CLOCK = 1_790_000_000_000
WHEEL_VARIABLE = "BEGUILE_SEGNO_WHEEL"


def cases() -> dict[str, list[str]]:
    """Every measured case, as the tokens of each board."""
    from beguile.computer import computer_words
    from beguile.daily import share_round
    from beguile.deal import deal
    from beguile.dictionaries import load_common, load_lexicon
    from beguile.round import Round
    from beguile.rules import get_rules
    from beguile.session import invite, results
    from beguile.tokens import (WordList, format_board_token, format_results_token, format_round_token,
                                format_words_token)

    out: dict[str, list[str]] = {}
    for name, size in (("session", "4x4"), ("big-boggle", "5x5")):
        rules = get_rules(name)
        lexicon, common = load_lexicon(rules.dictionary), load_common(rules.dictionary)
        for seed in range(BOARDS):
            dealt = deal(rules, seed, lexicon=lexicon)
            announced = invite(f"{seed:012x}", 3, rules, dealt.board, lexicon, CLOCK, "Ann", start=CLOCK + 15_000)
            out.setdefault(f"round {size}", []).append(format_round_token(announced))
            lists = [[w for _, w in computer_words(dealt.board, rules, lexicon, common, 5, seed * 10 + p, 180)]
                     for p in range(5)]
            for count in (25, 60):
                if len(lists[0]) >= count:
                    words = WordList.for_round(announced, "Bob", lists[0][:count])
                    out.setdefault(f"words {size}, {count} words", []).append(format_words_token(words))
            if all(len(found) >= 25 for found in lists):
                players = [WordList.for_round(announced, f"Player {p + 1}", found[:25]) for p, found in enumerate(lists)]
                out.setdefault(f"results {size}, 5 players x 25 words", []).append(
                    format_results_token(results(announced, players)))
            fixed = deal(rules, seed, fix=True, common=common, lexicon=lexicon)
            played = Round.start(fixed, 180, CLOCK)
            out.setdefault(f"shared board {size}, planted word", []).append(
                format_board_token(share_round(played, lexicon)))
    return out


def qr_version(text: str) -> int:
    """The QR version segno picks for text at error correction M."""
    import segno

    return segno.make(text, error="m", micro=False, boost_error=False).version


def sizes() -> list[dict]:
    """Median and largest size of each case, bare and as a link, with QR versions."""
    rows = []
    for case, tokens in cases().items():
        longest = max(tokens, key=len)
        link = SITE + "#" + longest
        rows.append({"case": case, "boards": len(tokens), "median": statistics.median(len(t) for t in tokens),
                     "largest": len(longest), "qr": qr_version(longest),
                     "link": len(link), "link_qr": qr_version(link)})
    return rows


def qr_timing(repeats: int = 15) -> dict:
    """Seconds to import segno the first time, and the median to make a QR code of a round link and of results."""
    if IN_PYODIDE:
        wheel = Path(tempfile.gettempdir()) / "segno-py3-none-any.whl"
        wheel.write_bytes(base64.b64decode(os.environ[WHEEL_VARIABLE]))
        sys.path.insert(0, str(wheel))
    started = time.perf_counter()
    import segno

    imported = time.perf_counter() - started
    texts = {"round link, 5x5": SITE + "#R1" + "A" * 64, "results, 5 x 25 words": "S1" + "Ab9_" * 130}
    figures = {"runtime": "Pyodide" if IN_PYODIDE else "CPython", "python": sys.version.split()[0],
               "import_s": round(imported, 3)}
    for label, text in texts.items():
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            code = segno.make(text, error="m", micro=False, boost_error=False)
            code.matrix  # noqa: B018  (the modules themselves, as the page draws them)
            times.append(time.perf_counter() - started)
        figures[label] = {"chars": len(text), "version": code.version, "median_ms": round(statistics.median(times) * 1000, 1)}
    return figures


def in_pyodide() -> dict | str:
    """The QR timing inside Pyodide under Node, or why it could not run."""
    import segno

    cache = ROOT / ".cache" / "bench"
    wheel = cache / f"segno-{segno.__version__}-py3-none-any.whl"
    if not wheel.exists():
        done = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                               f"segno=={segno.__version__}", "-d", str(cache)], capture_output=True, text=True)
        if not wheel.exists():
            return f"no segno wheel to hand to Pyodide: {done.stderr.strip()[-200:]}"
    env = dict(os.environ, BEGUILE_PYODIDE_QUIET="1", **{WHEEL_VARIABLE: base64.b64encode(wheel.read_bytes()).decode()})
    done = subprocess.run(["node", str(ROOT / "tools" / "pyodide" / "run.mjs"), str(HERE / "tokens.py"), "--json"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    if done.returncode != 0:
        return f"Pyodide run failed: {(done.stderr or done.stdout).strip()[-300:]}"
    return json.loads(done.stdout)


def main() -> int:
    """Print sizes and QR timing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide run")
    parser.add_argument("--json", action="store_true", help="print this runtime's QR timing as JSON")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(qr_timing()))
        return 0
    print(f"Token sizes in characters over {BOARDS} boards; QR version at error correction M (segno), for the largest;"
          f" links to {SITE} ({len(SITE) + 1} characters before the token)")
    print(f"{'case':40} {'boards':>6} {'median':>6} {'largest':>7} {'QR':>3} {'link':>5} {'QR':>3}")
    for row in sizes():
        print(f"{row['case']:40} {row['boards']:>6} {row['median']:>6} {row['largest']:>7} {row['qr']:>3}"
              f" {row['link']:>5} {row['link_qr']:>3}")
    print()
    fresh = subprocess.run([sys.executable, str(HERE / "tokens.py"), "--json"], capture_output=True, text=True)
    runs = [json.loads(fresh.stdout)]  # a fresh process, so that the first import is one
    if not args.no_pyodide:
        other = in_pyodide()
        if isinstance(other, str):
            print(other)
        else:
            runs.append(other)
    print("Making a QR code with segno (matrix only, no image): first import, then the median of 15")
    for run in runs:
        parts = [f"{label} {value['chars']} chars, version {value['version']}: {value['median_ms']} ms"
                 for label, value in run.items() if isinstance(value, dict)]
        print(f"  {run['runtime']} {run['python']}: import {run['import_s']} s; " + "; ".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
