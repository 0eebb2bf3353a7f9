"""The product's Python as bytecode for the page: the standard library and the packages.

    precompile(root, packages, scripts, cache, libraries) -> Precompiled

The bytecode comes from the very interpreter the page runs: Pyodide's CPython,
from the pinned npm package, run under Node offline (tools/pyodide/precompile.mjs
and tools/pyodide/bytecode.py do the compiling; see there what goes into each
zip). A result is kept in a cache folder under a digest of every input, so a
build whose Python did not change reuses it.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNNER = HERE / "pyodide" / "precompile.mjs"
WORKER = HERE / "pyodide" / "bytecode.py"

# Standard-library packages and modules that no part of the product can import in
# a browser page or worker: development tools (tests, debugger, docs, REPL,
# installers), process, terminal and GUI facilities, servers and mail clients.
# (xml, http and urllib.request stay: segno, which makes the QR codes, imports
# xml.sax.saxutils, which imports them.)
# The build stops if the product does import one of them.
STDLIB_LEAVE_OUT = (
    "unittest", "doctest", "pdb", "bdb", "pydoc", "_pyrepl", "idlelib", "ensurepip", "venv",
    "lib2to3", "tkinter", "turtle", "turtledemo", "curses", "multiprocessing", "dbm",
    "wsgiref", "xmlrpc", "http/server", "socketserver", "smtplib", "imaplib", "poplib",
    "ftplib", "mailbox", "webbrowser", "tabnanny", "trace", "profile", "cProfile", "pstats",
    "timeit", "pickletools",
    # Modules the product's modules would import only inside functions it never calls:
    # archives, mail and cookies, command lines and their mains, numbers beyond floats,
    # pickling, the host platform and C types, processes and threads (none in a page),
    # Windows and Node transports, and pure-Python fallbacks of modules Pyodide has in C.
    "tarfile", "email/_header_value_parser", "email/headerregistry", "email/contentmanager",
    "email/generator", "email/policy", "http/cookiejar", "mimetypes", "calendar",
    "argparse", "getopt", "difflib", "pprint", "py_compile", "code", "cmd", "rlcompleter",
    "statistics", "fractions", "decimal", "numbers", "pickle", "_compat_pickle",
    "platform", "sysconfig", "ctypes", "concurrent/futures/process", "concurrent/futures/thread",
    "concurrent/futures/interpreter", "concurrent/interpreters", "queue", "_threading_local",
    "asyncio/windows_events", "asyncio/windows_utils", "asyncio/proactor_events",
    "encodings/_win_cp_codecs", "pyodide/_nodesock_transport",
    "_pydatetime", "_py_abc", "tracemalloc", "xml/sax/expatreader", "xml/parsers", "csv",
)
# Modules PyScript's start-up code imports from JavaScript strings (no file to scan).
PYSCRIPT_IMPORTS = ("os", "pathlib", "js", "pyodide.ffi")


@dataclass(frozen=True)
class Package:
    """A Python package of the product, shipped as a zip that PyScript unpacks."""

    name: str  # import name, and the zip's name
    folder: str  # relative to the repository root
    leave_out: tuple[str, ...] = ()  # globs, relative to the folder
    worker: bool = False  # whether the PyScript worker (the computer player) imports it too


@dataclass(frozen=True)
class Precompiled:
    stdlib: bytes  # the standard library zip for loadPyodide's stdLibURL
    packages: dict[str, bytes]  # package name -> zip (bytecode alone, where the source would be)
    pyscript: bytes  # PyScript's own package, bytecode alone (PyScript writes the source)
    report: dict  # what was compiled, kept as source, left out; the magic number


def precompile(root: Path, packages: tuple[Package, ...], scripts: tuple[Path, ...],
               cache: Path, libraries: tuple[Path, ...] = ()) -> Precompiled:
    """Compile (or take from the cache) the standard library, the packages and PyScript's package; the
    standard library also keeps what the modules of `libraries` (shipped as they are) import when imported."""
    root = Path(root)
    stdlib = root / "node_modules" / "pyodide" / "python_stdlib.zip"
    bundle = pyscript_bundle(root)
    inputs = _inputs(root, packages, scripts)
    inputs.update({f"libraries/{Path(path).parent.name}/{Path(path).name}": Path(path).read_bytes()
                   for path in libraries})
    key = hashlib.sha256()
    for part in (RUNNER.read_bytes(), WORKER.read_bytes(), stdlib.read_bytes(), bundle.read_bytes(),
                 (root / "node_modules" / "pyodide" / "package.json").read_bytes(),
                 json.dumps([STDLIB_LEAVE_OUT, PYSCRIPT_IMPORTS, [asdict(p) for p in packages]]).encode()):
        key.update(hashlib.sha256(part).digest())
    for name, data in sorted(inputs.items()):
        key.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    done = Path(cache) / key.hexdigest()[:20]
    if not (done / "report.json").exists():
        _compile(root, packages, inputs, stdlib, bundle, done)
        for old in Path(cache).iterdir():  # keep the cache to the latest result
            if old != done and old.is_dir():
                shutil.rmtree(old, ignore_errors=True)
    return Precompiled(
        stdlib=(done / "stdlib.zip").read_bytes(),
        packages={p.name: (done / f"{p.name}.zip").read_bytes() for p in packages},
        pyscript=(done / "pyscript.zip").read_bytes(),
        report=json.loads((done / "report.json").read_text()),
    )


def pyscript_bundle(root: Path) -> Path:
    """PyScript's main bundle (core-<hash>.js), which carries its Python package."""
    (bundle,) = (Path(root) / "node_modules" / "@pyscript" / "core" / "dist").glob("core-*.js")
    return bundle


def _inputs(root: Path, packages: tuple[Package, ...], scripts: tuple[Path, ...]) -> dict[str, bytes]:
    """{name in the work folder: bytes} of every package module and script."""
    found = {}
    for package in packages:
        folder = root / package.folder
        for path in sorted(folder.rglob("*.py")):
            if "__pycache__" not in path.parts:
                found[f"packages/{package.name}/{path.relative_to(folder).as_posix()}"] = path.read_bytes()
    for script in scripts:
        found[f"scripts/{Path(script).name}"] = Path(script).read_bytes()
    return found


def _compile(root: Path, packages: tuple[Package, ...], inputs: dict[str, bytes], stdlib: Path,
             bundle: Path, done: Path) -> None:
    """Run the compiler in Pyodide under Node and move its zips into `done`."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH: the build compiles Python inside Pyodide under Node")
    done.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=done.parent) as tmp:
        work = Path(tmp).resolve()
        for name, data in inputs.items():
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            (work / name).write_bytes(data)
        shutil.copyfile(stdlib, work / "python_stdlib.zip")
        out = work / "out"
        out.mkdir()
        plan = {
            "work": str(work),
            "pyscript_bundle": str(bundle),
            "pyscript_folder": str(work / "pyscript-package"),
            "stdlib": {"source": str(work / "python_stdlib.zip"), "out": str(out / "stdlib.zip"),
                       "leave_out": list(STDLIB_LEAVE_OUT)},
            "packages": [
                *({"name": p.name, "folder": str(work / "packages" / p.name), "leave_out": list(p.leave_out),
                   "out": str(out / f"{p.name}.zip")} for p in packages),
                {"name": "pyscript", "folder": str(work / "pyscript-package" / "pyscript"), "leave_out": [],
                 "out": str(out / "pyscript.zip"), "beside_source": True},
            ],
            "scripts": sorted(str(work / n) for n in inputs if n.startswith("scripts/")),
            "libraries": sorted(str(work / n) for n in inputs if n.startswith("libraries/")),
            "imports": list(PYSCRIPT_IMPORTS),
            "report": str(out / "report.json"),
        }
        (work / "plan.json").write_text(json.dumps(plan, indent=1))
        print(f"+ node {RUNNER.relative_to(root) if RUNNER.is_relative_to(root) else RUNNER} "
              "(compiling Python in Pyodide)", flush=True)
        subprocess.run([node, str(RUNNER), str(work / "plan.json")], check=True, cwd=root,
                       stdin=subprocess.DEVNULL)
        report = json.loads((out / "report.json").read_text())
        print(f"  Python {report['version']}: standard library {len(report['compiled'])} modules as "
              f"bytecode, {len(report['source'])} as source, {len(report['frozen'])} frozen in the interpreter, "
              f"{len(report['left_out'])} files left out",
              flush=True)
        shutil.move(out, done)
