"""The dictionaries on this device: fetched once, kept by the service worker, read when a game needs them.

The default dictionary is fetched by the boot script while Python starts; the
others are fetched in the background once the board is playable, so every game
plays offline after one visit.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import js
from pyodide.ffi import JsProxy, create_once_callable, to_js

from beguile.dictionaries import parse_words
from beguile.lexicon import Lexicon, LexiconError, named_hash
from beguile.spellings import Spellings, SpellingsError

from .kit import missing


def buffer_bytes(buffer: JsProxy) -> bytes:
    """A JavaScript ArrayBuffer's bytes, copied into Python."""
    return bytes(js.Uint8Array.new(buffer).to_py())


async def browser_sha256(buffer: JsProxy) -> str | None:
    """An ArrayBuffer's SHA-256 in hex, from the browser, which hashes it off the page's main thread (a
    600 KB dictionary took 20-40 ms in Python there); None where the browser offers no hashing."""
    subtle = getattr(getattr(js, "crypto", None), "subtle", None)
    if missing(subtle):  # (an insecure context: Python hashes it)
        return None
    try:
        return buffer_bytes(await subtle.digest("SHA-256", buffer)).hex()
    except Exception:  # noqa: BLE001 - the browser would not: Python hashes it
        return None


class DictionaryMissing(Exception):
    """A dictionary this device does not have and cannot fetch now (offline, or storage cleared)."""


class Lexicons:
    """Every dictionary of the site: its lexicon and common words, loaded on demand and kept."""

    def __init__(self, assets: dict) -> None:
        self.files: dict[str, dict[str, str]] = assets.get("dicts", {})
        self.lexicons: dict[str, Lexicon] = {}
        self.common: dict[str, tuple[str, ...]] = {}
        self.spellings: dict[str, Spellings] = {}
        self._loading: dict[str, asyncio.Future] = {}

    def get(self, name: str) -> Lexicon | None:
        """The lexicon if it is already loaded."""
        return self.lexicons.get(name)

    async def lexicon(self, name: str) -> Lexicon:
        """The lexicon of a dictionary, fetched and read once; DictionaryMissing when it cannot be had."""
        if name in self.lexicons:
            return self.lexicons[name]
        if name not in self._loading:
            self._loading[name] = asyncio.ensure_future(self._load(name))
        try:
            return await asyncio.shield(self._loading[name])
        except DictionaryMissing:
            self._loading.pop(name, None)
            raise

    async def _load(self, name: str) -> Lexicon:
        path = self._file(name, "lex")
        buffer = await self._buffer(path)
        digest = await browser_sha256(buffer)
        try:
            lexicon = Lexicon.from_bytes(buffer_bytes(buffer), named_hash(path), digest)
        except LexiconError as error:
            raise DictionaryMissing(f"{name}: {error}") from None
        self.lexicons[name] = lexicon
        return lexicon

    async def common_words(self, name: str) -> tuple[str, ...]:
        """The common words Fix plants, fetched once."""
        if name not in self.common:
            path = self.files.get(name, {}).get("common")
            self.common[name] = parse_words((await self._bytes(path)).decode("utf-8")) if path else ()
        return self.common[name]

    async def load_spellings(self, name: str) -> Spellings:
        """How the dictionary's words are written (French accents), fetched once; none for English."""
        if name not in self.spellings:
            path = self.files.get(name, {}).get("spellings")
            try:
                self.spellings[name] = Spellings.from_bytes(await self._bytes(path)) if path else Spellings.empty()
            except SpellingsError:
                self.spellings[name] = Spellings.empty()  # words then show folded, as typed
        return self.spellings[name]

    def written(self, name: str, word: str) -> str:
        """A folded word as it is written in the dictionary ("criee" -> "criée"), once its spellings are here."""
        spellings = self.spellings.get(name)
        return spellings.display(word) if spellings is not None else word

    def _file(self, name: str, kind: str) -> str:
        path = self.files.get(name, {}).get(kind)
        if not path:
            raise DictionaryMissing(f"no {kind} file for {name} in this build")
        return path

    async def _bytes(self, path: str) -> bytes:
        """A site file's bytes."""
        return buffer_bytes(await self._buffer(path))

    async def _buffer(self, path: str) -> JsProxy:
        """A site file's JavaScript ArrayBuffer (the boot script may have started the download)."""
        pending = getattr(js, "beguilePrefetch", None)
        started = None if missing(pending) else getattr(pending, path, None)
        if not missing(started):
            try:
                return await started
            except Exception:  # noqa: BLE001 - the early download failed: ask again below
                pass
        try:
            return await js.beguileDownload(path)  # (boot.js: any failure raises here, in every browser)
        except Exception as error:  # noqa: BLE001 - offline and not cached
            raise DictionaryMissing(str(error)) from None

    def every_file(self) -> list[str]:
        """Every dictionary file of the site."""
        return sorted({path for entry in self.files.values() for path in entry.values()})

    async def keep_all(self, quiet: Callable[[], Awaitable[None]]) -> None:
        """Fetch every dictionary file once, through the service worker, which keeps them for offline play;
        each waits for quiet() (no round running, the page idle)."""
        workers = getattr(js.navigator, "serviceWorker", None)
        if missing(workers):
            return
        await workers.ready
        if missing(workers.controller):  # active, but not yet in charge of this page: wait for it
            taken = asyncio.get_event_loop().create_future()
            workers.addEventListener("controllerchange", create_once_callable(
                lambda *_: taken.done() or taken.set_result(None)), to_js({"once": True},
                                                                  dict_converter=js.Object.fromEntries))
            await taken
        for path in self.every_file():
            if not await self.kept(path):
                await quiet()
                try:
                    await js.beguileDownload(path)
                except Exception:  # noqa: BLE001 - offline now: the next visit tries again
                    return

    async def kept(self, path: str) -> bool:
        """Whether the service worker's caches hold a file."""
        if missing(getattr(js, "caches", None)):
            return False
        return not missing(await js.caches.match("./" + path))

    async def missing_offline(self) -> list[str]:
        """The dictionaries not yet kept for offline play."""
        names = []
        for name, entry in sorted(self.files.items()):
            for path in entry.values():
                if not await self.kept(path):
                    names.append(name)
                    break
        return names
