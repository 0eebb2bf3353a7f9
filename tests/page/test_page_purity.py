"""The page's views and records stay pure: plain Python that runs in CPython, no browser module."""

from __future__ import annotations

import ast

from conftest import ROOT

PURE = ("text", "saved", "games", "tapping", "play_view", "results_view", "home_view", "letters_view",
        "sesq/laying", "sesq/session", "sesq/saved_game",
        "together/timing", "together/seat", "together/referee_game", "together/keep", "together/table_view",
        "together/session_view", "together/rivals_view", "together/daily_view", "together/round_view",
        "together/referee_view", "together/roster", "together/arrival")
"""Modules that compute what the page shows or keeps; every *_view module is pure too."""


def imported(path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def pure_modules() -> list[str]:
    """PURE and every *_view module, as paths under web/page without .py."""
    page = ROOT / "web" / "page"
    views = {path.relative_to(page).with_suffix("").as_posix() for path in page.rglob("*_view.py")}
    assert len(views) >= 15
    return sorted(set(PURE) | views)


def test_views_import_no_browser_module() -> None:
    for name in pure_modules():
        assert not imported(ROOT / "web" / "page" / f"{name}.py") & {"js", "pyodide", "pyscript"}, name


def test_pure_modules_import_only_pure_page_modules() -> None:
    pure = pure_modules()
    for name in pure:
        path = ROOT / "web" / "page" / f"{name}.py"
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = path.parent
                for _ in range(node.level - 1):
                    base = base.parent
                module = (base / (node.module or "").replace(".", "/")).relative_to(ROOT / "web" / "page")
                assert module.as_posix() in pure, f"{name} imports {module}"


def test_every_page_module_is_small() -> None:
    for path in (ROOT / "web" / "page").rglob("*.py"):
        assert len(path.read_text().splitlines()) <= 320, path.name
