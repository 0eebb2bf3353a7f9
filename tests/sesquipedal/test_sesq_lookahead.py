"""The expert's look-ahead: replies searched again only where a play changes the board, and the endgame."""

import random

import pytest
from sesq_helpers import board_with

from beguile.lexicon import Lexicon
from beguile.sesquipedal.endgame import at_once_rank, endgame_rank, tiles_left
from beguile.sesquipedal.game import Game, Player
from beguile.sesquipedal.movegen import MoveGenerator, highest_scoring
from beguile.sesquipedal.players import expert, expert_rank, greedy, static_rank
from beguile.sesquipedal.simulation import best_by_line, best_reply, board_after, changed_lines, sample_trays
from beguile.sesquipedal.tiles import ENGLISH

EVERY_LINE = {(across, i) for across in (True, False) for i in range(15)}
GREEDY_PAIR = [Player("computer", 2), Player("computer", 2)]


def mid_game(lexicon: Lexicon, seed: int, turns: int) -> Game:
    """A real position: a seeded game after some greedy turns."""
    game = Game(list(GREEDY_PAIR), seed, lexicon)
    for _ in range(turns):
        game.computer_turn()
    return game


@pytest.mark.parametrize("seed", range(6))
def test_a_reply_search_limited_to_the_changed_lines_finds_the_best_reply(en, seed):
    game = mid_game(en, seed, 4 + 2 * seed)
    gen = MoveGenerator(en)
    rng = random.Random(seed)
    reply_tray = "".join(rng.sample(game.unseen(0), 7))
    before = best_by_line(gen, game.board, reply_tray)
    plays = gen.generate(game.board, game.trays[0])
    for play in rng.sample(plays, min(8, len(plays))):
        after = board_after(game.board, play)
        changed = changed_lines(after, play)
        untouched = EVERY_LINE - changed
        assert set(gen.generate(game.board, reply_tray, untouched)) == set(gen.generate(after, reply_tray, untouched))
        best = max((reply[0] for reply in gen.generate(after, reply_tray)), default=None)
        found = best_reply(gen, after, reply_tray, before, changed)
        assert (found[0] if found else None) == best


def test_a_new_tile_changes_the_line_where_its_run_of_tiles_ends():
    board = board_with((5, 7, "A"), (6, 7, "T"))  # a down run on rows 6-7 (5-6 from 0), column H
    play = (0, True, 7, 6, "AS")  # the S goes under the T: the run now reaches from row 5 to row 7
    changed = changed_lines(board_after(board, play), play)
    assert {(True, 4), (True, 6), (True, 7), (True, 8)} <= changed and (True, 3) not in changed


def test_sampled_trays_hold_only_unseen_tiles():
    unseen = "AABCDEEFGS?"
    trays = sample_trays(unseen, 5, random.Random(3))
    assert len(trays) == 5 and all(len(tray) == 7 for tray in trays)
    for tray in trays:
        rest = list(unseen)
        for tile in tray:
            rest.remove(tile)  # raises if the tray holds a tile that is not unseen
    assert trays == sample_trays(unseen, 5, random.Random(3))


def test_sampled_trays_deal_every_unseen_tile_once_before_any_twice():
    unseen = "".join(sorted("AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIJKLLLLMMNNNNN??"))[:56]
    for seed in range(20):
        trays = sample_trays(unseen, 8, random.Random(seed))
        assert sorted("".join(trays)) == sorted(unseen)  # 8 trays of 7: each of the 56 tiles exactly once


def test_the_expert_does_not_open_a_hook_the_next_player_will_take():
    lexicon = Lexicon.from_words(["heal", "heals", "late"])
    game = Game(list(GREEDY_PAIR), 1, lexicon)
    game.board = board_with((7, 7, "A"))
    game.trays = ["HELT", "SSSSSSS"]  # every tile the expert cannot see is an S
    game.bag.tiles = ["S"] * 30
    assert greedy(game, 0).move.word(game.board) == "HEAL"  # 7 points, but HEALS then pays 18
    action = expert(game, 0)
    assert action.kind == "play" and action.move.word(game.board) == "LATE"


def way_out() -> Game:
    """The bag is empty; the opponent holds one S, and its only play, HEALS, would end the game with our tiles."""
    game = Game(list(GREEDY_PAIR), 1, Lexicon.from_words(["heal", "heals", "zeta", "zetas"]))
    game.board = board_with((7, 5, "HEAL"), (3, 3, "TA"))
    game.bag.tiles = []
    game.trays = ["SZEQ", "S"]
    return game


def test_endgame_closes_the_opponents_way_out():
    game = way_out()
    assert greedy(game, 0).move.word(game.board) == "ZETAS"  # 24 points, then HEALS costs us Q: -4 in all
    best = endgame_rank(game.generator, game.board, "SZEQ", "S", ENGLISH)[0][1]
    assert best is not None and tiles_left("SZEQ", best) == "EQZ"
    assert expert(game, 0).move.word(game.board) == "HEALS"  # 18, and their S has nowhere to go


def test_endgame_plays_when_the_opponent_is_stuck_rather_than_pass():
    lexicon = Lexicon.from_words(["cat", "cats"])
    game = Game(list(GREEDY_PAIR), 1, lexicon)
    game.board = board_with((7, 6, "CAT"))
    game.bag.tiles = []
    game.trays = ["SX", "QZ"]  # the opponent can never move
    ranked = expert_rank(game, 0)
    assert ranked[0][1].kind == "play" and ranked[0][1].move.word(game.board) == "CATS"
    pass_value = next(v for v, a in ranked if a.kind == "pass")
    assert pass_value == 20 - 9  # passing to the end: their QZ (20) against our SX (9)
    game.play_out()
    assert game.over and game.scores[0] - game.scores[1] == 6 + 20 - 8


def test_with_more_players_the_end_weighs_points_against_tiles_kept():
    lexicon = Lexicon.from_words(["cat", "cats", "scat", "at"])
    board = board_with((7, 6, "CAT"))
    ranked = at_once_rank(MoveGenerator(lexicon), board, "SQ", 12, ENGLISH)
    assert ranked[-1][1] is None  # passing is the worst here
    going_out = [p for _, p in ranked if p is not None and tiles_left("SQ", p) == ""]
    assert going_out == [] and ranked[0][1] is not None and "S" in ranked[0][1][4]


def countdown(steps: int):
    """An out_of_time that says yes after it has said no `steps` times (a clock that runs out mid-search)."""
    asked = [0]

    def out_of_time() -> bool:
        asked[0] += 1
        return asked[0] > steps

    out_of_time.asked = asked
    return out_of_time


def test_a_time_cap_returns_the_best_choice_found_so_far(en):
    game = mid_game(en, 3, 6)
    full = expert_rank(game, game.current)
    assert expert_rank(game, game.current, countdown(10**6)) == full, "a cap never reached changes nothing"
    # out of time before the first sampled tray: the static order, which begins with a legal play or move
    static = expert_rank(game, game.current, countdown(0))
    assert [a for _, a in static] == [a for _, a in static_rank(game, game.current)]
    # after two of the eight trays: the candidates valued over those two only
    two = countdown(2)
    partial = expert_rank(game, game.current, two)
    assert two.asked[0] == 3 and {a.kind for _, a in partial} <= {"play", "exchange", "pass"}
    options = [(a.kind, a.move, a.tiles) for _, a in full]
    choice = partial[0][1]
    assert (choice.kind, choice.move, choice.tiles) in options[:7], "the choice is one of the candidates searched"


def test_the_endgame_search_stops_at_the_cap_with_the_best_searched_play():
    game = way_out()
    ranked = endgame_rank(game.generator, game.board, "SZEQ", "S", ENGLISH, countdown(0))
    assert len(ranked) == 1 and ranked[0][1] is not None, "at least the best play at once is searched"
    assert expert(game, 0, countdown(10**6)).move.word(game.board) == "HEALS"


def best_against_greedy(gen, board, ours: str, theirs: str, values, our_turn: bool = True, passed: bool = False) -> int:
    """Brute force: our points minus theirs to the end, we choosing every move, they taking their highest-scoring play."""
    if not our_turn:
        reply = highest_scoring(gen.generate(board, theirs))
        if reply is None:
            if passed:  # neither can move
                return values.tray_points(theirs) - values.tray_points(ours)
            return best_against_greedy(gen, board, ours, theirs, values, True, True)
        kept = tiles_left(theirs, reply)
        if not kept:
            return -reply[0] - values.tray_points(ours)
        return -reply[0] + best_against_greedy(gen, board_after(board, reply), ours, kept, values, True, False)
    results = []
    for play in gen.generate(board, ours):
        left = tiles_left(ours, play)
        if not left:
            results.append(play[0] + values.tray_points(theirs))
        else:
            results.append(play[0] + best_against_greedy(gen, board_after(board, play), left, theirs, values, False))
    if passed:  # they cannot move, so our pass ends the game with both trays
        results.append(values.tray_points(theirs) - values.tray_points(ours))
    else:
        results.append(best_against_greedy(gen, board, ours, theirs, values, False, True))
    return max(results)


@pytest.mark.parametrize("seed", range(24))
def test_with_two_tiles_each_the_endgame_finds_the_best_result_against_a_greedy_opponent(en, seed):
    game = mid_game(en, 100 + seed, 8)
    rng = random.Random(seed)
    tiles = rng.sample(game.unseen(0), 4)
    game.bag.tiles = []
    game.trays = ["".join(tiles[:2]), "".join(tiles[2:])]
    game.players = [Player("computer", 3), Player("computer", 2)]
    game.current = 0
    best = best_against_greedy(game.generator, game.board, game.trays[0], game.trays[1], ENGLISH)
    before = game.scores[0] - game.scores[1]
    game.play_out()
    assert game.scores[0] - game.scores[1] - before == best
