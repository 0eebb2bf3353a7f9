"""The move generator against a brute-force enumeration of every placement on small positions."""

import itertools
import random

import pytest
from sesq_helpers import board_with

from beguile.lexicon import Lexicon
from beguile.sesquipedal.board import Board
from beguile.sesquipedal.movegen import MoveGenerator
from beguile.sesquipedal.play import IllegalPlay, check_play

SMALL = """a at ate eat eta tea teas tae ta tat tate tas sat set sea seat seta east eats ates etas
ts as es se st ae sae tase teat teats tests test sett stet state states taste tastes estate seats""".split()
LETTERS = sorted(set("".join(SMALL)))


def brute_force(board: Board, tray: str, lexicon: Lexicon) -> dict[frozenset, int]:
    """Every legal play, by trying every ordered choice of tray tiles on every run of empty squares."""
    found: dict[frozenset, int] = {}
    options = [[t] if t != "?" else [x for x in LETTERS] for t in tray]
    for across, line, start in itertools.product((True, False), range(15), range(15)):
        squares = [(line, i) if across else (i, line) for i in range(start, 15)]
        empty = [sq for sq in squares if board[sq] == "."]
        if board[squares[0]] != ".":
            continue
        for k in range(1, len(tray) + 1):
            if k > len(empty):
                break
            for order in itertools.permutations(range(len(tray)), k):
                for letters in itertools.product(*(options[i] for i in order)):
                    placements = [
                        (r, c, letter.upper() if tray[i] != "?" else letter)
                        for (r, c), i, letter in zip(empty, order, letters)
                    ]
                    key = frozenset(placements)
                    if key in found:
                        continue
                    try:
                        found[key] = check_play(board, placements, lexicon).score
                    except IllegalPlay:
                        pass
    return found


def generated(board: Board, tray: str, lexicon: Lexicon) -> dict[frozenset, int]:
    moves = MoveGenerator(lexicon).plays(board, tray)
    table = {frozenset(m.tiles()): m.score for m in moves}
    assert len(table) == len(moves), "a play was listed twice"
    for m in moves:
        assert sorted(m.used()) == sorted(
            t if t <= "Z" else "?" for _, _, t in m.tiles()
        )
    return table


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.from_words(SMALL)


def random_position(lexicon: Lexicon, seed: int, plays: int) -> Board:
    """A board reached by random legal plays of random small-alphabet trays."""
    rng = random.Random(seed)
    board = Board()
    gen = MoveGenerator(lexicon)
    for _ in range(plays):
        tray = "".join(rng.choice("AAEESSTT?") for _ in range(5))
        moves = gen.plays(board, tray)
        if moves:
            board.place(rng.choice(moves).tiles())
    return board


def test_first_move_matches_brute_force(lexicon):
    board = Board()
    assert generated(board, "TEAS", lexicon) == brute_force(board, "TEAS", lexicon)


@pytest.mark.parametrize("seed", range(6))
def test_random_positions_match_brute_force(lexicon, seed):
    rng = random.Random(100 + seed)
    board = random_position(lexicon, seed, 3 + seed)
    tray = "".join(rng.choice("AEST") for _ in range(4))
    want = brute_force(board, tray, lexicon)
    assert generated(board, tray, lexicon) == want
    assert want, "the position should allow some play"


@pytest.mark.parametrize("seed", range(3))
def test_blank_trays_match_brute_force(lexicon, seed):
    board = random_position(lexicon, 10 + seed, 4)
    tray = ["TE?", "S??", "A?"][seed]
    assert generated(board, tray, lexicon) == brute_force(board, tray, lexicon)


def test_single_tile_both_ways_is_listed_once_with_the_longer_word_primary():
    lexicon = Lexicon.from_words(["heal", "heals", "so", "on"])
    board = board_with((7, 4, "HEAL"), (8, 8, "ON"))
    plays = {frozenset(m.tiles()): m for m in MoveGenerator(lexicon).plays(board, "S")}
    move = plays[frozenset({(7, 8, "S")})]
    assert move.score == 20 == check_play(board, move.tiles(), lexicon).score
    assert move.across and move.word(board) == "HEALS"


def test_one_letter_words_never_count():
    lexicon = Lexicon.from_words(["a", "at"])
    assert {m.code for m in MoveGenerator(lexicon).plays(Board(), "AT")} == {"AT"}


def test_no_play_and_lines_filter(lexicon):
    gen = MoveGenerator(lexicon)
    assert gen.plays(Board(), "XYZ") == []
    board = board_with((7, 5, "SEAT"))
    all_raw = gen.generate(board, "STE")
    only_row = gen.generate(board, "STE", lines=[(True, 7)])
    assert only_row and set(only_row) == {m for m in all_raw if m[1] and m[2] == 7}


def test_move_helpers(lexicon):
    board = board_with((7, 5, "SEAT"))
    move = next(m for m in MoveGenerator(lexicon).plays(board, "ES") if m.code == "....S")
    assert move.word(board) == "SEATS" and move.notation(board) == "8F (SEAT)S" and move.used() == "S"
