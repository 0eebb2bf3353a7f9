"""What the play screen shows, computed from real rounds on the seed's board with the real dictionary."""

from __future__ import annotations

from page import play_view
from page.text import Text

from beguile.board import Board
from beguile.deal import Deal, deal
from beguile.dictionaries import load_common, load_lexicon
from beguile.lexicon import Lexicon
from beguile.round import Round
from beguile.rules import get_rules

BOARD = Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZH")  # seed 000's 5x5 example
START = 1_700_000_000_000.0


def play(rules: str, words: list[str], en: Lexicon, text: Text) -> tuple[Round, list[play_view.Answer]]:
    """Enter the words one by one; the round and each answer the page would show."""
    round_ = Round.start(Deal(BOARD, rules, 1), 180, START)
    answers = []
    for word in words:
        before = round_.scored(en)
        round_, result = round_.enter(word, en, START + 1000)
        answers.append(play_view.answer(result, before, round_.scored(en), round_, text))
    return round_, answers


def test_each_answer_says_what_became_of_the_word_in_words_and_an_icon(en: Lexicon, text_en: Text) -> None:
    _, answers = play("beguile", ["deducing", "deducing", "zebra", "sed", "ax", "dmr"], en, text_en)
    assert [(a.icon, a.kind, a.text) for a in answers] == [
        ("✓", "good", "DEDUCING: +6 points"),
        ("↻", "warn", "DEDUCING: already found"),
        ("⊘", "bad", "ZEBRA: not on the board"),
        ("✓", "good", "SED: +1 point") if "sed" in en else ("✗", "bad", "SED: not in the dictionary"),
        ("…", "warn", "AX: too short (3 letters at least)"),
        ("✗", "bad", "DMR: not in the dictionary"),
    ]
    assert answers[0].spoken == "deducing: +6 points"


def test_the_answers_are_french_in_french(en: Lexicon, text_fr: Text) -> None:
    _, answers = play("beguile", ["deducing", "zebra"], en, text_fr)
    assert [a.text for a in answers] == ["DEDUCING\u00a0: +6 points", "ZEBRA\u00a0: pas sur la grille"]


def test_the_longest_word_game_agrees_with_itself(en: Lexicon, text_en: Text) -> None:
    """Entries, the strip, the list and the score all follow the single-word game (seed 000's alternative)."""
    round_, answers = play("beguile-longest", ["sun", "deducing", "wires", "dun"], en, text_en)
    rules = round_.rules
    assert [a.text for a in answers] == [
        "SUN: your longest word (3 letters)",
        "DEDUCING: your longest word (8 letters)",
        "WIRES: 5 letters, your longest is DEDUCING",
        "DUN: 3 letters, your longest is DEDUCING",
    ]
    result = round_.scored(en)
    assert result.total == 1
    strip = play_view.strip(rules, result, text_en)
    assert strip.score == "deducing · 8 letters" and strip.words == "4 words"
    found = play_view.found_words(rules, result, text_en)
    assert [(f.word, f.note, f.best) for f in found] == [
        ("deducing", "8", True), ("wires", "5", False), ("dun", "3", False), ("sun", "3", False)]
    assert found[0].label == "deducing, 8 letters"


def test_points_per_word_games_list_points_longest_first(en: Lexicon, text_en: Text) -> None:
    round_, _ = play("boggle", ["sun", "deducing", "wires"], en, text_en)
    result = round_.scored(en)
    items = play_view.found_words(round_.rules, result, text_en)
    assert [(f.word, f.note) for f in items] == [("deducing", "+11"), ("wires", "+2"), ("sun", "+1")]
    assert items[0].label == "deducing, 11 points"
    assert play_view.strip(round_.rules, result, text_en).score == "14 points"


def test_finding_the_planted_word_is_a_star_and_show_stops_it_scoring(en: Lexicon, text_en: Text) -> None:
    dealt = deal(get_rules("beguile"), 11, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    round_ = Round.start(dealt, 180, START)
    found, result = round_.enter(word, en, START)
    star = play_view.answer(result, round_.scored(en), found.scored(en), found, text_en)
    assert (star.icon, star.kind, star.status) == ("★", "star", "planted") and word.upper() in star.text
    shown = round_.reveal()
    after, result = shown.enter(word, en, START)
    refused = play_view.answer(result, shown.scored(en), after.scored(en), after, text_en)
    assert refused.text == f"{word.upper()}: already shown, no points" and after.scored(en).total == 0


def test_the_clock_is_announced_at_one_minute_thirty_and_ten_seconds(text_en: Text) -> None:
    said = []
    for before, after in zip(range(70, -1, -1), range(69, -2, -1)):
        message = play_view.clock_announcement(before + 0.1, after + 0.1, text_en)
        if message:
            said.append((after, message))
    assert said == [(59, "One minute left"), (29, "30 seconds left"), (9, "10 seconds left")]
    assert play_view.clock_announcement(None, 30, text_en) is None


def test_the_clock_reads_the_time_left_the_next_rounds_time_or_no_clock(text_en: Text, text_fr: Text) -> None:
    round_ = Round.start(Deal(BOARD, "beguile", 1), 180, START)
    assert play_view.clock(round_, 180, False, START + 500, text_en) == ("3:00", "running")
    assert play_view.clock(round_, 180, False, START + 61_000, text_en) == ("1:59", "running")
    paused = round_.pause(START + 61_000)
    assert play_view.clock(paused, 180, False, START + 900_000, text_en) == ("1:59", "paused")
    assert play_view.resumed(paused, START + 900_000, text_en) == "The clock waited: 1:59 left"
    assert play_view.resumed(paused, START + 900_000, text_fr) == "Le chrono vous a attendu\u00a0: 1:59"
    # between rounds - and + set the next round's time, and the clock shows it
    assert play_view.clock(round_.finish(), 195, False, START, text_en) == ("3:15", "set")
    assert play_view.clock(None, 195, False, START, text_en) == ("3:15", "set")
    assert play_view.clock(None, 195, True, START, text_en) == ("No clock", "off")


def test_between_rounds_the_time_and_size_can_change_not_during_one(text_en: Text) -> None:
    rules = get_rules("beguile")
    idle = play_view.controls(None, rules, 4, True, START, text_en)
    assert idle.time and idle.sizes == ((4, True, True), (5, True, False)) and not idle.entry and not idle.end
    round_ = Round.start(Deal(BOARD, "beguile", 1), 180, START)
    running = play_view.controls(round_, rules, 5, True, START + 1000, text_en)
    assert not running.time and all(not enabled for _, enabled, _ in running.sizes) and running.entry and running.end
    dice = play_view.controls(None, get_rules("boggle"), 4, True, START, text_en)
    assert dice.sizes[1] == (5, False, False)  # sixteen dice cannot fill a 5x5 board
    loading = play_view.controls(None, rules, 4, False, START, text_en)
    assert not loading.deal and not loading.time


def test_giving_up_a_round_names_what_would_be_lost(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    round_, _ = play("beguile", ["deducing", "wires"], en, text_en)
    assert play_view.leave_question(round_, round_.scored(en), text_en) == \
        "This round is still running (9 points). Give it up?"
    longest, _ = play("beguile-longest", ["wires"], en, text_en)
    assert play_view.leave_question(longest, longest.scored(en), text_fr) == \
        "La manche est en cours (1 mot trouvé). L’abandonner\u202f?"
    assert play_view.end_question(round_, round_.scored(en), text_en) == "End this round now (9 points)?"
    assert play_view.end_question(longest, longest.scored(en), text_fr) == \
        "Terminer la manche maintenant (1 mot trouvé)\u202f?"


def test_the_planted_word_found_is_starred_in_the_found_list(en: Lexicon, text_en: Text) -> None:
    dealt = deal(get_rules("beguile"), 11, fix=True, common=load_common("en"), lexicon=en)
    word = dealt.planted.word
    found, _ = Round.start(dealt, 180, START).enter(word, en, START)
    found, _ = found.enter(next(w for w in found.every_word(en) if w[0] != word)[0], en, START)
    items = play_view.found_words(found.rules, found.scored(en), text_en, planted=word)
    assert [item.word for item in items if item.planted] == [word]
    assert next(item for item in items if item.planted).label.endswith(", the hidden word")
    assert sum(item.planted for item in items) == 1 and len(items) == 2


def test_old_fashion_names_its_rule_for_a_plural_or_a_conjugated_form(fr_old: Lexicon, text_en: Text,
                                                                       text_fr: Text) -> None:
    """Seed 003: Old Fashion refuses plurals, feminines and conjugations; LIONS and SONGEA are such forms."""
    rules = get_rules("baggle-old-fashion")
    fuller = load_lexicon(rules.forms_of)
    board = Board.from_text("LIXO/TONS/AEGR/BUMP")
    round_ = Round.start(Deal(board, rules.name, 1), 180, START)
    for word, form in (("lions", True), ("songea", True), ("lion", False), ("nion", False)):
        assert (word in fuller and word not in fr_old) == form
        played, result = round_.enter(word, fr_old, START)
        answer = play_view.answer(result, round_.scored(fr_old), played.scored(fr_old), played, text_fr,
                                  form=word in fuller)
        if form:
            assert answer.text == f"{word.upper()}\u00a0: ni pluriel, ni féminin, ni conjugaison en «\u00a0Old Fashion\u00a0»"
            assert (answer.kind, answer.status) == ("bad", "form-refused")
        else:
            assert answer.status != "form-refused"
    played, result = round_.enter("lions", fr_old, START)
    assert play_view.answer(result, round_.scored(fr_old), played.scored(fr_old), played, text_en, form=True).text \
        == "LIONS: Old Fashion takes no plurals, feminines or conjugated forms"
    plain = Round.start(Deal(board, "baggle", 1), 180, START)
    played, result = plain.enter("lions", fr_old, START)
    assert play_view.answer(result, plain.scored(fr_old), played.scored(fr_old), played, text_en,
                            form=True).status == "not-in-dictionary", "other rules keep the dictionary's reason"


def test_a_size_the_dice_cannot_fill_says_why(text_en: Text, text_fr: Text) -> None:
    assert play_view.size_refusal(get_rules("baggle"), 5, text_en) == (
        "B@ggle is played on 4×4 only: it has 16 dice, one for each square.")
    assert play_view.size_refusal(get_rules("baggle"), 5, text_fr) == (
        "B@ggle se joue en 4×4 seulement\u00a0: il a 16 dés, un par case.")
    assert play_view.size_refusal(get_rules("baggle"), 4, text_en) is None
    assert play_view.size_refusal(get_rules("beguile"), 5, text_en) is None
    idle = play_view.controls(None, get_rules("boggle"), 4, True, START, text_en)
    assert [size for size, _ in idle.too_big] == [5]
