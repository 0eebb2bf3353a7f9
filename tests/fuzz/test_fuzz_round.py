"""Fuzzing the saved round (`Round.from_json`), which the page reads back from storage on every start.

Examples in CI: 2,000 valid rounds (saved through JSON text, read back equal,
also without the `revealed` flag of older saves), 7,000 damaged ones (parts
replaced, dropped or added, or the JSON text edited) and 1,000 random JSON
values: 10,000 in all.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from damage import JSON_VALUES, SEEDS, check_total, damage_json, damage_json_text, fuzz_settings, pool_size
from hypothesis import given

from beguile.board import Board
from beguile.deal import Deal, deal, random_path
from beguile.dictionaries import load_common, load_lexicon
from beguile.round import EARLIEST_START, LATEST_END, LONGEST_TIME, MAX_SEED, SHORTEST_TIME, Round, RoundError
from beguile.rules import RULES

FORMAT_CHARS = "abcdefqu/ABCDEQU"
DEALS = pool_size(120)
"""How many boards the rounds are dealt on (dealing with Fix costs too much to do for every example)."""


@lru_cache(maxsize=1)
def deals() -> list[tuple[Deal, tuple[str, ...]]]:
    """Boards dealt under every rule set, from 1x1 to the largest its letters fill, some with a planted word,
    each with words spelled along random paths (the reader has no dictionary to check words against)."""
    pool = []
    rng = random.Random(12)
    for number in range(DEALS):
        rules = RULES[sorted(RULES)[number % len(RULES)]]
        largest = int(rules.source.capacity ** 0.5)
        side = rng.choice([n for n in (4, 5) if n <= largest] * 3 + [rng.randint(1, largest)])
        fix = side in dict(rules.planted_lengths) and rng.random() < 0.5
        dealt = deal(rules, rng.randrange(MAX_SEED + 1), size=side, fix=fix,
                     common=load_common(rules.dictionary) if fix else (), lexicon=load_lexicon(rules.dictionary))
        pool.append((dealt, words_on(dealt.board, rules.min_length, rng)))
    return pool


def words_on(board: Board, min_length: int, rng: random.Random) -> tuple[str, ...]:
    """Distinct words spelled along random paths of the board."""
    cells = board.rows * board.cols
    if cells < min_length:
        return ()
    paths = (random_path(board.rows, board.cols, rng.randint(min_length, min(cells, 8)), rng) for _ in range(30))
    return tuple(dict.fromkeys(board.spell(path) for path in paths))


def random_round(rng: random.Random) -> Round:
    """A round as the page could have saved it: any rules, board, timer, clock or practice, words found."""
    dealt, words = rng.choice(deals())
    seconds = rng.randint(SHORTEST_TIME, LONGEST_TIME)
    start = rng.choice([None, rng.randint(EARLIEST_START, LATEST_END - seconds * 1000),
                        rng.uniform(EARLIEST_START, 2e12), float(EARLIEST_START)])
    game = Round.start(dealt, seconds, start or 0, practice=start is None)
    found = tuple(rng.sample(words, rng.randint(0, min(10, len(words)))))
    return Round(game.deal, seconds, game.ends_at, found, rng.random() < 0.3, rng.random() < 0.3)


def saved(game: Round) -> dict:
    """The round as the page stores it: to_json through JSON text."""
    return json.loads(json.dumps(game.to_json()))


@fuzz_settings(2000)
@given(SEEDS)
def test_every_saved_round_comes_back_equal(seed: int) -> None:
    game = random_round(random.Random(seed))
    assert Round.from_json(saved(game)) == game
    older = {key: value for key, value in saved(game).items() if key != "revealed"}
    assert Round.from_json(older) == Round(game.deal, game.seconds, game.ends_at, game.found, game.over)


def read_back(data: object) -> None:
    """Round.from_json returns a round that saves and reads back equal, or raises RoundError."""
    game = check_total(Round.from_json, data, RoundError)
    if game is not None:
        assert Round.from_json(saved(game)) == game
        assert game.remaining(2e12) is None or game.remaining(2e12) >= 0


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_saved_rounds_are_read_or_refused_with_round_error(seed: int) -> None:
    rng = random.Random(seed)
    data = saved(random_round(rng))
    read_back(damage_json(rng, data, FORMAT_CHARS) if rng.random() < 0.9 else damage_json_text(rng, data))


@fuzz_settings(1000)
@given(JSON_VALUES)
def test_random_json_is_refused_with_round_error(data: object) -> None:
    read_back(data)
