"""The tray on the page: a toolbar of tile buttons, in the player's order, with one tab stop.

Left and Right move along it (the toolbar pattern); Enter or Space taps a tile.
A tile laid on the board stays as a gap a tap brings back.
"""

from __future__ import annotations

from beguile.sesquipedal.game import TRAY_SIZE

from ..kit import make, text_node
from .board_view import TileView


class TrayWidget:
    """The drawn tray."""

    def __init__(self, element) -> None:
        self.element = element
        self.buttons = []
        for slot in range(TRAY_SIZE):
            button = make("button", attrs={"type": "button", "data-slot": str(slot), "tabindex": "-1"}, children=[
                make("span", "", "l", {"aria-hidden": "true"}), text_node(" "),
                make("span", "", "p", {"aria-hidden": "true"})])
            self.buttons.append(button)
            element.appendChild(button)
        self.shown: list[TileView | None] = [None] * TRAY_SIZE
        self.focus_slot = 0
        self.buttons[0].tabIndex = 0

    def draw(self, views: list[TileView]) -> None:
        """Show the tray's slots (fewer than seven when the bag ran out)."""
        for slot, button in enumerate(self.buttons):
            view = views[slot] if slot < len(views) else None
            if view == self.shown[slot]:
                continue
            button.hidden = view is None
            if view is not None:
                button.firstChild.textContent = view.letter
                button.lastChild.textContent = view.points
                button.className = f"tile {view.classes}".strip()
                button.setAttribute("aria-label", view.label)
            self.shown[slot] = view
        if self.focus_slot >= len(views) and views:
            self.move_focus(len(views) - 1, focus=False)

    def move_focus(self, slot: int, focus: bool = True) -> None:
        """Give the toolbar's tab stop to a slot."""
        shown = sum(view is not None for view in self.shown)
        if not shown:
            return
        slot = max(0, min(slot, shown - 1))
        self.buttons[self.focus_slot].tabIndex = -1
        self.focus_slot = slot
        self.buttons[slot].tabIndex = 0
        if focus:
            self.buttons[slot].focus()

    def key(self, event) -> None:
        """Left, Right, Home and End move along the tray."""
        moves = {"ArrowLeft": self.focus_slot - 1, "ArrowRight": self.focus_slot + 1, "Home": 0, "End": TRAY_SIZE}
        if event.key in moves:
            event.preventDefault()
            self.move_focus(moves[event.key])
