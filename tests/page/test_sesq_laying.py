"""Laying tiles before Play, as a player does it on a phone: the arrow, tray taps, typing, taking back."""

from __future__ import annotations

import random

from page.sesq.laying import (
    Laid, Laying, arrange, fit, lay_letter, move_slot, move_tile, name_blank, recall, refill, restored, shuffle,
    take_back_last, tap_square, tap_tray, to_tray, turn, with_play,
)

from beguile.sesquipedal.board import Board

EMPTY = Board()
H8 = (7, 7)


def board_with(row: int, col: int, text: str) -> Board:
    board = Board()
    for i, tile in enumerate(text):
        board.cells[row * 15 + col + i] = tile
    return board


def test_tapping_a_square_sets_the_arrow_turns_it_then_takes_it_away() -> None:
    lay = Laying(tuple("HEALSO?"))
    lay = tap_square(lay, EMPTY, H8)
    assert (lay.cursor, lay.across) == (H8, True)
    lay = tap_square(lay, EMPTY, H8)
    assert (lay.cursor, lay.across) == (H8, False)
    lay = tap_square(lay, EMPTY, H8)
    assert lay.cursor is None
    lay = tap_square(tap_square(lay, EMPTY, H8), EMPTY, H8)
    lay = tap_square(lay, EMPTY, (3, 3))
    assert lay.cursor == (3, 3) and lay.across is True, "a new square starts across again"


def test_tray_tiles_land_on_the_arrow_which_skips_tiles_on_the_board() -> None:
    board = board_with(7, 8, "AL")  # A and L on I8 and J8
    lay = tap_square(Laying(tuple("HESXYZQ")), board, H8)
    lay = tap_tray(lay, board, 0)  # H on H8
    assert lay.cursor == (7, 10), "the arrow jumps over A and L"
    lay = tap_tray(lay, board, 2)  # S
    assert lay.placements() == [(7, 7, "H"), (7, 10, "S")] and lay.cursor == (7, 11)
    # taps on tiles already laid are gaps in the tray: a tap takes that tile back
    assert lay.slot_laid(0) is not None
    lay = tap_tray(lay, board, 0)
    assert lay.placements() == [(7, 10, "S")]


def test_at_the_edge_the_arrow_goes_and_tray_taps_pick_up_a_tile_for_the_next_square() -> None:
    lay = tap_square(Laying(tuple("ABCDEFG")), EMPTY, (7, 14))
    lay = tap_tray(lay, EMPTY, 0)
    assert lay.cursor is None and lay.placements() == [(7, 14, "A")]
    lay = tap_tray(lay, EMPTY, 1)
    assert lay.picked == 1 and len(lay.laid) == 1
    lay = tap_square(lay, EMPTY, (8, 14))
    assert lay.placements() == [(7, 14, "A"), (8, 14, "B")] and lay.picked is None


def test_tapping_a_laid_tile_sends_it_back_and_the_next_square_or_tile_replaces_it() -> None:
    lay = Laying(tuple("CATSXYZ"))
    lay = tap_square(lay, EMPTY, H8)
    for slot in (0, 1, 2):
        lay = tap_tray(lay, EMPTY, slot)
    lay = tap_square(lay, EMPTY, (7, 8))  # the A goes back, picked up, and the arrow comes to its square
    assert lay.placements() == [(7, 7, "C"), (7, 9, "T")] and lay.picked == 1 and lay.cursor == (7, 8)
    moved = tap_square(lay, EMPTY, (8, 7))  # a square: the A moves there
    assert moved.placements()[-1] == (8, 7, "A")
    other = tap_tray(lay, EMPTY, 4)  # a tray tile: it lands where the A was
    assert (7, 8, "X") in other.placements() and other.picked is None


def test_the_arrow_follows_the_line_of_the_tiles_laid() -> None:
    lay = tap_tray(tap_square(Laying(tuple("ABCDEFG")), EMPTY, H8), EMPTY, 0)
    lay = tap_square(lay, EMPTY, (9, 7))
    assert lay.cursor == (9, 7) and lay.across is False


def test_typing_lays_the_letter_or_a_blank_and_backspace_takes_the_last_back() -> None:
    lay = tap_square(Laying(tuple("HEAL?XY")), EMPTY, H8)
    for letter in "heals":
        lay = lay_letter(lay, EMPTY, letter)
    assert lay.placements() == [(7, 7, "H"), (7, 8, "E"), (7, 9, "A"), (7, 10, "L"), (7, 11, "s")]
    assert lay_letter(lay, EMPTY, "z") is None, "no Z and no blank left"
    lay = take_back_last(lay)
    assert lay.cursor == (7, 11) and len(lay.laid) == 4
    assert lay_letter(Laying(tuple("ABC")), EMPTY, "a") is None, "no arrow: nowhere to lay"


def test_a_blank_waits_for_its_letter_and_can_be_renamed() -> None:
    lay = tap_tray(tap_square(Laying(tuple("?AB")), EMPTY, H8), EMPTY, 0)
    assert lay.unnamed_blank() == H8 and lay.placements() == [(7, 7, "?")]
    lay = name_blank(lay, H8, "Q")
    assert lay.placements() == [(7, 7, "q")] and lay.unnamed_blank() is None
    assert name_blank(lay, H8, "z").placements() == [(7, 7, "z")]
    assert name_blank(lay, (0, 0), "z") == lay


def test_recall_shuffle_and_reorder_keep_the_tiles() -> None:
    lay = Laying(tuple("ABCDEFG"))
    lay = tap_tray(tap_tray(tap_square(lay, EMPTY, H8), EMPTY, 2), EMPTY, 5)
    back = recall(lay)
    assert back.laid == () and back.cursor == H8 and back.tray == lay.tray
    mixed = shuffle(lay, random.Random(4))
    assert sorted(mixed.tray) == sorted(lay.tray)
    assert [mixed.tray[t.slot] for t in mixed.laid] == ["C", "F"], "laid tiles follow their slots"
    assert {t.slot for t in mixed.laid} == {2, 5}, "the gaps stay where they were"
    moved = move_slot(lay, 0, 6)
    assert moved.tray == tuple("BCDEFGA") and [moved.tray[t.slot] for t in moved.laid] == ["C", "F"]


def test_dragging_a_laid_tile_to_another_square_or_back_to_the_tray() -> None:
    lay = tap_tray(tap_square(Laying(tuple("AB")), EMPTY, H8), EMPTY, 0)
    assert move_tile(lay, EMPTY, H8, (2, 2)).placements() == [(2, 2, "A")]
    board = board_with(2, 2, "Z")
    assert move_tile(lay, board, H8, (2, 2)) == lay, "not onto a tile"
    assert to_tray(lay, H8).laid == ()


def test_space_turns_the_arrow() -> None:
    lay = tap_square(Laying(tuple("AB")), EMPTY, H8)
    assert turn(lay).across is False and turn(turn(lay)).across is True


def test_a_proposed_play_is_laid_from_the_tray_with_blanks() -> None:
    lay = Laying(tuple("SEL?HXA"))
    proposed = with_play(lay, EMPTY, [(7, 7, "H"), (7, 8, "E"), (7, 9, "A"), (7, 10, "L"), (7, 11, "t")])
    assert proposed.placements() == [(7, 7, "H"), (7, 8, "E"), (7, 9, "A"), (7, 10, "L"), (7, 11, "t")]
    assert proposed.tray == lay.tray
    assert with_play(lay, EMPTY, [(7, 7, "Q")]) == lay, "a tile the tray lacks: nothing laid"


def test_a_new_tray_keeps_the_order_and_fills_the_gaps() -> None:
    assert arrange(tuple("ABCDEFG"), {0, 1, 3, 4, 6}, "ABDEGXY") == tuple("ABXDEYG")
    assert arrange(tuple("ABC"), {0, 1, 2}, "CBA") == tuple("ABC")
    assert arrange(tuple("ABC"), {0, 1, 2}, "AB") == tuple("AB"), "the bag ran out: the tray shrinks"
    lay = tap_tray(tap_tray(tap_square(Laying(tuple("HEALSXY")), EMPTY, H8), EMPTY, 0), EMPTY, 1)
    assert refill(lay, "ALSXYQU", {2, 3, 4, 5, 6}).tray == tuple("QUALSXY")


def test_a_move_on_the_board_sends_back_the_tiles_it_covers() -> None:
    lay = tap_tray(tap_tray(tap_square(Laying(tuple("AB")), EMPTY, H8), EMPTY, 0), EMPTY, 1)
    board = board_with(7, 8, "ZZ")  # the computer played on the B and on the arrow's square
    after = fit(lay, board)
    assert after.placements() == [(7, 7, "A")] and after.cursor is None


def test_a_saved_laying_comes_back_only_where_it_still_fits() -> None:
    board = board_with(7, 8, "Z")
    lay = restored("BA?", "AB?", [(7, 7, 1, "A"), (7, 8, 0, "B"), (6, 6, 2, "q")], board)
    assert lay.tray == tuple("BA?") and lay.laid == (Laid((7, 7), 1, "A"), Laid((6, 6), 2, "q"))
    assert restored("QQQ", "AB?", [], board).tray == tuple("AB?"), "an order of other tiles is ignored"
