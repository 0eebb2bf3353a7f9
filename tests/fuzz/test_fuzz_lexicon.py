"""Fuzzing the dictionaries' readers: the compiled lexicon (`Lexicon.from_bytes`, what the page
fetches) and the word lists (`parse_words`, read by the build and, for Fix, by the page).

Examples in CI, for each of the two readers: 2,000 valid values (written, read back
equal), 7,000 damaged ones and 1,000 random ones: 10,000 each. The lexicon's
damaged files are half edited as they come (its checksum refuses nearly all) and
half with numbers changed in place and a fresh checksum, so that its checks of
the word graph itself are tried as well.
"""

from __future__ import annotations

import random
import struct
import zlib
from itertools import islice

from damage import ANY_TEXT, SEEDS, check_total, damage_bytes, damage_text, fuzz_settings
from hypothesis import given
from hypothesis import strategies as st

from beguile.board import Board
from beguile.dictionaries import WordListError, is_word, parse_words
from beguile.lexicon import Lexicon, LexiconError
from beguile.solver import solve

LETTERS = "abcdefqrstuz"


def random_words(rng: random.Random) -> list[str]:
    """Up to 60 words of 1 to 10 letters over a few letters, so that they share prefixes and suffixes."""
    alphabet = LETTERS[:rng.randint(1, len(LETTERS))]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 10))) for _ in range(rng.randint(0, 60))]


def reseal(data: bytes) -> bytes:
    """data with the checksum its header should carry (what an edit of a file that lies would do)."""
    if len(data) < 12:
        return data
    return data[:8] + struct.pack("<I", zlib.crc32(data[12:])) + data[12:]


def damage_numbers(rng: random.Random, data: bytes) -> bytes:
    """data with one to three of its counts, masks or targets changed (the length stays right)."""
    numbers = list(struct.unpack(f"<{len(data) // 4}I", data))
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(3, len(numbers))  # after magic, version and checksum
        numbers[at] = rng.choice([numbers[at] ^ 1 << rng.randrange(32), rng.randrange(len(numbers)),
                                  numbers[at] + rng.choice([-1, 1]), rng.getrandbits(27), 0]) % 2**32
    return struct.pack(f"<{len(numbers)}I", *numbers)


def read_lexicon(data: object) -> None:
    """Lexicon.from_bytes returns a lexicon that can be searched and listed, or raises LexiconError."""
    lexicon = check_total(Lexicon.from_bytes, data, LexiconError)
    if lexicon is not None:
        words = list(islice(lexicon, 50))
        assert all(word == "" or is_word(word) for word in words) and all(word in lexicon for word in words)
        assert Lexicon.from_bytes(lexicon.to_bytes()).to_bytes() == lexicon.to_bytes()
        solve(Board.from_text("ABC/DEF/QRS"), lexicon, 1)


@fuzz_settings(2000)
@given(SEEDS)
def test_every_lexicon_reads_back_with_the_same_words(seed: int) -> None:
    words = random_words(random.Random(seed))
    data = Lexicon.from_words(words).to_bytes()
    again = Lexicon.from_bytes(data)
    assert list(again) == sorted(set(words)) and len(again) == len(set(words)) and again.to_bytes() == data


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_lexicon_files_are_read_or_refused_with_lexicon_error(seed: int) -> None:
    rng = random.Random(seed)
    data = Lexicon.from_words(random_words(rng)).to_bytes()
    read_lexicon(reseal(damage_numbers(rng, data)) if rng.random() < 0.5 else damage_bytes(rng, data))


@fuzz_settings(1000)
@given(st.binary(max_size=200) | st.binary(max_size=40).map(lambda tail: reseal(b"BGLX\x02\0\0\0\0\0\0\0" + tail))
       | ANY_TEXT | st.none() | st.integers())
def test_random_bytes_are_refused_with_lexicon_error(data: object) -> None:
    read_lexicon(data)


def list_text(rng: random.Random, words: list[str]) -> str:
    """A word list as people and tools write it: comments, blank lines, spaces, either line ending."""
    lines = [f"# {rng.choice(['words', 'a list', 'é ü'])}"] if rng.random() < 0.5 else []
    for word in words:
        lines.append(rng.choice([word, word, f" {word} ", ""]) if rng.random() < 0.2 else word)
        if rng.random() < 0.05:
            lines.append("#" + word)
    return rng.choice(["\n", "\r\n"]).join(lines) + rng.choice(["", "\n"])


def read_list(data: object) -> None:
    """parse_words returns lowercase a-z words, or raises WordListError."""
    words = check_total(parse_words, data, WordListError)
    if words is not None:
        assert all(map(is_word, words))


@fuzz_settings(2000)
@given(SEEDS)
def test_every_word_list_reads_back_as_its_words(seed: int) -> None:
    rng = random.Random(seed)
    words = random_words(rng)
    text = list_text(rng, words)
    kept = tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
    assert parse_words(text) == parse_words(text.encode()) == kept
    assert parse_words("\n".join(words)) == tuple(words)


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_word_lists_are_read_or_refused_with_word_list_error(seed: int) -> None:
    rng = random.Random(seed)
    text = list_text(rng, random_words(rng))
    if rng.random() < 0.7:
        read_list(damage_text(rng, text, LETTERS + "\n# \r"))
    else:
        read_list(damage_bytes(rng, text.encode()))


@fuzz_settings(1000)
@given(ANY_TEXT | st.binary(max_size=100) | st.none() | st.lists(ANY_TEXT, max_size=3))
def test_random_text_and_bytes_are_read_or_refused_with_word_list_error(data: object) -> None:
    read_list(data)
