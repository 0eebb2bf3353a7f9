"""The expert's learned leave values: the table ships, loads, is what the expert counts, and can be learned again."""

import subprocess
import sys
from pathlib import Path

import pytest

from beguile.sesquipedal.game import Game, Player
from beguile.sesquipedal.leaves import LeaveTableError, format_table, leave_table, parse_table, table_value, terms
from beguile.sesquipedal.movegen import Move
from beguile.sesquipedal.players import LEARNED_SCALE, keep_value, leave_value, static_rank, thumb_value
from beguile.sesquipedal.tiles import ENGLISH, leave_after

ROOT = Path(__file__).resolve().parents[2]


def test_the_english_table_loads_with_a_value_for_every_tile():
    table = leave_table("en")
    assert table is not None
    assert set(ENGLISH.counts) <= set(table)
    singles = {tile: value for tile, value in table.items() if len(tile) == 1}
    assert max(singles, key=singles.get) in {"?", "S"}, "a blank or an S is the best tile to keep"
    assert table["?"] > 0 and table["S"] > 0 and table["Q"] < 0
    assert table["QU"] > 0, "a Q is easier to keep with its U"
    assert table["?"] > table["QU"] + table["Q"]


def test_a_leave_is_worth_its_tiles_and_each_pair_of_them():
    table = {"E": 1.0, "R": 0.5, "S": 4.0, "ER": 2.0, "EE": -3.0}
    assert terms("ERS") == ["E", "R", "S", "ER", "ES", "RS"]
    assert table_value(table, "ERS") == 1.0 + 0.5 + 4.0 + 2.0
    assert table_value(table, "EE") == 1.0 + 1.0 - 3.0


def test_the_expert_counts_the_learned_table():
    table = leave_table("en")
    for leave in ["S", "ERS", "?EQ", "AEIOU", "EEGIN"]:
        assert leave_value(leave) == pytest.approx(LEARNED_SCALE * table_value(table, leave))
    assert leave_value("ERS") > leave_value("UUV")
    assert leave_value("?") > leave_value("Q")
    assert leave_value("EEEE") < leave_value("E")
    assert leave_value("AEIOU") < leave_value("AERT")


def test_a_tile_set_without_a_table_falls_back_on_the_rule_of_thumb():
    assert leave_table("no-such-tiles") is None
    assert leave_value("ERS", "no-such-tiles") == thumb_value("ERS")
    assert leave_value("ERS", "en") != thumb_value("ERS")


def test_static_equity_is_points_plus_the_learned_value_of_what_is_kept(en):
    game = Game([Player("computer", 3), Player("computer", 2)], 12, en)
    tray, bag = game.trays[0], len(game.bag)
    for equity, action in static_rank(game, 0)[:10]:
        if action.kind == "play":
            kept = leave_after(tray, action.move.used())
            assert equity == pytest.approx(action.move.score + keep_value(kept, bag))
    assert isinstance(static_rank(game, 0)[0][1].move, Move)


def test_a_table_round_trips_through_its_text():
    table = {"?": 20.5, "S": 9.25, "ER": 1.5, "EE": -3.0}
    assert parse_table(format_table(table, "learned\nby a test")) == table
    with pytest.raises(LeaveTableError, match="line 2"):
        parse_table("S 1.0\nSTR 2.0\n")
    with pytest.raises(LeaveTableError, match="number"):
        parse_table("S many\n")


def test_the_learning_script_learns_a_table_for_a_tile_set_from_seeded_games():
    def learn() -> str:
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "sesq_leaves.py"), "--games", "2",
                               "--workers", "1", "--check"], capture_output=True, text=True, check=True)
        return done.stdout

    text = learn()
    table = parse_table(text)
    assert any(len(term) == 1 for term in table) and any(len(term) == 2 for term in table)
    assert "tools/sesq_leaves.py --games 2" in text, "the table says how to learn it again"
    assert learn() == text, "the same seeds learn the same table"
