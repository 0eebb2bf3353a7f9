"""The compact lexicon: membership, prefixes, every word back, and its file form."""

from __future__ import annotations

import hashlib
import random
import re
import struct
import zlib
from pathlib import Path

import pytest

from beguile.compile import compile_dictionary
from beguile.dictionaries import Dictionary, WordListError, normalise, parse_words
from beguile.lexicon import LETTER_BITS, Lexicon, LexiconError, named_hash

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
        Lexicon.from_bytes(b"NOPE" + bytes(20))
    data = Lexicon.from_words(["abc"]).to_bytes()
    with pytest.raises(LexiconError, match="truncated"):
        Lexicon.from_bytes(data[:-1])


def rewritten(data: bytes, at: int, value: int) -> bytes:
    """A lexicon file with the 32-bit number at index `at` changed and its checksum made right again."""
    numbers = list(struct.unpack(f"<{len(data) // 4}I", data))
    numbers[at] = value
    body = struct.pack(f"<{len(numbers) - 3}I", *numbers[3:])
    return data[:8] + struct.pack("<I", zlib.crc32(body)) + body


def test_damaged_files_and_files_that_lie_are_refused_with_the_reason() -> None:
    data = Lexicon.from_words(["ab", "b"]).to_bytes()
    nodes, edges = struct.unpack_from("<II", data, 12)
    masks, targets = 6, 6 + nodes  # where the node masks and the edge targets start, in 32-bit numbers
    assert Lexicon.from_bytes(rewritten(data, masks, struct.unpack_from("<I", data, 4 * masks)[0])).to_bytes() == data
    for damaged, complaint in [
        (data[:-4], "damaged or truncated (checksum)"),
        (data[:12] + bytes([data[12] ^ 1]) + data[13:], "checksum"),
        (data[:4] + b"\x01" + data[5:], "lexicon format 1, not 2: rebuild the dictionaries"),
        (rewritten(data, 3, nodes + 1), f"holds {4 * (nodes + edges)} bytes, not {nodes + 1} nodes"),
        (rewritten(data, 3, 0), "not 0 nodes"),
        (rewritten(data, masks, 1 << 30), "bits that mean nothing"),
        (rewritten(data, masks, 0b111), f"have {edges + 1} edges between them, not {edges}"),
        (rewritten(data, targets, 0), "leads outside the word graph or back towards its root"),
        (rewritten(data, targets, nodes), "leads outside the word graph"),
    ]:
        with pytest.raises(LexiconError, match=re.escape(complaint)):
            Lexicon.from_bytes(damaged)


def test_a_built_file_read_by_the_hash_in_its_name_gives_the_same_words_and_another_file_is_refused() -> None:
    words = random_words(random.Random(7), 300)
    data = Lexicon.from_words(words).to_bytes()
    name = f"dict/en.{hashlib.sha256(data).hexdigest()[:12]}.lex"  # as the build names it (test_site checks)
    assert named_hash(name) == name.split(".")[1]
    assert set(Lexicon.from_bytes(data, named_hash(name))) == words
    other = Lexicon.from_words(words - {min(words)}).to_bytes()
    with pytest.raises(LexiconError, match=re.escape(f"not the file {named_hash(name)} the build wrote")):
        Lexicon.from_bytes(other, named_hash(name))
    # the page gives the digest the browser computed: the same judgement on it
    assert set(Lexicon.from_bytes(data, named_hash(name), hashlib.sha256(data).hexdigest())) == words
    with pytest.raises(LexiconError, match="the build wrote"):
        Lexicon.from_bytes(other, named_hash(name), hashlib.sha256(other).hexdigest())
    assert [named_hash(n) for n in ("en.lex", "dict/main.py", "fr.old.lex")] == [None, None, None]


@pytest.mark.parametrize("value", [None, "BGLX", [1, 2], 12])
def test_lexicon_data_that_is_not_bytes_is_refused(value: object) -> None:
    with pytest.raises(LexiconError, match="must be bytes"):
        Lexicon.from_bytes(value)


def test_every_edge_leads_to_a_later_node() -> None:
    for seed in range(20):
        lexicon = Lexicon.from_words(random_words(random.Random(seed), 300))
        owners = [node for node, mask in enumerate(lexicon.masks) for _ in range((mask & LETTER_BITS).bit_count())]
        assert all(target > owner for target, owner in zip(lexicon.targets, owners, strict=True))


def test_word_lists_skip_comments_and_blank_lines_and_name_the_first_bad_line() -> None:
    assert parse_words("# a list\r\nabc\n\n  de  \n#fg\n") == parse_words(b"abc\nde\n") == ("abc", "de")
    for text, complaint in [
        ("abc\nCafe\n", "word list line 2: 'Cafe' is not a lowercase a-z word"),
        ("abc\ncaf\u00e9\n", "line 2: 'caf\u00e9'"),
        ("ab cd", "line 1: 'ab cd'"),
        (b"abc\n\xff\n", "the word list is not UTF-8 text (byte 4)"),
        (None, "a word list is text, not NoneType"),
    ]:
        with pytest.raises(WordListError, match=re.escape(complaint)):
            parse_words(text)


def test_the_build_names_the_word_list_at_fault(tmp_path: Path) -> None:
    dictionary = Dictionary("en", "en", "English", "words", "common")
    (tmp_path / "common.txt").write_text("abc\n")
    (tmp_path / "words.txt").write_text("abc\nab1\n")
    with pytest.raises(WordListError, match=re.escape("words.txt: word list line 2: 'ab1' is not")):
        compile_dictionary(dictionary, tmp_path, tmp_path / "out")
    (tmp_path / "words.txt").unlink()
    with pytest.raises(WordListError, match="words.txt: cannot be read"):
        compile_dictionary(dictionary, tmp_path, tmp_path / "out")


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
