"""Setting up a crossword game: each seat a person (with a name) or the computer at a level, the language
(which names its word list), Suggest and Search between people, and the seed."""

from __future__ import annotations

import random

import js

from beguile.sesquipedal.editions import get_edition
from beguile.sesquipedal.game import MAX_PLAYERS, GameError

from ..kit import el, fill, make, on, show, spawn
from ..lexicons import DictionaryMissing
from ..screen import Screen
from . import setup_view
from .session import Session


class SetupScreen(Screen):
    """The line-up and the seed of a new game."""

    name = "sesq-setup"
    title_key = "sesq.setup.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rng = random.Random()

    def top(self) -> bool:
        """With no game to go back to, this is where Sesquipedal starts: the bar offers Games."""
        return self.app.screen("sesquipedal").session is None

    def wire(self) -> None:
        on(el("sesq-setup"), "submit", self.start)
        on(el("sesq-setup-reseed"), "click", lambda _e: self.reseed())
        on(el("sesq-setup-seats"), "change", lambda _e: self.names_shown())
        on(el("sesq-setup-lang"), "change", lambda _e: self.list_shown())

    def enter(self) -> None:
        session = self.app.screen("sesquipedal").session
        seats = setup_view.choices_of(session.players) if session else list(setup_view.DEFAULT)
        seats += [(setup_view.EMPTY, "")] * (MAX_PLAYERS - len(seats))
        fill(el("sesq-setup-seats"), [self._seat(number, kind, name) for number, (kind, name) in enumerate(seats)])
        text = self.app.text
        choice = el("sesq-setup-lang")
        fill(choice, [make("option", text(f"sesq.setup.language.{code}"), attrs={"value": code})
                      for code in setup_view.LANGUAGES])
        choice.value = setup_view.language_of(text.language)
        el("sesq-setup-help").checked = session.helped if session else True
        self.list_shown()
        self.names_shown()
        self.reseed()
        el("sesq-setup-error").textContent = ""

    def _seat(self, number: int, kind: str, name: str):
        text = self.app.text
        kinds = setup_view.KINDS + ((setup_view.EMPTY,) if number >= 2 else ())
        choice = make("select", attrs={"id": f"sesq-seat-{number}", "aria-label": text("sesq.setup.seat", n=number + 1)},
                      children=[make("option", text(f"sesq.setup.kind.{k}"), attrs={"value": k}) for k in kinds])
        choice.value = kind
        field = make("input", attrs={"type": "text", "id": f"sesq-name-{number}", "autocomplete": "off",
                                     "maxlength": str(setup_view.LONGEST_NAME),
                                     "aria-label": text("sesq.setup.name", n=number + 1),
                                     "placeholder": text("sesq.player", n=number + 1)})
        field.value = name
        return make("li", cls="sesq-setup-seat", children=[make("span", str(number + 1), "seat-number"), choice, field])

    def names_shown(self) -> None:
        for number in range(MAX_PLAYERS):
            show(el(f"sesq-name-{number}"), str(el(f"sesq-seat-{number}").value) == "human")
        show(el("sesq-setup-help-row"), setup_view.between_people(self.kinds()))

    def kinds(self) -> list[str]:
        return [str(el(f"sesq-seat-{n}").value) for n in range(MAX_PLAYERS)]

    def list_shown(self) -> None:
        """Name the word list of the language chosen."""
        text = self.app.text
        edition = get_edition(str(el("sesq-setup-lang").value))
        el("sesq-setup-list").textContent = text("sesq.setup.list", list=text(setup_view.list_key(edition.dictionary)))

    def reseed(self) -> None:
        el("sesq-setup-seed").value = str(setup_view.new_seed(self.rng))

    def start(self, event) -> None:
        """The form's submit: at once, so the page never posts a form; the game starts after."""
        event.preventDefault()
        spawn(self.begin())

    async def begin(self) -> None:
        text = self.app.text
        choices = [(str(el(f"sesq-seat-{n}").value), str(el(f"sesq-name-{n}").value)) for n in range(MAX_PLAYERS)]
        try:
            players = setup_view.players_of(choices)
            seed = setup_view.parse_seed(str(el("sesq-setup-seed").value))
        except setup_view.SetupError as error:
            el("sesq-setup-error").textContent = text(error.key)
            return
        edition = get_edition(str(el("sesq-setup-lang").value))
        helped = setup_view.helped_of(self.kinds(), bool(el("sesq-setup-help").checked))
        try:
            lexicon = await self.app.lexicons.lexicon(edition.dictionary)
        except DictionaryMissing:
            el("sesq-setup-error").textContent = text("sesq.setup.missing")
            return
        try:
            session = Session.new(players, seed, lexicon, edition, helped)
        except GameError:
            el("sesq-setup-error").textContent = text("sesq.setup.count")
            return
        self.app.screen("sesquipedal").begin(session)
        self.app.go("sesquipedal", replace_entry=True)
        js.window.scrollTo(0, 0)
