"""Helpers shared by the end-to-end tests: booting the page, reading its state,
and the engine's view of the same data (imported from py/, never mocked)."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("BEGUILE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
BOOT_TIMEOUT = 60_000


def open_game(context, url: str):
    """A new page of the game, booted until it is playable."""
    page = context.pages[0] if context.pages and context.pages[0].url == "about:blank" else context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def wait_ready(page) -> None:
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT)


def saved_state(page) -> dict:
    """The round and settings the page saved."""
    return json.loads(page.evaluate("localStorage.getItem('beguile-state')"))


def assets(site: Path) -> dict:
    """The asset table the build wrote into the page."""
    html = (site / "index.html").read_text()
    start = html.index('<script type="application/json" id="assets">') + len(
        '<script type="application/json" id="assets">')
    return json.loads(html[start:html.index("</script>", start)])


def lexicon(site: Path, name: str):
    """The engine's lexicon from the very file the page loads."""
    from beguile.lexicon import Lexicon

    return Lexicon.from_bytes((site / assets(site)["dicts"][name]["lex"]).read_bytes())


def common_words(site: Path, name: str) -> tuple[str, ...]:
    from beguile.dictionaries import parse_words

    return parse_words((site / assets(site)["dicts"][name]["common"]).read_text())


def shot(page, artifacts: Path, name: str, full_page: bool = True) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=full_page)


def copy_site(site: Path, into: Path) -> Path:
    shutil.copytree(site, into)
    return into
