"""Python starts from the memory this device kept after an earlier start (a memory snapshot).

A first open starts Python in a worker and takes its memory; once the page is
ready and idle, a worker makes one with the page's modules imported too, and the
service worker keeps it in Cache Storage; later opens of the
page (a reload, or the game opened again in a new tab), and the crossword's worker,
restore it instead of running Python's start-up on the main thread. A snapshot that cannot be restored is dropped and Python starts as usual.
"""

from __future__ import annotations

import pytest
from pagekit import end_round, enter_word, new_round, open_game, saved_state, wait_ready
from sesqkit import open_crossword, start_game, turns, wait_turn
from test_play import words_on

pytestmark = pytest.mark.e2e
SNAPSHOTS = "beguile-python"
KEPT = f"""async () => {{
  const cache = await caches.open('{SNAPSHOTS}');
  const keys = await cache.keys();
  return keys.length ? [keys[0].url, (await (await cache.match(keys[0])).arrayBuffer()).byteLength] : null;
}}"""
RESTORED = "performance.getEntriesByName('beguile-python-restored').length"
FROM_WORKER = "performance.getEntriesByName('beguile-python-from-worker').length"
COMPILED_IN_WORKER = "performance.getEntriesByName('beguile-python-compiled-in-worker').length"
CODE_CACHED = "performance.getEntriesByName('beguile-code-cached').length > 0"
ENGINE = "['from-memory', 'forgotten'].map(m => performance.getEntriesByName('beguile-python-engine-' + m).length)"
PAGE = "performance.getEntriesByName('beguile-python-page-from-memory').length"
MAKING = 60_000  # ms: the snapshot is made a few seconds after ready, at the first idle moment


def kept(page, at_least: int = 1 << 20) -> tuple[str, int]:
    """Wait until the device keeps a snapshot of at least this size; its key and size."""
    for _ in range(MAKING // 250):
        found = page.evaluate(KEPT)  # (Cache Storage answers with a promise, which wait_for_function takes as true)
        if found and found[1] >= at_least:
            return tuple(found)
        page.wait_for_timeout(250)
    raise AssertionError(f"no snapshot of {at_least} bytes or more was kept; there is {found}")


def held_buffers(page) -> int:
    """Bytes the page holds in ArrayBuffers, after a garbage collection (Python's own memory, a
    WebAssembly memory, is not among them)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.enable")
    cdp.send("HeapProfiler.collectGarbage")
    return cdp.send("Runtime.getHeapUsage")["backingStorageSize"]


def test_a_later_open_starts_python_from_the_kept_memory_and_plays(make_context, server, site):
    context = make_context("phone")
    page = open_game(context, server.url)
    assert page.evaluate(RESTORED) == 0, "nothing was kept before the first open"
    assert page.evaluate(FROM_WORKER) == 1, "a first open starts Python in a worker and takes its memory"
    assert page.evaluate(COMPILED_IN_WORKER) == 1, "and the runtime's WebAssembly as the worker compiled it"
    assert page.evaluate(ENGINE) == [1, 0], "that memory holds the engine's modules, imported"
    assert page.evaluate(PAGE) == 0, "but not the page's own: the page imports them"
    assert held_buffers(page) < 16 << 20, "the 31 MB Python started from are let go"
    board = new_round(page)
    first, second = sorted(words_on(board, site), key=lambda w: (-len(w), w))[:2]
    assert enter_word(page, first)[0] == "valid"
    key, size = kept(page)
    runtime = page.evaluate("JSON.parse(document.querySelector('script[type=py]').getAttribute('config')).interpreter")
    assert key.endswith("/python.snapshot") and key.rsplit("/", 2)[1] in runtime and size > 1 << 20
    assert size < 20 << 20, "the device keeps Python's memory (31 MB) without its pages of zeros"
    page.wait_for_function(CODE_CACHED, timeout=MAKING)  # (the runtime's modules run from the service worker's copies)
    assert page.evaluate("document.querySelectorAll('iframe').length") == 0, "the frame that ran them is gone"

    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED) == 1 and page.evaluate(FROM_WORKER) == 0 and page.evaluate(ENGINE) == [1, 0]
    assert page.evaluate(PAGE) == 1, "the memory kept once the page was idle holds the page's modules too"
    assert held_buffers(page) < 16 << 20
    assert page.evaluate(COMPILED_IN_WORKER) == 1, "a worker compiled the runtime's WebAssembly meanwhile"
    assert page.eval_on_selector_all("#found button", "bs => bs.map(b => b.dataset.word)") == [first]
    assert enter_word(page, second)[0] == "valid"
    assert enter_word(page, first)[0] == "already-found"

    # the game opened again in a new tab, as a player launches it, without what the page had in memory
    page.close()
    page = open_game(context, server.url)
    assert page.evaluate(RESTORED) == 1 and page.evaluate(COMPILED_IN_WORKER) == 1
    found = page.eval_on_selector_all("#found button", "bs => bs.map(b => b.dataset.word)")
    assert sorted(found) == sorted([first, second])
    assert enter_word(page, first)[0] == "already-found"

    # the crossword's worker starts from it too: the computer opens the game
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    page.reload()
    wait_ready(page)
    open_crossword(page)
    start_game(page, [("greedy", ""), ("human", "")], 7)
    wait_turn(page)
    assert turns(page) == 1


def test_every_open_from_the_kept_memory_deals_boards_of_its_own(make_context, server):
    page = open_game(make_context("phone"), server.url)
    seeds = []
    for visit in range(3):
        if visit:
            page.reload()
            wait_ready(page)
            assert page.evaluate(RESTORED) == 1
        new_round(page)
        seeds.append(saved_state(page)["round"]["seed"])
        end_round(page)
        page.wait_for_function("JSON.parse(localStorage.getItem('beguile-state')).round.over === true")
        if not visit:
            kept(page)
    assert len(set(seeds)) == 3, f"the same seeds after restoring the same memory: {seeds}"


def test_a_snapshot_that_cannot_be_restored_is_dropped_and_python_starts_as_usual(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    key, _ = kept(page)
    page.evaluate(f"""caches.open('{SNAPSHOTS}').then(c => c.put('{key}', new Response(new Uint8Array(4096))))""")
    assert page.evaluate(KEPT)[1] == 4096

    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED) == 0
    board = new_round(page)
    assert enter_word(page, sorted(words_on(board, site), key=len)[-1])[0] == "valid"
    assert kept(page)[0] == key, "a good snapshot replaces the damaged one"
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED) == 1


@pytest.mark.parametrize("package", ["engine", "page"])
def test_a_kept_memory_with_another_version_of_the_engine_or_page_imports_the_page_s_afresh(
        make_context, server, site, package):
    context = make_context("phone")
    page = open_game(context, server.url)
    kept(page)
    # the next open names another engine, or other page modules (as a new version of the game would): the
    # kept memory's are not used
    context.add_init_script(f"""addEventListener("DOMContentLoaded", () => {{
      const table = document.getElementById("assets"), assets = JSON.parse(table.textContent);
      assets.start.{package} += "?another-version";
      table.textContent = JSON.stringify(assets);
    }});""")
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED) == 1 and page.evaluate(ENGINE) == [0, 1] and page.evaluate(PAGE) == 0
    board = new_round(page)
    assert enter_word(page, sorted(words_on(board, site), key=len)[-1])[0] == "valid"
    # and a memory with this page's replaces the kept one: the next open uses it
    page.wait_for_function("performance.getEntriesByName('beguile-python-kept').length", timeout=MAKING)
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED) == 1 and page.evaluate(ENGINE) == [1, 0] and page.evaluate(PAGE) == 1
