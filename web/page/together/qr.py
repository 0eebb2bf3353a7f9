"""QR codes on the page: made by segno (fetched and imported the first time a code is shown) and read
from the camera by scan.js (the browser's BarcodeDetector, or the site's own ZXing reader); and the
links' Copy and Share."""

from __future__ import annotations

import asyncio
import sys

import js
from pyodide.ffi import create_once_callable, to_js

from ..kit import missing
from ..lexicons import buffer_bytes
from .hub import assets

_segno = None
_scan_loaded: asyncio.Future | None = None
SEGNO_ZIP = "/tmp/beguile-segno.zip"


async def _bytes(path: str) -> bytes:
    try:
        buffer = await js.beguileDownload(path)  # (boot.js: any failure raises here, in every browser)
    except Exception as error:  # noqa: BLE001 - offline and not kept
        raise OSError(str(error)) from None
    return buffer_bytes(buffer)


async def segno():
    """The segno module, from the site's zip (fetched and imported once, however many ask at once)."""
    global _segno
    if _segno is None:
        _segno = asyncio.ensure_future(_import_segno())
    try:
        return await asyncio.shield(_segno)
    except OSError:
        _segno = None
        raise


async def _import_segno():
    started = js.performance.now()
    data = await _bytes(assets()["qr"]["segno"])
    with open(SEGNO_ZIP, "wb") as zipped:
        zipped.write(data)
    if SEGNO_ZIP not in sys.path:
        sys.path.insert(0, SEGNO_ZIP)
    import segno as module

    js.performance.measure("beguile-qr-import", to_js({"start": started}, dict_converter=js.Object.fromEntries))
    return module


async def warm() -> None:
    """Import segno ahead of a code about to be shown (a screen that leads to one calls this)."""
    try:
        await segno()
    except OSError:
        return  # offline and not kept: the code screen says so when it needs one


async def qr_image(text: str) -> str:
    """A QR code of text (error correction M) as an SVG data address for an <img>; the time it took is measured."""
    module = await segno()
    started = js.performance.now()
    code = module.make(text, error="m", micro=False, boost_error=False)
    image = code.svg_data_uri(scale=1, border=4, dark="#000", light="#fff", nl=False)
    js.performance.measure("beguile-qr-make", to_js({"start": started}, dict_converter=js.Object.fromEntries))
    return image


async def scanner():
    """scan.js's reader object (the script is loaded the first time the camera opens)."""
    global _scan_loaded
    if _scan_loaded is None:
        _scan_loaded = asyncio.get_event_loop().create_future()
        script = js.document.createElement("script")
        script.src = "./" + assets()["qr"]["scan"]
        done = _scan_loaded
        script.addEventListener("load", create_once_callable(lambda *_: done.done() or done.set_result(True)))
        script.addEventListener("error", create_once_callable(lambda *_: done.done() or done.set_result(False)))
        js.document.head.appendChild(script)
    if not await _scan_loaded:
        _scan_loaded = None
        raise OSError("the scanner did not load")
    return js.beguileScan


def reader_files() -> object:
    """The site's own QR reader files, for browsers that cannot read QR codes themselves."""
    qr = assets()["qr"]
    return to_js({"reader": qr["reader"], "wasm": qr["reader_wasm"]}, dict_converter=js.Object.fromEntries)


async def start_camera(video) -> str:
    """Open the camera into a video element and read codes; "ok" or what went wrong (denied, none, unsupported)."""
    try:
        reader = await scanner()
    except OSError:
        return "failed"
    return str(await reader.start(video, reader_files()))


async def stop_camera() -> None:
    if _scan_loaded is not None and _scan_loaded.done() and _scan_loaded.result():
        js.beguileScan.stop()


async def keep_reader_offline() -> None:
    """On a device whose browser reads no QR code, fetch the site's reader once so it is kept for offline play."""
    try:
        reader = await scanner()
        await reader.keep(reader_files())
    except Exception:  # noqa: BLE001 - offline now: the camera fetches it when first opened
        return


async def copy(text: str) -> bool:
    """Put text on the clipboard; False when the browser refuses."""
    clipboard = getattr(js.navigator, "clipboard", None)
    if missing(clipboard):
        return False
    try:
        await clipboard.writeText(text)
        return True
    except Exception:  # noqa: BLE001 - refused (no focus, no permission)
        return False


async def clipboard_text() -> str:
    """What the clipboard holds, or "" when the browser will not tell (no permission, no clipboard)."""
    clipboard = getattr(js.navigator, "clipboard", None)
    if missing(clipboard) or missing(getattr(clipboard, "readText", None)):
        return ""
    try:
        return str(await clipboard.readText())
    except Exception:  # noqa: BLE001 - refused (no permission, no focus)
        return ""


def can_share() -> bool:
    return not missing(getattr(js.navigator, "share", None))


async def share(title: str, text: str, url: str) -> None:
    """The system's share sheet (a chat app, a message); a player closing it is no error."""
    try:
        await js.navigator.share(to_js({"title": title, "text": text, "url": url},
                                       dict_converter=js.Object.fromEntries))
    except Exception:  # noqa: BLE001 - dismissed
        return

