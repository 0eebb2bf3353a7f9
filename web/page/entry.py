"""The word being entered: taps and drags on the boards, the keyboard, typing, and submitting.

The path logic is tapping.py's; this module only moves events to it and shows
its answer on the boards and in the word field.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import js

from beguile.board import Board
from beguile.dictionaries import normalise
from beguile.solver import find_path

from . import tapping
from .grid import Grid
from .kit import el, missing, on, spawn

Submit = Callable[[str, tuple[int, ...]], Awaitable[None]]
NAVIGATION = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End")


@dataclass(frozen=True)
class Fields:
    """The screen an entry belongs to, and the ids of its word field, form, clear button and turned copy."""

    screen: str = "play"
    word: str = "word"
    form: str = "entry"
    clear: str = "clear"
    copy: str | None = "word-b"


class Entry:
    """Turns taps, drags, keys and typing into the path and word being entered."""

    def __init__(self, grids: Sequence[Grid], board: Callable[[], Board | None], q_as_qu: Callable[[], bool],
                 submit: Submit, active: Callable[[], bool], fields: Fields = Fields()) -> None:
        self.fields = fields
        self.grids = list(grids)
        self.board = board
        self.q_as_qu = q_as_qu
        self.submit = submit
        self.active = active
        self.path: tuple[int, ...] = ()
        self.pressed: tapping.Press | None = None
        self.dragged = False
        self.field = el(fields.word)

    def wire(self) -> None:
        """Listen to the boards, the word field and the keyboard."""
        on(js.window, "beguile:press", lambda event: self.press(int(event.detail)))
        on(js.window, "beguile:drag", lambda event: self.drag(int(event.detail)))
        on(js.window, "beguile:release", lambda _event: self.release())
        on(js.window, "beguile:cancel", lambda _event: self.cancel())
        on(self.field, "input", lambda _event: self.typed())
        on(self.field, "keydown", self.field_key)
        on(el(self.fields.form), "submit", self.enter)
        on(el(self.fields.clear), "click", lambda _event: self.clear(focus=True))
        on(self.grids[0].element, "keydown", self.grid_key)
        on(js.document, "keydown", self.page_key)

    # ---------------------------------------------------------------- showing
    def show(self, path: tuple[int, ...], typed: str | None = None) -> None:
        """Show a path on every board and its word in the field (or what was typed)."""
        self.path = path
        for grid in self.grids:
            grid.show_path(path)
        board = self.board()
        if typed is None:
            self.field.value = board.spell(tuple(board.cell(i) for i in path)) if board and path else ""
        if self.fields.copy:
            el(self.fields.copy).textContent = str(self.field.value)

    def redraw(self, active: bool) -> None:
        """Show the path again when the screen is drawn anew; letters typed (not tapped) stay in the field."""
        typed = str(self.field.value)
        if active and not self.path and typed:
            self.show((), typed=typed)
        else:
            self.show(self.path if active else ())

    def clear(self, focus: bool = False) -> None:
        """Forget the word being entered."""
        self.pressed = None
        self.show(())
        if focus:
            self.grids[0].focus()

    # ---------------------------------------------------------------- taps
    def here(self) -> bool:
        """Whether this entry's screen is the one in view (several screens have boards)."""
        return js.document.body.dataset.screen == self.fields.screen

    def press(self, cell: int) -> None:
        board = self.board()
        if board is None or not self.active() or not self.here():
            return
        self.pressed = tapping.press(board, self.path, cell)
        self.dragged = False
        self.show(self.pressed.path)

    def drag(self, cell: int) -> None:
        board = self.board()
        if self.pressed is None or board is None or not self.here():
            return
        path = tapping.drag(board, self.path, cell)
        if path != self.path:
            self.dragged = True
            self.pressed = tapping.Press(self.pressed.cell, self.pressed.before, path)
            self.show(path)

    async def release(self) -> None:
        if self.pressed is None:
            return
        path, enter = tapping.release(self.pressed, self.dragged)
        self.pressed = None
        self.show(path)
        if enter:
            await self.enter_path()

    def cancel(self) -> None:
        """The browser took the gesture over (a scroll, a call): drop the word being dragged."""
        if self.pressed is not None:
            self.clear()

    async def enter_path(self) -> None:
        board = self.board()
        if board is None or not self.path:
            return
        path = self.path
        word = board.spell(tuple(board.cell(i) for i in path))
        self.clear()
        await self.submit(word, path)

    # ---------------------------------------------------------------- typing
    def typed(self) -> None:
        """Show where the typed letters lie on the board."""
        board = self.board()
        text = normalise(str(self.field.value))
        found = find_path(board, text, self.q_as_qu()) if board and text.isalpha() else None
        self.show(tuple(board.index(c) for c in found) if found else (), typed=str(self.field.value))

    def enter(self, event) -> None:
        """The form's submit: at once, so the page never posts a form; the word is judged after."""
        event.preventDefault()
        spawn(self.enter_word())

    async def enter_word(self) -> None:
        """Enter the typed word, or the tapped path when nothing was typed."""
        word = str(self.field.value)
        if not word.strip():
            await self.enter_path()
            return
        path = self.path
        self.clear()
        await self.submit(word, path)

    # ---------------------------------------------------------------- keys
    def grid_key(self, event) -> None:
        """Arrow keys move around the board; Space or Enter adds the focused letter (again: enters the word)."""
        grid = self.grids[0]
        board = self.board()
        if event.key in NAVIGATION:
            event.preventDefault()
            grid.move_focus(tapping.move_focus(grid.focus_index, event.key, grid.size, grid.size))
        elif event.key in (" ", "Enter") and board is not None and self.active():
            event.preventDefault()
            event.stopPropagation()
            self.press(grid.focus_index)
            self.release_now()

    def field_key(self, event) -> None:
        """Escape in the word field clears the word (the focus stays in the field, to type another)."""
        if str(event.key) == "Escape":
            event.preventDefault()
            self.clear()

    def release_now(self) -> None:
        """A key press is a tap that comes up at once."""
        spawn(self.release())

    def page_key(self, event) -> None:
        """Typing anywhere on the play screen enters the word."""
        if not self.active() or event.ctrlKey or event.metaKey or event.altKey or event.defaultPrevented:
            return
        target = event.target
        tag = "" if missing(target) else str(target.tagName)
        if tag in ("INPUT", "SELECT", "TEXTAREA") or not self.here():
            return
        key = str(event.key)
        if len(key) == 1 and key.isalpha():
            event.preventDefault()  # the letter goes to the word field, which takes the focus
            self.field.focus()
            self.field.value = str(self.field.value) + key.lower()
            self.typed()
        elif key == "Backspace" and str(self.field.value):
            event.preventDefault()
            self.field.value = str(self.field.value)[:-1]
            self.typed()
        elif key == "Escape":
            self.clear()
        elif key == "Enter" and tag not in ("BUTTON", "A") and str(self.field.value):
            event.preventDefault()
            spawn(self.enter_word())
