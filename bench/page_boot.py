#!/usr/bin/env python3
"""Boot benchmark: the Beguile page against a bare page that only boots Pyodide.

    python3 bench/page_boot.py [--site site] [--runs 5]

Both pages are served by tools.site (same headers, no compression) on 127.0.0.1
and driven by Debian's Chromium through Playwright, in the same run:

- first visit: a fresh browser profile navigates to the page; the time is from
  navigation start to the page's `performance.mark` saying it is playable (the
  Beguile page: board drawn, buttons enabled, dictionary loaded; the bare page:
  Python printed a line);
- offline reload: after one visit (service worker installed), the network is cut
  off and the page reloaded;
- bytes of a first visit (counted by the server, service-worker precache included);
- gzipped size of the site's own files (everything but the Pyodide runtime).

It prints figures and asserts nothing. Targets: playable within 1.2x the bare
boot; the site's own files under 1.5 MB gzipped.
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.site import make_handler, netlify_headers  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

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


class Counting:
    """A server for a folder that counts the bytes of the bodies it sends."""

    def __init__(self, folder: Path) -> None:
        import http.server

        base = make_handler(folder, netlify_headers(ROOT))
        counter = self

        class Handler(base):
            def copyfile(self, source, outputfile):
                start = source.tell()
                shutil.copyfileobj(source, outputfile)
                counter.bytes += source.tell() - start

            def log_message(self, *args):
                pass

        self.bytes = 0
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def make_bare(site: Path, into: Path) -> Path:
    """A folder with the site's Pyodide and a page that only boots it."""
    (pyodide_dir,) = [p for p in (site / "pyodide").iterdir() if p.is_dir()]
    target = into / "pyodide" / pyodide_dir.name
    shutil.copytree(pyodide_dir, target)
    rel = f"pyodide/{pyodide_dir.name}"
    files = ["./", "./bare.js"] + [f"./{rel}/{p.name}" for p in sorted(target.iterdir())]
    (into / "index.html").write_text(BARE_HTML)
    (into / "bare.js").write_text(BARE_JS.replace("PYODIDE", rel))
    (into / "bare-sw.js").write_text(BARE_SW.replace("FILELIST", repr(files).replace("'", '"')))
    return into


MARKS = ("pyscript: Loading Pyodide", "pyscript: Loaded interpreter", "beguile-main", "beguile-ready")
marks_seen: dict[tuple[str, str], list[float]] = {}


def ready_ms(page, visit: str) -> float:
    """Milliseconds from navigation start to the page's ready mark (other marks kept aside)."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60000)
    marks = page.evaluate("Object.fromEntries(performance.getEntriesByType('mark')"
                          ".map(m => [m.name, m.startTime]))")
    for name in MARKS:
        if name in marks and "pyscript: Loading Pyodide" in marks:
            marks_seen.setdefault((visit, name), []).append(marks[name])
    return marks["beguile-ready"]


def measure(playwright, url: str, runs: int, server: Counting) -> dict:
    """First-visit and offline-reload times (ms) and first-visit bytes."""
    first, offline, sizes = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow")
            page = context.pages[0] if context.pages else context.new_page()
            server.bytes = 0
            page.goto(url)
            first.append(ready_ms(page, "first"))
            # the service worker precaches everything; wait until it controls the page
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
            page.wait_for_timeout(300)  # let the last precache writes settle
            sizes.append(server.bytes)
            context.set_offline(True)
            page.reload()
            offline.append(ready_ms(page, "offline"))
            context.close()
    return {"first": first, "offline": offline, "bytes": sizes}


def gzipped(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 9))


def own_files(site: Path) -> tuple[int, int, int]:
    """(raw bytes, gzipped bytes, gzipped bytes without the optional dictionaries)."""
    raw = gz = gz_default = 0
    sw = (site / "sw.js").read_text()
    optional_part = sw.split("const OPTIONAL =", 1)[1].split(";", 1)[0]
    for path in site.rglob("*"):
        if not path.is_file() or path.relative_to(site).parts[0] == "pyodide":
            continue
        size = gzipped(path)
        raw += path.stat().st_size
        gz += size
        if path.relative_to(site).as_posix() not in optional_part:
            gz_default += size
    return raw, gz, gz_default


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    site = args.site.resolve()
    if not (site / "index.html").exists():
        print(f"no site in {site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        bare_dir = make_bare(site, Path(tmp))
        page_server, bare_server = Counting(site), Counting(bare_dir)
        try:
            results = {}
            # interleave the two pages so that machine load affects both alike
            for _ in range(args.runs):
                for name, server in (("bare", bare_server), ("page", page_server)):
                    one = measure(playwright, server.url, 1, server)
                    for key, values in one.items():
                        results.setdefault(name, {}).setdefault(key, []).extend(values)
        finally:
            page_server.close()
            bare_server.close()

    def med(values):
        return statistics.median(values)

    print(f"Boot to playable, medians of {args.runs} (headless Chromium, 127.0.0.1, no compression)")
    print(f"{'':28}{'first visit':>14}{'offline reload':>16}")
    for name, label in (("bare", "bare Pyodide (prints a line)"), ("page", "Beguile page (playable)")):
        r = results[name]
        print(f"{label:28}{med(r['first']):>11.0f} ms{med(r['offline']):>13.0f} ms")
    ratio_first = med(results["page"]["first"]) / med(results["bare"]["first"])
    ratio_off = med(results["page"]["offline"]) / med(results["bare"]["offline"])
    print(f"{'ratio page / bare':28}{ratio_first:>13.2f}x{ratio_off:>15.2f}x   (target <= 1.2x)")
    print()
    print("all runs (ms):")
    for name in ("bare", "page"):
        print(f"  {name} first:   {', '.join(f'{v:.0f}' for v in results[name]['first'])}")
        print(f"  {name} offline: {', '.join(f'{v:.0f}' for v in results[name]['offline'])}")
    print()
    print("the Beguile page's steps (medians, ms from navigation):")
    labels = {"pyscript: Loading Pyodide": "PyScript starts loading Pyodide",
              "pyscript: Loaded interpreter": "Pyodide interpreter ready",
              "beguile-main": "the page's Python starts", "beguile-ready": "board playable"}
    print(f"  {'':34}{'first visit':>12}{'offline':>10}")
    for name in MARKS:
        first = marks_seen.get(("first", name))
        offline = marks_seen.get(("offline", name))
        if first and offline:
            print(f"  {labels[name]:34}{med(first):>12.0f}{med(offline):>10.0f}")
    print()
    for name in ("bare", "page"):
        print(f"bytes of a first visit, {name}: {med(results[name]['bytes']) / 1e6:.2f} MB "
              "(sent by the server, service-worker precache included)")
    raw, gz, gz_default = own_files(site)
    print(f"site's own files (all but Pyodide): {raw / 1e6:.2f} MB raw, {gz / 1e6:.2f} MB gzipped; "
          f"{gz_default / 1e6:.2f} MB gzipped without the dictionaries fetched on demand "
          "(target < 1.5 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
