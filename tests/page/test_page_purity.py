"""The page's views and records stay pure: plain Python that runs in CPython, no browser module."""

from __future__ import annotations

import ast

from conftest import ROOT

PURE = ("text", "saved", "games", "tapping", "play_view", "results_view", "home_view", "letters_view",
        "sesq/laying", "sesq/session", "sesq/saved_game")
"""Modules that compute what the page shows or keeps; every *_view module is pure too."""


def imported(path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_views_import_no_browser_module() -> None:
    page = ROOT / "web" / "page"
    views = {path.relative_to(page).with_suffix("").as_posix() for path in page.rglob("*_view.py")}
    assert len(views) >= 10
    for name in sorted(set(PURE) | views):
        assert not imported(page / f"{name}.py") & {"js", "pyodide", "pyscript"}, name


def test_every_page_module_is_small() -> None:
    for path in (ROOT / "web" / "page").rglob("*.py"):
        assert len(path.read_text().splitlines()) <= 320, path.name
