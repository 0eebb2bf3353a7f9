"""The results screen: the board stays in view while the list says what was found and missed."""

from __future__ import annotations

import importlib

from . import results_view
from .grid import Grid, spell_out
from .kit import el, fill, make, missing, on
from .play_lines import word_button
from .screen import Screen


class ResultsScreen(Screen):
    """The end of a round."""

    name = "results"
    title_key = "results.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.grid = Grid(el("board-r"), interactive=False, accessible=True)
        self.filter = "all"
        self.spelling = 0
        self.paths: dict[str, list[int]] = {}

    def wire(self) -> None:
        on(el("results-words"), "click", self.word_clicked)
        on(el("again-new"), "click", lambda _e: self.again(fix=False))
        on(el("again-fix"), "click", lambda _e: self.again(fix=True))
        on(el("to-board"), "click", lambda _e: self.app.go("play"))
        on(el("share-board"), "click", lambda _e: self.together().share_board(self.app))
        for name in ("all", "found", "missed"):
            on(el(f"filter-{name}"), "click", lambda _e, name=name: self.set_filter(name))

    async def again(self, fix: bool) -> None:
        self.app.go("play")
        await self.app.play.deal(fix)

    async def enter(self) -> None:
        round_ = self.app.state.round
        if round_ is None:
            self.app.go("play", push=False)
            return
        self.filter = "all"
        self.grid.draw(round_.board, round_.board.rows, self.app.text)
        el("lit-word").textContent = ""
        every = await self.app.every_word()
        self.draw(every)
        await self.together().draw_results(self.app)

    def together(self):
        """Play together's part of a solo round: computer players, a shared board, the board of the day."""
        return importlib.import_module(f"{__package__}.together.solo")

    def draw(self, every) -> None:
        round_ = self.app.state.round
        text = self.app.text
        every = results_view.fit_to_list(every, round_.rules.language)
        lexicon = self.app.lexicons.get(round_.rules.dictionary)
        result = round_.scored(lexicon)
        lines = results_view.summary(round_, result, every, text, self.app.written)
        fill(el("results-summary"), [make("li", line) for line in lines])
        board = round_.board
        self.paths = {word: [board.index(cell) for cell in path] for word, path, _ in every}
        items = results_view.result_words(round_, result, every, text, self.app.written)
        counts = {"all": len(items), "found": sum(i.found for i in items), "missed": sum(not i.found for i in items)}
        for name, count in counts.items():
            tab = el(f"filter-{name}")
            tab.textContent = text(f"results.filter.{name}", n=count)
            tab.setAttribute("aria-pressed", "true" if name == self.filter else "false")
        shown = [i for i in items if self.filter == "all" or (self.filter == "found") == i.found]
        kinds = {True: "word got", False: "word missed"}
        fill(el("results-words"), [make("li", children=[word_button(item, kinds[item.found])]) for item in shown])

    async def set_filter(self, name: str) -> None:
        self.filter = name
        self.draw(await self.app.every_word())

    async def word_clicked(self, event) -> None:
        target = event.target.closest("button")
        if missing(target) or not target.dataset.word:
            return
        word = str(target.dataset.word)
        cells = self.paths.get(word, [])
        el("lit-word").textContent = self.app.written(word)
        self.spelling += 1
        mark = self.spelling
        await spell_out([self.grid], cells, lambda: self.spelling == mark)
