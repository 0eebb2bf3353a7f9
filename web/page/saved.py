"""What the page keeps on the device: settings, the round in progress, and stats per game.

Each record has a format/parse pair over plain JSON data. The parsers trust
nothing: anything they cannot read raises `SavedError` with a message naming
the problem, and never another exception, so the page can set the copy aside
and start fresh.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace

from beguile.round import LONGEST_TIME, SHORTEST_TIME, Round, RoundError
from beguile.rules import RULES, get_rules

from .games import FIRST_GAMES, GAMES
from .text import AUTO, LANGUAGES

STATE_VERSION = 4
STATS_VERSION = 1
THEMES = ("auto", "light", "dark")
"""The colour settings: follow the system, or always light, or always dark."""
SCALES = range(70, 141, 10)
"""Letter sizes in percent, as the Settings slider offers them."""
LONGEST_WORD = 25
"""No board of this game holds a longer word (5x5, a face per letter at most two)."""
FACE_TEXT = 200
"""The longest text of the face the page keeps (a title, a score line, a word's label)."""
FACE_WORDS = 600
"""More found words than the face keeps (Round keeps at most as many)."""


class SavedError(ValueError):
    """Saved data the page cannot trust."""


@dataclass(frozen=True)
class Settings:
    """The player's choices: game, board size, time, and how the page looks and sounds."""

    rules: str = "beguile"
    size: int = 4
    seconds: int = 180
    practice: bool = False
    table: bool = False
    scale: int = 100
    sound: bool = True
    vibrate: bool = True
    language: str = AUTO
    screen: str = "play"
    """The screen of the game last chosen, where the page opens (the grid games' or the crossword's)."""
    zoom: bool = True
    """Whether the crossword board zooms in while a play is laid on a small screen."""
    theme: str = "auto"
    """Light or dark colours, or "auto" to follow the system."""

    def for_game(self, name: str) -> Settings:
        """The settings after choosing another game: its board size and time."""
        rules = get_rules(name)
        return replace(self, rules=name, size=rules.size, seconds=rules.timer)


def first_settings(language: str) -> Settings:
    """The settings of a first visit: the grid game of the page's language, with its size and time."""
    return Settings().for_game(FIRST_GAMES.get(language, Settings.rules))


_CHECKS = {
    "rules": lambda v: isinstance(v, str) and v in RULES,
    "size": lambda v: type(v) is int and v in (4, 5),
    "seconds": lambda v: type(v) is int and SHORTEST_TIME <= v <= LONGEST_TIME,
    "practice": lambda v: type(v) is bool,
    "table": lambda v: type(v) is bool,
    "scale": lambda v: type(v) is int and v in SCALES,
    "sound": lambda v: type(v) is bool,
    "vibrate": lambda v: type(v) is bool,
    "language": lambda v: isinstance(v, str) and (v == AUTO or v in LANGUAGES),
    "screen": lambda v: isinstance(v, str) and v in {game.screen for game in GAMES},
    "zoom": lambda v: type(v) is bool,
    "theme": lambda v: v in THEMES,
}


def format_settings(settings: Settings) -> dict:
    """Settings as JSON data."""
    return asdict(settings)


def parse_settings(data: object) -> Settings:
    """Settings from JSON data; a missing key takes its default, a bad value raises SavedError."""
    if not isinstance(data, dict):
        raise SavedError("settings are not an object")
    values = {}
    for item in fields(Settings):
        if item.name in data:
            value = data[item.name]
            if not _CHECKS[item.name](value):
                raise SavedError(f"setting {item.name!r} has a bad value")
            values[item.name] = value
    settings = Settings(**values)
    if settings.size * settings.size > get_rules(settings.rules).source.capacity:
        raise SavedError(f"{settings.rules} cannot fill a {settings.size}x{settings.size} board")
    return settings


@dataclass(frozen=True)
class Shown:
    """A found word as the play screen lists it: the folded word, as written, its note and accessible name."""

    word: str
    shown: str
    note: str
    label: str
    best: bool = False
    """The word that scores in the single-word game."""
    planted: bool = False
    """The word Fix hid on the board."""


@dataclass(frozen=True)
class Face:
    """What the play screen last showed that only Python works out (the title, the score, the found words as
    scored and written), in that language: the frame paints it on the next open before Python has started."""

    language: str = "en"
    title: str = ""
    score: str = ""
    words: str = ""
    found: tuple[Shown, ...] = ()
    board: str = ""
    """The board these words were found on (its text form; none between rounds)."""
    planted: str = ""
    """The line saying a word is hidden on the board (Fix), while the round runs."""
    badge: str = ""
    """The language of the game's words beside the title (EN), and its name for screen readers."""
    badge_name: str = ""


def format_face(face: Face) -> dict:
    """The face as JSON data (a found word as a list: word, shown, note, label, best, planted)."""
    return {"language": face.language, "title": face.title, "score": face.score, "words": face.words,
            "found": [[item.word, item.shown, item.note, item.label, item.best, item.planted] for item in face.found],
            "board": face.board, "planted": face.planted, "badge": face.badge, "badge_name": face.badge_name}


def parse_face(data: object) -> Face:
    """The face from JSON data; SavedError names what cannot be read."""
    if not isinstance(data, dict):
        raise SavedError("the face is not an object")
    texts = [data.get(key, "") for key in ("title", "score", "words", "board", "planted", "badge", "badge_name")]
    if data.get("language") not in LANGUAGES or not all(_short_text(value) for value in texts):
        raise SavedError("the face has a bad text")
    found = data.get("found")
    if not isinstance(found, list) or len(found) > FACE_WORDS:
        raise SavedError("the face's found words are not a list")
    title, score, words, board, planted, badge, badge_name = texts
    return Face(data["language"], title, score, words, tuple(_shown(item) for item in found), board, planted,
                badge, badge_name)


def _shown(item: object) -> Shown:
    """One found word of the face, checked."""
    if not (isinstance(item, list) and len(item) == 6 and all(_short_text(value) for value in item[:4])
            and all(type(value) is bool for value in item[4:])):
        raise SavedError("the face has a bad found word")
    return Shown(*item)


def _short_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= FACE_TEXT


@dataclass(frozen=True)
class State:
    """Everything the page saves after each change: the settings, the round and the play screen's face."""

    settings: Settings = field(default_factory=Settings)
    round: Round | None = None
    face: Face | None = None


def format_state(state: State) -> str:
    """The saved state as JSON text."""
    return json.dumps({"v": STATE_VERSION, "settings": format_settings(state.settings),
                       "round": state.round.to_json() if state.round else None,
                       "face": format_face(state.face) if state.face else None},
                      separators=(",", ":"))


def parse_state(text: object, now: float | None = None) -> State:
    """The saved state from JSON text (a round may not start after now); SavedError names what cannot be read."""
    data = _json_object(text, "saved game")
    if data.get("v") != STATE_VERSION:
        raise SavedError("saved game is from another version")
    settings = parse_settings(data.get("settings", {}))
    saved_round = data.get("round")
    try:
        round_ = None if saved_round is None else Round.from_json(saved_round, now=now)
    except RoundError as error:
        raise SavedError(str(error)) from None
    face = data.get("face")
    return State(settings, round_, None if face is None else parse_face(face))


@dataclass(frozen=True)
class GameStats:
    """One game's record on this device."""

    rounds: int = 0
    best: int = 0
    longest: str = ""
    found: int = 0
    """Words found over every round."""
    possible: int = 0
    """Words on the boards of those rounds."""

    @property
    def share(self) -> float | None:
        """The share of the boards' words found, or None before a round."""
        return self.found / self.possible if self.possible else None


def record_round(stats: dict[str, GameStats], rules: str, score: int, found: list[str],
                 possible: int) -> dict[str, GameStats]:
    """The stats after a round of a game ended with this score, these words and this many on the board."""
    old = stats.get(rules, GameStats())
    longest = max([old.longest, *found], key=len)
    new = GameStats(old.rounds + 1, max(old.best, score), longest,
                    old.found + len(found), old.possible + max(possible, len(found)))
    return {**stats, rules: new}


def format_stats(stats: dict[str, GameStats]) -> str:
    """The stats as JSON text."""
    return json.dumps({"v": STATS_VERSION, "games": {name: asdict(game) for name, game in sorted(stats.items())}},
                      separators=(",", ":"))


def parse_stats(text: object) -> dict[str, GameStats]:
    """The stats from JSON text; SavedError names what cannot be read."""
    data = _json_object(text, "stats")
    if data.get("v") != STATS_VERSION:
        raise SavedError("stats are from another version")
    games = data.get("games")
    if not isinstance(games, dict):
        raise SavedError("stats have no games")
    return {name: _game_stats(name, value) for name, value in games.items()}


def _game_stats(name: object, data: object) -> GameStats:
    """One game's stats, checked."""
    if not isinstance(name, str) or name not in RULES:
        raise SavedError(f"stats for an unknown game {name!r}")
    if not isinstance(data, dict) or set(data) != {f.name for f in fields(GameStats)}:
        raise SavedError(f"stats for {name} are not a record")
    counts = [data[key] for key in ("rounds", "best", "found", "possible")]
    if not all(type(n) is int and 0 <= n < 10**9 for n in counts):
        raise SavedError(f"stats for {name} have a bad count")
    longest = data["longest"]
    if not isinstance(longest, str) or len(longest) > LONGEST_WORD or not (longest == "" or (longest.isascii() and longest.isalpha())):
        raise SavedError(f"stats for {name} have a bad longest word")
    if data["found"] > data["possible"]:
        raise SavedError(f"stats for {name} found more words than there were")
    return GameStats(**data)


def _json_object(text: object, what: str) -> dict:
    """A JSON object from text, or SavedError."""
    if not isinstance(text, str):
        raise SavedError(f"{what} is not text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SavedError(f"{what} is not JSON") from None
    if not isinstance(data, dict):
        raise SavedError(f"{what} is not an object")
    return data
