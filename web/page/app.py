"""The app of screens: its state, the screens, moving between them, and starting up.

The state (settings and the round) is saved after every change and read back
at start-up; the stats are saved when a round ends. Screens are registered by
name; each has `title()`, `wire()` and `enter()`, and draws itself from views.
"""

from __future__ import annotations

import asyncio
import importlib
import json
from dataclasses import replace

import js
from pyodide.ffi import create_once_callable, to_js

from beguile.round import Round
from beguile.rules import get_rules

from . import offline, play_clock, queued, store, viewport
from .device import Device
from .games import GAMES, SCREENS as GAME_SCREENS
from .kit import ask, el, event_detail, every, missing, now_ms, on, show, spawn, when_failing
from .lexicons import DictionaryMissing, Lexicons
from .play_screen import PlayScreen
from .play_view import leave_question
from .saved import Face, State, first_settings, record_round
from .screen import Screen
from .text import Text, choose_language

LOCALE = "locale"  # the compiled catalogues, where the page's config has PyScript write them (tools/site.py)
SCREENS = {
    "play": "play_screen:PlayScreen",
    "results": "results_screen:ResultsScreen",
    "home": "home_screen:HomeScreen",
    "letters": "letters_screen:LettersScreen",
    "rules": "rules_screen:RulesScreen",
    "settings": "settings_screen:SettingsScreen",
    # the crossword game
    "sesquipedal": "sesq.game_screen:SesqScreen",
    "sesq-setup": "sesq.setup_screen:SetupScreen",
    "sesq-card": "sesq.card_screen:CardScreen",
    "sesq-search": "sesq.search_screen:SearchScreen",
    "sesq-end": "sesq.end_screen:EndScreen",
    # play together
    "together": "together.together_screen:TogetherScreen",
    "lead": "together.lead_screen:LeadScreen",
    "session": "together.session_screen:SessionScreen",
    "sround": "together.sround_screen:SessionRoundScreen",
    "code": "together.code_screen:CodeScreen",
    "scan": "together.scan_screen:ScanScreen",
    "judge": "together.judge_screen:JudgeScreen",
    "referee": "together.referee_screen:RefereeScreen",
    "reflists": "together.reflists_screen:RefListsScreen",
    "rivals": "together.rivals_screen:RivalsScreen",
    "daily": "together.daily_screen:DailyScreen",
    "shared": "together.shared_screen:SharedScreen",
}
"""Every screen by name, as module:class; a screen's module is imported when it is first shown."""
SOLO_STEPS = (".together.referee_game", ".together.timing", ".together.seat", ".together.keep", ".together.daily_view",
              ".together.table_view", ".together.arrival", ".together.roster", ".together.hub", ".together.qr",
              ".together.code_screen", ".together.rivals_view", ".together.rounds", ".together.table_draw", ".together.solo")
"""Play together around the solo game, read once the page is ready, a module a task (the last: its module)."""


def progress(step: str) -> None:
    """Tell the boot script how far start-up has come."""
    event_detail("beguile:progress", step)


class App:
    """The page: its state, its screens and the way between them."""

    def __init__(self, assets: dict) -> None:
        saved, unreadable = store.load_state()
        self.state = saved or State()
        self.stats, bad_stats = store.load_stats()
        self.text = self.load_text()
        if saved is None:  # a first visit: the game of the page's language, with the language's dictionary
            self.state = State(first_settings(self.text.language))
        self.assets = assets
        self.lexicons = Lexicons(assets)
        self.device = Device()
        self.ready = False
        self.current = self.state.settings.screen
        self._every: tuple[object, list] | None = None
        self.screens: dict[str, Screen] = {}
        self.play = PlayScreen(self)
        self.screens["play"] = self.play
        if unreadable or bad_stats:
            self.notice("notice.unreadable")
        round_ = self.state.round
        if round_ is not None and not round_.over and round_.is_over(now_ms()):
            self.state = replace(self.state, round=round_.finish())  # time ran out while the page was closed

    # ---------------------------------------------------------------- text
    def load_text(self) -> Text:
        """The catalogue of the player's language (their choice, else the browser's)."""
        language = choose_language(self.state.settings.language, list(js.navigator.languages or []))
        with open(f"{LOCALE}/{language}.mo", "rb") as catalogue:
            return Text.from_mo(language, catalogue.read())

    def set_language(self) -> None:
        """Show every screen in the newly chosen language."""
        self.text = self.load_text()
        self.frame_language()
        self.play.clear_answer()  # the last answer was in the other language
        self.play.draw()
        self.go(self.current, push=False)

    def frame_language(self) -> None:
        """Put the page's static text in the language Python speaks (frame.js guessed it from the raw storage)."""
        frame = getattr(js, "beguileFrame", None)
        if not missing(frame) and str(frame.language) != self.text.language:
            frame.apply(self.text.language)
        js.document.documentElement.lang = self.text.language

    def notice(self, key: str, **values: object) -> None:
        """A short notice at the top of the page, in the player's language, until the player closes it."""
        el("notice-text").textContent = self.text(key, **values)
        show(el("notice"), True)

    def written(self, word: str) -> str:
        """A word of the current game as it is written (French accents), for showing it."""
        return self.lexicons.written(self.play.rules.dictionary, word)

    async def load_dictionary(self, name: str) -> None:
        """The current game's dictionary, then its spellings; the play screen is drawn again with them."""
        try:
            await self.lexicons.lexicon(name)
            await asyncio.sleep(0)  # (read in one task, drawn in the next)
            self.play.draw()
            await self.lexicons.load_spellings(name)
            self.play.draw_words()
        except DictionaryMissing:
            self.play.say("dict.missing", "bad", "✗", game=self.text(f"game.{self.play.rules.name}.title"))

    # ---------------------------------------------------------------- state
    def save(self) -> None:
        store.save_state(self.state)
    def set_round(self, round_: Round | None) -> None:
        self.state = replace(self.state, round=round_)
        self.save()

    def set_face(self, face: Face) -> None:
        """Keep what the play screen shows, for the frame to paint at the next open before Python starts."""
        if face != self.state.face:
            self.state = replace(self.state, face=face)
            self.save()

    def set_settings(self, settings) -> None:
        self.state = replace(self.state, settings=settings)
        js.document.documentElement.style.setProperty("--scale", str(settings.scale / 100))
        js.document.body.classList.toggle("table", settings.table)
        js.document.documentElement.dataset.theme = settings.theme
        self.save()

    async def every_word(self) -> list:
        """Every word on the finished board (the engine's solve), worked out once per round."""
        round_ = self.state.round
        key = (round_.board.to_text(), round_.deal.seed)
        if self._every is None or self._every[0] != key:
            lexicon = await self.lexicons.lexicon(round_.rules.dictionary)
            self._every = (key, round_.every_word(lexicon))
        return self._every[1]

    def finish_round(self) -> None:
        """End the round and add it to the game's stats."""
        round_ = self.state.round.finish()
        self.set_round(round_)
        lexicon = self.lexicons.get(round_.rules.dictionary)
        if lexicon is None:
            return
        every = round_.every_word(lexicon)
        self._every = ((round_.board.to_text(), round_.deal.seed), every)
        result = round_.scored(lexicon)
        self.stats = record_round(self.stats, round_.rules.name, result.total, list(round_.found), len(every))
        store.save_stats(self.stats)

    @property
    def main(self) -> str:
        """The screen of the game last chosen: where the page opens and Back leads at last."""
        return self.state.settings.screen

    async def choose_game(self, key: str) -> None:
        """Play another game (asking first when a round is running)."""
        game = next(g for g in GAMES if g.key == key)
        if not game.remembered:  # a way to play the grid games together: the round on the play screen waits
            self.go(game.screen)
            return
        play = self.play
        other = game.rules != self.state.settings.rules  # another grid game, or a game of its own screen
        if other and play.running():
            lexicon = await self.lexicons.lexicon(play.rules.dictionary)
            question = leave_question(self.state.round, self.state.round.scored(lexicon), self.text)
            if not await ask(question, self.text("confirm.leave.yes"), self.text("confirm.leave.no")):
                self.back()  # keep playing: back to the round
                return
            self.set_round(None)
        if game.screen != self.main:
            self.set_settings(replace(self.state.settings, screen=game.screen))
        if game.rules is None:
            self.go(game.screen)
            return
        if other:
            self.set_settings(self.state.settings.for_game(game.rules))
            self.set_round(None)
            play.clear_answer()  # the last answer was about the other game's board
        self.go("play")
        await self.load_dictionary(get_rules(game.rules).dictionary)

    # ---------------------------------------------------------------- screens
    def screen(self, name: str) -> Screen:
        """A screen, made and wired the first time it is needed (start-up imports only the play screen)."""
        if name not in self.screens:
            module, _, cls = SCREENS[name].partition(":")
            made = getattr(importlib.import_module(f"{__package__}.{module}"), cls)(self)
            made.wire()
            self.screens[name] = made
        return self.screens[name]

    def go(self, name: str, push: bool = True, replace_entry: bool = False) -> None:
        """Show a screen (and remember it in the browser's history, so Back returns; or in place of the
        screen shown, which Back then skips)."""
        entry = to_js({"screen": name}, dict_converter=js.Object.fromEntries)
        if replace_entry:
            js.history.replaceState(entry, "")
        elif push and name != self.current:
            js.history.pushState(entry, "")
        if name != "play":
            play_clock.pause(self.play)  # a solo round's clock waits while its board is out of sight
        self.current = name
        for screen in SCREENS:
            show(el(f"screen-{screen}"), screen == name)
        js.document.body.dataset.screen = name
        self.draw_bar()
        outcome = self.screen(name).enter()
        if outcome is not None:
            spawn(outcome)
        js.window.scrollTo(0, 0)

    def draw_bar(self) -> None:
        screen = self.screen(self.current)
        el("screen-title").textContent = screen.title()
        language = screen.words_language() if self.current == "play" else None
        show(el("game-language"), language is not None)
        if language is not None:
            el("game-language-code").textContent = self.text(f"words.code.{language}")
            el("game-language-name").textContent = self.text(f"words.language.{language}")
        top = self.current in GAME_SCREENS or getattr(screen, "top", lambda: False)()
        show(el("nav-games"), top or getattr(screen, "games", False))  # play together: Games from every screen
        show(el("nav-back"), not top)

    def back(self) -> None:
        if js.history.state is not None and not missing(js.history.state):
            js.history.back()
        else:
            self.go(self.main, push=False)

    def popped(self, event) -> None:
        state = event.state
        name = self.main if missing(state) else str(getattr(state, "screen", self.main))
        self.go(name if name in SCREENS else self.main, push=False)

    # ---------------------------------------------------------------- start
    def wire(self) -> None:
        when_failing(lambda _error: self.notice("notice.error"))
        self.play.wire()
        on(el("nav-games"), "click", lambda _e: self.go("home"))
        on(el("nav-back"), "click", lambda _e: self.back())
        on(el("nav-rules"), "click", lambda _e: self.go("rules"))
        on(el("nav-settings"), "click", lambda _e: self.go("settings"))
        on(el("notice-close"), "click", lambda _e: show(el("notice"), False))
        on(js.window, "popstate", self.popped)
        on(js.document, "visibilitychange", self.visibility)
        every(250, lambda: self.play.tick())
        viewport.watch(self)
        js.history.replaceState(to_js({"screen": self.main}, dict_converter=js.Object.fromEntries), "")

    async def visibility(self, _event) -> None:
        if js.document.visibilityState != "visible":
            play_clock.pause(self.play)  # a hidden page: the solo round's clock waits
            return
        self.device.lost_lock()
        if self.current == "play":
            play_clock.resume(self.play)
        self.play.tick()
        if self.play.running():
            await self.device.keep_awake()

    async def start(self) -> None:
        """Wire the screens, draw the game last played, then read its dictionary and keep every other."""
        self.wire()
        kept = queued.take()  # in the task that started listening: each event is kept or heard, never both
        self.frame_language()
        self.set_settings(self.state.settings)
        self.ready = True
        typing = queued.keep_typing(self.play)
        self.go(self.main, push=False)
        typing()
        js.performance.mark("beguile-ready")
        js.document.body.dataset.ready = "1"
        progress("Ready")
        await queued.replay(kept, self.play)
        typing()
        await asyncio.sleep(0)  # (each step below in tasks of its own: the page answers in between)
        await self.load_dictionary(self.play.rules.dictionary)
        for step in SOLO_STEPS:
            await asyncio.sleep(0)
            solo = importlib.import_module(step, __package__)
        await solo.start(self)  # links, computer players
        if self.play.running():
            await self.device.keep_awake()
        await offline.keep_every_dictionary(self)


def start(assets_json: str) -> None:
    """Create the app from the build's asset table and start it."""
    spawn(App(json.loads(assets_json)).start())
