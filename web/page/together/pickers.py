"""Form pieces the play-together screens share: the grid games, targets, countdowns, how long a round
stays open, and a list of computer players with a level each."""

from __future__ import annotations

from collections.abc import Sequence

from beguile.computer import LEVELS

from ..games import GAMES
from ..kit import button, el, fill, make
from ..text import Text
from .seat import COUNTDOWNS, MOST_COMPUTERS, WINDOWS
from .session_view import time_left

TARGETS = (50, 100, 150, 200, 300)


def option(value: str, label: str, chosen: bool = False):
    made = make("option", label, attrs={"value": value})
    made.selected = chosen
    return made


def fill_games(select: str, chosen: str, text: Text) -> None:
    """Every grid game of the registry, by its title."""
    fill(el(select), [option(game.rules, text(f"game.{game.key}.title"), game.rules == chosen)
                      for game in GAMES if game.rules is not None])


def fill_targets(select: str, chosen: int | None, text: Text) -> None:
    fill(el(select), [option("", text("lead.target.none"), chosen is None)]
         + [option(str(n), text("table.target", points=text.points(n)), n == chosen) for n in TARGETS])


def chosen_target(select: str) -> int | None:
    value = str(el(select).value)
    return int(value) if value else None


def fill_countdowns(select: str, chosen: int, text: Text) -> None:
    fill(el(select), [option(str(n), text.plural("lead.seconds", n), n == chosen) for n in COUNTDOWNS])


def fill_windows(select: str, chosen: int, text: Text) -> None:
    fill(el(select), [option(str(n), time_left(n * 60_000, text), n == chosen) for n in WINDOWS])


def draw_computers(box: str, levels: Sequence[int], text: Text) -> None:
    """A row per computer player: its level to choose, and a button that removes it."""
    rows = []
    for seat, level in enumerate(levels):
        select = make("select", attrs={"data-seat": str(seat), "aria-label": text("rivals.level.label", n=seat + 1)},
                      children=[option(str(n), text(f"rivals.level.{n}", n=n), n == level) for n in LEVELS])
        remove = button("✕", "icon", text("rivals.remove", n=seat + 1), remove=str(seat))
        rows.append(make("div", cls="rival", children=[make("span", text("rivals.seat", n=seat + 1)), select, remove]))
    fill(el(box), rows or [make("p", text("rivals.none"), "muted")])


def read_computers(box: str) -> list[int]:
    """The levels chosen in a computers list."""
    return [int(select.value) for select in el(box).querySelectorAll("select[data-seat]")]


def changed_computers(box: str, event, levels: list[int], text: Text) -> list[int]:
    """The levels after a click or change in the list (a remove button, a level chosen)."""
    target = event.target
    removed = target.closest("button[data-remove]") if hasattr(target, "closest") else None
    if removed is not None and type(removed).__name__ not in ("JsNull", "JsUndefined"):
        levels = [level for i, level in enumerate(levels) if i != int(removed.dataset.remove)]
        draw_computers(box, levels, text)
        return levels
    return read_computers(box)


def add_computer(box: str, levels: list[int], text: Text) -> list[int]:
    """One more computer player (level 3), up to the most a table seats."""
    if len(levels) < MOST_COMPUTERS:
        levels = [*levels, 3]
        draw_computers(box, levels, text)
    return levels
