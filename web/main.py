"""The Beguile page's entry: tell the boot script Python runs, then start the app of screens."""

import asyncio
import os
import sys

import js

sys.path[:0] = [os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib"))]  # the packages' zips

js.performance.mark("beguile-main")
js.dispatchEvent(js.CustomEvent.new("beguile:progress", detail="Starting the game"))
await asyncio.sleep(0)  # noqa: F704  a new task (PyScript runs this file as a coroutine): the page paints first

from page.app import start  # noqa: E402  (after the progress step on purpose)

start(js.document.getElementById("assets").textContent)
