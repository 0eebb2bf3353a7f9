"""Fuzzing what the page reads back from the browser's storage: the saved state (settings and round) and the stats.

Examples in CI, for each of `parse_state`, `parse_settings` and `parse_stats`:
2,000 valid values written and read back equal, 7,000 damaged ones (JSON parts
replaced, dropped or added, or the text edited) and 1,000 random JSON values or
texts: 10,000 each, 30,000 in all. Whatever the storage holds, the page gets a
value or a SavedError, which sets the copy aside and starts fresh (see store.py).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from damage import JSON_VALUES, SEEDS, check_total, damage_json, damage_json_text, damage_text, fuzz_settings
from hypothesis import given
from hypothesis import strategies as st
from test_fuzz_round import random_round

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from page.saved import (  # noqa: E402
    SCALES, GameStats, SavedError, Settings, State, format_settings, format_state, format_stats, parse_settings,
    parse_state, parse_stats,
)
from page.text import AUTO, LANGUAGES  # noqa: E402

from beguile.round import LONGEST_TIME, SHORTEST_TIME  # noqa: E402
from beguile.rules import RULES  # noqa: E402

SETTINGS_CHARS = '{}[]",:0123456789.-truefalsnbgiz'
WORD_CHARS = "abcdefghijklmnopqrstuvwxyz"


def random_settings(rng: random.Random) -> Settings:
    """Settings the page could have saved: any game, a size its letters fill, any time and choices."""
    rules = rng.choice(sorted(RULES))
    sizes = [n for n in (4, 5) if n * n <= RULES[rules].source.capacity]
    return Settings(rules, rng.choice(sizes), rng.randint(SHORTEST_TIME, LONGEST_TIME), rng.random() < 0.5,
                    rng.random() < 0.5, rng.choice(list(SCALES)), rng.random() < 0.5, rng.random() < 0.5,
                    rng.choice([AUTO, *LANGUAGES]))


def random_state(rng: random.Random) -> State:
    return State(random_settings(rng), random_round(rng) if rng.random() < 0.7 else None)


def random_stats(rng: random.Random) -> dict[str, GameStats]:
    stats = {}
    for name in rng.sample(sorted(RULES), rng.randint(0, 5)):
        possible = rng.randint(0, 10**6)
        longest = "".join(rng.choice(WORD_CHARS) for _ in range(rng.randint(0, 25)))
        stats[name] = GameStats(rng.randint(0, 10**5), rng.randint(0, 10**4), longest, rng.randint(0, possible),
                                possible)
    return stats


def read_state(text: object) -> None:
    state = check_total(parse_state, text, SavedError)
    if state is not None:
        assert parse_state(format_state(state)) == state


def read_settings(data: object) -> None:
    settings = check_total(parse_settings, data, SavedError)
    if settings is not None:
        assert parse_settings(json.loads(json.dumps(format_settings(settings)))) == settings


def read_stats(text: object) -> None:
    stats = check_total(parse_stats, text, SavedError)
    if stats is not None:
        assert parse_stats(format_stats(stats)) == stats


@fuzz_settings(2000)
@given(SEEDS)
def test_every_saved_state_settings_and_stats_come_back_equal(seed: int) -> None:
    rng = random.Random(seed)
    state = random_state(rng)
    assert parse_state(format_state(state)) == state
    assert parse_settings(json.loads(json.dumps(format_settings(state.settings)))) == state.settings
    stats = random_stats(rng)
    assert parse_stats(format_stats(stats)) == stats


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_saved_states_are_read_or_refused_by_name(seed: int) -> None:
    rng = random.Random(seed)
    data = json.loads(format_state(random_state(rng)))
    if rng.random() < 0.5:
        read_state(json.dumps(damage_json(rng, data, WORD_CHARS + "/QU")))
    else:
        read_state(damage_text(rng, json.dumps(data), SETTINGS_CHARS))


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_settings_are_read_or_refused_by_name(seed: int) -> None:
    rng = random.Random(seed)
    data = format_settings(random_settings(rng))
    read_settings(damage_json(rng, data, WORD_CHARS) if rng.random() < 0.6 else damage_json_text(rng, data))


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_stats_are_read_or_refused_by_name(seed: int) -> None:
    rng = random.Random(seed)
    text = format_stats(random_stats(rng))
    if rng.random() < 0.5:
        read_stats(json.dumps(damage_json(rng, json.loads(text), WORD_CHARS)))
    else:
        read_stats(damage_text(rng, text, SETTINGS_CHARS))


@fuzz_settings(1000)
@given(st.one_of(JSON_VALUES, JSON_VALUES.map(json.dumps), st.text(max_size=60)))
def test_random_storage_is_read_or_refused_by_name(value: object) -> None:
    read_settings(value)
    for read in (read_state, read_stats):
        read(value if isinstance(value, str) else json.dumps(value))
