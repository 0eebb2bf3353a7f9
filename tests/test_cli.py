"""The command line, run as a separate process the way people and scripts use it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from beguile.board import Board
from beguile.dictionaries import load_lexicon

BIN = Path(sys.executable).parent


def beguile(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run `python -m beguile` with arguments and standard input."""
    return subprocess.run([sys.executable, "-m", "beguile", *args], input=stdin, capture_output=True,
                          text=True, timeout=120)


def test_new_prints_a_board_from_a_seed_and_the_same_again() -> None:
    first = beguile("new", "--seed", "7")
    assert first.returncode == 0
    board = Board.from_text(first.stdout.strip())
    assert (board.rows, board.cols) == (4, 4)
    assert beguile("new", "--seed", "7").stdout == first.stdout


def test_new_json_with_fix_carries_the_planted_word_and_its_path() -> None:
    out = json.loads(beguile("new", "--rules", "big-boggle", "--seed", "3", "--fix", "--json").stdout)
    assert set(out) == {"board", "rules", "seed", "planted"} and out["rules"] == "big-boggle" and out["seed"] == 3
    board = Board.from_text(out["board"])
    path = tuple(tuple(cell) for cell in out["planted"]["path"])
    assert board.is_path(path) and board.spell(path) == out["planted"]["word"] and len(out["planted"]["word"]) == 9
    plain = json.loads(beguile("new", "--size", "5", "--seed", "3", "--json").stdout)
    assert "planted" not in plain and len(Board.from_text(plain["board"]).faces) == 25


def test_the_installed_script_runs_too() -> None:
    done = subprocess.run([str(BIN / "beguile"), "rules"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    names = [line.split()[0] for line in done.stdout.splitlines()]
    for name in ("beguile", "beguile-longest", "boggle", "boggle-classic", "big-boggle", "baggle",
                 "baggle-unique", "big-baggle", "baggle-old-fashion", "session", "session-mild"):
        assert name in names


def test_solve_lists_words_and_json_paths() -> None:
    board = "AXDWI/SEDMR/OULYE/CBNGS/PIBZH"
    words = beguile("solve", board).stdout.split()
    assert "deducing" in words and words == sorted(words)
    out = json.loads(beguile("solve", board, "--json").stdout)
    assert [w["word"] for w in out["words"]] == words
    parsed = Board.from_text(out["board"])
    for entry in out["words"]:
        assert parsed.spell(tuple(tuple(c) for c in entry["path"])) == entry["word"]
    four = beguile("solve", board, "--dict", "en", "--min-length", "4").stdout.split()
    assert four == [w for w in words if len(w) >= 4]
    assert beguile("solve", board, "--rules", "big-boggle").stdout.split() == four


def test_solve_dash_reads_boards_and_writes_json_lines() -> None:
    done = beguile("solve", "-", stdin="SPARE\n\nQuIT/XEX\n")
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["board"] for line in lines] == ["SPARE", "QuIT/XEX"]
    assert "spare" in [w["word"] for w in lines[0]["words"]]
    assert {"quit", "quiet"} <= {w["word"] for w in lines[1]["words"]}


def test_score_reads_lists_and_writes_statuses_and_totals() -> None:
    lists = {"players": {"Ann": ["players", "player", "play", "zebra"], "Bob": ["players", "layer", "xyzzy"]},
             "approved": []}
    done = beguile("score", "--rules", "session", "--board", "PLAYERS/TONIGHT", stdin=json.dumps(lists))
    out = json.loads(done.stdout)
    assert out == {"players": {
        "Ann": {"total": 7, "words": [
            {"word": "players", "status": "duplicate", "points": 0},
            {"word": "player", "status": "valid", "points": 6},
            {"word": "play", "status": "valid", "points": 1},
            {"word": "zebra", "status": "not-on-board", "points": 0}]},
        "Bob": {"total": 2, "words": [
            {"word": "players", "status": "duplicate", "points": 0},
            {"word": "layer", "status": "valid", "points": 2},
            {"word": "xyzzy", "status": "not-on-board", "points": 0}]}}}


def test_lexicon_prints_every_word() -> None:
    done = beguile("lexicon", "--dict", "fr-old")
    words = done.stdout.split()
    assert len(words) == len(load_lexicon("fr-old")) and words == sorted(words) and "nombreuse" in words


@pytest.mark.parametrize("args, stdin, complaint", [
    (["new", "--rules", "chess"], "", "unknown rules 'chess'"),
    (["new", "--size", "five"], "", "invalid int value"),
    (["new", "--rules", "boggle", "--size", "5"], "", "at most 16 cells"),
    (["new", "--fix", "--size", "7"], "", "not 7x7"),
    (["new", "--size", "0"], "", "size of at least 1, not 0"),
    (["solve", "ABC/DE"], "", "rows differ in length"),
    (["solve", "ABCD", "--dict", "klingon"], "", "unknown dictionary 'klingon'"),
    (["solve", "ABCD", "--rules", "boggle", "--min-length", "4"], "", "either --rules or --dict"),
    (["solve", "-"], "ABCD\nAB1\n", "line 2: row 1 has '1'"),
    (["score", "--rules", "boggle", "--board", "ABCD"], "{not json", "not JSON"),
    (["score", "--rules", "boggle", "--board", "ABCD"], '{"players": {"Ann": "word"}}', "player 'Ann' needs a list"),
    (["score", "--rules", "boggle"], "", "required: --board"),
    (["lexicon"], "", "required: --dict"),
    (["fly"], "", "invalid choice"),
    ([], "", "required: COMMAND"),
])
def test_bad_input_gives_one_line_and_status_2(args: list[str], stdin: str, complaint: str) -> None:
    done = beguile(*args, stdin=stdin)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("beguile: error: ")
    assert complaint in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("args, stdin, complaint", [
    (["new", "--rules", "a\nb"], b"", "unknown rules 'a\\nb'"),
    (["new", "a\nb"], b"", "unrecognized arguments: a\\nb"),
    (["new", "--seed", "1" * 5000], b"", "invalid int value"),
    (["score", "--rules", "boggle", "--board", "ABCD"], b"\xff\xfe{}", "not"),
    (["score", "--rules", "boggle", "--board", "ABCD"], b"[" * 100_000, "standard input nests too deeply to be read"),
    (["score", "--rules", "boggle", "--board", "ABCD"], b'{"players": {"a": ["\\ud800"]}}', "player 'a' needs a list"),
    (["score", "--rules", "boggle", "--board", "ABCD"], b'{"players": {"a": [1' + b"0" * 5000 + b"]}}", "not JSON"),
    (["solve", "-"], b"\xc3\x28\nABCD/EFGH\n", "line 1"),
    (["solve", "A" * 17], b"", "more than 16 cells"),
    (["sesq", "moves", "--board", "/dev/zero", "--tray", "AB"], b"", "longer than a board file can be"),
    (["sesq", "moves", "--board", "/", "--tray", "AB"], b"", "cannot read board file '/'"),
    (["sesq", "moves", "--board", "-", "--tray", "AB"], b"\x00" * 10, "board"),
    (["sesq", "moves", "--board", "-", "--tray", "\u00df"], (b"." * 15 + b"\n") * 15, "'\u00df' is not a tile"),
    (["sesq", "play", "--seed", "1", "--players", "computer:1,human"], b"", "computers only"),
])
def test_damaged_input_as_bytes_gives_one_line_and_status_2(args: list[str], stdin: bytes, complaint: str) -> None:
    done = subprocess.run([sys.executable, "-m", "beguile", *args], input=stdin, capture_output=True, timeout=120)
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert done.returncode == 2 and done.stdout == b""
    assert err.count("\n") == 1 and err.startswith("beguile: error: ") and "Traceback" not in err
    assert complaint in err
