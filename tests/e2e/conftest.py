"""End-to-end fixtures: the built site served by tools.server, driven by Debian's Chromium.

The site must be built first (`python3 build.py`, or BEGUILE_SITE pointing at a
built folder). The server sends netlify.toml's headers, Content-Security-Policy
included, so every test also proves the page works under that policy. Each
context records every request: a request to any other origin fails the test,
as does any uncaught page error or console error.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from tools.server import make_server  # noqa: E402

from pagekit import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE  # noqa: E402

# Chromium's sampling heap profiler made to record the stack of an allocation every 512 bytes in every
# renderer (web/interpreter.mjs says what it did to Python on JSPI's stacks)
HEAP_PROFILER_EVERYWHERE = ("--enable-features=HeapProfilerReporting:stable-probability/1.0/nonstable-probability"
                            "/1.0/renderer-prob-pct/100/renderer-sampling-rate-bytes/512")

SITE = Path(os.environ.get("BEGUILE_SITE", ROOT / "site")).resolve()


@pytest.fixture(scope="session")
def site() -> Path:
    if not (SITE / "index.html").exists():
        pytest.fail(f"no built site in {SITE}: run `python3 build.py` first")
    return SITE


@pytest.fixture(scope="session")
def server(site):
    """The site on 127.0.0.1 at a free port; `server.handler.folder` can be swapped."""
    srv = make_server(site, "127.0.0.1", 0, verbose=False)
    srv.handler = srv.RequestHandlerClass
    srv.url = f"http://127.0.0.1:{srv.server_address[1]}/"
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


class Guard:
    """Watches a browser context: requests to other origins, page errors, console errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin.rstrip("/")
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.expected: list[str] = []
        """Console errors a test causes on purpose (a download it cuts), by a part of their text."""

    def allow(self, text: str) -> None:
        """Let console errors that contain this text pass (the browser's own report of a failure a test made)."""
        self.expected.append(text)

    def watch_context(self, context) -> None:
        context.on("request", self._request)
        context.on("page", self.watch_page)
        for page in context.pages:
            self.watch_page(page)

    def watch_page(self, page) -> None:
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", self._console)

    def _request(self, request) -> None:
        url = request.url
        self.requests.append(url)
        if url.startswith(("data:", "blob:")):
            return
        if not (url == self.origin or url.startswith(self.origin + "/")):
            self.foreign.append(url)

    def _console(self, message) -> None:
        if message.type != "error":
            return
        text = message.text
        # going offline on purpose makes the browser log failed update checks
        if "ERR_INTERNET_DISCONNECTED" in text or "Failed to fetch" in text and "sw.js" in text:
            return
        if any(expected in text for expected in self.expected):
            return
        self.errors.append(f"console: {text}")

    def check(self) -> None:
        assert not self.foreign, f"requests left the site's origin: {self.foreign}"
        assert not self.errors, "errors in the page:\n" + "\n".join(self.errors)


def _guarded(server, open_context):
    """Yield a maker of phone or desktop contexts, each guarded; close and check them at teardown."""
    made = []

    def make(kind: str = "phone", **options):
        settings = dict(PHONE if kind == "phone" else DESKTOP)
        settings.update(options)
        context = open_context(settings, len(made))
        guard = Guard(server.url)
        guard.watch_context(context)
        made.append((context, guard))
        context.guard = guard
        return context

    yield make
    for context, _ in made:
        context.close()
    for _, guard in made:
        guard.check()


@pytest.fixture
def make_context(browser, server):
    """New browser contexts (phone or desktop), each guarded; checked at teardown."""
    yield from _guarded(server, lambda settings, _number: browser.new_context(**settings))


def _persistent(playwright_instance, tmp_path, args: list[str]):
    """A maker of browsers, each with a profile of its own on disk."""

    def open_persistent(settings: dict, number: int):
        return playwright_instance.chromium.launch_persistent_context(
            str(tmp_path / f"profile{number}"), executable_path=CHROMIUM,
            args=args, service_workers="allow", **settings)

    return open_persistent


@pytest.fixture
def persistent_context(playwright_instance, server, tmp_path):
    """A browser with a profile on disk (HTTP cache and service worker kept), guarded."""
    yield from _guarded(server, _persistent(playwright_instance, tmp_path, CHROMIUM_ARGS))


@pytest.fixture
def profiled_context(playwright_instance, server, tmp_path):
    """Browsers as persistent_context's, whose heap profiler samples every renderer's allocations densely.

    They also compile WebAssembly as a player's browser does, optimizing what runs often (the other
    tests' browsers keep to the baseline compiler): with the baseline compiler alone, the crash did not
    happen in 64 first visits.
    """
    args = [arg for arg in CHROMIUM_ARGS if not arg.startswith("--js-flags")] + [HEAP_PROFILER_EVERYWHERE]
    yield from _guarded(server, _persistent(playwright_instance, tmp_path, args))
