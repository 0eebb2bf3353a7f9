"""Command line: deal, solve and score boards, list rule sets and dictionaries.

    beguile new [--rules NAME] [--size N] [--seed S] [--fix] [--json]
    beguile solve BOARD|- [--rules NAME | --dict NAME --min-length N] [--json]
    beguile score --rules NAME --board BOARD   < {"players": {...}, "approved": [...]}
    beguile lexicon --dict NAME
    beguile rules
    beguile sesq moves --board FILE --tray LETTERS [--top N] [--json]
    beguile sesq play --seed S --players computer:3,computer:1 [--json]
    beguile session invite|show|words|computer|judge ...   and   beguile daily  (see session_cli.py)

Bad arguments or input give one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Iterable, Sequence
from typing import NoReturn, TextIO

from .board import Board, Path
from .deal import Deal, deal
from .dictionaries import DICTIONARIES, load_common, load_lexicon
from .excerpt import excerpt
from .judge import RoundResult, judge_round
from .rules import RULES, get_rules
from .sesquipedal import cli as sesquipedal_cli
from .session_cli import add_parsers as add_session_parsers
from .solver import solve

USAGE_ERROR = 2
LINE_BREAKS = {ord(ch): repr(ch)[1:-1] for ch in "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"}
"""Every character that ends a line, mapped to its escape: an error stays on one line."""
SURROGATE = re.compile("[\ud800-\udfff]")
"""Half of a UTF-16 pair, which JSON can carry alone ("\\ud800") but UTF-8 cannot print."""


class UsageError(ValueError):
    """Arguments or input that the command cannot use."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, not a usage dump."""

    def error(self, message: str) -> NoReturn:
        """Raise instead of printing usage, so main() reports one line."""
        raise UsageError(message)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status."""
    try:
        args = build_parser().parse_args(argv)
        return args.func(args)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except (ValueError, OSError) as error:
        print(f"beguile: error: {one_line(str(error))}", file=sys.stderr)
        return USAGE_ERROR


def one_line(message: str) -> str:
    """The message with its line breaks written as escapes (an argument may hold one)."""
    return message.translate(LINE_BREAKS)


def build_parser() -> Parser:
    """The parser of every command."""
    parser = Parser(prog="beguile", description="Word-grid games: deal, solve and score boards.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    new = commands.add_parser("new", help="deal a board")
    new.add_argument("--rules", default="beguile", help="rule set (see `beguile rules`)")
    new.add_argument("--size", type=int, help="board side, e.g. 4 or 5 (the rules' size by default)")
    new.add_argument("--seed", type=int, help="seed for every random choice (random by default)")
    new.add_argument("--fix", action="store_true", help="plant a known long word")
    new.add_argument("--json", action="store_true", help="print one JSON object")
    new.set_defaults(func=run_new)

    solve_cmd = commands.add_parser("solve", help="every word on a board")
    solve_cmd.add_argument("board", help="board text such as ABCD/EFGH/IJKL/MNOP, or - for one a line on stdin")
    solve_cmd.add_argument("--rules", help="take dictionary, minimum length and Q reading from a rule set")
    solve_cmd.add_argument("--dict", help="dictionary (default en)")
    solve_cmd.add_argument("--min-length", type=int, help="shortest word (default 3)")
    solve_cmd.add_argument("--q-as-qu", action="store_true", help="let a bare Q also read QU")
    solve_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    solve_cmd.set_defaults(func=run_solve)

    score = commands.add_parser("score", help="judge players' lists (JSON on stdin)")
    score.add_argument("--rules", required=True, help="rule set (see `beguile rules`)")
    score.add_argument("--board", required=True, help="board text")
    score.set_defaults(func=run_score)

    lexicon = commands.add_parser("lexicon", help="print every word of a dictionary")
    lexicon.add_argument("--dict", required=True, help=f"one of {', '.join(DICTIONARIES)}")
    lexicon.set_defaults(func=run_lexicon)

    rules = commands.add_parser("rules", help="list the rule sets")
    rules.set_defaults(func=run_rules)

    sesquipedal_cli.add_parser(commands)
    add_session_parsers(commands)
    return parser


def run_new(args: argparse.Namespace) -> int:
    """Deal a board and print it."""
    rules = get_rules(args.rules)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    common = load_common(rules.dictionary) if args.fix else ()
    dealt = deal(rules, seed, size=args.size, fix=args.fix, common=common, lexicon=load_lexicon(rules.dictionary))
    if args.json:
        _print_json(deal_json(dealt))
    else:
        print(dealt.board.to_text())
        if dealt.planted:
            print(f"planted: {dealt.planted.word} {_path_text(dealt.planted.path)}")
    return 0


def run_solve(args: argparse.Namespace) -> int:
    """Print every word on one board, or on each board read from stdin."""
    dictionary, min_length, q_as_qu = _solve_settings(args)
    lexicon = load_lexicon(dictionary)
    if args.board != "-":
        board = Board.from_text(args.board)
        words = solve(board, lexicon, min_length, q_as_qu)
        if args.json:
            _print_json(solution_json(board, words))
        else:
            sys.stdout.writelines(f"{word}\n" for word in words)
        return 0
    for number, line in enumerate(sys.stdin, 1):
        if line.strip():
            board = _board_on_line(line, number)
            _print_json(solution_json(board, solve(board, lexicon, min_length, q_as_qu)))
            sys.stdout.flush()
    return 0


def _solve_settings(args: argparse.Namespace) -> tuple[str, int, bool]:
    """Dictionary, minimum length and Q reading, from a rule set or the separate options."""
    if args.rules:
        if args.dict or args.min_length is not None:
            raise UsageError("give either --rules or --dict/--min-length, not both")
        rules = get_rules(args.rules)
        return rules.dictionary, rules.min_length, rules.q_as_qu or args.q_as_qu
    min_length = 3 if args.min_length is None else args.min_length
    if min_length < 1:
        raise UsageError(f"--min-length must be at least 1, not {min_length}")
    return args.dict or "en", min_length, args.q_as_qu


def _board_on_line(line: str, number: int) -> Board:
    """A board read from one line of standard input, with the line number in any error."""
    try:
        return Board.from_text(line)
    except ValueError as error:
        raise UsageError(f"line {number}: {error}") from None


def run_score(args: argparse.Namespace) -> int:
    """Judge the players' lists read from stdin and print the result."""
    rules = get_rules(args.rules)
    board = Board.from_text(args.board)
    players, approved = read_lists(sys.stdin)
    result = judge_round(board, rules, load_lexicon(rules.dictionary), players, approved)
    _print_json(round_json(result))
    return 0


def read_lists(stream: TextIO) -> tuple[dict[str, list[str]], list[str]]:
    """The players' lists and approved words from {"players": {...}, "approved": [...]}."""
    try:
        text = stream.read()
    except UnicodeDecodeError:
        raise UsageError("standard input is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise UsageError("standard input nests too deeply to be read") from None
    except ValueError as error:  # not JSON, or a number too long to read
        raise UsageError(f"standard input is not JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("players"), dict):
        raise UsageError('standard input needs {"players": {"name": ["word", ...], ...}}')
    players = data["players"]
    for name, words in players.items():
        if not _is_text(name):
            raise UsageError(f"player name {excerpt(name)} is not text: it holds a lone surrogate")
        if not _strings(words):
            raise UsageError(f"player {excerpt(name)} needs a list of words (strings)")
    approved = data.get("approved", [])
    if not _strings(approved):
        raise UsageError('"approved" needs a list of words (strings)')
    return players, approved


def _strings(value: object) -> bool:
    """Whether value is a list of strings that are text (JSON's "\\ud800" escapes are not)."""
    return isinstance(value, list) and all(isinstance(item, str) and _is_text(item) for item in value)


def _is_text(value: str) -> bool:
    """Whether a string holds no lone surrogate, so that it can be printed as UTF-8."""
    return not SURROGATE.search(value)


def run_lexicon(args: argparse.Namespace) -> int:
    """Print every word of a dictionary, one a line."""
    lexicon = load_lexicon(args.dict)
    sys.stdout.writelines(f"{word}\n" for word in lexicon)
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """List the rule sets, one a line."""
    for rules in RULES.values():
        timer = f"{rules.timer} s"
        print(f"{rules.name:20} {rules.size}x{rules.size}  {rules.letters:15} {rules.dictionary:9}"
              f" min {rules.min_length}  {timer:6} {rules.title}")
    return 0


def deal_json(dealt: Deal) -> dict:
    """A deal as the JSON object `beguile new --json` prints."""
    out: dict = {"board": dealt.board.to_text(), "rules": dealt.rules, "seed": dealt.seed}
    if dealt.planted:
        out["planted"] = {"word": dealt.planted.word, "path": _path_json(dealt.planted.path)}
    return out


def solution_json(board: Board, words: dict[str, Path]) -> dict:
    """A solution as the JSON object `beguile solve --json` prints."""
    return {"board": board.to_text(),
            "words": [{"word": word, "path": _path_json(path)} for word, path in words.items()]}


def round_json(result: RoundResult) -> dict:
    """A judged round as the JSON object `beguile score` prints."""
    return {"players": {
        player: {"total": outcome.total,
                 "words": [{"word": r.word, "status": str(r.status), "points": r.points} for r in outcome.words]}
        for player, outcome in result.players.items()
    }}


def _path_json(path: Path) -> list[list[int]]:
    """A path as [[row, col], ...]."""
    return [[row, col] for row, col in path]


def _path_text(path: Iterable[tuple[int, int]]) -> str:
    """A path as "r,c r,c ..." for people."""
    return " ".join(f"{row},{col}" for row, col in path)


def _print_json(value: object) -> None:
    """Print one JSON object on one line."""
    print(json.dumps(value, ensure_ascii=False))
