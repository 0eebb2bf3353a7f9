"""A session as the devices play it, in CPython: the leader announces, players take the round by its
token, write words, send them, the judge collects and approves, and every device that receives the
results token judges the same table; clocks that disagree still start together."""

from __future__ import annotations

from dataclasses import replace

import pytest

from page.together import roster
from page.together import seat as seats
from page.together import timing
from page.together.seat import Phase, Plan

from beguile.board import Board
from beguile.lexicon import Lexicon
from beguile.session import judge_results
from beguile.token_codec import Problem, TokenError
from beguile.tokens import (format_round_token, format_words_token, parse_results_token, parse_round_token,
                            parse_words_token)

BOARD = Board.from_text("PLAYERS/TONIGHT")
CLOCK = 1_790_000_000_000.0


def leader_seat(**plan) -> seats.Seat:
    return seats.new_session(0xC0FFEE, "Ann", Plan("session", 60, **plan))


def announced(lexicon: Lexicon, now: float = CLOCK, **plan) -> seats.Seat:
    return seats.announce(leader_seat(**plan), BOARD, lexicon, now)


def test_an_announced_round_starts_after_the_countdown_on_the_leaders_clock(en: Lexicon) -> None:
    leader = announced(en, countdown=20)
    invite = seats.current(leader)
    assert (invite.round, invite.start - invite.clock, invite.leader, invite.seconds) == (1, 20_000, "Ann", 60)
    assert seats.phase(leader, CLOCK) == Phase.COUNTDOWN
    assert seats.phase(leader, CLOCK + 20_000) == Phase.PLAYING
    assert seats.phase(leader, CLOCK + 80_000) == Phase.DONE
    assert seats.next_round(leader) == 2


def test_players_take_the_round_by_its_token_and_start_together_whatever_their_clocks(en: Lexicon) -> None:
    leader = announced(en, countdown=30)
    token = seats.live_token(leader, CLOCK + 4_300)  # the code as the leader's screen shows it 4.3 s later
    read = parse_round_token(token)
    assert read.clock == CLOCK + 4_000 and read.start == seats.current(leader).start
    # a phone whose clock is an hour behind reads the code as it ticks from one second to the next
    behind = -3_600_000.0
    readings = [(read, CLOCK + 4_500 + behind), (parse_round_token(seats.live_token(leader, CLOCK + 5_000)),
                                                  CLOCK + 5_080 + behind)]
    offset = timing.clock_offset(readings)
    assert offset == pytest.approx(behind + 80)
    bob = seats.take(None, readings[-1][0], "Bob", readings[-1][1], offset)
    assert bob.starts == pytest.approx(seats.current(leader).start + behind + 80)  # the same moment, within a frame
    assert seats.phase(bob, CLOCK + 29_000 + behind) == Phase.COUNTDOWN
    assert seats.phase(bob, CLOCK + 30_100 + behind) == Phase.PLAYING
    # a code that never changes (a photo, a link) teaches nothing: the phone trusts its clock,
    # but waits no longer than the countdown from when it got the token
    assert timing.clock_offset(readings[:1] * 3) is None
    late = seats.take(None, read, "Cy", CLOCK + 4_500 + behind, None)
    assert late.starts == CLOCK + 4_500 + behind + 26_000
    on_time = seats.take(None, read, "Di", CLOCK + 4_500, None)
    assert on_time.starts == seats.current(leader).start


def test_a_round_taken_twice_stays_and_a_newer_one_interrupts_it(en: Lexicon) -> None:
    leader = announced(en)
    first = seats.current(leader)
    bob = seats.write(seats.take(None, first, "Bob", CLOCK, None), "play")
    assert seats.take(bob, first, "Bob", CLOCK + 1000, None) == bob
    leader = seats.announce(leader, Board.from_text("ABCD/EFGH/IJKL/MNOP"), en, CLOCK + 40_000)
    second = seats.current(leader)
    assert second.round == 2
    bob = seats.take(bob, second, "Bob", CLOCK + 40_000, None)
    assert (seats.current(bob).round, bob.words) == (2, ())
    with pytest.raises(TokenError) as refused:
        seats.take(bob, first, "Bob", CLOCK + 41_000, None)
    assert refused.value.problem == Problem.OTHER_ROUND


def test_the_judge_collects_approves_and_publishes_and_every_device_judges_the_same_table(en: Lexicon) -> None:
    leader = announced(en, countdown=5)
    invite = seats.current(leader)
    bob = seats.take(None, parse_round_token(format_round_token(invite)), "Bob", CLOCK, None)
    cy = seats.take(None, invite, "Cy", CLOCK, None)
    for word in ("players", "player", "playe"):
        bob = seats.write(bob, word)
    cy = seats.write(cy, "players")
    leader = seats.write(leader, "play")
    after = CLOCK + 70_000
    assert seats.phase(bob, after) == Phase.DONE
    sent = [parse_words_token(seats.my_words_token(seat)) for seat in (bob, cy)]
    leader = seats.add_lists(leader, [seats.my_list(leader), *sent])
    leader = seats.approve(leader, "PLAYE", True)
    with pytest.raises(TokenError):
        seats.add_lists(leader, [parse_words_token(format_words_token(replace(sent[0], words=("ply",))))])
    leader, made = seats.publish(leader)
    assert seats.phase(leader, after) == Phase.JUDGED
    results = parse_results_token(seats.session_of(leader).to_json()["rounds"][0])
    bob = seats.receive(bob, results)
    assert seats.phase(bob, after) == Phase.JUDGED
    judged = judge_results(seats.round_results(bob, 1), en)
    assert judged == judge_results(made, en)
    # players: crossed off; player: Bob's unique longest, doubled; playe: approved
    assert judged.totals() == {"Ann": 1, "Bob": 3 * 2 + 2, "Cy": 0}


def test_players_apart_start_the_round_when_they_choose_before_it_closes(en: Lexicon) -> None:
    leader = announced(en, apart=60)
    invite = seats.current(leader)
    assert invite.start is None and invite.closes == invite.clock + 3_600_000
    assert seats.phase(leader, CLOCK) == Phase.READY
    dee = seats.take(None, invite, "Dee", CLOCK + 10_000, None)
    assert seats.phase(dee, CLOCK + 3_599_000) == Phase.READY
    assert seats.phase(dee, CLOCK + 3_600_000) == Phase.CLOSED
    dee = seats.start_apart(dee, CLOCK + 3_000_000)
    assert seats.start_apart(dee, CLOCK + 3_001_000) == dee, "a round apart is played once"
    assert seats.phase(dee, CLOCK + 3_030_000) == Phase.PLAYING
    assert seats.phase(dee, CLOCK + 3_061_000) == Phase.DONE


def test_the_countdown_reads_in_whole_seconds() -> None:
    assert timing.seconds_until(10_000, 0) == 10
    assert timing.seconds_until(10_000, 1) == 10
    assert timing.seconds_until(10_000, 9_001) == 1
    assert timing.seconds_until(10_000, 12_000) == 0


def test_a_list_that_comes_after_publishing_is_published_again_as_a_newer_edition(en: Lexicon) -> None:
    leader = announced(en, countdown=5)
    invite = seats.current(leader)
    bob = seats.write(seats.take(None, invite, "Bob", CLOCK, None), "players")
    cy = seats.write(seats.take(None, invite, "Cy", CLOCK, None), "play")
    leader = seats.add_lists(seats.write(leader, "layers"), [seats.my_list(leader), seats.my_list(bob)])
    leader, first = seats.publish(leader)
    assert first.edition == 1 and not seats.late(leader)
    leader = seats.add_lists(leader, [parse_words_token(seats.my_words_token(cy))])
    assert seats.late(leader) and seats.draft(leader).edition == 2
    leader, second = seats.publish(leader)
    assert [p for p, _ in second.lists] == ["Ann", "Bob", "Cy"] and not seats.late(leader)
    bob = seats.receive(seats.receive(bob, first), second)
    assert seats.round_results(bob, 1) == second
    with pytest.raises(TokenError) as older:
        seats.receive(bob, first)
    assert older.value.problem == Problem.STALE


def test_the_roster_and_earlier_rounds_say_whose_list_is_missing(en: Lexicon) -> None:
    leader = leader_seat(countdown=5)
    bob = roster.join_session(roster.invitation(leader), "Bob")
    assert (bob.session, roster.leader_of(bob), seats.phase(bob, CLOCK)) == (leader.session, "Ann", Phase.LOBBY)
    for name in ("Bob", "Zoé", "bob"):
        leader = roster.add_in(leader, replace(roster.im_in(bob), player=name))
    assert leader.roster == ("Zoé", "bob")
    with pytest.raises(TokenError):
        roster.add_in(leader, replace(roster.im_in(bob), session="00c0ffee0042"))
    leader = seats.announce(leader, BOARD, en, CLOCK)
    leader = seats.add_lists(leader, [seats.my_list(leader)])
    assert roster.missing(leader) == ["Zoé", "bob"]
    bob = seats.take(bob, seats.current(leader), "Bob", CLOCK, None)
    leader = seats.add_lists(leader, [seats.my_list(bob)])
    assert roster.missing(leader) == ["Zoé"]


def test_the_leader_of_players_apart_sees_no_list_before_playing_or_sitting_out(en: Lexicon) -> None:
    leader = announced(en, apart=60)
    dee = seats.take(None, seats.current(leader), "Dee", CLOCK, None)
    leader = seats.add_lists(leader, [seats.my_list(seats.write(seats.start_apart(dee, CLOCK), "players"))])
    assert seats.hides_lists(leader, CLOCK) and roster.missing(leader) == ["Ann"]
    played = seats.start_apart(leader, CLOCK + 1000)
    assert seats.hides_lists(played, CLOCK + 2000), "playing: still hidden"
    assert not seats.hides_lists(played, CLOCK + 62_000), "played: the lists show"
    out = seats.sit_out(leader)
    assert not seats.hides_lists(out, CLOCK) and roster.missing(out) == [] and "Ann" not in roster.expected(out)
    assert not seats.hides_lists(leader, CLOCK + 3_600_000), "closed: the leader can no longer play it"
    assert not seats.announce(out, BOARD, en, CLOCK + 10).sat_out, "sitting out is for one round"
