"""Boot of the page in Chromium: Python from bytecode in the page and in a PyScript
worker, and a progress bar that follows the bytes and the boot steps."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from pagekit import ROOT, PythonHold, assets, enter_word, new_round, open_game, wait_ready

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

import os
import sys

import js

sys.path[:0] = [os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib"))]  # as sesq_worker.py does
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
    # the page keeps every dictionary for offline play once it is playable: let that end first
    page.wait_for_function("document.body.dataset.offline === 'ready'", timeout=60_000)
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
    assert found["files"]["beguile.sesquipedal.game"] == "/home/pyodide/lib/beguile.whl/beguile/sesquipedal/game.pyc"
    assert found["files"]["json"].endswith("/json/__init__.pyc")
    # it fetched nothing the service worker does not keep for offline play
    fetched = {url.removeprefix(server.url).split("?")[0] for url in context.guard.requests[before:]}
    fetched -= {"probe-worker.py"}
    assert fetched and fetched <= sw_precache(site), fetched - sw_precache(site)
    assert any(path.endswith("/stdlib.zip") for path in fetched)


# Records what the progress bar shows, from the page's first moment: each change
# of its value or text, with the scale its fill is animated towards and whether
# the runtime's WebAssembly (the largest download) has arrived in full.
RECORD_BAR = """
window.__bar = [];
new MutationObserver(() => {
  const bar = document.getElementById("boot-progress");
  const text = document.getElementById("boot-text");
  if (!bar || !text) return;
  const animation = bar.querySelector(".progress-fill").getAnimations()[0];
  const goal = animation ? animation.effect.getKeyframes().at(-1).transform : null;
  const entry = [+bar.getAttribute("aria-valuenow"), text.textContent, goal, Date.now()];
  const last = window.__bar.at(-1);
  if (!last || last[0] !== entry[0] || last[1] !== entry[1]) window.__bar.push(entry);
}).observe(document, { subtree: true, attributes: true, childList: true, characterData: true });
"""


def bar_history(page) -> list[tuple[int, str, float | None, float]]:
    """(value, text, the scale the fill moves towards, when: ms since the epoch) at each change of the bar."""
    rows = page.evaluate("window.__bar")
    return [(value, text, float(goal[7:-1]) if goal else None, when) for value, text, goal, when in rows]


# Keeps the page from being seen for its first 1.5 s, as a browser may hold its first frames back: until
# then nothing contentful is painted.
HOLD_FIRST_VIEW = """(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("html { opacity: 0 !important; }");
  document.adoptedStyleSheets = [sheet];
  setTimeout(() => sheet.replaceSync(""), 1500);
})();"""


def test_a_first_visit_downloads_the_runtime_only_once_its_first_screen_is_seen(make_context, server):
    context = make_context("phone")
    context.add_init_script(HOLD_FIRST_VIEW)
    page = open_game(context, server.url)
    seen = page.evaluate("""() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0].startTime,
        downloads: performance.getEntriesByType("resource")
            .filter((e) => /\\/(pyodide|pyscript|dict)\\/|\\.zip$/.test(e.name) && !e.name.endsWith(".css"))
            .map((e) => [new URL(e.name).pathname, e.startTime]),
    })""")
    assert seen["painted"] >= 1500
    assert any(path.endswith(".lex") for path, _ in seen["downloads"])
    assert any("/pyscript/" in path for path, _ in seen["downloads"])
    early = [path for path, start in seen["downloads"] if start < seen["painted"]]
    assert early == [], f"started before the first screen was seen ({seen['painted']:.0f} ms)"


def test_first_visit_progress_follows_the_bytes_of_every_file(make_context, server, site):
    context = make_context("phone")
    context.add_init_script(RECORD_BAR)
    page = context.new_page()
    # a network of 5 MB/s, so that the downloads take a few seconds
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
                                                      "downloadThroughput": 5e6, "uploadThroughput": 5e6})
    held = PythonHold(page)  # the second-largest download
    wasm_in = []  # when the runtime's WebAssembly was in (ms since the epoch), whoever fetched it (a worker)
    page.on("requestfinished", lambda request: request.url.endswith(".wasm") and wasm_in.append(
        request.timing["startTime"] + request.timing["responseEnd"]))
    page.goto(server.url, wait_until="commit")
    sizes = assets(site)["sizes"]
    total = sum(sizes.values())
    wasm = next(size for path, size in sizes.items() if path.endswith(".wasm"))
    stdlib = next(size for path, size in sizes.items() if path.endswith("/stdlib.zip"))
    # once the runtime's WebAssembly (the largest file) is in, the bar counts all its bytes
    for _ in range(1200):
        if wasm_in:
            break
        page.wait_for_timeout(50)
    assert wasm_in, "the runtime's WebAssembly never arrived"
    page.wait_for_timeout(300)
    text = page.text_content("#boot-text")
    percent = int(re.search(r"(\d+)\s*%", text).group(1))
    assert 100 * wasm / total - 1 <= percent <= 100 * (total - stdlib) / total + 1, (percent, text)
    held.release()
    wait_ready(page)
    history = bar_history(page)
    values = [v for v, _, _, _ in history]
    assert values == sorted(values) and values[-1] == 100, values
    # while the WebAssembly was on its way, the bar followed its bytes as they came
    arriving = {text for _, text, _, when in history if when < wasm_in[0] and re.search(r"\d+\s*%", text)}
    assert len(arriving) >= 20, (len(arriving), history)
    assert page.locator("#boot").is_hidden()


def test_reload_progress_moves_with_the_boot_steps(persistent_context, server):
    context = persistent_context("phone")
    context.add_init_script(RECORD_BAR)
    page = open_game(context, server.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.reload()
    wait_ready(page)
    history = bar_history(page)
    values = [v for v, _, _, _ in history]
    assert values == sorted(values) and values[-1] == 100, values
    first_text = history[0][1]
    steps = [(v, goal) for v, text, goal, _ in history if 0 < v < 100 and text != first_text]
    assert len({v for v, _ in steps}) >= 4, history  # the steps move it, one after the other
    # within each step the fill keeps moving on towards the next step's mark
    assert all(goal is not None and goal > (v + 0.5) / 100 for v, goal in steps), history
    texts = [text for _, text, _, _ in history]
    assert len(set(texts)) >= 3 and not any("%" in text for text in texts), texts  # nothing to download


PROFILED_FIRST_VISITS = 8  # (with a crash in 1 of 4 first visits, 8 find it 9 times in 10)


def test_first_visits_survive_chromiums_heap_profiler(profiled_context, server):
    """First visits play while Chromium's heap profiler records stacks densely (it crashed JSPI's stacks)."""
    for visit in range(PROFILED_FIRST_VISITS):
        context = profiled_context("desktop")
        page = context.pages[0]
        crashed = []
        page.on("crash", lambda _page: crashed.append(visit))
        page.goto(server.url)
        try:
            wait_ready(page)
            new_round(page)
            status, _ = enter_word(page, "QZX")
        except Exception:
            assert not crashed, f"the page crashed on first visit {visit + 1}"
            raise
        assert status and not crashed
        context.close()
