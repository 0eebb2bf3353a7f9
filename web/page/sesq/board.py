"""The crossword board on the page: 15x15 squares drawn from board_view, the keyboard focus, the zoom.

The board is an ARIA grid with one tab stop (the focused square carries
tabindex 0) so the arrow keys move around it. Only squares whose view changed
are touched, so laying a tile redraws two or three squares, not 225. Taps are
clicks (tiles.js lights the square at once and handles drags); the screen
decides what a tap does.
"""

from __future__ import annotations

from beguile.sesquipedal.board import CENTRE, SIZE

from ..kit import missing
from .board_view import Area, SquareView

ZOOM_WIDTH = 600
"""Below this many CSS pixels of window width the board may zoom in while a play is laid."""


class BoardWidget:
    """The drawn board."""

    def __init__(self, element, wrap) -> None:
        self.element = element
        self.wrap = wrap
        rows = []
        for row in range(SIZE):
            cells = "".join(
                f'<div role="gridcell" data-square="{row * SIZE + col}" tabindex="-1">'
                '<span class="l" aria-hidden="true"></span><span class="p" aria-hidden="true"></span></div>'
                for col in range(SIZE))
            rows.append(f'<div role="row">{cells}</div>')
        element.innerHTML = "".join(rows)  # built once from fixed markup: nothing of the player's goes in
        self.cells = list(element.querySelectorAll("[data-square]"))
        self.letters = [cell.firstChild for cell in self.cells]
        self.points = [cell.lastChild for cell in self.cells]
        self.shown: list[SquareView | None] = [None] * (SIZE * SIZE)
        self.focus_index = CENTRE * SIZE + CENTRE
        self.cells[self.focus_index].tabIndex = 0
        self.zoomed = False

    def draw(self, views: list[SquareView]) -> None:
        """Show every square's view, touching only those that changed."""
        for index, view in enumerate(views):
            old = self.shown[index]
            if old == view:
                continue
            cell = self.cells[index]
            if old is None or old.letter != view.letter:
                self.letters[index].textContent = view.letter
            if old is None or old.points != view.points:
                self.points[index].textContent = view.points
            if old is None or old.classes != view.classes:
                cell.className = view.classes
            if old is None or old.label != view.label:
                cell.setAttribute("aria-label", view.label)
            self.shown[index] = view

    def move_focus(self, index: int, focus: bool = True) -> None:
        """Give the board's one tab stop to a square (and the keyboard focus, when asked)."""
        self.cells[self.focus_index].tabIndex = -1
        self.focus_index = index
        self.cells[index].tabIndex = 0
        if focus:
            self.cells[index].focus()

    def has_focus(self) -> bool:
        active = self.element.ownerDocument.activeElement
        return not missing(active) and bool(self.element.contains(active))

    def zoom(self, on: bool, area: Area | None, window) -> None:
        """Zoom in on a small screen while a play is laid, with the whole `area` (the play's words, see
        board_view.play_area) in view; zoom out otherwise, or when the area is too large to show zoomed."""
        on = on and area is not None and int(window.innerWidth) < ZOOM_WIDTH
        self._zoomed(on)
        if not on:
            return
        wrap = self.wrap
        frame = wrap.getBoundingClientRect()
        first = self.cells[area[0] * SIZE + area[1]].getBoundingClientRect()
        last = self.cells[area[2] * SIZE + area[3]].getBoundingClientRect()
        left = float(first.left) - float(frame.left) - float(wrap.clientLeft) + float(wrap.scrollLeft)
        top = float(first.top) - float(frame.top) - float(wrap.clientTop) + float(wrap.scrollTop)
        width, height = float(last.right) - float(first.left), float(last.bottom) - float(first.top)
        seen_width, seen_height = float(wrap.clientWidth), float(wrap.clientHeight)
        if width > seen_width or height > seen_height:
            self._zoomed(False)  # the words would not fit zoomed in: the whole board shows them
            return
        wrap.scrollTo(max(0.0, left + width / 2 - seen_width / 2), max(0.0, top + height / 2 - seen_height / 2))

    def _zoomed(self, on: bool) -> None:
        if on != self.zoomed:
            self.zoomed = on
            self.wrap.classList.toggle("zoom", on)
