"""The shared board's token: a solo round to play again elsewhere (a board of the day, a round shared as a link),
its board, rules and time, maybe the sharer's words."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .board import Board, Path
from .deal import Deal, Planted
from .token_codec import BOARD, Reader, TokenError, Writer, built, check_name, check_words, seal, unseal
from .token_game import check_game, read_game, write_game
from .token_text import token_in


@dataclass(frozen=True)
class SharedBoard:
    """A solo round to play again elsewhere: the board, its rules and time, maybe a sharer's words."""

    rules: str
    dictionary: str
    dictionary_version: str
    board: Board
    seconds: int
    planted: Planted | None = None
    day: date | None = None
    """The date when this is a board of the day."""
    player: str | None = None
    """Who shared it, when their words come along."""
    words: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        """Refuse values a token cannot carry."""
        check_game(self.rules, self.dictionary, self.dictionary_version, self.board, self.seconds)
        if self.planted is not None:
            path = self.planted.path
            if not (0 < len(path) <= 255 and self.board.is_path(path) and self.board.spell(path) == self.planted.word):
                raise TokenError("the planted word must lie on the board along its path")
        if self.day is not None and not (isinstance(self.day, date) and 2000 <= self.day.year <= 2999):
            raise TokenError("a board of the day needs a date between 2000 and 2999")
        if self.player is not None:
            check_name(self.player)
        elif self.words:
            raise TokenError("shared words need the name of who found them")
        check_words(self.words, "the shared words")

    def deal(self) -> Deal:
        """The board as a deal, to start a Round with (seed 0: the letters came in the token)."""
        return Deal(self.board, self.rules, 0, self.planted)


def format_board_token(shared: SharedBoard) -> str:
    """The token of a shared board."""
    out = Writer()
    write_game(out, shared.rules, shared.dictionary, shared.dictionary_version, shared.board, shared.seconds)
    path = shared.planted.path if shared.planted else ()
    out.uint(len(path))
    out.fixed(bytes(shared.board.index(cell) for cell in path))
    out.uint(shared.day.toordinal() if shared.day else 0)
    out.uint(shared.player is not None)
    if shared.player is not None:
        out.name(shared.player)
        out.word_lists([shared.words])
    return seal(BOARD, out.bytes())


def parse_board_token(text: str) -> SharedBoard:
    """A shared board from its token or link, or a TokenError."""
    data = Reader(unseal(token_in(text), BOARD), "this shared board")
    rules, dictionary, version, board, seconds = read_game(data)
    path_cells = data.fixed(data.uint("planted word's length", 255), "planted word")
    path: Path = tuple(board.cell(i) for i in path_cells)
    if any(i >= len(board.faces) for i in path_cells) or not board.is_path(path):
        raise data.damaged("the planted word is off the board")
    day = data.uint("date", date(2999, 12, 31).toordinal())
    if 0 < day < date(2000, 1, 1).toordinal():
        raise data.damaged("the date is before 2000")
    player, words = None, ()
    if data.uint("sharer flag", 1):
        player = data.name("sharer's name")
        (words,) = data.word_lists(1, "shared words")
    data.done()
    planted = Planted(board.spell(path), path) if path else None
    return built(data, SharedBoard, rules, dictionary, version, board, seconds, planted,
                  date.fromordinal(day) if day else None, player, words)
