"""Command line for Sesquipedal: `beguile sesq moves` and `beguile sesq play`.

    beguile sesq moves --board FILE --tray LETTERS [--top N] [--json] [--lang en|fr] [--dict NAME]
    beguile sesq play --seed S --players computer:3,computer:1 [--json] [--lang en|fr] [--dict NAME]

`moves` lists the legal plays for a tray on a board, best points first; FILE is
a board file (15 lines of 15 squares, see board.py) or - for standard input;
LETTERS are tray tiles, A-Z and ? (or _) for a blank. `play` plays a whole game
between computer players (levels 1 to 3) and prints every turn and the final
scores (with --json, each turn's running total before the end-of-game
penalties, and at the end the trays left, the penalties and the final scores).
`--lang` picks the edition (tile set and word list, see editions.py); `--dict`
plays with another word list. Handlers return an exit status; bad input raises ValueError with one
line, which the main command line prints before exiting with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..dictionaries import load_lexicon
from ..excerpt import excerpt
from ..lexicon import Lexicon
from .board import Board
from .editions import EDITIONS, EditionError, get_edition
from .game import Game, GameError, parse_players
from .movegen import MoveGenerator
from .play import check_play
from .players import LEVELS
from .record import dumps
from .tiles import TileError, TileSet, leave_after, parse_tray

DEFAULT_TOP = 20
MAX_BOARD_TEXT = 65536
"""The longest board file read, in characters (a board with every comment it may need is far shorter)."""


def add_parser(subparsers) -> None:
    """Register `sesq` and its subcommands `moves` and `play` on a subparsers object."""
    sesq = subparsers.add_parser("sesq", help="Sesquipedal, the long-word crossword game",
                                 description="Sesquipedal: list plays for a tray, or play whole games.")
    commands = sesq.add_subparsers(dest="sesq_command", required=True, metavar="SUBCOMMAND")

    moves = commands.add_parser("moves", help="the legal plays for a tray on a board, with their points")
    moves.add_argument("--board", required=True, metavar="FILE",
                       help="board file: 15 lines of 15 squares ('.' empty, A-Z tile, a-z blank), or - for stdin")
    moves.add_argument("--tray", required=True, metavar="LETTERS", help="tray tiles, A-Z and ? for a blank")
    moves.add_argument("--top", default=str(DEFAULT_TOP), metavar="N",
                       help=f"how many plays to list (default {DEFAULT_TOP}; 0 for all)")
    moves.add_argument("--json", action="store_true", help="print one JSON object")
    _edition_options(moves)
    moves.set_defaults(func=run_moves)

    play = commands.add_parser("play", help="play a whole game between computer players")
    play.add_argument("--seed", required=True, metavar="S", help="seed for every draw (a whole number)")
    play.add_argument("--players", default="computer:3,computer:2", metavar="LIST",
                      help="two to four players, e.g. computer:3,computer:1 (levels: "
                           + ", ".join(f"{k} {v.name}" for k, v in LEVELS.items()) + ")")
    play.add_argument("--json", action="store_true", help="print one JSON object")
    _edition_options(play)
    play.set_defaults(func=run_play)


def _edition_options(parser: argparse.ArgumentParser) -> None:
    """The --lang and --dict options of a subcommand."""
    parser.add_argument("--lang", default="en", metavar="LANG",
                        help=f"edition: tile set and word list ({', '.join(EDITIONS)}; default en)")
    parser.add_argument("--dict", default=None, metavar="NAME", help="another word list (default: the edition's)")


def _edition(args: argparse.Namespace) -> tuple[TileSet, str]:
    """The tile set and the dictionary name a command plays with."""
    try:
        edition = get_edition(getattr(args, "lang", "en"))
    except EditionError as error:
        raise ValueError(str(error)) from None
    return edition.tile_set, getattr(args, "dict", None) or edition.dictionary


def _lexicon(args: argparse.Namespace) -> Lexicon:
    """The lexicon a command uses (tests may set args.lexicon)."""
    lexicon = getattr(args, "lexicon", None)
    return lexicon if lexicon is not None else load_lexicon(_edition(args)[1])


def _whole(text: str, option: str, least: int) -> int:
    try:
        value = int(text)
    except (TypeError, ValueError):
        value = None
    if value is None or value < least:
        raise ValueError(f"{option} must be a whole number of at least {least}, not {excerpt(text)}")
    return value


def read_board(path: str) -> Board:
    """A board from a board file, or from standard input for "-"; at most MAX_BOARD_TEXT characters are read."""
    where = "standard input" if path == "-" else f"board file {excerpt(path)}"
    if "\0" in path:
        raise ValueError(f"cannot read {where}: a file name holds no NUL character")
    try:
        if path == "-":
            text = sys.stdin.read(MAX_BOARD_TEXT + 1)
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read(MAX_BOARD_TEXT + 1)
    except OSError as error:
        raise ValueError(f"cannot read {where}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{where} is not UTF-8 text") from None
    if len(text) > MAX_BOARD_TEXT:
        raise ValueError(f"{where} is longer than a board file can be ({MAX_BOARD_TEXT} characters)")
    return Board.from_text(text)


def run_moves(args: argparse.Namespace) -> int:
    """List plays for a tray on a board."""
    top = _whole(args.top, "--top", 0)
    board = read_board(args.board)
    try:
        tray = parse_tray(args.tray)
    except TileError as error:
        raise ValueError(str(error)) from None
    if not 1 <= len(tray) <= 7:
        raise ValueError(f"a tray holds 1 to 7 tiles, not {len(tray)}")
    lexicon = _lexicon(args)
    tile_set = _edition(args)[0]
    moves = MoveGenerator(lexicon, tile_set).plays(board, tray)
    shown = moves if top == 0 else moves[:top]
    rows = []
    for move in shown:
        play = check_play(board, move.tiles(), lexicon, tile_set)
        entry = play.to_dict(board)
        entry["leave"] = leave_after(tray, move.used())
        rows.append(entry)
    out = sys.stdout
    if args.json:
        json.dump({"tray": tray, "count": len(moves), "plays": rows}, out)
        out.write("\n")
        return 0
    out.write(f"{len(moves)} plays for {tray}" + (f", best {len(rows)}:" if rows else "") + "\n")
    for entry in rows:
        words = ", ".join(
            f"{w['word']}{'*' if w['primary'] else ''} {w['letter_points']}{w['length_points']:+d}" for w in entry["words"]
        )
        out.write(f"{entry['score']:5d}  {entry['notation']:<22} keep {entry['leave'] or '-':<7} {words}\n")
    if rows:
        out.write("(* primary word; letter points then length points)\n")
    return 0


def _name(game: Game, index: int) -> str:
    player = game.players[index]
    label = player.spec()
    return f"P{index + 1} {label}"


def run_play(args: argparse.Namespace) -> int:
    """Play a whole game between computers and print it."""
    try:
        seed = int(args.seed)
    except ValueError:
        raise ValueError(f"--seed must be a whole number, not {excerpt(args.seed)}") from None
    try:
        players = parse_players(args.players)
    except GameError as error:
        raise ValueError(str(error)) from None
    if not all(p.is_computer for p in players):
        raise ValueError("`sesq play` plays computers only: write every player as computer:LEVEL")
    lexicon = _lexicon(args)
    tile_set, dictionary = _edition(args)
    game = Game(players, seed, lexicon, tile_set, dictionary)
    turns = []
    while not game.over:
        tray = game.trays[game.current]
        turn = game.computer_turn()
        turns.append((turn, tray, game.scores[turn.player] + game.penalties[turn.player]))
    if args.json:
        json.dump({
            "seed": seed,
            "lang": getattr(args, "lang", "en"),
            "dictionary": dictionary,
            "players": [p.spec() for p in players],
            "turns": [
                {"player": t.player + 1, "tray": tray, "action": t.action, "play": t.notation or None,
                 "tiles": t.tiles, "score": t.score, "words": list(t.words), "total": total}
                for t, tray, total in turns
            ],
            "trays": list(game.trays),
            "penalties": game.penalties,
            "scores": game.scores,
            "winners": [i + 1 for i in game.winners()],
            "record": dumps(game),
        }, sys.stdout)
        sys.stdout.write("\n")
        return 0
    out = sys.stdout
    out.write(f"Sesquipedal, seed {seed}: " + " vs ".join(_name(game, i) for i in range(len(players))) + "\n")
    for number, (turn, tray, total) in enumerate(turns, 1):
        if turn.action == "play":
            what = f"{turn.notation:<22} {turn.score:+4d}"
        elif turn.action == "exchange":
            what = f"exchange {turn.tiles:<13}   +0"
        else:
            what = f"{'pass':<22}   +0"
        out.write(f"{number:3d}. P{turn.player + 1} {tray:<7}  {what}  = {total}\n")
    for i in range(len(players)):
        penalty = f" (tray penalty -{game.penalties[i]})" if game.penalties[i] else ""
        out.write(f"{_name(game, i)}: {game.scores[i]}{penalty}\n")
    winners = game.winners()
    if len(winners) == 1:
        out.write(f"Winner: {_name(game, winners[0])}\n")
    else:
        out.write("Tie: " + ", ".join(_name(game, i) for i in winners) + "\n")
    return 0
