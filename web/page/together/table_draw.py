"""Drawing a judged round's table (the judge's, the players', the referee's): a section per player with
their words marked, the words the judge may approve, and the legend of the icons."""

from __future__ import annotations

from collections.abc import Sequence

from ..kit import button, el, fill, make
from ..text import Text
from .table_view import Legend, Row, Word


def draw_table(box: str, rows: Sequence[Row], text: Text) -> None:
    """Fill an element with a section per player."""
    fill(el(box), [_player(row, text) for row in rows])


def _player(row: Row, text: Text):
    heading = make("h3", children=[make("span", row.shown or row.player, "name"),
                                   make("span", text.points(row.points), "points")])
    if row.winner:
        heading.appendChild(make("span", text("table.winner.badge"), "badge"))
    words = [make("li", children=[_word(item)]) for item in row.words] or [make("li", text("table.none"), "none")]
    return make("section", cls="player winner" if row.winner else "player", attrs={"data-player": row.player},
                children=[heading, make("p", row.summary, "summary"),
                          make("ul", cls="word-list judged", children=words)])


def _word(item: Word):
    element = button("", f"tw s-{item.status}" + (" bonus" if item.bonus else ""), item.label, word=item.word)
    element.appendChild(make("span", item.icon, "icon", {"aria-hidden": "true"}))
    element.appendChild(make("span", item.shown, "w", {"aria-hidden": "true"}))
    element.appendChild(make("span", str(item.points), "note", {"aria-hidden": "true"}))
    return element


def draw_approvals(box: str, words: Sequence[Word], text: Text, enabled: bool):
    """The words the judge may approve, each a toggle; none shown when judging is over."""
    shown = list(words) if enabled else []
    items = []
    for item in shown:
        toggle = button(text("table.approve", word=item.shown.upper()), "approve", approve=item.word)
        toggle.setAttribute("aria-pressed", "true" if item.approved else "false")
        items.append(make("li", children=[toggle]))
    section = el(box)
    if items:
        fill(section, [make("h3", text("table.approvals")), make("p", text("table.approvals.help"), "muted"),
                       make("ul", cls="approvals", children=items)])
    else:
        fill(section, [])
    section.hidden = not items


def draw_legend(box: str, legend: Sequence[Legend]) -> None:
    fill(el(box), [make("li", children=[make("span", item.icon, "icon", {"aria-hidden": "true"}),
                                        make("span", item.text)]) for item in legend])
