"""What every device of a session must compute alike, printed as one JSON object.

Run by CPython and, through tools/pyodide/run.mjs, by Pyodide, so that
tests/test_in_pyodide.py can check that a phone and a computer deal the same
board of the day, give a computer player the same words at the same moments,
and read each other's tokens the same way.

    python3 tools/pyodide/together.py [TOKEN ...]
    node tools/pyodide/run.mjs tools/pyodide/together.py [TOKEN ...]

"made" holds tokens of fixed records made here; "read" what the TOKENs given
on the command line hold; "read_made" what the tokens made here hold.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from beguile.computer import computer_words  # noqa: E402
from beguile.daily import daily_deal  # noqa: E402
from beguile.deal import deal  # noqa: E402
from beguile.dictionaries import load_common, load_lexicon  # noqa: E402
from beguile.rules import get_rules  # noqa: E402
from beguile.session import invite, results  # noqa: E402
from beguile.session_cli import token_json  # noqa: E402
from beguile.tokens import (SharedBoard, WordList, format_board_token, format_results_token,  # noqa: E402
                            format_round_token, format_words_token, parse_token)

DAYS = (date(2026, 1, 1), date(2026, 2, 28), date(2027, 12, 31))
DAILY_RULES = ("beguile", "boggle", "big-boggle", "baggle", "session-mild")
COMPUTER_CASES = (("boggle", 3, 1), ("boggle", 3, 5), ("big-baggle", 8, 4), ("session", 21, 2))
CLOCK = 1_790_000_000_000


def daily_boards() -> list[dict]:
    """The board of the day of a few dates and games."""
    return [{"rules": name, "day": day.isoformat(), "board": daily_deal(day, get_rules(name), load_lexicon(get_rules(name).dictionary)).board.to_text()}
            for day in DAYS for name in DAILY_RULES]


def computer_lists() -> list[dict]:
    """A computer player's timed words on a few boards."""
    rows = []
    for name, seed, level in COMPUTER_CASES:
        rules = get_rules(name)
        board = deal(rules, seed, lexicon=load_lexicon(rules.dictionary)).board
        found = computer_words(board, rules, load_lexicon(rules.dictionary), load_common(rules.dictionary), level,
                               seed, rules.timer)
        rows.append({"rules": name, "seed": seed, "level": level, "words": [[at, word] for at, word in found]})
    return rows


def made_tokens() -> list[str]:
    """One token of each kind, from fixed records."""
    rules = get_rules("session-mild")
    lexicon = load_lexicon(rules.dictionary)
    board = deal(rules, 9, lexicon=lexicon).board
    announced = invite("00c0ffee0042", 2, rules, board, lexicon, CLOCK, "Zoé", start=CLOCK + 15_000, target=100)
    lists = [WordList.for_round(announced, "Ann", ["tone", "notes", "étoile"]),
             WordList.for_round(announced, "李", [f"w{'x' * n}" for n in range(40)])]
    shared = SharedBoard("big-boggle", "en", "abcd", deal(get_rules("big-boggle"), 3, lexicon=load_lexicon("en")).board, 180, player="Ann",
                         words=("stone",), day=date(2026, 3, 1))
    return [format_round_token(announced), format_words_token(lists[1]),
            format_results_token(results(announced, lists, ["tonee"])), format_board_token(shared)]


def main(argv: list[str]) -> int:
    """Print the daily boards, computer words, tokens made here and the tokens given, read."""
    made = made_tokens()
    json.dump({"daily": daily_boards(), "computer": computer_lists(), "made": made,
               "read": [token_json(parse_token(token)) for token in argv],
               "read_made": [token_json(parse_token(token)) for token in made]}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
