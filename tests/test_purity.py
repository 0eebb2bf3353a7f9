"""The engine stays pure: standard library only, and nothing of the browser."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "py" / "beguile"
BROWSER = {"js", "pyodide", "pyscript"}


def imported_modules(path: Path) -> set[str]:
    """The top-level names of every module a file imports (relative imports left out)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_the_engine_imports_only_the_standard_library_and_itself() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 10
    allowed = set(sys.stdlib_module_names) | {"beguile", "__future__"}
    strays = {str(f.relative_to(ENGINE)): sorted(imported_modules(f) - allowed) for f in files}
    assert {f: names for f, names in strays.items() if names} == {}
    assert not any(imported_modules(f) & BROWSER for f in files)


def test_the_guard_would_catch_a_browser_import(tmp_path: Path) -> None:
    sample = tmp_path / "page.py"
    sample.write_text("import js\nfrom pyodide.ffi import create_proxy\nfrom . import board\n")
    assert imported_modules(sample) == {"js", "pyodide"}
