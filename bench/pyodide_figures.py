"""Run a benchmark script again inside Pyodide under Node, offline, and read its figures.

The script runs through tools/pyodide/run.mjs with the arguments given (which
should ask it for JSON); its last line of output is its figures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def figures_in_pyodide(script: str, args: list[str], timeout: int = 1800) -> dict | str:
    """The script's JSON figures from inside Pyodide, or a sentence saying why there are none."""
    command = ["node", str(ROOT / "tools" / "pyodide" / "run.mjs"), str(Path(script).resolve()), *args]
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                              env=dict(os.environ, BEGUILE_PYODIDE_QUIET="1"), stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"Pyodide run failed: {error}"
    if done.returncode != 0:
        return f"Pyodide run failed (exit {done.returncode}): {done.stderr.strip()[-500:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def with_pyodide(figures: dict, script: str, args: list[str], skip: bool, timeout: int = 1800) -> list[dict]:
    """This runtime's figures, then Pyodide's unless skipped or already in it (a failure goes to stderr)."""
    results = [figures]
    if not skip and sys.platform != "emscripten":
        other = figures_in_pyodide(script, args, timeout)
        if isinstance(other, str):
            print(other, file=sys.stderr)
        else:
            results.append(other)
    return results
