"""Whose turn it is, from the page's side: what the buttons allow, whose tray shows, what waits.

With one person at the device their tray always shows (they may arrange it and
lay tiles while the computer thinks, but only play on their turn). With two or
more, a tray shows only once its owner has taken the device: between turns a
"pass the device" panel hides it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..text import Text
from .card_view import player_names
from .laying import Laying
from .session import Session


@dataclass(frozen=True)
class Controls:
    """What the game screen offers now."""

    mine: bool
    """The shown tray belongs to the player to move."""
    hand: bool
    """The tray and the move buttons show."""
    play: bool
    recall: str
    """The key of the tray button's text: Recall while tiles are laid, Shuffle otherwise."""
    suggest: bool
    search: bool
    exchange: bool
    pass_turn: bool
    undo: bool
    handover: str
    """The "pass the device" text when a person must take the device, else ""."""
    handover_button: str
    waiting: str
    """"Expert is thinking…" while a computer moves."""
    over: bool


def controls(session: Session, lay: Laying | None, viewer: int | None, text: Text) -> Controls:
    """The controls for a session, the tray shown (`viewer`'s) and its tentative play."""
    game = session.game
    names = player_names(session.players, text)
    over = game.over
    mine = not over and viewer is not None and viewer == game.current
    hand = viewer is not None and not over
    laid = bool(lay and lay.laid)
    handover = handover_button = waiting = ""
    if not over and viewer is None and not session.computer_to_move():
        name = names[game.current]
        handover = text("sesq.handover", name=name)
        handover_button = text("sesq.handover.show", name=name)
    if session.computer_to_move():
        waiting = text("sesq.thinking", name=names[game.current])
    undo = session.undo_point() is not None and (mine or session.computer_to_move() or over)
    helped = mine and session.helped
    return Controls(mine, hand, mine and laid, "sesq.recall" if laid else "sesq.shuffle", helped, helped,
                    mine and game.can_exchange(), mine, undo, handover, handover_button, waiting, over)
