"""The `beguile sesq` command line: output, JSON, and one-line errors for bad input."""

import argparse
import json

import pytest
from sesq_helpers import board_with

from beguile.sesquipedal.board import Board
from beguile.sesquipedal.cli import add_parser


class Parser(argparse.ArgumentParser):
    """Like the main command line: a parse error is a ValueError with one line."""

    def error(self, message):
        raise ValueError(message)


def run(argv, lexicon, capsys):
    """Parse and run as `beguile` does; (status, stdout, error message or None)."""
    parser = Parser(prog="beguile")
    add_parser(parser.add_subparsers(dest="command", required=True))
    try:
        args = parser.parse_args(argv)
        args.lexicon = lexicon
        status = args.func(args)
    except ValueError as error:
        message = str(error)
        assert "\n" not in message
        return 2, capsys.readouterr().out, message
    return status, capsys.readouterr().out, None


@pytest.fixture
def heal_file(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text(board_with((7, 4, "HEAL")).to_text())
    return str(path)


def test_moves_lists_plays_best_first(heal_file, small_lexicon, capsys):
    status, out, error = run(["sesq", "moves", "--board", heal_file, "--tray", "SO", "--top", "3"], small_lexicon, capsys)
    assert status == 0 and error is None
    lines = out.splitlines()
    assert lines[0].endswith("best 3:")
    assert lines[1].split()[:3] == ["18", "8E", "(HEAL)S"]  # HEALS alone beats SO/HEALS (5)
    scores = [int(line.split()[0]) for line in lines[1:4]]
    assert scores == sorted(scores, reverse=True)


def test_moves_json(heal_file, small_lexicon, capsys):
    status, out, _ = run(["sesq", "moves", "--board", heal_file, "--tray", "so", "--json", "--top", "0"],
                         small_lexicon, capsys)
    data = json.loads(out)
    assert status == 0 and data["tray"] == "SO" and data["count"] == len(data["plays"])
    so = next(p for p in data["plays"] if p["notation"] == "I8 SO")
    assert so["score"] == 5 and [w["word"] for w in so["words"]] == ["SO", "HEALS"] and so["leave"] == ""


def test_moves_reads_stdin_and_blanks(small_lexicon, capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO(Board().to_text()))
    status, out, _ = run(["sesq", "moves", "--board", "-", "--tray", "A?", "--json"], small_lexicon, capsys)
    plays = json.loads(out)["plays"]
    assert status == 0 and plays and all(p["score"] < 0 for p in plays)  # two-letter words only
    assert any(t[2].islower() for p in plays for t in p["tiles"])


@pytest.mark.parametrize(("argv", "message"), [
    (["--board", "MISSING", "--tray", "AB"], "cannot read board file"),
    (["--board", "BOARD", "--tray", "A1"], "not a tile"),
    (["--board", "BOARD", "--tray", "ABCDEFGH"], "1 to 7 tiles"),
    (["--board", "BOARD", "--tray", ""], "1 to 7 tiles"),
    (["--board", "BOARD", "--tray", "AB", "--top", "x"], "--top"),
    (["--board", "BOARD", "--tray", "AB", "--top", "-1"], "--top"),
    (["--board", "BAD", "--tray", "AB"], "board line 1"),
    (["--tray", "AB"], "--board"),
])
def test_moves_errors(tmp_path, small_lexicon, capsys, argv, message):
    (tmp_path / "BOARD").write_text(Board().to_text())
    (tmp_path / "BAD").write_text("\n".join(["X" * 14] * 15))
    argv = [str(tmp_path / a) if a in {"BOARD", "BAD", "MISSING"} else a for a in argv]
    status, out, error = run(["sesq", "moves", *argv], small_lexicon, capsys)
    assert status == 2 and message in error and out == ""


def test_play_prints_a_whole_game(small_lexicon, capsys):
    status, out, _ = run(["sesq", "play", "--seed", "3", "--players", "computer:3,computer:1"], small_lexicon, capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Sesquipedal, seed 3: P1 computer:3 vs P2 computer:1"
    assert lines[-1].startswith(("Winner: ", "Tie: "))
    again = run(["sesq", "play", "--seed", "3", "--players", "computer:3,computer:1"], small_lexicon, capsys)[1]
    assert again == out


def test_play_json_adds_up(small_lexicon, capsys):
    status, out, _ = run(["sesq", "play", "--seed", "4", "--players", "computer:2,computer:2,computer:1", "--json"],
                         small_lexicon, capsys)
    data = json.loads(out)
    assert status == 0 and data["players"] == ["computer:2", "computer:2", "computer:1"]
    for i in range(3):
        earned = sum(t["score"] for t in data["turns"] if t["player"] == i + 1)
        assert data["scores"][i] == earned - data["penalties"][i]
    assert data["record"].startswith("SESQ/1 seed=4 tiles=en dict=en-crossword ")


def _check_totals(data):
    """Each turn's total is the player's points so far; the end subtracts the trays left, which the JSON gives."""
    from beguile.sesquipedal.tiles import TILE_SETS
    tiles = TILE_SETS[data["lang"]]
    running = [0] * len(data["players"])
    for turn in data["turns"]:
        running[turn["player"] - 1] += turn["score"]
        assert turn["total"] == running[turn["player"] - 1]
    assert data["penalties"] == [tiles.tray_points(tray) for tray in data["trays"]]
    assert data["scores"] == [r - p for r, p in zip(running, data["penalties"])]


def test_play_json_totals_come_before_the_end_penalty(small_lexicon, capsys):
    """A game that ends on passes: the last turn's total is the running total, the trays explain the penalty."""
    data = json.loads(run(["sesq", "play", "--seed", "1", "--players", "computer:2,computer:1", "--json"],
                          small_lexicon, capsys)[1])
    assert data["turns"][-1]["action"] in ("pass", "exchange") and any(data["penalties"])
    last = data["turns"][-1]
    assert last["total"] == data["scores"][last["player"] - 1] + data["penalties"][last["player"] - 1]
    _check_totals(data)


def test_play_in_french_deals_french_tiles_and_names_its_list(capsys):
    from beguile.dictionaries import load_lexicon
    argv = ["sesq", "play", "--seed", "116", "--players", "computer:2,computer:1", "--lang", "fr", "--json"]
    data = json.loads(run(argv, load_lexicon("fr"), capsys)[1])
    assert data["record"].startswith("SESQ/1 seed=116 tiles=fr dict=fr ")
    assert data["lang"] == "fr" and data["dictionary"] == "fr"
    assert any(t["action"] == "play" for t in data["turns"])
    _check_totals(data)
    again = json.loads(run(argv, load_lexicon("fr"), capsys)[1])
    assert again["turns"][0]["tray"] == data["turns"][0]["tray"]


@pytest.mark.parametrize(("argv", "message"), [
    (["--seed", "x"], "--seed"),
    (["--seed", "1", "--players", "computer:3"], "2 to 4 players"),
    (["--seed", "1", "--players", "computer:3,computer:8"], "computer:1 to computer:3"),
    (["--seed", "1", "--players", "computer:3,human"], "computers only"),
    (["--seed", "1", "--players", "cat:1,computer:2"], "not a player"),
    (["--players", "computer:3,computer:2"], "--seed"),
    (["--seed", "1", "--lang", "de"], "no Sesquipedal in 'de'"),
])
def test_play_errors(small_lexicon, capsys, argv, message):
    status, out, error = run(["sesq", "play", *argv], small_lexicon, capsys)
    assert status == 2 and message in error and out == ""


def test_main_command_line_with_the_english_dictionary(heal_file, en, capsys):
    from beguile.cli import main
    assert main(["sesq", "moves", "--board", heal_file, "--tray", "SO", "--json"]) == 0
    plays = {p["notation"]: p["score"] for p in json.loads(capsys.readouterr().out)["plays"]}
    assert plays["8E (HEAL)S"] == 18 and plays["I8 SO"] == 5
    assert main(["sesq", "moves", "--board", heal_file, "--tray", "S0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("beguile: error: ") and err.count("\n") == 1
    assert main(["sesq", "play", "--seed", "1", "--players", "computer:2,computer:2"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith(("Winner", "Tie"))
