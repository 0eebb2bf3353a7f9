"""What the home screen shows: a card per game with its facts, how to play it, and the player's stats."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from beguile.rules import RULES, Rules, get_rules

from .games import FAMILIES, GAMES, Game, grows_by_one, point_steps, rules_of
from .saved import GameStats
from .text import Text

WrittenIn = Callable[[str, str], str]
"""A folded word of a dictionary as it is written: (dictionary, word) -> word with its accents."""


def folded(_dictionary: str, word: str) -> str:
    """A word as it is held, when no spellings are known."""
    return word


@dataclass(frozen=True)
class Card:
    """One game on the home screen."""

    key: str
    screen: str
    rules: str | None
    title: str
    facts: tuple[str, ...]
    howto: str
    stats: tuple[str, ...]
    current: bool


@dataclass(frozen=True)
class Family:
    """A heading on the home screen and its games."""

    title: str
    cards: tuple[Card, ...]


def play_label(title: str, text: Text) -> str:
    """The accessible name of a card's Play button: "Play Boggle", but a title that already says play
    ("Play together") once."""
    verb = text("home.play")
    if title.casefold().split()[:1] == verb.casefold().split()[:1]:
        return title
    return text("home.play.label", game=title)


def points_text(rules: Rules, text: Text) -> str:
    """Points by word length in a few words: "3 letters: 1 point, +1 a letter" or a short table."""
    if not rules.scoring.per_word:
        return text("facts.points.longest")
    if grows_by_one(rules):
        return text("facts.points.grow", letters=text.letters(rules.min_length),
                    points=text.points(rules.points(rules.min_length)))
    parts = []
    for first, last, value in point_steps(rules.points, rules.min_length):
        if last is None:
            span = text("facts.span.more", first=first)
        elif first == last:
            span = str(first)
        else:
            span = text("facts.span.range", first=first, last=last)
        parts.append(text("facts.points.step", span=span, points=value))
    return " · ".join(parts)


def facts(rules: Rules, text: Text) -> tuple[str, ...]:
    """The facts on a grid game's card: board, shortest word, points, time, language."""
    return (
        text("facts.board", size=rules.size),
        text("facts.shortest", letters=text.letters(rules.min_length)),
        points_text(rules, text),
        text("facts.time", time=text.duration(rules.timer)),
        text(f"language.{rules.language}"),
    )


def stats_lines(rules: Rules | None, stats: GameStats | None, text: Text,
                written: WrittenIn = folded) -> tuple[str, ...]:
    """The player's record in a game, or nothing before the first round (words as written, in capitals)."""
    if rules is None or stats is None or stats.rounds == 0:
        return ()
    lines = [text.plural("stats.rounds", stats.rounds)]
    if rules.scoring.per_word:
        lines.append(text("stats.best", points=text.points(stats.best)))
    if stats.longest:
        lines.append(text("stats.longest", word=written(rules.dictionary, stats.longest).upper()))
    if stats.share is not None and rules.scoring.per_word:
        lines.append(text("stats.share", percent=round(100 * stats.share)))
    return tuple(lines)


def card(game: Game, stats: dict[str, GameStats], current: str, text: Text, written: WrittenIn = folded) -> Card:
    """The card of one game."""
    rules = rules_of(game)
    return Card(game.key, game.screen, game.rules, text(f"game.{game.key}.title"),
                facts(rules, text) if rules else tuple(text(f"game.{game.key}.facts").split(" · ")),
                text(f"game.{game.key}.howto"), stats_lines(rules, stats.get(game.rules or ""), text, written),
                game.key == current)


def current_key(rules: str, screen: str, games: tuple[Game, ...] = GAMES) -> str:
    """The card of the game last chosen: the grid game of these rules, or the game of its own screen."""
    return rules if screen == "play" else next((g.key for g in games if g.screen == screen), rules)


def home(stats: dict[str, GameStats], current: str, text: Text, games: tuple[Game, ...] = GAMES,
         written: WrittenIn = folded) -> list[Family]:
    """Every game's card, under its family's heading, in the order of the registry."""
    families = list(FAMILIES) + [g.family for g in games if g.family not in FAMILIES]
    listed = []
    for family in dict.fromkeys(families):
        cards = tuple(card(game, stats, current, text, written) for game in games if game.family == family)
        if cards:
            listed.append(Family(text(f"family.{family}"), cards))
    return listed


def dictionaries_to_spell(stats: dict[str, GameStats]) -> list[str]:
    """The dictionaries whose spellings the stats' longest words need (those of the games played)."""
    return sorted({get_rules(name).dictionary for name, game in stats.items() if game.longest and name in RULES})
