"""The crossword's computer player, in a PyScript worker: the page never waits on its search.

`think(request)` takes and returns JSON text (see beguile.sesquipedal.brain).
The lexicon is fetched once, from the address the request names.
"""

import json
import os
import sys

import js

sys.path[:0] = [os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib"))]  # the engine's wheel

from beguile.lexicon import Lexicon, named_hash  # noqa: E402 (from the wheel put on the path above)
from beguile.sesquipedal.brain import Brain  # noqa: E402

brains: dict[str, Brain] = {}


async def think(request: str) -> str:
    """Answer one request of the page, as JSON text."""
    data = json.loads(request)
    url = data["lexicon"]
    if url not in brains:
        response = await js.fetch(url)
        if not response.ok:
            raise OSError(f"{url}: HTTP {response.status}")
        words = bytes(js.Uint8Array.new(await response.arrayBuffer()).to_py())
        brains[url] = Brain(Lexicon.from_bytes(words, named_hash(url)))
    return json.dumps(brains[url].answer(data), separators=(",", ":"))


__export__ = ["think"]
