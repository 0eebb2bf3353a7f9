#!/usr/bin/env python3
"""Boot benchmark: the Beguile page, the same page on the stock standard library,
and a bare page that only boots Pyodide, side by side in one run.

    python3 bench/page_boot.py [--site site] [--runs 5] [--cpu-throttle 4]

The three pages are served by tools.server (same headers, no compression) on
127.0.0.1 and driven by Debian's Chromium through Playwright:

- bare: a page that boots the site's Pyodide with its stock standard library and
  prints a line from Python (no PyScript, no game);
- stock: the Beguile page built from the same sources with Python as source
  (Pyodide's stock python_stdlib.zip, the packages uncompiled): the page before
  its Python was compiled to bytecode;
- page: the Beguile page as built (--site).

Each run opens every page in a fresh browser profile, in an order that rotates
from run to run: a first visit, then, once the service worker controls the page,
two reloads with the network cut off. The time is from navigation start to the
page's `performance.mark` saying it is playable (the Beguile pages: board drawn,
buttons enabled; the bare page: Python printed a line). Also measured on each
visit: the first contentful paint, and the longest main-thread task until
playable (PerformanceObserver 'longtask'). Bytes of a first visit are counted by
the server (service-worker precache included), raw and as each file would be
gzipped. --cpu-throttle slows the browser's CPU down (DevTools
Emulation.setCPUThrottlingRate; 4 is a common estimate of a mid-range phone).

It prints medians and ratios and asserts nothing. Targets of the compiled page:
its offline reload within 0.45x of the bare boot, its first visit within 0.6x,
first-visit bytes no more than 10% above the stock page's.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.server import make_handler, netlify_headers  # noqa: E402
from tools.site import STOCK_STDLIB, assemble  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VISITS = ("first", "offline 1", "offline 2")
PAGES = {"bare": "bare Pyodide (prints a line)", "stock": "page, stock stdlib (before)",
         "page": "page, compiled (now)"}

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
# Installed before any script of the page: every long task, as [start, duration].
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
"""


class Counting:
    """A server for a folder that counts the bytes of the bodies it sends, raw and gzipped."""

    def __init__(self, folder: Path) -> None:
        import http.server

        base = make_handler(folder, netlify_headers(ROOT))
        counter = self

        class Handler(base):
            def copyfile(self, source, outputfile):
                start = source.tell()
                shutil.copyfileobj(source, outputfile)
                counter.count(self.translate_path(self.path), source.tell() - start)

            def log_message(self, *args):
                pass

        self.bytes = self.gzipped = 0
        self.lock = threading.Lock()
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def count(self, path: str, sent: int) -> None:
        with self.lock:
            self.bytes += sent
            self.gzipped += gzipped_size(path) if Path(path).is_file() else sent

    def reset(self) -> None:
        with self.lock:
            self.bytes = self.gzipped = 0

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


def visit(page) -> dict:
    """The figures of one boot: ready, first paint, longest task until ready (ms), marks."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
    found = page.evaluate("""() => ({
        marks: Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime])),
        paint: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
        tasks: window.__longTasks || [],
    })""")
    ready = found["marks"]["beguile-ready"]
    tasks = [duration for start, duration in found["tasks"] if start < ready]
    return {"ready": ready, "paint": found["paint"], "longest": max(tasks, default=0.0),
            "marks": found["marks"]}


def measure(playwright, server: Counting, throttle: float) -> dict:
    """One fresh profile: a first visit and two offline reloads."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow")
        try:
            context.add_init_script(LONG_TASKS)
            page = context.pages[0] if context.pages else context.new_page()
            if throttle != 1:
                context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            server.reset()
            page.goto(server.url)
            result = {"first": visit(page)}
            # the service worker precaches everything; wait until it controls the page
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
            page.wait_for_timeout(500)  # let the last precache writes settle
            result["bytes"], result["gzipped"] = server.bytes, server.gzipped
            context.set_offline(True)
            for name in VISITS[1:]:
                page.reload()
                result[name] = visit(page)
            return result
        finally:
            context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cpu-throttle", type=float, default=1.0,
                        help="CPU slowdown factor for the browser (4: a mid-range phone)")
    args = parser.parse_args()
    site = args.site.resolve()
    if not (site / "index.html").exists():
        print(f"no site in {site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        stock = assemble(root=ROOT, lexicons=ROOT / "py" / "beguile" / "data", out=Path(tmp) / "stock",
                         bytecode=False)
        servers = {"bare": Counting(make_bare(site, Path(tmp) / "bare")), "stock": Counting(stock),
                   "page": Counting(site)}
        results: dict[str, list[dict]] = {name: [] for name in servers}
        try:
            names = list(servers)
            for run in range(args.runs):  # rotate the order so that load affects all alike
                for name in names[run % 3:] + names[:run % 3]:
                    results[name].append(measure(playwright, servers[name], args.cpu_throttle))
                    print(f"run {run + 1}/{args.runs} {name}: "
                          + ", ".join(f"{v} {results[name][-1][v]['ready']:.0f} ms" for v in VISITS),
                          file=sys.stderr, flush=True)
        finally:
            for server in servers.values():
                server.close()
    report(results, args)
    return 0


def med(values) -> float:
    return statistics.median(values)


def report(results: dict[str, list[dict]], args) -> None:
    """Print the medians, the ratios to the bare boot and the bytes."""
    throttle = f", CPU throttled {args.cpu_throttle:g}x" if args.cpu_throttle != 1 else ""
    print(f"Boot to playable, medians of {args.runs} alternating runs "
          f"(headless Chromium, 127.0.0.1, no compression{throttle})")
    print(f"{'':32}" + "".join(f"{v:>14}" for v in VISITS))
    for name, label in PAGES.items():
        print(f"{label:32}" + "".join(f"{med(r[v]['ready'] for r in results[name]):>11.0f} ms"
                                      for v in VISITS))
    for name in ("stock", "page"):
        print(f"{'ratio ' + name + ' / bare':32}" + "".join(
            f"{med(r[v]['ready'] for r in results[name]) / med(r[v]['ready'] for r in results['bare']):>13.2f}x"
            for v in VISITS))
    print(f"{'ratio page / stock':32}" + "".join(
        f"{med(r[v]['ready'] for r in results['page']) / med(r[v]['ready'] for r in results['stock']):>13.2f}x"
        for v in VISITS))
    print("  (targets for the page: first visit <= 0.6x bare, offline reloads <= 0.45x bare)")
    print()
    print("Longest main-thread task until playable (ms, median)")
    for name, label in PAGES.items():
        print(f"{label:32}" + "".join(f"{med(r[v]['longest'] for r in results[name]):>11.0f} ms"
                                      for v in VISITS))
    print()
    print("First contentful paint (ms, median)")
    for name, label in PAGES.items():
        print(f"{label:32}" + "".join(f"{med(r[v]['paint'] or 0 for r in results[name]):>11.0f} ms"
                                      for v in VISITS))
    print()
    print("The compiled page's boot steps (ms from navigation, median)")
    steps = ("boot: Loading Pyodide", "boot: Starting Python", "boot: Python runtime loaded",
             "boot: Python ready", "boot: Loaded Pyodide", "beguile-main", "beguile-ready")
    print(f"  {'':30}" + "".join(f"{v:>14}" for v in VISITS))
    for step in steps:
        if all(step in r[v]["marks"] for r in results["page"] for v in VISITS):
            print(f"  {step:30}" + "".join(f"{med(r[v]['marks'][step] for r in results['page']):>14.0f}"
                                           for v in VISITS))
    print()
    print("Bytes of a first visit (sent by the server, service-worker precache included; median)")
    stock_raw = med(r["bytes"] for r in results["stock"])
    for name, label in PAGES.items():
        raw, gz = med(r["bytes"] for r in results[name]), med(r["gzipped"] for r in results[name])
        extra = f"   {raw / stock_raw - 1:+.1%} raw vs stock" if name == "page" else ""
        print(f"{label:32}{raw / 1e6:>8.2f} MB raw {gz / 1e6:>8.2f} MB gzipped{extra}")
    print("  (target: the page's bytes no more than 10% above the stock page's)")
    print()
    print("all runs, ready (ms):")
    for name in PAGES:
        for v in VISITS:
            print(f"  {name:6} {v:10} " + ", ".join(f"{r[v]['ready']:.0f}" for r in results[name]))


if __name__ == "__main__":
    sys.exit(main())
