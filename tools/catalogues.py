"""The interface's message catalogues: read the .po sources, compile them to .mo, pick the frame's text.

    web/locale/<language>/*.po   the sources, one file per part of the page
    compile_mo(language)         one .mo for the language (every file merged), for gettext
    frame_text(keys)             {language: {key: text}} for the page's static HTML

Babel reads and writes the files (a build-time tool; the page uses gettext).
"""

from __future__ import annotations

import io
import re
from datetime import datetime, timezone
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "web" / "locale"
LANGUAGES = ("en", "fr")


NBSP, NNBSP = "\u00a0", "\u202f"
"""No-break space (before a colon, inside guillemets) and narrow no-break space (before ; ! ?)."""


def french_spaces(text: str) -> str:
    """French text with its spaces before : ; ! ? » and after « made no-break, so a line never starts with them."""
    text = re.sub(r" +(:)", NBSP + r"\1", text)
    text = re.sub(r" +([;!?])", NNBSP + r"\1", text)
    text = re.sub(r" +»", NBSP + "»", text)
    return re.sub(r"« +", "«" + NBSP, text)


def _typeset(language: str, string: str | tuple | list) -> str | tuple:
    """A message's text as the language sets it (French spaces made no-break)."""
    if language != "fr":
        return string
    if isinstance(string, (tuple, list)):
        return tuple(french_spaces(form) for form in string)
    return french_spaces(string)


class CatalogueError(ValueError):
    """A catalogue source that is inconsistent (a key in two files, a file that does not parse)."""


FIXED_DATE = datetime(2020, 1, 1, tzinfo=timezone.utc)


@cache
def catalogue(language: str, locale_dir: Path = LOCALE) -> Catalog:
    """Every message of a language, merged from its .po files (a key may appear in one file only)."""
    # (a fixed date in the header: the same messages make the same .mo, so the same content hash)
    merged = Catalog(locale=language, domain="beguile", fuzzy=False, creation_date=FIXED_DATE)
    where: dict[str, str] = {}
    for path in sorted((locale_dir / language).glob("*.po")):
        with open(path, "rb") as f:
            try:
                part = read_po(f, locale=language)
            except Exception as error:  # noqa: BLE001 - Babel raises several kinds
                raise CatalogueError(f"{path.name}: {error}") from None
        for message in part:
            if not message.id:
                continue
            key = message.id if isinstance(message.id, str) else message.id[0]
            if key in where:
                raise CatalogueError(f"{language}: {key!r} is in {where[key]} and {path.name}")
            where[key] = path.name
            message.string = _typeset(language, message.string)
            merged[message.id] = message
    return merged


def compile_mo(language: str, locale_dir: Path = LOCALE) -> bytes:
    """The compiled .mo of a language."""
    buffer = io.BytesIO()
    write_mo(buffer, catalogue(language, locale_dir), use_fuzzy=False)
    return buffer.getvalue()


def messages(language: str, locale_dir: Path = LOCALE) -> dict[str, str | tuple[str, ...]]:
    """Key -> text (a tuple of plural forms for plural keys) of a language."""
    found: dict[str, str | tuple[str, ...]] = {}
    for message in catalogue(language, locale_dir):
        if message.id:
            key = message.id if isinstance(message.id, str) else message.id[0]
            found[key] = tuple(message.string) if isinstance(message.string, (tuple, list)) else message.string
    return found


def frame_text(keys: set[str], locale_dir: Path = LOCALE) -> dict[str, dict[str, str]]:
    """The texts the static page needs before Python runs, in every language."""
    table = {}
    for language in LANGUAGES:
        known = messages(language, locale_dir)
        missing = sorted(key for key in keys if key not in known or not isinstance(known[key], str))
        if missing:
            raise CatalogueError(f"{language}: the page names keys the catalogue lacks: {', '.join(missing)}")
        table[language] = {key: known[key] for key in sorted(keys)}
    return table
