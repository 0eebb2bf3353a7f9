"""The compact lexicon: membership, prefixes, every word back, and its file form."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from beguile.dictionaries import normalise, parse_words
from beguile.lexicon import Lexicon, LexiconError

ROOT = Path(__file__).resolve().parents[1]


def random_words(rng: random.Random, count: int) -> set[str]:
    """Words over a small alphabet, so that prefixes and suffixes are shared."""
    return {"".join(rng.choice("abest") for _ in range(rng.randint(1, 7))) for _ in range(count)}


def test_membership_and_prefixes() -> None:
    lexicon = Lexicon.from_words(["cat", "cats", "dog", "do"])
    assert "cat" in lexicon and "cats" in lexicon and "do" in lexicon
    assert "ca" not in lexicon and "dogs" not in lexicon and "" not in lexicon
    assert lexicon.has_prefix("ca") and not lexicon.has_prefix("cx")
    assert len(lexicon) == 4


@pytest.mark.parametrize("seed", range(20))
def test_random_word_sets_come_back_whole(seed: int) -> None:
    rng = random.Random(seed)
    words = random_words(rng, 300)
    lexicon = Lexicon.from_words(words)
    assert list(lexicon) == sorted(words)
    for probe in random_words(rng, 300):
        assert (probe in lexicon) == (probe in words)
    again = Lexicon.from_bytes(lexicon.to_bytes())
    assert list(again) == sorted(words) and len(again) == len(words)


def test_shared_suffixes_make_the_graph_smaller_than_a_trie() -> None:
    words = [p + s for p in ("walk", "talk", "jump", "play") for s in ("", "s", "ed", "ing")]
    lexicon = Lexicon.from_words(words)
    trie_nodes = len({w[:i] for w in words for i in range(len(w) + 1)})
    assert len(lexicon.masks) < trie_nodes / 2


def test_bad_words_and_bad_files_are_refused() -> None:
    with pytest.raises(LexiconError, match="not a lowercase a-z word"):
        Lexicon.from_words(["Café"])
    with pytest.raises(LexiconError, match="magic"):
        Lexicon.from_bytes(b"NOPE" + bytes(16))
    data = Lexicon.from_words(["abc"]).to_bytes()
    with pytest.raises(LexiconError, match="truncated"):
        Lexicon.from_bytes(data[:-1])


def test_accents_fold_to_one_word() -> None:
    assert normalise("Brisé") == normalise("brise") == "brise"
    assert normalise("cœur") == "coeur" and normalise("Noël") == "noel"


def test_english_lexicon_holds_its_list_with_two_letter_words(en: Lexicon) -> None:
    words = parse_words((ROOT / "dictionaries" / "en.txt").read_text())
    assert len(en) == len(words)
    assert all(word in en for word in words[::97])
    assert "of" in en and "an" in en


def test_the_content_hash_depends_on_the_words_alone(en: Lexicon) -> None:
    words = ["axe", "axes", "sex", "zebra"]
    assert Lexicon.from_words(words).content_hash() == Lexicon.from_words(reversed(words)).content_hash()
    assert Lexicon.from_words(words).content_hash() != Lexicon.from_words(words[:-1]).content_hash()
    assert Lexicon.from_bytes(en.to_bytes()).content_hash() == en.content_hash()
    assert len(en.content_hash()) == 16 and int(en.content_hash(), 16) >= 0
