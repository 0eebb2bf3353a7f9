"""The part of the page in sight: its height follows the visual viewport (a phone's keyboard takes its
share), and while a word is typed on a short screen the clock, the word and the answer are brought into
view with the board's top row under them (play.css lays them out so)."""

from __future__ import annotations

import js
from .kit import el, missing, on, scroll_into_view

SHORT = 560
"""Widths and heights (CSS px) below which play.css puts the word above the board, as here."""


def watch(app) -> None:
    """Follow the visual viewport for the page's life (where the browser has one)."""
    viewport = getattr(js, "visualViewport", None)
    if missing(viewport):
        return
    on(viewport, "resize", lambda _e: fit(app))
    on(el("word"), "focus", lambda _e: fit(app))
    fit(app)


def fit(app) -> None:
    """Give the page the visible height, and on a short screen scroll the round's clock to the top."""
    viewport = js.visualViewport
    height = float(viewport.height)
    if abs(float(viewport.scale) - 1) < 0.01:  # a pinch zoom leaves the layout alone
        js.document.documentElement.style.setProperty("--vvh", f"{height:.0f}px")
    typing = js.document.activeElement == el("word")
    if app.current == "play" and typing and height < SHORT and float(js.window.innerWidth) < SHORT:
        scroll_into_view(el("screen-play").querySelector(".strip"))
