"""French games: accents folded, the B@ggle variants, and the Old Fashion list."""

from __future__ import annotations

from beguile.board import Board
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import get_rules

BOARD = Board.from_text("NOMB/XUER/BRIS/SNOE")


def result(rules: str, lexicon: Lexicon, lists: dict[str, list[str]]) -> dict[str, dict[str, tuple[str, int]]]:
    """Each player's words with status and points."""
    judged = judge_round(BOARD, get_rules(rules), lexicon, lists)
    return {p: {w.word: (str(w.status), w.points) for w in r.words} for p, r in judged.players.items()}


def test_brise_and_brise_accented_are_one_word(fr: Lexicon) -> None:
    assert "brise" in fr
    assert result("baggle", fr, {"Ann": ["brisé", "brise", "BRISE"]}) == {"Ann": {"brise": ("valid", 2)}}


def test_baggle_counts_every_word_and_baggle_unique_only_words_nobody_else_found(fr: Lexicon) -> None:
    lists = {"Ann": ["brise", "bris"], "Bob": ["brisé"]}
    assert result("baggle", fr, lists) == {"Ann": {"brise": ("valid", 2), "bris": ("valid", 1)},
                                           "Bob": {"brise": ("valid", 2)}}
    assert result("baggle-unique", fr, lists) == {"Ann": {"brise": ("duplicate", 0), "bris": ("valid", 1)},
                                                  "Bob": {"brise": ("duplicate", 0)}}


def test_big_baggle_needs_four_letters(fr: Lexicon) -> None:
    assert result("big-baggle", fr, {"Ann": ["ris", "bris"]}) == {
        "Ann": {"ris": ("too-short", 0), "bris": ("valid", 1)}}


def test_old_fashion_refuses_forms_one_letter_from_their_base(fr_old: Lexicon, fr: Lexicon) -> None:
    for word in ("brise", "nombreux", "nombreuse", "plaisant"):
        assert word in fr_old, word
    for word in ("nombreuses", "brisons", "plaisante", "brises"):
        assert word not in fr_old and word in fr, word


def test_old_fashion_scores_its_own_table(fr_old: Lexicon) -> None:
    assert result("baggle-old-fashion", fr_old, {"Ann": ["nombreux", "brisons"]}) == {
        "Ann": {"nombreux": ("valid", 11), "brisons": ("not-in-dictionary", 0)}}
