"""The referee's round: a board (dealt and timed here, or typed from the table), then each player's
list typed in turn with the board in view, each word checked as it is typed."""

from __future__ import annotations

import random
from dataclasses import replace

from beguile.board import Board
from beguile.deal import deal
from beguile.rules import get_rules

from ..grid import Grid
from ..kit import el, every, fill, make, now_ms, on, on_submit, show, spawn
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import referee_game, referee_view
from .hub import hub
from .timing import seconds_until


class RefListsScreen(Screen):
    """One round at the table: the board, then the lists."""

    games = True
    """The bar offers Games beside Back."""

    name = "reflists"
    title_key = "reflists.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.grid = Grid(el("board-ref"), interactive=False, accessible=True)
        self.ringing = False

    @property
    def game(self) -> referee_game.Referee | None:
        return hub(self.app).kept.referee

    def set_game(self, game: referee_game.Referee) -> None:
        together = hub(self.app)
        together.set(replace(together.kept, referee=game))

    def wire(self) -> None:
        on(el("ref-deal"), "click", lambda _e: self.deal())
        on_submit(el("ref-type-form"), self.typed_board)
        on(el("ref-stop"), "click", lambda _e: self.stop_clock())
        on_submit(el("ref-list-form"), self.next_list)
        on(el("ref-list-back"), "click", lambda _e: self.previous())
        on(el("ref-list"), "input", lambda _e: self.check())
        every(250, self.tick)

    async def enter(self) -> None:
        game = self.game
        if game is None:
            self.app.go("referee", push=False)
            return
        rules = get_rules(game.rules)
        await self.app.lexicons.lexicon(rules.dictionary)
        await self.app.lexicons.load_spellings(rules.dictionary)
        if rules.forms_of:  # Old Fashion names its rule for a plural or a conjugated form
            try:
                await self.app.lexicons.lexicon(rules.forms_of)
            except DictionaryMissing:
                pass
        if game.sheet is not None and referee_game.waiting_for(game) is None:
            self.app.go("referee", push=False)
            return
        el("ref-board-say").textContent = ""
        el("ref-letters").value = ""
        self.draw()

    def step(self) -> str:
        game = self.game
        if game.sheet is None:
            return "board"
        if game.ends is not None and now_ms() < game.ends:
            return "clock"
        return "lists"

    def draw(self) -> None:
        game = self.game
        step = self.step()
        board = Board.from_text(game.sheet.board) if game.sheet else None
        self.grid.draw(board, board.rows if board else get_rules(game.rules).size, self.app.text)
        show(el("ref-board-step"), step == "board")
        show(el("ref-clock-step"), step == "clock")
        show(el("ref-list-form"), step == "lists")
        show(el("ref-timer"), step == "clock")
        if step == "lists":
            el("ref-list-title").textContent = referee_view.step(game, self.app.text)
            el("ref-list-back").disabled = not game.sheet.lists
            el("ref-list").value = ""
            fill(el("ref-list-check"), [])
            el("ref-list").focus()

    def deal(self) -> None:
        game = self.game
        rules = get_rules(game.rules)
        dealt = deal(rules, random.getrandbits(53), lexicon=self.app.lexicons.get(rules.dictionary))
        self.set_game(referee_game.begin(game, dealt.board, now_ms() + rules.timer * 1000))
        self.app.device.unlock_audio()
        self.ringing = True
        self.draw()
        spawn(self.app.device.keep_awake())

    def typed_board(self, event) -> None:
        game = self.game
        try:
            board = referee_game.typed_board(str(el("ref-letters").value), get_rules(game.rules))
        except referee_game.RefereeError as error:
            el("ref-board-say").textContent = self.app.text(error.key, **error.values)
            return
        self.set_game(referee_game.begin(game, board))
        self.draw()

    def tick(self) -> None:
        """The dealt board's clock; at zero the alarm, and the lists."""
        game = self.game
        if self.app.current != "reflists" or game is None or game.ends is None or game.sheet is None:
            return
        now = now_ms()
        el("ref-timer").textContent = self.app.text.duration(seconds_until(game.ends, now))
        if now >= game.ends and self.ringing:
            self.ringing = False
            settings = self.app.state.settings
            self.app.device.alarm(settings.sound, settings.vibrate)
            self.app.device.let_sleep()
            self.draw()

    def stop_clock(self) -> None:
        self.set_game(replace(self.game, ends=now_ms()))
        self.ringing = False
        self.app.device.let_sleep()
        self.draw()

    def check(self) -> None:
        """Each word of the list being typed, as the device reads it."""
        game = self.game
        rules = get_rules(game.rules)
        lexicon = self.app.lexicons.get(rules.dictionary)
        if lexicon is None:
            return
        words = referee_game.typed_words(str(el("ref-list").value))
        written = lambda word: self.app.lexicons.written(rules.dictionary, word)  # noqa: E731
        forms = self.app.lexicons.get(rules.forms_of) if rules.forms_of else None
        items = referee_view.checked(Board.from_text(game.sheet.board), rules, lexicon, words, self.app.text, written,
                                     forms)
        fill(el("ref-list-check"), [make("li", children=[make("span", f"{item.icon} {item.shown}",
                                                              f"tw s-{item.status}", {"aria-label": item.label})])
                                    for item in items])

    def next_list(self, event) -> None:
        game = referee_game.take_list(self.game, referee_game.typed_words(str(el("ref-list").value)))
        self.set_game(game)
        if referee_game.waiting_for(game) is None:
            self.app.go("referee")
        else:
            self.draw()

    def previous(self) -> None:
        game = self.game
        if game.sheet and game.sheet.lists:
            last = game.sheet.lists[-1][1]
            self.set_game(referee_game.back_one(game))
            self.draw()
            el("ref-list").value = " ".join(last)
            self.check()
