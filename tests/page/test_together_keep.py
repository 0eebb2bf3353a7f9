"""What play together keeps on the device reads back exactly, and anything else is refused with
SavedError (never another exception), so the page can set it aside and start fresh."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from page.saved import SavedError
from page.together import referee_game, seat as seats
from page.together.keep import DayResult, Kept, Solo, format_kept, parse_kept, record_day, with_seat
from page.together.seat import Plan

from beguile.board import Board
from beguile.lexicon import Lexicon

BOARD = Board.from_text("PLAYERS/TONIGHT")
CLOCK = 1_790_000_000_000.0


def full(en: Lexicon) -> Kept:
    leader = seats.announce(seats.new_session(7, "Ann", Plan("session", 90, 50, (3, 5), None, 20)), BOARD, en, CLOCK)
    leader = seats.write(seats.write(leader, "player"), "playe")
    leader = seats.add_lists(leader, [seats.my_list(leader)])
    leader, _ = seats.publish(seats.approve(leader, "playe", True))
    game = referee_game.new_game("boggle", ["Ann", "Zoé 🎲"], 100)
    game = referee_game.take_list(referee_game.begin(game, BOARD, CLOCK + 5), ("player", "tonight"))
    leader = replace(leader, roster=("Bob", "Zoé 🎲"), sat_out=True)
    kept = Kept("Ann", leader, game, (1, 4), Solo("PLAYERS/TONIGHT", 42, (2,), "2026-07-14", None, 61.5))
    kept = with_seat(with_seat(kept, replace(leader, session="00c0ffee0042", rounds=())), leader)
    assert kept.past[0].session == leader.session, "the session left stays in the past"
    return record_day(kept, "boggle", date(2026, 7, 14), DayResult(12, 5, "player"))


def test_everything_kept_reads_back_exactly(en: Lexicon) -> None:
    kept = full(en)
    assert parse_kept(format_kept(kept)) == kept
    assert parse_kept(format_kept(Kept())) == Kept()


def test_a_copy_from_before_rosters_and_past_sessions_still_reads(en: Lexicon) -> None:
    data = json.loads(format_kept(full(en)))
    for gone in ("roster", "sat_out", "leader_name"):
        del data["seat"][gone]
    del data["past"]
    kept = parse_kept(json.dumps(data))
    assert kept.seat.roster == () and not kept.seat.sat_out and kept.past == ()


def test_a_session_left_after_a_judged_round_stays_in_the_past_and_only_twenty(en: Lexicon) -> None:
    kept = full(en)
    played = kept.seat
    assert with_seat(kept, None).past[0] == played
    empty = seats.new_session(9, "Ann", Plan("session", 90))
    assert with_seat(with_seat(Kept(), empty), None).past == (), "no round judged: nothing to keep"
    for n in range(25):
        kept = with_seat(kept, replace(played, session=f"{n:012x}"))
    assert len(kept.past) == 20 and kept.past[0].session == f"{23:012x}"


def test_the_first_result_of_a_day_is_kept_and_only_sixty_days(en: Lexicon) -> None:
    kept = full(en)
    assert record_day(kept, "boggle", date(2026, 7, 14), DayResult(99, 9, "")) == kept
    for n in range(1, 70):
        kept = record_day(kept, "boggle", date.fromordinal(date(2026, 7, 14).toordinal() + n), DayResult(n, 1, ""))
    assert len(kept.days["boggle"]) == 60 and "2026-07-14" not in kept.days["boggle"]


@pytest.mark.parametrize("change", [
    lambda d: d.update(v=2),
    lambda d: d["seat"].update(invite="R1AAAA"),
    lambda d: d["seat"].update(me=""),
    lambda d: d["seat"].update(words=["Player"]),
    lambda d: d["seat"]["plan"].update(rules="chess"),
    lambda d: d["seat"]["plan"].update(computers=[6]),
    lambda d: d["seat"].update(session="00c0ffee0042"),
    lambda d: d["referee"].update(players=["Ann"]),
    lambda d: d["referee"]["sheet"].update(board="AB/C"),
    lambda d: d["solo"].update(day="2026-13-01"),
    lambda d: d["days"]["boggle"]["2026-07-14"].update(points=-1),
    lambda d: d.update(rivals=[1, 2, 3, 4]),
    lambda d: d.update(name=7),
    lambda d: d["seat"].update(roster=["x" * 31]),
    lambda d: d["seat"].update(sat_out="yes"),
    lambda d: d.update(past=[{"session": 1}]),
])
def test_a_damaged_copy_is_refused_with_saved_error(en: Lexicon, change) -> None:
    data = json.loads(format_kept(full(en)))
    change(data)
    with pytest.raises(SavedError):
        parse_kept(json.dumps(data))


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12))
def test_any_json_at_all_gives_a_kept_record_or_saved_error(data) -> None:
    for text in (json.dumps(data), json.dumps({"v": 1, "seat": data, "referee": data, "days": data})):
        try:
            parse_kept(text)
        except SavedError:
            pass
