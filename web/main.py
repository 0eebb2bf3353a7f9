"""The Beguile page's entry: tell the boot script Python runs, then start the app of screens."""

import asyncio
import importlib
import os
import sys

import js

sys.path[:0] = [os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib"))]  # the packages' zips (the engine's a wheel)
# The page's modules, read a few at a time (each step brings what it imports), each step in a task of
# its own (PyScript runs this file as a coroutine): the page answers taps and paints between them.
STEPS = ("beguile.rules", "beguile.deal", "beguile.round", "page.saved", "page.entry", "page.play_screen", "page.app")

js.performance.mark("beguile-main")
js.dispatchEvent(js.CustomEvent.new("beguile:progress", detail="Starting the game"))
for step in STEPS:
    await asyncio.sleep(0)  # noqa: F704
    importlib.import_module(step)
await asyncio.sleep(0)  # noqa: F704

from page.app import start  # noqa: E402  (imported above, step by step)

start(js.document.getElementById("assets").textContent)
