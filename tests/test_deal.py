"""Dealing boards: New from decks and dice, Fix with a planted word, all from a seed."""

from __future__ import annotations

from collections import Counter

import pytest

from beguile.board import Board
from beguile.deal import deal, random_path
from beguile.solver import solve
from beguile.letter_sets import LETTER_SOURCES
from beguile.letters import Deck, DiceSet, LetterSourceError, faces_of
from beguile.rules import RULES, get_rules
from beguile.dictionaries import load_common, load_lexicon

GAMES = ["beguile", "beguile-fr", "boggle", "boggle-classic", "big-boggle", "baggle", "big-baggle"]


def fits_source(faces: tuple[str, ...], source: Deck | DiceSet) -> bool:
    """Whether a board's faces could come from the source: cards in stock, or one face of distinct dice."""
    if isinstance(source, Deck):
        stock = dict(source.counts)
        return all(stock.get(face, 0) >= n for face, n in Counter(faces).items())
    return source.can_spell(list(faces))


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_deals_the_same_board(name: str) -> None:
    rules = get_rules(name)
    lexicon = load_lexicon(rules.dictionary)
    assert deal(rules, 42, lexicon=lexicon).board == deal(rules, 42, lexicon=lexicon).board
    assert len({deal(rules, seed, lexicon=lexicon).board.to_text() for seed in range(20)}) == 20


@pytest.mark.parametrize("name", GAMES)
def test_boards_come_from_the_letter_source(name: str) -> None:
    rules = get_rules(name)
    for lexicon in (None, load_lexicon(rules.dictionary)):
        for seed in range(30):
            board = deal(rules, seed, lexicon=lexicon).board
            assert (board.rows, board.cols) == (rules.size, rules.size)
            assert fits_source(board.faces, rules.source)


def test_a_deck_fills_any_size_it_has_cards_for() -> None:
    rules = get_rules("beguile")
    en = load_lexicon("en")
    assert deal(rules, 1, size=5, lexicon=en).board.rows == 5
    assert len(deal(rules, 1, size=10, lexicon=en).board.faces) == 100
    with pytest.raises(LetterSourceError, match="at most 100 cells"):
        deal(rules, 1, size=11, lexicon=en)
    with pytest.raises(LetterSourceError, match="at most 16 cells"):
        deal(get_rules("boggle"), 1, size=5, lexicon=en)


@pytest.mark.parametrize("name, size, length", [
    ("beguile", 4, 7), ("beguile", 5, 9), ("beguile-fr", 4, 7), ("beguile-fr", 5, 9),
    ("boggle", 4, 7), ("big-boggle", 5, 9), ("baggle", 4, 7), ("big-baggle", 5, 9),
])
def test_fix_plants_a_common_word_along_its_path(name: str, size: int, length: int) -> None:
    rules = get_rules(name)
    common = load_common(rules.dictionary)
    for seed in range(25):
        dealt = deal(rules, seed, size=size, fix=True, common=common, lexicon=load_lexicon(rules.dictionary))
        planted = dealt.planted
        assert planted is not None and len(planted.word) == length and planted.word in common
        assert dealt.board.is_path(planted.path)
        assert dealt.board.spell(planted.path) == planted.word
        assert fits_source(dealt.board.faces, rules.source)


def test_fix_needs_a_planted_length_for_the_size() -> None:
    with pytest.raises(ValueError, match="4x4, 5x5 boards only, not 6x6"):
        deal(get_rules("beguile"), 1, size=6, fix=True, common=load_common("en"), lexicon=load_lexicon("en"))


def test_random_paths_are_paths() -> None:
    import random

    from beguile.board import Board

    rng = random.Random(3)
    for length in range(1, 17):
        path = random_path(4, 4, length, rng)
        assert len(path) == length and Board(4, 4, ("A",) * 16).is_path(path)
    with pytest.raises(LetterSourceError):
        random_path(2, 2, 5, rng)


def test_a_qu_card_spells_qu_and_a_lone_q_needs_a_q_face() -> None:
    english, french = LETTER_SOURCES["en-deck"], LETTER_SOURCES["baggle-4x4"]
    assert faces_of("quiet", english) == ["Qu", "I", "E", "T"]
    assert faces_of("qat", english) is None
    assert faces_of("quoi", french) == ["Q", "U", "O", "I"]
    assert faces_of("zzz", english) is None, "the deck holds one Z card"


def test_every_rule_set_names_sources_and_dictionaries_that_exist() -> None:
    for rules in RULES.values():
        assert rules.source.capacity >= rules.size * rules.size
        assert rules.language in ("en", "fr")


def test_session_dice_show_a_bare_q_that_reads_q_or_qu_as_seed_004_deals() -> None:
    rules = get_rules("session")
    faces = {face for die in rules.source.dice for face in die}
    assert "Q" in faces and "Qu" not in faces
    en = load_lexicon("en")
    boards = [deal(rules, seed, lexicon=en).board for seed in range(300)]
    assert any("Q" in board.faces for board in boards) and not any("Qu" in board.faces for board in boards)
    board = Board.from_text("QADI/UTEN/ISOR/LEAP")
    assert rules.source.can_spell(list(board.faces)), "the session's dice can show this board"
    found = solve(board, en, rules.min_length, rules.q_as_qu)
    assert {"qadi", "quit", "quite"} <= set(found), "a bare Q reads Q (QADI) or QU (QUIT)"
    assert not get_rules("boggle").source.can_spell(["Q"]), "the box's dice have Qu: no QADI there"
    assert rules.points(len("quite")) == 2, "QU counts two letters: QUITE scores as five"
