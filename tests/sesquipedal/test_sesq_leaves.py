"""Leave tables: their text form, the values a player would expect, and the tool that fits them."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from beguile.sesquipedal.leaves import LEAVE_TABLES, LeaveTable, LeaveTableError, leave_table, mix_of
from beguile.sesquipedal.players import leave_value
from beguile.sesquipedal.tiles import TILE_SETS

ROOT = Path(__file__).resolve().parents[2]


def fit_tool():
    """tools/fit_leaves.py as a module."""
    spec = importlib.util.spec_from_file_location("fit_leaves", ROOT / "tools" / "fit_leaves.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_tile_set_has_its_own_table_of_its_own_tiles():
    assert set(LEAVE_TABLES) == set(TILE_SETS)
    for name, table in LEAVE_TABLES.items():
        assert set(table.tiles) == set(TILE_SETS[name].counts), name
        assert leave_table(name) is table


def test_table_text_round_trips():
    for table in LEAVE_TABLES.values():
        again = LeaveTable.from_text(table.name, table.text())
        assert again == table
        assert again.text() == table.text()


def test_a_table_line_that_cannot_be_read_is_named():
    with pytest.raises(LeaveTableError, match="line 2"):
        LeaveTable.from_text("x", "tile S 4\nmix 2 x 1\n")
    with pytest.raises(LeaveTableError, match="line 1"):
        LeaveTable.from_text("x", "tile SS 4\n")


def test_a_leave_is_the_sum_of_its_parts():
    table = LeaveTable.from_text("x", "tile S 4\ntile E 1\ncopy E -2\nmix 2 1 0.5\nq-without-u -3\ntile Q -1")
    assert table.value("") == 0
    assert table.value("EES") == 4 + 2 * 1 - 2 + 0.5
    assert table.value("Q") == -1 - 3
    assert table.value("QU") == -1
    assert mix_of("AE?S") == (2, 1)


@pytest.mark.parametrize("tile_set", sorted(TILE_SETS))
def test_the_expert_prefers_good_leaves_to_bad_ones(tile_set):
    value = lambda leave: leave_value(leave, tile_set)  # noqa: E731
    assert value("?") > value("S") > value("Q")
    assert value("?") > value("") > value("UUV")
    assert value("ERS") > value("UUV")
    assert value("EEEE") < value("E")
    assert value("IIUU") < value("")


def test_the_fit_recovers_known_values_from_noisy_turns():
    tool = fit_tool()
    truth = LeaveTable.from_text("t", "tile S 6\ntile Q -4\ntile E 1\ncopy E -3\nmix 1 1 2\nmix 0 1 -1\n"
                                      "mix 1 0 0\nmix 2 0 -2\nmix 0 2 -1\nmix 1 2 1\nmix 2 1 1\nq-without-u -2")
    rng = random.Random(7)
    samples = []
    for _ in range(20_000):
        leave = "".join(sorted(rng.choice("SQEEU") for _ in range(rng.randint(0, 3))))
        samples.append((leave, 30 + truth.value(leave) + rng.gauss(0, 5)))
    fitted = LeaveTable.from_text("t", "\n".join(f"{k} {v}" for k, v in tool.fit(samples).items()))
    for leave in ("S", "Q", "QU", "E", "EE", "ES", "SQE", "EEU"):
        assert fitted.value(leave) == pytest.approx(truth.value(leave), abs=0.6), leave


def test_the_tool_writes_a_table_in_place(tmp_path, monkeypatch):
    tool = fit_tool()
    tables = tmp_path / "leave_tables.py"
    tables.write_text('A = 1\nENGLISH_LEAVES = """\\\ntile S 1.00\n"""\n\nFRENCH_LEAVES = """\\\ntile S 2.00\n"""\n')
    monkeypatch.setattr(tool, "TABLES", tables)
    tool.write_table("fr", "# new\ntile S 3.00\n")
    namespace: dict = {}
    exec(tables.read_text(), namespace)
    assert namespace["ENGLISH_LEAVES"] == "tile S 1.00\n"
    assert namespace["FRENCH_LEAVES"] == "# new\ntile S 3.00\n"
