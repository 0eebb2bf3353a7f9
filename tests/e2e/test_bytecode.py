"""The built site's Python as bytecode: compiled for exactly the page's interpreter,
and every module the product imports loads from it, inside Pyodide.

These run the site's own interpreter module under Node (tools/pyodide/run.mjs
--site): Python starts from the site's standard-library zip, with the package
zips of the page's PyScript config where PyScript puts them, and on the path as
the page's script puts them.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from pagekit import ROOT

pytestmark = pytest.mark.e2e

RUNNER = ROOT / "tools" / "pyodide" / "run.mjs"
PROBE = Path(__file__).with_name("bytecode_probe.py")
RUNNER_MODULES = {"runpy", "pkgutil"}  # run.mjs runs scripts through runpy; the page does not


def run_on_site(site: Path, script: Path, *args: str) -> str:
    """Run a script with the site's Python under Node; its standard output."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not on PATH: these tests run the site's Python under Node")
    result = subprocess.run([node, str(RUNNER), "--site", str(site), str(script), *args], cwd=ROOT,
                            capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return result.stdout


def config(site: Path) -> dict:
    html = (site / "index.html").read_text()
    return json.loads(re.search(r"config='([^']+)'", html).group(1).replace("&#39;", "'"))


def site_zips(site: Path) -> dict[str, Path]:
    """{"stdlib": the standard library zip, <package>: its zip (the engine's: its wheel)} of the built site."""
    interpreter = site / config(site)["interpreter"]
    zips = {"stdlib": interpreter.with_name("stdlib.zip")}
    for path in config(site)["files"]:
        if path.endswith((".zip", ".whl")):  # (the catalogues are files of their own)
            zips[Path(path).name.split(".")[0]] = site / path
    return zips


def engine_modules(site: Path) -> list[str]:
    """Every module of the engine's wheel with bytecode, as import names."""
    names = zipfile.ZipFile(site_zips(site)["beguile"]).namelist()
    return sorted(n[:-4].replace("/", ".").removesuffix(".__init__") for n in names if n.endswith(".pyc"))


def page_imports(site: Path) -> list[str]:
    """The modules the page's script imports (it may await at its top level)."""
    (main,) = (site / "app").glob("main.*.py")
    tree = compile(main.read_bytes(), str(main), "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module)
    return sorted(names)


@pytest.fixture(scope="module")
def imported(site) -> dict:
    """The probe's report after importing every engine module and the page's imports."""
    names = engine_modules(site) + page_imports(site)
    assert "beguile.sesquipedal.players" in names and "asyncio" in names and "beguile.round" in names
    return json.loads(run_on_site(site, PROBE, *names).strip().splitlines()[-1])


def test_bytecode_is_for_exactly_the_page_interpreter(site, imported):
    magic = bytes.fromhex(imported["magic"])
    assert imported["version"].startswith("3.14.")
    counted = 0
    for name, path in site_zips(site).items():
        with zipfile.ZipFile(path) as archive:
            for entry in archive.namelist():
                if entry.endswith(".pyc"):
                    header = archive.read(entry)[:8]
                    assert header[:4] == magic, f"{path.name}:{entry} was compiled for another Python"
                    # hash-based: unchecked where there is no source (the standard library, the product's
                    # packages), checked beside the source PyScript writes for its own package
                    flags = int.from_bytes(header[4:8], "little")
                    assert flags == (0b11 if name == "pyscript" else 0b01), f"{entry}: flags {flags:#b}"
                    counted += 1
    assert counted > 150


def test_every_module_the_product_imports_loads_from_the_site_bytecode(site, imported):
    assert imported["missing"] == [], "modules the page imports are missing from the site"
    compiled_here = set(imported["compiled_here"]) - RUNNER_MODULES
    assert compiled_here == set(), "these were compiled from source at start-up"
    loaded = imported["from_bytecode"]
    assert len(loaded) > 100
    files = imported["files"]
    # the product's packages are imported from their zips, as the page's script puts them on the path
    # (the engine from its wheel, as pip installs it)
    assert files["beguile.sesquipedal.movegen"] == "/home/pyodide/lib/beguile.whl/beguile/sesquipedal/movegen.pyc"
    assert files["json.decoder"].startswith("/lib/python3") and ".zip/" in files["json.decoder"]
    assert files["json.decoder"].endswith(".pyc")


def test_tracebacks_name_the_file_and_the_line(site, tmp_path):
    script = tmp_path / "raise.py"
    script.write_text(
        "import json, traceback\n"
        "from beguile.rules import get_rules\n"
        "for call in (lambda: get_rules('no such game'), lambda: json.loads('{')):\n"
        "    try:\n"
        "        call()\n"
        "    except Exception:\n"
        "        traceback.print_exc(limit=-2, file=__import__('sys').stdout)\n"
    )
    out = run_on_site(site, script)
    # the engine's bytecode names its file and the line, and the line is read from the wheel's source
    engine = re.search(r'File "beguile/rules\.py", line (\d+), in get_rules\n *(.+)\n', out)
    assert engine, out
    source = (ROOT / "py" / "beguile" / "rules.py").read_text().splitlines()
    assert "raise" in engine.group(2) and source[int(engine.group(1)) - 1].strip() == engine.group(2).strip()
    assert re.search(r'File "/lib/python3\d+\.zip/json/decoder\.py", line \d+, in ', out), out


def test_left_out_modules_are_gone_and_the_rest_stays_importable(site, tmp_path):
    stdlib = zipfile.ZipFile(site_zips(site)["stdlib"]).namelist()
    assert not [n for n in stdlib if n.startswith(("unittest/", "pdb.", "multiprocessing/", "xmlrpc/", "wsgiref/"))]
    assert not [n for n in stdlib if n.startswith(("tomllib/", "zoneinfo/"))], "no part of the product imports them"
    # imported only inside functions the product never calls (random's self-test, shutil's tar archives)
    assert not [n for n in stdlib if n.startswith(("statistics.", "tarfile.", "email/policy."))]
    # os, codecs: the interpreter carries them frozen in itself, and imports them from there
    assert "os.pyc" not in stdlib and "codecs.pyc" not in stdlib
    # _ast_unparse: imported inside a function of a module the product uses (ast.unparse), so kept, as source
    assert "_ast_unparse.py" in stdlib and "_ast_unparse.pyc" not in stdlib
    script = tmp_path / "imports.py"
    script.write_text(
        "import importlib, json\n"
        "out = {}\n"
        "out['os'] = __import__('os').__spec__.origin\n"
        "for name in ('_ast_unparse', 'statistics', 'unittest'):\n"
        "    try:\n"
        "        out[name] = importlib.import_module(name).__file__\n"
        "    except ImportError as error:\n"
        "        out[name] = type(error).__name__\n"
        "print(json.dumps(out))\n"
    )
    out = json.loads(run_on_site(site, script).strip().splitlines()[-1])
    assert out["os"] == "frozen" and out["_ast_unparse"].endswith("_ast_unparse.py")
    assert out["statistics"] == out["unittest"] == "ModuleNotFoundError"
