"""Boot of the page in Chromium: Python from bytecode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pagekit import open_game

pytestmark = pytest.mark.e2e

PROBE = Path(__file__).with_name("bytecode_probe.py").read_text()

# Runs a Python snippet in the page's interpreter the way any page script does: a
# <script type="py"> added to the page (PyScript runs it in the same interpreter).
RUN_IN_PAGE = """(code) => new Promise((resolve) => {
    window.__probe = resolve;
    const script = document.createElement("script");
    script.type = "py";
    script.textContent = code;
    document.body.append(script);
})"""


def test_the_page_boots_every_module_from_bytecode(make_context, server):
    context = make_context("desktop")
    page = open_game(context, server.url)
    code = PROBE + "\nimport js\njs.window.__probe(json.dumps(report()))\n"
    found = json.loads(page.evaluate(RUN_IN_PAGE, code))
    assert found["compiled_here"] == [], "the page compiled these from source at start-up"
    loaded = set(found["from_bytecode"])
    assert len(loaded) > 100
    assert {"pyscript", "pyscript.events", "beguile.round", "beguile.solver", "asyncio", "json"} <= loaded
    assert found["files"]["pyscript"] == "/home/pyodide/pyscript/__init__.py"  # PyScript's own, compiled
