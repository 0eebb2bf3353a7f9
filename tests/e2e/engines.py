"""The other browser engines of the end-to-end tests: WebKitGTK through Selenium and
WebKitWebDriver under Xvfb, Firefox ESR through puppeteer-core over WebDriver BiDi (a Node
script), each behind the same small set of calls, and a server that can go offline.

WebKitWebDriver has no WebDriver BiDi, so no console: the server gives the page a first script
of its own (engine_probe.js) that keeps the page's errors for the test to read.
"""

from __future__ import annotations

import glob
import json
import os
import queue
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

from tools.server import make_server

HERE = Path(__file__).resolve().parent
PROBE_PATH = "/engine-probe.js"
WEBKIT_DRIVER = os.environ.get("BEGUILE_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
FIREFOX = os.environ.get("BEGUILE_FIREFOX", "/usr/bin/firefox-esr")
BOOT_SECONDS = 120
PAINTED = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"


def minibrowser() -> str | None:
    """WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    return found[-1] if found else None


def missing_tools() -> list[str]:
    """What the engine tests need and this machine lacks, as Debian package names."""
    needs = {"webkit2gtk-driver": Path(WEBKIT_DRIVER).exists() and minibrowser(),
             "firefox-esr": Path(FIREFOX).exists(), "xvfb": shutil.which("Xvfb"), "nodejs": shutil.which("node")}
    return [name for name, there in needs.items() if not there]


class ProbingServer:
    """The site served by tools.server with the console probe (and any other script) run first
    in the page and kept by its service worker; counts requests; can go offline."""

    def __init__(self, site: Path, scripts: dict[str, bytes] | None = None) -> None:
        self.active = 0
        self.last = time.monotonic()
        self.lock = threading.Lock()
        self.scripts = {PROBE_PATH: (HERE / "engine_probe.js").read_bytes(), **(scripts or {})}
        self.server = make_server(site, "127.0.0.1", 0, verbose=False)
        self.server.RequestHandlerClass = self._handler(self.server.RequestHandlerClass, site)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.online = True

    def _handler(self, base, site: Path):
        counter = self
        page = (site / "index.html").read_text(encoding="utf-8")
        assert "<head>" in page, "the page has no <head> to put the probe in"
        tags = "".join(f'\n<script src=".{path}"></script>' for path in self.scripts)
        page = page.replace("<head>", "<head>" + tags, 1).encode()
        worker = (site / "sw.js").read_text(encoding="utf-8")
        paths = "".join(f'".{path}", ' for path in self.scripts)
        worker, found = re.subn(r"const PRECACHE = \[", f"const PRECACHE = [{paths}", worker, count=1)
        assert found, "sw.js has no PRECACHE list: teach engines.py where the probe goes"
        bodies = {"/": (page, "text/html; charset=utf-8"), "/index.html": (page, "text/html; charset=utf-8"),
                  "/sw.js": (worker.encode(), "text/javascript; charset=utf-8"),
                  **{path: (body, "text/javascript; charset=utf-8") for path, body in self.scripts.items()}}

        class Handler(base):
            def handle_one_request(self):
                with counter.lock:
                    counter.active += 1
                    counter.last = time.monotonic()
                try:
                    super().handle_one_request()
                finally:
                    with counter.lock:
                        counter.active -= 1
                        counter.last = time.monotonic()

            def do_GET(self):  # noqa: N802 - http.server's name
                path = self.path.split("?", 1)[0].split("#", 1)[0]
                if path not in bodies:
                    return super().do_GET()
                body, kind = bodies[path]
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return None

        return Handler

    def wait_quiet(self, seconds: float = 1.5, timeout: float = 60) -> None:
        """Wait until no request has been open for `seconds` (the page's downloads are over)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self.lock:
                if self.active == 0 and time.monotonic() - self.last >= seconds:
                    return
            time.sleep(0.1)
        raise AssertionError(f"the page kept downloading for {timeout} s")

    def go_offline(self) -> None:
        """Stop serving: every request to the site's origin is refused from now on."""
        if self.online:
            self.server.shutdown()
            self.server.server_close()
            self.online = False


class Xvfb:
    """A virtual X display of its own (Xvfb picks a free display number)."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)


class WebKit:
    """WebKitGTK's MiniBrowser driven by WebKitWebDriver through Selenium; the console from the probe."""

    name = "webkit"

    def __init__(self, display: str, width: int = 360, height: int = 740) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": display})
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.version = self.driver.capabilities.get("browserVersion", "?")
        self.driver.set_window_size(width, height)

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def evaluate(self, expression: str):
        return self.driver.execute_script(f"return ({expression});")

    def click(self, selector: str) -> None:
        self._find(selector).click()

    def type(self, selector: str, text: str) -> None:
        self._find(selector).send_keys(text)

    def press_enter(self, selector: str) -> None:
        from selenium.webdriver.common.keys import Keys

        self._find(selector).send_keys(Keys.ENTER)

    def screenshot(self, path: Path) -> None:
        self.evaluate(PAINTED)
        self.driver.save_screenshot(str(path))

    def errors(self) -> list[str]:
        entries = self.evaluate("globalThis.beguileProbe ? beguileProbe.entries() : null")
        assert entries is not None, "the console probe did not run in the page"
        return [f"{kind}: {text}" for kind, text in entries if kind != "console.warn"]

    def close(self) -> None:
        self.driver.quit()

    def _find(self, selector: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)


class Firefox:
    """Firefox ESR driven by puppeteer-core over WebDriver BiDi, from firefox_bridge.mjs."""

    name = "firefox"

    def __init__(self, width: int = 360, height: int = 740) -> None:
        self.process = subprocess.Popen(
            ["node", str(HERE / "firefox_bridge.mjs"), FIREFOX, str(width), str(height)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=HERE)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.version = self._reply(BOOT_SECONDS)["ready"]

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put("")

    def _reply(self, timeout: float) -> dict:
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"Firefox's driver gave no answer in {timeout} s") from None
        if not line:
            raise AssertionError("Firefox's driver stopped: " + self.process.stderr.read()[-2000:])
        return json.loads(line)

    def _call(self, op: str, arg=None, timeout: float = BOOT_SECONDS):
        self.process.stdin.write(json.dumps({"op": op, "arg": arg}) + "\n")
        self.process.stdin.flush()
        reply = self._reply(timeout)
        if "error" in reply:
            raise AssertionError(f"Firefox {op} {arg!r}: {reply['error']}")
        return reply["value"]

    def goto(self, url: str) -> None:
        self._call("goto", url)

    def reload(self) -> None:
        self._call("reload")

    def evaluate(self, expression: str):
        return self._call("evaluate", expression)

    def click(self, selector: str) -> None:
        self._call("click", selector)

    def type(self, selector: str, text: str) -> None:
        self._call("type", [selector, text])

    def press_enter(self, selector: str) -> None:
        self._call("press", "Enter")

    def screenshot(self, path: Path) -> None:
        self.evaluate(PAINTED)
        self._call("screenshot", str(path))

    def errors(self) -> list[str]:
        """The driver's console errors and page errors, and what the probe kept."""
        probe = self.evaluate("globalThis.beguileProbe ? beguileProbe.entries() : null")
        assert probe is not None, "the console probe did not run in the page"
        return self._call("errors") + [f"{kind}: {text}" for kind, text in probe if kind != "console.warn"]

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self.process.stdin.write(json.dumps({"op": "close"}) + "\n")
                self.process.stdin.close()
                self.process.wait(30)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()


def wait_for(engine, expression: str, timeout: float = BOOT_SECONDS, what: str = ""):
    """Poll a JavaScript expression in the page until it is truthy; its value."""
    end = time.monotonic() + timeout
    while True:
        value = engine.evaluate(expression)
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"{engine.name}: waited {timeout} s for {what or expression}")
        time.sleep(0.1)
