"""Interface text: the message catalogues (gettext, compiled at build time) and the player's language.

Every string a player sees or hears is a key in the catalogues (`web/locale/<language>/*.po`);
the English catalogue is as much a translation as the French one. Placeholders
use `str.format` names (`{word}`, `{n}`).
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterable

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"
AUTO = "auto"
"""The language setting that follows the browser."""


def choose_language(setting: str, browser: Iterable[str]) -> str:
    """The language to show: the player's choice, else the browser's first one we have, else English."""
    if setting in LANGUAGES:
        return setting
    for tag in browser:
        code = str(tag).split("-")[0].strip().lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


class Text:
    """One language's catalogue: `text(key, **values)` and `text.plural(key, n, **values)`."""

    def __init__(self, language: str, catalogue: gettext.NullTranslations) -> None:
        self.language = language
        self._catalogue = catalogue

    @classmethod
    def from_mo(cls, language: str, data: bytes) -> Text:
        """A catalogue from the bytes of a compiled .mo file."""
        return cls(language, gettext.GNUTranslations(io.BytesIO(data)))

    def __call__(self, key: str, **values: object) -> str:
        """The text of a key, with its placeholders filled in."""
        template = self._catalogue.gettext(key)
        return template.format(**values) if values else template

    def plural(self, key: str, n: int, **values: object) -> str:
        """The text of a key in the plural form the language uses for n (`{n}` is n)."""
        return self._catalogue.ngettext(key, key, n).format(n=n, **values)

    def has(self, key: str) -> bool:
        """Whether the catalogue holds this key (gettext gives the key back when it does not)."""
        return self._catalogue.gettext(key) != key

    def points(self, n: int) -> str:
        """"1 point", "4 points" in the language."""
        return self.plural("unit.points", n)

    def letters(self, n: int) -> str:
        """"1 letter", "7 letters" in the language."""
        return self.plural("unit.letters", n)

    def duration(self, seconds: int) -> str:
        """A clock reading such as 3:00."""
        return f"{seconds // 60}:{seconds % 60:02d}"

    def join(self, items: Iterable[str]) -> str:
        """Items joined as a list in running text ("a, b and c")."""
        items = list(items)
        if len(items) < 2:
            return "".join(items)
        return self("list.and", head=", ".join(items[:-1]), last=items[-1])
