"""Game flow: turns, exchanges, passes, the end of the game, the tray penalty, save and restore."""

import pytest

from beguile.sesquipedal.game import Game, GameError, Player, parse_players
from beguile.sesquipedal.play import IllegalPlay
from beguile.sesquipedal.players import LEVELS, choose, hint
from beguile.sesquipedal.record import RecordError, dumps, loads
from beguile.sesquipedal.tiles import ENGLISH, TileSet

TWO = [Player("human"), Player("human")]


def new_game(lexicon, seed=1, players=TWO, tile_set=ENGLISH):
    return Game(list(players), seed, lexicon, tile_set)


def test_players_parse_and_refuse_bad_specs():
    assert parse_players("computer:3,human:Ann,computer:1") == [
        Player("computer", 3), Player("human", 0, "Ann"), Player("computer", 1)]
    for bad in ["computer:3", "computer:3,computer:9", "robot:1,human", "human,human,human,human,human",
                "computer,human"]:
        with pytest.raises(GameError):
            parse_players(bad)


def test_deal_is_seeded(small_lexicon):
    one, two, other = new_game(small_lexicon, 7), new_game(small_lexicon, 7), new_game(small_lexicon, 8)
    assert one.trays == two.trays and one.bag.tiles == two.bag.tiles
    assert one.trays != other.trays
    assert all(len(t) == 7 for t in one.trays) and len(one.bag) == 100 - 14


def test_a_play_scores_refills_and_passes_the_turn(small_lexicon):
    game = new_game(small_lexicon)
    game.trays[0] = "HEALSXX"
    turn = game.play([(7, 5, "H"), (7, 6, "E"), (7, 7, "A"), (7, 8, "L"), (7, 9, "S")])
    assert (turn.notation, turn.score, turn.words) == ("8F HEALS", 18, ("HEALS",))
    assert game.scores == [18, 0] and game.current == 1
    assert len(game.trays[0]) == 7 and game.trays[0].startswith("XX") and len(game.bag) == 100 - 14 - 5


def test_a_play_needs_the_tiles_in_the_tray(small_lexicon):
    game = new_game(small_lexicon)
    game.trays[0] = "HEALXXX"
    with pytest.raises(IllegalPlay, match="no S"):
        game.play([(7, 5, "H"), (7, 6, "E"), (7, 7, "A"), (7, 8, "L"), (7, 9, "S")])
    with pytest.raises(IllegalPlay, match="no a blank"):
        game.calculate([(7, 7, "a"), (7, 8, "t")])
    assert game.scores == [0, 0] and game.current == 0 and not game.history


def test_exchange_needs_seven_in_the_bag(small_lexicon):
    game = new_game(small_lexicon)
    game.trays[0] = "QQQEEAS"
    game.exchange("QQQ")
    assert game.trays[0].startswith("EEAS") and len(game.trays[0]) == 7
    assert game.bag.tiles.count("Q") >= 3 and game.current == 1 and len(game.bag) == 86
    game.trays[1] = "ABCDEFG"
    with pytest.raises(GameError, match="has no Z"):
        game.exchange("Z")
    game.bag.tiles = game.bag.tiles[:6]
    with pytest.raises(GameError, match="no exchange with 6"):
        game.exchange(game.trays[1][:1])


def test_passing_twice_each_without_a_play_ends_without_penalty(small_lexicon):
    game = new_game(small_lexicon)
    for _ in range(3):
        game.pass_turn()
    assert not game.over
    game.exchange(game.trays[1][:2])  # an exchange counts as a pass
    assert game.over and game.scores == [0, 0] and game.penalties == [0, 0]
    with pytest.raises(GameError, match="over"):
        game.pass_turn()


def test_passes_after_a_play_end_with_the_tray_penalty(small_lexicon):
    game = new_game(small_lexicon)
    game.trays[0] = "ATQZZZZ"
    game.play([(7, 7, "A"), (7, 8, "T")])
    trays = list(game.trays)
    for _ in range(4):
        game.pass_turn()
    assert game.over
    assert game.penalties == [ENGLISH.tray_points(t) for t in trays]
    assert game.scores == [2 - 15 - game.penalties[0], -game.penalties[1]]


def test_emptying_the_tray_with_an_empty_bag_ends_the_game(small_lexicon):
    game = new_game(small_lexicon)
    game.bag.tiles = []
    game.trays = ["AT", "QZ?"]
    game.play([(7, 7, "A"), (7, 8, "T")])
    assert game.over and game.trays[0] == ""
    assert game.penalties == [0, 20]  # the blank costs nothing
    assert game.scores == [-13, -20] and game.winners() == [0]


def test_no_end_while_the_bag_still_holds_tiles(small_lexicon):
    game = new_game(small_lexicon)
    game.bag.tiles = ["E"]
    game.trays = ["AT", "QZ"]
    game.play([(7, 7, "A"), (7, 8, "T")])
    assert not game.over and game.trays[0] == "E"


def tiny_tiles():
    return TileSet.from_text("tiny", "A 10 1\nE 10 1\nS 8 1\nT 10 1\nH 4 4\nL 4 1\nO 4 1\n? 2 0\n")


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_computer_games_finish_and_add_up(small_lexicon, level):
    game = new_game(small_lexicon, 3, [Player("computer", level), Player("computer", 2)], tiny_tiles())
    game.play_out()
    assert game.over
    for i in range(2):
        earned = sum(t.score for t in game.history if t.player == i)
        assert game.scores[i] == earned - game.penalties[i]


def test_play_out_stops_for_a_human_and_hint_helps(small_lexicon):
    game = new_game(small_lexicon, 4, [Player("computer", 3), Player("human")], tiny_tiles())
    game.play_out()
    assert game.current == 1 and not game.over
    action = hint(game)
    assert action.kind in {"play", "exchange", "pass"}
    if action.kind == "play":
        assert action.move in game.legal_moves()
    with pytest.raises(GameError, match="human"):
        game.computer_turn()
    with pytest.raises(ValueError):
        choose(game, 1, 7)


# --- save and restore ---------------------------------------------------------------

def test_record_round_trip_mid_game_carries_on_identically(small_lexicon):
    tiles = {"tiny": tiny_tiles()}
    game = Game([Player("computer", 2), Player("human", 0, "Ann Lee"), Player("computer", 1)], 11,
                small_lexicon, tiles["tiny"])
    game.play_out()
    game.exchange(game.trays[1][:2])
    game.play_out()
    text = dumps(game)
    assert text.splitlines()[0] == "SESQ/1 seed=11 tiles=tiny players=computer:2,human:Ann%20Lee,computer:1"
    copy = loads(text, small_lexicon, tiles)
    state = lambda g: (g.board, g.trays, g.bag.tiles, g.scores, g.current, g.over, [t.text() for t in g.history])
    assert state(copy) == state(game) and copy.players[1].name == "Ann Lee"
    for g in (game, copy):
        g.pass_turn()
        g.play_out()
    assert state(copy) == state(game) and dumps(copy) == dumps(game)


def test_record_of_a_finished_game(small_lexicon):
    game = Game([Player("computer", 3), Player("computer", 1)], 5, small_lexicon, tiny_tiles())
    game.play_out()
    copy = loads(dumps(game), small_lexicon, {"tiny": tiny_tiles()})
    assert copy.over and copy.scores == game.scores and copy.penalties == game.penalties


@pytest.mark.parametrize(("text", "message"), [
    ("", "not a Sesquipedal record"),
    ("SESQ/1 seed=x tiles=en players=human,human", "seed"),
    ("SESQ/1 seed=1 tiles=xx players=human,human", "unknown tile set"),
    ("SESQ/1 seed=1 tiles=en", "missing players"),
    ("SESQ/1 seed=1 tiles=en players=human", "line 1"),
    ("SESQ/1 seed=1 tiles=en players=human,human\n-\n8H ZZZZZZZ", "line 3"),
    ("SESQ/1 seed=1 tiles=en players=human,human\n-QQQQQQQQ", "line 2"),
    ("SESQ/1 seed=\u0663 tiles=en players=human,human", "line 1: seed '\u0663' is not a whole number"),
    ("SESQ/1 seed=1_0 tiles=en players=human,human", "seed '1_0'"),
    ("SESQ/1 seed=1" + "0" * 5000 + " tiles=en players=human,human", "is not a whole number"),
    ("SESQ/1 seed=1 seed=2 tiles=en players=human,human", "line 1: 'seed' is given twice"),
    ("SESQ/1 seed=1 tiles=en players=human,human\n8H " + "A" * 5000, "runs off the board"),
])
def test_bad_records(small_lexicon, text, message):
    with pytest.raises(RecordError, match=message) as refused:
        loads(text, small_lexicon)
    assert len(str(refused.value)) < 300  # long input is quoted short


def test_a_record_that_is_not_text_is_refused(small_lexicon):
    with pytest.raises(RecordError, match="a record is text, not bytes"):
        loads(b"SESQ/1 seed=1 tiles=en players=human,human", small_lexicon)


def test_expert_exchanges_rather_than_play_a_costly_short_word(small_lexicon):
    from beguile.sesquipedal.players import expert, greedy
    game = new_game(small_lexicon, 2, [Player("computer", 3), Player("computer", 2)])
    game.trays[0] = "OXVVWWU"  # the only word is OX: 9 letter points - 15 = -6
    assert greedy(game, 0).kind == "play" and greedy(game, 0).move.score == -6
    action = expert(game, 0)
    assert action.kind == "exchange" and "VV" in action.tiles


def test_expert_goes_out_when_the_bag_is_empty_and_that_pays(small_lexicon):
    from beguile.sesquipedal.players import expert
    game = new_game(small_lexicon, 2, [Player("computer", 3), Player("computer", 2)])
    game.board.place([(7, 6, "H"), (7, 7, "E"), (7, 8, "A"), (7, 9, "L")])
    game.bag.tiles = []
    game.trays = ["S", "QZQZ"]
    action = expert(game, 0)
    assert action.kind == "play" and action.move.used() == "S"
