"""What every screen of the app has: a name, a title, its event wiring, and what happens on entering it."""

from __future__ import annotations


class Screen:
    """A screen of the app; subclasses set `name` and `title_key` and draw themselves in `enter`."""

    name = ""
    title_key = ""

    def __init__(self, app) -> None:
        self.app = app

    def title(self) -> str:
        """The title in the bar (the catalogue's text for title_key)."""
        return self.app.text(self.title_key)

    def wire(self) -> None:
        """Listen to the screen's own controls (once, at start-up)."""

    def enter(self):
        """Draw the screen as it comes into view (may return a coroutine)."""
