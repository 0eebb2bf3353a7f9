"""The games on the home screen: each a card that opens the screen which plays it.

A card is data: the screen that plays it, the rules record it stands for (grid
games), and the family it is listed under. Other screens add their own cards
(the crossword game, playing together) to `GAMES`.
"""

from __future__ import annotations

from dataclasses import dataclass

from beguile.rules import Points, Rules, get_rules


@dataclass(frozen=True)
class Game:
    """A card on the home screen."""

    key: str
    """The name its texts are filed under in the catalogues (`game.<key>.title`, `.howto`)."""
    family: str
    screen: str = "play"
    rules: str | None = None
    """The rules record of a grid game, or None for a game with a screen of its own."""
    remembered: bool = True
    """Whether the page opens on its screen next time: a game's; not a way to play the grid games together
    (a session, the referee, the board of the day), which is reached from Home and left with Back."""


def _grid(name: str, family: str) -> Game:
    return Game(name, family, "play", name)


GAMES: tuple[Game, ...] = (
    _grid("beguile", "beguile"),
    _grid("beguile-longest", "beguile"),
    _grid("beguile-fr", "beguile"),
    _grid("boggle", "boggle"),
    _grid("boggle-classic", "boggle"),
    _grid("big-boggle", "boggle"),
    _grid("session", "boggle"),
    _grid("session-mild", "boggle"),
    _grid("baggle", "baggle"),
    _grid("baggle-unique", "baggle"),
    _grid("big-baggle", "baggle"),
    _grid("baggle-old-fashion", "baggle"),
    Game("sesquipedal", "sesquipedal", "sesquipedal"),
    Game("together", "together", "together", remembered=False),
    Game("referee", "together", "referee", remembered=False),
    Game("daily", "together", "daily", remembered=False),
)
FIRST_GAMES = {"en": "beguile", "fr": "beguile-fr"}
"""The grid game a first visit opens, by the page's language: Beguile itself, dealt from that language's
deck and judged by its dictionary (New, Fix and Show as the English game has them). The page's first
paint can mirror this table."""
FAMILIES = ("beguile", "together", "boggle", "baggle", "sesquipedal")
SCREENS = tuple(dict.fromkeys(game.screen for game in GAMES if game.remembered))
"""The screens that play a game (the bar offers Games there, Back elsewhere)."""


def grid_game(rules: str) -> Game:
    """The card of a grid game's rules."""
    for game in GAMES:
        if game.rules == rules:
            return game
    raise KeyError(rules)


def point_steps(points: Points, min_length: int, longest: int = 25) -> list[tuple[int, int | None, int]]:
    """Points by length as runs: (first length, last length or None for "and more", points per word)."""
    runs: list[list[int]] = []
    for length in range(min_length, longest + 1):
        value = points(length)
        if runs and runs[-1][2] == value:
            runs[-1][1] = length
        else:
            runs.append([length, length, value])
    steps = [(first, last, value) for first, last, value in runs]
    first, _, value = steps[-1]
    steps[-1] = (first, None, value)
    return steps


def grows_by_one(rules: Rules) -> bool:
    """Whether each extra letter adds one point (Beguile's table): then the rule is said in words."""
    points = rules.points
    return all(points(n + 1) - points(n) == 1 for n in range(rules.min_length, 25))


def rules_of(game: Game) -> Rules | None:
    """The rules record of a grid game's card."""
    return get_rules(game.rules) if game.rules else None


def words_language(rules: Rules) -> str:
    """The language of a game's words ("en", "fr"), from its dictionary's name ("fr-old" is French)."""
    return rules.dictionary.split("-")[0]
