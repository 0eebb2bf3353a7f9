"""The referee at the table: set a game up (rules, players, target), then after each round see the
lists judged together, approve words as a group, score the round and follow the totals to the target."""

from __future__ import annotations

from dataclasses import replace

from beguile.rules import get_rules
from beguile.token_codec import TokenError

from ..kit import ask, button, el, fill, make, missing, on, on_submit, show
from ..screen import Screen
from . import pickers, referee_game, referee_view, table_view
from .hub import hub
from .rounds import forms_of
from .session_view import standings
from .table_draw import draw_approvals, draw_legend, draw_table

NAME_FIELDS = 3


class RefereeScreen(Screen):
    """A game judged at the table."""

    games = True
    """The bar offers Games beside Back."""

    name = "referee"
    title_key = "referee.screen"

    @property
    def game(self) -> referee_game.Referee | None:
        return hub(self.app).kept.referee

    def set_game(self, game: referee_game.Referee | None) -> None:
        together = hub(self.app)
        together.set(replace(together.kept, referee=game))

    def wire(self) -> None:
        on_submit(el("ref-setup"), self.start)
        on(el("ref-add"), "click", lambda _e: self.add_name())
        on(el("ref-actions"), "click", self.action)
        on(el("ref-approvals"), "click", self.approve)

    async def enter(self) -> None:
        game = self.game
        show(el("ref-setup"), game is None)
        show(el("ref-view"), game is not None)
        if game is None:
            self.draw_setup()
        elif game.sheet is not None and referee_game.waiting_for(game) is not None:
            self.app.go("reflists", push=False)
        else:
            await self.draw()

    # ---------------------------------------------------------------- setting up
    def draw_setup(self) -> None:
        text = self.app.text
        pickers.fill_games("ref-game", self.app.state.settings.rules, text)
        pickers.fill_targets("ref-target", None, text)
        fill(el("ref-players"), [])
        for _ in range(NAME_FIELDS):
            self.add_name()
        el("ref-setup-say").textContent = ""

    def add_name(self) -> None:
        box = el("ref-players")
        count = box.querySelectorAll("input").length
        if count >= referee_game.MOST_PLAYERS:
            return
        text = self.app.text
        field = make("input", attrs={"type": "text", "maxlength": "30", "autocomplete": "off",
                                     "aria-label": text("referee.player", n=count + 1),
                                     "placeholder": text("referee.player", n=count + 1)})
        box.appendChild(field)
        if count >= NAME_FIELDS:
            field.focus()

    def start(self, event) -> None:
        names = [str(field.value) for field in el("ref-players").querySelectorAll("input")]
        try:
            game = referee_game.new_game(str(el("ref-game").value), names, pickers.chosen_target("ref-target"))
        except referee_game.RefereeError as error:
            el("ref-setup-say").textContent = self.app.text(error.key, **error.values)
            return
        except TokenError:
            el("ref-setup-say").textContent = self.app.text("together.name.bad")
            return
        self.set_game(game)
        self.app.go("reflists")

    # ---------------------------------------------------------------- the game
    async def draw(self) -> None:
        game = self.game
        text = self.app.text
        rules = get_rules(game.rules)
        lexicon = await self.app.lexicons.lexicon(rules.dictionary)
        await self.app.lexicons.load_spellings(rules.dictionary)
        written = lambda word: self.app.lexicons.written(rules.dictionary, word)  # noqa: E731
        match = referee_game.match(game, lexicon)
        winner = referee_game.winner(game, lexicon)
        history = match.running_totals()
        el("ref-heading").textContent = text("referee.heading", n=len(game.rounds) + (game.sheet is not None))
        el("ref-facts").textContent = referee_view.facts(game, text)
        el("ref-target-line").textContent = table_view.target_line(game.target, winner, text)
        sheet = game.sheet or (game.rounds[-1] if game.rounds else None)
        if sheet is not None:
            judged = referee_game.judged(game, sheet, lexicon)
            before = history[-2] if len(history) > 1 else {}
            rows = table_view.rows(judged, rules, game.players, before, set(sheet.approved), text, written, winner,
                                   forms=await forms_of(self.app, rules))
            draw_table("ref-table", rows, text)
            draw_approvals("ref-approvals", table_view.approvals(rows), text, game.sheet is not None)
            draw_legend("ref-legend", table_view.legend(rules, text))
        else:
            fill(el("ref-table"), [make("p", text("referee.first"), "muted")])
            draw_approvals("ref-approvals", [], text, False)
            fill(el("ref-legend"), [])
        fill(el("ref-standings"), [make("li", s.label, "winner" if s.winner else None)
                                   for s in standings(match.totals(), game.players, winner, text)])
        if game.sheet is not None:
            names = ("score", "correct")
        elif winner is not None:
            names = ("new-game",)
        else:
            names = ("round", "new-game")
        fill(el("ref-actions"), [button(text(f"referee.action.{name}"), "primary" if i == 0 else None, action=name)
                                 for i, name in enumerate(names)])

    async def action(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if missing(target):
            return
        name = str(target.dataset.action)
        game = self.game
        if name == "score":
            self.set_game(referee_game.score_round(game))
            await self.draw()
        elif name == "correct":
            self.set_game(referee_game.back_one(game))
            self.app.go("reflists")
        elif name == "round":
            self.app.go("reflists")
        elif name == "new-game":
            text = self.app.text
            if not game.rounds or await ask(text("referee.new.question"), text("referee.new.yes"),
                                            text("confirm.leave.no")):
                self.set_game(None)
                await self.enter()

    async def approve(self, event) -> None:
        target = event.target.closest("button[data-approve]")
        if missing(target) or self.game.sheet is None:
            return
        word = str(target.dataset.approve)
        self.set_game(referee_game.approve(self.game, word, word not in self.game.sheet.approved))
        await self.draw()
        el("ref-approvals").querySelector(f'[data-approve="{word}"]').focus()

