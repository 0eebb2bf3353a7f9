"""A crossword game as the page keeps it: the score card and the end agree with the engine, a saved
game comes back exactly, Undo takes back a move, help is noted, and the worker's answers are moves."""

from __future__ import annotations

import json
import random

import pytest
from page.saved import SavedError
from page.sesq import card_view, search_view, setup_view, turn_view
from page.sesq.laying import Laying
from page.sesq.saved_game import SavedGame, format_saved, parse_saved
from page.sesq.session import Session
from page.text import Text

from beguile.lexicon import Lexicon
from beguile.sesquipedal.brain import Brain, action_data
from beguile.sesquipedal.game import Game, GameError, Player
from beguile.sesquipedal.play import check_play, parse_notation
from beguile.sesquipedal.players import choose
from beguile.sesquipedal.record import RecordError, loads, play_line

GREEDY, HUMAN = Player("computer", 2), Player("human")


def played(lexicon: Lexicon, seed: int, players: list[Player], turns: int | None = None) -> Session:
    """A session played by the engine's greedy choice for every seat, through the worker's JSON."""
    session = Session.new(players, seed, lexicon)
    while not session.over and (turns is None or len(session.entries) < turns):
        session.move_data(json.loads(json.dumps(action_data(choose(session.game, session.current, 2)))))
    return session


@pytest.fixture(scope="module")
def finished(en: Lexicon) -> Session:
    return played(en, 7, [GREEDY, GREEDY])


def test_the_score_card_and_the_end_agree_with_the_engine(finished: Session, en: Lexicon, text_en: Text) -> None:
    game = loads(finished.record(), en)  # the same game, replayed by the engine alone
    assert game.over and game.scores == finished.game.scores
    rows = card_view.card(finished, text_en)
    turns = [row for row in rows if row.kind != "penalty"]
    assert len(turns) == len(game.history)
    totals = [0, 0]
    replay = Game([GREEDY, GREEDY], 7, en)
    for row, turn in zip(turns, game.history):
        totals[turn.player] += turn.score
        assert row.points == card_view.signed(turn.score) and row.total == card_view.number(totals[turn.player])
        if turn.action == "play":
            play = check_play(replay.board, parse_notation(replay.board, turn.notation), en)
            first = play.primary
            square = "ABCDEFGHIJKLMNO"[first.col] + str(first.row + 1)
            words = " · ".join(w.word.upper() for w in play.words)
            assert row.move == f"{square}{'→' if first.across else '↓'} {words}"
            assert play.score == turn.score
        play_line(replay, turn.text())
    penalties = {row.player: row for row in rows if row.kind == "penalty"}
    names = card_view.player_names(finished.players, text_en)
    for seat, name in enumerate(names):
        if game.trays[seat]:
            assert penalties[name].points == card_view.signed(-game.penalties[seat])
            assert penalties[name].total == card_view.number(game.scores[seat])
        else:
            assert name not in penalties
    assert any(game.trays), "this game ends with tiles in a tray"


def test_the_end_names_the_winner_longest_words_and_length_points(finished: Session, text_en: Text) -> None:
    headline, rows = card_view.standings(finished, text_en)
    game = finished.game
    best = max(game.scores)
    names = card_view.player_names(finished.players, text_en)
    assert names == ["Greedy 1", "Greedy 2"]
    winners = [name for name, score in zip(names, game.scores) if score == best]
    assert headline == (f"{winners[0]} wins with {best} points" if len(winners) == 1 else headline)
    for seat, row in enumerate(rows):
        words = [w for e in finished.entries if e.turn.player == seat for w in e.words]
        assert row.longest == max((w.text for w in words), key=len).upper()
        assert row.length_points == card_view.signed(sum(w.length_points for w in words))
        assert row.penalty == card_view.signed(-game.penalties[seat]) and row.winner == (game.scores[seat] == best)


def test_a_saved_game_comes_back_exactly(en: Lexicon) -> None:
    session = played(en, 11, [HUMAN, GREEDY], turns=6)
    session.note("search")
    saved = SavedGame(session.record(), session.notes(), session.pending, ("ABC?DEF", ""), ((7, 7, 3, "q"),))
    back = parse_saved(format_saved(saved))
    assert back == saved
    again = Session.restore(back.record, en, back.notes, back.pending)
    assert again.game.board == session.game.board and again.game.trays == session.game.trays
    assert again.game.scores == session.game.scores and list(again.game.bag.tiles) == list(session.game.bag.tiles)
    assert [e.words for e in again.entries] == [e.words for e in session.entries]
    assert again.pending == ("search",)


@pytest.mark.parametrize("text, problem", [
    ("{", "not JSON"), ('{"v": 9}', "another version"), ('{"v": 1, "record": "chess"}', "no record"),
    ('{"v": 1, "record": "SESQ/1 seed=1 tiles=en players=human,computer:3", "notes": {"x": []}}', "bad turn"),
    ('{"v": 1, "record": "SESQ/1 seed=1 tiles=en players=human,computer:3", "pending": ["peek"]}', "bad note"),
    ('{"v": 1, "record": "SESQ/1 seed=1 tiles=en players=human,computer:3", "orders": ["AB<"]}', "bad tray"),
    ('{"v": 1, "record": "SESQ/1 seed=1 tiles=en players=human,computer:3", "laid": [[7, 99, 0, "A"]]}', "tile laid"),
])
def test_a_damaged_save_is_refused_by_name(text, problem) -> None:
    with pytest.raises(SavedError, match=problem):
        parse_saved(text)


def test_a_record_that_does_not_replay_is_refused(en: Lexicon) -> None:
    with pytest.raises(RecordError, match="line 2"):
        Session.restore("SESQ/1 seed=1 tiles=en players=human,computer:3\n8H QQQQQ\n", en)


def test_undo_takes_back_the_humans_move_and_the_replies(en: Lexicon) -> None:
    session = played(en, 5, [HUMAN, GREEDY], turns=4)
    tray_before = session.game.trays[0]
    session.note("suggest")
    move = choose(session.game, 0, 2)
    session.move_data(action_data(move))
    session.move_data(action_data(choose(session.game, 1, 2)))
    assert session.undo_point() == 4
    back = session.undone(en)
    assert len(back.entries) == 4 and back.current == 0 and back.game.trays[0] == tray_before
    assert back.pending == ("suggest", "undo")
    back.move_data(action_data(move))
    assert back.entries[-1].notes == ("suggest", "undo")
    two_people = Session.new([HUMAN, Player("human", 0, "Bo")], 1, en)
    assert two_people.undo_point() is None


def test_a_move_from_the_worker_is_made_as_the_page_has_the_game(en: Lexicon) -> None:
    session = played(en, 3, [Player("computer", 3), GREEDY], turns=3)
    answer = Brain(en).answer({"kind": "move", "record": session.record(), "budget_ms": 1})
    entry = session.move_data(json.loads(json.dumps(answer["action"])))
    assert entry.turn.player == 1 and len(session.entries) == 4  # the fourth turn is the second seat's
    with pytest.raises(GameError):
        session.move_data({"kind": "peek"})


def test_search_sorts_by_points_or_length_and_filters_by_letters(en: Lexicon, text_en: Text) -> None:
    session = played(en, 9, [HUMAN, GREEDY], turns=2)
    game = session.game
    raw = [list(m) for m in game.generator.generate(game.board, game.trays[0])]
    found = search_view.found_plays(game.board, raw, text_en)
    assert [f.score for f in found] == sorted((f.score for f in found), reverse=True)
    longest, total = search_view.chosen(found, "length", "")
    assert total == len(found) and len(longest[0].word) == max(len(f.word) for f in found)
    letter = longest[0].word[1]
    some, count = search_view.chosen(found, "points", letter.lower() + "1")
    assert count == sum(letter in f.word for f in found) and all(letter in f.word for f in some)
    first = found[0]
    # the name begins with the visible text (word, square, points: WCAG 2.5.3), then the direction
    assert first.label == f"{first.word} {first.where} {first.score} points, {first.direction}"
    assert first.direction in ("across", "down") and first.where[0] in "ABCDEFGHIJKLMNO"


def test_the_setup_reads_seats_and_a_seed() -> None:
    players = setup_view.players_of([("human", "  Ann  Lee "), ("expert", ""), ("none", ""), ("novice", "")])
    assert [p.spec() for p in players] == ["human:Ann Lee", "computer:3", "computer:1"]
    with pytest.raises(setup_view.SetupError) as caught:
        setup_view.players_of([("human", ""), ("none", ""), ("none", ""), ("none", "")])
    assert caught.value.key == "sesq.setup.count"
    assert setup_view.parse_seed(" 42 ") == 42
    for bad in ("", "-1", "4.2", "1000000000"):
        with pytest.raises(setup_view.SetupError):
            setup_view.parse_seed(bad)
    assert setup_view.choices_of(players)[:3] == [("human", "Ann Lee"), ("expert", ""), ("novice", "")]
    assert 1 <= setup_view.new_seed(random.Random(1)) < 1_000_000


def test_with_two_people_a_tray_shows_only_once_its_owner_has_the_device(en: Lexicon, text_en: Text,
                                                                       text_fr: Text) -> None:
    session = Session.new([Player("human", 0, "Ann"), Player("human", 0, "Bo"), GREEDY], 2, en)
    hidden = turn_view.controls(session, None, None, text_en)
    assert hidden.handover == "Ann’s turn: pass the device to Ann." and not hidden.hand and not hidden.play
    assert turn_view.controls(session, None, None, text_fr).handover_button == "Je suis Ann\u00a0: voir mes jetons"
    lay = Laying(tuple(session.game.trays[0]))
    mine = turn_view.controls(session, lay, 0, text_en)
    assert mine.hand and mine.mine and mine.exchange and not mine.play and not mine.undo and not mine.handover
    session.pass_turn()
    session.pass_turn()
    computer = turn_view.controls(session, None, None, text_en)
    assert computer.waiting == "Greedy is thinking…" and not computer.handover


def test_a_move_is_said_with_its_words_and_points(en: Lexicon, text_en: Text, text_fr: Text) -> None:
    session = Session.new([HUMAN, GREEDY], 1, en)
    session.game.board.cells[7 * 15 + 4:7 * 15 + 8] = list("HEAL")
    session.game.trays[0] = "SOABCDE"
    entry = session.play([(7, 8, "S"), (8, 8, "O")])
    assert card_view.said(entry, session, text_en) == "You played SO at I8 for 5 points, with HEALS"
    assert card_view.said(entry, session, text_fr) == "Vous avez joué SO en I8 pour 5 points, avec HEALS"
    session.pass_turn()
    assert card_view.recent(session, 0, text_en).endswith(" · Greedy passed")
