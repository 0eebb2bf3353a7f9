"""A board on the page: its cells, the path being entered, lit words, flashes, and the keyboard.

A grid is drawn from the engine's Board. Only the main grid of the play screen
takes part in the accessibility tree (role grid, one tab stop, arrow keys); the
copy turned for the player opposite is hidden from assistive technology. Taps
and drags are caught by taps.js, which lights the pressed cell in the frame of
the tap and hands the gesture over here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import js
from pyodide.ffi import create_once_callable

from beguile.board import Board

from .kit import make, reduced_motion
from .text import Text

SPELL_STEP = 0.45
"""Seconds between the letters when a word is spelled out on the board."""
FLASH = 0.6
"""Seconds an entered word's path stays marked accepted or refused."""
CELEBRATE = 2.5
"""Seconds the board celebrates the planted word found (its path starred), long enough to see."""


class Grid:
    """One drawn board; several grids can show the same board (the play screen's two copies)."""

    def __init__(self, element, interactive: bool, accessible: bool) -> None:
        self.element = element
        self.accessible = accessible
        self.cells: list = []
        self.size = 0
        self.focus_index = 0
        self.flashes = 0
        self.celebrations = 0
        self.on_path: set[int] = set()
        self.last: int | None = None
        if interactive:
            element.dataset.taps = "1"

    def draw(self, board: Board | None, size: int, text: Text) -> None:
        """Draw the board's faces (or an empty board of this size)."""
        if size != self.size or len(self.cells) != size * size:
            self._build(size)
        self.element.dataset.size = str(size)
        self.element.classList.toggle("blank", board is None)
        faces = board.faces if board else ("",) * (size * size)
        self.on_path, self.last = set(), None
        for index, face in enumerate(faces):
            cell = self.cells[index]
            cell.textContent = face or "·"
            cell.className = "qu" if len(face) > 1 else ""
            if self.accessible:
                row, col = divmod(index, size)
                name = text("board.cell", face=face, row=row + 1, col=col + 1) if face else text("board.empty")
                cell.setAttribute("aria-label", name)
                cell.setAttribute("aria-selected", "false")

    def _build(self, size: int) -> None:
        """Make the rows and cells of a size x size board."""
        self.size = size
        self.cells = []
        rows = []
        for r in range(size):
            cells = []
            for c in range(size):
                cell = make("div", attrs={"data-cell": str(r * size + c)})
                if self.accessible:
                    cell.setAttribute("role", "gridcell")
                    cell.tabIndex = 0 if r == c == 0 else -1
                cells.append(cell)
            self.cells.extend(cells)
            rows.append(make("div", attrs={"role": "row"} if self.accessible else {}, children=cells))
        self.element.replaceChildren(*rows)
        self.focus_index = 0

    def show_path(self, path: Sequence[int]) -> None:
        """Mark the cells of the path being entered, its last cell apart; clear taps.js's marks.

        Only the cells whose marks change are touched: this runs at every tap and drag step.
        """
        for cell in self.element.querySelectorAll(".press"):
            cell.classList.remove("press")
        on_path, last = set(path), (path[-1] if path else None)
        for index in self.on_path ^ on_path:
            cell = self.cells[index]
            cell.classList.toggle("path", index in on_path)
            if self.accessible:
                cell.setAttribute("aria-selected", "true" if index in on_path else "false")
        if last != self.last:
            for index, mark in ((self.last, False), (last, True)):
                if index is not None:
                    self.cells[index].classList.toggle("last", mark)
        self.on_path, self.last = on_path, last

    def flash(self, path: Sequence[int], accepted: bool) -> None:
        """Mark an entered word's path as accepted (ticks) or refused (crosses) for a moment."""
        kind = "flash-good" if accepted else "flash-bad"
        for cell in self.cells:
            cell.classList.remove("flash-good", "flash-bad")
        for index in path:
            self.cells[index].classList.add(kind)
        self.flashes += 1
        mark = self.flashes

        def clear(*_args) -> None:
            if self.flashes == mark:
                for cell in self.cells:
                    cell.classList.remove("flash-good", "flash-bad")

        js.setTimeout(create_once_callable(clear), int(FLASH * 1000))

    def celebrate(self, path: Sequence[int]) -> None:
        """The planted word found: the board bursts and its path is starred for CELEBRATE seconds."""
        board = self.element
        board.classList.remove("celebrate")
        _ = board.offsetWidth  # a layout in between restarts the animation
        board.classList.add("celebrate")
        for index, cell in enumerate(self.cells):
            cell.classList.toggle("star", index in set(path))
        self.celebrations += 1
        mark = self.celebrations

        def done(*_args) -> None:
            if self.celebrations == mark:
                board.classList.remove("celebrate")
                for cell in self.cells:
                    cell.classList.remove("star")

        js.setTimeout(create_once_callable(done), int(CELEBRATE * 1000))

    def light(self, cells: Sequence[int]) -> None:
        """Light these cells (a word shown on the board); none clears them."""
        lit = set(cells)
        for index, cell in enumerate(self.cells):
            cell.classList.toggle("lit", index in lit)

    def move_focus(self, index: int) -> None:
        """Give the one tab stop to a cell and focus it (roving tabindex)."""
        if not self.cells:
            return
        self.cells[self.focus_index].tabIndex = -1
        self.focus_index = index
        self.cells[index].tabIndex = 0
        self.cells[index].focus()

    def focus(self) -> None:
        """Focus the grid's current cell."""
        self.move_focus(self.focus_index)


async def spell_out(grids: Sequence[Grid], cells: Sequence[int], still: Callable[[], bool]) -> None:
    """Light a word's cells one at a time on every grid, as long as still() says it is wanted (all at
    once when the player's system asks for less motion)."""
    for grid in grids:
        grid.light(())
    if reduced_motion():
        for grid in grids:
            grid.light(cells)
        return
    for count in range(1, len(cells) + 1):
        if not still():
            return
        for grid in grids:
            grid.light(cells[:count])
        await asyncio.sleep(SPELL_STEP)
