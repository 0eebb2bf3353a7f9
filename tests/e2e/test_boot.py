"""Boot of the page in Chromium: Python from bytecode in the page and in a PyScript worker."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from pagekit import ROOT, assets, open_game

sys.path.insert(0, str(ROOT / "py"))

pytestmark = pytest.mark.e2e

PROBE = Path(__file__).with_name("bytecode_probe.py").read_text()

# Runs a Python snippet in the page's interpreter the way any page script does: a
# <script type="py"> added to the page (PyScript runs it in the same interpreter).
RUN_IN_PAGE = """(code) => new Promise((resolve) => {
    window.__probe = resolve;
    const script = document.createElement("script");
    script.type = "py";
    script.textContent = code;
    document.body.append(script);
})"""

# Starts a PyScript worker as pyscript.create_named_worker does (a <script type="py"
# worker name=... config=...>), with the site's worker config, and calls a function
# the worker exports.
RUN_IN_WORKER = """async ([src, name, call, args]) => {
    const { worker } = JSON.parse(document.getElementById("assets").textContent);
    const script = document.createElement("script");
    script.type = "py";
    script.src = src;
    script.setAttribute("worker", "");
    script.setAttribute("name", name);
    script.setAttribute("config", JSON.stringify(worker));
    document.body.append(script);
    while (!script.xworker) await new Promise((resolve) => setTimeout(resolve, 20));
    const ready = await script.xworker.ready;
    return await ready.sync[call](...args);
}"""

WORKER_SOURCE = PROBE + '''

import js
from beguile.lexicon import Lexicon
from beguile.sesquipedal.game import Game, parse_players


async def computer_move(lexicon_url, seed):
    """The greedy computer's first move of a seeded game, and how the worker loaded Python."""
    response = await js.fetch(lexicon_url)
    data = bytes(js.Uint8Array.new(await response.arrayBuffer()).to_py())
    game = Game(parse_players("computer:2,computer:2"), seed, Lexicon.from_bytes(data))
    return json.dumps({"move": game.computer_turn().text(), **report()})


__export__ = ["computer_move"]
'''


def sw_precache(site: Path) -> set[str]:
    text = (site / "sw.js").read_text()
    return {p.removeprefix("./") for p in json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1))}


def test_the_page_boots_every_module_from_bytecode(make_context, server):
    context = make_context("desktop")
    page = open_game(context, server.url)
    code = PROBE + "\nimport js\njs.window.__probe(json.dumps(report()))\n"
    found = json.loads(page.evaluate(RUN_IN_PAGE, code))
    assert found["compiled_here"] == [], "the page compiled these from source at start-up"
    loaded = set(found["from_bytecode"])
    assert len(loaded) > 100
    assert {"pyscript", "pyscript.events", "beguile.round", "beguile.solver", "asyncio", "json"} <= loaded
    assert found["files"]["pyscript"] == "/home/pyodide/pyscript/__init__.py"  # PyScript's own, compiled


def test_a_pyscript_worker_boots_from_the_same_files(make_context, server, site):
    from beguile.dictionaries import load_lexicon
    from beguile.sesquipedal.game import Game, parse_players

    context = make_context("desktop")
    page = open_game(context, server.url)
    context.route("**/probe-worker.py", lambda route: route.fulfill(
        body=WORKER_SOURCE, content_type="text/plain; charset=utf-8"))
    before = len(context.guard.requests)
    lexicon = server.url + assets(site)["dicts"]["en"]["lex"]
    found = json.loads(page.evaluate(RUN_IN_WORKER, ["./probe-worker.py", "probe", "computer_move", [lexicon, 7]]))

    # the engine's answer, computed in the worker, is the engine's answer here
    expected = Game(parse_players("computer:2,computer:2"), 7, load_lexicon("en")).computer_turn().text()
    assert found["move"] == expected
    assert found["compiled_here"] == [], "the worker compiled these from source"
    assert {"beguile.sesquipedal.movegen", "beguile.sesquipedal.players", "json"} <= set(found["from_bytecode"])
    assert found["files"]["beguile.sesquipedal.game"] == "/home/pyodide/beguile/sesquipedal/game.py"
    assert found["files"]["json"].endswith("/json/__init__.pyc")
    # it fetched nothing the service worker does not keep for offline play
    fetched = {url.removeprefix(server.url).split("?")[0] for url in context.guard.requests[before:]}
    fetched -= {"probe-worker.py"}
    assert fetched and fetched <= sw_precache(site), fetched - sw_precache(site)
    assert any(path.endswith("/stdlib.zip") for path in fetched)
