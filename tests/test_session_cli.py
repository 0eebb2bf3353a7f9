"""`beguile session` and `beguile daily`, run as separate processes the way scripts and chat bots use them."""

from __future__ import annotations

import json

import pytest

from beguile.board import Board
from test_cli import beguile

CLOCK = "1790000000000"


def run(*args: str, stdin: str = "") -> str:
    """Standard output of a command that must succeed."""
    done = beguile(*args, stdin=stdin)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout


def announce(seed: str = "5", round_number: str = "1", rules: str = "session") -> str:
    """A round token with fixed values."""
    return run("session", "invite", "--rules", rules, "--seed", seed, "--leader", "Ann", "--session", "0123456789ab",
               "--round", round_number, "--clock", CLOCK).strip()


def test_invite_then_show_gives_the_round_as_json() -> None:
    token = announce()
    assert token.startswith("R1") and "\n" not in token
    shown = json.loads(run("session", "show", token))
    assert shown["kind"] == "round" and shown["rules"] == "session" and shown["seconds"] == 180
    assert shown["leader"] == "Ann" and shown["clock"] == int(CLOCK) and shown["round"] == 1
    board = Board.from_text(shown["board"])
    assert (board.rows, board.cols) == (4, 4)
    assert token == announce(), "the same seed and values make the same token"
    wrapped = "Join us:\n" + "\n".join(token[i:i + 20] for i in range(0, len(token), 20))
    assert json.loads(run("session", "show", wrapped)) == shown


def test_invite_prints_a_link_with_the_options_it_was_given() -> None:
    address = run("session", "invite", "--rules", "big-boggle", "--dict", "en-large", "--seconds", "240",
                  "--leader", "Zoé", "--clock", CLOCK, "--start-in", "15", "--closes-in", "60", "--target", "50",
                  "--url", "https://beguile.example/").strip()
    assert address.startswith("https://beguile.example/#R1")
    shown = json.loads(run("session", "show", address))
    assert (shown["rules"], shown["dictionary"], shown["seconds"], shown["leader"]) == (
        "big-boggle", "en-large", 240, "Zoé")
    assert shown["start"] == int(CLOCK) + 15_000 and shown["closes"] == int(CLOCK) + 3_600_000
    assert shown["target"] == 50
    assert len(Board.from_text(shown["board"]).faces) == 25


def test_a_round_judged_from_tokens_is_what_score_gives_for_the_same_lists() -> None:
    token = announce()
    board = json.loads(run("session", "show", token))["board"]
    every = run("solve", board, "--rules", "session").split()
    cells = Board.from_text(board)
    made_up = next(word for word in (cells.spell(((r, 0), (r, 1), (r, 2))) for r in range(4)) if word not in every)
    lists = {"Bob": every[:6] + [made_up, "zzz"], "Cy": every[3:9], "Di": []}
    words = [run("session", "words", token, "--player", player, *(found or [""])).strip()
             for player, found in lists.items()]
    robot = run("session", "computer", token, "--level", "4").strip()
    robot_words = json.loads(run("session", "show", robot))["words"]
    timed = json.loads(run("session", "computer", token, "--level", "4", "--json"))
    assert [entry["word"] for entry in timed["words"]] and sorted(e["word"] for e in timed["words"]) == robot_words
    judged = beguile("session", "judge", token, *words, robot, "--approve", made_up.upper())
    assert judged.returncode == 0 and judged.stderr == ""
    table, results = judged.stdout.splitlines()
    lists["Computer 4"] = robot_words
    scored = run("score", "--rules", "session", "--board", board,
                 stdin=json.dumps({"players": {p: sorted(set(w)) for p, w in lists.items()}, "approved": [made_up]}))
    assert json.loads(table) == json.loads(scored)
    bob = {entry["word"]: entry["status"] for entry in json.loads(table)["players"]["Bob"]["words"]}
    assert bob[made_up] == "approved" and bob["zzz"] == "not-on-board"
    assert results.startswith("S1")
    again = run("session", "judge", results).splitlines()
    assert again == [table, results]
    shown = json.loads(run("session", "show", results))
    assert shown["kind"] == "results" and shown["approved"] == [made_up] and list(shown["players"]) == list(lists)


@pytest.fixture(scope="module")
def made() -> dict[str, str]:
    """Tokens for the error cases: a round, Bob's words twice, words for a later round, results."""
    token = announce()
    bob = run("session", "words", token, "--player", "Bob", "axe").strip()
    return {"round": token, "bob": bob,
            "again": run("session", "words", token, "--player", "bob", "sex").strip(),
            "later": run("session", "words", announce(round_number="2"), "--player", "Bob", "axe").strip(),
            "results": run("session", "judge", token, bob).splitlines()[1]}


@pytest.mark.parametrize("problem, complaint", [
    ("damaged", "damaged"),
    ("other-round", "Bob's words are from another round"),
    ("not-a-token", "not a Beguile token"),
    ("wrong-kind", "this is a words token, not a round invitation"),
    ("twice", "Bob already sent words for round 1"),
    ("results-with-words", "a results token is judged alone"),
])
def test_a_bad_token_gives_one_line_and_status_2(problem: str, complaint: str, made: dict[str, str]) -> None:
    token, bob, later, results, again = made["round"], made["bob"], made["later"], made["results"], made["again"]
    args = {
        "damaged": ["session", "judge", token[:-6] + "AAAAAA", bob],
        "other-round": ["session", "judge", token, later],
        "not-a-token": ["session", "show", "https://example.com/hello"],
        "wrong-kind": ["session", "words", bob, "--player", "Cy", "axe"],
        "twice": ["session", "judge", token, bob, again],
        "results-with-words": ["session", "judge", results, bob],
    }[problem]
    done = beguile(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("beguile: error: ")
    assert complaint in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("args, complaint", [
    (["session", "invite", "--rules", "chess"], "unknown rules 'chess'"),
    (["session", "invite", "--rules", "boggle", "--seconds", "3"], "time allowed runs from 15 to 900"),
    (["session", "invite", "--rules", "boggle", "--session", "xyz"], "12 hex digits"),
    (["session", "invite", "--rules", "boggle", "--leader", ""], "a name needs 1 to 30 characters"),
    (["session", "computer", "R1AAAA", "--level", "9"], "invalid choice"),
    (["daily", "--date", "yesterday"], "not a date"),
])
def test_bad_options_give_one_line_and_status_2(args: list[str], complaint: str) -> None:
    done = beguile(*args)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and complaint in done.stderr, done.stderr


def test_daily_prints_the_board_of_the_day_and_a_token_for_it() -> None:
    first, token = run("daily", "--rules", "beguile", "--date", "2026-05-04", "--fix").splitlines()
    day = json.loads(first)
    assert day["day"] == "2026-05-04" and day["number"] == 124 and day["kind"] == "board"
    assert len(day["planted"]["word"]) == 7
    assert json.loads(run("session", "show", token)) == {k: v for k, v in day.items() if k != "number"}
    assert run("daily", "--rules", "beguile", "--date", "2026-05-04", "--fix").splitlines()[0] == first
    other = json.loads(run("daily", "--rules", "beguile", "--date", "2026-05-05").splitlines()[0])
    assert other["board"] != day["board"] and other["planted"] is None


def test_show_reads_join_tokens_and_a_results_edition() -> None:
    from beguile.tokens import Joining, RoundResults, format_join_token, format_results_token, parse_round_token

    token = format_join_token(Joining("0123456789ab", "Ann", "Zoé"))
    assert json.loads(run("session", "show", token)) == {"kind": "join", "session": "0123456789ab",
                                                         "leader": "Ann", "player": "Zoé"}
    again = format_results_token(RoundResults(parse_round_token(announce()), (("Bob", ("axe",)),), (), 2))
    assert json.loads(run("session", "show", again))["edition"] == 2
