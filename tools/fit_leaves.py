#!/usr/bin/env python3
"""Fit a Sesquipedal edition's leave values to self-play, and print (or write) its table.

    python3 tools/fit_leaves.py --lang en --games 3000            print the fitted table
    python3 tools/fit_leaves.py --lang fr --games 3000 --write    write it into leave_tables.py

Two static experts (points plus the value of the tiles kept, with today's
table; no look-ahead) play seeded games against each other. Every turn taken
with at least MIN_BAG tiles in the bag gives one sample: the tiles the player
kept, and the points that player scored on their next turn. A ridge least
squares fit of those points on the parts of a leave (each tile kept, each
extra copy, the mix of vowels and consonants, a Q without a U; see
beguile/sesquipedal/leaves.py) gives each part its value over an empty leave.
Running the tool again plays with the new table and refines it.

The games are seeded (seeds from --first-seed), so a run is repeatable.
"""

from __future__ import annotations

import argparse
import re
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.sesquipedal.editions import get_edition, load_edition  # noqa: E402
from beguile.sesquipedal.game import Game, Player  # noqa: E402
from beguile.sesquipedal.leaves import LeaveTable, mix_of  # noqa: E402
from beguile.sesquipedal.players import static_rank  # noqa: E402
from beguile.sesquipedal.tiles import leave_after  # noqa: E402

MIN_BAG = 20
"""Turns with fewer tiles in the bag are left out: near the end a leave is worth what the end makes of it."""
RIDGE = 20.0
"""How strongly a rarely seen part is pulled towards 0."""
TABLES = ROOT / "py" / "beguile" / "sesquipedal" / "leave_tables.py"
CONSTANTS = {"en": "ENGLISH_LEAVES", "fr": "FRENCH_LEAVES"}

Sample = tuple[str, int]
"""The tiles kept (sorted) and the points of the same player's next turn."""


def game_samples(seed: int, language: str) -> list[Sample]:
    """The samples of one seeded game between two static experts."""
    tile_set, lexicon = load_edition(language)
    game = Game([Player("computer", 3), Player("computer", 3)], seed, lexicon, tile_set)
    waiting: dict[int, str] = {}
    samples: list[Sample] = []
    while not game.over:
        player, tray, bag = game.current, game.trays[game.current], len(game.bag)
        turn = game.take(static_rank(game, player)[0][1])
        if player in waiting:
            samples.append((waiting.pop(player), turn.score))
        if bag >= MIN_BAG:
            waiting[player] = "".join(sorted(leave_after(tray, turn.tiles)))
    return samples


def parts(leave: str) -> dict[str, int]:
    """The parts of a leave a table gives a value to, with their counts (as named in the table's text)."""
    found: dict[str, int] = {}
    for tile in set(leave):
        count = leave.count(tile)
        found[f"tile {tile}"] = count
        if count > 1:
            found[f"copy {tile}"] = count - 1
    if leave:
        vowels, consonants = mix_of(leave)
        found[f"mix {vowels} {consonants}"] = 1
    if "Q" in leave and "U" not in leave:
        found["q-without-u"] = 1
    return found


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """The solution of a square linear system (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(samples: list[Sample]) -> dict[str, float]:
    """Each part's value: ridge least squares of next-turn points on the parts, with an intercept."""
    names = sorted({name for leave, _ in samples for name in parts(leave)})
    index = {name: i for i, name in enumerate(names)}
    size = len(names) + 1  # the last column is the intercept
    gram = [[0.0] * size for _ in range(size)]
    moment = [0.0] * size
    for leave, points in samples:
        row = [(index[name], count) for name, count in parts(leave).items()] + [(size - 1, 1)]
        for i, a in row:
            moment[i] += a * points
            for j, b in row:
                gram[i][j] += a * b
    for i in range(size - 1):
        gram[i][i] += RIDGE
    weights = solve(gram, moment)
    return {name: weights[index[name]] for name in names}


def table_text(language: str, values: dict[str, float], games: int, samples: int) -> str:
    """The fitted table in its text form, with a line saying how it was made."""
    lines = [f"# fitted by tools/fit_leaves.py --lang {language} --games {games}: {samples} turns"]
    body = "\n".join(f"{name} {value:.2f}" for name, value in values.items())
    table = LeaveTable.from_text(language, body)
    return "\n".join(lines) + "\n" + table.text()


def write_table(language: str, text: str) -> None:
    """Replace one edition's table in leave_tables.py."""
    source = TABLES.read_text()
    constant = CONSTANTS[language]
    pattern = re.compile(rf'^{constant} = """\\\n.*?"""\n', re.S | re.M)
    if not pattern.search(source):
        raise SystemExit(f"fit_leaves: no {constant} in {TABLES}")
    TABLES.write_text(pattern.sub(lambda _: f'{constant} = """\\\n{text}"""\n', source))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=sorted(CONSTANTS), help="the edition (default en)")
    parser.add_argument("--games", type=int, default=3000, help="self-play games (default 3000)")
    parser.add_argument("--first-seed", type=int, default=100_000, help="the first game's seed (default 100000)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--write", action="store_true", help="write the table into leave_tables.py")
    args = parser.parse_args()
    get_edition(args.lang)
    seeds = range(args.first_seed, args.first_seed + args.games)
    jobs = [(seed, args.lang) for seed in seeds]
    with Pool(args.workers) as pool:
        samples = [s for batch in pool.starmap(game_samples, jobs, chunksize=8) for s in batch]
    text = table_text(args.lang, fit(samples), args.games, len(samples))
    if args.write:
        write_table(args.lang, text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
