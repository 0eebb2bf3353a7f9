"""The Beguile page's entry: tell the boot script Python runs, then start the app of screens."""

import asyncio
import importlib
import os
import sys

import js

# the packages' zips (the engine's a wheel), unless Python's kept memory has them on its path already
sys.path[:0] = [path for path in (os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib")))
                if path not in sys.path]
# The page's modules, one a step, each step in a task of its own (PyScript runs this file as a
# coroutine): the page answers taps and paints between them. Each step's module imports only modules of
# earlier steps (tests/page/test_start_steps.py), so no task reads more than one. A start from the
# memory kept on this device has them all imported already (interpreter.mjs): then no step waits.
STEPS = ("beguile.rules", "beguile.deal", "beguile.round",
         "page.kit", "page.offline", "page.games", "page.text", "page.saved", "page.play_view", "page.play_clock",
         "page.queued", "page.store", "page.viewport", "page.device", "page.lexicons", "page.play_lines",
         "page.tapping", "page.grid", "page.entry", "page.screen", "page.play_screen", "page.app")

js.performance.mark("beguile-main")
js.dispatchEvent(js.CustomEvent.new("beguile:progress", detail="Starting the game"))
for step in STEPS:
    if step not in sys.modules:
        await asyncio.sleep(0)  # noqa: F704
        importlib.import_module(step)
await asyncio.sleep(0)  # noqa: F704

from page.app import start  # noqa: E402  (imported above, step by step)

start(js.document.getElementById("assets").textContent)
