"""Tokens under attack: 11,000 mutated, truncated, re-sealed and random texts, each a value or a clear TokenError.

Whatever a chat app, a camera or a person does to a token, reading it gives
either a token (when the change left a valid one) or a TokenError whose problem
code and one-line message say what is wrong: never another exception. Inside
Pyodide, where Hypothesis runs about five times slower, a quarter of the
examples are tried.
"""

from __future__ import annotations

import base64
import random
import sys
from datetime import date, timedelta
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from beguile.board import Board
from beguile.deal import Planted
from beguile.token_codec import FACE_CODES, Problem, TokenError, seal
from beguile.token_game import DICTIONARY_CODES, RULES_CODES
from beguile.tokens import (KINDS, PARSERS, RoundInvite, RoundResults, SharedBoard,
                            WordList, format_board_token, format_results_token, format_round_token,
                            format_words_token, parse_token, split_tokens)

SHARE = 4 if sys.platform == "emscripten" else 1
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
MESSAGES = {
    Problem.NOT_A_TOKEN: "not a Beguile token", Problem.WRONG_KIND: "this is ", Problem.DAMAGED: "damaged",
    Problem.NEWER_VERSION: "newer version", Problem.OLDER_VERSION: "older version",
}


def token_pool(count: int = 240) -> list[str]:
    """Valid tokens of every kind, shape and size, made once from fixed seeds (drawing them is slow)."""
    pool = []
    rng = random.Random(2024)
    names = ["Ann", "Zoé", "李小龙", "👩‍👧 Mum", "x" * 30, "Jean Luc"]
    for number in range(count):
        rules = rng.choice(RULES_CODES)
        size = rng.choice([4, 4, 5, 5, 1, 3, 16])
        rows, cols = size, rng.choice([size, 16 // size])
        board = Board(rows, cols, tuple(rng.choice(FACE_CODES) for _ in range(rows * cols)))
        clock = rng.randrange(1 << 48)
        invite = RoundInvite(f"{rng.getrandbits(48):012x}", rng.randint(1, 1_000_000), rules,
                             rng.choice(DICTIONARY_CODES), f"{rng.getrandbits(16):04x}", board, rng.randint(15, 900),
                             clock, rng.choice(names), rng.choice([None, clock + rng.randint(-9999, 99999)]),
                             rng.choice([None, clock + rng.randint(0, 10**9)]), rng.choice([None, rng.randint(1, 500)]))
        lists = [(name, _words(rng)) for name in rng.sample(names, rng.randint(0, len(names)))]
        kind = number % 4
        if kind == 0:
            pool.append(format_round_token(invite))
        elif kind == 1:
            pool.append(format_words_token(WordList.for_round(invite, rng.choice(names), _words(rng))))
        elif kind == 2:
            pool.append(format_results_token(RoundResults(invite, tuple(lists), _words(rng, 4))))
        else:
            day = rng.choice([None, date(2026, 1, 1) + timedelta(days=rng.randint(0, 4000))])
            planted = Planted(board.spell(((0, 0),)), ((0, 0),)) if rng.random() < 0.5 else None
            player = rng.choice([None, *names])
            pool.append(format_board_token(SharedBoard(rules, invite.dictionary, invite.dictionary_version, board,
                                                       invite.seconds, planted, day, player,
                                                       _words(rng) if player else ())))
    return pool


def _words(rng: random.Random, most: int = 90) -> tuple[str, ...]:
    """A sorted list of made-up words, short lists and long ones."""
    count = rng.choice([0, 1, 3, rng.randint(0, most)])
    return tuple(sorted({"".join(rng.choice("aeioulnrstbcdgpqxz") for _ in range(rng.randint(1, 12)))
                         for _ in range(count)}))


POOL = token_pool()
tokens = partial(st.sampled_from, POOL)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid token with a few characters changed, added, removed or swapped."""
    text = list(draw(tokens()))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text) - 1))
        action = draw(st.sampled_from(["change", "insert", "delete", "swap", "space"]))
        other = draw(st.sampled_from(BASE64URL + "#%=+/.é "))
        if action == "change":
            text[i] = other
        elif action == "insert":
            text.insert(i, other)
        elif action == "delete" and len(text) > 1:
            del text[i]
        elif action == "swap" and i + 1 < len(text):
            text[i], text[i + 1] = text[i + 1], text[i]
        else:
            text.insert(i, "\n")
    return "".join(text)


@st.composite
def resealed(draw: st.DrawFn) -> str:
    """A token whose body bytes were changed and whose checksum was then made right again."""
    token = draw(tokens())
    tail = token[2:]
    data = bytearray(base64.urlsafe_b64decode(tail + "=" * (-len(tail) % 4))[:-4])
    for _ in range(draw(st.integers(1, 3))):
        action = draw(st.sampled_from(["flip", "cut", "grow"]))
        if action == "flip" and data:
            data[draw(st.integers(0, len(data) - 1))] ^= 1 << draw(st.integers(0, 7))
        elif action == "cut":
            del data[draw(st.integers(0, len(data))):]
        else:
            data += draw(st.binary(min_size=1, max_size=8))
    return seal(token[0], bytes(data))


def read(text: str) -> None:
    """Read text with every parser: each gives a value that round-trips, or a clear TokenError."""
    for parser in (parse_token, *PARSERS.values()):
        try:
            value = parser(text)
        except TokenError as error:
            message = str(error)
            assert message and "\n" not in message and error.problem in Problem
            assert MESSAGES.get(error.problem, "") in message, message
        else:
            assert parse_token(FORMATTERS[type(value).__name__](value)) == value


FORMATTERS = {"RoundInvite": format_round_token, "WordList": format_words_token,
              "RoundResults": format_results_token, "SharedBoard": format_board_token}


@settings(max_examples=3000 // SHARE, deadline=None)
@given(mutated())
def test_mutated_tokens(text: str) -> None:
    read(text)
    for found in split_tokens(text):
        read(found)


@settings(max_examples=2000 // SHARE, deadline=None)
@given(tokens(), st.data())
def test_truncated_tokens(token: str, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(token) - 1))
    read(token[:cut])
    read(token[cut:])


@settings(max_examples=3000 // SHARE, deadline=None)
@given(resealed())
def test_resealed_bodies(text: str) -> None:
    read(text)


@settings(max_examples=1500 // SHARE, deadline=None)
@given(st.sampled_from(sorted(KINDS)), st.binary(max_size=300))
def test_random_bodies_in_a_valid_envelope(kind: str, body: bytes) -> None:
    read(seal(kind, body))


@settings(max_examples=1500 // SHARE, deadline=None)
@given(st.one_of(st.text(), st.from_regex(r"\A[RWSBX][0-9][A-Za-z0-9_-]{0,120}\Z"),
                 st.builds("{}{}{}".format, st.sampled_from("RWSB"), st.characters(),  # "R²...": no version
                           st.text(alphabet=BASE64URL, min_size=4, max_size=40)),
                 st.from_regex(r"\Ahttps?://[a-z.]+/#[RWSB]1[A-Za-z0-9_-]{0,80}\Z")))
def test_random_text(text: str) -> None:
    read(text)
    for found in split_tokens(text):
        read(found)
