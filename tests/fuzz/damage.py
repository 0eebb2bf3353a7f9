"""Damage for the fuzz tests: valid data edited the way storage, links, chat apps and hand edits do.

Each reader's fuzz tests draw a seed with Hypothesis and build the input from it
with `random.Random`: a valid value the program could have written, then, for
the damaged examples, one to four edits (characters or bytes cut, inserted,
replaced or repeated, the end cut off, case swapped; JSON values replaced by
others of any type, keys dropped or added). Building inputs with Hypothesis's
own strategies costs 2-5 ms an example on CI's machine, a seed about 0.5 ms,
and each reader gets 10,000 examples; so Hypothesis's own strategies make only
the random junk (any text, bytes, JSON), where its choice of edge cases counts
most. A seed does not shrink to a simpler input, so `check_total` puts the input
in its failure message.

`check_total` is the property every reader must have: it returns a value or
raises its own error type, with a one-line message, and nothing else.

BEGUILE_FUZZ_SCALE (an environment variable, default 1) multiplies every test's number
of examples; BEGUILE_FUZZ_RANDOM=1 draws new examples on each run (CI runs a fixed set;
bench/fuzz.py runs longer, random ones). Inside Pyodide each test runs a small
share of its examples: a check that the readers behave the same there.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

SCALE = float(os.environ.get("BEGUILE_FUZZ_SCALE", "1"))
IN_PYODIDE = sys.platform == "emscripten"
PYODIDE_SHARE = 0.02
SEEDS = st.integers(0, 2**64 - 1)


def fuzz_settings(examples: int) -> settings:
    """Settings for a fuzz test of this many examples in CI."""
    count = examples * SCALE * (PYODIDE_SHARE if IN_PYODIDE else 1)
    return settings(max_examples=max(10, round(count)), deadline=None, database=None,
                    derandomize=os.environ.get("BEGUILE_FUZZ_RANDOM") != "1",
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def pool_size(count: int) -> int:
    """How many valid values a test builds ahead when they are costly (a fifth of them inside Pyodide)."""
    return max(4, count // 5) if IN_PYODIDE else count


def check_total(read: Callable[[Any], Any], value: Any, error: type[Exception]) -> Any:
    """read(value), which must return or raise exactly `error` with a one-line message; None if it raised."""
    try:
        return read(value)
    except error as raised:
        message = str(raised)
        assert type(raised) is error, f"{type(raised).__name__} is not {error.__name__}, for {shown(value)}"
        assert message and len(message.splitlines()) == 1, f"not a one-line message: {message!r}"
        return None
    except Exception as raised:
        raise AssertionError(f"{type(raised).__name__}: {raised} for {shown(value)}") from raised


def shown(value: Any) -> str:
    """An input as a failure message shows it (its start, when long)."""
    text = repr(value)
    return text if len(text) <= 2000 else text[:2000] + "..."


# --- plain random values ---------------------------------------------------------------

def any_char(rng: random.Random, relevant: str) -> str:
    """A character that matters to the format, mostly; now and then any code point (a lone surrogate too)."""
    if rng.random() < 0.8:
        return rng.choice(relevant)
    return chr(rng.choice([rng.randrange(0x80), rng.randrange(0x800), rng.randrange(0x110000)]))


def random_text(rng: random.Random, relevant: str, longest: int = 40) -> str:
    """Text of up to `longest` characters, mostly from the format's own."""
    return "".join(any_char(rng, relevant) for _ in range(rng.randint(0, longest)))


ODD_NUMBERS = (0, -1, 1, 2**31, 2**53, 2**63, 10**30, -(10**30), 10**400, 1e308, -0.0, 0.5,
               float("nan"), float("inf"), float("-inf"), True, False)


def random_json(rng: random.Random, depth: int = 2) -> Any:
    """Any value json.loads can give, NaN and infinities included (Python's json reads them)."""
    kind = rng.randrange(8 if depth > 0 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice([rng.randint(-1000, 1000), rng.getrandbits(70) - 2**69, *ODD_NUMBERS])
    if kind == 3:
        return rng.choice([rng.uniform(-1e13, 1e13), rng.random(), *ODD_NUMBERS])
    if kind in (4, 5):
        return random_text(rng, "abcqu/ABCQU 0123456789-:,", 12)
    if kind == 6:
        return [random_json(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    return {random_text(rng, "abcdefgnorstuv", 8): random_json(rng, depth - 1) for _ in range(rng.randint(0, 3))}


# --- damage ----------------------------------------------------------------------------

def damage_text(rng: random.Random, text: str, relevant: str) -> str:
    """text after one to four edits: a cut, an insertion, a replacement, a repeat, the end cut off, case swapped."""
    for _ in range(rng.randint(1, 4)):
        start = rng.randint(0, len(text))
        end = rng.randint(start, min(len(text), start + 12))
        edit = rng.randrange(6)
        if edit == 0:
            text = text[:start] + text[end:]
        elif edit == 1:
            text = text[:start] + random_text(rng, relevant, 6) + text[start:]
        elif edit == 2:
            text = text[:start] + random_text(rng, relevant, end - start + 1) + text[end:]
        elif edit == 3:
            text = text[:end] + text[start:end] * rng.randint(1, 3) + text[end:]
        elif edit == 4:
            text = text[:start]
        else:
            text = text[:start] + text[start:end].swapcase() + text[end:]
    return text


def damage_bytes(rng: random.Random, data: bytes) -> bytes:
    """data after one to four edits: bits flipped, bytes cut, inserted, overwritten or repeated, the end cut off."""
    buffer = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        start = rng.randint(0, len(buffer))
        end = rng.randint(start, min(len(buffer), start + 8))
        edit = rng.randrange(6)
        if edit == 0 and start < len(buffer):
            buffer[start] ^= 1 << rng.randrange(8)
        elif edit == 1:
            del buffer[start:end]
        elif edit == 2:
            buffer[start:start] = rng.randbytes(rng.randint(1, 8))
        elif edit == 3:
            buffer[start:end] = rng.randbytes(end - start)
        elif edit == 4:
            buffer[end:end] = buffer[start:end]
        else:
            del buffer[start:]
    return bytes(buffer)


def damage_json(rng: random.Random, value: Any, relevant: str) -> Any:
    """A JSON value with one to three of its parts replaced, dropped, added to, or edited as text."""
    for _ in range(rng.randint(1, 3)):
        value = _damage_at(rng, value, relevant)
    return value


def _damage_at(rng: random.Random, value: Any, relevant: str) -> Any:
    """value with one part (or itself) damaged; containers are copied, never changed in place."""
    if isinstance(value, (dict, list)) and value and rng.random() < 0.9:
        copy = dict(value) if isinstance(value, dict) else list(value)
        key = rng.choice(list(copy) if isinstance(copy, dict) else range(len(copy)))
        if rng.random() < 0.1:
            del copy[key]
        else:
            copy[key] = _damage_at(rng, copy[key], relevant)
        return copy
    edit = rng.randrange(5)
    if edit == 0 and isinstance(value, str):
        return damage_text(rng, value, relevant)
    if edit == 1 and isinstance(value, (int, float)):
        return rng.choice([value + rng.randint(-3, 3), -value, value * 1000, *ODD_NUMBERS])
    if edit == 2:
        return rng.choice([[value], {"value": value}, str(value)])
    if edit == 3 and isinstance(value, dict):
        return {**value, random_text(rng, "abcdefgnorstuv", 8): random_json(rng)}
    if edit == 3 and isinstance(value, list):
        return value + [random_json(rng)]
    return random_json(rng)


def damage_json_text(rng: random.Random, value: Any) -> Any:
    """value written as JSON, damaged as text, and read back; the text itself when json.loads refuses it."""
    text = damage_text(rng, json.dumps(value), '{}[]",:0123456789.-tfnaeiou ')
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


# --- Hypothesis's own junk ------------------------------------------------------------------

ANY_CHAR = st.integers(0, 0x10FFFF).map(chr) if IN_PYODIDE else st.characters(exclude_categories=())
"""Any code point, lone surrogates included (JavaScript strings can hold them). Inside Pyodide
drawn as plain numbers: Hypothesis's characters() would first spend seconds there building
its Unicode tables, which CPython keeps on disk between runs."""
ANY_TEXT = st.text(ANY_CHAR, max_size=60)
JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.sampled_from(ODD_NUMBERS), ANY_TEXT),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(ANY_CHAR, max_size=8), inner, max_size=4),
    max_leaves=8)
