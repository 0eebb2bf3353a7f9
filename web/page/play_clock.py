"""A fair clock for a solo round: it waits while the board is out of sight, and End asks first.

A round played together (a session's round) has its own screen and clock and never pauses.
"""

from __future__ import annotations

from . import play_view
from .kit import ask, now_ms


def pause(play) -> None:
    """Stop a running solo round's clock: its board is out of sight (another screen, a hidden page)."""
    round_ = play.round
    if play.running() and not round_.paused:
        play.app.set_round(round_.pause(now_ms()))


def resume(play) -> None:
    """The board is back in sight: the clock runs again, and the answer line says it waited."""
    round_ = play.round
    if round_ is None or not round_.paused or round_.over:
        return
    play.app.set_round(round_.resume(now_ms()))
    play.draw_clock()
    message = play_view.resumed(play.round, now_ms(), play.app.text)
    play.show_answer(play_view.Answer("▶", message, "warn", "resumed", message))


async def end_asked(play) -> None:
    """End: finish the running round once the player says so (as New and Fix ask before a round is lost)."""
    text = play.app.text
    lexicon = play.app.lexicons.get(play.rules.dictionary) or await play.app.lexicons.lexicon(play.rules.dictionary)
    question = play_view.end_question(play.round, play.round.scored(lexicon), text)
    if await ask(question, text("confirm.end.yes"), text("confirm.end.no")) and play.running():
        play.end(by_time=False)
