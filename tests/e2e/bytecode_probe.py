"""Runs inside Pyodide (the page, a PyScript worker, or Node on the built site):
did every loaded module come from the precompiled bytecode?

    python bytecode_probe.py MODULE...   import the modules, print a JSON report

A module counts as loaded from bytecode when its code came from a .pyc (the
standard library's zip holds bytecode alone), or when its source sits beside a
cached .pyc for this interpreter whose hash matches that source (the package
zips): then the import system runs that .pyc and compiles nothing.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys


def from_bytecode(module) -> bool | None:
    """True or False for a module loaded from a file; None for built-in and frozen ones."""
    spec = getattr(module, "__spec__", None)
    if spec is None or not spec.has_location or spec.origin in (None, "built-in", "frozen"):
        return None
    if spec.origin.endswith(".pyc"):
        return True
    if not spec.cached:
        return False
    try:
        with open(spec.cached, "rb") as f:
            header = f.read(16)
        with open(spec.origin, "rb") as f:
            source = f.read()
    except OSError:
        return False
    return header[:4] == importlib.util.MAGIC_NUMBER and header[8:16] == importlib.util.source_hash(source)


def report() -> dict:
    """Which loaded modules came from bytecode, which were compiled here, and where from."""
    checked = {name: from_bytecode(module) for name, module in list(sys.modules.items())}
    files = {name: getattr(sys.modules[name], "__file__", None) for name, ok in checked.items() if ok}
    return {
        "from_bytecode": sorted(name for name, ok in checked.items() if ok),
        "compiled_here": sorted(name for name, ok in checked.items() if ok is False),
        "files": files,
        "magic": importlib.util.MAGIC_NUMBER.hex(),
        "version": sys.version.split()[0],
    }


if __name__ == "__main__":
    missing = []
    for name in sys.argv[1:]:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    print(json.dumps({**report(), "missing": missing}))
