"""Computer players: deterministic, always right, at a human pace, and better with each level."""

from __future__ import annotations

import statistics

import pytest

from beguile.computer import LEVELS, ComputerError, Vocabulary, computer_words
from beguile.deal import deal
from beguile.dictionaries import load_common, load_lexicon
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import get_rules
from beguile.solver import find_path, solve

BOARDS = range(24)


def points(name: str, level: int, seed: int, player_seed: int = 1) -> tuple[int, int]:
    """The points and words count of a level's player on the board a seed deals."""
    rules = get_rules(name)
    lexicon, common = load_lexicon(rules.dictionary), load_common(rules.dictionary)
    board = deal(rules, seed, lexicon=lexicon).board
    words = [word for _, word in computer_words(board, rules, lexicon, common, level, player_seed, rules.timer)]
    return judge_round(board, rules, lexicon, {"cpu": words}).totals()["cpu"], len(words)


@pytest.mark.parametrize("name", ["boggle", "big-boggle", "baggle", "beguile-fr"])
def test_every_word_is_on_the_board_and_in_the_dictionary_in_time(name: str) -> None:
    rules = get_rules(name)
    lexicon, common = load_lexicon(rules.dictionary), load_common(rules.dictionary)
    for seed in range(6):
        board = deal(rules, seed, lexicon=lexicon).board
        for level, skill in LEVELS.items():
            found = computer_words(board, rules, lexicon, common, level, seed, 120)
            moments = [at for at, _ in found]
            assert moments == sorted(moments) and all(0 < at < 120 for at in moments)
            assert all(b - a >= skill.write for a, b in zip(moments, moments[1:])), "one word at a time"
            words = [word for _, word in found]
            assert len(set(words)) == len(words)
            for word in words:
                assert word in lexicon and rules.min_length <= len(word) <= skill.longest
                assert find_path(board, word, rules.q_as_qu) is not None


def test_the_same_round_and_seed_give_the_same_words_at_the_same_moments(en: Lexicon) -> None:
    rules = get_rules("boggle")
    board = deal(rules, 11, lexicon=en).board
    common = load_common("en")
    first = computer_words(board, rules, en, common, 3, 77, 180)
    assert first == computer_words(board, rules, en, list(common), 3, 77, 180)
    assert first != computer_words(board, rules, en, common, 3, 78, 180), "another seed, another player"


@pytest.mark.parametrize("name", ["boggle", "big-boggle", "baggle"])
def test_each_level_finds_more_points_on_average(name: str) -> None:
    by_level = {level: [points(name, level, seed)[0] for seed in BOARDS] for level in LEVELS}
    means = [statistics.mean(by_level[level]) for level in LEVELS]
    assert means == sorted(means) and len(set(means)) == len(means), means


def test_level_five_finds_most_of_a_board_and_level_one_a_few_short_words(en: Lexicon) -> None:
    rules = get_rules("boggle")
    on_board = [len(solve(deal(rules, seed, lexicon=en).board, en)) for seed in BOARDS]
    expert = [points("boggle", 5, seed)[1] for seed in BOARDS]
    beginner = [points("boggle", 1, seed)[1] for seed in BOARDS]
    assert sum(expert) > 0.6 * sum(on_board)
    assert 2 <= statistics.mean(beginner) <= 15


def test_low_levels_keep_to_familiar_words(en: Lexicon) -> None:
    rules = get_rules("boggle")
    vocabulary = Vocabulary.of(load_common("en"), "en")
    for level, most_unfamiliar in ((1, 0.15), (2, 0.3)):
        words = [word for seed in BOARDS
                 for _, word in computer_words(deal(rules, seed, lexicon=en).board, rules, en, load_common("en"), level, seed, 180)]
        unfamiliar = [word for word in words if not vocabulary.familiar(word)]
        assert len(unfamiliar) <= most_unfamiliar * len(words), unfamiliar


@pytest.mark.parametrize("word", ["play", "plays", "played", "playing", "happier", "cat", "dogs", "quiet", "water"])
def test_the_familiar_vocabulary_holds_everyday_words(word: str) -> None:
    assert Vocabulary.of(load_common("en"), "en").familiar(word)


@pytest.mark.parametrize("word", ["aal", "ywis", "pya", "ked", "kea", "ofay"])
def test_the_familiar_vocabulary_leaves_out_rare_words(word: str) -> None:
    assert not Vocabulary.of(load_common("en"), "en").familiar(word)


def test_french_words_are_familiar_through_french_endings() -> None:
    vocabulary = Vocabulary.of(load_common("fr"), "fr")
    assert all(vocabulary.familiar(word) for word in ("maison", "maisons", "chanter", "chante", "mangeons"))


def test_a_level_or_a_time_that_does_not_exist_is_refused(en: Lexicon) -> None:
    rules = get_rules("boggle")
    board = deal(rules, 1, lexicon=en).board
    for level, seconds in ((0, 180), (6, 180), (3, 0)):
        with pytest.raises(ComputerError):
            computer_words(board, rules, en, (), level, 1, seconds)
