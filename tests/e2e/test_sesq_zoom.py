"""The board never hides the play: on a phone from 320 to 390 px wide the board zooms in while tiles
are laid, and every square of the word being laid and of each cross-word stays in view, tile after tile."""

from __future__ import annotations

import pytest
from sesqkit import english, engine_game, put_game, slots_for, square, wait_turn

from pagekit import SIZES, open_game, shot

from beguile.sesquipedal.board import SIZE, EMPTY
from beguile.sesquipedal.game import Player
from beguile.sesquipedal.play import check_play

pytestmark = pytest.mark.e2e
SHOWN_ZOOMED = 10
"""Squares a zoomed board shows each way (1.5 times the size of 15)."""


def word_squares(game, move) -> set[tuple[int, int]]:
    """Every square of every word the play makes (main word and cross-words), by the engine."""
    play = check_play(game.board, move.tiles(), game.lexicon, game.tile_set)
    return {(w.row + (0 if w.across else i), w.col + (i if w.across else 0)) for w in play.words for i in range(len(w.text))}


def runs(board, laid: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """The letters that run through each tile laid so far, across and down (the words as they grow)."""
    def filled(r, c):
        return 0 <= r < SIZE and 0 <= c < SIZE and ((r, c) in laid or board.cells[r * SIZE + c] != EMPTY)

    found = set()
    for row, col in laid:
        for dr, dc in ((0, 1), (1, 0)):
            r, c = row, col
            while filled(r - dr, c - dc):
                r, c = r - dr, c - dc
            while filled(r, c):
                found.add((r, c))
                r, c = r + dr, c + dc
    return found


def spread(squares) -> tuple[int, int]:
    rows, cols = [r for r, _ in squares], [c for _, c in squares]
    return max(rows) - min(rows) + 1, max(cols) - min(cols) + 1


def wide_play(site):
    """A game at the person's turn and a play of theirs whose words span 7 to 10 squares one way:
    wider than half a zoomed board, so a zoom that follows only the last tile hides part of them."""
    from page.sesq.session import Session

    from beguile.sesquipedal.brain import action_data
    from beguile.sesquipedal.players import choose

    for seed in range(1, 40):
        session = Session.new([Player("human"), Player("computer", 2)], seed, english(site))
        while len(session.entries) < 6:
            session.move_data(action_data(choose(session.game, session.current, 2)))
        if session.current != 0:
            continue
        game = session.game
        for move in game.legal_moves():
            squares = word_squares(game, move)
            tall, wide = spread(squares)
            if max(tall, wide) <= SHOWN_ZOOMED and (wide >= 7 and move.across or tall >= 7 and not move.across) \
                    and len(move.tiles()) >= 4 and len({w for w in squares}) > len(move.tiles()):
                return session, move
    raise AssertionError("no wide play in the first seeds")


def inside(box, frame) -> bool:
    return (box["x"] >= frame["x"] - 0.5 and box["y"] >= frame["y"] - 0.5
            and box["x"] + box["width"] <= frame["x"] + frame["width"] + 0.5
            and box["y"] + box["height"] <= frame["y"] + frame["height"] + 0.5)


def settled(page) -> None:
    """Two frames and a task: the zoom is set after the tile is painted."""
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))))")


@pytest.mark.parametrize("size", ["320x568", "360x740", "390x844"])
def test_the_zoom_keeps_the_word_and_its_cross_words_in_view(make_context, server, site, artifacts, size):
    width, height = SIZES[size]
    page = open_game(make_context("phone", viewport={"width": width, "height": height}), server.url)
    session, move = wide_play(site)
    put_game(page, session.record())
    wait_turn(page)
    game = engine_game(page, site)
    assert game.trays[0] == session.game.trays[0]
    row, col, _ = move.tiles()[0]
    square(page, row, col).tap()
    if not move.across:
        square(page, row, col).tap()
    laid: set[tuple[int, int]] = set()
    for slot, (r, c, tile) in zip(slots_for(page, move), move.tiles()):
        page.locator(f"#sesq-tray [data-slot='{slot}']").tap()
        if tile.islower():
            page.wait_for_selector("#sesq-blank[open]")
            page.locator(f"#sesq-blank-letters button[value='{tile.upper()}']").tap()
        laid.add((r, c))
        page.wait_for_function(f"document.querySelectorAll('#sesq-board .new').length === {len(laid)}")
        settled(page)
        frame = page.locator("#sesq-board-wrap").bounding_box()
        view = {"x": 0, "y": 0, "width": width, "height": height}
        wanted = runs(game.board, laid) if len(laid) < len(move.tiles()) else word_squares(game, move)
        assert page.locator("#sesq-board-wrap.zoom").count() == 1
        hidden = [(r2, c2) for r2, c2 in sorted(wanted)
                  if not (inside(box := square(page, r2, c2).bounding_box(), frame) and inside(box, view))]
        assert hidden == [], f"squares out of view after {len(laid)} tiles at {size}"
    shot(page, artifacts, f"sesq-zoom-{size}")
