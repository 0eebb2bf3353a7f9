"""What the player did before Python was ready: taken from the frame's shell once, replayed in order.

The shell (web/shell.js) paints the screen the player left from the saved state
and keeps every tap, typed word and button press made before Python runs. Python
takes that list once, in the same task as it starts listening (so no event is
both kept and heard), and replays it through the screens' own handlers: each
entry is judged once, in the order it was made.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import js

from beguile.dictionaries import normalise

from .kit import el, missing

KINDS = ("press", "drag", "release", "cancel", "word", "click")


def keep_typing(play) -> Callable[[], None]:
    """Letters typed but not yet entered stay in the word field, though Python's first drawing of the screen
    and its replay of what was kept empty it (unless the player has entered that word since)."""
    typed = str(play.entry.field.value)

    def restore() -> None:
        round_ = play.round
        entered = round_ is not None and normalise(typed) in round_.found
        if typed.strip() and not str(play.entry.field.value) and not entered and play.running():
            play.entry.field.value = typed
            play.entry.typed()
    return restore


def take() -> list[dict]:
    """The entries the shell kept, in order (none when there is no shell); the shell keeps no more."""
    shell = getattr(js, "beguileShell", None)
    if missing(shell):
        return []
    try:
        items = json.loads(str(shell.take()))
    except ValueError:
        return []
    return [item for item in items if isinstance(item, dict) and item.get("kind") in KINDS]


async def replay(items: list[dict], play) -> None:
    """Replay the kept entries through the play screen's entry and the page's buttons, one after another."""
    entry = play.entry
    for item in items:
        kind, cell = item["kind"], item.get("cell")
        if kind == "press" and isinstance(cell, int):
            entry.press(cell)
        elif kind == "drag" and isinstance(cell, int):
            entry.drag(cell)
        elif kind == "release":
            await entry.release()
        elif kind == "cancel":
            entry.cancel()
        elif kind == "word" and str(item.get("text", "")).strip():
            await play.submit(str(item["text"]), ())  # (the shell emptied the field when it kept the word)
        elif kind == "word":
            await entry.enter_path()
        elif kind == "click" and isinstance(item.get("id"), str) and not missing(el(item["id"])):
            el(item["id"]).click()
            await asyncio.sleep(0)
