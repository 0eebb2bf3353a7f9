"""The computer's thinking, done in a PyScript worker so the page never freezes.

The worker is started once the page is usable and the crossword screen is
opened (a second interpreter costs memory and start-up time the grid games need
not pay). It boots from the page's own interpreter and the engine's files (the
assets' "worker" config, see tools/site.py) and answers JSON requests (see
beguile.sesquipedal.brain). Should it fail to start, the page thinks on its own
thread with a shorter time cap: slower, but the game goes on.
"""

from __future__ import annotations

import asyncio
import json

import js
from pyodide.ffi import to_js

from beguile.sesquipedal.brain import Brain

NAME = "sesq"
START_LIMIT = 90.0
"""Seconds the worker may take to start before the page thinks on its own."""
FALLBACK_BUDGET_MS = 1500
"""The time cap when the page thinks on its own thread (it freezes meanwhile)."""


class Thinker:
    """Asks the worker (or, failing that, the page itself) for moves, hints and plays."""

    def __init__(self, assets: dict, lexicons) -> None:
        self.src = assets.get("worker_src", "")
        self.config = json.dumps(assets.get("worker", {}), separators=(",", ":"))
        self.lexicons = lexicons
        self.ready: asyncio.Future | None = None
        self.brain: Brain | None = None

    def start(self) -> None:
        """Start the worker (once)."""
        if self.ready is None:
            self.ready = asyncio.ensure_future(self._start())

    async def _start(self):
        from pyscript import create_named_worker

        js.performance.mark("sesq:worker-start")
        worker = await asyncio.wait_for(create_named_worker(self.src, NAME, self.config), START_LIMIT)
        js.performance.mark("sesq:worker-ready")
        return worker

    async def ask(self, request: dict, dictionary: str) -> dict:
        """The answer to a request about a game played with a dictionary (see beguile.sesquipedal.brain),
        with "where" saying who thought."""
        self.start()
        url = str(js.URL.new("./" + self.lexicons.files[dictionary]["lex"], js.location.href).href)
        asked = got = float(js.performance.now())
        try:
            worker = await self.ready
            text = await worker.think(json.dumps({**request, "lexicon": url}))
            got = float(js.performance.now())
            answer = json.loads(str(text))
            answer["where"] = "worker"
        except Exception as error:  # noqa: BLE001 - no worker here: think on the page's own thread
            js.console.info(f"Beguile: the crossword worker is not available ({type(error).__name__})")
            answer = self.think_here(request, dictionary)
        mark = {"kind": request["kind"], "ms": answer.get("ms", 0), "where": answer["where"], "asked": round(asked, 1),
                "got": round(got, 1), "wall": round(float(js.performance.now()) - asked, 1)}
        js.performance.mark("sesq:think", to_js({"detail": mark}, dict_converter=js.Object.fromEntries))
        return answer

    def think_here(self, request: dict, dictionary: str) -> dict:
        """Think on the page's thread, with a short cap."""
        lexicon = self.lexicons.get(dictionary)
        if self.brain is None or self.brain.lexicon is not lexicon:
            self.brain = Brain(lexicon)
        budget = min(int(request.get("budget_ms", FALLBACK_BUDGET_MS)), FALLBACK_BUDGET_MS)
        answer = self.brain.answer({**request, "budget_ms": budget})
        answer["where"] = "page"
        return answer
