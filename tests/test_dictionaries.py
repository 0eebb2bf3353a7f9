"""Checks on the committed word lists in dictionaries/ (no network, no regeneration)."""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import pytest

from beguile.dictionaries import normalise

DICTS = Path(__file__).resolve().parent.parent / "dictionaries"
MAIN_LISTS = ("en.txt", "en-large.txt", "fr.txt", "fr-old.txt", "en-common.txt", "fr-common.txt")
WORD = re.compile(r"[a-z]{2,}")

EN_ACCEPTED = (
    "axe soul dung axed gem sex axes sob wiry mesh cob dye wire pin dyes wires ping sun ire bin "
    "gnu bib lung gnus sung dun lyre deducing molar prose turmoil spare spa par are spar pare "
    "oils oil silo soil"
).split()
FR_ACCEPTED = (
    "brise nombreuse lyonnais berlinois berruyer dactylo snack instit alcoolo prems dircom "
    "assedic rer cedex"
).split()
FR_REFUSED = "hydro nippo phage cahin caha cetera".split()
OLD_ACCEPTED = "brise nombreux nombreuse plaisant lyonnais dactylo snack chevaux briser".split()
OLD_REFUSED = "nombreuses brises brisons grande plaisante grandes lyonnaise".split()


@cache
def words(name: str) -> frozenset[str]:
    """The words of one list file."""
    return frozenset(read_lines(name))


@cache
def read_lines(name: str) -> tuple[str, ...]:
    """The raw lines of one list file."""
    return tuple((DICTS / name).read_text(encoding="utf-8").splitlines())


def hand_words(name: str) -> set[str]:
    """Words of a hand-maintained file ('#' comments, blank-separated)."""
    found: set[str] = set()
    for line in (DICTS / name).read_text(encoding="utf-8").splitlines():
        found.update(line.split("#", 1)[0].split())
    return found


@pytest.mark.parametrize("name", MAIN_LISTS)
def test_list_is_sorted_unique_lowercase_ascii(name: str) -> None:
    lines = read_lines(name)
    assert list(lines) == sorted(set(lines))
    bad = [w for w in lines if not WORD.fullmatch(w)]
    assert bad == []


@pytest.mark.parametrize(
    ("name", "low", "high"),
    [
        ("en.txt", 100_000, 140_000),
        ("en-large.txt", 230_000, 280_000),
        ("fr.txt", 380_000, 450_000),
        ("fr-old.txt", 60_000, 95_000),
        ("en-common.txt", 8_000, 20_000),
        ("fr-common.txt", 6_000, 20_000),
    ],
)
def test_list_sizes(name: str, low: int, high: int) -> None:
    assert low <= len(words(name)) <= high


def test_two_letter_words_kept() -> None:
    assert {"an", "at", "of"} <= words("en.txt")
    assert {"un", "le", "et"} <= words("fr.txt")


def test_english_small_list_inside_large() -> None:
    assert words("en.txt") <= words("en-large.txt")


@pytest.mark.parametrize("word", EN_ACCEPTED)
def test_english_rule_words_accepted(word: str) -> None:
    assert word in words("en.txt")


def test_english_has_no_proper_nouns() -> None:
    assert not {"london", "paris", "england", "texas"} & words("en.txt")


@pytest.mark.parametrize("word", FR_ACCEPTED)
def test_french_rule_words_accepted(word: str) -> None:
    assert word in words("fr.txt")


@pytest.mark.parametrize("word", FR_REFUSED)
def test_french_rule_words_refused(word: str) -> None:
    assert word not in words("fr.txt")
    assert word not in words("fr-old.txt")


def test_french_accents_folded_to_one_word() -> None:
    fr = read_lines("fr.txt")
    assert fr.count("brise") == 1
    assert "brisé" not in fr and "brisée" not in fr
    assert {"brisee", "coeur", "oeuvre", "garcon"} <= words("fr.txt")


def test_french_keeps_inflections_and_conjugations() -> None:
    assert {"nombreuses", "grande", "plaisante", "brisons", "chevaux", "grammes"} <= words("fr.txt")


def test_french_unit_prefix_junk_dropped() -> None:
    assert "attoroentgen" not in words("fr.txt")
    assert "kilogramme" in words("fr.txt")


@pytest.mark.parametrize("word", OLD_ACCEPTED)
def test_old_fashion_accepts_lemmas(word: str) -> None:
    assert word in words("fr-old.txt")


@pytest.mark.parametrize("word", OLD_REFUSED)
def test_old_fashion_refuses_inflections(word: str) -> None:
    assert word not in words("fr-old.txt")


def test_old_fashion_keeps_nouns_that_look_feminine() -> None:
    assert {"allee", "plaine", "reprise", "seconde", "apres"} <= words("fr-old.txt")


def test_old_fashion_inside_french_list() -> None:
    assert words("fr-old.txt") <= words("fr.txt")


def test_extras_and_exclusions_applied() -> None:
    extras = {normalise(word) for word in hand_words("fr-extras.txt")}  # written with accents
    exclusions = hand_words("fr-exclusions.txt")
    assert {"prems", "assedic", "rer", "berruyer", "cedex", "dircom", "instit", "alcoolo"} <= extras
    assert set(FR_REFUSED) <= exclusions
    assert extras <= words("fr.txt")
    assert not exclusions & words("fr.txt")
    assert not exclusions & words("fr-old.txt")
    assert not extras & exclusions


def test_extra_lemmas_in_old_fashion_but_not_their_inflections() -> None:
    assert {"prems", "berruyer", "assedic", "rer"} <= words("fr-old.txt")
    assert "berruyers" in words("fr.txt")
    assert "berruyers" not in words("fr-old.txt")


@pytest.mark.parametrize(("common", "main"), [("en-common.txt", "en.txt"), ("fr-common.txt", "fr.txt")])
def test_common_words_subset_and_lengths(common: str, main: str) -> None:
    chosen = words(common)
    assert chosen <= words(main)
    assert {len(w) for w in chosen} <= set(range(6, 11))
    for length in (7, 9):
        assert sum(len(w) == length for w in chosen) >= 1500


def test_french_common_words_are_old_fashion_lemmas() -> None:
    assert words("fr-common.txt") <= words("fr-old.txt")
    assert {"maison", "fenetre", "chanter"} <= words("fr-common.txt")
    assert "chantons" not in words("fr-common.txt")


def test_english_common_words_are_everyday() -> None:
    assert {"example", "without", "important", "something"} <= words("en-common.txt")


@pytest.mark.parametrize(
    ("blocklist", "common", "size"),
    [("en-blocklist.txt", "en-common.txt", 700), ("fr-blocklist.txt", "fr-common.txt", 30)],
)
def test_blocklists_kept_out_of_common_lists(blocklist: str, common: str, size: int) -> None:
    blocked = hand_words(blocklist)
    assert len(blocked) >= size
    assert not blocked & words(common)


def test_blocklist_words_remain_playable() -> None:
    assert "sex" in hand_words("en-blocklist.txt")
    assert "sex" in words("en.txt")


def test_licences_travel_with_the_lists() -> None:
    licences = DICTS / "licenses"
    assert "UKACD" in (licences / "SCOWL.txt").read_text(encoding="utf-8")
    assert "WordNet" in (licences / "SCOWL.txt").read_text(encoding="utf-8")
    assert "Mozilla Public License" in (licences / "MPL-2.0.txt").read_text(encoding="utf-8")
    for name in ("word-list.license.txt", "wordfreq.license.txt", "NOTICE.md"):
        assert (licences / name).stat().st_size > 100


def _expander_module():
    """Import the project's hunspell expander from dictionaries/."""
    sys.path.insert(0, str(DICTS))
    try:
        import hunspell_expand
    finally:
        sys.path.remove(str(DICTS))
    return hunspell_expand


def test_expander_on_a_small_dictionary(tmp_path: Path) -> None:
    hx = _expander_module()
    (tmp_path / "t.aff").write_text(
        "SET UTF-8\nFLAG long\nNEEDAFFIX ()\n"
        "SFX Aa Y 2\nSFX Aa 0 s [^s] is:pl\nSFX Aa al aux/Bb al is:pl\n"
        "SFX Bb Y 1\nSFX Bb 0 ette . \n"
        "PFX Re Y 1\nPFX Re 0 re [^e]\n"
        "SFX Vv N 1\nSFX Vv er é er po:ppas\n",
        encoding="utf-8",
    )
    (tmp_path / "t.dic").write_text("3\ncheval/Aa\nfaire/Re()Aa\nchanter/Vv\n", encoding="utf-8")
    forms = {f.word for f in hx.expand(tmp_path / "t.aff", tmp_path / "t.dic")}
    assert forms == {
        "cheval", "chevals", "chevaux", "chevauxette",
        "refaire", "faires", "refaires",
        "chanter", "chanté",
    }
