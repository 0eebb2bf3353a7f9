"""What the results screen says: the summary, the planted word's fate, and each word as a screen reader hears it."""

from __future__ import annotations

from pathlib import Path

from page import results_view
from page.text import Text

from beguile.blocked import is_offensive
from beguile.board import Board
from beguile.deal import Deal, deal
from beguile.dictionaries import load_common, parse_words
from beguile.lexicon import Lexicon
from beguile.round import Round
from beguile.rules import get_rules

BOARD = Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZH")
START = 1_700_000_000_000.0
ROOT = Path(__file__).resolve().parents[2]


def finished(rules: str, words: list[str], en: Lexicon) -> Round:
    round_ = Round.start(Deal(BOARD, rules, 1), 180, START)
    for word in words:
        round_, _ = round_.enter(word, en, START)
    return round_.finish()


def test_every_word_reads_well_to_a_screen_reader(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    round_ = finished("beguile", ["deducing"], en)
    every = round_.every_word(en)
    items = results_view.result_words(round_, round_.scored(en), every, text_en)
    assert [i.word for i in items] == [w for w, _, _ in every]
    deducing = next(i for i in items if i.word == "deducing")
    assert deducing.found and deducing.label == "deducing, 6 points, found"
    axed = next(i for i in items if i.word == "axed")
    assert (axed.label, axed.note, axed.found) == ("axed, 2 points, missed", "2", False)
    french = results_view.result_words(round_, round_.scored(en), every, text_fr)
    assert next(i for i in french if i.word == "axed").label == "axed, 2 points, manqué"


def test_the_summary_counts_words_and_points_and_names_the_longest(en: Lexicon, text_en: Text) -> None:
    round_ = finished("beguile", ["deducing", "axe"], en)
    every = round_.every_word(en)
    best = sum(round_.rules.points(len(w)) for w, _, _ in every)
    assert results_view.summary(round_, round_.scored(en), every, text_en) == [
        f"You found 2 of {len(every)} words.",
        f"Your score: 7 points (every word on the board: {best} points).",
        "Longest on the board: SOBBINGLY (9 letters).",
    ]


def test_the_longest_word_game_shows_lengths_not_points(en: Lexicon, text_en: Text) -> None:
    round_ = finished("beguile-longest", ["sun", "wires"], en)
    every = round_.every_word(en)
    lines = results_view.summary(round_, round_.scored(en), every, text_en)
    assert lines[1] == "Your longest word: WIRES (5 letters), 1 point."
    items = results_view.result_words(round_, round_.scored(en), every, text_en)
    assert next(i for i in items if i.word == "wires").label == "wires, 5 letters, found"


def test_the_summary_says_whether_the_planted_word_was_found_missed_or_shown(en: Lexicon, text_en: Text) -> None:
    dealt = deal(get_rules("beguile"), 3, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    start = Round.start(dealt, 180, START)
    found = start.enter(word, en, START)[0].finish()
    shown = start.reveal().enter(word, en, START)[0].finish()
    word = word.upper()
    for round_, ending in ((found, f"The hidden word was {word}: you found it ★"),
                           (start.finish(), f"The hidden word was {word}: you did not find it."),
                           (shown, f"The hidden word was {word}: shown before you found it, so it did not score.")):
        lines = results_view.summary(round_, round_.scored(en), round_.every_word(en), text_en)
        assert lines[-1] == ending


def test_the_summary_credits_a_longest_word_the_player_found_among_several_of_that_length(
        en: Lexicon, text_en: Text, text_fr: Text) -> None:
    board = Board.from_text("DLES/EDGS/RCED/OATO")  # DECORATED and DECORATES, 9 letters each
    played = Round.start(Deal(board, "beguile", 1), 180, START)
    missed = played.finish()
    assert results_view.summary(missed, missed.scored(en), missed.every_word(en), text_en)[-1] == (
        "Longest on the board: DECORATED (9 letters).")
    tied = played.enter("decorates", en, START)[0].finish()
    assert results_view.summary(tied, tied.scored(en), tied.every_word(en), text_en)[-1] == (
        "Longest on the board: DECORATES (9 letters), and you found it.")
    assert results_view.summary(tied, tied.scored(en), tied.every_word(en), text_fr)[-1] == (
        "Le plus long de la grille\u00a0: DECORATES (9 lettres), et vous l’avez trouvé.")


def test_the_planted_word_is_marked_in_the_results_whether_found_or_missed(en: Lexicon, text_en: Text) -> None:
    dealt = deal(get_rules("beguile"), 3, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    start = Round.start(dealt, 180, START)
    for round_, state in ((start.enter(word, en, START)[0].finish(), "found"), (start.finish(), "missed")):
        items = results_view.result_words(round_, round_.scored(en), round_.every_word(en), text_en)
        marked = [item for item in items if item.planted]
        assert [item.word for item in marked] == [word]
        assert marked[0].label.endswith(f"{state}, the hidden word")


def blocked_words(language: str, lexicon: Lexicon, longest: int) -> list[str]:
    """Words of the language's blocklist file that the lexicon holds (read from the file, not written here)."""
    listed = parse_words((ROOT / "dictionaries" / f"{language}-blocklist.txt").read_text(encoding="utf-8"))
    return [word for word in listed if word in lexicon and 4 <= len(word) <= longest and "q" not in word]


def snake(word: str, size: int = 4) -> Board:
    """A board with the word laid along rows that turn at each end (so each letter touches the next)."""
    cells = [""] * (size * size)
    order = [row * size + (col if row % 2 == 0 else size - 1 - col) for row in range(size) for col in range(size)]
    letters = word.upper() + "E" * (size * size - len(word))
    for index, letter in zip(order, letters):
        cells[index] = letter
    return Board(size, size, tuple(cells))


def test_offensive_words_are_never_listed_as_missed_but_count_when_found(en: Lexicon, text_en: Text) -> None:
    word = blocked_words("en", en, 16)[0]
    played = Round.start(Deal(snake(word), "beguile", 1), 180, START)
    missed = played.finish()
    every = missed.every_word(en)
    assert word in [w for w, _, _ in every], "the engine still finds it on the board"
    listed = results_view.fit_to_list(every, "en")
    assert word not in [w for w, _, _ in listed]
    assert f"of {len(listed)} words" in results_view.summary(missed, missed.scored(en), listed, text_en)[0]
    assert all(not is_offensive(w, "en") for w, _, _ in listed)
    found = played.enter(word, en, START)[0].finish()
    kept = results_view.fit_to_list(found.every_word(en), "en")
    items = results_view.result_words(found, found.scored(en), kept, text_en)
    assert [item.found for item in items if item.word == word] == [True]
    assert found.scored(en).total == get_rules("beguile").points(len(word)), "it scores when found"


def test_every_listed_word_is_blocked_and_no_word_of_the_common_lists_is() -> None:
    for language in ("en", "fr"):
        listed = parse_words((ROOT / "dictionaries" / f"{language}-blocklist.txt").read_text(encoding="utf-8"))
        assert listed and all(is_offensive(word, language) for word in listed)
        assert not any(is_offensive(word, language) for word in load_common(language))
