#!/usr/bin/env python3
"""Sesquipedal in the page: the computer's move time per level, the longest main-thread task while it
thinks, the time from a tile laid to its points shown, and what the worker costs in memory and start-up.

    python3 bench/sesq_page.py [--site site] [--games 3] [--levels novice,greedy,expert] [--taps 42]

Everything is measured in the built page, served by tools.server (the site's own headers) and driven by
Debian's Chromium through Playwright:

- move time: games of the computer against itself at each level, played by the page (its worker
  thinks, the page makes the moves); per computer turn, the worker's search time and the time the
  page waited for the move (the first turn of each game left out: it also waits for the worker);
- longest main-thread task: a PerformanceObserver for `longtask` during those games, those that began
  and ended while the worker searched apart (tasks under 50 ms are not long tasks and are not
  reported), side by side with the same page left idle as long, just after; the page's own work to
  make and draw each move; and long animation frames, to tell the page's scripts from the machine's
  load (on a shared machine a descheduled renderer makes long tasks with no script in them);
- tile laid to points shown: a person's tray tiles tapped onto the arrow on a phone-sized page; from
  the tap's click to the Play button showing the points, and whether they were there for the first
  frame drawn after the tap (the browser's next animation frame had not yet run);
- the worker: its start-up (created to ready) and the renderer memory it adds (PSS of the browser's
  processes with the crossword open, less the same with the worker's script blocked).

It prints figures and asserts nothing; quote medians and ratios, not single times, on a shared machine.
Targets: the longest task under 50 ms, the points within one frame (16.7 ms) of the tap.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2,
         "locale": "en-GB"}
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "locale": "en-GB"}
LONG_TASKS = """
window.sesqLong = [];
window.sesqFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.sesqLong.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: false});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const longest = entry.scripts.reduce((a, s) => (a && a.duration >= s.duration ? a : s), null);
    const who = longest ? `${longest.invoker} (${longest.sourceURL.split("/").pop() || "page"})` : "";
    window.sesqFrames.push([entry.startTime, entry.blockingDuration, longest ? longest.duration : 0, entry.duration, who]);
  }
}).observe({type: "long-animation-frame", buffered: false});
"""
"""Long tasks (start, duration), and long animation frames (start, blocking time, longest script, duration,
what ran that script)."""
POINTS_SHOWN = """
window.sesqTaps = [];
const play = document.getElementById("sesq-play");
let pending = null;
document.addEventListener("click", (event) => {
  if (!event.target.closest("#sesq-tray [data-slot]")) return;
  const tap = {click: performance.now()};
  pending = tap;
  requestAnimationFrame(() => { tap.frame = performance.now(); });
}, true);
new MutationObserver(() => {
  if (!pending) return;
  const tap = pending;
  pending = null;
  tap.shown = performance.now();
  tap.first = tap.frame === undefined;  // shown before the first frame after the tap was drawn
  window.sesqTaps.push(tap);
}).observe(play, {childList: true, characterData: true, subtree: true, attributes: true});
"""


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def spread(values: list[float]) -> str:
    if not values:
        return "none"
    return f"median {statistics.median(values):.0f} ms, 95th percentile {quantile(values, .95):.0f} ms, " \
           f"max {max(values):.0f} ms ({len(values)})"


def longest(tasks: list[float]) -> str:
    return f"{len(tasks)}, the longest {max(tasks):.0f} ms" if tasks else "none"


def open_page(browser, url: str, settings: dict, block_worker: bool = False):
    context = browser.new_context(**settings)
    if block_worker:
        context.route("**/sesq_worker.*", lambda route: route.abort())
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    return context, page


def start(page, seats: list[str], seed: int) -> None:
    """Set up a game from the setup screen (the crossword card, or New game)."""
    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    for number in range(4):
        page.select_option(f"#sesq-seat-{number}", seats[number] if number < len(seats) else "none")
    page.fill("#sesq-setup-seed", str(seed))
    page.click("#sesq-setup-start")
    page.wait_for_selector("#screen-sesquipedal[data-sesq='ready']:not([hidden])", timeout=120_000)


def open_crossword(page) -> None:
    page.click("#nav-games")
    page.click("button[data-game='sesquipedal']")


def computer_games(browser, url: str, level: str, games: int) -> dict:
    """Per computer move: the worker's search, the page's wait, the page's making and drawing of the move;
    and the main thread's long tasks while the worker searched, and at any time, over games of a level."""
    context, page = open_page(browser, url, DESKTOP)
    open_crossword(page)
    found: dict[str, list] = {"search": [], "wait": [], "first": [], "moved": [], "during": [], "long": [],
                              "blocking": [], "scripts": []}
    for number in range(games):
        page.evaluate(LONG_TASKS)
        start(page, [level, level], 9000 + number)
        page.wait_for_function("document.body.dataset.sesqTurn === 'over'", timeout=1_800_000)
        marks = page.evaluate("performance.getEntriesByName('sesq:think').map(e => e.detail)")
        moved = page.evaluate("performance.getEntriesByName('sesq:moved').map(e => e.detail.ms)")
        page.evaluate("performance.clearMarks('sesq:think'); performance.clearMarks('sesq:moved')")
        moves = [m for m in marks if m["kind"] == "move" and m["where"] == "worker"]
        found["first"].append(moves[0]["wall"])
        found["search"] += [m["ms"] for m in moves[1:]]
        found["wait"] += [m["wall"] for m in moves[1:]]
        found["moved"] += moved
        long = page.evaluate("window.sesqLong")
        # a task counts as the worker's search time when it began and ended while the worker searched
        # (the task that takes the answer in and draws the move is the page's, counted above)
        windows = [(m["asked"], m["got"]) for m in moves[1:]]
        found["during"] += [d for s, d in long if any(a <= s and s + d <= b for a, b in windows)]
        found["long"] += [d for _, d in long]
        frames = [f for f in page.evaluate("window.sesqFrames") if any(a <= f[0] and f[0] + f[3] <= b for a, b in windows)]
        found["blocking"] += [f[1] for f in frames]
        found["scripts"] += [(f[2], f[4]) for f in frames]
        page.wait_for_selector("#screen-sesq-end:not([hidden])")
        page.click("#sesq-end-again")
    # side by side: the same page with nothing to do, for as long as a game's searches took
    page.evaluate(LONG_TASKS)
    idle = sum(m["got"] - m["asked"] for m in moves[1:]) / 1000
    time.sleep(idle)
    found["idle"] = [d for _, d in page.evaluate("window.sesqLong")]
    found["idle_seconds"] = idle
    context.close()
    return found


def taps(browser, url: str, count: int) -> dict:
    """From a tray tile's click to its points on the Play button, and to the next frame."""
    context, page = open_page(browser, url, PHONE)
    open_crossword(page)
    start(page, ["human", "greedy"], 77)
    page.wait_for_function("document.body.dataset.sesqTurn === 'mine'", timeout=120_000)
    page.evaluate(POINTS_SHOWN)
    done = 0
    while done < count:
        page.locator("#sesq-board [data-square='112']").tap()
        for slot in range(7):
            page.locator(f"#sesq-tray [data-slot='{slot}']").tap()
            page.wait_for_function(f"window.sesqTaps.length > {done}")
            done += 1
        page.locator("#sesq-recall").tap()
    found = page.evaluate("window.sesqTaps")
    context.close()
    return {"shown": [t["shown"] - t["click"] for t in found], "first": sum(t["first"] for t in found)}


def browser_tree_pss(marker: str) -> int:
    """The PSS (kB) of every process of the browser launched with `marker` in its command line."""
    children: dict[int, list[int]] = {}
    roots = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
        if marker in cmdline and "--type=" not in cmdline:
            roots.append(int(entry.name))
    total, seen, todo = 0, set(), list(roots)
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        todo += children.get(pid, [])
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


def worker_cost(playwright, url: str, runs: int) -> dict:
    """The worker's start-up time and the memory it adds, with the crossword open, against it blocked."""
    startup, added = [], []
    for _ in range(runs):
        pss = {}
        for blocked in (False, True):
            with tempfile.TemporaryDirectory(prefix="sesq-bench-") as profile:
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, **DESKTOP)
                if blocked:
                    context.route("**/sesq_worker.*", lambda route: route.abort())
                page = context.new_page()
                page.goto(url)
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
                open_crossword(page)
                start(page, ["human", "greedy"], 5)
                if not blocked:
                    page.wait_for_function("performance.getEntriesByName('sesq:worker-ready').length", timeout=120_000)
                    startup.append(page.evaluate(
                        "performance.getEntriesByName('sesq:worker-ready')[0].startTime"
                        " - performance.getEntriesByName('sesq:worker-start')[0].startTime"))
                time.sleep(3)
                pss[blocked] = browser_tree_pss(profile)
                context.close()
        added.append((pss[False] - pss[True]) / 1024)
    return {"startup": startup, "added_mb": added}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--games", type=int, default=3, help="computer games per level (default 3)")
    parser.add_argument("--levels", default="novice,greedy,expert")
    parser.add_argument("--taps", type=int, default=42, help="tiles laid for the tap timing (default 42)")
    parser.add_argument("--memory-runs", type=int, default=2)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = make_server(args.site, "127.0.0.1", 0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Sesquipedal in the page ({url}), Chromium at {CHROMIUM}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if args.taps:
            found = taps(browser, url, args.taps)
            print(f"Tile laid to points shown ({len(found['shown'])} taps): {spread(found['shown'])} from the tap's "
                  f"click to the points on the Play button; in the first frame after the tap: "
                  f"{found['first']} of {len(found['shown'])}")
        for level in [name for name in args.levels.split(",") if name]:
            found = computer_games(browser, url, level, args.games)
            print(f"{level} against itself, {args.games} games:")
            print(f"  the worker's search per move: {spread(found['search'])}")
            print(f"  the page's wait per move:     {spread(found['wait'])}")
            print(f"  the first move of a game (with the worker starting, if it was not): {spread(found['first'])}")
            print(f"  the page making and drawing a move: {spread(found['moved'])}")
            print(f"  main-thread tasks over 50 ms while the worker searched: {longest(found['during'])}; "
                  f"at any time of the games: {longest(found['long'])}; the page idle for "
                  f"{found['idle_seconds']:.0f} s (the last game's search time) just after: {longest(found['idle'])}")
            script, who = max(found["scripts"], default=(0, ""))
            print(f"  long animation frames while the worker searched: {len(found['scripts'])}, the longest script in "
                  f"them {script:.0f} ms{f' ({who})' if who else ''}, the longest blocking "
                  f"{max(found['blocking'], default=0):.0f} ms (a long frame with no script in it is the machine's"
                  f" load, not the page's work)")
        browser.close()
        if args.memory_runs:
            cost = worker_cost(playwright, url, args.memory_runs)
            print(f"The worker: start-up {spread(cost['startup'])}; renderer memory added "
                  + ", ".join(f"{mb:.0f} MB" for mb in cost["added_mb"]))
    server.shutdown()


if __name__ == "__main__":
    main()
