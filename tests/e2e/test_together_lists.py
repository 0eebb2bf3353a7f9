"""Playing together loses no list and knows who is playing: three phones (a leader and two players, each in
its own browser context, one in the other language), a roster of "I'm in", a list missing at publishing
named and asked about, a late list opened in a second tab of the leader that reaches the first tab and is
published again as a newer version on every phone (the older refused), a clean waiting screen, and a new
session asked about first. Screens are shot at 390x844 in both languages."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from pagekit import BOOT_TIMEOUT, lexicon, open_game, shot, text, wait_ready
from togetherkit import announce, end_round, enter, go_together, kept, lead_session, open_link, table, wait_start

from beguile.rules import get_rules
from beguile.solver import solve
from beguile.tokens import parse_results_token, parse_round_token

pytestmark = pytest.mark.e2e
PHONE_390 = {"viewport": {"width": 390, "height": 844}}
LOCALES = {"en": "en-GB", "fr": "fr-FR"}


def words_of(rows: list[dict]) -> dict[str, list]:
    """A table without its text (points and summaries are in each phone's language): players and words."""
    return {row["player"]: [(w, cls) for w, cls, _ in row["words"]] for row in rows}


def shown_names(page) -> list[str]:
    return page.eval_on_selector_all("#judge-table .player .name", "names => names.map(n => n.textContent)")


def accept_in(page, link: str, name: str) -> str:
    """A player opens the leader's invitation, gives their name: the link of their "I'm in"."""
    page.goto(link)
    page.wait_for_selector("#screen-session:not([hidden]) #join:not([hidden])", timeout=BOOT_TIMEOUT)
    page.fill("#join-name", name)
    page.click("#join-go")
    page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    return page.input_value("#code-link")


@pytest.mark.long
@pytest.mark.parametrize("lead", ["en", "fr"])
def test_no_list_is_lost_and_the_leader_knows_who_plays(make_context, server, site, artifacts, lead):
    other = "fr" if lead == "en" else "en"
    said, heard = text(lead), text(other)
    leader = open_game(make_context("phone", locale=LOCALES[lead], **PHONE_390), server.url)
    bob = open_game(make_context("phone", locale=LOCALES[other], **PHONE_390), server.url)
    zoe = open_game(make_context("phone", locale=LOCALES[other], **PHONE_390), server.url)
    lead_session(leader, "Ann", "boggle", minus=8, countdown=30, computers=1)
    assert leader.text_content("#session-roster") == said("roster.none")
    assert leader.locator("#nav-games").is_visible(), "Games from every together screen"
    shot(leader, artifacts, f"together-lobby-{lead}")

    # the roster: an invitation, and each player's "I'm in" read back by the leader (two links pasted at once)
    leader.click("button[data-action='invite']")
    leader.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    invitation = leader.input_value("#code-link")
    assert invitation.split("#")[1].startswith("J1")
    shot(leader, artifacts, f"together-invite-{lead}")
    bob.goto(invitation)
    bob.wait_for_selector("#join:not([hidden])")
    shot(bob, artifacts, f"together-join-session-{other}")
    ins = [accept_in(bob, invitation, "Bob"), accept_in(zoe, invitation, "Zoé")]
    assert bob.text_content("#code-share") == heard("code.share.in")
    shot(zoe, artifacts, f"together-im-in-{other}")
    leader.click("#code-done")
    leader.click("button[data-action='roster']")
    leader.wait_for_selector("#screen-scan:not([hidden])")
    leader.fill("#scan-paste", f"{ins[0]}\n{ins[1]}")
    leader.click("#scan-read")
    # the toast says who was added; it hides after 4 s, so its text is waited for rather than its showing
    # (CI once timed out waiting for it to show, on a busy machine)
    added = said.plural("roster.added", 2, players=said.join(["Bob", "Zoé"]))
    leader.wait_for_function("t => document.querySelector('#toast').textContent === t", arg=added)
    shot(leader, artifacts, f"together-roster-scan-{lead}")
    leader.click("#scan-done")
    leader.wait_for_selector("#screen-session:not([hidden])")
    roster = said.plural("roster.in", 2, players=said.join(["Bob", "Zoé"]))
    # (the session screen may show before the answers read are merged into it: wait for them, then check)
    leader.wait_for_function("t => document.querySelector('#session-roster').textContent === t", arg=roster)
    assert leader.text_content("#session-roster") == roster
    shot(leader, artifacts, f"together-roster-{lead}")

    # round 1: both players play; only Bob's words come before publishing
    link = announce(leader)
    invite = parse_round_token(link)
    for page in (bob, zoe):
        page.goto(link)
        page.wait_for_selector("#screen-sround:not([hidden])")
    shot(bob, artifacts, f"together-countdown-{other}")
    for page in (leader, bob, zoe):
        wait_start(page)
    rules, lex = get_rules("boggle"), lexicon(site, "en")
    words = sorted(solve(invite.board, lex, rules.min_length, rules.q_as_qu), key=lambda w: (-len(w), w))
    assert enter(bob, words[0]) == "valid" and enter(zoe, words[1]) == "valid" and enter(leader, words[2]) == "valid"
    sent = {}
    for name, page in (("Bob", bob), ("Zoé", zoe)):
        end_round(page)
        page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
        sent[name] = page.input_value("#code-link")
    assert bob.text_content("#code-share") == heard("code.share.words")
    shot(bob, artifacts, f"together-send-words-{other}")
    end_round(leader)
    leader.wait_for_selector("#screen-judge:not([hidden])")
    # Bob's words shared to the app from a chat (the manifest's share target: a GET with the message)
    leader.goto(f"{server.url}?title=Beguile&text={quote('Bob: ' + sent['Bob'])}")
    wait_ready(leader)
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 3")  # Ann, Bob, computer
    assert "?" not in leader.url and "#" not in leader.url, "the shared message leaves the address once read"
    shot(leader, artifacts, f"together-judge-{lead}", full_page=True)

    # publishing names the missing player and asks; waiting keeps the draft
    leader.click("button[data-action='publish']")
    leader.wait_for_selector("#ask[open]")
    assert leader.text_content("#ask-text") == said.plural("publish.missing", 1, players="Zoé")
    shot(leader, artifacts, f"together-publish-missing-{lead}")
    leader.click("#ask-no")
    assert leader.locator("#screen-judge:not([hidden])").count() == 1 and not kept(leader)["seat"]["rounds"]
    leader.click("button[data-action='publish']")
    leader.click("#ask-yes")
    leader.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    first = leader.input_value("#code-link")
    assert first.split("#")[1].startswith("S1") and len(parse_results_token(first).lists) == 3
    bob.goto(first)
    assert set(words_of(table(bob))) == {"Ann", "Bob", said("rivals.name", level=3)}
    assert heard("rivals.name", level=3) in shown_names(bob), "a computer is named in the phone's language"

    # Zoé's words come late, opened from the chat in a second tab of the leader's browser
    leader.click("#code-done")
    leader.click("button[data-action='table']")
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 3")
    second_tab = leader.context.new_page()
    second_tab.goto(sent["Zoé"])
    wait_ready(second_tab)
    second_tab.wait_for_function("document.querySelectorAll('#judge-table .player').length === 4")
    leader.wait_for_function("document.querySelectorAll('#judge-table .player').length === 4")  # the first tab too
    assert leader.text_content("button[data-action='publish']") == said("judge.action.publish.again", n=2)
    shot(leader, artifacts, f"together-republish-{lead}", full_page=True)
    second_tab.close()
    leader.click("button[data-action='publish']")
    leader.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])")
    again = leader.input_value("#code-link")
    assert again.split("#")[1].startswith("S2") and parse_results_token(again).edition == 2
    for page in (bob, zoe):
        page.goto(again)
    tables = [words_of(table(page)) for page in (bob, zoe)]
    leader.click("#code-done")
    leader.click("button[data-action='table']")
    tables.append(words_of(table(leader)))
    assert tables[0] == tables[1] == tables[2] and "Zoé" in tables[0], "the newer results on every phone"
    shot(zoe, artifacts, f"together-table-v2-{other}", full_page=True)
    bob.goto(first)  # the older results again: refused, the newer kept
    bob.wait_for_selector("#notice:not([hidden])")
    assert bob.text_content("#notice-text") == heard("token.problem.stale")
    assert "Zoé" in words_of(table(bob)), "the newer table stays in view"
    assert kept(bob)["seat"]["rounds"] == kept(leader)["seat"]["rounds"] and kept(bob)["seat"]["rounds"][0][:2] == "S2"
    shot(bob, artifacts, f"together-stale-{other}")

    # round 2: the waiting screen starts clean
    assert bob.locator("#s-answer .text").text_content() != ""
    leader.click("button[data-action='session']")
    second = announce(leader)
    shot(leader, artifacts, f"together-code-{lead}")
    bob.goto(second)
    bob.wait_for_selector("#screen-sround:not([hidden]) #board-s.blank")
    assert bob.locator("#s-answer .text").text_content() == "", "no answer from the round before"

    # a new session while this one runs is asked about first; the old table stays in the past sessions
    session = kept(leader)["seat"]["session"]
    go_together(leader)
    leader.click("#together-lead")
    leader.click("#lead-start")
    leader.wait_for_selector("#ask[open]")
    shot(leader, artifacts, f"together-replace-ask-{lead}")
    leader.click("#ask-no")
    assert kept(leader)["seat"]["session"] == session and leader.locator("#screen-lead:not([hidden])").count() == 1
    leader.click("#lead-start")
    leader.click("#ask-yes")
    leader.wait_for_selector("#screen-session:not([hidden]) #session-heading")
    assert kept(leader)["seat"]["session"] != session and kept(leader)["past"][0]["session"] == session
    go_together(leader)
    leader.wait_for_selector("#together-past-list li")
    assert "Zoé" in leader.text_content("#together-past-list")
    shot(leader, artifacts, f"together-past-{lead}")
    leader.click("#together-past-list button[data-past='0']")
    assert "Zoé" in words_of(table(leader))


@pytest.mark.parametrize("kind", ["phone", "desktop"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_together_screen_for_players_apart_and_at_the_table(make_context, server, artifacts, language, kind):
    said = text(language)
    size = PHONE_390 if kind == "phone" else {}
    page = open_game(make_context(kind, locale=LOCALES[language], **size), server.url)
    language = language if kind == "phone" else f"{language}-desktop"
    go_together(page)
    shot(page, artifacts, f"together-home-{language}")
    page.click("#together-join")
    page.wait_for_selector("#screen-scan:not([hidden])")
    assert page.locator("#nav-games").is_visible() and page.locator("#nav-back").is_visible()
    shot(page, artifacts, f"together-scan-{language}")
    page.click("#nav-back")
    page.click("#together-lead")
    page.fill("#lead-name", "Ann")
    page.select_option("#lead-game", "boggle")
    page.check("#lead-apart")
    shot(page, artifacts, f"together-lead-apart-{language}", full_page=True)
    page.click("#lead-start")
    link = announce(page)
    assert page.text_content("#code-share") == said("code.share.apart")
    shot(page, artifacts, f"together-apart-code-{language}")
    page.click("#code-done")
    page.wait_for_selector("#screen-session:not([hidden]) button[data-action='sitout']")
    assert page.locator("button[data-action='collect']").count() == 0, "no lists before playing or sitting out"
    shot(page, artifacts, f"together-apart-session-{language}")
    page.click("button[data-action='sitout']")
    page.wait_for_selector("#ask[open]")
    shot(page, artifacts, f"together-sitout-ask-{language}")
    page.click("#ask-yes")
    page.wait_for_selector("button[data-action='collect']")
    assert page.text_content("#session-status").startswith(said("session.status.apart.out", n=1, left="")[:12])
    page.click("button[data-action='collect']")
    page.wait_for_selector("#screen-judge:not([hidden]) #judge-actions button")
    shot(page, artifacts, f"together-apart-judge-{language}")
    assert parse_round_token(link).start is None
    for game, part in (("referee", "#screen-referee:not([hidden])"), ("daily", "#screen-daily:not([hidden])")):
        go_together(page)
        page.click(f"#together-{game}")
        page.wait_for_selector(part)
        shot(page, artifacts, f"together-{game}-{language}")
