"""The app around the game: saved rounds, offline play, French on demand, the
service worker's updates, installation, headers, accessibility and layouts."""

from __future__ import annotations

import json
import re
import shutil
import urllib.request

import pytest

from pagekit import assets, lexicon, open_game, saved_state, shot, wait_ready

from beguile.rules import get_rules
from beguile.solver import solve
from tools.site import netlify_headers

pytestmark = pytest.mark.e2e


SMALL_TARGETS = """[...document.querySelectorAll('button, select, input, [role=gridcell]')]
    .filter(b => b.offsetParent !== null && b.type !== 'checkbox' && b.type !== 'range')
    .map(b => [b.id || b.textContent, b.getBoundingClientRect()])
    .filter(([_, r]) => r.width < 43.5 || r.height < 43.5).map(([n]) => n)"""


def start_round(page) -> None:
    page.get_by_role("button", name="New", exact=True).click()
    page.wait_for_function("!document.querySelector('#board-a').classList.contains('blank')"
                           " && !document.querySelector('#typed').disabled")


def enter(page, word: str) -> str:
    page.evaluate("document.querySelector('#feedback').dataset.count = ''")
    page.fill("#typed", word)
    page.press("#typed", "Enter")
    page.wait_for_function("document.querySelector('#feedback').dataset.count !== ''")
    return page.get_attribute("#feedback", "data-status")


def some_word(page, site, rules_name: str = "beguile") -> str:
    from beguile.board import Board

    rules = get_rules(rules_name)
    board = Board.from_text(saved_state(page)["round"]["board"])
    words = solve(board, lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)
    assert words, "no word on this board"
    return max(words, key=len)


def seconds_left(page) -> int:
    minutes, seconds = page.text_content("#timer").split(":")
    return int(minutes) * 60 + int(seconds)


def test_reload_resumes_the_round_and_bad_state_is_discarded(make_context, server, site, artifacts):
    context = make_context("phone")
    page = open_game(context, server.url)
    start_round(page)
    word = some_word(page, site)
    assert enter(page, word) == "valid"
    before = saved_state(page)
    page.wait_for_function("document.querySelector('#timer').textContent !== '3:00'")
    page.reload()
    wait_ready(page)
    after = saved_state(page)
    assert after["round"]["board"] == before["round"]["board"]
    assert after["round"]["ends_at"] == before["round"]["ends_at"], "the end time must survive, not restart"
    assert after["round"]["found"] == [word]
    assert page.locator("#found button").first.get_attribute("data-word") == word
    assert 150 < seconds_left(page) < 180
    cells = page.eval_on_selector_all("#board-a [role=gridcell]", "c => c.map(x => x.textContent).join('')")
    assert cells == before["round"]["board"].replace("/", "")
    assert not page.locator("#typed").is_disabled(), "the resumed round is playable"

    # saved state that cannot be read: a short notice and a fresh page, no error
    page.evaluate("localStorage.setItem('beguile-state', '{\"v\": 1, \"round\": {\"board\": 42')")
    page.reload()
    wait_ready(page)
    assert page.locator("#notice").is_visible()
    assert "could not be read" in page.text_content("#notice")
    assert page.locator("#board-a").get_attribute("class").split().count("blank") == 1
    assert page.evaluate("localStorage.getItem('beguile-state')") is None or saved_state(page)["round"] is None
    shot(page, artifacts, "phone-notice", full_page=False)
    start_round(page)  # and the game goes on

    # a well-formed state with a wrong board is refused the same way
    good = saved_state(page)
    good["round"] = {"rules": "beguile", "board": "AB/CDE", "seed": 1, "planted": None, "seconds": 180,
                     "ends_at": None, "found": [], "over": False}
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(json.dumps(good))})")
    page.reload()
    wait_ready(page)
    assert page.locator("#notice").is_visible()


def test_a_qu_cell_reads_qu(make_context, server):
    context = make_context("desktop")
    page = open_game(context, server.url)
    # a practice round (no clock) on a board with a Qu cell, saved as the engine writes it
    from beguile.board import Board
    from beguile.deal import Deal
    from beguile.round import Round

    round_ = Round.start(Deal(Board.from_text("QuITS/ABCD/EFGH/IJKL"), "beguile", 7), 180, 0, practice=True)
    state = {"v": 3, "settings": {}, "round": round_.to_json(), "shown": False}
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(json.dumps(state))})")
    page.reload()
    wait_ready(page)
    assert page.get_by_role("grid", name="Board", exact=True).get_by_role("gridcell").first.text_content() == "Qu"
    assert page.text_content("#timer") == "No timer"  # a round saved without an end time is practice
    assert enter(page, "quit") == "valid"
    assert enter(page, "quits") == "valid"


def test_offline_after_one_visit_and_french_on_demand(persistent_context, server, site, artifacts):
    context = persistent_context("phone")
    page = open_game(context, server.url)
    fr_lex = assets(site)["dicts"]["fr"]["lex"]
    assert not any(fr_lex in url for url in context.guard.requests), "French fetched before it was chosen"
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    # manifest, icons and worker pass Chromium's installability check: it offers the install
    page.wait_for_selector("#install:not([hidden])", timeout=30_000)
    # choose the French game while online: its dictionary is fetched now, and kept
    page.get_by_role("button", name="Settings").click()
    page.select_option("#rules", "beguile-fr")
    page.get_by_role("button", name="Done").click()
    page.wait_for_function("document.querySelector('#feedback').textContent.includes('Dictionary ready')",
                           timeout=30_000)
    assert any(fr_lex in url for url in context.guard.requests)
    # every precached file is in the cache before going offline
    page.wait_for_function("""async () => {
        const names = await caches.keys();
        const main = names.find(n => n.startsWith('beguile-') && n !== 'beguile-dictionaries');
        if (!main) return false;
        const keys = await (await caches.open(main)).keys();
        return keys.length > 10; }""", timeout=60_000)

    context.set_offline(True)
    page.reload()
    wait_ready(page)
    start_round(page)
    word = some_word(page, site, "beguile-fr")
    assert enter(page, word) == "valid", "a French word offline"
    shot(page, artifacts, "phone-offline-french", full_page=False)

    # back to English, still offline
    page.get_by_role("button", name="End").click()
    page.get_by_role("button", name="Settings").click()
    page.select_option("#rules", "beguile")
    page.get_by_role("button", name="Done").click()
    start_round(page)
    assert enter(page, some_word(page, site)) == "valid"
    context.set_offline(False)


def test_new_version_is_offered_never_forced(persistent_context, server, site, tmp_path):
    context = persistent_context("desktop")
    page = open_game(context, server.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    start_round(page)
    board = saved_state(page)["round"]["board"]
    page.evaluate("window.__same_document = true")

    # deploy a new build: same files, a changed page script, so a new cache version
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
        assert saved_state(page)["round"]["board"] == board
        assert not page.locator("#typed").is_disabled(), "the round goes on"
        # the player chooses to update: the page reloads and the round resumes
        with page.expect_navigation():
            page.get_by_role("button", name="Update").click()
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
    assert page["Cache-Control"] == "no-cache"
    assert get("sw.js")["Cache-Control"] == "no-cache"
    table = assets(site)
    wasm = next(p for p in table["sizes"] if p.endswith(".wasm"))
    headers = get(wasm)
    assert headers["Content-Type"] == "application/wasm"
    assert "immutable" in headers["Cache-Control"]
    mjs = next(p for p in table["sizes"] if p.endswith("pyodide.mjs"))
    assert "javascript" in get(mjs)["Content-Type"]
    assert get("manifest.webmanifest")["Content-Type"] == "application/manifest+json"
    lex = table["dicts"]["en"]["lex"]
    assert "immutable" in get(lex)["Cache-Control"]
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    for icon in manifest["icons"]:
        assert (site / icon["src"]).read_bytes().startswith(b"\x89PNG")


def test_install_button_and_ios_help(make_context, server):
    page = open_game(make_context("desktop"), server.url)
    assert page.locator("#install").is_hidden()
    page.evaluate("""() => {
        const event = new Event('beforeinstallprompt', {cancelable: true});
        event.prompt = () => { window.__prompted = true; };
        event.userChoice = Promise.resolve({outcome: 'accepted'});
        dispatchEvent(event); }""")
    page.get_by_role("button", name="Install").click()
    assert page.evaluate("window.__prompted === true")
    page.wait_for_selector("#install", state="hidden")

    ios = make_context("phone", user_agent=(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 "
        "(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"))
    page = open_game(ios, server.url)
    page.get_by_role("button", name="Settings").click()
    assert page.locator("#ios-help").is_visible()
    assert "Add to Home Screen" in page.text_content("#ios-help")


def test_accessible_names_roles_and_keyboard_play(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    for name in ("New", "Fix", "Show", "More", "4x4", "5x5", "Add 15 seconds", "Remove 15 seconds"):
        assert page.get_by_role("button", name=name, exact=True).count() == 1, name
    grids = page.get_by_role("grid")
    assert grids.count() == 2
    for i in range(2):
        assert grids.nth(i).get_by_role("row").count() == 4
        assert grids.nth(i).get_by_role("gridcell").count() == 16
    assert page.get_by_role("timer").count() == 1
    assert page.get_attribute("#feedback", "aria-live") == "polite"
    # keyboard only: Tab to New, Enter, type a word, Enter
    page.locator("body").focus()
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "new":
            break
    assert page.evaluate("document.activeElement.id") == "new"
    page.keyboard.press("Enter")
    page.wait_for_function("!document.querySelector('#typed').disabled")
    word = some_word(page, site)
    page.locator("#typed").focus()
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#feedback').dataset.status === 'valid'")
    # every button is at least 44 px in both directions
    assert page.evaluate(SMALL_TARGETS) == []


def test_settings_table_view_scale_practice_and_layouts(make_context, server, artifacts):
    page = open_game(make_context("phone"), server.url)
    before = page.locator("#board-a").bounding_box()["width"]
    page.get_by_role("button", name="Settings").click()
    shot(page, artifacts, "phone-settings", full_page=False)
    page.locator("#table-view").uncheck()
    page.locator("#scale").fill("130")
    page.locator("#practice").check()
    page.get_by_role("button", name="Done").click()
    assert page.locator("#board-b").is_hidden()
    assert page.locator("#board-a").bounding_box()["width"] > before * 1.05
    assert page.text_content("#timer") == "No timer"
    start_round(page)
    assert page.text_content("#timer") == "No timer"
    page.wait_for_timeout(1200)
    assert page.text_content("#timer") == "No timer", "practice has no countdown"
    shot(page, artifacts, "phone-practice-no-table", full_page=False)
    page.get_by_role("button", name="End").click()
    page.wait_for_selector("#results:not([hidden])")
    settings = saved_state(page)["settings"]
    assert settings["table"] is False and settings["practice"] is True and settings["scale"] == 130
    page.reload()
    wait_ready(page)
    assert page.locator("#board-b").is_hidden(), "settings survive a reload"

    # 5x5, landscape phone, the narrowest phone, a dark system theme, a desktop
    for name, options in (
        ("phone-landscape", {"viewport": {"width": 740, "height": 360}}),
        ("phone-320", {"viewport": {"width": 320, "height": 640}}),
        ("phone-dark", {"color_scheme": "dark"}),
    ):
        page = open_game(make_context("phone", **options), server.url)
        page.get_by_role("button", name="5x5").click()
        start_round(page)
        assert page.locator("#board-a [role=gridcell]").count() == 25
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= page.viewport_size["width"], f"{name}: the page scrolls sideways"
        assert page.evaluate(SMALL_TARGETS) == [], f"{name}: targets under 44 px"
        shot(page, artifacts, name, full_page=False)
    page = open_game(make_context("desktop", color_scheme="light"), server.url)
    start_round(page)
    shot(page, artifacts, "desktop-round", full_page=False)
