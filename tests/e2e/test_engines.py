"""The game in the engines of most phones besides Chromium's: WebKitGTK (Safari's engine) and
Firefox ESR. In each, a first visit boots, New deals a round, a word the engine finds on the
board is typed and judged, and with the server gone the page reloads from its service worker
with the same round, Python restored from the memory the device kept, and judges another word; a game
whose dictionary was never fetched then says it is missing. Any error in the page fails the test."""

from __future__ import annotations

import json

import pytest

from engines import Firefox, ProbingServer, WebKit, Xvfb, missing_tools, wait_for
from pagekit import assets, lexicon, text

from beguile.board import Board
from beguile.judge import check_entry
from beguile.rules import get_rules
from beguile.solver import solve

pytestmark = [pytest.mark.e2e,  # Selenium's own WebKitGTK driver class uses a call Selenium deprecates
              pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")]

READY = "document.body.dataset.ready === '1'"
STATE = "JSON.parse(localStorage.getItem('beguile-state') || 'null')"
# the page's marks (interpreter.mjs)
KEPT, RESTORED, FROM_WORKER = "beguile-python-kept", "beguile-python-restored", "beguile-python-from-worker"
COMPILED_IN_WORKER = "beguile-python-compiled-in-worker"
CELLS = "[...document.querySelectorAll('#board-a [data-cell]')].map(c => c.textContent)"


@pytest.fixture(scope="module")
def display():
    missing = missing_tools()
    if missing:
        pytest.fail(f"missing for the WebKit and Firefox tests: {' '.join(missing)} "
                    f"(apt-get install {' '.join(missing)}; ./run-tests does it)")
    xvfb = Xvfb()
    yield xvfb.display
    xvfb.close()


@pytest.fixture(params=["webkit", "firefox"])
def engine(request, display):
    made = WebKit(display) if request.param == "webkit" else Firefox()
    yield made
    made.close()


@pytest.fixture
def probing_server(site):
    server = ProbingServer(site)
    yield server
    server.go_offline()


def board_shown(engine) -> Board:
    """The board in the page's cells, checked against the round the page saved."""
    faces = engine.evaluate(CELLS)
    size = round(len(faces) ** 0.5)
    board = Board(size, size, tuple(faces))
    assert board.to_text() == engine.evaluate(STATE)["round"]["board"]
    return board


def enter(engine, word: str) -> tuple[str, str]:
    """Type a word and Enter: the answer's status and text."""
    count = engine.evaluate("document.querySelector('#answer').dataset.count")
    engine.type("#word", word)
    engine.press_enter("#word")
    wait_for(engine, f"document.querySelector('#answer').dataset.count !== {json.dumps(count)}", 30,
             f"the answer to {word}")
    return (engine.evaluate("document.querySelector('#answer').dataset.status"),
            engine.evaluate("document.querySelector('#answer').textContent"))


def judged_as_valid(engine, board: Board, rules, lex, word: str, found: list[str]) -> None:
    said_text = text(engine.evaluate("document.documentElement.lang"))
    points = check_entry(board, rules, lex, word, found).points
    status, said = enter(engine, word)
    assert (status, said) == ("valid", "✓" + said_text("answer.points", word=word.upper(),
                                                        points=said_text.points(points))), engine.name


def test_a_round_then_an_offline_reload(engine, probing_server, site, artifacts):
    engine.goto(probing_server.url)
    wait_for(engine, READY, what="the page to be ready")
    wait_for(engine, "navigator.serviceWorker.controller !== null", what="the service worker")
    assert engine.evaluate(f"performance.getEntriesByName('{FROM_WORKER}').length") == 1, "Python started in a worker"
    assert engine.evaluate(f"performance.getEntriesByName('{COMPILED_IN_WORKER}').length") == 1, \
        "the page took the runtime's WebAssembly as the worker compiled it"

    seed = ((engine.evaluate(STATE) or {}).get("round") or {}).get("seed")
    engine.click("#new")
    wait_for(engine, f"(({STATE} || {{}}).round || {{}}).seed !== {json.dumps(seed)}"
                     " && document.body.dataset.playing === '1'", 30, "the dealt round")
    board = board_shown(engine)
    rules = get_rules(engine.evaluate(STATE)["round"]["rules"])
    lex = lexicon(site, rules.dictionary)
    words = sorted(solve(board, lex, rules.min_length, rules.q_as_qu), key=lambda w: (-len(w), w))
    assert len(words) >= 2, f"the engine finds {words} on {board.to_text()}"
    judged_as_valid(engine, board, rules, lex, words[0], [])
    assert engine.evaluate("[...document.querySelectorAll('#found button')].map(b => b.dataset.word)") == [words[0]]
    engine.screenshot(artifacts / f"{engine.name}-round.png")

    # the device keeps Python's memory once the page is idle; the offline reload starts from it
    wait_for(engine, f"performance.getEntriesByName('{KEPT}').length === 1", 90, "Python's memory kept")
    probing_server.wait_quiet()
    before = engine.evaluate(STATE)["round"]
    probing_server.go_offline()
    engine.reload()
    wait_for(engine, READY, what="the page to be ready offline")
    assert engine.evaluate(f"performance.getEntriesByName('{RESTORED}').length") == 1, "Python restored"
    assert engine.evaluate(STATE)["round"] == before, "the round survives, its clock not restarted"
    assert board_shown(engine) == board
    assert engine.evaluate("[...document.querySelectorAll('#found button')].map(b => b.dataset.word)") == [words[0]]
    assert engine.evaluate("!document.querySelector('#word').disabled"), "the round goes on"
    minutes, seconds = engine.evaluate("document.querySelector('#timer').textContent").split(":")
    assert 0 < int(minutes) * 60 + int(seconds) < before["seconds"], "the clock runs on"
    judged_as_valid(engine, board, rules, lex, words[1], [words[0]])
    engine.screenshot(artifacts / f"{engine.name}-offline.png")

    # offline, a game whose dictionary was never fetched says so in plain words (WebKit rejects the failed
    # download with an error that has no stack, which Python, awaiting it directly, never heard of: it waited
    # for ever and the console showed "invalid exception object")
    said_text = text(engine.evaluate("document.documentElement.lang"))
    engine.click("#nav-games")
    choice = "#home-list button[data-game='baggle-old-fashion']"
    wait_for(engine, f"document.querySelector({json.dumps(choice)}) !== null", 30, "the list of games")
    engine.click(choice)
    wait_for(engine, "document.querySelector('#ask').open", 30, "the question before leaving the round")
    engine.click("#ask-yes")
    missing = said_text("dict.missing", game=said_text("game.baggle-old-fashion.title"))
    wait_for(engine, f"document.querySelector('#answer .text')?.textContent === {json.dumps(missing)}", 30,
             "the page to say the dictionary is missing")
    engine.screenshot(artifacts / f"{engine.name}-offline-missing.png")

    # (Firefox itself reports the download the service worker could not make offline, as Chromium does)
    cut = f"Failed to load \u2018{probing_server.url.rstrip('/')}/{assets(site)['dicts']['fr-old']['lex']}\u2019"
    errors = [error for error in engine.errors() if not error.startswith(f"pageerror: {cut}")]
    assert not errors, f"errors in the page in {engine.name} {engine.version}:\n" + "\n".join(errors)
