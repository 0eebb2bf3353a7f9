#!/usr/bin/env python3
"""Build Beguile: compile the dictionaries, build the engine's wheels, assemble the site.

    python3 build.py            compile lexicons, build the wheels (dist/) and the site
    python3 build.py serve      the same, then serve the site on 127.0.0.1
    python3 build.py lexicons   only compile the dictionaries into py/beguile/data/
    python3 build.py wheel      only the dictionaries and the wheels: pip install dist/*.whl

Every tool it needs comes from pinned files: a local virtual environment
(.venv, from requirements-build.txt) and npm packages (package-lock.json).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.wheel import Wheel

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
DATA = ROOT / "py" / "beguile" / "data"
DIST = ROOT / "dist"
SITE = ROOT / "site"
VENV_PYTHON = VENV / "bin" / "python"


def run(*args: str | Path, **kwargs) -> None:
    """Run a command, echoing it, and stop the build when it fails."""
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, **kwargs)


def ensure_venv(requirements: str = "requirements-build.txt") -> Path:
    """Create .venv and install the pinned requirements when they changed."""
    if not VENV_PYTHON.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = _requirements_digest(ROOT / requirements)
    stamp = VENV / f".installed-{requirements}"
    if not stamp.exists() or stamp.read_text() != wanted:
        run(VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
            "-r", ROOT / requirements)
        run(VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--no-build-isolation", "-e", ROOT)
        stamp.write_text(wanted)
    return VENV_PYTHON


def _requirements_digest(path: Path) -> str:
    """Digest of a requirements file and the files it includes."""
    digest = hashlib.sha256()
    for line in path.read_text().splitlines():
        digest.update(line.encode())
        if line.startswith("-r "):
            digest.update(_requirements_digest(path.parent / line[3:].strip()).encode())
    digest.update((ROOT / "pyproject.toml").read_bytes())
    return digest.hexdigest()


def build_lexicons() -> list[Path]:
    """Compile every dictionary's word list into its compact form in py/beguile/data/."""
    sys.path.insert(0, str(ROOT / "py"))
    from beguile.compile import compile_all
    from beguile.dictionaries import WordListError

    try:
        return compile_all(ROOT / "dictionaries", DATA)
    except WordListError as error:  # one line that names the file and the line at fault
        print(f"build: {error}", file=sys.stderr)
        sys.exit(2)


def build_wheels() -> Wheel:
    """Write the engine's wheel (its source, and the page's bytecode compiled in Pyodide) and the word
    lists' wheel into dist/; the engine's is the one the site serves."""
    ensure_node_modules()
    sys.path.insert(0, str(ROOT))
    from tools.site import built_engine
    from tools.wheel import lexicons_wheel

    engine = built_engine(ROOT)
    DIST.mkdir(exist_ok=True)
    for old in DIST.glob("*.whl"):
        old.unlink()
    for wheel in (engine, lexicons_wheel(ROOT, DATA)):
        (DIST / wheel.name).write_bytes(wheel.data)
        print(f"  dist/{wheel.name}: {len(wheel.data) // 1000} KB", flush=True)
    return engine


def ensure_node_modules() -> None:
    """Install the pinned npm packages (Pyodide, PyScript) when the lock file changed."""
    installed = ROOT / "node_modules" / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < lock.stat().st_mtime:
        run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", cwd=ROOT)


def build_site(engine: Wheel) -> Path:
    """Assemble the static site into site/ (Python compiled to bytecode inside Pyodide), with the engine's wheel."""
    from tools.site import assemble

    return assemble(root=ROOT, lexicons=DATA, out=SITE, engine=engine)


def serve(host: str, port: int) -> None:
    """Serve the built site for a local player until interrupted."""
    sys.path.insert(0, str(ROOT))
    from tools.server import serve as serve_site

    serve_site(SITE, host, port)


def main(argv: list[str] | None = None) -> int:
    """Parse the command and run the build steps it needs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="all",
                        choices=["all", "lexicons", "wheel", "site", "serve"])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if os.environ.get("BEGUILE_IN_VENV") != "1":
        python = ensure_venv()
        env = dict(os.environ, BEGUILE_IN_VENV="1")
        return subprocess.run([str(python), __file__, *sys.argv[1:]], env=env).returncode
    build_lexicons()
    if args.command == "lexicons":
        return 0
    engine = build_wheels()
    if args.command == "wheel":
        return 0
    build_site(engine)
    if args.command == "serve":
        serve(args.host, args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
