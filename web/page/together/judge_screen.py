"""The judge screen: a round's table. The judge (the leader, or whoever pastes a round played apart)
collects the lists by scanning or pasting, approves words, and publishes the results; every other
device shows the same table from the results token."""

from __future__ import annotations

from beguile.judge import Match
from beguile.session import judge_results, round_rules
from beguile.solver import find_path
from beguile.tokens import RoundResults, format_results_token

from ..grid import Grid, spell_out
from ..kit import ask, button, el, fill, missing, now_ms, on, on_submit, show, spawn
from ..screen import Screen
from . import qr
from . import roster
from . import seat as seats
from . import table_view
from .code_screen import Showing, show_code
from .hub import hub
from .rounds import finish_round, forms_of, lexicon_of, name_here, rounds_match
from .table_draw import draw_approvals, draw_legend, draw_table


class JudgeScreen(Screen):
    """A round judged: the draft the judge works on, or the published results."""

    games = True
    """The bar offers Games beside Back."""

    name = "judge"
    title_key = "judge.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.grid = Grid(el("board-j"), interactive=False, accessible=True)
        self.mode = "draft"
        self.results: RoundResults | None = None
        self.spelling = 0

    def wire(self) -> None:
        on(el("judge-actions"), "click", self.action)
        on_submit(el("judge-paste-form"), self.pasted)
        on(el("judge-approvals"), "click", self.approve)
        on(el("judge-table"), "click", self.word_clicked)

    def source(self) -> tuple[str, RoundResults | None, seats.Seat | None]:
        """What to show: (mode, results, seat): a round judged elsewhere, published results, or the draft."""
        together = hub(self.app)
        if together.viewed is not None:
            return "view", together.viewed, None
        seat = together.judged()
        round_ = seats.current(seat)
        if seat is None or round_ is None:
            return "none", None, seat
        shown = seats.round_results(seat, together.shown_round) if together.shown_round else None
        if shown is not None and together.judging is None and shown.invite.round != round_.round:
            return "results", shown, seat
        judge = seat.leader or together.judging is not None or bool(seat.lists)
        if seats.hides_lists(seat, now_ms()):
            return "none", None, seat  # players apart: the leader plays the round or sits it out first
        made = seats.round_results(seat, round_.round)
        if made is not None and not (judge and seats.late(seat)):
            return "results", made, seat
        if judge:
            return "draft", seats.draft(seat), seat  # a list came after publishing: the next edition
        return "none", None, seat

    async def enter(self) -> None:
        spawn(qr.warm())  # a code shows soon: segno is imported meanwhile
        await finish_round(self.app)  # the leader's own list and computer players' lists, if not in yet
        self.mode, self.results, seat = self.source()
        if self.results is None:
            self.app.go("session", push=False)
            return
        el("judge-say").textContent = ""
        show(el("judge-paste-form"), False)
        el("judge-lit").textContent = ""
        invite = self.results.invite
        self.grid.draw(invite.board, invite.board.rows, self.app.text)
        await self.app.lexicons.load_spellings(invite.dictionary)
        await self.draw()

    async def before(self, seat: seats.Seat | None, number: int) -> Match:
        """The session's rounds before this one, judged (none for a round judged elsewhere)."""
        if seat is None:
            return Match()
        return await rounds_match(self.app, [r for r in seats.session_of(seat).rounds if r.invite.round < number])

    async def draw(self) -> None:
        text = self.app.text
        mode, made, seat = self.mode, self.results, hub(self.app).judged() if self.mode != "view" else None
        invite = made.invite
        lexicon = await lexicon_of(self.app, invite.dictionary)
        judged = judge_results(made, lexicon)
        earlier = await self.before(seat, invite.round)
        after = earlier.add(judged)
        winner = after.first_to(invite.target) if invite.target is not None else None
        rules = round_rules(invite)
        written = lambda word: self.app.lexicons.written(invite.dictionary, word)  # noqa: E731
        rows = table_view.rows(judged, rules, [p for p, _ in made.lists], earlier.totals(), set(made.approved), text,
                               written, winner, name_here(self.app), await forms_of(self.app, rules))
        el("judge-title").textContent = text("judge.title", n=invite.round, game=text(f"game.{invite.rules}.title"))
        key = {"draft": "judge.status.draft", "results": "judge.status.results", "view": "judge.status.view"}[mode]
        status = text.plural(key, len(made.lists), leader=invite.leader)
        if made.edition > 1:
            status = text("judge.status.edition", status=status, n=made.edition)
        el("judge-status").textContent = status
        el("judge-target").textContent = table_view.target_line(invite.target, winner, text)
        draw_table("judge-table", rows, text)
        draw_approvals("judge-approvals", table_view.approvals(rows), text, mode == "draft")
        draw_legend("judge-legend", table_view.legend(rules, text))
        names = {"draft": ("scan", "paste", "publish"), "results": ("code", "session"), "view": ("code",)}[mode]
        if mode == "results" and seat is not None and not seat.leader and hub(self.app).judging is None:
            names = ("session", "code")
        labels = {"publish": text("judge.action.publish.again", n=made.edition) if made.edition > 1 else None}
        fill(el("judge-actions"), [button(labels.get(name) or text(f"judge.action.{name}"),
                                          "primary" if i == 0 else None, action=name)
                                   for i, name in enumerate(names)])
        self.app.draw_bar()

    async def action(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if missing(target):
            return
        name = str(target.dataset.action)
        if name == "scan":
            self.app.screen("scan").open_for(collecting=True, camera=True)
        elif name == "paste":
            await self.paste()
        elif name == "publish":
            await self.publish()
        elif name == "code":
            show_code(self.app, Showing("results", format_results_token(self.results), "judge",
                                        values=(("n", self.results.invite.round),),
                                        hint="code.hint.results.apart" if self.results.invite.start is None else ""))
        elif name == "session":
            self.app.go("session")

    async def paste(self) -> None:
        """The links the judge copied from the chat, read from the clipboard at once; else the paste box."""
        copied = await qr.clipboard_text()
        if copied and await hub(self.app).open_text(copied, stay=True) is None:
            await self.enter()
            return
        show(el("judge-paste-form"), True)
        el("judge-paste").focus()

    async def publish(self) -> None:
        """The judge's results join the session and show as a code for every player (asking first when a
        player's list is missing)."""
        together = hub(self.app)
        text = self.app.text
        seat = together.judged()
        absent = roster.missing(seat) if together.judging is None else []
        if absent and not await ask(text.plural("publish.missing", len(absent), players=text.join(absent)),
                                    text("publish.missing.yes"), text("publish.missing.no")):
            return
        seat, made = seats.publish(together.judged())
        together.set_judged(seat)
        self.mode, self.results = "results", made
        apart = made.invite.start is None
        show_code(self.app, Showing("results", format_results_token(made), "session" if seat.leader else "judge",
                                    values=(("n", made.invite.round),),
                                    hint="code.hint.results.apart" if apart else ""))

    async def pasted(self, event) -> None:
        value = str(el("judge-paste").value)
        problem = await hub(self.app).open_text(value, stay=True)
        if problem is not None:
            el("judge-say").textContent = self.app.text(problem)
            return
        el("judge-paste").value = ""
        show(el("judge-paste-form"), False)
        await self.enter()

    async def approve(self, event) -> None:
        target = event.target.closest("button[data-approve]")
        if missing(target) or self.mode != "draft":
            return
        word = str(target.dataset.approve)
        together = hub(self.app)
        seat = together.judged()
        together.set_judged(seats.approve(seat, word, word not in seat.approved))
        self.results = seats.draft(together.judged())
        await self.draw()
        el("judge-approvals").querySelector(f'[data-approve="{word}"]').focus()

    async def word_clicked(self, event) -> None:
        target = event.target.closest("button[data-word]")
        if missing(target) or self.results is None:
            return
        invite = self.results.invite
        word = str(target.dataset.word)
        path = find_path(invite.board, word, round_rules(invite).q_as_qu)
        el("judge-lit").textContent = self.app.lexicons.written(invite.dictionary, word)
        self.spelling += 1
        mark = self.spelling
        if path:
            await spell_out([self.grid], [invite.board.index(c) for c in path], lambda: self.spelling == mark)
