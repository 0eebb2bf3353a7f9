"""What the results screen says: the summary, the planted word's fate, and each word as a screen reader hears it."""

from __future__ import annotations

from page import results_view
from page.text import Text

from beguile.board import Board
from beguile.deal import Deal, deal
from beguile.dictionaries import load_common
from beguile.lexicon import Lexicon
from beguile.round import Round
from beguile.rules import get_rules

BOARD = Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZH")
START = 1_700_000_000_000.0


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
        f"Longest on the board: {every[0][0]} ({len(every[0][0])} letters).",
    ]


def test_the_longest_word_game_shows_lengths_not_points(en: Lexicon, text_en: Text) -> None:
    round_ = finished("beguile-longest", ["sun", "wires"], en)
    every = round_.every_word(en)
    lines = results_view.summary(round_, round_.scored(en), every, text_en)
    assert lines[1] == "Your longest word: wires (5 letters), 1 point."
    items = results_view.result_words(round_, round_.scored(en), every, text_en)
    assert next(i for i in items if i.word == "wires").label == "wires, 5 letters, found"


def test_the_summary_says_whether_the_planted_word_was_found_missed_or_shown(en: Lexicon, text_en: Text) -> None:
    dealt = deal(get_rules("beguile"), 3, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    start = Round.start(dealt, 180, START)
    found = start.enter(word, en, START)[0].finish()
    shown = start.reveal().enter(word, en, START)[0].finish()
    for round_, ending in ((found, f"The hidden word was {word}: you found it ★"),
                           (start.finish(), f"The hidden word was {word}: you did not find it."),
                           (shown, f"The hidden word was {word}: shown before you found it, so it did not score.")):
        lines = results_view.summary(round_, round_.scored(en), round_.every_word(en), text_en)
        assert lines[-1] == ending
