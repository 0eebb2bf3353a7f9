"""Tokens: every kind round-trips, reads from links and chat text, and refuses the rest clearly."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from beguile.board import QU, Board
from beguile.deal import Planted
from beguile.dictionaries import DICTIONARIES, load_lexicon
from beguile.lexicon import Lexicon
from beguile.rules import RULES
from beguile.token_codec import MAX_NAME, Problem, TokenError, clean_name
from beguile.token_game import DICTIONARY_CODES, RULES_CODES
from beguile.tokens import (Joining, RoundInvite, RoundResults, SharedBoard, WordList,
                            board_key, clean_words, dictionary_version, format_board_token, format_join_token,
                            format_results_token, parse_join_token,
                            format_round_token, format_words_token, link, new_session_id, parse_board_token,
                            parse_results_token, parse_round_token, parse_token, parse_words_token, split_tokens,
                            token_in, token_kind)

CLOCK = 1_790_000_000_000
BOARD_5 = Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZH")


def an_invite(board: Board = BOARD_5, **changes: object) -> RoundInvite:
    """A round invitation with plain values, some changed."""
    fields: dict = dict(session="0123456789ab", round=3, rules="session", dictionary="en",
                        dictionary_version="1a2b", board=board, seconds=180, clock=CLOCK, leader="Ann")
    fields.update(changes)
    return RoundInvite(**fields)


# Strategies that make every kind of token the app can make.
FACES = st.sampled_from([*"ABCDEFGHIJKLMNOPQRSTUVWXYZ", QU])
WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12)
WORDS = st.lists(WORD, max_size=80).map(lambda words: tuple(sorted(set(words))))


def _cleaned(text: str) -> str | None:
    """The cleaned name, or None for text that no name can be made of."""
    try:
        return clean_name(text)
    except TokenError:
        return None


NAMES = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Cf", "Zl", "Zp")),
                min_size=1, max_size=MAX_NAME).map(_cleaned).filter(bool)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """A board of any shape a token carries, 1x1 to 16x16, though mostly 4x4 and 5x5."""
    rows, cols = draw(st.one_of(st.sampled_from([(4, 4), (5, 5)]), st.tuples(st.integers(1, 16), st.integers(1, 16))))
    return Board(rows, cols, tuple(draw(st.lists(FACES, min_size=rows * cols, max_size=rows * cols))))


@st.composite
def invites(draw: st.DrawFn) -> RoundInvite:
    """Any round invitation."""
    clock = draw(st.integers(0, (1 << 48) - 1))
    offset = st.integers(-400 * 86_400_000, 400 * 86_400_000)
    return RoundInvite(
        new_session_id(draw(st.integers(0, (1 << 48) - 1))), draw(st.integers(1, 1_000_000)),
        draw(st.sampled_from(RULES_CODES)), draw(st.sampled_from(DICTIONARY_CODES)),
        draw(st.text(alphabet="0123456789abcdef", min_size=4, max_size=4)), draw(boards()),
        draw(st.integers(15, 900)), clock, clean_name(draw(NAMES)),
        draw(st.none() | offset.map(lambda o: clock + o)), draw(st.none() | offset.map(lambda o: clock + o)),
        draw(st.none() | st.integers(1, 100_000)))


@st.composite
def results(draw: st.DrawFn) -> RoundResults:
    """Any round's results."""
    names = draw(st.lists(NAMES, max_size=8, unique_by=str.casefold))
    return RoundResults(draw(invites()), tuple((name, draw(WORDS)) for name in names), draw(WORDS),
                        draw(st.sampled_from([1, 1, 2, 3, 1000])))


@st.composite
def shared_boards(draw: st.DrawFn) -> SharedBoard:
    """Any shared board, with or without a planted word, a date and a sharer's words."""
    invite = draw(invites())
    board = invite.board
    planted = None
    if draw(st.booleans()):
        cells = [board.cell(draw(st.integers(0, len(board.faces) - 1)))]
        for _ in range(draw(st.integers(0, 8))):
            free = [c for c in board.neighbours(cells[-1]) if c not in cells]
            if free:
                cells.append(draw(st.sampled_from(free)))
        planted = Planted(board.spell(tuple(cells)), tuple(cells))
    day = draw(st.none() | st.dates(date(2000, 1, 1), date(2999, 12, 31)))
    player = draw(st.none() | NAMES)
    return SharedBoard(invite.rules, invite.dictionary, invite.dictionary_version, board, invite.seconds, planted,
                       day, player, draw(WORDS) if player else ())


@settings(max_examples=150, deadline=None)
@given(invites())
def test_round_invitations_round_trip(invite: RoundInvite) -> None:
    token = format_round_token(invite)
    assert parse_round_token(token) == invite and parse_token(token) == invite
    assert format_round_token(parse_round_token(token)) == token and token_kind(token) == "round"


@settings(max_examples=150, deadline=None)
@given(invites(), NAMES, WORDS)
def test_words_round_trip(invite: RoundInvite, player: str, words: tuple[str, ...]) -> None:
    listed = WordList.for_round(invite, player, words)
    token = format_words_token(listed)
    assert parse_words_token(token) == listed and listed.answers(invite) and token_kind(token) == "words"
    assert listed.words == words and listed.player == player


@settings(max_examples=100, deadline=None)
@given(results())
def test_results_round_trip(made: RoundResults) -> None:
    token = format_results_token(made)
    assert parse_results_token(token) == made and token_kind(token) == "results"


@settings(max_examples=100, deadline=None)
@given(st.integers(0, (1 << 48) - 1), NAMES, st.none() | NAMES)
def test_join_tokens_round_trip(bits: int, leader: str, player: str | None) -> None:
    joining = Joining(new_session_id(bits), leader, player)
    token = format_join_token(joining)
    assert parse_join_token(token) == joining and parse_token(token) == joining and token_kind(token) == "join"
    assert split_tokens(f"I'm in! {link('https://x.example/', token)}") == [token]


def test_a_first_edition_of_results_keeps_the_first_layout_and_a_later_one_says_its_edition() -> None:
    first = RoundResults(an_invite(), (("Ann", ("axe",)), ("Bob", ())), ())
    again = RoundResults(an_invite(), first.lists + (("Cy", ("sedum",)),), (), edition=2)
    old, new = format_results_token(first), format_results_token(again)
    assert old.startswith("S1") and new.startswith("S2"), "apps before editions still read a first edition"
    assert parse_results_token(new).edition == 2 and parse_results_token(old).edition == 1
    assert split_tokens(f"{old} then {new}") == [old, new]
    with pytest.raises(TokenError) as newer:
        parse_results_token("S3" + new[2:])
    assert newer.value.problem == Problem.NEWER_VERSION
    for bad in (0, 1001):
        with pytest.raises(TokenError, match="edition"):
            RoundResults(an_invite(), (), (), edition=bad)


@settings(max_examples=100, deadline=None)
@given(shared_boards())
def test_shared_boards_round_trip(shared: SharedBoard) -> None:
    token = format_board_token(shared)
    assert parse_board_token(token) == shared and token_kind(token) == "board"


def test_a_board_keeps_every_face_and_its_shape() -> None:
    every = Board(3, 9, (*"ABCDEFGHIJKLMNOPQRSTUVWXYZ", QU))
    assert parse_round_token(format_round_token(an_invite(every))).board == every
    tall = Board(16, 1, ("Z",) * 16)
    assert parse_round_token(format_round_token(an_invite(tall))).board == tall


def test_a_link_and_pasted_text_read_as_the_token() -> None:
    token = format_round_token(an_invite(start=CLOCK + 15_000, closes=CLOCK + 3_600_000))
    address = link("https://beguile.example/play/", token)
    assert address == f"https://beguile.example/play/#{token}"
    assert link("https://beguile.example/#R1old", token) == f"https://beguile.example/#{token}"
    chat = f"Join my round!\n<{address[:30]}\n{address[30:61]} {address[61:]}>."
    for text in (token, address, chat, f"  {token}\n", f'"{token}"', address.replace("#", "%23")):
        assert token_in(text) == token, text
        assert parse_round_token(text).start == CLOCK + 15_000


def test_several_tokens_are_found_in_one_pasted_message() -> None:
    invite = an_invite()
    ann = format_words_token(WordList.for_round(invite, "Ann", ["axe", "dedu"]))
    bob = format_words_token(WordList.for_round(invite, "Bob", ["deducing"] * 1 + ["sex", "wiry"]))
    message = (f"[10:02] Ann: https://beguile.example/#{ann[:25]}\n{ann[25:]}\n"
               f"[10:03] Bob: here are mine\n{bob[:40]} {bob[40:]}\nThanks! {bob}.")
    assert split_tokens(message) == [ann, bob, bob]
    back_to_back = f"{ann}\n{bob}"
    assert split_tokens(back_to_back) == [ann, bob]
    damaged = split_tokens(f"look: {ann[:-3]}xyz and more")
    assert len(damaged) == 1 and damaged[0].startswith(ann[:-3])
    with pytest.raises(TokenError) as caught:
        parse_words_token(damaged[0])
    assert caught.value.problem == Problem.DAMAGED
    assert split_tokens("no tokens here, Really") == []
    assert token_kind("Robert") is None and token_kind("") is None and token_kind(f"see {bob[:-1]}") == "words"


@pytest.mark.parametrize("text, problem, message", [
    ("", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("hello world", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("https://beguile.example/", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("R1", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("R1abc$def", Problem.DAMAGED, "damaged"),
    ("X1ASNFZ4mrAQoAFA", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("R²ASNFZ4mrAQoAFA", Problem.NOT_A_TOKEN, "not a Beguile token"),
    ("R9ASNFZ4mrAQoAFA", Problem.NEWER_VERSION, "newer version"),
    ("R0ASNFZ4mrAQoAFA", Problem.OLDER_VERSION, "older version"),
    ("R1ASNFZ", Problem.DAMAGED, "damaged"),
    ("R1ASNFZ4mrAQoAFAM", Problem.DAMAGED, "damaged"),
])
def test_what_is_not_a_round_token_says_why(text: str, problem: Problem, message: str) -> None:
    with pytest.raises(TokenError, match=message) as caught:
        parse_round_token(text)
    assert caught.value.problem == problem


def test_one_changed_character_is_caught_by_the_checksum() -> None:
    token = format_round_token(an_invite())
    for i in range(2, len(token)):
        for other in "A_9":
            if token[i] != other:
                with pytest.raises(TokenError, match=r"damaged") as caught:
                    parse_round_token(token[:i] + other + token[i + 1:])
                assert caught.value.problem == Problem.DAMAGED


def test_a_token_of_another_kind_is_named() -> None:
    invite = an_invite()
    words = format_words_token(WordList.for_round(invite, "Bob", ["axe"]))
    with pytest.raises(TokenError, match="this is a words token, not a round invitation") as caught:
        parse_round_token(words)
    assert caught.value.problem == Problem.WRONG_KIND
    with pytest.raises(TokenError, match="this is a round invitation, not a results token"):
        parse_results_token(format_round_token(invite))


def test_words_answer_only_their_own_round() -> None:
    invite = an_invite()
    words = WordList.for_round(invite, "Bob", ["axe"])
    assert words.answers(invite)
    assert not words.answers(an_invite(round=4))
    assert not words.answers(an_invite(session="0123456789ac"))
    assert not words.answers(an_invite(board=Board.from_text("AXDWI/SEDMR/OULYE/CBNGS/PIBZE")))


def test_words_are_folded_sorted_and_kept_once() -> None:
    assert clean_words(["Brisé", "axe", " AXE ", "", "Œuvre", "zèbre"]) == ("axe", "brise", "oeuvre", "zebre")
    with pytest.raises(TokenError, match="not a word of letters"):
        clean_words(["don't"])
    with pytest.raises(TokenError, match="sorted"):
        WordList("0123456789ab", 1, "00000000", "Bob", ("b", "a"))


@pytest.mark.parametrize("name, cleaned", [
    ("  Ann  ", "Ann"), ("Jean   Luc", "Jean Luc"), ("Zoe\u0301", "Zoé"), ("👩‍👧 Mum", "👩‍👧 Mum"), ("李", "李"),
])
def test_names_are_cleaned(name: str, cleaned: str) -> None:
    assert clean_name(name) == cleaned


@pytest.mark.parametrize("name", ["", "   ", "x" * (MAX_NAME + 1), "Ann\u202eevil", "Ann\x07"])
def test_names_that_cannot_travel_are_refused(name: str) -> None:
    with pytest.raises(TokenError, match="name"):
        clean_name(name)


def test_values_out_of_bounds_are_refused_before_a_token_is_made() -> None:
    for changes in ({"session": "xyz"}, {"round": 0}, {"rules": "chess"}, {"dictionary": "klingon"},
                    {"dictionary_version": "12345"}, {"seconds": 5}, {"seconds": 901}, {"clock": -1},
                    {"start": CLOCK + 401 * 86_400_000}, {"leader": ""}, {"target": 0}):
        with pytest.raises(TokenError):
            an_invite(**changes)
    with pytest.raises(TokenError, match="twice"):
        RoundResults(an_invite(), (("Ann", ()), ("ann", ())))
    with pytest.raises(TokenError, match="planted"):
        SharedBoard("beguile", "en", "1a2b", BOARD_5, 180, Planted("axe", ((0, 0), (2, 2), (0, 2))))


def test_every_rule_set_and_dictionary_has_a_token_code() -> None:
    assert set(RULES_CODES) == set(RULES) and len(set(RULES_CODES)) == len(RULES_CODES)
    assert set(DICTIONARY_CODES) == set(DICTIONARIES) and len(set(DICTIONARY_CODES)) == len(DICTIONARY_CODES)
    assert RULES_CODES[:3] == ("beguile", "beguile-longest", "beguile-fr"), "codes are never reordered"


def test_the_dictionary_version_is_the_start_of_the_lexicons_hash(en: Lexicon) -> None:
    assert dictionary_version(en) == en.content_hash()[:4]
    assert dictionary_version(en) != dictionary_version(load_lexicon("fr"))


def test_the_board_key_tells_boards_apart() -> None:
    assert board_key(BOARD_5) == board_key(Board.from_text(BOARD_5.to_text().lower()))
    assert board_key(Board.from_text("ABCD")) != board_key(Board.from_text("AB/CD"))
