"""Dictionaries: the registry of word lists and where their compiled forms live.

Each dictionary compiles from `dictionaries/<source>.txt` into `<name>.lex`
(a Lexicon), for planting known words `<name>-common.txt` and, when its words are
folded from written forms (French), `<name>-spellings.bin` (Spellings). This
module only reads files; the page fetches the same files itself and hands the
bytes to `Lexicon.from_bytes` and `Spellings.from_bytes`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .excerpt import excerpt
from .lexicon import Lexicon
from .spellings import Spellings, fold

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Dictionary:
    """A named word list: its language, its source list, its common words and spellings."""

    name: str
    language: str
    title: str
    source: str
    common: str
    spellings: str | None = None
    """The list of how its folded words are written, when some are written otherwise."""


DICTIONARIES: dict[str, Dictionary] = {
    d.name: d
    for d in (
        Dictionary("en", "en", "English (SCOWL 70)", "en", "en-common"),
        Dictionary("en-large", "en", "English, large (SCOWL 80)", "en-large", "en-common"),
        Dictionary("en-crossword", "en", "English crossword (ENABLE)", "en-crossword", "en-common"),
        Dictionary("fr", "fr", "Français", "fr", "fr-common", "fr-spellings"),
        Dictionary("fr-old", "fr", "Français « Old Fashion »", "fr-old", "fr-common", "fr-old-spellings"),
    )
}


class UnknownDictionary(ValueError):
    """A dictionary name that is not in the registry, or whose data is missing."""


class WordListError(ValueError):
    """A word list that cannot be read: not UTF-8 text, or a line that is not a lowercase a-z word."""


def get_dictionary(name: str) -> Dictionary:
    """The registry entry for a name, or a clear error listing the known names."""
    try:
        return DICTIONARIES[name]
    except KeyError:
        known = ", ".join(DICTIONARIES)
        raise UnknownDictionary(f"unknown dictionary {excerpt(name)} (known: {known})") from None


def lexicon_file(name: str) -> str:
    """The file name of a dictionary's compiled lexicon."""
    return f"{get_dictionary(name).name}.lex"


def common_file(name: str) -> str:
    """The file name of a dictionary's common words, the ones Fix plants."""
    return f"{get_dictionary(name).name}-common.txt"


def spellings_file(name: str) -> str | None:
    """The file name of a dictionary's compiled spellings, or None when it has none."""
    dictionary = get_dictionary(name)
    return f"{dictionary.name}-spellings.bin" if dictionary.spellings else None


@lru_cache(maxsize=None)
def load_lexicon(name: str, directory: Path = DATA) -> Lexicon:
    """The compiled lexicon of a dictionary, read once per process."""
    return Lexicon.from_bytes(_read(directory / lexicon_file(name)))


@lru_cache(maxsize=None)
def load_common(name: str, directory: Path = DATA) -> tuple[str, ...]:
    """The common words of a dictionary, for planting."""
    return parse_words(_read(directory / common_file(name)))


@lru_cache(maxsize=None)
def load_spellings(name: str, directory: Path = DATA) -> Spellings:
    """How the words of a dictionary are written (empty when they are written as folded)."""
    file = spellings_file(name)
    return Spellings.empty() if file is None else Spellings.from_bytes(_read(directory / file))


def parse_words(text: str | bytes) -> tuple[str, ...]:
    """Words from a list (text or its UTF-8 bytes), one a line; blank lines and # comments are skipped.

    Every other line must be one lowercase a-z word; WordListError names the first that is not.
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise WordListError(f"the word list is not UTF-8 text (byte {error.start})") from None
    if not isinstance(text, str):
        raise WordListError(f"a word list is text, not {type(text).__name__}")
    lines = [line.strip() for line in text.splitlines()]
    words = tuple(line for line in lines if line and not line.startswith("#"))
    if not all(map(is_word, words)):
        number, line = next((n, line) for n, line in enumerate(lines, 1)
                            if line and not line.startswith("#") and not is_word(line))
        raise WordListError(f"word list line {number}: {excerpt(line)} is not a lowercase a-z word")
    return words


def is_word(text: str) -> bool:
    """Whether text is a word as lexicons hold it: lowercase a to z only, at least one letter."""
    return text.isascii() and text.isalpha() and text.islower()


def _read(path: Path) -> bytes:
    """A data file's bytes, or a clear error saying how to build it."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise UnknownDictionary(f"{path.name} is missing: install the beguile-lexicons wheel with the engine's, "
                                "or run `python3 build.py lexicons` in a checkout") from None


def normalise(word: str) -> str:
    """A word as lexicons hold it: lowercase, accents folded ("Brisé" -> "brise"), a-z kept."""
    return fold(word)
