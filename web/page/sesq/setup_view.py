"""Setting up a crossword game: who sits at each tray (a person, or the computer at a level), the
language (its tiles and word list), whether people playing each other may use Suggest and Search, and the seed."""

from __future__ import annotations

import random

from beguile.sesquipedal.editions import EDITIONS, LEGACY_DICTIONARY
from beguile.sesquipedal.game import MAX_PLAYERS, MIN_PLAYERS, Player
from beguile.sesquipedal.players import LEVELS

KINDS = ("human", *(level.name for level in LEVELS.values()))
"""What a seat can hold: a person, or the computer at each level; seats past the second may also be empty."""
EMPTY = "none"
LONGEST_NAME = 20
LARGEST_SEED = 10**9
DEFAULT = (("human", ""), ("expert", ""))
LANGUAGES = tuple(EDITIONS)
"""The languages a game can be played in, in the order offered."""
LISTED = frozenset({LEGACY_DICTIONARY, *(e.dictionary for e in EDITIONS.values())})
"""The word lists a crossword game can play with, each with a name in the catalogues."""


class SetupError(ValueError):
    """A line-up or a seed the game cannot start with; `key` names the message for the player."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def players_of(choices: list[tuple[str, str]]) -> list[Player]:
    """The players of the seats chosen, as (kind, name) pairs; empty seats are left out."""
    levels = {level.name: number for number, level in LEVELS.items()}
    players = []
    for kind, name in choices:
        if kind == EMPTY:
            continue
        if kind == "human":
            players.append(Player("human", 0, " ".join(name.split())[:LONGEST_NAME]))
        elif kind in levels:
            players.append(Player("computer", levels[kind]))
        else:
            raise SetupError("sesq.setup.bad")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupError("sesq.setup.count")
    return players


def choices_of(players: list[Player]) -> list[tuple[str, str]]:
    """The seats as chosen for a line-up (to offer the same players again)."""
    seats = [(LEVELS[p.level].name, "") if p.is_computer else ("human", p.name) for p in players]
    return seats + [(EMPTY, "")] * (MAX_PLAYERS - len(seats))


def language_of(page_language: str) -> str:
    """The language offered first: the page's, when the game exists in it, else English."""
    return page_language if page_language in EDITIONS else "en"


def list_key(dictionary: str) -> str:
    """The key of a word list's name for players ("sesq.list.en-crossword")."""
    return f"sesq.list.{dictionary if dictionary in LISTED else LEGACY_DICTIONARY}"


def between_people(kinds: list[str]) -> bool:
    """Whether two or more people sit at the game: then Suggest and Search may be turned off."""
    return sum(kind == "human" for kind in kinds) >= 2


def helped_of(kinds: list[str], allowed: bool) -> bool:
    """Whether the game offers Suggest and Search: always against the computer, as chosen between people."""
    return allowed or not between_people(kinds)


def parse_seed(text: str) -> int:
    """A seed as typed: a whole number from 0 to a billion."""
    text = text.strip()
    if not text.isdigit() or int(text) >= LARGEST_SEED:
        raise SetupError("sesq.setup.seed")
    return int(text)


def new_seed(rng: random.Random) -> int:
    """A fresh seed, short enough to note down and type again."""
    return rng.randrange(1, 1_000_000)
