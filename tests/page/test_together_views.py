"""What the play-together screens show, in CPython with the real catalogues: the round table with its
icons and words, the session's status, a session round's answers, computer players, boards of the day."""

from __future__ import annotations

from datetime import date

from page.text import Text
from dataclasses import replace

from page.together import daily_view, rivals_view, roster, round_view, session_view, table_view
from page.together import seat as seats
from page.together.keep import DayResult
from page.together.seat import Plan

from beguile.board import Board
from beguile.computer import computer_words
from beguile.daily import day_number
from beguile.deal import deal
from beguile.judge import judge_round
from beguile.lexicon import Lexicon
from beguile.rules import get_rules
from beguile.tokens import SharedBoard

BOARD = Board.from_text("PLAYERS/TONIGHT")
CLOCK = 1_790_000_000_000.0


def test_the_table_marks_every_word_with_an_icon_and_words_and_lists_players_by_total(en: Lexicon, text_en: Text,
                                                                                       text_fr: Text) -> None:
    rules = get_rules("session")
    lists = {"Ann": ["players", "player", "play", "playe", "pl", "xyzzy"], "Bob": ["players", "layer"]}
    result = judge_round(BOARD, rules, en, lists, ["playe"])
    rows = table_view.rows(result, rules, ["Bob", "Ann"], {"Bob": 10, "Cy": 3}, {"playe"}, text_en)
    ordered = [(row.player, row.total) for row in rows]
    assert ordered == [("Bob", 12), ("Ann", 9), ("Cy", 3)], "by running total, a player who sat out kept"
    ann = {w.word: w for w in rows[1].words}
    assert (ann["player"].icon, ann["player"].bonus, ann["player"].points) == ("★", True, 6)
    assert ann["player"].label == "player, 6 points, valid, longest-word bonus"
    assert (ann["players"].icon, ann["players"].status) == ("↻", "duplicate")
    assert (ann["playe"].icon, ann["playe"].approvable, ann["playe"].approved) == ("☑", True, True)
    assert (ann["pl"].icon, ann["xyzzy"].icon) == ("…", "⊘")
    assert [w.word for w in rows[1].words] == ["player", "play", "playe", "players", "xyzzy", "pl"], \
        "scoring words first (valid, then approved), the others by status"
    assert rows[1].summary == "3 words · 9 points · total 9 points"
    french = table_view.rows(result, rules, ["Bob", "Ann"], {}, {"playe"}, text_fr)
    assert {w.word: w.label for w in french[0].words}["players"] == "players, 0 point, trouvé aussi par d’autres"
    assert [item.text for item in table_view.legend(rules, text_en)][:2] == ["valid", "the one longest word: ×2"]
    assert len(table_view.legend(get_rules("boggle"), text_en)) == 6
    assert [w.word for w in table_view.approvals(rows)] == ["playe"]
    assert table_view.target_line(50, None, text_en) == "First to 50 points"
    assert table_view.target_line(50, "Ann", text_fr) == "Ann atteint 50 points le premier et gagne\u202f!"


def test_mild_scoring_bonus_shows_as_a_star_only_when_it_multiplies(en: Lexicon, text_en: Text) -> None:
    rules = get_rules("session-mild")
    result = judge_round(BOARD, rules, en, {"Ann": ["player", "play"], "Bob": ["layer"]})
    words = {w.word: w for w in table_view.rows(result, rules, ["Ann", "Bob"], {}, (), text_en)[0].words}
    assert (words["player"].bonus, words["player"].points) == (True, 9)
    assert (words["play"].bonus, words["play"].points) == (False, 2)


def test_the_session_screen_says_where_the_round_stands(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    leader = seats.new_session(1, "Ann", Plan("boggle", 120, target=100, countdown=15))
    view = session_view.view(leader, CLOCK, False, text_en)
    assert view.heading == "Your session (Ann leads)" and view.actions == ("announce", "invite", "roster")
    assert view.facts == ("Boggle", "2:00 a round", "First to 100 points", "everyone in the same room")
    assert view.announce == "Announce round 1"
    leader = seats.announce(leader, BOARD, en, CLOCK)
    assert session_view.status(leader, CLOCK + 3_500, text_en) == ("countdown", "Round 1 starts in 0:12")
    assert session_view.status(leader, CLOCK + 20_000, text_fr) == ("playing", "Manche 1\u00a0: encore 1:55")
    assert session_view.view(leader, CLOCK + 20_000, False, text_en).announce == "New round 2 (stops this one)"
    bob = seats.take(None, seats.current(leader), "Bob", CLOCK, None)
    assert session_view.status(bob, CLOCK + 200_000, text_en) == ("done", "Round 1 is over: show your words to Ann.")
    assert session_view.actions(bob, CLOCK + 200_000, False)[0] == "words"
    assert session_view.actions(leader, CLOCK + 200_000, False)[0] == "collect"
    apart = seats.announce(seats.new_session(2, "Ann", Plan("boggle", 120, apart=24 * 60)), BOARD, en, CLOCK)
    dee = seats.take(None, seats.current(apart), "Dee", CLOCK, None)
    assert session_view.status(dee, CLOCK + 60_000, text_en)[1].endswith("(24 hours left).")
    assert "(24 hours left)" in session_view.status(apart, CLOCK + 60_000, text_en)[1]
    assert session_view.time_left(61 * 60_000 + 1, text_en) == "62 minutes"
    assert session_view.time_left(90 * 60_000, text_en) == "2 hours"
    assert session_view.time_left(3 * 24 * 3_600_000, text_fr) == "3 jours"
    standings = session_view.standings({"Ann": 7, "Bob": 12}, ["Ann", "Bob", "Cy"], "Bob", text_en)
    assert [(s.label, s.winner) for s in standings] == [("Bob: 12 points", True), ("Ann: 7 points", False),
                                                        ("Cy: 0 points", False)]
    assert session_view.missing_line([1, 3], text_en).startswith("The results of rounds 1, 3 are not")


def test_the_leader_sees_who_is_in_and_whose_words_are_missing(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    leader = seats.new_session(1, "Ann", Plan("boggle", 120, countdown=15))
    assert session_view.roster_line(leader, CLOCK, text_en).startswith("Nobody has sent")
    bob = roster.join_session(roster.invitation(leader), "Bob")
    assert session_view.status(bob, CLOCK, text_en)[1].startswith("Waiting for Ann to announce round 1")
    assert session_view.actions(bob, CLOCK, False)[0] == "in" and session_view.facts(bob, text_en) == ()
    for name in ("Bob", "Zoé"):
        leader = roster.add_in(leader, replace(roster.im_in(bob), player=name))
    assert session_view.roster_line(leader, CLOCK, text_fr) == "Présents (2)\u00a0: Bob et Zoé"
    leader = seats.announce(leader, BOARD, en, CLOCK)
    leader = seats.add_lists(leader, [seats.my_list(seats.take(bob, seats.current(leader), "Bob", CLOCK, None))])
    assert session_view.roster_line(leader, CLOCK + 200_000, text_en) == "Still waiting for the words of Ann and Zoé."
    apart = seats.announce(seats.new_session(2, "Ann", Plan("boggle", 120, apart=60)), BOARD, en, CLOCK)
    assert session_view.actions(apart, CLOCK, False) == ("start", "sitout", "code", "announce")
    assert session_view.actions(seats.sit_out(apart), CLOCK, False)[0] == "collect"


def test_computer_players_are_named_in_the_language_of_the_phone_that_shows_them(en: Lexicon, text_en: Text,
                                                                                  text_fr: Text) -> None:
    named_en = rivals_view.names([3, 3], text_en)
    shown = [rivals_view.local_name(name, text_fr, [text_en, text_fr]) for name in [*named_en, "Zoé", "Computer"]]
    assert shown == ["Ordinateur (niveau 3)", "Ordinateur (niveau 3) no 2", "Zoé", "Computer"]
    rules = get_rules("boggle")
    result = judge_round(BOARD, rules, en, {named_en[0]: ["player"], "Zoé": ["play"]})
    rows = table_view.rows(result, rules, [named_en[0], "Zoé"], {}, (), text_fr,
                           shown_name=lambda name: rivals_view.local_name(name, text_fr, [text_en, text_fr]))
    assert [(row.player, row.shown) for row in rows] == [(named_en[0], "Ordinateur (niveau 3)"), ("Zoé", "Zoé")]


def test_a_session_round_keeps_words_the_leader_may_approve(en: Lexicon, text_en: Text) -> None:
    rules = get_rules("boggle")
    keep, answer, cells = round_view.entry(BOARD, rules, en, "Player", (), text_en)
    assert (keep, answer.status, answer.text, len(cells)) == ("player", "valid", "PLAYER: +3 points", 6)
    keep, answer, _ = round_view.entry(BOARD, rules, en, "playe", ("player",), text_en)
    assert (keep, answer.kind) == ("playe", "warn") and "kept for the leader" in answer.text
    assert round_view.entry(BOARD, rules, en, "zebra", (), text_en)[:1] == (None,)
    assert round_view.entry(BOARD, rules, en, "player", ("player",), text_en)[1].status == "already-found"
    items, points, standing = round_view.kept_words(BOARD, rules, en, ["play", "playe", "player"], text_en)
    assert [(i.word, i.note, i.doubtful) for i in items] == [("player", "+3", False), ("playe", "?", True),
                                                             ("play", "+1", False)]
    assert (points, standing) == (4, 2)


def test_computer_players_write_the_engines_words_at_their_pace(en: Lexicon, en_common, text_en: Text,
                                                                  text_fr: Text) -> None:
    rules = get_rules("boggle")
    board = deal(rules, 11, lexicon=en).board
    found = rivals_view.rivals(board, rules, en, en_common, [5, 5, 1], 99, 180, text_en)
    assert [r.name for r in found] == ["Computer (level 5)", "Computer (level 5) #2", "Computer (level 1)"]
    assert rivals_view.names([3], text_fr) == ["Ordinateur (niveau 3)"]
    assert found[0].words != found[1].words, "two computers of a level find different words"
    assert [w for _, w in found[2].words] == [w for _, w in computer_words(
        board, rules, en, en_common, 1, rivals_view.player_seed(99, "computer 2"), 180)]
    early, late = rivals_view.written_by(found[0], 30), rivals_view.written_by(found[0], 120)
    assert len(early) < len(late) <= len(found[0].words)
    assert rivals_view.progress(found[:1], 0, text_en) == "Computer (level 5): 0 words"


def test_boards_of_the_day_and_shared_boards(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    day = date(2026, 7, 14)
    days = {"boggle": {"2026-07-14": DayResult(23, 12, "player"), "2026-07-10": DayResult(3, 2, "")}}
    cards = daily_view.cards(day, days, text_en)
    boggle = next(card for card in cards if card.rules == "boggle")
    assert (boggle.number, boggle.result, boggle.week, boggle.played) == (
        f"Board no. {day_number(day)}", "23 points · 12 words · longest player", "Played 2 of the last 7 days", True)
    assert not next(card for card in cards if card.rules == "baggle").played
    shared = SharedBoard("boggle", "en", "0000", BOARD, 120, None, day, "Ann", ("layer", "player", "tonight"))
    assert daily_view.shared_facts(shared, text_fr)[:2] == [
        "Boggle, 2×7, 2:00", f"Grille du jour n° {day_number(day)} (2026-07-14)"]
    assert daily_view.compare(shared, ["player", "play"], "You", en, text_en) == [
        "You: 4 points · Ann: 10 points", "1 word you both found"]
    longest_game = daily_view.result_line(DayResult(1, 3, "tonight"), "beguile-longest", text_en)
    assert longest_game == "3 words · longest tonight", "the single-word game shows no points"


def test_a_link_or_a_shared_message_brings_its_tokens_and_nothing_else_does() -> None:
    from page.together.arrival import brings_share, text_of_url
    from beguile.tokens import Joining, format_join_token, link
    from urllib.parse import quote

    token = format_join_token(Joining("0123456789ab", "Ann", "Bob"))
    base = "https://beguile.example/"
    assert text_of_url(link(base, token)) == token
    shared = f"{base}?title=Beguile&text={quote('I’m in! ' + link(base, token))}"
    assert token in text_of_url(shared) and brings_share(shared)
    assert text_of_url(f"{base}?url={quote(link(base, token))}").endswith(token)
    for nothing in (base, f"{base}#settings", f"{base}?text=hello", f"{base}?utm=x#R"):
        assert text_of_url(nothing) == ""
    assert not brings_share(base + "#" + token)


def test_an_old_fashion_table_names_the_rule_for_a_plural_or_a_conjugated_form(fr: Lexicon, fr_old: Lexicon,
                                                                               text_en: Text) -> None:
    rules = get_rules("baggle-old-fashion")
    board = Board.from_text("LIXO/TONS/AEGR/BUMP")
    judged = judge_round(board, rules, fr_old, {"Ann": ["lions", "lion", "snog"]})
    named = table_view.rows(judged, rules, ["Ann"], {}, (), text_en, forms=fr)[0].words
    assert [w.label for w in named] == [
        "lion, 1 point, valid",
        "lions, 0 points, a plural, feminine or conjugated form, which Old Fashion refuses",
        "snog, 0 points, not in the dictionary",
    ]
    unnamed = table_view.rows(judged, rules, ["Ann"], {}, (), text_en)[0].words
    assert [w.label for w in unnamed][1] == "lions, 0 points, not in the dictionary"
