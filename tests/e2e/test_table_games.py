"""The referee at the table over two rounds to a target, a computer player in a solo round, the board of
the day and a shared board, and links that open the app on the right screen. Every expectation about
words comes from the engine, run here on the same board and dictionary."""

from __future__ import annotations

from datetime import date

import pytest

from pagekit import (
    end_round, board_on_page, common_words, enter_word, lexicon, new_round, open_game, saved_state, shot, text,
                     wait_ready)
from togetherkit import kept, some_path_word

from beguile.board import Board
from beguile.computer import computer_words
from beguile.daily import daily_deal, day_number
from beguile.deal import deal
from beguile.judge import judge_round
from beguile.rules import get_rules
from beguile.session import invite, player_seed
from beguile.session import results as session_results
from beguile.solver import solve
from beguile.tokens import (WordList, format_results_token, format_round_token, format_words_token,
                            parse_board_token)

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")


def best(board: Board, site, rules_name: str) -> list[str]:
    rules = get_rules(rules_name)
    words = solve(board, lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)
    return sorted(words, key=lambda w: (-len(w), w))


def rich_board(rules_name: str, site, points: int) -> Board:
    """A board of the game whose words are worth at least this many points."""
    rules = get_rules(rules_name)
    for seed in range(200):
        board = deal(rules, seed, lexicon=lexicon(site, rules.dictionary)).board
        if sum(rules.points(len(w)) for w in best(board, site, rules_name)) >= points:
            return board
    raise AssertionError("no rich board")


def ref_list(page, words: list[str]) -> list[str]:
    """Type a player's list; the icons the page shows for each word as it is typed."""
    page.wait_for_selector("#screen-reflists:not([hidden]) #ref-list-form:not([hidden])")
    page.fill("#ref-list", ",  ".join(words))
    page.wait_for_function(f"document.querySelectorAll('#ref-list-check li').length === {len(words)}")
    icons = page.eval_on_selector_all("#ref-list-check li", "items => items.map(i => i.textContent.split(' ')[0])")
    page.click("#ref-list-next")
    return icons


def test_the_referee_judges_paper_lists_over_two_rounds_to_a_target(make_context, server, site, artifacts):
    page = open_game(make_context("phone"), server.url)
    page.click("#nav-games")
    page.click("button[data-game='referee']")
    page.wait_for_selector("#screen-referee:not([hidden]) #ref-setup:not([hidden])")
    page.select_option("#ref-game", "boggle")
    page.fill("#ref-players input >> nth=0", "Ann")
    page.fill("#ref-players input >> nth=1", "Bob")
    page.select_option("#ref-target", "50")
    shot(page, artifacts, "referee-setup")
    page.click("#ref-start")

    # round 1: the device deals and keeps the time; the clock is stopped early
    page.click("#ref-deal")
    page.wait_for_selector("#ref-timer:not([hidden])")
    faces = page.eval_on_selector_all("#board-ref [data-cell]", "cells => cells.map(c => c.textContent)")
    board = Board(4, 4, tuple(faces))
    shot(page, artifacts, "referee-clock")
    page.click("#ref-stop")
    rules, lex = get_rules("boggle"), lexicon(site, "en")
    words = best(board, site, "boggle")
    challenged = some_path_word(board, lex)
    ann, bob = words[:3], [words[0], words[3], challenged, "zzz"]
    ref_list(page, ann)
    assert ref_list(page, bob) == ["✓", "✓", "✗", "⊘"], "each word checked as it is typed"
    page.wait_for_selector("#screen-referee:not([hidden]) #ref-table .player")
    page.click(f"#ref-approvals [data-approve='{challenged}']")  # the group agrees: the word counts
    page.wait_for_selector(f"#ref-approvals [data-approve='{challenged}'][aria-pressed='true']")
    expected = judge_round(board, rules, lex, {"Ann": ann, "Bob": bob}, [challenged])
    points = {row: page.text_content(f"#ref-table [data-player='{row}'] .points") for row in ("Ann", "Bob")}
    assert points == {p: EN.points(r.total) for p, r in expected.players.items()}
    assert "s-duplicate" in page.get_attribute(f"#ref-table [data-player='Ann'] [data-word='{words[0]}']", "class")
    assert "s-approved" in page.get_attribute(f"#ref-table [data-player='Bob'] [data-word='{challenged}']", "class")
    shot(page, artifacts, "referee-table", full_page=True)
    page.click("button[data-action='score']")
    first = expected.totals()
    assert max(first.values()) < 50, "nobody reaches the target in round 1"

    # round 2: the board on the table is typed in (Qu typed as Q), and Ann passes the target
    second = rich_board("boggle", site, 120)
    page.click("button[data-action='round']")
    page.wait_for_selector("#ref-board-step:not([hidden])")
    page.fill("#ref-letters", " ".join(face[0] for face in second.faces))
    page.click("#ref-use")
    ann2 = []
    for word in best(second, site, "boggle"):
        ann2.append(word)
        if first["Ann"] + judge_round(second, rules, lex, {"Ann": ann2}).totals()["Ann"] >= 50:
            break
    ref_list(page, ann2)
    ref_list(page, [])
    page.wait_for_selector("#screen-referee:not([hidden]) button[data-action='score']")
    assert page.locator("#ref-standings li.winner").count() == 0, "a round counts once it is scored"
    page.click("button[data-action='score']")
    page.wait_for_selector("#ref-standings li.winner")
    total = first["Ann"] + judge_round(second, rules, lex, {"Ann": ann2, "Bob": []}).totals()["Ann"]
    assert total >= 50
    assert page.text_content("#ref-target-line") == EN("table.winner", player="Ann", points=EN.points(50))
    assert page.text_content("#ref-standings li.winner") == f"Ann: {EN.points(total)}"
    assert page.locator("button[data-action='new-game']").count() == 1 and page.locator(
        "button[data-action='round']").count() == 0, "the target ends the game"
    shot(page, artifacts, "referee-winner", full_page=True)


def test_a_computer_player_in_a_solo_round_writes_at_a_human_pace_and_is_judged_with_the_player(
        make_context, server, site, artifacts):
    page = open_game(make_context("phone"), server.url)
    page.click("#computers")
    page.wait_for_selector("#screen-rivals:not([hidden])")
    page.click("#rivals-add")
    page.select_option("#rivals-list select", "5")
    shot(page, artifacts, "rivals")
    page.click("#rivals-play")
    board = new_round(page)
    assert page.get_attribute("#answer", "data-count") == "1", "New deals once"
    page.wait_for_selector("#rivals-line:not([hidden])")
    counts = []
    for _ in range(60):
        line = page.text_content("#rivals-line")
        assert line.startswith("Computer (level 5): ")
        counts.append(int(line.split(": ")[1].split()[0]))
        if len(set(counts)) >= 3:
            break
        page.wait_for_timeout(500)
    assert counts[0] < counts[-1] and len(set(counts)) >= 3, "its words come one by one, not all at once"
    shot(page, artifacts, "rivals-round")
    rules, lex = get_rules("beguile"), lexicon(site, "en")
    mine = best(board, site, "beguile")[:2]
    assert [enter_word(page, word)[0] for word in mine] == ["valid", "valid"]
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden]) #results-rivals:not([hidden]) .player")
    round_ = saved_state(page)["round"]
    elapsed = kept(page)["solo"]["elapsed"]
    seed = player_seed(player_seed(round_["seed"], round_["board"]), "computer 0")
    written = [w for at, w in computer_words(board, rules, lex, common_words(site, "en"), 5, seed, 180)
               if at <= elapsed]
    assert written, "the computer had written words by the end"
    shown = page.eval_on_selector_all("#results-table [data-player='Computer (level 5)'] [data-word]",
                                      "words => words.map(w => w.dataset.word)")
    assert sorted(shown) == sorted(written)
    judged = judge_round(board, rules, lex, {"You": list(round_["found"]), "Computer (level 5)": written})
    for player, result in judged.players.items():
        assert page.text_content(f"#results-table [data-player='{player}'] .points") == EN.points(result.total)
    shot(page, artifacts, "rivals-results", full_page=True)


def test_the_board_of_the_day_is_kept_and_shared_and_a_friend_plays_it_and_compares(make_context, server, site,
                                                                                      artifacts):
    page = open_game(make_context("phone"), server.url)
    page.click("#nav-games")
    page.click("button[data-game='sesquipedal']")  # the crossword is the game last chosen...
    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    page.click("#nav-games")
    page.click("button[data-game='daily']")
    page.wait_for_selector("#screen-daily:not([hidden]) #daily-list li")
    today = date.fromisoformat(page.text_content("#daily-date").split(": ")[1])
    shot(page, artifacts, "daily")
    page.click("#daily-list button[data-rules='boggle']")
    page.wait_for_function("document.body.dataset.playing === '1'")
    board = board_on_page(page)
    assert board == daily_deal(today, get_rules("boggle"), lexicon(site, "en")).board, "the board of the day, from the date alone"
    page.reload()  # ...until the board of the day is played: the page reopens on that round
    wait_ready(page)
    assert page.locator("#screen-play").is_visible() and board_on_page(page) == board
    assert page.evaluate("document.body.dataset.playing") == "1"
    words = best(board, site, "boggle")[:3]
    for word in words:
        assert enter_word(page, word)[0] == "valid"
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    page.click("#share-board")
    page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])", timeout=60_000)
    assert page.locator("#code-sharer").is_visible()
    bare = page.get_attribute("#code-image", "data-token")
    page.fill("#code-name", "Ann")
    page.check("#code-with-words")
    page.wait_for_function("bare => document.querySelector('#code-image').dataset.token !== bare", arg=bare)
    link = page.input_value("#code-link")
    shared = parse_board_token(link)
    assert (shared.board, shared.day, shared.player, shared.words) == (board, today, "Ann", tuple(sorted(words)))
    shot(page, artifacts, "daily-share")

    page.click("#code-done")
    page.click("#to-board")
    page.click("#nav-games")
    page.click("button[data-game='daily']")
    card = page.locator("#daily-list li", has=page.locator("button[data-rules='boggle']"))
    rules, lex = get_rules("boggle"), lexicon(site, "en")
    points = judge_round(board, rules, lex, {"me": words}).totals()["me"]
    assert EN.points(points) in card.text_content() and EN.plural("table.words", 3) in card.text_content()
    assert kept(page)["days"]["boggle"][today.isoformat()]["points"] == points
    page.click("#daily-list button[data-rules='boggle']")  # played again: the first result stays
    page.wait_for_function("document.body.dataset.playing === '1'")
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    assert kept(page)["days"]["boggle"][today.isoformat()]["points"] == points

    friend = open_game(make_context("phone", locale="fr-FR"), link)
    friend.wait_for_selector("#screen-shared:not([hidden]) #shared-facts li")
    assert FR("shared.day", n=day_number(today), date=today.isoformat()) in friend.inner_text("#shared-facts")
    shot(friend, artifacts, "shared-fr")
    friend.click("#shared-play")
    friend.wait_for_function("document.body.dataset.playing === '1'")
    assert board_on_page(friend) == board
    end_round(friend)
    friend.wait_for_selector("#screen-results:not([hidden]) #results-compare:not([hidden])")
    assert friend.inner_text("#results-compare").splitlines() == [
        FR("shared.compare", me=FR.points(0), player="Ann", points=FR.points(points)), FR.plural("shared.both", 0)]
    assert kept(friend)["days"]["boggle"][today.isoformat()]["points"] == 0, "a board of the day, kept as such"
    shot(friend, artifacts, "shared-compare-fr")


def test_links_open_the_app_on_the_screen_their_token_calls_for(make_context, server, site, artifacts):
    lex = lexicon(site, "en")
    board = deal(get_rules("session"), 3, lexicon=lex).board
    round_ = invite("00c0ffee0042", 2, get_rules("session"), board, lex, 1_790_000_000_000, "Ann", seconds=60)
    words = best(board, site, "session")
    lists = [WordList.for_round(round_, "Bob", words[:3]), WordList.for_round(round_, "Cy", words[2:5])]
    results = format_results_token(session_results(round_, lists, ()))
    page = open_game(make_context("desktop"), f"{server.url}#{results}")
    page.wait_for_selector("#screen-judge:not([hidden]) #judge-table .player")
    assert page.text_content("#judge-title") == EN("judge.title", n=2, game=EN("game.session.title"))
    assert page.evaluate("location.hash") == "", "the token leaves the address once read"
    shot(page, artifacts, "link-results-desktop")
    page.goto(f"{server.url}#{format_words_token(lists[0])}")
    page.wait_for_selector("#notice:not([hidden])")
    assert page.text_content("#notice-text") == EN("collect.no-round")
    page.click("#notice-close")
    page.goto(f"{server.url}#R1{'A' * 40}")
    page.wait_for_selector("#notice:not([hidden])")
    assert page.text_content("#notice-text") == EN("token.problem.damaged")
    page.goto(f"{server.url}#{format_round_token(round_)}")
    page.wait_for_selector("#screen-session:not([hidden]) #join:not([hidden])")
    assert page.text_content("#join-title") == EN("join.title", leader="Ann", n=2)

    # anyone in a chat who pastes the round and every words link sees the table, and joins no session
    page.click("#nav-back")
    page.click("#nav-games")
    page.click("button[data-game='together']")
    page.click("#together-join")
    chat = "\n".join(f"{name}: {server.url}#{token}" for name, token in (
        ("Ann", format_round_token(round_)), ("Bob", format_words_token(lists[0])), ("Cy", format_words_token(lists[1]))))
    page.fill("#scan-paste", chat)
    page.click("#scan-read")
    page.wait_for_selector("#screen-judge:not([hidden]) #judge-table .player")
    expected = judge_round(board, get_rules("session"), lex, {"Bob": words[:3], "Cy": words[2:5]})
    shown = {p: page.text_content(f"#judge-table [data-player='{p}'] .points") for p in ("Bob", "Cy")}
    assert shown == {p: EN.points(r.total) for p, r in expected.players.items()}
    assert (kept(page) or {}).get("seat") is None, "judging a round played elsewhere joins no session"


@pytest.mark.parametrize("kind", ["phone", "desktop"])
def test_the_play_together_screens_in_french(make_context, server, artifacts, kind):
    page = open_game(make_context(kind, locale="fr-FR"), server.url)
    page.click("#nav-games")
    page.click("button[data-game='together']")
    page.wait_for_selector("#screen-together:not([hidden])")
    assert page.text_content("#screen-title") == FR("together.screen")
    shot(page, artifacts, f"fr-{kind}-together")
    page.click("#together-lead")
    page.wait_for_selector("#screen-lead:not([hidden]) #lead-game option", state="attached")
    assert page.text_content("#lead-start") == FR("lead.start")
    assert page.locator("#lead-countdown option:checked").text_content() == FR.plural("lead.seconds", 30)
    shot(page, artifacts, f"fr-{kind}-lead", full_page=True)
    page.fill("#lead-name", "   ")
    page.click("#lead-start")
    assert page.text_content("#lead-say") == FR("together.name.bad"), "a name is needed, said in French"
    page.click("#nav-back")
    page.click("#together-referee")
    page.wait_for_selector("#screen-referee:not([hidden]) #ref-players input")
    page.click("#ref-start")
    assert page.text_content("#ref-setup-say") == FR("referee.error.players")
    shot(page, artifacts, f"fr-{kind}-referee")
    page.click("#nav-back")
    page.click("#together-join")
    page.wait_for_selector("#screen-scan:not([hidden])")
    page.wait_for_function(f"document.querySelector('#scan-say').textContent === {FR('scan.camera.none')!r}")
    page.fill("#scan-paste", "Bonjour ! voici le lien : https://exemple.fr/#W1AAAA")
    page.click("#scan-read")
    page.wait_for_function(f"document.querySelector('#scan-say').textContent === {FR('token.problem.damaged')!r}")
    shot(page, artifacts, f"fr-{kind}-scan")
