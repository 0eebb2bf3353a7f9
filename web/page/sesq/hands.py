"""The player's hands on the crossword: taps on squares and tiles, drags, and the keyboard.

Each gesture becomes one change of the Laying (laying.py) that the screen draws
and scores at once. tiles.js lights a pressed square or tile in the very frame
of the press, and turns drags into one `sesq:drop` event (a click that ends a
drag is swallowed there).
"""

from __future__ import annotations

import js

from beguile.sesquipedal.board import SIZE
from beguile.sesquipedal.tiles import BLANK

from ..kit import announce, missing, on, spawn
from . import laying
from .dialogs import typed_letter

NAVIGATION = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


def _place(value: str) -> tuple[str, int] | None:
    """"square:112" or "slot:3" from tiles.js, as (kind, number)."""
    kind, _, number = str(value).partition(":")
    return (kind, int(number)) if kind in ("square", "slot") and number.isdigit() else None


class Hands:
    """Turns the player's gestures into changes of the tentative play."""

    def __init__(self, screen) -> None:
        self.screen = screen

    def wire(self) -> None:
        board, tray = self.screen.board, self.screen.tray
        on(board.element, "click", self.board_clicked)
        on(tray.element, "click", self.tray_clicked)
        on(board.element, "keydown", self.board_key)
        on(tray.element, "keydown", tray.key)
        on(js.window, "sesq:drop", self.dropped)
        on(js.document, "keydown", self.page_key)

    # ---------------------------------------------------------------- state
    @property
    def lay(self):
        return self.screen.lay

    @property
    def board(self):
        return self.screen.session.game.board

    def usable(self) -> bool:
        """Whether a tray is shown to lay from (the game goes on and its owner has the device)."""
        s = self.screen.session
        return s is not None and self.lay is not None and self.screen.viewer is not None and not s.over

    def apply(self, lay: laying.Laying) -> None:
        """Show a new laying at once (in the handler of the tap); a blank just laid asks for its letter."""
        before = self.lay.unnamed_blank()
        self.screen.change(lay)
        blank = lay.unnamed_blank()
        if blank is not None and blank != before:
            spawn(self.name_blank(blank, new=True))

    async def name_blank(self, square, new: bool = False) -> None:
        laid = self.lay.at(square)
        if laid is None:
            return
        answer = await self.screen.blank.choose("" if laid.letter == BLANK else laid.letter)
        if self.lay.at(square) != laid:
            return
        if len(answer) == 1:
            self.screen.change(laying.name_blank(self.lay, square, answer))
        elif answer == "back" or new:
            self.screen.change(laying.to_tray(self.lay, square))

    # ---------------------------------------------------------------- taps
    def board_clicked(self, event) -> None:
        target = event.target.closest("[data-square]")
        if missing(target) or not self.usable():
            return
        index = int(target.dataset.square)
        square = divmod(index, SIZE)
        self.screen.board.move_focus(index, focus=self.screen.board.has_focus())
        laid = self.lay.at(square)
        if laid is not None and self.lay.tray[laid.slot] == BLANK and laid.letter != BLANK:
            spawn(self.name_blank(square))
            return
        self.apply(laying.tap_square(self.lay, self.board, square))

    def tray_clicked(self, event) -> None:
        target = event.target.closest("[data-slot]")
        if missing(target) or not self.usable():
            return
        slot = int(target.dataset.slot)
        self.screen.tray.move_focus(slot, focus=False)
        self.apply(laying.tap_tray(self.lay, self.board, slot))

    def dropped(self, event) -> None:
        """A drag ended (tiles.js): a tray tile onto a square or another slot, a laid tile moved or sent back."""
        detail = event.detail
        source, target = _place(getattr(detail, "source", "")), _place(getattr(detail, "target", ""))
        if source is None or target is None or not self.usable():
            return
        lay, board = self.lay, self.board
        if source[0] == "slot" and target[0] == "square":
            new = laying.lay_tile(lay, board, source[1], divmod(target[1], SIZE))
        elif source[0] == "slot":
            new = laying.move_slot(lay, source[1], target[1])
        elif target[0] == "square":
            new = laying.move_tile(lay, board, divmod(source[1], SIZE), divmod(target[1], SIZE))
        else:
            new = laying.to_tray(lay, divmod(source[1], SIZE))
        self.apply(new)

    # ---------------------------------------------------------------- keys
    def focus_square(self) -> tuple[int, int]:
        return divmod(self.screen.board.focus_index, SIZE)

    def follow(self) -> None:
        """The keyboard focus follows the arrow."""
        cursor = self.lay.cursor
        if cursor is not None and self.screen.board.has_focus():
            self.screen.board.move_focus(cursor[0] * SIZE + cursor[1])

    def board_key(self, event) -> None:
        """Arrows move (the arrow moves along), Space turns the arrow, Enter plays."""
        key = str(event.key)
        if key in NAVIGATION:
            event.preventDefault()
            row, col = self.focus_square()
            dr, dc = NAVIGATION[key]
            row, col = min(SIZE - 1, max(0, row + dr)), min(SIZE - 1, max(0, col + dc))
            self.screen.board.move_focus(row * SIZE + col)
            if self.usable():
                self.screen.change(laying.point(self.lay, (row, col)), say=False)
        elif key == " " and self.usable():
            event.preventDefault()
            square = self.focus_square()
            turned = laying.turn(self.lay) if self.lay.cursor == square else laying.point(self.lay, square)
            self.screen.change(turned, say=False)
            announce(self.screen.text("sesq.square.arrow.across" if turned.across else "sesq.square.arrow.down"))
        elif key == "Enter":
            event.preventDefault()
            self.screen.play()

    def page_key(self, event) -> None:
        """Anywhere on the game screen: letters lay tiles, Backspace takes one back, Escape all."""
        if js.document.body.dataset.screen != "sesquipedal" or not self.usable() or event.defaultPrevented:
            return
        target = event.target
        tag = "" if missing(target) else str(target.tagName)
        if tag in ("INPUT", "SELECT", "TEXTAREA") or not missing(js.document.querySelector("dialog[open]")):
            return
        letter = typed_letter(event)
        key = str(event.key)
        if letter:
            event.preventDefault()
            lay = self.lay if self.lay.cursor is not None else laying.point(self.lay, self.focus_square())
            new = laying.lay_letter(lay, self.board, letter)
            if new is None:
                announce(self.screen.text("sesq.no-tile", letter=letter), urgent=True)
                return
            self.screen.change(new)
            self.follow()
        elif key == "Backspace":
            event.preventDefault()
            self.screen.change(laying.take_back_last(self.lay))
            self.follow()
        elif key == "Escape":
            self.screen.change(laying.recall(self.lay), say=False)
            self.follow()
