"""Command line for play together: `beguile session ...` and `beguile daily`.

    beguile session invite --rules NAME [--seconds N] [--seed S] [--leader NAME] [--url BASE]
                           [--dict NAME] [--size N] [--session ID] [--round N] [--clock MS]
                           [--start-in SECONDS] [--closes-in MINUTES] [--target POINTS]
    beguile session show TOKEN
    beguile session words TOKEN --player NAME [--url BASE] WORD...
    beguile session computer TOKEN --level N [--player NAME] [--url BASE] [--json]
    beguile session judge ROUND_TOKEN WORDS_TOKEN... [--approve WORD...] [--url BASE]
    beguile session judge RESULTS_TOKEN
    beguile daily --rules NAME [--date YYYY-MM-DD] [--fix] [--url BASE]

`invite` prints a round token (a link with --url); `show` prints any token as
JSON; `words` prints a player's words token; `computer` the words of a computer
player; `judge` prints the judged round as JSON (as `beguile score` does) and
then the results token; `daily` prints the board of the day as JSON and its
shared-board token. A token is read alone, as a link, or with spaces and line
breaks in it. Bad input raises ValueError with one line, which the main command
line prints before exiting with status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from datetime import date

from .computer import LEVELS, computer_words
from .daily import daily_deal, day_number
from .deal import deal
from .dictionaries import DICTIONARIES, load_common, load_lexicon
from .rules import get_rules
from .session import (collect, invite, judge_results, player_seed, results, round_rules, round_seed,
                      same_dictionary)
from .tokens import (Joining, RoundInvite, RoundResults, SharedBoard, TokenError, WordList, dictionary_version,
                     format_board_token, format_results_token, format_round_token, format_words_token, link,
                     new_session_id, parse_round_token, parse_token, parse_words_token)


def add_parsers(commands) -> None:
    """Register `session` (with its subcommands) and `daily` on the main command's subparsers."""
    session = commands.add_parser("session", help="play together with tokens: invite, words, judge",
                                  description="Rounds among several devices, carried by tokens.")
    sub = session.add_subparsers(dest="session_command", required=True, metavar="SUBCOMMAND")

    make = sub.add_parser("invite", help="announce a round: print its token")
    make.add_argument("--rules", required=True, help="rule set (see `beguile rules`)")
    make.add_argument("--dict", choices=list(DICTIONARIES), help="dictionary (the rules' own by default)")
    make.add_argument("--seconds", type=int, help="time allowed (the rules' timer by default)")
    make.add_argument("--seed", type=int, help="seed of the deal (random by default)")
    make.add_argument("--size", type=int, help="board side (the rules' size by default)")
    make.add_argument("--leader", default="Leader", help="the leader's name")
    make.add_argument("--session", help="session id, 12 hex digits (a new session by default)")
    make.add_argument("--round", type=int, default=1, help="round number (default 1)")
    make.add_argument("--clock", type=int, help="the leader's clock, epoch ms (now by default)")
    make.add_argument("--start-in", type=float, metavar="SECONDS", help="play starts this long after the clock")
    make.add_argument("--closes-in", type=float, metavar="MINUTES", help="play closes this long after the clock")
    make.add_argument("--target", type=int, help='the score that ends the session ("first to 50")')
    make.add_argument("--url", metavar="BASE", help="print a link to the site at BASE")
    make.set_defaults(func=run_invite)

    show = sub.add_parser("show", help="print any token as JSON")
    show.add_argument("token")
    show.set_defaults(func=run_show)

    words = sub.add_parser("words", help="print a player's words token for a round")
    words.add_argument("token", help="the round token")
    words.add_argument("--player", required=True, help="the player's name")
    words.add_argument("--url", metavar="BASE", help="print a link to the site at BASE")
    words.add_argument("words", nargs="+", metavar="WORD", help='the words found ("" alone for none)')
    words.set_defaults(func=run_words)

    robot = sub.add_parser("computer", help="print the words a computer player finds in a round")
    robot.add_argument("token", help="the round token")
    robot.add_argument("--level", type=int, required=True, choices=list(LEVELS), help="1 (beginner) to 5 (expert)")
    robot.add_argument("--player", help="its name (default: Computer N)")
    robot.add_argument("--url", metavar="BASE", help="print a link to the site at BASE")
    robot.add_argument("--json", action="store_true", help="print each word with its moment, as JSON")
    robot.set_defaults(func=run_computer)

    judge = sub.add_parser("judge", help="judge a round from its token and the words tokens")
    judge.add_argument("token", help="the round token, or a results token alone")
    judge.add_argument("lists", nargs="*", metavar="WORDS_TOKEN")
    judge.add_argument("--approve", nargs="+", default=[], metavar="WORD", help="words the leader approves")
    judge.add_argument("--url", metavar="BASE", help="print the results as a link to the site at BASE")
    judge.set_defaults(func=run_judge)

    daily = commands.add_parser("daily", help="the board of the day and its shared-board token")
    daily.add_argument("--rules", default="beguile", help="rule set (see `beguile rules`)")
    daily.add_argument("--date", type=_day, help="YYYY-MM-DD (today by default)")
    daily.add_argument("--fix", action="store_true", help="plant a known long word")
    daily.add_argument("--url", metavar="BASE", help="print a link to the site at BASE")
    daily.set_defaults(func=run_daily)


def run_invite(args: argparse.Namespace) -> int:
    """Deal a board and print the round token that announces it."""
    rules = get_rules(args.rules)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    dictionary = args.dict or rules.dictionary
    board = deal(rules, seed, size=args.size, lexicon=load_lexicon(dictionary)).board
    session = args.session if args.session is not None else new_session_id(random.SystemRandom().getrandbits(48))
    clock = args.clock if args.clock is not None else int(time.time() * 1000)
    start = None if args.start_in is None else clock + round(args.start_in * 1000)
    closes = None if args.closes_in is None else clock + round(args.closes_in * 60_000)
    made = invite(session, args.round, rules, board, load_lexicon(dictionary), clock, args.leader,
                  dictionary=dictionary, seconds=args.seconds, start=start, closes=closes, target=args.target)
    _print_token(format_round_token(made), args.url)
    return 0


def run_show(args: argparse.Namespace) -> int:
    """Print what a token holds."""
    _print_json(token_json(parse_token(args.token)))
    return 0


def run_words(args: argparse.Namespace) -> int:
    """Print a player's words token for a round."""
    round_invite = parse_round_token(args.token)
    _print_token(format_words_token(WordList.for_round(round_invite, args.player, args.words)), args.url)
    return 0


def run_computer(args: argparse.Namespace) -> int:
    """Print a computer player's words for a round (a words token, or JSON with moments)."""
    round_invite = parse_round_token(args.token)
    name = args.player or f"Computer {args.level}"
    rules = round_rules(round_invite)
    found = computer_words(round_invite.board, rules, load_lexicon(rules.dictionary), load_common(rules.dictionary),
                           args.level, player_seed(round_seed(round_invite), name), round_invite.seconds)
    made = WordList.for_round(round_invite, name, [word for _, word in found])
    if args.json:
        _print_json({"player": made.player, "level": args.level,
                     "words": [{"at": at, "word": word} for at, word in found]})
    else:
        _print_token(format_words_token(made), args.url)
    return 0


def run_judge(args: argparse.Namespace) -> int:
    """Judge a round from a round token and words tokens, or re-judge a results token."""
    from .cli import round_json  # here, not at the top: cli imports this module

    first = parse_token(args.token)
    if isinstance(first, RoundResults):
        if args.lists or args.approve:
            raise TokenError("a results token is judged alone, without words tokens or approvals")
        judged = first
    elif isinstance(first, RoundInvite):
        lists: tuple[WordList, ...] = ()
        for token in args.lists:
            lists = collect(first, lists, parse_words_token(token))
        judged = results(first, lists, args.approve)
    else:
        raise TokenError("judge needs a round token (then words tokens) or a results token")
    lexicon = load_lexicon(judged.invite.dictionary)
    if not same_dictionary(judged.invite, lexicon):
        print(f"beguile: warning: the round was made with another version of the {judged.invite.dictionary} "
              "dictionary; judged with this one", file=sys.stderr)
    _print_json(round_json(judge_results(judged, lexicon)))
    _print_token(format_results_token(judged), args.url)
    return 0


def run_daily(args: argparse.Namespace) -> int:
    """Print the board of the day as JSON, then its shared-board token."""
    rules = get_rules(args.rules)
    day = args.date or date.today()
    dealt = daily_deal(day, rules, load_lexicon(rules.dictionary), fix=args.fix,
                       common=load_common(rules.dictionary) if args.fix else ())
    shared = SharedBoard(rules.name, rules.dictionary, dictionary_version(load_lexicon(rules.dictionary)),
                         dealt.board, rules.timer, dealt.planted, day)
    _print_json({"day": day.isoformat(), "number": day_number(day), **token_json(shared)})
    _print_token(format_board_token(shared), args.url)
    return 0


def token_json(value: RoundInvite | WordList | RoundResults | SharedBoard | Joining) -> dict:
    """A token's content as the JSON object `session show` prints."""
    if isinstance(value, Joining):
        return {"kind": "join", "session": value.session, "leader": value.leader, "player": value.player}
    if isinstance(value, RoundInvite):
        return {"kind": "round", "session": value.session, "round": value.round, "rules": value.rules,
                "dictionary": value.dictionary, "dictionary_version": value.dictionary_version,
                "board": value.board.to_text(), "seconds": value.seconds, "clock": value.clock,
                "start": value.start, "closes": value.closes, "target": value.target, "leader": value.leader}
    if isinstance(value, WordList):
        return {"kind": "words", "session": value.session, "round": value.round, "board_key": value.board_key,
                "player": value.player, "words": list(value.words)}
    if isinstance(value, RoundResults):
        return {"kind": "results", "round": token_json(value.invite), "players": value.players,
                "approved": list(value.approved), "edition": value.edition}
    planted = value.planted
    return {"kind": "board", "rules": value.rules, "dictionary": value.dictionary,
            "dictionary_version": value.dictionary_version, "board": value.board.to_text(),
            "seconds": value.seconds,
            "planted": {"word": planted.word, "path": [list(c) for c in planted.path]} if planted else None,
            "day": value.day.isoformat() if value.day else None, "player": value.player, "words": list(value.words)}


def _day(text: str) -> date:
    """A date from YYYY-MM-DD."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date YYYY-MM-DD: {text!r}") from None


def _print_token(token: str, base: str | None) -> None:
    """Print a token, or its link when a base address is given."""
    print(link(base, token) if base else token)


def _print_json(value: object) -> None:
    """Print one JSON object on one line."""
    print(json.dumps(value, ensure_ascii=False))

