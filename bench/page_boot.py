#!/usr/bin/env python3
"""Boot benchmark: how soon the Beguile page shows a saved round, judges a word typed at
once and deals on New, beside a bare page that only boots Pyodide, in one run.

    python3 bench/page_boot.py [--site site [other/site ...]] [--runs 5] [--cpu-throttle 4]

The pages are served by tools.server (netlify.toml's headers, no compression) on
127.0.0.1 and driven by Debian's Chromium through Playwright (1280x720). Each run
opens, in an order that rotates from run to run, a fresh browser profile per
flow and site; each makes a first visit, then, once the service worker controls
the page, two reloads with the network cut off, and last a cold open (still
offline): the tab closed and the page opened in a new one, as a player launches
the app again, in a new renderer that lacks what the reloads kept in memory (the
compiled WebAssembly and scripts):

- bare: a page that boots the first site's Pyodide (stock standard library) and
  prints a line from Python; its time to that line is the yardstick of every ratio;
- round: the Beguile page with a round in progress saved in localStorage before
  each visit (first visit included), written by the page's own formatter
  (page.saved.format_state of the site's source tree, the site's parent folder,
  run in a Python of its own): a board dealt by the engine, three words found,
  the clock running. The moment its letters are on screen, the longest other word
  of the board (beguile.solver.solve with the lexicon file the page loads) is
  typed key by key and Enter pressed;
- new: the Beguile page on a real first visit (nothing saved), then on reloads
  between rounds (the saved round over); New is clicked as soon as it is enabled.

Several sites (e.g. a build of an older commit) are measured side by side in the
same runs, against the same bare page. Times are from navigation start to the
first animation frame in which the page shows it (polled in the page at every
frame): the round's letters on the board; the typed word's answer (#answer with
the word and data-status, set by Python); New enabled; the round dealt by that
click (a new round saved and playing); Python ready (the page's `beguile-ready`
mark; the bare page's line); and when the page saw the Enter key and the click
(what the harness's typing costs). A typed word with no answer 20 s (times the
throttle) after ready counts as lost. Also: the longest main-thread task
(PerformanceObserver 'longtask') that starts after the first paint, until a
second after the last of these. Bytes of the round's first visit are counted by
the server (service-worker precache included), raw and as each file would be
gzipped: those sent before the first answer, and in all once the round is ended
(End), the service worker controls the page and the page says every game plays
offline (body[data-offline=ready]). Offline reloads fetch nothing. Before them, the
visit waits until the page has kept Python's memory (its `beguile-python-kept` mark,
for a site that keeps it) and the runtime's compiled code (`beguile-code-cached`, in a
site that keeps it), as it does once a player lingers a few seconds; the table
says how many visits started Python from it.
--cpu-throttle slows the browser's CPU down (DevTools
Emulation.setCPUThrottlingRate; 4 is a common estimate of a mid-range phone).

A profile whose page crashes (Chromium's renderer: "Target crashed") is
counted, reported and measured again in a fresh profile, so that one crash
does not lose the run; Chromium keeps the crash's minidump under
~/.config/chromium/Crash Reports/.

It prints medians, ratios of medians to the bare boot of the same visit, the
targets of issue 15 beside them, and asserts nothing. (The page built on the
stock standard library, which this script compared before, is left out: with
two flows per site it would have added two profiles to every run.)
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.server import make_handler, netlify_headers  # noqa: E402

try:
    from playwright.sync_api import Error as PlaywrightError, TimeoutError as PlaywrightTimeout
except ImportError:  # reported by main
    PlaywrightError = PlaywrightTimeout = TimeoutError

STOCK_STDLIB = "python_stdlib.zip"  # Pyodide's standard library as source, as tools/site.py names it
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VISITS = ("first", "offline 1", "offline 2", "cold")
FLOWS = ("bare", "round", "new")
TIMEOUT = 240_000
CRASH_RETRIES = 3  # a profile whose page crashed is measured afresh, this many times at most
LOST = 20_000  # ms after ready (times the throttle) without an answer: the typed word counts as lost
SETTLE = 1000  # ms after the last event of a visit during which long tasks still count
SEED = 15  # the engine's seed of the saved board (a board with plenty of words)
KEPT, RESTORED = "beguile-python-kept", "beguile-python-restored"  # the page's marks (interpreter.mjs)
CODE_CACHED = "beguile-code-cached"  # the page's mark once the runtime's compiled code is kept (boot.js)
ROUND_SECONDS = 900  # the saved round's clock: it still runs at the end of a throttled run

BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="./bare.js"></script></head>
<body data-ready="0"><p id="out">booting</p></body></html>
"""
BARE_JS = """import { loadPyodide } from "./PYODIDE/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import js; js.document.getElementById('out').textContent = 'hello from Python'");
performance.mark("beguile-ready");
document.body.dataset.ready = "1";
// registered after boot, as the Beguile page does, so precaching does not compete
if ("serviceWorker" in navigator) navigator.serviceWorker.register("./bare-sw.js");
"""
BARE_SW = """const FILES = FILELIST;
self.addEventListener("install", (e) => e.waitUntil(caches.open("bare").then((c) => c.addAll(FILES))));
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r || fetch(e.request)));
});
"""
# Installed before any script of the page, at every navigation: the saved state of this
# visit (PLAN[n] for the profile's n-th navigation, counted in localStorage so that a new tab
# goes on counting; null leaves storage alone), the long
# tasks, and a watcher that notes, at each animation frame, the first frame showing each
# thing the benchmark waits for (ms from navigation start).
WATCH = """(() => {
  if (!location.protocol.startsWith("http") || window.top !== window) return;  // (not the page's frames)
  const PLAN = __PLAN__, WANT = __WANT__;
  const visit = Number(localStorage.getItem("bench-visit") || 0);
  localStorage.setItem("bench-visit", String(visit + 1));
  if (PLAN[visit]) localStorage.setItem("beguile-state", PLAN[visit]);
  const seen = { letters: null, enter: null, click: null, answer: null, newEnabled: null, dealt: null, tasks: [] };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  function dealt() {
    if (document.body.dataset.playing !== "1") return false;
    const state = JSON.parse(localStorage.getItem("beguile-state") || "null");
    return Boolean(state && state.round && !state.round.over && state.round.seed !== WANT.seed);
  }
  function frame() {
    const now = performance.now();
    if (document.body) {
      if (seen.letters === null && WANT.letters) {
        const cells = [...document.querySelectorAll("#board-a [data-cell]")].map((c) => c.textContent);
        if (cells.join(",") === WANT.letters) seen.letters = now;
      }
      const button = document.getElementById("new");
      if (seen.newEnabled === null && button && !button.disabled) seen.newEnabled = now;
      const answer = document.getElementById("answer");
      if (seen.answer === null && WANT.word && answer && answer.dataset.status
          && answer.textContent.includes(WANT.word)) seen.answer = now;
      if (seen.dealt === null && WANT.dealt && dealt()) seen.dealt = now;
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
  addEventListener("keydown", (e) => {
    if (e.key === "Enter" && seen.enter === null) seen.enter = performance.now();
  }, true);
  addEventListener("click", (e) => {
    if (e.target && e.target.id === "new" && seen.click === null) seen.click = performance.now();
  }, true);
})();
"""


class Counting:
    """A server for a folder that logs the bytes of the bodies it sends (raw, gzipped) with the time sent."""

    def __init__(self, folder: Path, headers: list[dict]) -> None:
        base = make_handler(folder, headers)
        counter = self

        class Handler(base):
            def copyfile(self, source, outputfile):
                start = source.tell()
                shutil.copyfileobj(source, outputfile)
                counter.count(self.translate_path(self.path), source.tell() - start)

            def log_message(self, *args):
                pass

        self.log: list[tuple[float, int, int]] = []  # (epoch ms when sent, raw, gzipped)
        self.lock = threading.Lock()
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def count(self, path: str, sent: int) -> None:
        gz = gzipped_size(path) if Path(path).is_file() else sent
        with self.lock:
            self.log.append((time.time() * 1000, sent, gz))

    def sent(self, until: float | None = None) -> tuple[int, int]:
        """Bytes sent (raw, gzipped) since the last reset, up to an epoch time in ms (all by default)."""
        with self.lock:
            kept = [(raw, gz) for at, raw, gz in self.log if until is None or at <= until]
        return sum(raw for raw, _ in kept), sum(gz for _, gz in kept)

    def reset(self) -> None:
        with self.lock:
            self.log = []

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@functools.cache
def gzipped_size(path: str) -> int:
    return len(gzip.compress(Path(path).read_bytes(), 6))


def make_bare(site: Path, into: Path) -> Path:
    """A folder with the site's Pyodide (stock standard library) and a page that only boots it."""
    (pyodide_dir,) = [p for p in (site / "pyodide").iterdir() if p.is_dir()]
    target = into / "pyodide" / pyodide_dir.name
    target.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json"):
        shutil.copy(pyodide_dir / name, target / name)
    shutil.copy(ROOT / "node_modules" / "pyodide" / STOCK_STDLIB, target / STOCK_STDLIB)
    rel = f"pyodide/{pyodide_dir.name}"
    files = ["./", "./bare.js"] + [f"./{rel}/{p.name}" for p in sorted(target.iterdir())]
    (into / "index.html").write_text(BARE_HTML)
    (into / "bare.js").write_text(BARE_JS.replace("PYODIDE", rel))
    (into / "bare-sw.js").write_text(BARE_SW.replace("FILELIST", repr(files).replace("'", '"')))
    return into


# ---------------------------------------------------------------- the saved states, by the page's own code
def make_states(site: Path, source: Path) -> dict:
    """The benchmark's saved states, made by the site's source tree (its engine and its page formatter):
    a round of the seed's board that starts now with three words found, running and over; the word to type."""
    for folder in (source / "py", source / "web"):
        sys.path.insert(0, str(folder))
    from beguile.deal import deal
    from beguile.lexicon import Lexicon
    from beguile.round import Round
    from beguile.rules import get_rules
    from beguile.solver import solve
    from page import saved

    html = (site / "index.html").read_text()
    opening = '<script type="application/json" id="assets">'
    start = html.index(opening) + len(opening)
    assets = json.loads(html[start:html.index("</script>", start)])
    rules = get_rules("beguile")
    lexicon = Lexicon.from_bytes((site / assets["dicts"][rules.dictionary]["lex"]).read_bytes())
    dealt = deal(rules, SEED, size=rules.size, lexicon=lexicon)
    words = sorted(solve(dealt.board, lexicon, rules.min_length, rules.q_as_qu), key=lambda w: (-len(w), w))
    if len(words) < 8:
        raise SystemExit(f"page_boot: the board of seed {SEED} has only {len(words)} words")
    now = time.time() * 1000

    def state(over: bool) -> str:
        round_ = Round(dealt, ROUND_SECONDS, now + ROUND_SECONDS * 1000, tuple(words[1:4]), over)
        settings = saved.Settings(language="en")
        if not hasattr(saved, "Face"):  # a page without a shell keeps no face
            return saved.format_state(saved.State(settings, round_))
        return saved.format_state(saved.State(settings, round_, face(round_)))

    def face(round_):
        """The play screen's face as the page keeps it, from its own view functions and catalogue."""
        from page import play_view
        from page.text import Text
        from tools.catalogues import compile_mo

        text = Text.from_mo("en", compile_mo("en", source / "web" / "locale"))
        result = round_.scored(lexicon)
        strip = play_view.strip(rules, result, text)
        items = tuple(play_view.found_words(rules, result, text))
        title = text("play.title", game=text(f"game.{rules.name}.title"), size=round_.board.rows)
        return saved.Face("en", title, strip.score, strip.words, items, round_.board.to_text(), "")

    return {"board": dealt.board.to_text(), "letters": ",".join(dealt.board.faces), "seed": dealt.seed,
            "word": words[0], "running": state(False), "over": state(True)}


def states(site: Path) -> dict:
    """make_states for a site, in a Python of its own (each site's source tree is imported afresh)."""
    source = site.parent if (site.parent / "web" / "page" / "saved.py").exists() else ROOT
    made = subprocess.run([sys.executable, __file__, "--make-states", str(site), str(source)],
                          capture_output=True, text=True, check=True)
    return json.loads(made.stdout)


def watcher(plan: list[str | None], want: dict) -> str:
    return WATCH.replace("__PLAN__", json.dumps(plan)).replace("__WANT__", json.dumps(want))


# ---------------------------------------------------------------- one profile, three visits
def read(page) -> dict:
    """What the watcher saw, the marks and the first paint."""
    return page.evaluate("""() => ({
        seen: window.__bench,
        origin: performance.timeOrigin,
        marks: Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime])),
        paint: (performance.getEntriesByName('first-paint')[0] || {}).startTime ?? null,
    })""")


def figures(found: dict, last: float) -> dict:
    seen, paint = found["seen"], found["paint"] or 0.0
    tasks = [d for s, d in seen["tasks"] if s >= paint and s <= last + SETTLE]
    return {"ready": found["marks"].get("beguile-ready"), "paint": found["paint"], "letters": seen["letters"],
            "enter": seen["enter"], "click": seen["click"],
            "answer": seen["answer"], "new": seen["newEnabled"], "dealt": seen["dealt"],
            "longest": max(tasks, default=0.0), "origin": found["origin"],
            "restored": RESTORED in found["marks"]}


def interpreter_text(site: Path) -> str:
    """The site's interpreter module (the page's own loader of Pyodide), or nothing."""
    return "".join(path.read_text() for path in (site / "pyodide").glob("*/interpreter.mjs"))


def ready_and(page, condition: str | None) -> None:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT)
    if condition:
        page.wait_for_function(condition, timeout=TIMEOUT)


def visit_bare(page) -> dict:
    ready_and(page, None)
    page.wait_for_timeout(SETTLE)
    found = read(page)
    return figures(found, found["marks"]["beguile-ready"])


def visit_round(page, word: str, throttle: float) -> dict:
    """The letters painted, the word typed at once (key by key, then Enter) and its answer."""
    page.wait_for_function("window.__bench && window.__bench.letters !== null", polling="raf", timeout=TIMEOUT)
    page.focus("#word")
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    ready_and(page, None)
    try:
        page.wait_for_function("window.__bench.answer !== null", timeout=LOST * throttle)
    except PlaywrightTimeout:  # the word was lost: the visit says so (answer None)
        pass
    page.wait_for_timeout(SETTLE)
    found = read(page)
    return figures(found, max(found["seen"]["answer"] or 0, found["marks"]["beguile-ready"]))


def visit_new(page) -> dict:
    """New clicked (the mouse at its middle) as soon as it is enabled, until the round it deals."""
    page.wait_for_function("window.__bench && window.__bench.newEnabled !== null", polling="raf", timeout=TIMEOUT)
    box = page.locator("#new").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    ready_and(page, "window.__bench.dealt !== null")
    page.wait_for_timeout(SETTLE)
    found = read(page)
    return figures(found, max(found["seen"]["dealt"], found["marks"]["beguile-ready"]))


def measure(playwright, flow: str, server: Counting, site: Path, throttle: float) -> dict:
    """One fresh profile: a first visit, two offline reloads and an offline open in a new tab, of one flow."""
    saved = states(site) if flow != "bare" else {}
    if flow == "bare":
        plan, want = [None] * len(VISITS), {}
    elif flow == "round":
        plan = [saved["running"]] * len(VISITS)
        want = {"letters": saved["letters"], "word": saved["word"].upper()}
    else:
        plan = [None] + [saved["over"]] * (len(VISITS) - 1)
        want = {"dealt": True, "seed": saved["seed"]}
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow")
        try:
            context.add_init_script(watcher(plan, want))
            page = context.pages[0] if context.pages else context.new_page()
            cdp = context.new_cdp_session(page) if throttle != 1 else None
            slow = (lambda: cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})) if cdp else (lambda: None)
            slow()
            visits = {"bare": visit_bare, "round": lambda p: visit_round(p, saved["word"], throttle),
                      "new": visit_new}
            visit = visits[flow]
            server.reset()
            page.goto(server.url, wait_until="commit")
            result = {"first": visit(page)}
            first = result["first"]
            upto = first["answer"] if flow == "round" else first["dealt"] if flow == "new" else first["ready"]
            result["before"] = server.sent(first["origin"] + upto) if upto is not None else (None, None)
            if flow == "round":
                page.click("#end")  # the round over, the page fetches what it keeps for every game
                if page.locator("#ask-yes").count():  # (End asks first, on a page that asks)
                    page.click("#ask-yes")
                page.wait_for_selector("body[data-offline='ready']", state="attached", timeout=TIMEOUT)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
            if flow != "bare" and KEPT in interpreter_text(site):
                # the page keeps Python's memory once idle, as after any visit a player lingers on
                page.wait_for_function(f"performance.getEntriesByName('{KEPT}').length > 0", timeout=TIMEOUT)
            if flow != "bare" and '"code_cache"' in (site / "index.html").read_text():
                page.wait_for_function(f"performance.getEntriesByName('{CODE_CACHED}').length > 0", timeout=TIMEOUT)
            page.wait_for_timeout(500)  # let the last precache writes settle
            result["all"] = server.sent()
            context.set_offline(True)
            for name in VISITS[1:-1]:
                slow()  # (again: a reload may start a new renderer)
                page.reload(wait_until="commit")
                result[name] = visit(page)
            # the app opened afresh, as a player launches it: the tab closed, a new one (a new
            # renderer, without the code the reloads kept in memory)
            page.close()
            page = context.new_page()
            cdp = context.new_cdp_session(page) if throttle != 1 else None
            slow()
            page.goto(server.url, wait_until="commit")
            result[VISITS[-1]] = visit(page)
            return result
        finally:
            context.close()


def measured(playwright, job: tuple[str, Path], server: Counting, throttle: float, crashes: dict) -> dict:
    """measure() of one flow and site, in a fresh profile again if the page crashed (each crash counted)."""
    for _ in range(CRASH_RETRIES):
        try:
            return measure(playwright, job[0], server, job[1], throttle)
        except PlaywrightError as error:
            if "crashed" not in str(error):
                raise
            crashes[job] += 1
            print(f"{job[0]} {job[1]}: the page crashed ({str(error).splitlines()[0]}); measured again",
                  file=sys.stderr, flush=True)
    return measure(playwright, job[0], server, job[1], throttle)


def main() -> int:
    if sys.argv[1:2] == ["--make-states"]:
        print(json.dumps(make_states(Path(sys.argv[2]), Path(sys.argv[3]))))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, nargs="+", default=[ROOT / "site"],
                        help="the built site (several: measured side by side, one bare page)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cpu-throttle", type=float, default=1.0,
                        help="CPU slowdown factor for the browser (4: a mid-range phone)")
    args = parser.parse_args()
    sites = [site.resolve() for site in args.site]
    for site in sites:
        if not (site / "index.html").exists():
            print(f"no site in {site}: run `python3 build.py` first", file=sys.stderr)
            return 2
    made = {site: states(site) for site in sites}  # fails early on a site whose states cannot be made
    from playwright.sync_api import sync_playwright

    headers = netlify_headers(ROOT)
    jobs = [("bare", sites[0])] + [(flow, site) for site in sites for flow in FLOWS[1:]]
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        servers = {job: Counting(make_bare(sites[0], Path(tmp) / "bare") if job[0] == "bare" else job[1], headers)
                   for job in jobs}
        results: dict[tuple, list[dict]] = {job: [] for job in jobs}
        crashes = {job: 0 for job in jobs}
        try:
            for run in range(args.runs):  # rotate the order so that load affects all alike
                shift = run % len(jobs)
                for job in jobs[shift:] + jobs[:shift]:
                    results[job].append(measured(playwright, job, servers[job], args.cpu_throttle, crashes))
                    key = {"bare": "ready", "round": "answer", "new": "dealt"}[job[0]]
                    print(f"run {run + 1}/{args.runs} {job[0]} {job[1]}: {key} " + ", ".join(
                        f"{v} {shown(results[job][-1][v][key])}" for v in VISITS), file=sys.stderr, flush=True)
        finally:
            for server in servers.values():
                server.close()
    report(results, args, sites, made, crashes)
    keep(results, args)
    return 0


def keep(results: dict[tuple, list[dict]], args) -> None:
    """Every visit's figures, as JSON under test-artifacts/ (which git ignores), for a closer look."""
    folder = ROOT / "test-artifacts"
    folder.mkdir(exist_ok=True)
    path = folder / f"page-boot-{time.strftime('%Y%m%d-%H%M%S')}-throttle{args.cpu_throttle:g}.json"
    path.write_text(json.dumps([{"flow": flow, "site": str(site), "runs": runs}
                                for (flow, site), runs in results.items()], indent=1))
    print(f"every visit's figures: {path}")


def shown(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} ms"


# ---------------------------------------------------------------- the table
def med(values) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


ROWS = (  # (flow, figure, label, target on the reloads as a ratio to bare, or None)
    ("round", "letters", "round's letters painted", 0.12),
    ("round", "enter", "  word typed, Enter seen by the page", None),
    ("round", "answer", "first answer (word typed at once)", 0.35),
    ("round", "new", "New enabled (mid-round)", None),
    ("round", "ready", "page ready (Python, mid-round)", None),
    ("new", "new", "New enabled (between rounds*)", None),
    ("new", "click", "  New clicked, seen by the page", None),
    ("new", "dealt", "New clicked at once: round dealt", None),
    ("new", "ready", "page ready (Python, between rounds*)", None),
)
COLUMN = 20


def report(results: dict[tuple, list[dict]], args, sites: list[Path], made: dict, crashes: dict) -> None:
    """Print the medians, the ratios to the bare boot of the same visit, the long tasks and the bytes."""
    throttle = f", CPU throttled {args.cpu_throttle:g}x" if args.cpu_throttle != 1 else ""
    bare = results[("bare", sites[0])]
    print(f"Beguile page boot: medians of {args.runs} rotating runs (headless Chromium 1280x720, 127.0.0.1, "
          f"no compression{throttle})")
    print("first: empty cache, round saved all the same (* the new flow: nothing saved); offline 1/2: reloads "
          "from the service worker, network cut off; cold: offline, a new tab (the app launched again)")
    print("ms from navigation start to the first frame showing it (ratio to the bare Pyodide boot of the same "
          "visit and run)")
    print(f"{'':40}" + "".join(f"{v:>{COLUMN}}" for v in VISITS) + "   target (reloads)")
    print(f"{'bare Pyodide: Python printed a line':40}"
          + "".join(f"{med(r[v]['ready'] for r in bare):>{COLUMN - 11}.0f} ms{'':8}" for v in VISITS))
    for site in sites:
        print(f"-- {site}   saved round {made[site]['board']}, 3 words found, typed: {made[site]['word'].upper()}")
        for flow, figure, label, target in ROWS:
            aim = f"   <= {target:.2f}x" if target else ""
            print(f"{label:40}" + "".join(cell(results[(flow, site)], bare, figure, v) for v in VISITS) + aim)
        lost = [sum(r[v]["answer"] is None for r in results[("round", site)]) for v in VISITS]
        print(f"{'typed words never answered (lost)':40}" + "".join(f"{f'{n} of {args.runs}':>{COLUMN}}"
                                                                     for n in lost))
        restored = [sum(r[v]["restored"] for flow in FLOWS[1:] for r in results[(flow, site)]) for v in VISITS]
        print(f"{'Python restored from the kept memory':40}" + "".join(f"{f'{n} of {2 * args.runs}':>{COLUMN}}"
                                                                        for n in restored))
    crashed = ", ".join(f"{flow} {site}: {n}" for (flow, site), n in crashes.items() if n) or "none"
    print(f"pages crashed (Chromium's renderer; the profile measured again): {crashed}")
    print()
    print("Longest main-thread task starting after the first paint, until 1 s after the last event (ms, median)")
    lines = [("bare Pyodide (until ready)", bare, False)]
    for number, site in enumerate(sites, 1):
        lines += [(f"site {number}: round flow (to the answer)", results[("round", site)], True),
                  (f"site {number}: new flow (to the round dealt)", results[("new", site)], True)]
    for label, rows, aim in lines:
        print(f"{label:40}" + "".join(f"{med(r[v]['longest'] for r in rows):>{COLUMN - 3}.0f} ms" for v in VISITS)
              + ("   <= 200 ms" if aim else ""))
    for number, site in enumerate(sites, 1):
        print(f"{f'site {number}: first paint (round flow)':40}" + "".join(
            f"{med(r[v]['paint'] for r in results[('round', site)]) or 0:>{COLUMN - 3}.0f} ms" for v in VISITS))
    print()
    print("Bytes of a first visit, sent by the server (service-worker precache included; median)")
    lines = [("bare Pyodide: before ready", bare, "before", ""), ("bare Pyodide: in all", bare, "all", "")]
    for number, site in enumerate(sites, 1):
        lines += [(f"site {number}: before the first answer", results[("round", site)], "before",
                   "   target <= 6 MB gzipped"),
                  (f"site {number}: in all (every game offline)", results[("round", site)], "all", ""),
                  (f"site {number}: new flow, before round dealt", results[("new", site)], "before", "")]
    for label, rows, key, aim in lines:
        raw, gz = med(r[key][0] for r in rows), med(r[key][1] for r in rows)
        if raw is None:
            print(f"{label:42}{'-':>10}")
            continue
        print(f"{label:42}{raw / 1e6:>7.2f} MB raw {gz / 1e6:>7.2f} MB gzipped{aim}")
    print()
    print("every run (ms): bare ready; per site: letters, answer (- lost), New dealt")
    for v in VISITS:
        print(f"  bare  ready   {v:9} " + ", ".join(shown(r[v]["ready"])[:-3] for r in bare))
    for number, site in enumerate(sites, 1):
        for flow, figure in (("round", "letters"), ("round", "answer"), ("new", "dealt")):
            for v in VISITS:
                print(f"  site {number} {figure:7} {v:9} " + ", ".join(
                    shown(r[v][figure]).removesuffix(" ms") for r in results[(flow, site)]))


def cell(rows: list[dict], bare: list[dict], figure: str, visit: str) -> str:
    value, base = med(r[visit][figure] for r in rows), med(r[visit]["ready"] for r in bare)
    if value is None:
        return f"{'-':>{COLUMN}}"
    return f"{value:>{COLUMN - 11}.0f} ms ({value / base:>4.2f}x)"


if __name__ == "__main__":
    sys.exit(main())
