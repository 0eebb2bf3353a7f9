"""Search: every legal play for the tray, by points or by length, filtered by letters; a tap lays one."""

from __future__ import annotations

from ..kit import button, el, fill, make, missing, on, text_node
from ..screen import Screen
from . import search_view


class SearchScreen(Screen):
    """The plays the tray can make."""

    name = "sesq-search"
    title_key = "sesq.search.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.found: list[search_view.Found] = []
        self.order = "points"

    @property
    def game(self):
        return self.app.screen("sesquipedal")

    def wire(self) -> None:
        on(el("sesq-search-filter"), "input", lambda _e: self.draw())
        on(el("sesq-search-points"), "click", lambda _e: self.sort("points"))
        on(el("sesq-search-length"), "click", lambda _e: self.sort("length"))
        on(el("sesq-search-list"), "click", self.chosen)

    async def enter(self) -> None:
        game = self.game
        session = game.session
        if session is None or game.viewer != session.current or session.over:
            self.app.go("sesquipedal", push=False)
            return
        text = self.app.text
        self.found = []
        el("sesq-search-count").textContent = text("sesq.search.looking")
        fill(el("sesq-search-list"), [])
        session.note("search")
        game.save()
        generation = game.generation
        answer = await game.thinker.ask({"kind": "search", "record": session.record()}, session.dictionary)
        if generation != game.generation or self.app.current != self.name:
            return
        self.found = search_view.found_plays(session.game.board, answer["plays"], text)
        self.draw()

    def sort(self, order: str) -> None:
        self.order = order
        for name in search_view.ORDERS:
            el(f"sesq-search-{name}").setAttribute("aria-pressed", "true" if name == order else "false")
        self.draw()

    def draw(self) -> None:
        text = self.app.text
        shown, total = search_view.chosen(self.found, self.order, str(el("sesq-search-filter").value))
        if not self.found:
            count = text("sesq.search.none")
        elif len(shown) < total:
            count = text("sesq.search.some", shown=len(shown), plays=text.plural("sesq.plays", total))
        else:
            count = text.plural("sesq.plays", total)
        el("sesq-search-count").textContent = count
        items = []
        for index, found in enumerate(shown):
            item = button("", "sesq-found", found.label, index=str(index))
            item.appendChild(make("span", found.word, "word"))
            item.appendChild(text_node(" "))
            item.appendChild(make("span", found.where, f"where {found.direction}"))
            item.appendChild(text_node(" "))
            points = "points negative" if found.score < 0 else "points"
            item.appendChild(make("b", search_view.points_shown(found), points))
            items.append(make("li", children=[item]))
        fill(el("sesq-search-list"), items)
        self.shown = shown

    def chosen(self, event) -> None:
        target = event.target.closest("[data-index]")
        if missing(target):
            return
        found = self.shown[int(target.dataset.index)]
        self.app.back()
        self.game.lay_found(found.tiles)
