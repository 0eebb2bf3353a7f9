"""The wheels `python3 build.py` writes into dist/: pip installs the command line from them, offline."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BOARD = "AXDWI/SEDMR/OULYE/CBNGS/PIBZH"  # seed 000's 5x5 example


def wheels() -> dict[str, Path]:
    """{"engine": its wheel, "lexicons": the word lists' wheel}, as the build wrote them."""
    found = {"engine": sorted(DIST.glob("beguile-*.whl")), "lexicons": sorted(DIST.glob("beguile_lexicons-*.whl"))}
    if not all(len(paths) == 1 for paths in found.values()):
        pytest.fail(f"dist/ should hold one wheel of each, not {found}: run `python3 build.py wheel`")
    return {kind: paths[0] for kind, paths in found.items()}


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=300,
                          cwd="/", stdin=subprocess.DEVNULL)


def test_pip_installs_the_command_line_from_the_wheels(tmp_path):
    installed = tmp_path / "venv"
    assert run(sys.executable, "-m", "venv", installed).returncode == 0
    done = run(installed / "bin" / "python", "-m", "pip", "install", "--no-index", "--disable-pip-version-check",
               "--quiet", *wheels().values())
    assert done.returncode == 0, done.stderr
    solved = run(installed / "bin" / "beguile", "solve", BOARD, "--rules", "beguile", "--json")
    assert solved.returncode == 0, solved.stderr
    words = {entry["word"] for entry in json.loads(solved.stdout)["words"]}
    assert {"axe", "axed", "bible"} <= words
    where = run(installed / "bin" / "python", "-c", "import beguile.round as m; print(m.__file__)")
    assert where.stdout.strip().endswith("site-packages/beguile/round.py"), "the installed copy, not py/"
    # the engine without its word lists says what to install
    assert run(installed / "bin" / "python", "-m", "pip", "uninstall", "--yes", "--quiet",
               "beguile-lexicons").returncode == 0
    solved = run(installed / "bin" / "beguile", "solve", BOARD)
    assert solved.returncode == 2
    assert solved.stderr.strip().splitlines() == [
        "beguile: error: en.lex is missing: install the beguile-lexicons wheel with the engine's, "
        "or run `python3 build.py lexicons` in a checkout"]


def test_the_word_lists_wheel_carries_every_compiled_list_and_its_licences():
    names = zipfile.ZipFile(wheels()["lexicons"]).namelist()
    assert {"beguile/data/en.lex", "beguile/data/fr.lex", "beguile/data/fr-spellings.bin",
            "beguile/data/en-common.txt"} <= set(names)
    assert not [n for n in names if n.endswith(".py")]
    licences = {n.rpartition("/")[2] for n in names if "/licenses/" in n}
    assert licences == {p.name for p in (ROOT / "dictionaries" / "licenses").iterdir()}
