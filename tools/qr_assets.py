"""The site's QR code files, both pinned: segno's modules, which make codes in the page
(requirements-build.txt), and barcode-detector's script with ZXing's WebAssembly, which read
them where the browser cannot (package-lock.json)."""

from __future__ import annotations

from pathlib import Path

SEGNO_MODULES = ("__init__.py", "consts.py", "encoder.py", "utils.py", "writers.py")
"""What the page imports of segno (not its command line or helpers)."""


def segno_sources() -> tuple[Path, ...]:
    """segno's modules as files: the standard library must hold what they import."""
    import segno

    folder = Path(segno.__file__).parent
    return tuple(folder / name for name in SEGNO_MODULES)


def segno_files() -> list[tuple[str, bytes]]:
    """segno's modules and its licence, as (name in the zip, bytes)."""
    import importlib.metadata

    import segno

    folder = Path(segno.__file__).parent
    licence = next(f for f in importlib.metadata.distribution("segno").files if f.name == "LICENSE")
    return ([(f"segno/{name}", (folder / name).read_bytes()) for name in SEGNO_MODULES]
            + [("segno/LICENSE", Path(licence.locate()).read_bytes())])


def reader_files(root: Path) -> dict[str, bytes]:
    """barcode-detector's script (it defines BarcodeDetectionAPI) and ZXing's WebAssembly, which the page locates."""
    modules = Path(root) / "node_modules"
    return {"script": (modules / "barcode-detector/dist/iife/ponyfill.js").read_bytes(),
            "wasm": (modules / "zxing-wasm/dist/reader/zxing_reader.wasm").read_bytes()}
