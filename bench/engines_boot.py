#!/usr/bin/env python3
"""Boot of the page in WebKitGTK beside Chromium, in one run: letters painted, New usable, ready.

    python3 bench/engines_boot.py [--site site] [--runs 5] [--reloads 2]

Each run, in each engine, in a fresh profile and an order that alternates from run to run:
a first visit; once the service worker controls the page, New deals a round and (for a site
that keeps it) the page keeps Python's memory; then, with the server stopped (offline),
reloads mid-round. Both engines get the same site from the same
kind of server (tools.server's headers, no compression, 127.0.0.1) and the same window:
WebKitGTK's MiniBrowser (WebKitWebDriver through Selenium, on an Xvfb display of its own) at
its narrowest, about 447x702, and Debian's Chromium (Playwright, headless) at that viewport.

A script served as the page's first (the same one in both engines) watches the DOM and notes,
at the next animation frame (the frame that paints it), the ms from navigation until:
- letters: the board shows the letters of the round the page saved (reloads mid-round only);
- New: the New button can be pressed (enabled and shown);
- ready: the page says it is playable (body data-ready="1": Python is up).
It prints medians and the ratio WebKit / Chromium, and asserts nothing. WebKit has no
long-task API, so the longest task is page_boot.py's (Chromium only).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from engines import ProbingServer, WebKit, Xvfb, missing_tools  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FIGURES = ("letters", "new", "ready")
KEPT = "beguile-python-kept"  # the page's mark once the device keeps Python's memory (interpreter.mjs)
LABELS = {"letters": "round's letters painted", "new": "New usable", "ready": "ready (Python up)"}
BOOT_PROBE = b"""// bench/engines_boot.py: ms from navigation until the saved round's letters are painted,
// New can be pressed and the page is ready, each noted at the animation frame after it happens.
(() => {
  const figures = (globalThis.__boot = {});
  let board = null;
  try {
    const saved = JSON.parse(localStorage.getItem("beguile-state") || "null");
    const round = saved && saved.round;
    if (round && !round.over && typeof round.board === "string") board = round.board.replaceAll("/", "");
  } catch (error) {
    board = null;
  }
  const tests = {
    letters: () => board !== null && [...document.querySelectorAll("#board-a [data-cell]")]
      .map((cell) => cell.textContent.trim()).join("") === board,
    new: () => {
      const button = document.getElementById("new");
      return !!button && !button.disabled && button.getAttribute("aria-disabled") !== "true"
        && button.getClientRects().length > 0;
    },
    ready: () => !!document.body && document.body.dataset.ready === "1",
  };
  const pending = new Set();
  const check = () => {
    for (const [name, test] of Object.entries(tests)) {
      if (name in figures || pending.has(name) || !test()) continue;
      pending.add(name);
      requestAnimationFrame(() => { figures[name] = performance.now(); });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true,
                                                  characterData: true });
  check();
})();
"""
DONE = "(globalThis.__boot && 'ready' in __boot && 'new' in __boot) ? __boot : null"


class Chromium:
    """Debian's Chromium through Playwright, with a profile on disk (service worker kept)."""

    name = "chromium"

    def __init__(self, playwright, profile: str, width: int, height: int) -> None:
        self.context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow",
            viewport={"width": width, "height": height})
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, expression: str):
        return self.page.evaluate(expression)

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def close(self) -> None:
        self.context.close()


def wait(engine, expression: str, timeout: float = 180):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = engine.evaluate(expression)
        if value:
            return value
        time.sleep(0.05)
    raise TimeoutError(f"{engine.name}: {expression}")


def one_run(engine, site: Path, reloads: int) -> dict:
    """A first visit, New, then offline reloads mid-round: the figures of each visit."""
    server = ProbingServer(site, {"/boot-probe.js": BOOT_PROBE})
    try:
        engine.goto(server.url)
        result = {"first": wait(engine, DONE)}
        wait(engine, "navigator.serviceWorker.controller !== null")
        engine.click("#new")
        wait(engine, "document.body.dataset.playing === '1'", 30)
        if KEPT in "".join(path.read_text() for path in (site / "pyodide").glob("*/interpreter.mjs")):
            wait(engine, f"performance.getEntriesByName('{KEPT}').length > 0")  # Python's memory, kept once idle
        server.wait_quiet()
        server.go_offline()
        for number in range(1, reloads + 1):
            engine.reload()
            result[f"offline {number}"] = wait(engine, DONE)
            assert "letters" in wait(engine, "globalThis.__boot"), f"{engine.name}: no round after the reload"
        return result
    finally:
        server.go_offline()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reloads", type=int, default=2)
    args = parser.parse_args()
    site = args.site.resolve()
    if not (site / "index.html").exists():
        print(f"no site in {site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    if missing_tools():
        print(f"missing Debian packages: apt-get install {' '.join(missing_tools())}", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    visits = ["first"] + [f"offline {n}" for n in range(1, args.reloads + 1)]
    results: dict[str, list[dict]] = {"webkit": [], "chromium": []}
    display = Xvfb()
    try:
        with sync_playwright() as playwright:
            size = None
            for run in range(args.runs):
                for name in (("webkit", "chromium") if run % 2 == 0 else ("chromium", "webkit")):
                    with tempfile.TemporaryDirectory() as profile:
                        if name == "webkit":
                            engine = WebKit(display.display)
                            size = size or engine.evaluate("[innerWidth, innerHeight]")
                        else:
                            size = size or [447, 702]
                            engine = Chromium(playwright, profile, *size)
                        try:
                            results[name].append(one_run(engine, site, args.reloads))
                        finally:
                            engine.close()
                    last = results[name][-1]
                    print(f"run {run + 1}/{args.runs} {name}: " + ", ".join(
                        f"{v} " + "/".join(f"{last[v][f]:.0f}" for f in FIGURES if f in last[v]) for v in visits)
                          + " ms", file=sys.stderr, flush=True)
    finally:
        display.close()
    report(results, visits, args.runs, size)
    return 0


def median(runs: list[dict], visit: str, figure: str) -> float | None:
    values = [run[visit][figure] for run in runs if figure in run[visit]]
    return statistics.median(values) if values else None


def report(results: dict, visits: list[str], runs: int, size) -> None:
    """Medians per engine and visit, and the ratio WebKit / Chromium."""
    print(f"Boot of the built site, ms from navigation, medians of {runs} alternating runs "
          f"(127.0.0.1, no compression, viewport {size[0]}x{size[1]}; WebKitGTK under Xvfb, Chromium headless)")
    print(f"{'':34}" + "".join(f"{v:>12}" for v in visits))
    for figure in FIGURES:
        for name in ("chromium", "webkit"):
            cells = [median(results[name], v, figure) for v in visits]
            print(f"{name + ', ' + LABELS[figure]:34}" + "".join(
                f"{c:>9.0f} ms" if c is not None else f"{'-':>12}" for c in cells))
        ratios = []
        for v in visits:
            webkit, chromium = median(results["webkit"], v, figure), median(results["chromium"], v, figure)
            ratios.append(f"{webkit / chromium:>11.2f}x" if webkit and chromium else f"{'-':>12}")
        print(f"{'  ratio WebKit / Chromium':34}" + "".join(ratios))
    print("  (letters: a first visit has no round to show)")
    print()
    print("all runs, New usable / ready (ms):")
    for name in ("chromium", "webkit"):
        for v in visits:
            print(f"  {name:9} {v:10} " + ", ".join(f"{r[v]['new']:.0f}/{r[v]['ready']:.0f}" for r in results[name]))


if __name__ == "__main__":
    sys.exit(main())
