"""What the page says about the game so far: the players and scores, each move, the score card,
the tiles not yet seen, and the end of the game."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from beguile.sesquipedal.game import Player
from beguile.sesquipedal.players import LEVELS
from beguile.sesquipedal.tiles import BLANK

from ..text import Text
from .board_view import name as square_label
from .session import Entry, Session
from .verdict_view import number, points_text, signed, word_of

VOWELS = frozenset("AEIOU")


def player_names(players: list[Player], text: Text) -> list[str]:
    """What the page calls each player: a human's name (or You, Player 2), a computer's level."""
    humans = sum(not p.is_computer for p in players)
    names = []
    for seat, player in enumerate(players):
        if player.is_computer:
            names.append(text(f"sesq.level.{LEVELS[player.level].name}"))
        elif player.name:
            names.append(player.name)
        else:
            names.append(text("sesq.you") if humans == 1 else text("sesq.player", n=seat + 1))
    counts = Counter(names)
    return [text("sesq.name.seat", name=n, n=seat + 1) if counts[n] > 1 else n for seat, n in enumerate(names)]


@dataclass(frozen=True)
class Seat:
    """A player in the strip above the board."""

    name: str
    score: str
    current: bool
    label: str


def seats(session: Session, text: Text) -> list[Seat]:
    """Every player with their score, the one to play marked."""
    names = player_names(session.players, text)
    game = session.game
    found = []
    for seat, name in enumerate(names):
        current = seat == game.current and not game.over
        label = text("sesq.seat.label", name=name, points=points_text(game.scores[seat], text))
        if current:
            label = text("sesq.seat.to-play", seat=label)
        found.append(Seat(name, number(game.scores[seat]), current, label))
    return found


def move_words(entry: Entry) -> str:
    """The words of a play, the primary word first: "HEALS · SO"."""
    return " · ".join(word_of(w.text) for w in entry.words)


def is_you(players: list[Player], seat: int) -> bool:
    """Whether the page calls a player "you": the one person at the device, unnamed."""
    player = players[seat]
    return not player.is_computer and not player.name and sum(not p.is_computer for p in players) == 1


def said(entry: Entry, session: Session, text: Text) -> str:
    """A move in a sentence: "Expert played QUARTZ at H8 for 52 points", "You passed"."""
    seat = entry.turn.player
    who = player_names(session.players, text)[seat]
    you = ".you" if is_you(session.players, seat) else ""
    action = entry.turn.action
    if action == "play":
        primary = entry.words[0]
        sentence = text(f"sesq.said.play{you}", name=who, word=word_of(primary.text),
                        square=square_label((primary.row, primary.col)), points=points_text(entry.turn.score, text))
        crossed = [word_of(w.text) for w in entry.words[1:]]
        return text("sesq.said.with", said=sentence, words=text.join(crossed)) if crossed else sentence
    if action == "exchange":
        return text.plural(f"sesq.said.exchange{you}", len(entry.turn.tiles), name=who)
    return text(f"sesq.said.pass{you}", name=who)


def recent(session: Session, seat: int, text: Text) -> str:
    """The moves since a player last moved, that move first: what they need to hear when it is their turn."""
    entries = session.entries
    start = next((i for i in range(len(entries) - 1, -1, -1) if entries[i].turn.player == seat), 0)
    return " · ".join(said(entry, session, text) for entry in entries[start:])


@dataclass(frozen=True)
class Row:
    """One line of the score card."""

    number: str
    player: str
    move: str
    points: str
    total: str
    notes: str
    kind: str
    negative: bool


def card(session: Session, text: Text) -> list[Row]:
    """The score card: every turn, then each tray's penalty once the game is over."""
    names = player_names(session.players, text)
    rows = []
    for number_, entry in enumerate(session.entries, 1):
        turn = entry.turn
        if turn.action == "play":
            primary = entry.words[0]
            move = text("sesq.card.play", square=square_label((primary.row, primary.col)),
                        arrow="→" if primary.across else "↓", words=move_words(entry))
        elif turn.action == "exchange":
            move = text.plural("sesq.card.exchange", len(turn.tiles))
        else:
            move = text("sesq.card.pass")
        notes = " · ".join(text(f"sesq.note.{note}") for note in entry.notes)
        rows.append(Row(str(number_), names[turn.player], move, signed(turn.score), number(entry.total), notes,
                        turn.action, turn.score < 0))
    game = session.game
    if game.over:
        for seat, name in enumerate(names):
            tray = game.trays[seat]
            if tray or game.penalties[seat]:
                shown = " ".join("?" if t == BLANK else t for t in sorted(tray))
                rows.append(Row("", name, text("sesq.card.penalty", tiles=shown), signed(-game.penalties[seat]),
                                number(game.scores[seat]), "", "penalty", game.penalties[seat] > 0))
    return rows


@dataclass(frozen=True)
class Unseen:
    """The tiles a player has not seen: in the bag or in the other trays."""

    letters: tuple[tuple[str, int], ...]
    counts: str
    where: str


def unseen(session: Session, viewer: int, text: Text) -> Unseen:
    """The tiles `viewer` cannot see, letter by letter, with vowels, consonants and where they are."""
    game = session.game
    tiles = Counter(game.unseen(viewer))
    letters = tuple(sorted(tiles.items(), key=lambda kv: (kv[0] == BLANK, kv[0])))
    vowels = sum(n for t, n in tiles.items() if t in VOWELS)
    blanks = tiles.get(BLANK, 0)
    consonants = sum(tiles.values()) - vowels - blanks
    counts = text("sesq.unseen.counts", tiles=text.plural("sesq.tiles", sum(tiles.values())),
                  vowels=text.plural("sesq.vowels", vowels), consonants=text.plural("sesq.consonants", consonants),
                  blanks=text.plural("sesq.blanks", blanks))
    names = player_names(session.players, text)
    others = [text("sesq.unseen.tray", name=names[seat], tiles=text.plural("sesq.tiles", len(tray)))
              for seat, tray in enumerate(game.trays) if seat != viewer]
    if len(game.bag):
        where = text("sesq.unseen.bag", tiles=text.plural("sesq.tiles", len(game.bag)), trays=text.join(others))
    else:
        where = text("sesq.unseen.empty-bag", trays=text.join(others))
    return Unseen(letters, counts, where)


@dataclass(frozen=True)
class Standing:
    """A player at the end of the game."""

    name: str
    score: str
    penalty: str
    longest: str
    length_points: str
    winner: bool


def standings(session: Session, text: Text) -> tuple[str, list[Standing]]:
    """The headline (who won) and each player's score, penalty, longest word and length points."""
    game = session.game
    names = player_names(session.players, text)
    winners = game.winners()
    best = points_text(game.scores[winners[0]], text)
    if len(winners) == 1:
        seat = winners[0]
        you = is_you(session.players, seat)
        headline = text("sesq.end.you-win", points=best) if you else text("sesq.end.wins", name=names[seat], points=best)
    else:
        headline = text("sesq.end.tie", names=text.join(names[s] for s in winners), points=best)
    rows = []
    for seat, name in enumerate(names):
        words = [w for e in session.entries if e.turn.player == seat for w in e.words]
        longest = max((w.text for w in words), key=len, default="")
        length = sum(w.length_points for w in words)
        rows.append(Standing(name, number(game.scores[seat]), signed(-game.penalties[seat]),
                             word_of(longest) if longest else text("sesq.end.no-word"), signed(length), seat in winners))
    return headline, rows
