"""Every game offline after one visit: the dictionaries not yet on the device are fetched in the background,
never while a round runs (the first round's downloads come first), and Settings says when all are kept."""

from __future__ import annotations

import asyncio

import js

from .kit import idle


SETTLE_SECONDS = 10
"""How long the page waits, with no round running, before its first background download: a player who has
just opened it is about to press New, and the first round's downloads come first."""


async def keep_every_dictionary(app) -> None:
    """Fetch the dictionaries not yet on the device, each once no round runs and the page is idle."""
    lexicons = app.lexicons
    if await lexicons.missing_offline():
        await settled(app)
        await lexicons.keep_all(lambda: quiet(app))
    if not await lexicons.missing_offline():
        js.document.body.dataset.offline = "ready"
    if app.current == "settings":
        await app.screen("settings").enter()


async def quiet(app) -> None:
    """Wait until no round runs, the page is in sight and the browser is idle."""
    while app.play.running() or js.document.visibilityState != "visible":
        await asyncio.sleep(1)
    await idle()


async def settled(app) -> None:
    """Wait until no round has run for SETTLE_SECONDS while the page was in sight."""
    calm = 0
    while calm < SETTLE_SECONDS:
        calm = 0 if app.play.running() or js.document.visibilityState != "visible" else calm + 1
        await asyncio.sleep(1)
