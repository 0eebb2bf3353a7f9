"""Fuzzing the command line (`beguile` and `beguile sesq`): arguments, JSON and board text on
standard input, board files. Whatever it gets, it prints results and exits 0, or prints
one line on standard error and exits 2; never a traceback.

The volume runs main() in the test's own process (test_cli.py runs a sample of the
nastiest inputs as a real process: bytes that are not UTF-8, a file that never
ends, deeply nested JSON). Examples in CI, 12,000 command lines in all (one main()
reads both): 5,500 `beguile` commands, damaged, with damaged standard input; 3,500
`beguile sesq` commands, most damaged; 1,000 random token lists; 1,000 random
arguments to each `beguile` command; 1,000 times any bytes on standard input. A
`sesq play` that would play a whole game is never run: it takes seconds, and what
it reads (a seed and a player list) is fuzzed all the same.
"""

from __future__ import annotations

import io
import json
import random
import sys
from contextlib import redirect_stderr, redirect_stdout
from functools import cache
from unittest import mock

from damage import ANY_TEXT, SEEDS, damage_json, damage_json_text, damage_text, fuzz_settings, random_text, shown
from hypothesis import given
from hypothesis import strategies as st

from beguile import cli
from beguile.cli import main
from beguile.dictionaries import DICTIONARIES
from beguile.rules import RULES
from beguile.sesquipedal.game import parse_players
from beguile.sesquipedal.board import Board as SesqBoard

BOARDS = ["ABCD/EFGH/IJKL/MNOP", "QuITS/ABCD/EFGH/IJKL", "AXDWI/SEDMR/OULYE/CBNGS/PIBZH", "A", "ab/cd", "QUEST/TRAIN"]
RULE_NAMES = sorted(RULES)
TRAYS = ["AERSTIN", "SO", "QU?", "e", "_A", "ZZZZ"]
WORDS = ["deducing", "Axe", "sex", "brisé", "", "qu", "zzz", "mold", "wires"]
PARSER = cache(cli.build_parser)
"""The parser, built once for the whole run: building it costs more than most commands."""


def run(argv: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """main(argv) with stdin fed in (bytes through a strict UTF-8 reader); its status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8") if isinstance(stdin, bytes) else io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err), mock.patch.object(cli, "build_parser", PARSER):
            status = main(argv)
    except SystemExit as done:  # --help (or a prefix of it) prints help and exits 0
        assert done.code == 0 and any(arg.startswith(("-h", "--h")) for arg in argv), shown(argv)
        return 0, out.getvalue(), err.getvalue()
    except Exception as raised:
        raise AssertionError(f"{type(raised).__name__}: {raised} for {shown(argv)} < {shown(stdin)}") from raised
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


def check_run(argv: list[str], stdin: str | bytes = "") -> None:
    """Status 0 and nothing on stderr, or status 2 and one line `beguile: error: ...`."""
    status, _, err = run(argv, stdin)
    if status == 0:
        assert err == "", f"status 0 with {err!r} for {shown(argv)}"
    else:
        assert status == 2, f"status {status} for {shown(argv)}"
        assert err.startswith("beguile: error: ") and err.endswith("\n") and err.count("\n") == 1, (err, argv)
        assert len(err.splitlines()) == 1, f"not one line: {err!r}"


def lists_json(rng: random.Random) -> dict:
    """Players' lists as `beguile score` reads them."""
    players = {rng.choice(["ann", "bob", "zoë", ""]) + str(i): rng.sample(WORDS, rng.randint(0, 4))
               for i in range(rng.randint(1, 3))}
    return {"players": players, "approved": rng.sample(WORDS, rng.randint(0, 2))}


def beguile_command(rng: random.Random) -> tuple[list[str], str]:
    """A command line of `beguile` the way people type them, with its standard input."""
    kind = rng.randrange(5)
    board = rng.choice(BOARDS)
    if kind == 0:
        argv = ["new", "--rules", rng.choice(RULE_NAMES), "--size", str(rng.choice([4, 5, 1, 3, 10, 11, 0, -2])),
                "--seed", str(rng.randrange(-10, 2**40))]
        argv += [flag for flag in ("--fix", "--json") if rng.random() < 0.5]
        return argv, ""
    if kind == 1:
        settings = rng.choice([["--rules", rng.choice(RULE_NAMES)],
                               ["--dict", rng.choice(list(DICTIONARIES)), "--min-length", str(rng.randint(-1, 9))]])
        argv = ["solve", rng.choice([board, "-"]), *settings] + [f for f in ("--q-as-qu", "--json") if rng.random() < 0.5]
        return argv, "\n".join(rng.sample(BOARDS, rng.randint(0, 3)))
    if kind == 2:
        data = lists_json(rng)
        text = json.dumps(rng.choice([data, damage_json(rng, data, "abcé"), damage_json_text(rng, data)]))
        return ["score", "--rules", rng.choice(RULE_NAMES), "--board", board], text
    if kind == 3:
        return ["lexicon", "--dict", rng.choice(["xx", "EN", "en ", "fr-", "", "--dict"])], ""  # a valid one prints 100,000 words
    return ["rules"], ""


def sesq_command(rng: random.Random) -> tuple[list[str], str]:
    """A command line of `beguile sesq`, with its standard input (a board for `--board -`)."""
    if rng.random() < 0.7:
        board = SesqBoard()
        for i, tile in enumerate(rng.choice(["", "HEAL", "QUIZ", "eat"])):
            board.cells[7 * 15 + 5 + i] = tile
        argv = ["sesq", "moves", "--board", rng.choice(["-", "-", "/no/such/file", "/", "/dev/zero"]),
                "--tray", rng.choice(TRAYS)[:rng.randint(0, 4)], "--top", str(rng.randint(-1, 5))]
        argv += [flag for flag in ("--json",) if rng.random() < 0.5] + (["--dict", "xx"] if rng.random() < 0.1 else [])
        return argv, board.to_text()
    seed, players = rng.choice([("x", "computer:1,computer:2"), ("1", "computer:1"), ("2", "human,computer:3"),
                                ("3", "computer:4,computer:1"), ("", "computer:1,computer:1")])
    return ["sesq", "play", "--seed", seed, "--players", players], ""


def damage_command(rng: random.Random, argv: list[str], stdin: str) -> tuple[list[str], str]:
    """A command line with arguments dropped, repeated, swapped or edited, and its input edited too."""
    argv = list(argv)
    for _ in range(rng.randint(0, 3)):
        at = rng.randrange(len(argv)) if len(argv) < 2 or rng.random() < 0.15 else rng.randrange(1, len(argv))
        edit = rng.randrange(5)
        if edit == 0 and len(argv) > 1:
            del argv[at]
        elif edit == 1:
            argv.insert(at, argv[at])
        elif edit == 2:
            argv[at] = damage_text(rng, argv[at], "-abcdeQu/0123456789:,?\n ")
        elif edit == 3:
            argv.insert(at, rng.choice(["--json", "--seed", "--rules", "--", "-", "--size", "--top"]))
        else:
            argv[at] = random_text(rng, "-abc/01:\n", 10)
    if stdin and rng.random() < 0.3:
        stdin = damage_text(rng, stdin, "{}[]\",:.ABC/\n")
    return argv, stdin


def safe(argv: list[str]) -> list[str]:
    """argv, unless it would play a whole Sesquipedal game (slow; its seed and players are fuzzed anyway)."""
    try:
        args = PARSER().parse_args(argv)
    except ValueError:
        return argv
    if getattr(args, "sesq_command", None) != "play":
        return argv
    try:
        int(args.seed)
        computers = all(player.is_computer for player in parse_players(args.players))
    except ValueError:
        return argv
    return argv + ["--players", "human,computer:1"] if computers else argv


@fuzz_settings(5500)
@given(SEEDS)
def test_beguile_commands_print_results_or_one_line_and_status_2(seed: int) -> None:
    rng = random.Random(seed)
    argv, stdin = damage_command(rng, *beguile_command(rng))
    check_run(safe(argv), stdin)


@fuzz_settings(3500)
@given(SEEDS)
def test_sesq_commands_print_results_or_one_line_and_status_2(seed: int) -> None:
    rng = random.Random(seed)
    argv, stdin = sesq_command(rng)
    if rng.random() < 0.6:
        argv, stdin = damage_command(rng, argv, stdin)
    check_run(safe(argv), stdin)


TOKENS = st.lists(st.sampled_from(["new", "solve", "score", "lexicon", "rules", "sesq", "moves", "play", "-", "--"])
                  | st.sampled_from(["--json", "--rules", "--board", "--tray", "--seed", "--size", "--dict", "--top"])
                  | ANY_TEXT, max_size=6)


@fuzz_settings(1000)
@given(TOKENS, ANY_TEXT)
def test_random_beguile_command_lines(argv: list[str], stdin: str) -> None:
    check_run(safe(argv), stdin)


@fuzz_settings(1000)
@given(st.sampled_from(["new", "solve", "score", "lexicon", "rules"]).map(lambda command: [command]), TOKENS)
def test_random_arguments_of_each_command(command: list[str], argv: list[str]) -> None:
    check_run(safe(command + argv))


@fuzz_settings(1000)
@given(st.sampled_from([["score", "--rules", "boggle", "--board", "ABCD/EFGH/IJKL/MNOP"], ["solve", "-"],
                        ["sesq", "moves", "--board", "-", "--tray", "AB"]]), st.binary(max_size=300))
def test_any_bytes_on_standard_input(argv: list[str], stdin: bytes) -> None:
    check_run(argv, stdin)
