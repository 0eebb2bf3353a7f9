"""What the crossword page shows, from real plays on the real dictionary: the points before Play as
seed 002 adds them up, why a play is not legal yet, the squares and tiles as a screen reader names them."""

from __future__ import annotations

import pytest
from page.sesq import board_view, verdict_view
from page.sesq.laying import Laying, lay_tile, tap_square, tap_tray
from page.text import Text

from beguile.lexicon import Lexicon
from beguile.sesquipedal.board import Board
from beguile.sesquipedal.play import IllegalPlay, check_play


def board_with(*words: tuple[int, int, str]) -> Board:
    board = Board()
    for row, col, text in words:
        for i, tile in enumerate(text):
            board.cells[row * 15 + col + i] = tile
    return board


HEAL = board_with((7, 4, "HEAL"))


def outcome(board: Board, tiles, lexicon: Lexicon):
    try:
        return check_play(board, tiles, lexicon)
    except IllegalPlay as error:
        return error


def test_the_points_before_play_add_up_as_seed_002_does(en: Lexicon, text_en: Text) -> None:
    """SO (2 letter points, -15 length points) with HEALS (8 + 10) across it: 5 points, SO named first."""
    found = verdict_view.verdict(outcome(HEAL, [(7, 8, "S"), (8, 8, "O")], en), text_en)
    assert found.legal and found.points == 5
    assert [(p.word, p.letters, p.length, p.primary) for p in found.parts] == [
        ("SO", 2, -15, True), ("HEALS", 8, 10, False)]
    assert [p.text for p in found.parts] == ["SO 2 \u221215", "HEALS 8 +10"]
    assert (found.button, found.total, found.label) == ("Play 5", "= 5", "Play, 5 points")
    assert found.spoken == ("so, the main word: 2 for the letters, \u221215 for the length. "
                            "heals: 8 for the letters, 10 for the length. 5 points in all.")
    alone = verdict_view.verdict(outcome(HEAL, [(7, 8, "S")], en), text_en)
    assert alone.points == 18 and [p.word for p in alone.parts] == ["HEALS"]


def test_a_play_below_zero_stands_out(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    found = verdict_view.verdict(outcome(Board(), [(7, 6, "B"), (7, 7, "A"), (7, 8, "D")], en), text_en)
    assert found.points == -4 and found.negative and found.button == "Play \u22124"
    assert found.label == "Play, \u22124 points"
    assert verdict_view.verdict(outcome(Board(), [(7, 6, "B"), (7, 7, "A"), (7, 8, "D")], en),
                                text_fr).label == "Jouer, \u22124 points"


@pytest.mark.parametrize("board, tiles, english, button, french", [
    (Board(), [(6, 6, "A"), (6, 7, "T")], "The first word must cover the centre square H8", "✗ cover the centre",
     "Le premier mot doit couvrir la case centrale H8"),
    (Board(), [(7, 6, "A"), (7, 8, "T")], "There is a gap at H8", "✗ gap at H8", "Il y a un trou en H8"),
    (Board(), [(7, 7, "A"), (8, 8, "T")], "The tiles must lie in one row or one column", "✗ not in one line",
     "Les jetons doivent être sur une seule ligne ou colonne"),
    (HEAL, [(2, 2, "A"), (2, 3, "T")], "The play must touch the tiles on the board", "✗ not joined",
     "Le coup doit toucher les jetons du plateau"),
    (HEAL, [(6, 8, "Z"), (7, 8, "Z")], "Not in the dictionary: ZZ and HEALZ", "✗ ZZ and HEALZ: not words",
     "Pas dans le dictionnaire\u00a0: ZZ et HEALZ"),
    (HEAL, [(7, 8, "Z")], "Not in the dictionary: HEALZ", "✗ HEALZ: not a word", "Pas dans le dictionnaire\u00a0: HEALZ"),
    (Board(), [(7, 7, "?"), (7, 8, "T")], "Choose the letter of the blank at H8", "✗ name the blank",
     "Choisissez la lettre du joker en H8"),
])
def test_an_illegal_play_is_named_in_both_languages(board, tiles, english, button, french, en, text_en,
                                                      text_fr) -> None:
    found = verdict_view.verdict(outcome(board, tiles, en), text_en)
    assert not found.legal and found.points is None and found.button == button
    assert found.why == english and found.label == f"Play: not yet, {english}"
    assert verdict_view.verdict(outcome(board, tiles, en), text_fr).why == french


def test_the_square_at_fault_is_marked_on_the_board(en: Lexicon, text_en: Text) -> None:
    lay = Laying(tuple("AT"))
    lay = lay_tile(lay_tile(lay, Board(), 0, (7, 6)), Board(), 1, (7, 8))
    found = verdict_view.verdict(outcome(Board(), lay.placements(), en), text_en)
    squares = board_view.squares(Board(), lay, (), text_en, found.square)
    assert "fault" in squares[7 * 15 + 7].classes.split()


def test_squares_are_named_as_players_write_them(text_en: Text, text_fr: Text) -> None:
    board = board_with((7, 6, "QIs"))
    lay = tap_tray(tap_square(Laying(tuple("E?")), board, (8, 7)), board, 0)
    views = board_view.squares(board, lay, ((7, 6), (7, 7), (7, 8)), text_en)
    assert views[0].label == "A1, empty"
    assert views[7 * 15 + 6].label == "G8, Q, 10 points, last move"
    assert (views[7 * 15 + 6].letter, views[7 * 15 + 6].points) == ("Q", "10")
    assert views[7 * 15 + 7].label == "H8, I, 1 point, centre, last move"
    assert views[7 * 15 + 8].label == "I8, blank as S, 0 points, last move"
    assert "blank" in views[7 * 15 + 8].classes and views[7 * 15 + 8].points == ""
    assert views[8 * 15 + 7].label == "H9, E, 1 point, not played yet"
    assert views[8 * 15 + 8].label == "I9, empty, arrow across", "the arrow moved on"
    assert views[8 * 15 + 8].classes == "arrow"
    empty = board_view.squares(Board(), None, (), text_fr)
    assert empty[7 * 15 + 7].label == "H8, vide, centre"


def test_the_tray_names_each_tile_and_the_gaps(text_en: Text) -> None:
    lay = tap_tray(tap_square(Laying(tuple("EQ?")), Board(), (7, 7)), Board(), 1)
    views = board_view.tray(lay, text_en)
    assert [v.label for v in views] == ["E, 1 point", "Q, 10 points, on the board at H8", "blank"]
    assert [v.letter for v in views] == ["E", "Q", ""] and "gone" in views[1].classes.split()
    picked = board_view.tray(tap_tray(Laying(tuple("EQ")), Board(), 0), text_en)
    assert picked[0].label == "E, 1 point, picked up"
