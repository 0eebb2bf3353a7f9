"""Python's kept memory round-trips: packed without its pages of zeros, restored run by run.

The page keeps Python's memory without the pages that hold only zeros, and a
later open copies its runs straight into the new runtime's memory, clearing
only what that runtime wrote itself (web/interpreter.mjs). Run in Pyodide under
Node (tests/kept_memory.mjs), the runtime restored that way must be byte for byte
the one the whole memory gives. Needs `node` and `npm ci`, as the build does.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
SCRIPT = ROOT / "tests" / "kept_memory.mjs"


def test_a_kept_memory_restores_the_very_runtime_the_whole_memory_gives(tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "node is needed (the build needs it too)"
    assert (PYODIDE / "pyodide.mjs").exists(), "run `npm ci` first"
    for item in PYODIDE.iterdir():  # (interpreter.mjs sits beside Pyodide's files, as in the site)
        (tmp_path / item.name).symlink_to(item)
    shutil.copyfile(ROOT / "web" / "interpreter.mjs", tmp_path / "interpreter.mjs")
    done = subprocess.run([node, str(SCRIPT), str(tmp_path)], capture_output=True, text=True, timeout=300,
                          check=False, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["kept"] < found["memory"] * 0.7, "the pages of zeros are left out"
    assert found["differing"] == 0, "the two restored runtimes have the same memory"
    assert found["read"] == ['9999800001 {"last": 9999800001}'] * 2, "Python reads back what it held"
