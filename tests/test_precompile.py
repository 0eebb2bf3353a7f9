"""The helpers that compile the product's Python for the page (tools/pyodide/bytecode.py),
checked in CPython: the build runs them inside Pyodide, with Pyodide's own magic number."""

from __future__ import annotations

import importlib.util
import io
import marshal
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "pyodide"))

import bytecode  # noqa: E402


def test_imports_are_found_anywhere_and_relative_ones_resolved() -> None:
    source = (b"import json, os.path\n"
              b"from . import board\n"
              b"from .tiles import Bag\n"
              b"from .. import rules\n"
              b"def later():\n"
              b"    import statistics\n"
              b"await something()\n")  # a page script may await at its top level
    names = bytecode.imported_names(source, "beguile.sesquipedal.game", is_package=False)
    assert {"json", "os.path", "statistics", "beguile.sesquipedal", "beguile.sesquipedal.board",
            "beguile.sesquipedal.tiles", "beguile.sesquipedal.tiles.Bag", "beguile.rules"} <= names
    inside = bytecode.imported_names(b"from . import board\n", "beguile.sesquipedal", is_package=True)
    assert "beguile.sesquipedal.board" in inside


def test_module_names_from_zip_paths() -> None:
    assert bytecode.module_name("beguile/sesquipedal/__init__.py") == "beguile.sesquipedal"
    assert bytecode.module_name("beguile/round.py") == "beguile.round"
    assert bytecode.module_name("json/decoder.py") == "json.decoder"


def test_pyc_is_hash_based_and_runs() -> None:
    source = b"ANSWER = 6 * 7\n"
    for checked, flags in ((True, 0b11), (False, 0b01)):
        data = bytecode.pyc(source, "answer.py", checked=checked)
        assert data[:4] == importlib.util.MAGIC_NUMBER
        assert int.from_bytes(data[4:8], "little") == flags
        assert data[8:16] == importlib.util.source_hash(source)
        code = marshal.loads(data[16:])
        assert code.co_filename == "answer.py"
        space: dict = {}
        exec(code, space)
        assert space["ANSWER"] == 42


def test_pyc_does_not_inherit_the_compiler_future_flags() -> None:
    # bytecode.py itself has no `from __future__ import annotations`; a module's
    # annotations must follow the module's own choice, never the compiler's
    code = marshal.loads(bytecode.pyc(b"def f(x: int) -> int: return x\n", "f.py", checked=False)[16:])
    space: dict = {}
    exec(code, space)
    assert space["f"].__annotations__ == {"x": int, "return": int}


def test_zips_are_the_same_for_the_same_input_and_flag_names_utf8() -> None:
    entries = {"b/z.py": b"z = 1\n", "a.py": b"a = 1\n"}
    one, two = bytecode.write_zip(entries), bytecode.write_zip(dict(reversed(entries.items())))
    assert one == two
    archive = zipfile.ZipFile(io.BytesIO(one))
    assert archive.namelist() == ["a.py", "b/z.py"]
    assert all(info.flag_bits & 0x800 for info in archive.infolist())
    assert archive.read("b/z.py") == b"z = 1\n"


def test_package_files_leave_out_by_glob(tmp_path: Path) -> None:
    for name in ("__init__.py", "cli.py", "round.py", "data/en.lex", "sub/__init__.py", "sub/cli.py",
                 "__pycache__/round.cpython-314.pyc"):
        (tmp_path / "pkg" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "pkg" / name).write_bytes(b"")
    found = bytecode.package_files({"name": "pkg", "folder": str(tmp_path / "pkg"),
                                    "leave_out": ["cli.py", "data/*"]})
    assert sorted(found) == ["pkg/__init__.py", "pkg/round.py", "pkg/sub/__init__.py", "pkg/sub/cli.py"]


DOCUMENTED = b'''"""A module."""
from dataclasses import dataclass


def only_a_docstring():
    """Nothing else."""


def checked(x):
    """Fails on negatives."""
    assert x >= 0, "negative"
    return x


@dataclass
class Tile:
    """A tile."""
    letter: str
'''


def run_module(data: bytes) -> dict:
    """The namespace of a .pyc's module, run as the module `documented`."""
    space: dict = {"__name__": "documented"}
    sys.modules["documented"] = type(sys)("documented")  # dataclasses looks the module up
    try:
        exec(marshal.loads(data[16:]), space)
    finally:
        del sys.modules["documented"]
    return space


def test_the_product_bytecode_drops_module_and_function_docstrings_but_keeps_class_ones_and_asserts() -> None:
    space = run_module(bytecode.pyc(DOCUMENTED, "documented.py", checked=False))
    assert space.get("__doc__") is None and space["only_a_docstring"].__doc__ is None
    assert space["only_a_docstring"]() is None
    assert space["checked"].__doc__ is None and space["checked"](3) == 3
    try:
        space["checked"](-1)
    except AssertionError as error:
        line = DOCUMENTED.splitlines().index(b'    assert x >= 0, "negative"') + 1
        assert error.__traceback__.tb_next.tb_frame.f_lineno == line  # still the assert's own line
    else:
        raise AssertionError("the assert was dropped")
    assert space["Tile"].__doc__ == "A tile."


def test_the_standard_library_is_compiled_as_under_python_oo() -> None:
    space = run_module(bytecode.pyc(DOCUMENTED, "documented.py", checked=False, optimize=2))
    assert space["checked"](-1) == -1  # no asserts
    assert space.get("__doc__") is None and space["checked"].__doc__ is None
