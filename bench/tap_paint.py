#!/usr/bin/env python3
"""Tap-to-paint benchmark: how long from a finger on a cell to the frame that shows it lit.

    python3 bench/tap_paint.py [--site site] [--taps 40]

A phone-sized Chromium (touch events through the DevTools protocol) taps board
cells during a round, alternating two cells far apart so that each tap starts a
new path and none enters a word. For each tap the page records the touch's
timestamp and, from a requestAnimationFrame callback set at the touch, whether
the cell is already lit in that frame and the time once that frame has been
painted (a message posted from the frame callback runs after the paint). The
same is measured, in the same run and alternating, on a plain HTML page with
the same grid, whose handler only adds a class: the reference for what the
browser itself costs. It prints medians and 95th percentiles and asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}

PROBE = """
window.__taps = [];
addEventListener('pointerdown', (event) => {
  const cell = event.target.closest && event.target.closest('[data-cell]');
  if (!cell) return;
  const tap = {down: event.timeStamp};
  window.__taps.push(tap);
  requestAnimationFrame(() => {
    tap.lit = cell.classList.contains('press') || cell.classList.contains('path');
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { tap.painted = performance.now(); };
    channel.port2.postMessage(0);
  });
}, {capture: true});
"""

PLAIN = """<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
<style>
.board { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; width: 344px; aspect-ratio: 1; margin: 100px 8px;
  touch-action: none; user-select: none; }
.board div { display: flex; align-items: center; justify-content: center; border: 2px solid #b9ae93; border-radius: 12%;
  background: #fffaf0; font: 700 40px system-ui; }
.board div.press { background: #f2c14e; }
</style></head><body><div class="board">CELLS</div>
<script>
document.addEventListener('pointerdown', (event) => {
  const cell = event.target.closest('[data-cell]');
  if (!cell) return;
  event.preventDefault();
  for (const other of document.querySelectorAll('.press')) other.classList.remove('press');
  cell.classList.add('press');
});
</script></body></html>""".replace("CELLS", "".join(f'<div data-cell="{i}">{"ABCDEFGHIJKLMNOP"[i]}</div>' for i in range(16)))


def tap(page, cdp, selector: str) -> None:
    box = page.locator(selector).bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--taps", type=int, default=40)
    args = parser.parse_args()
    if not (args.site / "index.html").exists():
        print(f"no site in {args.site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server = make_server(args.site.resolve(), "127.0.0.1", 0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        game = browser.new_context(**PHONE)
        game.add_init_script(PROBE)
        page = game.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60000)
        page.click("#new")
        page.wait_for_function("document.body.dataset.playing === '1'")
        page.wait_for_timeout(500)
        plain_context = browser.new_context(**PHONE)
        plain_context.add_init_script(PROBE)
        plain_context.route(url + "plain.html", lambda route: route.fulfill(body=PLAIN, content_type="text/html"))
        plain = plain_context.new_page()
        plain.goto(url + "plain.html")
        pages = {"Beguile page": (page, "#board-a"), "plain grid page": (plain, ".board")}
        cdps = {name: p.context.new_cdp_session(p) for name, (p, _) in pages.items()}
        for number in range(args.taps):
            cell = 0 if number % 2 == 0 else 15
            for name, (p, grid) in pages.items():
                tap(p, cdps[name], f"{grid} [data-cell='{cell}']")
                p.wait_for_timeout(150)
        results = {}
        for name, (p, _) in pages.items():
            p.wait_for_timeout(300)
            taps = p.evaluate("window.__taps")
            results[name] = ([t["painted"] - t["down"] for t in taps if "painted" in t],
                             sum(1 for t in taps if t.get("lit")), len(taps))
        browser.close()
    server.shutdown()
    print(f"Tap to painted frame, {args.taps} taps each, alternating (phone 360x740, headless Chromium)")
    print(f"{'':18}{'median':>9}{'95th pct':>10}{'lit in that frame':>20}")
    for name, (times, lit, count) in results.items():
        print(f"{name:18}{statistics.median(times):>6.1f} ms{percentile(times, 0.95):>7.1f} ms{lit:>13} of {count}")
    page_median = statistics.median(results["Beguile page"][0])
    plain_median = statistics.median(results["plain grid page"][0])
    print(f"difference of medians: {page_median - plain_median:+.1f} ms (target: the page within one frame, "
          "16.7 ms, of the tap)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
