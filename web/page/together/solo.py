"""Play together around the solo game: links opened into the app, computer players in a solo round,
boards shared and the board of the day (played on the play screen, their results kept)."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import date

import js

from beguile.daily import share_round
from beguile.deal import Deal
from beguile.judge import judge_round
from beguile.round import Round
from beguile.rules import get_rules
from beguile.session import player_seed
from beguile.tokens import format_board_token, parse_board_token

from ..kit import ask, el, every, fill, make, now_ms, on, on_launch, show, spawn
from ..play_view import leave_question
from . import daily_view, table_view
from .arrival import brings_share, text_of_url
from . import seat as seats
from .code_screen import Showing, show_code
from .hub import hub, replace_url_fragment
from .keep import DayResult, Solo, record_day
from .qr import keep_reader_offline
from .rivals_view import Rival, progress, rivals, written_by
from .rounds import forms_of
from .table_draw import draw_legend, draw_table

_rivals: dict[tuple, list[Rival]] = {}


async def start(app) -> None:
    """Once the page is playable: open a token in the address, and watch solo rounds for computer players."""
    on(js.window, "hashchange", lambda _e: open_address(app))
    every(500, lambda: tick(app))
    seat = hub(app).seat
    if seat is not None and seats.phase(seat, now_ms()) in (seats.Phase.COUNTDOWN, seats.Phase.PLAYING):
        app.go("sround")  # the page was reloaded during a session round: back to it
    await open_address(app)
    on_launch(lambda url: open_address(app, url))  # the installed app: a link opened in its open window
    spawn(_keep_reader())


async def _keep_reader() -> None:
    await asyncio.sleep(20)
    await keep_reader_offline()


async def open_address(app, url: str | None = None) -> None:
    """A link opened, or a message shared to the app: its tokens take the player to their screen (an address
    the launch queue brings again after the page read it is not read twice)."""
    launched = url is not None
    here = str(js.location.href)
    url = here if url is None else url
    text = text_of_url(url)
    if url == here and (text or brings_share(url)):
        replace_url_fragment(brings_share(url))
    together = hub(app)
    if not text or (launched and text in together.opened):
        return
    together.opened.add(text)
    problem = await together.open_text(text)
    if problem is not None:
        app.notice(problem)


def solo_of(app) -> Solo | None:
    """What goes with the solo round in play; a round first seen gets the computer players chosen now."""
    round_ = app.state.round
    if round_ is None:
        return None
    together = hub(app)
    kept = together.kept.solo
    if kept is not None and (kept.board, kept.seed) == (round_.board.to_text(), round_.deal.seed):
        return kept
    made = Solo(round_.board.to_text(), round_.deal.seed, together.kept.rivals)
    together.set(replace(together.kept, solo=made))
    return made


async def solo_rivals(app, round_: Round, solo: Solo) -> list[Rival]:
    """The computer players of the solo round, every word with when it is written."""
    if not solo.rivals:
        return []
    key = (solo.board, solo.seed, solo.rivals, app.text.language)
    if key not in _rivals:
        rules = round_.rules
        lexicon = await app.lexicons.lexicon(rules.dictionary)
        common = await app.lexicons.common_words(rules.dictionary)
        _rivals.clear()
        _rivals[key] = rivals(round_.board, rules, lexicon, common, solo.rivals,
                              player_seed(round_.deal.seed, solo.board), round_.seconds, app.text)
    return _rivals[key]


def elapsed_of(app, round_: Round) -> float:
    """Seconds into the solo round now, or how long it lasted once over (kept, so a reload agrees)."""
    solo = solo_of(app)
    if solo.elapsed is not None:
        return solo.elapsed
    started = round_.ends_at - round_.seconds * 1000  # a pause moves the end, and the start with it
    clock = now_ms() if round_.paused_at is None else round_.paused_at
    elapsed = max(0.0, min(float(round_.seconds), (clock - started) / 1000))
    if round_.over:
        together = hub(app)
        together.set(replace(together.kept, solo=replace(solo, elapsed=elapsed)))
    return elapsed


async def tick(app) -> None:
    """Twice a second on the play screen: how many words each computer player has written."""
    box = el("rivals-line")
    round_ = app.state.round
    el("computers").disabled = not app.ready or app.play.running()
    if app.current != "play" or round_ is None or round_.over or round_.ends_at is None or not app.play.running():
        show(box, False)
        return
    found = await solo_rivals(app, round_, solo_of(app))
    show(box, bool(found))
    if found:
        box.textContent = progress(found, elapsed_of(app, round_), app.text)


async def draw_results(app) -> None:
    """The results screen of a solo round: the table with the computer players, the sharer's score, the day."""
    round_ = app.state.round
    solo = solo_of(app)
    text = app.text
    lexicon = await app.lexicons.lexicon(round_.rules.dictionary)
    found = await solo_rivals(app, round_, solo) if round_.ends_at is not None else []
    show(el("results-rivals"), bool(found))
    if found:
        elapsed = elapsed_of(app, round_)
        lists = {text("rivals.you"): list(round_.found), **{r.name: written_by(r, elapsed) for r in found}}
        judged = judge_round(round_.board, round_.rules, lexicon, lists)
        written = lambda word: app.lexicons.written(round_.rules.dictionary, word)  # noqa: E731
        rows = table_view.rows(judged, round_.rules, list(lists), {}, (), text, written,
                               forms=await forms_of(app, round_.rules))
        draw_table("results-table", rows, text)
        draw_legend("results-legend", table_view.legend(round_.rules, text))
    lines = []
    if solo.shared is not None:
        lines = daily_view.compare(parse_board_token(solo.shared), round_.found, text("rivals.you"), lexicon, text)
    fill(el("results-compare"), [make("li", line) for line in lines])
    show(el("results-compare"), bool(lines))
    await keep_day(app)


async def keep_day(app) -> None:
    """A board of the day played to its end: its result is kept (the first round on that board only)."""
    round_ = app.state.round
    solo = hub(app).kept.solo
    if round_ is None or not round_.over or solo is None or solo.day is None \
            or (solo.board, solo.seed) != (round_.board.to_text(), round_.deal.seed):
        return
    mine = round_.scored(await app.lexicons.lexicon(round_.rules.dictionary))
    longest = max((w.word for w in mine.words if w.accepted), key=len, default="")
    together = hub(app)
    together.set(record_day(together.kept, round_.rules.name, date.fromisoformat(solo.day),
                            DayResult(mine.total, sum(1 for w in mine.words if w.accepted), longest)))


async def share_board(app) -> None:
    """The round just played as a board to share (with the player's words if they wish)."""
    round_ = app.state.round
    solo = solo_of(app)
    lexicon = await app.lexicons.lexicon(round_.rules.dictionary)
    shared = share_round(round_, lexicon, None, date.fromisoformat(solo.day) if solo.day else None)
    show_code(app, Showing("board", format_board_token(shared), "results", board=shared, words=tuple(round_.found),
                           values=(("game", app.text(f"game.{round_.rules.name}.title")),)))


async def play_board(app, dealt: Deal, seconds: int, day: date | None = None, shared: str | None = None) -> None:
    """Play a given board on the play screen, with the game's rules and its own time, clock on."""
    if app.play.running():
        text = app.text
        lexicon = await app.lexicons.lexicon(app.state.round.rules.dictionary)
        question = leave_question(app.state.round, app.state.round.scored(lexicon), text)
        if not await ask(question, text("confirm.leave.yes"), text("confirm.leave.no")):
            return
    settings = app.state.settings
    if settings.rules != dealt.rules or settings.size != dealt.board.rows:
        settings = replace(settings.for_game(dealt.rules), size=dealt.board.rows)
    app.set_settings(replace(settings, screen="play"))  # a grid round now: the page reopens on it
    await app.lexicons.lexicon(get_rules(dealt.rules).dictionary)
    app.go("play")
    await app.play.start_round(dealt, seconds, practice=False)
    round_ = app.state.round
    together = hub(app)
    together.set(replace(together.kept, solo=Solo(round_.board.to_text(), round_.deal.seed, together.kept.rivals,
                                                  day.isoformat() if day else None, shared)))

