"""The app around the game: saved rounds, offline play, every dictionary kept, the service
worker's updates, installation, headers."""

from __future__ import annotations

import json
import re
import shutil
import urllib.request

import pytest

from pagekit import assets, end_round, enter_word, lexicon, new_round, open_game, saved_state, shot, text, wait_ready

from beguile.board import Board
from beguile.deal import Deal
from beguile.round import Round
from beguile.rules import get_rules
from beguile.solver import solve
from tools.server import netlify_headers

pytestmark = pytest.mark.e2e
EN = text("en")


def some_word(page, site, rules_name: str = "beguile") -> str:
    rules = get_rules(rules_name)
    board = Board.from_text(saved_state(page)["round"]["board"])
    words = solve(board, lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)
    assert words, "no word on this board"
    return max(words, key=len)


def seconds_left(page) -> int:
    minutes, seconds = page.text_content("#timer").split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_reload_resumes_the_round_and_unreadable_state_is_set_aside(make_context, server, site, artifacts):
    page = open_game(make_context("phone"), server.url)
    new_round(page)
    word = some_word(page, site)
    assert enter_word(page, word)[0] == "valid"
    before = saved_state(page)
    page.wait_for_function("document.querySelector('#timer').textContent !== '3:00'")
    page.reload()
    wait_ready(page)
    after = saved_state(page)
    assert after["round"] == before["round"], "the end time and the words survive, the clock does not restart"
    assert page.locator("#found button").first.get_attribute("data-word") == word
    assert 150 < seconds_left(page) < 180
    cells = page.eval_on_selector_all("#board-a [data-cell]", "c => c.map(x => x.textContent).join('')")
    assert cells == before["round"]["board"].replace("/", "")
    assert page.locator("#word").is_enabled(), "the resumed round is playable"

    # a saved state that cannot be read: a short notice, a fresh page, and the copy kept aside
    damaged = '{"v": 4, "round": {"board": 42'
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(damaged)})")
    page.reload()
    wait_ready(page)
    assert page.text_content("#notice-text") == EN("notice.unreadable")
    assert page.evaluate("localStorage.getItem('beguile-state-unreadable')") == damaged
    assert "blank" in page.get_attribute("#board-a", "class").split()
    shot(page, artifacts, "phone-notice")
    page.click("#notice-close")
    assert page.locator("#notice").is_hidden()
    new_round(page)  # and the game goes on

    # a well-formed state whose round has an impossible board is refused the same way
    good = saved_state(page)
    good["round"]["board"] = "AB/CDE"
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(json.dumps(good))})")
    page.reload()
    wait_ready(page)
    assert page.locator("#notice").is_visible()


def test_a_qu_cell_reads_qu_and_practice_has_no_clock(make_context, server):
    page = open_game(make_context("desktop"), server.url)
    round_ = Round.start(Deal(Board.from_text("QuITS/ABCD/EFGH/IJKL"), "beguile", 7), 180, 0, practice=True)
    state = {"v": 4, "settings": {"practice": True}, "round": round_.to_json()}
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(json.dumps(state))})")
    page.reload()
    wait_ready(page)
    assert page.get_by_role("grid").get_by_role("gridcell").first.text_content() == "Qu"
    assert page.text_content("#timer") == EN("clock.off")
    assert enter_word(page, "quit")[0] == "valid"
    assert enter_word(page, "quits")[0] == "valid"
    page.wait_for_timeout(1200)
    assert page.text_content("#timer") == EN("clock.off"), "practice has no countdown"


def test_every_game_plays_offline_after_one_visit(persistent_context, server, site, artifacts):
    context = persistent_context("phone")
    page = context.pages[0]
    page.goto(server.url, wait_until="commit")
    page.wait_for_function("() => window.beguileShell !== undefined")
    page.click("#new")  # at once: the round starts as Python does
    page.wait_for_function("document.body.dataset.playing === '1'", timeout=60_000)
    # while the first round runs, no other dictionary is fetched
    others = [path for name, entry in assets(site)["dicts"].items() if name != "en"
              for path in entry.values() if not path.endswith(".txt")]  # (the small common-word lists come with the app)
    page.wait_for_timeout(3000)
    assert not [path for path in others if any(path in url for url in context.guard.requests)]
    end_round(page)
    # once it has ended, every dictionary is fetched in the background, and Settings says so (no message
    # over the play screen)
    page.wait_for_function("document.body.dataset.offline === 'ready'", timeout=90_000)
    for entry in assets(site)["dicts"].values():
        for path in entry.values():
            assert any(path in url for url in context.guard.requests), f"{path} was not kept"
    assert page.locator("#toast").is_hidden()

    context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.click("#nav-games")
    page.click("button[data-game='beguile-fr']")  # a French game never chosen while online
    new_round(page)
    word = some_word(page, site, "beguile-fr")
    assert enter_word(page, word)[0] == "valid", "a French word offline"
    shot(page, artifacts, "phone-offline-french")
    page.click("#nav-settings")
    page.wait_for_function(f"document.querySelector('#offline').textContent === {EN('settings.offline.ready')!r}")
    context.set_offline(False)


def test_a_missing_dictionary_says_so_and_starts_no_clock(persistent_context, server, site):
    context = persistent_context("phone")
    french = assets(site)["dicts"]["fr"]["lex"]
    context.route(f"**/{french}", lambda route: route.abort())  # never fetched: storage cleared, a cut visit
    context.guard.allow("net::ERR_FAILED")  # the browser reports the download this test cuts
    page = open_game(context, server.url)
    page.click("#nav-games")
    page.click("button[data-game='baggle']")
    message = EN("dict.missing", game=EN("game.baggle.title"))
    page.wait_for_function(f"document.querySelector('#answer').textContent.endsWith({json.dumps(message)})")
    page.click("#new")
    page.wait_for_timeout(500)
    assert page.evaluate("document.body.dataset.playing") == "0" and saved_state(page)["round"] is None
    assert page.text_content("#timer") == "3:00"


def test_a_new_version_is_offered_never_forced(persistent_context, server, site, tmp_path):
    context = persistent_context("desktop")
    page = open_game(context, server.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    new_round(page)
    board = saved_state(page)["round"]["board"]
    page.evaluate("window.__same_document = true")
    new = tmp_path / "site2"
    shutil.copytree(site, new)
    sw = (new / "sw.js").read_text()
    version = re.search(r'const VERSION = "([0-9a-f]+)"', sw).group(1)
    (new / "sw.js").write_text(sw.replace(version, "f" * len(version)))
    server.handler.folder = new
    try:
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_selector("#update:not([hidden])", timeout=60_000)
        assert page.evaluate("window.__same_document === true"), "the page reloaded by itself"
        assert saved_state(page)["round"]["board"] == board and page.locator("#word").is_enabled()
        with page.expect_navigation():
            page.click("#update-now")
        wait_ready(page)
        assert saved_state(page)["round"]["board"] == board
        keys = page.evaluate("caches.keys()")
        assert f"beguile-{'f' * len(version)}" in keys and f"beguile-{version}" not in keys
    finally:
        server.handler.folder = site


def test_headers_csp_and_mime_types(server, site):
    def get(path):
        with urllib.request.urlopen(server.url + path) as response:
            return response.headers

    rules = netlify_headers()
    csp = " ".join(rules[0]["values"]["Content-Security-Policy"].split())
    page = get("")
    assert page["Content-Security-Policy"] == csp
    assert "default-src 'self'" in csp and "http" not in csp and "*" not in csp
    assert page["Cache-Control"] == "no-cache" and get("sw.js")["Cache-Control"] == "no-cache"
    table = assets(site)
    wasm = next(p for p in table["sizes"] if p.endswith(".wasm"))
    assert get(wasm)["Content-Type"] == "application/wasm" and "immutable" in get(wasm)["Cache-Control"]
    mjs = next(p for p in table["sizes"] if p.endswith("pyodide.mjs"))
    assert "javascript" in get(mjs)["Content-Type"]
    assert get("manifest.webmanifest")["Content-Type"] == "application/manifest+json"
    assert "immutable" in get(table["dicts"]["en"]["lex"])["Cache-Control"]
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    for icon in manifest["icons"]:
        assert (site / icon["src"]).read_bytes().startswith(b"\x89PNG")


# The browser offers to install the app (a stand-in for Chromium's own event, whose prompt notes the call).
OFFER_INSTALL = """() => {
    const event = new Event('beforeinstallprompt', {cancelable: true});
    event.prompt = () => { window.__prompted = true; };
    event.userChoice = Promise.resolve({outcome: 'accepted'});
    dispatchEvent(event); }"""


def test_install_button_and_ios_help(make_context, server):
    page = open_game(make_context("desktop"), server.url)
    manifest = page.context.new_cdp_session(page).send("Page.getAppManifest")
    assert manifest["errors"] == [], "the browser reads the manifest without a warning"
    assert page.locator("#install").is_hidden()
    page.evaluate(OFFER_INSTALL)
    page.click("#install")
    assert page.evaluate("window.__prompted === true")
    page.wait_for_selector("#install", state="hidden")

    ios = make_context("phone", user_agent=(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 "
        "(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"))
    page = open_game(ios, server.url)
    page.click("#nav-settings")
    assert page.locator("#ios-help").is_visible()
    assert page.text_content("#ios-help") == EN("settings.ios")


@pytest.mark.parametrize("locale", ["en-GB", "fr-FR"])
def test_on_a_phone_the_install_offer_is_in_settings_and_moves_nothing(make_context, server, locale):
    page = open_game(make_context("phone", locale=locale), server.url)
    new_round(page)
    board = page.locator("#board-a").bounding_box()
    page.evaluate(OFFER_INSTALL)
    page.wait_for_timeout(100)
    assert page.locator("#install").is_hidden(), "the bar keeps its room for the title"
    assert page.locator("#board-a").bounding_box() == board, "the offer moves nothing"
    page.click("#nav-settings")
    language = locale[:2]
    assert page.text_content("#install-here") == text(language)("settings.install")
    page.click("#install-here")
    assert page.evaluate("window.__prompted === true")
    page.wait_for_selector("#install-here", state="hidden")
