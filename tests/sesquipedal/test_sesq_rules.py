"""Placement rules and scoring: every worked example of seed 002, and the primary-word rule."""

import re

import pytest
from sesq_helpers import board_with

from beguile.sesquipedal.board import Board, BoardError, parse_square_name, square_name
from beguile.sesquipedal.play import IllegalPlay, check_play, notation, parse_notation
from beguile.sesquipedal.scoring import CROSS_LENGTH_POINTS, PRIMARY_LENGTH_POINTS
from beguile.sesquipedal.tiles import ENGLISH, Bag, TileError, TileSet, parse_tray, remove_tiles


def across(row, col, text):
    return [(row, col + i, t) for i, t in enumerate(text)]


def down(row, col, text):
    return [(row + i, col, t) for i, t in enumerate(text)]


HEAL = board_with((7, 4, "HEAL"))  # H E A L on row 8, columns E-H; L on the centre square


# --- the tile set -------------------------------------------------------------------

def test_english_tile_set_has_100_tiles_with_two_blanks():
    assert ENGLISH.total == 100
    assert ENGLISH.counts["?"] == 2
    assert sum(n for t, n in ENGLISH.counts.items() if t != "?") == 98
    assert ENGLISH.points["Q"] == 10 and ENGLISH.points["E"] == 1 and ENGLISH.points["?"] == 0
    assert len(ENGLISH.tiles()) == 100


def test_tile_set_is_data_that_can_be_swapped():
    tiny = TileSet.from_text("tiny", "A 3 2\nB 1 5\n? 1 0\n")
    assert tiny.tiles() == ["?", "A", "A", "A", "B"]
    assert tiny.value("B") == 5 and tiny.value("b") == 0
    with pytest.raises(TileError):
        TileSet.from_text("bad", "A three 1")
    assert TileSet.from_text("tiny", tiny.to_text()) == tiny and TileSet.from_text("en", ENGLISH.to_text()) == ENGLISH


@pytest.mark.parametrize(("text", "complaint"), [
    ("A \u00b2 1", "line 1: expected `tile count points`, got 'A \u00b2 1'"),
    ("A 1 --5", "expected `tile count points`"),
    ("A 1\nB 2 2", "line 1: expected"),
    ("\u00df 1 1", "line 1: '\u00df' is not a tile"),
    ("AB 1 1", "'AB' is not a tile"),
    ("A 1 1\na 2 2", "line 2: tile A appears twice"),
    ("A 99999999999999 1", "at most 1000 tiles of a kind, worth -100 to 100 points"),
    ("A 1 101", "worth -100 to 100 points"),
    ("A 600 1\nB 600 1", "a tile set holds 1 to 1000 tiles, not 1200"),
    ("# nothing\n", "a tile set holds 1 to 1000 tiles, not 0"),
])
def test_tile_set_text_errors_name_the_line_and_the_bound(text, complaint):
    with pytest.raises(TileError, match=re.escape(complaint)):
        TileSet.from_text("bad", text)
    with pytest.raises(TileError, match="a tile set is text"):
        TileSet.from_text("bad", None)


def test_bag_draws_are_seeded():
    import random
    one = Bag(ENGLISH.tiles(), random.Random(5)).draw(7)
    two = Bag(ENGLISH.tiles(), random.Random(5)).draw(7)
    assert one == two and len(one) == 7


def test_tray_parsing_and_removal():
    assert parse_tray("ae_s?") == "AE?S?"
    for bad in ("AB1", "\u00df", "\u0131", ["A"]):  # ß and dotless i would pass for SS and I once uppercased
        with pytest.raises(TileError):
            parse_tray(bad)
    assert remove_tiles("ABE?", "Ae") == "BE"
    with pytest.raises(TileError):
        remove_tiles("ABE", "Z")


# --- the board ----------------------------------------------------------------------

def test_board_text_round_trip_and_errors():
    board = board_with((7, 4, "HEAl"))
    assert Board.from_text(board.to_text()) == board
    spaced = "\n".join(" ".join(line) for line in board.to_text().splitlines())
    assert Board.from_text("# a comment\n" + spaced) == board
    with pytest.raises(BoardError, match="15 lines"):
        Board.from_text("...\n")
    with pytest.raises(BoardError, match="line 2"):
        Board.from_text("\n".join(["." * 15, "." * 14] + ["." * 15] * 13))
    with pytest.raises(BoardError, match="not a square"):
        Board.from_text("\n".join(["." * 14 + "1"] + ["." * 15] * 14))
    with pytest.raises(BoardError, match="a board is text, not bytes"):
        Board.from_text(board.to_text().encode())


def test_square_names():
    assert square_name(7, 7, True) == "8H" and square_name(7, 7, False) == "H8"
    assert parse_square_name("8H") == (7, 7, True)
    assert parse_square_name("a15") == (14, 0, False)
    with pytest.raises(BoardError):
        parse_square_name("P3")


# --- placement rules ----------------------------------------------------------------

def test_first_play_must_cover_the_centre_with_two_tiles(small_lexicon):
    assert check_play(Board(), across(7, 6, "AT"), small_lexicon).score == 2 - 15
    assert check_play(Board(), down(6, 7, "AT"), small_lexicon).primary.across is False
    with pytest.raises(IllegalPlay, match="centre"):
        check_play(Board(), across(6, 6, "AT"), small_lexicon)
    with pytest.raises(IllegalPlay, match="two or more tiles"):
        check_play(Board(), [(7, 7, "A")], small_lexicon)


def test_tiles_must_lie_in_one_line_without_gaps(small_lexicon):
    with pytest.raises(IllegalPlay, match="one row or one column"):
        check_play(Board(), [(7, 7, "A"), (8, 8, "T")])
    with pytest.raises(IllegalPlay, match="gap"):
        check_play(Board(), [(7, 6, "A"), (7, 8, "T")])
    # squares between the tiles that hold board tiles are no gap (no lexicon: placement only)
    board = board_with((7, 6, "AT"))
    play = check_play(board, [(7, 5, "E"), (7, 8, "E")])
    assert play.primary.text == "EATE"


def test_gap_through_board_tiles_is_allowed_and_words_checked(small_lexicon):
    board = board_with((7, 6, "EA"))
    play = check_play(board, [(7, 8, "T")], small_lexicon)
    assert play.primary.text == "EAT" and play.score == 3 - 10
    with pytest.raises(IllegalPlay, match="not in the dictionary: EATT"):
        check_play(board_with((7, 6, "EAT")), [(7, 9, "T")], small_lexicon)


def test_later_plays_must_join_the_board(small_lexicon):
    with pytest.raises(IllegalPlay, match="join"):
        check_play(HEAL, across(2, 2, "AT"), small_lexicon)
    with pytest.raises(IllegalPlay, match="already holds"):
        check_play(HEAL, [(7, 4, "S")], small_lexicon)
    with pytest.raises(IllegalPlay, match="off the board"):
        check_play(HEAL, [(7, 15, "S")], small_lexicon)
    with pytest.raises(IllegalPlay, match="two tiles"):
        check_play(HEAL, [(7, 8, "S"), (7, 8, "S")], small_lexicon)
    with pytest.raises(IllegalPlay, match="at least one"):
        check_play(HEAL, [], small_lexicon)


def test_blanks_stand_for_a_letter_and_score_nothing(small_lexicon):
    play = check_play(HEAL, [(7, 8, "s")], small_lexicon)
    assert play.primary.text == "HEALs" and play.score == 7 + 10
    with pytest.raises(IllegalPlay, match="choose the letter"):
        check_play(HEAL, [(7, 8, "?")], small_lexicon)
    with pytest.raises(IllegalPlay, match="not a tile"):
        check_play(HEAL, [(7, 8, "1")], small_lexicon)
    assert check_play(HEAL, [(7, 8, "s")]).used() == "?"


# --- scoring: the seed's worked examples --------------------------------------------

def test_length_tables_are_the_seeds():
    assert PRIMARY_LENGTH_POINTS[1:] == (0, -15, -10, 0, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105)
    assert CROSS_LENGTH_POINTS[1:] == (0, 0, 0, 0, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105)


@pytest.mark.parametrize(
    ("word", "letter_points", "length_points", "total"),
    [("HAT", 6, -10, -4), ("HATE", 7, 0, 7), ("HEALS", 8, 10, 18), ("WATCHES", 15, 21, 36)],
)
def test_seed_totals_for_3_4_5_and_7_letter_words(small_lexicon, word, letter_points, length_points, total):
    play = check_play(Board(), across(7, 7 - len(word) // 2, word), small_lexicon)
    assert play.primary.letter_points == letter_points
    assert play.primary.length_points == length_points
    assert play.score == total
    assert len(play.words) == 1


def test_seed_so_heals_scores_5(small_lexicon):
    play = check_play(HEAL, down(7, 8, "SO"), small_lexicon)
    assert [(w.text, w.primary, w.letter_points, w.length_points) for w in play.words] == [
        ("SO", True, 2, -15),
        ("HEALS", False, 8, 10),
    ]
    assert play.score == 5


def test_seed_heals_alone_scores_18(small_lexicon):
    play = check_play(HEAL, [(7, 8, "S")], small_lexicon)
    assert [w.text for w in play.words] == ["HEALS"] and play.score == 18


def test_no_bonus_for_seven_tiles(small_lexicon):
    play = check_play(Board(), across(7, 4, "WATCHES"), small_lexicon)
    assert play.score == 15 + 21


def test_short_cross_words_are_not_penalised(small_lexicon):
    board = board_with((7, 6, "HE"))
    play = check_play(board, across(8, 6, "AT"), small_lexicon)  # AT under HE: cross-words HA and ET
    assert [w.text for w in play.words] == ["AT", "HA", "ET"]
    assert [w.length_points for w in play.words] == [-15, 0, 0]
    assert play.score == 2 - 15 + 5 + 2


def test_cross_words_of_five_letters_earn_length_points(small_lexicon):
    board = board_with((7, 4, "HEAL"))
    play = check_play(board, down(7, 8, "SO"), small_lexicon)
    assert play.words[1].length_points == 10


# --- the primary word when one tile makes words both ways ---------------------------

def test_single_tile_making_two_words_takes_the_longer_as_primary(small_lexicon):
    # HEAL across on row 8, ON across on row 9 starting under the square after L:
    # an S after HEAL makes HEALS across and SO down; HEALS (longer) is primary.
    board = board_with((7, 4, "HEAL"), (8, 8, "ON"))
    play = check_play(board, [(7, 8, "S")], small_lexicon)
    assert [(w.text, w.primary) for w in play.words] == [("HEALS", True), ("SO", False)]
    assert play.score == (8 + 10) + (2 + 0)  # 20, not SO primary: (2 - 15) + (8 + 10) = 5


def test_single_tile_primary_is_the_down_word_when_longer(small_lexicon):
    board = board_with((6, 9, "HEAL"), across=False)  # HEAL down column J, rows 7-10
    board.cells[10 * 15 + 8] = "O"  # an O left of the square under L
    play = check_play(board, [(10, 9, "S")], small_lexicon)  # HEALS down, OS across
    assert [(w.text, w.primary, w.across) for w in play.words] == [("HEALS", True, False), ("OS", False, True)]
    assert play.score == 8 + 10 + 2


def test_single_tile_equal_lengths_takes_the_across_word(small_lexicon):
    board = Board()
    for r, c, t in [(7, 6, "H"), (7, 7, "A"), (5, 8, "E"), (6, 8, "A")]:
        board.cells[r * 15 + c] = t
    play = check_play(board, [(7, 8, "T")], small_lexicon)  # HAT across, EAT down
    assert [(w.text, w.primary, w.across) for w in play.words] == [("HAT", True, True), ("EAT", False, False)]
    assert play.score == (6 - 10) + (3 + 0)


# --- notation -----------------------------------------------------------------------

def test_notation_round_trip(small_lexicon):
    board = board_with((7, 5, "EA"))
    tiles = [(7, 4, "H"), (7, 7, "l"), (7, 8, "S")]
    play = check_play(board, tiles, small_lexicon)
    text = play.notation(board)
    assert text == "8E H(EA)lS"
    assert parse_notation(board, text) == tiles
    assert notation(HEAL, 7, 8, False, [(7, 8, "S"), (8, 8, "O")]) == "I8 SO"
    with pytest.raises(IllegalPlay):
        parse_notation(board, "8E H(EX)lS")
    with pytest.raises(IllegalPlay):
        parse_notation(board, "8E HEAlS")
    with pytest.raises(IllegalPlay):
        parse_notation(board, "nonsense")
