"""Fuzzing Sesquipedal's readers: the board file (`Board.from_text`), the tile set text
(`TileSet.from_text`) and the saved game (`record.loads`, replayed turn by turn).

Examples in CI, for each of the three readers: 2,000 valid values (written, read
back equal), 7,000 damaged ones (and for records, turns dropped, repeated, swapped
or taken from another game) and 1,000 random texts: 10,000 each. Saved games
come from a pool of games played with random moves on a small word list (playing
a game costs too much to do for every example); each example takes one of them,
cut after any turn, with any player names.
"""

from __future__ import annotations

import random
from functools import lru_cache
from urllib.parse import quote

from damage import ANY_TEXT, SEEDS, check_total, damage_text, fuzz_settings, pool_size
from hypothesis import given
from hypothesis import strategies as st

from beguile.lexicon import Lexicon
from beguile.sesquipedal.board import EMPTY, SIZE, Board, BoardError
from beguile.sesquipedal.game import Game, Player
from beguile.sesquipedal.record import RecordError, dumps, loads
from beguile.sesquipedal.tiles import BLANK, ENGLISH, MAX_POINTS, MAX_TILES, TileError, TileSet

WORDS = """at ate eat tea heal heals heat hate hates hat hats so on no oh ho he hi ha ah as sea seat
seal seals sale sales tale tales east eats teas lot lots slot slots toe toes the then hen hens late
later alter alert tear tears rate rates star stare stares to ta ox xi et os sh aa ae ai al an ar""".split()
SMALL = Lexicon.from_words(WORDS)
TINY = TileSet.from_text("tiny", "A 10 1\nE 10 1\nS 8 1\nT 10 1\nH 4 4\nL 4 1\nO 4 1\nR 4 1\n? 2 0\n")
TILE_SETS = {"tiny": TINY, "en": ENGLISH}
GAMES = pool_size(30)


def random_board(rng: random.Random) -> Board:
    """A board with any tiles anywhere (the reader checks squares, not the rules of play)."""
    fill = rng.choice([0.0, 0.05, 0.3, 1.0])
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    return Board([rng.choice(letters) if rng.random() < fill else EMPTY for _ in range(SIZE * SIZE)])


def board_file(rng: random.Random, board: Board) -> str:
    """The board as a file people write: comments, blank lines, squares spaced out or not."""
    rows = board.to_text().splitlines()
    lines = ["# a board"] if rng.random() < 0.3 else []
    for row in rows:
        lines.append(" ".join(row) if rng.random() < 0.2 else row)
        if rng.random() < 0.05:
            lines.append("")
    return "\n".join(lines) + "\n"


def read_board(text: object) -> None:
    """Board.from_text returns a board whose text reads back equal, or raises BoardError."""
    board = check_total(Board.from_text, text, BoardError)
    if board is not None:
        assert Board.from_text(board.to_text()) == board


@fuzz_settings(2000)
@given(SEEDS)
def test_every_board_file_reads_back_equal(seed: int) -> None:
    rng = random.Random(seed)
    board = random_board(rng)
    assert Board.from_text(board.to_text()) == board
    assert Board.from_text(board_file(rng, board)) == board


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_board_files_are_read_or_refused_with_board_error(seed: int) -> None:
    rng = random.Random(seed)
    read_board(damage_text(rng, board_file(rng, random_board(rng)), ".AZaz\n #"))


@fuzz_settings(1000)
@given(ANY_TEXT | st.none())
def test_random_text_is_refused_as_a_board(text: object) -> None:
    read_board(text)


def random_tile_set(rng: random.Random) -> TileSet:
    """A tile set of some letters and maybe blanks, within the bounds."""
    kinds = rng.sample([BLANK, *"ABCDEFGHIJKLMNOPQRSTUVWXYZ"], rng.randint(1, 27))
    counts = {tile: rng.randint(0, 40) for tile in kinds}
    counts[kinds[0]] = max(1, counts[kinds[0]])
    while sum(counts.values()) > MAX_TILES:
        counts[rng.choice(kinds)] //= 2
    return TileSet("any", counts, {tile: rng.randint(-MAX_POINTS, MAX_POINTS) for tile in kinds})


def read_tiles(text: object) -> None:
    """TileSet.from_text returns a set whose text reads back equal, or raises TileError."""
    tiles = check_total(lambda t: TileSet.from_text("any", t), text, TileError)
    if tiles is not None:
        assert TileSet.from_text("any", tiles.to_text()) == tiles and 1 <= tiles.total <= MAX_TILES


@fuzz_settings(2000)
@given(SEEDS)
def test_every_tile_set_reads_back_equal(seed: int) -> None:
    tiles = random_tile_set(random.Random(seed))
    assert TileSet.from_text("any", tiles.to_text()) == tiles
    assert TileSet.from_text("en", ENGLISH.to_text()) == ENGLISH


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_tile_sets_are_read_or_refused_with_tile_error(seed: int) -> None:
    rng = random.Random(seed)
    read_tiles(damage_text(rng, random_tile_set(rng).to_text(), "AEQZaz?0123456789- \n#"))


@fuzz_settings(1000)
@given(ANY_TEXT | st.none())
def test_random_text_is_refused_as_a_tile_set(text: object) -> None:
    read_tiles(text)


@lru_cache(maxsize=1)
def games() -> list[tuple[str, list[tuple]]]:
    """Records of games played with random moves (some exchanges and passes), with the state after each turn."""
    pool = []
    rng = random.Random(3)
    for number in range(GAMES):
        players = [Player("human", 0, f"P{i}") for i in range(rng.randint(2, 4))]
        game = Game(players, rng.randrange(2**32), SMALL, TINY if number % 5 else ENGLISH)
        states = [state(game)]
        while not game.over:
            moves = game.legal_moves()
            choice = rng.random()
            if moves and choice < 0.85:
                game.play_move(rng.choice(moves[:8]))
            elif game.can_exchange() and choice < 0.95:
                game.exchange("".join(rng.sample(game.trays[game.current], rng.randint(1, 7))))
            else:
                game.pass_turn()
            states.append(state(game))
        pool.append((dumps(game), states))
    return pool


def state(game: Game) -> tuple:
    """What a restored game must have as the saved one did."""
    return (game.board.to_text(), tuple(game.trays), tuple(game.bag.tiles), tuple(game.scores),
            game.current, game.over, tuple(game.penalties))


def random_record(rng: random.Random) -> tuple[str, tuple]:
    """A record of one of the pool's games, cut after any turn, players renamed; and the state it gives."""
    text, states = rng.choice(games())
    header, *turns = text.splitlines()
    kept = rng.randint(0, len(turns))
    fields, players = header.split(" players=")
    names = [rng.choice(["", "Ann Lee", "Zoë", "a,b;c", "100%", "名前", "x" * 30]) for _ in players.split(",")]
    players = ",".join(f"human:{quote(name, safe='')}" if name else "human" for name in names)
    return "\n".join([f"{fields} players={players}", *turns[:kept]]) + "\n", states[kept]


def read_record(text: object) -> None:
    """loads returns a game whose record reads back to the same game, or raises RecordError."""
    game = check_total(lambda t: loads(t, SMALL, TILE_SETS), text, RecordError)
    if game is not None:
        assert state(loads(dumps(game), SMALL, TILE_SETS)) == state(game)


@fuzz_settings(2000)
@given(SEEDS)
def test_every_record_replays_to_the_saved_game(seed: int) -> None:
    text, expected = random_record(random.Random(seed))
    game = loads(text, SMALL, TILE_SETS)
    assert state(game) == expected and dumps(game) == text


def damage_turns(rng: random.Random, text: str) -> str:
    """A record with turns dropped, repeated, swapped, or taken from another game."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(lines))
        edit = rng.randrange(4)
        if edit == 0:
            del lines[at]
        elif edit == 1:
            lines.insert(at, lines[at])
        elif edit == 2:
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
        else:
            lines.insert(at, rng.choice(rng.choice(games())[0].splitlines()))
        if not lines:
            break
    return "\n".join(lines)


@fuzz_settings(7000)
@given(SEEDS)
def test_damaged_records_are_replayed_or_refused_with_record_error(seed: int) -> None:
    rng = random.Random(seed)
    text = random_record(rng)[0]
    if rng.random() < 0.4:
        text = damage_turns(rng, text)
    read_record(damage_text(rng, text, "SEQ/1 =seed,tiles:human-?()8HAETSaets\n") if rng.random() < 0.7 else text)


@fuzz_settings(1000)
@given(ANY_TEXT.map(lambda text: "SESQ/1 " + text) | ANY_TEXT | st.none())
def test_random_text_is_refused_as_a_record(text: object) -> None:
    read_record(text)
