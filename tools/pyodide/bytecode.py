"""Compile the product's Python to bytecode with the interpreter the page runs.

tools/pyodide/precompile.mjs runs this module inside Pyodide (its own CPython,
under Node) and calls `main(plan, boot_modules)`. The plan (JSON, written by
tools/precompile.py) names files in Pyodide's file system:

    stdlib     {"source": stock standard-library zip, "out": zip to write,
                "leave_out": packages and modules no part of the product can import}
    packages   [{"name", "folder", "leave_out": globs, "out", "beside_source": bool}]
               the product's own packages; "beside_source" puts the bytecode in
               __pycache__ (for a package whose source someone else writes at
               run time: PyScript's)
    scripts    more Python files the product runs (the page's script): every
               module they import belongs to the product too
    libraries  modules shipped as they are (segno): what they import when
               imported belongs to the product too
    imports    module names the product imports from code this build cannot read
    report     where to write what was done (JSON)

The modules the product imports are found by importing them here: Pyodide's own
start-up modules, every module of the packages, and every name the packages and
scripts import anywhere (in functions too), each with what it imports in turn.

The standard-library zip gets those modules as bytecode alone, compiled as
under `python -OO` (they load without being compiled, without the docstrings
and asserts the standard library is written to do without), except those the
interpreter carries frozen in itself (os, io, codecs...: it never reads them
from the zip); the modules they may import later, inside a function, stay as
source; every other module, which no part of the product can reach, is
dropped, and so are the left-out ones. Each package's zip gets every module's
bytecode alone, where its source would be, so the page downloads no source
twice, and without the docstrings of modules and functions (classes keep
theirs; asserts stay).

All bytecode is compiled under PYTHONNODEBUGRANGES: each instruction keeps its
line, so tracebacks still name the file and line, but not its columns (the
carets under a traceback's line), which would make it a third larger.
"""

import ast
import fnmatch
import importlib
import importlib.util
import io
import json
import marshal
import sys
import zipfile
from pathlib import PurePosixPath

ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed, so that the same input gives the same zip


def pyc(source: bytes, filename: str, checked: bool, optimize: int = 0) -> bytes:
    """A hash-based .pyc (PEP 552) of a module's source, for this very interpreter, without docstrings:
    optimize=2 (as under python -OO: no asserts, no docstrings), else its module's and functions'
    docstrings alone are dropped (a class keeps its own: dataclasses would otherwise work one out at
    import). Line numbers are kept, so tracebacks still name the file and line."""
    if optimize:
        code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    else:
        code = compile(without_docstrings(ast.parse(source, filename)), filename, "exec", dont_inherit=True)
    flags = 0b01 | (0b10 if checked else 0)
    return (importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def without_docstrings(tree: ast.Module) -> ast.Module:
    """The module's tree without its own docstring and its functions' (the page never reads them)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and _has_docstring(node):
            docstring = node.body.pop(0)
            if not node.body:
                node.body.append(ast.copy_location(ast.Pass(), docstring))
    return tree


def _has_docstring(node: ast.AST) -> bool:
    first = node.body[0] if node.body else None
    return (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str))


class _Utf8Name(zipfile.ZipInfo):
    """A zip entry whose name is flagged UTF-8 even when it is ASCII: Python's
    zipfile (which unpacks the zips in the page) then never loads the cp437 codec."""

    def _encodeFilenameFlags(self):  # noqa: N802 - zipfile's own (private) hook
        return self.filename.encode("utf-8"), self.flag_bits | 0x800


def write_zip(entries: dict[str, bytes]) -> bytes:
    """A deflated zip of the entries, in name order, with fixed dates and UTF-8 names."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in sorted(entries):
            info = _Utf8Name(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            out.writestr(info, entries[name])
    return buffer.getvalue()


# ---------------------------------------------------------------- what the product imports

def package_files(package: dict) -> dict[str, str]:
    """{path in the zip (name/...py): path here} of a package's modules, left-outs dropped."""
    folder = PurePosixPath(package["folder"])
    found = {}
    for path in sorted(_walk(folder)):
        rel = path.relative_to(folder).as_posix()
        if path.suffix == ".py" and not any(fnmatch.fnmatch(rel, g) for g in package["leave_out"]):
            found[f"{package['name']}/{rel}"] = path.as_posix()
    return found


def _walk(folder: PurePosixPath):
    import os

    for parent, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in files:
            yield PurePosixPath(parent) / name


def module_name(zip_path: str) -> str:
    """`beguile/sesquipedal/__init__.py` -> `beguile.sesquipedal`."""
    parts = zip_path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _module_level(tree: ast.AST):
    """The nodes that run when a module is imported (its functions' bodies left out)."""
    for node in ast.iter_child_nodes(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield node
            yield from _module_level(node)


def imported_names(source: bytes, module: str, is_package: bool, anywhere: bool = True) -> set[str]:
    """Every module name a source imports anywhere (or only when it is imported), relative imports resolved."""
    names = set()
    # (a page script may await at its top level: PyScript runs it as a coroutine)
    tree = compile(source, module, "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    for node in ast.walk(tree) if anywhere else _module_level(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    parent = parent.rpartition(".")[0]
                base = f"{parent}.{base}".strip(".")
            names.add(base)
            names |= {f"{base}.{alias.name}" for alias in node.names}  # maybe submodules
    return names


def product_modules(plan: dict, files: dict[str, str], boot: set[str]) -> tuple[set[str], list[str]]:
    """The modules importing the product loads, and the names that import nothing here."""
    scanned = set(plan.get("imports", ()))
    for zip_path, path in files.items():
        scanned |= imported_names(_read(path), module_name(zip_path), zip_path.endswith("__init__.py"))
    for path in plan.get("scripts", ()):
        scanned |= imported_names(_read(path), "__main__", False)
    for path in plan.get("libraries", ()):  # what a library imports when it is imported (segno)
        package = PurePosixPath(path).parent.name
        scanned |= imported_names(_read(path), f"{package}.{PurePosixPath(path).stem}", False, anywhere=False)
    # the scan above imported modules of its own: forget them, so that each
    # module below is loaded again and counted only if the product needs it
    for name in set(sys.modules) - boot:
        del sys.modules[name]
    importlib.invalidate_caches()
    for name in sorted(scanned | {module_name(p) for p in files}):
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a name imported from a module, a browser-only
            pass  # module, or page code that needs the page: what it imported still counts
    missing = sorted(name for name in scanned if name.rpartition(".")[0] not in sys.modules
                     and name not in sys.modules)
    return set(sys.modules), missing


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


# ---------------------------------------------------------------- the zips

def lazy_imports(wanted: set[str], files: dict[str, str], stock: zipfile.ZipFile, zip_path: str) -> set[str]:
    """Standard-library files that the wanted modules may import later, inside a function (a traceback's
    formatting, say), with what those import in turn when imported. (What they would import inside their
    own functions is out of the product's reach.)"""
    entries = {info.filename for info in stock.infolist()}

    def entry_of(name: str) -> str | None:
        path = name.replace(".", "/")
        return next((e for e in (f"{path}.py", f"{path}/__init__.py") if e in entries), None)

    def named(entry: str, anywhere: bool) -> set[str]:
        names = imported_names(stock.read(entry), module_name(entry), entry.endswith("__init__.py"), anywhere)
        found = {entry_of(part) for name in names for part in (name, name.rpartition(".")[0]) if part}
        return {e for e in found if e and e not in files}

    todo = [found for entry in files for found in named(entry, anywhere=True)]
    kept: set[str] = set()
    while todo:
        entry = todo.pop()
        if entry not in kept:
            kept.add(entry)
            todo.extend(named(entry, anywhere=False))
    return kept


def stdlib_zip(plan: dict, wanted: set[str]) -> tuple[bytes, dict]:
    """The standard library: wanted modules as bytecode, what they may import later as source, and
    nothing else (left-outs and every module no part of the product can reach are dropped)."""
    zip_path = next(p for p in sys.path if p.endswith(".zip"))  # where Pyodide put it
    files = {}
    for name in wanted:
        module = sys.modules.get(name)
        origin = getattr(module, "__file__", None) or ""
        if origin.startswith(zip_path + "/"):
            files[origin[len(zip_path) + 1:]] = name
    leave_out = tuple(plan["leave_out"])

    def left_out(entry: str) -> bool:
        return any(entry == f"{item}.py" or entry.startswith(f"{item}/") for item in leave_out)

    clash = sorted(name for entry, name in files.items() if left_out(entry))
    if clash:
        raise SystemExit(f"the product imports {', '.join(clash)}, which the leave-out list drops")
    # modules the interpreter carries frozen in itself: imported from there, never from the zip
    frozen = {entry for entry, name in files.items() if _origin(sys.modules[name]) == "frozen"}
    entries, report = {}, {"compiled": [], "source": [], "left_out": [], "frozen": sorted(frozen)}
    with zipfile.ZipFile(plan["source"]) as stock:
        lazy = {entry for entry in lazy_imports(set(files.values()), files, stock, zip_path) if not left_out(entry)}
        for info in stock.infolist():
            entry = info.filename
            if info.is_dir() or entry in frozen:
                continue
            if entry in files:
                entries[entry + "c"] = pyc(stock.read(entry), f"{zip_path}/{entry}", checked=False, optimize=2)
                report["compiled"].append(entry)
            elif entry in lazy:
                entries[entry] = stock.read(entry)
                report["source"].append(entry)
            else:
                report["left_out"].append(entry)
    return write_zip(entries), report


def _origin(module) -> str | None:
    spec = getattr(module, "__spec__", None)
    return getattr(spec, "origin", None)


def package_zip(package: dict, files: dict[str, str]) -> bytes:
    """A package's modules as bytecode alone, each where its source would be (imported without it); or,
    for a package whose source is written by someone else (PyScript's), in __pycache__ beside it."""
    entries = {}
    for zip_path, path in files.items():
        source = _read(path)
        if package.get("beside_source"):
            entries[importlib.util.cache_from_source(zip_path)] = pyc(source, zip_path, checked=True)
        else:
            entries[zip_path + "c"] = pyc(source, zip_path, checked=False)
    return write_zip(entries)


def main(plan: dict, boot_modules: list[str]) -> None:
    """Compile and write every zip of the plan, and the report."""
    if next(compile("x", "<check>", "eval").co_positions())[2] is not None:
        raise SystemExit("the compiler keeps column ranges: run it with PYTHONNODEBUGRANGES=1")
    sys.path[:0] = sorted({str(PurePosixPath(p["folder"]).parent) for p in plan["packages"]})
    per_package = {p["name"]: package_files(p) for p in plan["packages"]}
    every_file = {k: v for files in per_package.values() for k, v in files.items()}
    wanted, missing = product_modules(plan, every_file, set(boot_modules))
    data, report = stdlib_zip(plan["stdlib"], wanted)
    with open(plan["stdlib"]["out"], "wb") as f:
        f.write(data)
    for package in plan["packages"]:
        with open(package["out"], "wb") as f:
            f.write(package_zip(package, per_package[package["name"]]))
    report.update(magic=importlib.util.MAGIC_NUMBER.hex(), version=sys.version.split()[0],
                  cache_tag=sys.implementation.cache_tag, not_importable=missing,
                  packages={name: sorted(files) for name, files in per_package.items()})
    with open(plan["report"], "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)

