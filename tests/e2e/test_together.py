"""Playing together on three phones: a leader and two players join by link, play the same board that
shows on every phone at once, return their words by pasting, the leader approves a word, and all three
phones show the same table and totals. Every expectation about words comes from the engine."""

from __future__ import annotations

import re
import statistics

import pytest

from camera import y4m_from_png
from conftest import Guard
from pagekit import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, PHONE, in_view, lexicon, open_game, shot, text
from togetherkit import (announce, end_round, enter, go_together, join, kept, lead_session, open_link, shown_at,
                         some_path_word, table, wait_start)

from beguile.judge import judge_round
from beguile.rules import get_rules
from beguile.solver import solve
from beguile.tokens import WordList, format_words_token, parse_round_token

pytestmark = pytest.mark.e2e
EN = text("en")
ODD_NAME = "<b>Zoé</b>"
"""A name that looks like markup: it must show as text."""


def report(line: str) -> None:
    """A figure for the closing note, kept beside the screenshots."""
    ARTIFACTS.mkdir(exist_ok=True)
    with open(ARTIFACTS / "together-figures.txt", "a") as out:
        out.write(line + "\n")
    print(line)


@pytest.mark.long
def test_a_session_on_three_phones_by_link(make_context, server, site, artifacts):
    leader = open_game(make_context("phone"), server.url)
    lead_session(leader, "Ann", "boggle", minus=8, countdown=45)  # 3:00 less 8 x 15 s: one minute a round
    shot(leader, artifacts, "together-lobby")
    zoe = open_game(make_context("phone"), server.url)  # this phone has the app open already
    link = announce(leader)
    for part in ("#code-title", "#code-countdown", "#code-image"):
        assert in_view(leader, part), f"{part} is out of view on a phone"
    shot(leader, artifacts, "together-code")
    invite = parse_round_token(link)
    assert (invite.rules, invite.seconds, invite.leader, invite.round) == ("boggle", 60, "Ann", 1)

    bob = open_link(make_context("phone"), link)  # a phone opens the link: the app starts on the round
    join(bob, "Bob")
    zoe.goto(link)  # the link opened where the app already runs
    join(zoe, ODD_NAME)
    assert bob.locator("#board-s.blank").count() == 1, "the board stays hidden until the start"
    shot(bob, artifacts, "together-countdown")

    boards = [wait_start(page) for page in (leader, bob, zoe)]
    assert boards[0] == boards[1] == boards[2] == invite.board, "three phones, one board"
    starts = [shown_at(page) for page in (leader, bob, zoe)]
    report(f"start-time spread, three phones joined by link: {max(starts) - min(starts)} ms")

    rules, lex = get_rules("boggle"), lexicon(site, "en")
    words = sorted(solve(invite.board, lex, rules.min_length, rules.q_as_qu), key=lambda w: (-len(w), w))
    assert len(words) >= 4, "a board with a few words"
    shared, bobs, zoes, anns = words[1], words[0], words[2], words[3]
    doubtful = some_path_word(invite.board, lex)
    assert enter(bob, bobs) == "valid" and enter(bob, shared) == "valid"
    assert enter(bob, doubtful) == "not-in-dictionary", "on the board, kept for the leader to judge"
    assert enter(bob, "zzzz") == "not-on-board"
    assert enter(zoe, shared) == "valid" and enter(zoe, zoes) == "valid"
    assert enter(leader, anns) == "valid"
    for part in ("#board-s", "#s-word", "#s-answer", "#s-timer", "#s-score"):
        assert in_view(bob, part), f"{part} is out of view during a session round on a phone"
    shot(bob, artifacts, "together-round")
    assert bob.locator("#s-found .doubtful").count() == 1
    for page in (bob, zoe):
        end_round(page)
        page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    shot(bob, artifacts, "together-words")
    links = [page.input_value("#code-link") for page in (bob, zoe)]

    end_round(leader)
    leader.wait_for_selector("#screen-judge:not([hidden])")
    leader.click("button[data-action='paste']")
    leader.fill("#judge-paste", f"Bob: {links[0]}\n\nhere's mine {links[1]} !")  # as a chat app would have them
    leader.click("#judge-add")
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 3")
    leader.click(f"#judge-approvals [data-approve='{doubtful}']")
    leader.wait_for_selector(f"#judge-approvals [data-approve='{doubtful}'][aria-pressed='true']")
    shot(leader, artifacts, "together-judge", full_page=True)

    lists = {"Ann": [anns], "Bob": [bobs, shared, doubtful], ODD_NAME: [shared, zoes]}
    expected = judge_round(invite.board, rules, lex, lists, [doubtful])
    judged = {row["player"]: row for row in table(leader)}
    assert set(judged) == set(lists)
    for player, result in expected.players.items():
        assert judged[player]["points"] == EN.points(result.total), player
        statuses = {w: re.search(r"s-([a-z-]+)", cls).group(1) for w, cls, _ in judged[player]["words"]}
        assert statuses == {w.word: str(w.status) for w in result.words}, player
    assert dict(bob_row := {w: p for w, _, p in judged["Bob"]["words"]})[doubtful] != "0", "approved: it scores"
    assert bob_row[shared] == "0" and "s-duplicate" in dict((w, c) for w, c, _ in judged[ODD_NAME]["words"])[shared]

    leader.click("button[data-action='publish']")
    leader.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    results = leader.input_value("#code-link")
    shot(leader, artifacts, "together-results-code")
    leader.click("#code-done")  # to the session, where the next round is announced
    leader.click("button[data-action='table']")
    bob.click("#code-done")
    bob.click("button[data-action='paste']")
    bob.fill("#scan-paste", results)
    bob.click("#scan-read")
    zoe.goto(results)
    tables = [table(page) for page in (leader, bob, zoe)]
    assert tables[0] == tables[1] == tables[2], "every phone shows the same table"
    assert zoe.locator("#judge-table b").count() == 0 and ODD_NAME in zoe.inner_text("#judge-table")
    shot(zoe, artifacts, "together-table", full_page=True)

    for page in (leader, bob, zoe):
        page.click("button[data-action='session']")
        page.wait_for_selector("#screen-session:not([hidden]) #session-standings li")
    standings = [page.inner_text("#session-standings") for page in (leader, bob, zoe)]
    assert standings[0] == standings[1] == standings[2]
    totals = expected.totals()
    assert standings[0].splitlines()[0] == f"{max(totals, key=totals.get)}: {EN.points(max(totals.values()))}"
    assert kept(bob)["seat"]["rounds"] == kept(leader)["seat"]["rounds"], "the same results token kept"
    shot(leader, artifacts, "together-totals")


@pytest.mark.long
def test_a_player_joins_by_scanning_the_leaders_code_with_the_camera(make_context, playwright_instance, server,
                                                                      site, artifacts, tmp_path):
    leader = open_game(make_context("phone"), server.url)
    lead_session(leader, "Ann", "session", minus=8, countdown=60)
    link = announce(leader)
    invite = parse_round_token(link)
    # the camera films the page's own QR code: Chromium plays a video made from its image
    video = y4m_from_png(leader.locator("#code-image").screenshot(), tmp_path / "leader-code.y4m")
    camera = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + [
        "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    try:
        context = camera.new_context(**PHONE, permissions=["camera"])
        guard = Guard(server.url)
        guard.watch_context(context)
        player = open_game(context, server.url)
        go_together(player)
        player.click("#together-join")
        player.wait_for_selector("#screen-scan:not([hidden])")
        try:
            player.wait_for_selector("#join:not([hidden])", timeout=60_000)
        except Exception:
            shot(player, artifacts, "together-scan-failed")
            state = player.evaluate("[document.body.dataset.screen, document.body.dataset.camera,"
                                    " document.querySelector('#scan-say').textContent]")
            raise AssertionError(f"the code was not read: {state}") from None
        join(player, "Cam")
        shot(player, artifacts, "together-scanned")
        reader = player.evaluate("document.body.dataset.qrReader")
        assert reader in ("native", "zxing")
        assert player.evaluate("document.body.dataset.clockOffset") == "none", "a still image teaches no clock"
        boards = [wait_start(page) for page in (leader, player)]
        assert boards[0] == boards[1] == invite.board
        spread = abs(shown_at(leader) - shown_at(player))
        report(f"start-time spread, a phone that scanned the leader's code ({reader} reader): {spread} ms")
        reads = player.evaluate("performance.getEntriesByName('beguile-qr-read').map(e => e.duration)")
        makes = leader.evaluate("performance.getEntriesByName('beguile-qr-make').map(e => e.duration)")
        report(f"QR code read on the page ({reader}), median of {len(reads)}: {statistics.median(reads):.0f} ms;"
               f" made by segno on the page, median of {len(makes)}: {statistics.median(makes):.0f} ms")

        rules, lex = get_rules("session"), lexicon(site, "en")
        word = max(solve(invite.board, lex, rules.min_length, rules.q_as_qu), key=len)
        assert enter(player, word) == "valid"
        end_round(player)
        player.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
        words = player.input_value("#code-link")
        end_round(leader)
        leader.wait_for_selector("#screen-judge:not([hidden])")
        leader.click("button[data-action='paste']")
        leader.fill("#judge-paste", words)
        leader.click("#judge-add")
        leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 2")
        assert {row["player"] for row in table(leader)} == {"Ann", "Cam"}
        context.close()
        guard.check()
    finally:
        camera.close()


def test_players_apart_play_the_link_once_and_post_their_words_links(make_context, server, site, artifacts):
    leader = open_game(make_context("phone"), server.url)
    go_together(leader)
    leader.click("#together-lead")
    leader.fill("#lead-name", "Ann")
    leader.select_option("#lead-game", "boggle")
    leader.check("#lead-apart")
    assert leader.locator("#lead-window").is_visible() and leader.locator("#lead-countdown").is_hidden()
    leader.select_option("#lead-window", str(24 * 60))
    leader.click("#lead-start")
    link = announce(leader)
    invite = parse_round_token(link)
    assert invite.start is None and invite.closes - invite.clock == 24 * 3_600_000
    shot(leader, artifacts, "together-apart-code")

    rules, lex = get_rules("boggle"), lexicon(site, "en")
    words = sorted(solve(invite.board, lex, rules.min_length, rules.q_as_qu), key=lambda w: (-len(w), w))
    dee = open_link(make_context("phone"), link)
    dee.wait_for_selector("#join:not([hidden])")
    dee.fill("#join-name", "Dee")
    dee.click("#join-go")
    dee.wait_for_selector("#screen-session:not([hidden]) #session-status[data-phase='ready']")
    assert "24 hours left" in dee.text_content("#session-status")
    dee.click("button[data-action='start']")
    assert wait_start(dee) == invite.board
    for word in words[:2]:
        assert enter(dee, word) == "valid"
    end_round(dee)
    dee.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    sent = dee.input_value("#code-link")
    dee.goto(link)  # the same link again: the round was played, it is not played twice
    dee.wait_for_selector("#screen-session:not([hidden]) #session-status[data-phase='done']")
    eve = format_words_token(WordList.for_round(invite, "Eve", words[1:3]))  # another player's link, from the chat

    leader.click("#code-done")
    # the leader has neither played nor sat out: Dee's words are kept, not shown
    leader.goto(sent)
    leader.wait_for_selector("#screen-session:not([hidden]) #session-status[data-phase='ready']")
    # the toast that said so hides after 4 s: its text is read, which stays (a busy machine may look late)
    assert "Dee" in leader.text_content("#toast")
    assert leader.locator("button[data-action='collect']").count() == 0
    assert leader.locator("#judge-table .player").count() == 0 and "start" in leader.eval_on_selector_all(
        "#session-actions button", "bs => bs.map(b => b.dataset.action)")
    shot(leader, artifacts, "together-apart-leader")
    leader.click("button[data-action='sitout']")
    leader.click("#ask-yes")
    leader.click("button[data-action='collect']")
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 1")
    leader.click("button[data-action='paste']")
    leader.fill("#judge-paste", f"Dee: {sent}\nEve: {server.url}#{eve}")
    leader.click("#judge-add")
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 2")
    rows = {row["player"]: row for row in table(leader)}
    expected = judge_round(invite.board, rules, lex, {"Dee": words[:2], "Eve": words[1:3]})
    assert set(rows) == {"Dee", "Eve"}, "the leader, who did not play, is not in the table"
    assert {p: rows[p]["points"] for p in rows} == {p: EN.points(r.total) for p, r in expected.players.items()}
    leader.click("button[data-action='publish']")
    leader.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    results = leader.input_value("#code-link")
    assert results.split("#")[1].startswith("S1")
    dee.goto(results)
    assert {row["player"] for row in table(dee)} == {"Dee", "Eve"}
    shot(dee, artifacts, "together-apart-table", full_page=True)
