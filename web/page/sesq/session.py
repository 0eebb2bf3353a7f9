"""A crossword game on the page: the engine's Game, each turn's words and points, and the help used.

The engine keeps the board, bag, trays and scores, and its record (seed and
turns) is what is saved. The page adds, per turn, the words the play made with
their letter and length points (for the score card and the end of the game)
and notes of the help the player used before it (Suggest, Search, Undo). A
session restored from its record is the same session: every turn is made again.
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.lexicon import Lexicon
from beguile.sesquipedal.editions import EDITIONS, LEGACY_DICTIONARY, Edition
from beguile.sesquipedal.game import Game, GameError, Player, Turn
from beguile.sesquipedal.play import IllegalPlay, Placement, Word, parse_notation
from beguile.sesquipedal.record import RecordError, dumps, loads
from beguile.sesquipedal.tiles import TileError

NOTES = ("suggest", "search", "undo")
"""Help a player can use before a turn; the score card shows it beside the turn."""


@dataclass(frozen=True)
class Entry:
    """One turn as the score card shows it."""

    turn: Turn
    words: tuple[Word, ...]
    """The words a play made, primary first, with their letter and length points (none for an exchange or pass)."""
    total: int
    """The player's score after the turn."""
    notes: tuple[str, ...]
    squares: tuple[tuple[int, int], ...]
    """The squares the play's tiles went on."""


class Session:
    """A game being played on the page."""

    def __init__(self, game: Game, helped: bool = True) -> None:
        self.game = game
        self.helped = helped
        """Whether Suggest and Search are offered (people playing each other may turn them off)."""
        self.entries: list[Entry] = []
        self.pending: tuple[str, ...] = ()
        """Help used during the turn being played, noted when it is made."""

    # ---------------------------------------------------------------- making and restoring
    @classmethod
    def new(cls, players: list[Player], seed: int, lexicon: Lexicon, edition: Edition | None = None,
            helped: bool = True) -> Session:
        """A new game of an edition (English by default), played with its dictionary's lexicon
        (GameError for a bad line-up)."""
        edition = edition or EDITIONS["en"]
        return cls(Game(players, seed, lexicon, edition.tile_set, edition.dictionary), helped)

    @classmethod
    def restore(cls, record: str, lexicon: Lexicon, notes: dict[int, tuple[str, ...]] | None = None,
                pending: tuple[str, ...] = (), helped: bool = True) -> Session:
        """A session from its record, every turn made again; RecordError if it does not replay."""
        lines = [line.strip() for line in record.strip().splitlines()]
        session = cls(loads(lines[0] + "\n" if lines else "", lexicon), helped)
        notes = notes or {}
        for number, line in enumerate(lines[1:], 2):
            if not line:
                continue
            session.pending = notes.get(len(session.entries), ())
            try:
                session.move_line(line)
            except (GameError, IllegalPlay, TileError) as error:
                raise RecordError(f"line {number}: {line!r}: {error}") from None
        session.pending = pending
        return session

    @property
    def dictionary(self) -> str:
        """The name of the word list the game plays with."""
        return self.game.dictionary or LEGACY_DICTIONARY

    def record(self) -> str:
        """The game's record text (see beguile.sesquipedal.record)."""
        return dumps(self.game)

    def notes(self) -> dict[int, tuple[str, ...]]:
        """The notes of help used, by turn number (from 0)."""
        return {i: e.notes for i, e in enumerate(self.entries) if e.notes}

    # ---------------------------------------------------------------- moves
    def play(self, placements: list[Placement]) -> Entry:
        """Lay tiles for the current player (IllegalPlay or GameError if the rules say no)."""
        if self.game.over:
            raise GameError("the game is over")
        words = self.game.calculate(placements).words
        turn = self.game.play(placements)
        return self._noted(turn, words, tuple(sorted((r, c) for r, c, _ in placements)))

    def exchange(self, tiles: str) -> Entry:
        """Put tiles back in the bag and draw as many (GameError if not allowed)."""
        return self._noted(self.game.exchange(tiles), (), ())

    def pass_turn(self) -> Entry:
        """Let the turn go."""
        return self._noted(self.game.pass_turn(), (), ())

    def move_line(self, line: str) -> Entry:
        """Make the move of a record line (a play's notation, "-TILES", "-")."""
        if line == "-":
            return self.pass_turn()
        if line.startswith("-"):
            return self.exchange(line[1:])
        return self.play(parse_notation(self.game.board, line))

    def move_data(self, action: dict) -> Entry:
        """Make a move given as the worker's JSON data (see brain.py)."""
        kind = action.get("kind")
        if kind == "play":
            return self.play([(int(r), int(c), str(t)) for r, c, t in action["tiles"]])
        if kind == "exchange":
            return self.exchange(str(action["tiles"]))
        if kind == "pass":
            return self.pass_turn()
        raise GameError(f"not a move: {kind!r}")

    def _noted(self, turn: Turn, words: tuple[Word, ...], squares: tuple[tuple[int, int], ...]) -> Entry:
        entry = Entry(turn, words, self.game.scores[turn.player] + self.game.penalties[turn.player],
                      self.pending, squares)
        self.entries.append(entry)
        self.pending = ()
        return entry

    def note(self, what: str) -> None:
        """Remember that the player used some help this turn."""
        if what in NOTES and what not in self.pending:
            self.pending = (*self.pending, what)

    # ---------------------------------------------------------------- questions
    @property
    def players(self) -> list[Player]:
        return self.game.players

    @property
    def current(self) -> int:
        return self.game.current

    @property
    def over(self) -> bool:
        return self.game.over

    def humans(self) -> list[int]:
        """The seats of the human players."""
        return [i for i, p in enumerate(self.players) if not p.is_computer]

    def computer_to_move(self) -> bool:
        return not self.over and self.players[self.current].is_computer

    def last_squares(self) -> tuple[tuple[int, int], ...]:
        """The squares of the last play (none if the last turn laid no tiles)."""
        return self.entries[-1].squares if self.entries else ()

    def undo_point(self) -> int | None:
        """How many turns to keep to take back the only human's last move (None when Undo is not offered).

        Undo is for a game against the computer: one human, whose move and the
        computers' replies since are taken back; the draws come from the seed, so
        the tray is again what it was.
        """
        humans = self.humans()
        if len(humans) != 1:
            return None
        for index in range(len(self.entries) - 1, -1, -1):
            if self.entries[index].turn.player == humans[0]:
                return index
        return None

    def undone(self, lexicon: Lexicon) -> Session:
        """The session with the only human's last move (and the replies since) taken back."""
        keep = self.undo_point()
        if keep is None:
            raise GameError("there is no move of yours to take back")
        lines = self.record().splitlines()
        kept = "\n".join(lines[:1 + keep]) + "\n"
        notes = {i: n for i, n in self.notes().items() if i < keep}
        return Session.restore(kept, lexicon, notes, pending=tuple(dict.fromkeys((*self.entries[keep].notes, "undo"))),
                               helped=self.helped)

