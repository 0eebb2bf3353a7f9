#!/usr/bin/env python3
"""QR codes on the page: how long the page takes to make one (segno in Pyodide) and to read one (scan.js).

    python3 bench/qr_page.py [--site site] [--seconds 12]

A phone-sized Chromium opens the built site. Making: a leader announces a round,
whose code the page redraws every second with the leader's clock (a round link,
QR version 5 or 6); then the results of a round of 5 players x 25 words (a
results link, QR version 17 or so) are opened and their code shown ten times. The page
measures each code it makes (encoding and the SVG image, segno already imported)
and, once, the first import of segno with its zip. Reading: scan.js reads each
code shown, from a still copy of its image on the page, with the reader this browser has (the
site's ZXing WebAssembly in Chromium on Linux, which has no BarcodeDetector for
QR codes), many times. It prints medians and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "py", ROOT / "tests" / "e2e"):
    sys.path.insert(0, str(folder))

from tools.server import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2,
         "locale": "en-GB"}
READS = 25
SHOWINGS = 9  # the results code is not live: shown this many times to make it as often

# a still copy of the code on screen (a live round code is redrawn every second), read `count` times
READ = """async ([files, count]) => {
  const shown = document.querySelector('#code-image');
  const image = new Image(shown.width, shown.height);
  const token = shown.dataset.token;
  image.src = shown.src;
  await image.decode();
  const found = [];
  performance.clearMeasures('beguile-qr-read');
  for (let i = 0; i < count; i++) found.push((await beguileScan.readImage(image, files))[0]);
  return {texts: found, ms: performance.getEntriesByName('beguile-qr-read').map(e => e.duration),
          reader: beguileScan.kind, token};
}"""


def results_link(base: str) -> str:
    """The results of a round of 5 players x 25 words each, as a link (the engine makes it)."""
    from beguile.computer import computer_words
    from beguile.deal import deal
    from beguile.dictionaries import load_common, load_lexicon
    from beguile.rules import get_rules
    from beguile.session import invite, results
    from beguile.tokens import WordList, format_results_token, link

    rules = get_rules("session")
    lexicon, common = load_lexicon("en"), load_common("en")
    for seed in range(50):
        board = deal(rules, seed, lexicon=lexicon).board
        round_ = invite("0123456789ab", 1, rules, board, lexicon, 1_790_000_000_000, "Ann")
        lists = [computer_words(board, rules, lexicon, common, 5, seed * 10 + p, 180) for p in range(5)]
        if all(len(found) >= 25 for found in lists):
            players = [WordList.for_round(round_, f"Player {p + 1}", [w for _, w in found[:25]])
                       for p, found in enumerate(lists)]
            return link(base, format_results_token(results(round_, players)))
    raise RuntimeError("no board with 25 words for 5 players")


def reader_files(page) -> dict:
    assets = json.loads(page.text_content("#assets"))["qr"]
    return {"reader": assets["reader"], "wasm": assets["reader_wasm"], "scan": assets["scan"]}


def read_shown(page, files: dict) -> dict:
    """Read the code on screen READS times with scan.js (loaded as the camera would load it)."""
    if not page.evaluate("'beguileScan' in window"):
        page.add_script_tag(url="./" + files["scan"])
        page.wait_for_function("'beguileScan' in window")
    return page.evaluate(READ, [files, READS])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=str(ROOT / "site"))
    parser.add_argument("--seconds", type=int, default=12, help="how long the live round code is watched")
    args = parser.parse_args()
    if not (Path(args.site) / "index.html").exists():
        print(f"no site in {args.site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    from togetherkit import announce, lead_session

    server = make_server(Path(args.site), "127.0.0.1", 0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(**PHONE)
        page.goto(base)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=90_000)
        lead_session(page, "Ann", "session", countdown=120)
        round_link = announce(page)
        time.sleep(args.seconds)
        files = reader_files(page)
        round_read = read_shown(page, files)
        round_made = page.evaluate("performance.getEntriesByName('beguile-qr-make').map(e => e.duration)")
        imported = page.evaluate("performance.getEntriesByName('beguile-qr-import').map(e => e.duration)")
        page.goto(results_link(base))
        page.wait_for_selector("#screen-judge:not([hidden]) #judge-table .player", timeout=60_000)
        before = len(page.evaluate("performance.getEntriesByName('beguile-qr-make')"))
        for _ in range(SHOWINGS):
            page.click("button[data-action='code']")
            page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])", timeout=60_000)
            page.click("#code-done")
        page.click("button[data-action='code']")
        page.wait_for_selector("#screen-code:not([hidden]) #code-image:not([hidden])", timeout=60_000)
        results_made = page.evaluate("performance.getEntriesByName('beguile-qr-make').map(e => e.duration)")[before:]
        results_read = read_shown(page, files)
        results_text = page.input_value("#code-link")
        browser.close()
    server.shutdown()

    import segno

    print(f"QR codes on the page (Chromium {PHONE['viewport']['width']}x{PHONE['viewport']['height']}, "
          f"reader: {round_read['reader']}); medians in ms")
    print(f"  first import of segno (fetch of its zip included): {imported[0]:.0f} ms" if imported else
          "  segno's import was not measured")
    for label, text, made, read in (("round link", round_link, round_made, round_read),
                                    ("results link, 5 players x 25 words", results_text, results_made,
                                     results_read)):
        ok = all(found == read["token"] or (found and found.endswith(read["token"])) for found in read["texts"])
        version = segno.make(text, error="m", micro=False, boost_error=False).version
        print(f"  {label}: {len(text)} chars, QR version {version}: made in {statistics.median(made):.0f} ms"
              f" (n={len(made)}), read in {statistics.median(read['ms']):.0f} ms (n={len(read['ms'])},"
              f" {'every read right' if ok else 'MISREAD'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
