"""The computer's side as JSON, what the page's worker runs: moves, hints and every play, for the game a
record names, brought up to date request after request."""

import json

import pytest

from beguile.sesquipedal.brain import Brain, action_data
from beguile.sesquipedal.game import Game, Player
from beguile.sesquipedal.players import Action, choose
from beguile.sesquipedal.record import dumps

EXPERT, GREEDY = Player("computer", 3), Player("computer", 2)


def make(game: Game, action: dict) -> None:
    """Make a move given as the brain's JSON data on a game."""
    if action["kind"] == "play":
        game.play([tuple(tile) for tile in action["tiles"]])
    elif action["kind"] == "exchange":
        game.exchange(action["tiles"])
    else:
        game.pass_turn()


def test_the_brain_answers_moves_hints_and_every_play(en):
    game = Game([EXPERT, GREEDY], 3, en)
    for _ in range(3):
        game.computer_turn()
    ticks = iter(range(10**6))
    brain = Brain(en, clock=lambda: next(ticks) / 1000)  # a clock that moves a millisecond a look
    move = json.loads(json.dumps(brain.answer({"kind": "move", "record": dumps(game), "budget_ms": 0})))
    assert move["turn"] == 3 and move["action"]["kind"] in ("play", "exchange", "pass")
    make(game, move["action"])  # a legal move of the current player
    plays = brain.answer({"kind": "search", "record": dumps(game)})["plays"]
    assert sorted(map(tuple, plays)) == sorted(game.generator.generate(game.board, game.trays[game.current]))
    assert brain.game.history == game.history, "the brain brought its kept game up to date"
    hint = brain.answer({"kind": "hint", "record": dumps(game), "budget_ms": 5})
    assert hint["action"]["kind"] in ("play", "exchange", "pass") and hint["ms"] > 0
    with pytest.raises(ValueError, match="unknown request"):
        brain.answer({"kind": "peek", "record": dumps(game)})


def test_a_record_that_is_not_the_kept_game_is_replayed_afresh(en):
    first, other = Game([GREEDY, GREEDY], 1, en), Game([GREEDY, GREEDY], 2, en)
    brain = Brain(en)
    brain.answer({"kind": "search", "record": dumps(first)})
    kept = brain.game
    other.computer_turn()
    brain.answer({"kind": "search", "record": dumps(other)})
    assert brain.game is not kept and brain.game.seed == 2 and brain.game.history == other.history


def test_an_action_as_json_data(en):
    game = Game([GREEDY, GREEDY], 4, en)
    play = choose(game, 0, 2)
    assert action_data(play) == {"kind": "play", "tiles": [list(t) for t in play.move.tiles()], "score": play.move.score}
    assert action_data(Action("exchange", tiles="QV")) == {"kind": "exchange", "tiles": "QV"}
    assert action_data(Action("pass")) == {"kind": "pass"}
