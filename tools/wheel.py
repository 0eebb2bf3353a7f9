"""The engine's wheels, written byte for byte the same from the same inputs.

    engine_wheel(root, bytecode) -> Wheel      the engine: its source, and Pyodide's bytecode
    lexicons_wheel(root, data) -> Wheel        the compiled word lists the command line reads

The engine's wheel is the one the page imports (PyScript writes it into Python's
home, and it goes on sys.path as it is: a pure wheel is a zip of its packages) and
the one pip installs for the command line. Each module the page imports has its
bytecode, compiled by the page's own interpreter (tools/precompile.py), beside its
source (`beguile/round.pyc` beside `beguile/round.py`): Python's zip importer takes
the bytecode (hash-based and unchecked, so it never reads the source) and reads the
source only for a traceback's lines, while an installed copy imports the source
(a folder's importer prefers `.py` to a `.pyc` beside it) and compiles it for its
own Python. The word lists are a wheel of their own, installed into the same
package folder (`beguile/data/`), so that the page, which fetches each list on
its own, never downloads them with the engine.
"""

from __future__ import annotations

import base64
import hashlib
import io
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed, so that the same files make the same bytes
TAG = "py3-none-any"
GENERATOR = "beguile build.py"
LEXICONS = "beguile-lexicons"  # the word lists' distribution
DATA = "beguile/data"  # where both wheels' package folder keeps the word lists
DATA_FILES = ("*.lex", "*.txt", "*.bin")


@dataclass(frozen=True)
class Wheel:
    """A wheel: its file name (name-version-tag.whl) and its bytes."""

    name: str
    data: bytes


def zipped(files: list[tuple[str, bytes]], level: int | None = None) -> bytes:
    """Files as a deflated zip, in the order given, with fixed dates and modes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as dst:
        for name, data in files:
            entry = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, data)
    return buffer.getvalue()


def engine_wheel(root: Path, bytecode: bytes) -> Wheel:
    """The engine's wheel: every module's source (word lists and caches left out), the bytecode of
    the page's modules (`bytecode`: the precompiled zip of the package) beside it, and its metadata."""
    root = Path(root)
    project = _project(root)
    package = root / "py" / "beguile"
    files = {f"beguile/{path.relative_to(package).as_posix()}": path.read_bytes()
             for path in sorted(package.rglob("*.py")) if "__pycache__" not in path.parts}
    with zipfile.ZipFile(io.BytesIO(bytecode)) as compiled:
        for name in compiled.namelist():
            if name.removesuffix("c") not in files:
                raise ValueError(f"bytecode without its source in the engine: {name}")
            files[name] = compiled.read(name)
    metadata = _metadata(project["name"], project["version"], project["description"], project["requires-python"],
                         project["license-files"], project["license"],
                         (root / project["readme"]).read_text(encoding="utf-8"))
    scripts = "".join(f"{name} = {target}\n" for name, target in project["scripts"].items())
    extra = {"entry_points.txt": f"[console_scripts]\n{scripts}".encode(),
             **{f"licenses/{name}": (root / name).read_bytes() for name in project["license-files"]}}
    return _wheel(project["name"], project["version"], files, metadata, extra)


def lexicons_wheel(root: Path, data: Path) -> Wheel:
    """The compiled word lists (`data`: py/beguile/data) with the lists' licences, as a wheel of their own."""
    root = Path(root)
    project = _project(root)
    found = sorted({path for pattern in DATA_FILES for path in Path(data).glob(pattern)})
    if not found:
        raise FileNotFoundError(f"no compiled word lists in {data}: compile the dictionaries first")
    licences = sorted((root / "dictionaries" / "licenses").iterdir())
    metadata = _metadata(LEXICONS, project["version"],
                         "The compiled word lists that Beguile's engine reads (install with beguile)",
                         project["requires-python"], [path.name for path in licences])
    extra = {f"licenses/{path.name}": path.read_bytes() for path in licences}
    return _wheel(LEXICONS, project["version"], {f"{DATA}/{path.name}": path.read_bytes() for path in found},
                  metadata, extra)


def _project(root: Path) -> dict:
    """pyproject.toml's [project] table: the name, version and licence both wheels carry."""
    return tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _metadata(name: str, version: str, summary: str, python: str, licence_files: list[str],
              licence: str | None = None, description: str = "") -> str:
    """A wheel's METADATA (core metadata 2.4): the licence's SPDX expression, if one, and its files."""
    lines = ["Metadata-Version: 2.4", f"Name: {name}", f"Version: {version}", f"Summary: {summary}"]
    lines += [f"License-Expression: {licence}"] if licence else []
    lines += [f"License-File: {path}" for path in licence_files]
    lines.append(f"Requires-Python: {python}")
    if description:
        lines += ["Description-Content-Type: text/markdown", "", description]
    return "\n".join(lines) + "\n"


def _wheel(name: str, version: str, files: dict[str, bytes], metadata: str, extra: dict[str, bytes]) -> Wheel:
    """The wheel's zip: the package's files in name order, then its .dist-info with the RECORD last."""
    stem = f"{name.replace('-', '_')}-{version}"
    info = f"{stem}.dist-info"
    wheel = f"Wheel-Version: 1.0\nGenerator: {GENERATOR}\nRoot-Is-Purelib: true\nTag: {TAG}\n"
    entries = sorted(files.items()) + sorted(
        {f"{info}/METADATA": metadata.encode(), f"{info}/WHEEL": wheel.encode(),
         **{f"{info}/{path}": data for path, data in extra.items()}}.items())
    record = "".join(f"{path},sha256={_urlsafe_digest(data)},{len(data)}\n" for path, data in entries)
    entries.append((f"{info}/RECORD", (record + f"{info}/RECORD,,\n").encode()))
    return Wheel(f"{stem}-{TAG}.whl", zipped(entries, level=9))


def _urlsafe_digest(data: bytes) -> str:
    """A RECORD's hash: SHA-256, URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
