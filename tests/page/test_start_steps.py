"""The page's start reads its modules one a task, so that no task of the start holds the page long:
each step of web/main.py's STEPS and of the app's SOLO_STEPS imports only page modules of earlier steps.
A start from the memory this device kept has them imported already, by a worker: importing them touches
nothing of the browser."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

WEB = ROOT / "web"


def module_file(name: str) -> Path | None:
    """The file of a page module (page.kit, page.together.seat), or None for any other and for the
    packages, whose files only describe them (Python reads each with its first module)."""
    path = WEB.joinpath(*name.split(".")).with_suffix(".py")
    return path if name.partition(".")[0] == "page" and path.exists() else None


def page_imports(name: str) -> set[str]:
    """The page modules a module imports when it is read (its top-level imports)."""
    path = module_file(name)
    package = name.rpartition(".")[0]
    found = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(part for part in (base, node.module) if part)
            found |= {module} | {f"{module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {module for module in found if module_file(module)}


def read_by(name: str, loaded: set[str]) -> set[str]:
    """Every page module that importing `name` reads, besides those already loaded."""
    if name in loaded or module_file(name) is None:
        return set()
    read = {name}
    for module in sorted(page_imports(name)):
        read |= read_by(module, loaded | read)
    return read


def assigned(path, name: str) -> tuple[str, ...]:
    """A tuple of strings a module assigns at its top level (read without running it: it imports js)."""
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise AssertionError(f"{path.name} assigns no {name}")


def assert_one_module_a_step(steps: tuple[str, ...], loaded: set[str]) -> set[str]:
    for step in steps:
        assert module_file(step) is None or read_by(step, loaded) == {step}, \
            f"{step} also reads {sorted(read_by(step, loaded) - {step})}: list them in earlier steps"
        loaded |= read_by(step, loaded)
    return loaded


def test_the_start_reads_one_page_module_a_task() -> None:
    steps = assigned(WEB / "main.py", "STEPS")
    assert steps[-1] == "page.app"
    loaded = assert_one_module_a_step(steps, set())
    assert loaded == read_by("page.app", set())
    solo = tuple("page" + step for step in assigned(WEB / "page" / "app.py", "SOLO_STEPS"))
    assert solo[-1] == "page.together.solo"
    assert_one_module_a_step(solo, loaded)


def test_a_step_that_reads_two_modules_is_seen() -> None:
    loaded = read_by("page.app", set())
    assert read_by("page.together.keep", loaded) >= {"page.together.keep", "page.together.seat"}


def touched_at_import(tree: ast.AST) -> list[int]:
    """Lines where a module's own run (not a function's) uses the browser: `js`, or a name taken from it."""
    lines = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):  # (their decorators and defaults run)
            parts = [*node.decorator_list, *node.args.defaults, *filter(None, node.args.kw_defaults)]
            lines += [line for part in parts for line in touched_at_import(ast.Module(body=[ast.Expr(part)]))]
        elif isinstance(node, ast.Lambda):
            continue
        elif isinstance(node, ast.ImportFrom) and node.module == "js":
            lines.append(node.lineno)
        elif isinstance(node, ast.Name) and node.id == "js":
            lines.append(node.lineno)
        else:
            lines += touched_at_import(node)
    return lines


def test_no_page_module_touches_the_browser_when_imported() -> None:
    # A worker imports them all to make the memory every later open restores (web/interpreter.mjs): what a
    # module read from the browser there would be the worker's, not the page's.
    modules = sorted((WEB / "page").rglob("*.py"))
    assert len(modules) >= 60
    for path in modules:
        assert touched_at_import(ast.parse(path.read_text())) == [], path.relative_to(WEB)
