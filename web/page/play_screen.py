"""The play screen: the board, the clock, the word being entered, the answer, the found words.

Everything it shows is computed by play_view; this module deals rounds, passes
entries to the engine's Round and draws the views.
"""

from __future__ import annotations

import random
from dataclasses import replace

import js

from beguile.board import Board
from beguile.deal import Deal, deal
from beguile.letters import LetterSourceError
from beguile.round import Round, RoundError, change_time
from beguile.rules import Rules, get_rules
from beguile.solver import find_path

from . import play_clock, play_lines, play_view
from .entry import Entry
from .games import words_language
from .grid import Grid, spell_out
from .kit import announce, ask, el, fill, make, missing, now_ms, on, show
from .lexicons import DictionaryMissing
from .saved import Face
from .screen import Screen


class PlayScreen(Screen):
    """The grid game being played."""

    name = "play"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.grids = [Grid(el("board-a"), interactive=True, accessible=True),
                      Grid(el("board-b"), interactive=True, accessible=False)]
        self.entry = Entry(self.grids, self.board, lambda: self.rules.q_as_qu, self.submit, self.running)
        self.left: float | None = None
        self.spelling = 0
        self.answers = 0

    # ---------------------------------------------------------------- state
    @property
    def round(self) -> Round | None:
        return self.app.state.round

    @property
    def rules(self) -> Rules:
        return self.round.rules if self.round else get_rules(self.app.state.settings.rules)

    def board(self) -> Board | None:
        return self.round.board if self.round else None

    def running(self) -> bool:
        return self.round is not None and not self.round.is_over(now_ms())

    def title(self) -> str:
        text = self.app.text
        size = self.board().rows if self.board() else self.app.state.settings.size
        return text("play.title", game=text(f"game.{self.rules.name}.title"), size=size)

    def words_language(self) -> str:
        """The language of the game's words, shown beside the title."""
        return words_language(self.rules)

    # ---------------------------------------------------------------- wiring
    def wire(self) -> None:
        self.entry.wire()
        on(el("new"), "click", lambda _e: self.deal(fix=False))
        on(el("fix"), "click", lambda _e: self.deal(fix=True))
        on(el("show"), "click", lambda _e: self.reveal())
        on(el("end"), "click", lambda _e: play_clock.end_asked(self) if self.running() else self.app.go("results"))
        on(el("plus"), "click", lambda _e: self.change_time(1))
        on(el("minus"), "click", lambda _e: self.change_time(-1))
        on(el("size4"), "click", lambda _e: self.set_size(4))
        on(el("size5"), "click", lambda _e: self.set_size(5))
        on(el("letters"), "click", lambda _e: self.app.go("letters"))
        on(el("computers"), "click", lambda _e: self.app.go("rivals"))
        on(el("found"), "click", self.found_clicked)

    def enter(self) -> None:
        """The screen comes into view (a paused clock runs again, and the answer line says so)."""
        play_clock.resume(self)
        self.draw()

    # ---------------------------------------------------------------- drawing
    def draw(self) -> None:
        settings = self.app.state.settings
        size = self.board().rows if self.board() else settings.size
        for grid in self.grids:
            grid.draw(self.board(), size, self.app.text)
        self.entry.redraw(self.running())
        js.document.body.classList.toggle("table", settings.table)
        js.document.body.dataset.playing = "1" if self.running() else "0"
        self.draw_controls()
        self.draw_clock()
        self.draw_words()

    def controls(self) -> play_view.Controls:
        return play_view.controls(self.round, self.rules, self.app.state.settings.size, self.app.ready,
                                  now_ms(), self.app.text)

    def draw_controls(self) -> None:
        play_lines.draw_controls(self.controls(), self.round, self.app.ready, self.app.text)

    def draw_clock(self) -> None:
        settings = self.app.state.settings
        reading, kind = play_view.clock(self.round, settings.seconds, settings.practice, now_ms(), self.app.text)
        timer = el("timer")
        timer.textContent = reading
        timer.dataset.state = kind

    def draw_words(self) -> None:
        """The score strip and the found words; until the dictionary is in, as the face kept them."""
        text = self.app.text
        lexicon = self.app.lexicons.get(self.rules.dictionary)
        if self.round is None:
            score = text.points(0) if self.rules.scoring.per_word else ""
            play_lines.draw_found(score, "", ())
            self.app.set_face(self.face(score))
            return
        board = self.round.board.to_text()
        if lexicon is None:
            face = self.app.state.face
            if face is not None and face.board == board and face.language == text.language:
                play_lines.draw_found(face.score, face.words, face.found)
            return
        result = self.round.scored(lexicon)
        strip = play_view.strip(self.rules, result, text, self.app.written)
        planted = self.round.deal.planted
        items = tuple(play_view.found_words(self.rules, result, text, self.app.written,
                                            planted.word if planted else None))
        play_lines.draw_found(strip.score, strip.words, items)
        self.app.set_face(self.face(strip.score, strip.words, items, board))

    def face(self, score: str = "", words: str = "", found: tuple = (), board: str = "") -> Face:
        """What the screen shows, kept for the frame to paint at the next open."""
        text, language = self.app.text, self.words_language()
        return Face(text.language, self.title(), score, words, found, board,
                    play_view.planted_line(self.controls(), text), text(f"words.code.{language}"),
                    text(f"words.language.{language}"))

    def show_answer(self, answer: play_view.Answer) -> None:
        self.answers += 1
        play_lines.show_answer(answer, self.answers)

    def clear_answer(self) -> None:
        """No answer in view (another game, another language: the last answer no longer applies)."""
        self.answers += 1
        play_lines.show_answer(None, self.answers)

    def say(self, key: str, kind: str = "warn", icon: str = "ⓘ", **values) -> None:
        """Show a message of the page's own in the answer line (a word in it in capitals, as on the board)."""
        shown = {name: value.upper() if name == "word" else value for name, value in values.items()}
        self.show_answer(play_view.Answer(icon, self.app.text(key, **shown), kind, key, self.app.text(key, **values)))

    # ---------------------------------------------------------------- rounds
    async def deal(self, fix: bool) -> None:
        """New or Fix: a fresh board and the clock, once the dictionary is on the device."""
        text = self.app.text
        if self.running():
            result = self.round.scored(self.app.lexicons.get(self.rules.dictionary) or await self._lexicon())
            if not await ask(play_view.leave_question(self.round, result, text), text("confirm.leave.yes"),
                             text("confirm.leave.no")):
                return
        settings = self.app.state.settings
        rules = get_rules(settings.rules)
        self.app.device.unlock_audio()
        try:
            await self.app.lexicons.lexicon(rules.dictionary)
            common = await self.app.lexicons.common_words(rules.dictionary) if fix else ()
        except DictionaryMissing:
            self.say("dict.missing", "bad", "✗", game=text(f"game.{rules.name}.title"))
            self.app.notice("dict.missing", game=text(f"game.{rules.name}.title"))
            return
        try:
            dealt = deal(rules, random.getrandbits(53), size=settings.size, fix=fix, common=common,
                         lexicon=self.app.lexicons.get(rules.dictionary))
        except LetterSourceError:
            self.say("deal.failed", "bad", "✗")
            return
        await self.start_round(dealt)

    async def start_round(self, dealt: Deal, seconds: int | None = None, practice: bool | None = None) -> None:
        """Play a dealt board now (New, Fix, a shared board, the board of the day), with the settings' clock."""
        settings = self.app.state.settings
        text = self.app.text
        practice = settings.practice if practice is None else practice
        self.spelling += 1
        self.app.set_round(Round.start(dealt, seconds or settings.seconds, now_ms(), practice))
        self.left = None
        self.entry.clear()
        self.draw()
        self.grids[0].focus()
        if dealt.planted:
            self.say("answer.fix", "star", "★", letters=text.letters(len(dealt.planted.word)))
        else:
            self.say("answer.dealt", "good", "▶")
        await self.app.device.keep_awake()

    async def _lexicon(self):
        return await self.app.lexicons.lexicon(self.rules.dictionary)

    def end(self, by_time: bool) -> None:
        """The round ends (time is up, or End): the results, the stats, the alarm."""
        if self.round is None or self.round.over:
            return
        self.entry.clear()
        self.app.finish_round()
        self.app.device.let_sleep()
        settings = self.app.state.settings
        if by_time:
            self.app.device.alarm(settings.sound, settings.vibrate)
        self.draw()
        self.app.go("results")

    def tick(self) -> None:
        """Four times a second: the clock, its announcements, and the end of the round."""
        if self.round is None:
            return
        now = now_ms()
        if not self.round.over and self.round.is_over(now):
            self.end(by_time=True)
            return
        left = self.round.remaining(now)
        message = play_view.clock_announcement(self.left, left, self.app.text)
        self.left = left
        if message:
            announce(message)
        if self.app.current == "play":
            self.draw_clock()

    async def reveal(self) -> None:
        """Show: spell the planted word out on the board (before the end, ask first: it stops scoring)."""
        planted = self.round.deal.planted if self.round else None
        if planted is None:
            return
        text = self.app.text
        if self.running() and not self.round.planted_found:
            if not await ask(text("confirm.show"), text("confirm.show.yes"), text("confirm.show.no")):
                return
            self.app.set_round(self.round.reveal())
        word = self.app.written(planted.word)
        self.say("answer.shown", "star", "★", word=word)
        self.entry.show(())
        self.spelling += 1
        mark = self.spelling
        self.draw_controls()
        cells = [self.board().index(cell) for cell in planted.path]
        await spell_out(self.grids, cells, lambda: self.spelling == mark)

    async def submit(self, word: str, path: tuple[int, ...]) -> None:
        """Judge an entered word and show the answer on the board and in words."""
        if not word.strip():
            return
        if not self.running():
            self.say("answer.no-round")
            return
        lexicon = await self._lexicon()
        await self.app.lexicons.load_spellings(self.rules.dictionary)  # to show the word as written
        before = self.round.scored(lexicon)
        try:
            played, result = self.round.enter(word, lexicon, now_ms())
        except RoundError:  # time ran out a moment ago
            self.end(by_time=True)
            return
        self.app.set_round(played)
        form = await play_lines.refused_form(self.app.lexicons, self.rules, result)
        answer = play_view.answer(result, before, played.scored(lexicon), played, self.app.text, self.app.written,
                                  form)
        self.show_answer(answer)
        board = self.board()
        cells = [board.index(c) for c in result.path] if result.path else list(path)
        for grid in self.grids:
            grid.flash(cells, result.accepted)
        if answer.kind == "star":
            for grid in self.grids:
                grid.celebrate(cells)
        self.draw_words()

    # ---------------------------------------------------------------- between rounds
    def change_time(self, steps: int) -> None:
        if self.running():
            return
        settings = self.app.state.settings
        self.app.set_settings(replace(settings, seconds=change_time(settings.seconds, steps)))
        self.draw_clock()

    def set_size(self, size: int) -> None:
        why = play_view.size_refusal(self.rules, size, self.app.text)
        if why:
            self.show_answer(play_view.Answer("ⓘ", why, "warn", "size-too-big", why))
            return
        if self.running():
            return
        settings = self.app.state.settings
        self.app.set_settings(replace(settings, size=size))
        if self.board() is not None and self.board().rows != size:
            self.app.set_round(None)
        self.app.draw_bar()
        self.draw()

    async def found_clicked(self, event) -> None:
        target = event.target.closest("button")
        if missing(target) or not target.dataset.word or self.board() is None:
            return
        found = find_path(self.board(), str(target.dataset.word), self.rules.q_as_qu)
        if found:
            self.spelling += 1
            mark = self.spelling
            await spell_out(self.grids, [self.board().index(c) for c in found], lambda: self.spelling == mark)
