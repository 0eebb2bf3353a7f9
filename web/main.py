"""The Beguile page's entry: tell the boot script Python runs, then start the app of screens."""

import js

js.performance.mark("beguile-main")
js.dispatchEvent(js.CustomEvent.new("beguile:progress", detail="Starting the game"))

from page.app import start  # noqa: E402  (after the progress step on purpose)

start(js.document.getElementById("assets").textContent)
