"""The engine inside Pyodide: its pure tests pass there, and seeds deal the same boards.

Pyodide (CPython 3.14 compiled to WebAssembly, the browser's runtime) runs under
Node, offline, through tools/pyodide/run.mjs; it needs `node` and `npm ci`.
These tests fail rather than skip when that is missing: the page depends on it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUNNER = ROOT / "tools" / "pyodide" / "run.mjs"
BOARDS = ROOT / "tools" / "pyodide" / "boards.py"
TOGETHER = ROOT / "tools" / "pyodide" / "together.py"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"

PURE_TEST_FILES = (
    # The engine's test files that need no subprocess or command line. The runner
    # copies py/beguile (with the compiled data/ once built), tests/, dictionaries/
    # and tools/ into Pyodide. test_cli.py stays out: it starts subprocesses.
    "test_board.py",
    "test_lexicon.py",
    "test_solver.py",
    "test_solver_properties.py",  # Hypothesis runs inside Pyodide too (pure-Python 6.155.7)
    "test_deal.py",
    "test_round.py",
    "test_scoring.py",
    "test_seed_examples.py",
    "test_french.py",
    "test_letter_sets.py",
    "test_dictionaries.py",
    "test_spellings.py",
    "test_purity.py",
    "test_tokens.py",
    "test_token_fuzz.py",
    "test_session.py",
    "test_computer.py",
    "test_daily.py",
    "test_floors.py",
    "sesquipedal/test_sesq_rules.py",
    "sesquipedal/test_sesq_movegen.py",
    "sesquipedal/test_sesq_game.py",
    "sesquipedal/test_sesq_lookahead.py",
    # The readers' fuzz tests, each with 2% of its CPython examples (tests/fuzz/damage.py):
    # the page runs these readers in Pyodide. The command line's stays out: no page runs it.
    "fuzz/test_fuzz_round.py",
    "fuzz/test_fuzz_board.py",
    "fuzz/test_fuzz_lexicon.py",
    "fuzz/test_fuzz_sesquipedal.py",
)
MIN_TESTS = 10
"""The least number of tests that must pass inside Pyodide."""
TIMEOUT = 600
SUMMARY = re.compile(r"^=*\s*((?:\d+ (?:passed|failed|skipped|xfailed|xpassed|errors?|deselected|warnings?)(?:, )?)+) in [\d.]+s")


def run_in_pyodide(*args: str) -> subprocess.CompletedProcess[str]:
    """node tools/pyodide/run.mjs ARGS, from the repository root, output captured."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not on PATH: the Pyodide tests need Node (see package.json)")
    if not PYODIDE.exists():
        pytest.fail(f"{PYODIDE.relative_to(ROOT)} is missing: run `npm ci`")
    env = dict(os.environ)
    env.setdefault("PYTHON", sys.executable)  # whose pip downloads the test wheels, once
    return subprocess.run([node, str(RUNNER), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=TIMEOUT, env=env, stdin=subprocess.DEVNULL)


def host_env() -> dict[str, str]:
    """The environment for a CPython subprocess that imports the engine from py/."""
    path = os.pathsep.join(filter(None, [str(ROOT / "py"), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, PYTHONPATH=path)


def summary_counts(output: str) -> tuple[str, dict[str, int]]:
    """pytest's closing summary line and its counts by outcome."""
    lines = [m.group(0).strip("= ") for m in map(SUMMARY.match, output.splitlines()) if m]
    if not lines:
        return "", {}
    counts = {}
    for number, outcome in re.findall(r"(\d+) (\w+)", lines[-1].rsplit(" in ", 1)[0]):
        counts[{"error": "errors", "warning": "warnings"}.get(outcome, outcome)] = int(number)
    return lines[-1], counts


def collected_in_cpython(files: list[str]) -> int:
    """How many tests CPython collects from the same files."""
    result = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                             *files], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT,
                            env=host_env(), stdin=subprocess.DEVNULL)
    found = re.search(r"^(\d+) tests? collected", result.stdout, re.MULTILINE)
    assert result.returncode == 0 and found, f"CPython cannot collect {files}:\n{result.stdout}{result.stderr}"
    return int(found.group(1))


@pytest.mark.long
def test_engine_tests_pass_inside_pyodide(capsys: pytest.CaptureFixture[str]) -> None:
    missing = [name for name in PURE_TEST_FILES if not (ROOT / "tests" / name).exists()]
    assert missing == [], "a test file to run inside Pyodide has moved: update PURE_TEST_FILES"
    files = [f"tests/{name}" for name in PURE_TEST_FILES]
    result = run_in_pyodide("--pytest", "-q", *files)
    output = result.stdout + result.stderr
    line, counts = summary_counts(result.stdout)
    with capsys.disabled():
        print(f"\n[pyodide] {' '.join(files)}: {line or 'no summary line'}")
    assert result.returncode == 0, f"pytest inside Pyodide exited {result.returncode}:\n{output[-6000:]}"
    assert counts.get("failed", 0) == 0 and counts.get("errors", 0) == 0, output[-6000:]
    assert counts.get("passed", 0) >= MIN_TESTS, f"only {counts.get('passed', 0)} tests passed: {line}"
    ran = sum(counts.get(k, 0) for k in ("passed", "skipped", "xfailed", "xpassed"))
    assert ran == collected_in_cpython(files), f"Pyodide ran {ran} tests, CPython collects another number"


def test_seeds_deal_the_same_boards_in_cpython_and_pyodide() -> None:
    host = subprocess.run([sys.executable, str(BOARDS)], cwd=ROOT, capture_output=True, text=True,
                          timeout=TIMEOUT, env=host_env(), stdin=subprocess.DEVNULL)
    assert host.returncode == 0, host.stderr
    inside = run_in_pyodide(str(BOARDS))
    assert inside.returncode == 0, inside.stdout + inside.stderr
    cpython, pyodide = json.loads(host.stdout), json.loads(inside.stdout)

    assert pyodide["platform"] == "emscripten" and pyodide["implementation"] == "CPython"
    assert pyodide["version_info"][:2] == [3, 14], pyodide["python"]
    assert cpython["platform"] != "emscripten"
    assert pyodide["common"] == cpython["common"] and pyodide["floor"] == cpython["floor"]

    rows = cpython["boards"]
    assert len(rows) >= 40
    assert len({row["board"] for row in rows}) > len(rows) * 0.9, "different seeds should deal different boards"
    for ours, theirs in zip(rows, pyodide["boards"], strict=True):
        assert ours == theirs, f"CPython and Pyodide differ for {ours['rules']} size {ours['size']} seed {ours['seed']}"
    for row in rows:
        size = row["size"]
        assert len(row["board"].split("/")) == size
        if row["fix"]:
            path = [tuple(cell) for cell in row["planted"]["path"]]
            assert len(set(path)) == len(path) and all(0 <= r < size and 0 <= c < size for r, c in path)


def test_devices_agree_on_daily_boards_computer_players_and_tokens() -> None:
    def host(*tokens: str) -> dict:
        done = subprocess.run([sys.executable, str(TOGETHER), *tokens], cwd=ROOT, capture_output=True, text=True,
                              timeout=TIMEOUT, env=host_env(), stdin=subprocess.DEVNULL)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    cpython = host()
    inside = run_in_pyodide(str(TOGETHER), *cpython["made"])
    assert inside.returncode == 0, inside.stdout + inside.stderr
    pyodide = json.loads(inside.stdout)
    assert pyodide["daily"] == cpython["daily"]
    assert pyodide["computer"] == cpython["computer"] and all(row["words"] for row in cpython["computer"])
    assert pyodide["read"] == cpython["read_made"], "a token made on CPython reads the same in the page"
    assert host(*pyodide["made"])["read"] == pyodide["read_made"], "and a token made in the page reads the same here"
