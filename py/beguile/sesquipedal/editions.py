"""Editions: Sesquipedal in each language, as data: its tile set and the word list it plays with.

A game names its edition by its tile set (the record's `tiles=`); the word list
is the edition's unless the record names another (`dict=`, see record.py).
Records written before the dictionary was named played English with the
spelling list "en", which `LEGACY_DICTIONARY` keeps so they replay as they were.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..dictionaries import get_dictionary, load_lexicon
from ..excerpt import excerpt
from ..lexicon import Lexicon
from .tiles import TILE_SETS, TileSet


@dataclass(frozen=True)
class Edition:
    """A language's game: the tile set dealt and the dictionary that judges the words."""

    language: str
    tiles: str
    dictionary: str

    @property
    def tile_set(self) -> TileSet:
        """The edition's tile set."""
        return TILE_SETS[self.tiles]


EDITIONS: dict[str, Edition] = {
    e.language: e
    for e in (
        Edition("en", "en", "en-crossword"),
        Edition("fr", "fr", "fr"),
    )
}
LEGACY_DICTIONARY = "en"
"""The word list of records that name none (English games saved before editions)."""


class EditionError(ValueError):
    """A language with no edition of the game."""


def get_edition(language: str) -> Edition:
    """The edition of a language, or a clear error listing the known ones."""
    try:
        return EDITIONS[language]
    except KeyError:
        raise EditionError(f"no Sesquipedal in {excerpt(language)} (known: {', '.join(EDITIONS)})") from None


def edition_of_tiles(tiles: str) -> Edition:
    """The edition whose tile set this is (English for an unknown set)."""
    return next((e for e in EDITIONS.values() if e.tiles == tiles), EDITIONS["en"])


def check_editions() -> None:
    """Fail if an edition names a tile set or a dictionary that does not exist."""
    for edition in EDITIONS.values():
        get_dictionary(edition.dictionary)
        if edition.tiles not in TILE_SETS:
            raise EditionError(f"edition {edition.language}: unknown tile set {edition.tiles}")


def load_edition(language: str) -> tuple[TileSet, Lexicon]:
    """The tile set and the compiled lexicon a language's game plays with (for the CLI and bench scripts)."""
    edition = get_edition(language)
    return edition.tile_set, load_lexicon(edition.dictionary)
