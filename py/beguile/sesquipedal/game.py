"""Game flow: two to four players, turns, the end of the game and the final penalty.

On a turn a player plays tiles, exchanges tiles (only while the bag holds at
least seven) or passes. The game ends when the bag is empty and a player has
emptied the tray, or when every player has passed twice in a row; an exchange
counts as a pass for that rule (it lays no tiles), so a game always ends. Then,
if at least one play was made in the game (a "scoring move": tiles laid, whatever
their points), every player loses the letter points left in the tray. The
highest score wins; equal highest scores share the win.

Every random draw comes from `random.Random(seed)`, so a seed and the list of
moves give back the whole game (see record.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..excerpt import excerpt
from ..lexicon import Lexicon
from .board import Board
from .movegen import Move, MoveGenerator
from .play import IllegalPlay, Play, check_play, parse_notation
from .tiles import BLANK, ENGLISH, Bag, TileError, TileSet, remove_tiles

if TYPE_CHECKING:
    from .players import Action

TRAY_SIZE = 7
MIN_BAG_FOR_EXCHANGE = 7
MIN_PLAYERS, MAX_PLAYERS = 2, 4


class GameError(ValueError):
    """A move or a setup the rules do not allow at this point of the game."""


@dataclass(frozen=True)
class Player:
    """Who sits at a tray: a human or a computer of some level (1 to 3)."""

    kind: str
    level: int = 0
    name: str = ""

    @property
    def is_computer(self) -> bool:
        """Whether the engine chooses this player's moves."""
        return self.kind == "computer"

    def spec(self) -> str:
        """The text form: "computer:3" or "human" or "human:Ann"."""
        if self.is_computer:
            return f"computer:{self.level}"
        return f"human:{self.name}" if self.name else "human"


def parse_players(text: str) -> list[Player]:
    """Players from "computer:3,human:Ann,computer:1"; GameError for bad text."""
    from .players import LEVELS

    players = []
    for part in text.split(","):
        part = part.strip()
        kind, _, rest = part.partition(":")
        kind = kind.lower()
        if kind == "computer":
            if not rest.isdigit() or int(rest) not in LEVELS:
                raise GameError(f"{excerpt(part)}: a computer player needs a level, computer:1 to computer:{max(LEVELS)}")
            players.append(Player("computer", int(rest)))
        elif kind == "human":
            if any(ch in rest for ch in ",;\n"):
                raise GameError(f"{excerpt(part)}: a name cannot hold , or ;")
            players.append(Player("human", 0, rest.strip()))
        else:
            raise GameError(f"{excerpt(part)} is not a player: write computer:LEVEL or human[:NAME]")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise GameError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    return players


@dataclass
class Turn:
    """One turn of the history: who, what ("play", "exchange", "pass"), and its points."""

    player: int
    action: str
    notation: str = ""
    score: int = 0
    tiles: str = ""
    """For a play, the tray tiles used; for an exchange, the tiles put back."""
    words: tuple[str, ...] = field(default_factory=tuple)

    def text(self) -> str:
        """The record form: the play's notation, "-TILES" for an exchange, "-" for a pass."""
        if self.action == "play":
            return self.notation
        if self.action == "exchange":
            return "-" + self.tiles
        return "-"


class Game:
    """A game in progress: board, bag, trays, scores, whose turn, history."""

    def __init__(self, players: list[Player], seed: int, lexicon: Lexicon, tile_set: TileSet = ENGLISH,
                 dictionary: str = "") -> None:
        """Deal the trays of a new game; every draw comes from random.Random(seed).

        `dictionary` names the lexicon's word list for the record ("" for a record that names none).
        """
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise GameError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
        self.players = list(players)
        self.seed = seed
        self.lexicon = lexicon
        self.tile_set = tile_set
        self.dictionary = dictionary
        self.rng = random.Random(seed)
        self.bag = Bag(tile_set.tiles(), self.rng)
        self.board = Board()
        self.trays = [self.bag.draw(TRAY_SIZE) for _ in players]
        self.scores = [0] * len(players)
        self.penalties = [0] * len(players)
        self.current = 0
        self.passes_in_a_row = 0
        self.plays_made = 0
        self.history: list[Turn] = []
        self.over = False
        self._generator: MoveGenerator | None = None

    # --- what a page or a player needs to know --------------------------------------

    @property
    def generator(self) -> MoveGenerator:
        """The move generator of this game's lexicon (made on first use)."""
        if self._generator is None:
            self._generator = MoveGenerator(self.lexicon, self.tile_set)
        return self._generator

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal play for a player's tray (the current player by default), best first."""
        return self.generator.plays(self.board, self.trays[self.current if player is None else player])

    def calculate(self, placements) -> Play:
        """The points of tiles laid but not submitted ("Calculate Word's Points"); IllegalPlay if not allowed."""
        play = check_play(self.board, placements, self.lexicon, self.tile_set)
        try:
            remove_tiles(self.trays[self.current], play.used())
        except TileError as error:
            raise IllegalPlay(str(error), "tray") from None
        return play

    def unseen(self, player: int) -> str:
        """Tiles the player cannot see: the bag and the other trays."""
        return "".join(sorted(self.bag.tiles + [t for i, tray in enumerate(self.trays) if i != player for t in tray]))

    def can_exchange(self) -> bool:
        """Whether the bag holds enough tiles for an exchange."""
        return len(self.bag) >= MIN_BAG_FOR_EXCHANGE

    def winners(self) -> list[int]:
        """The players with the highest score (more than one on a tie)."""
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    # --- moves ----------------------------------------------------------------------

    def _check_turn(self) -> None:
        if self.over:
            raise GameError("the game is over")

    def play(self, placements) -> Turn:
        """Lay tiles for the current player, score them, refill the tray."""
        self._check_turn()
        board_before = self.board.copy()
        play = self.calculate(placements)
        player = self.current
        self.trays[player] = remove_tiles(self.trays[player], play.used())
        self.board.place(play.tiles)
        self.scores[player] += play.score
        self.trays[player] += self.bag.draw(TRAY_SIZE - len(self.trays[player]))
        self.plays_made += 1
        self.passes_in_a_row = 0
        turn = Turn(player, "play", play.notation(board_before), play.score, play.used(),
                    tuple(w.word.upper() for w in play.words))
        self.history.append(turn)
        if not self.trays[player] and not self.bag:
            self._finish()
        else:
            self._next()
        return turn

    def play_notation(self, text: str) -> Turn:
        """Play from notation ("8H HE(AL)S")."""
        return self.play(parse_notation(self.board, text))

    def play_move(self, move: Move) -> Turn:
        """Play a move from the generator."""
        return self.play(move.tiles())

    def exchange(self, tiles: str) -> Turn:
        """Put tiles back in the bag and draw as many (bag of seven or more only)."""
        self._check_turn()
        tiles = tiles.upper().replace("_", BLANK)
        if not tiles:
            raise GameError("choose at least one tile to exchange")
        if not self.can_exchange():
            raise GameError(f"no exchange with {len(self.bag)} tiles in the bag (it needs {MIN_BAG_FOR_EXCHANGE})")
        player = self.current
        try:
            kept = remove_tiles(self.trays[player], tiles)
        except TileError as error:
            raise GameError(str(error)) from None
        drawn = self.bag.draw(len(tiles))
        self.bag.put_back(tiles)
        self.trays[player] = kept + drawn
        turn = Turn(player, "exchange", tiles=tiles)
        self.history.append(turn)
        self._passed()
        return turn

    def pass_turn(self) -> Turn:
        """Let the turn go."""
        self._check_turn()
        turn = Turn(self.current, "pass")
        self.history.append(turn)
        self._passed()
        return turn

    def _passed(self) -> None:
        self.passes_in_a_row += 1
        if self.passes_in_a_row >= 2 * len(self.players):
            self._finish()
        else:
            self._next()

    def _next(self) -> None:
        self.current = (self.current + 1) % len(self.players)

    def _finish(self) -> None:
        self.over = True
        if self.plays_made:
            for i, tray in enumerate(self.trays):
                self.penalties[i] = self.tile_set.tray_points(tray)
                self.scores[i] -= self.penalties[i]

    # --- computers --------------------------------------------------------------------

    def computer_turn(self, out_of_time: Callable[[], bool] | None = None) -> Turn:
        """Let the current (computer) player choose and make its move (a search stops once `out_of_time()`)."""
        from .players import choose

        player = self.players[self.current]
        if not player.is_computer:
            raise GameError("it is a human player's turn")
        return self.take(choose(self, self.current, player.level, out_of_time))

    def take(self, action: Action) -> Turn:
        """Make a chosen move for the current player: its play, its exchange, or a pass."""
        if action.kind == "play":
            return self.play_move(action.move)
        if action.kind == "exchange":
            return self.exchange(action.tiles)
        return self.pass_turn()

    def play_out(self) -> None:
        """Let computers move until the game ends or a human is to move."""
        while not self.over and self.players[self.current].is_computer:
            self.computer_turn()
