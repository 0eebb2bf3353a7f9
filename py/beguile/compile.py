"""Compile the committed word lists into the compact files the engine loads.

Run by `python3 build.py`; a dictionary is recompiled only when its inputs
change, so a rebuild costs nothing when the word lists are untouched.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from .dictionaries import (
    DICTIONARIES, Dictionary, WordListError, common_file, lexicon_file, parse_words, spellings_file,
)
from .lexicon import Lexicon
from .spellings import Spellings, SpellingsError

ENGINE_CODE = ("compile.py", "dictionaries.py", "lexicon.py", "spellings.py")
"""The modules whose change makes every dictionary compile again."""


def compile_all(sources: Path, out: Path) -> list[Path]:
    """Compile every registered dictionary found in sources into out; return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for dictionary in DICTIONARIES.values():
        written += compile_dictionary(dictionary, sources, out)
    return written


def compile_dictionary(dictionary: Dictionary, sources: Path, out: Path) -> list[Path]:
    """Write a dictionary's lexicon, common words and spellings, unless they are up to date."""
    source = _read(sources / f"{dictionary.source}.txt")
    common = _read(sources / f"{dictionary.common}.txt")
    spelled_path = sources / f"{dictionary.spellings}.txt" if dictionary.spellings else None
    spelled = _read(spelled_path) if spelled_path else None
    lex_path, common_path = out / lexicon_file(dictionary.name), out / common_file(dictionary.name)
    spellings_path = out / str(spellings_file(dictionary.name)) if spelled else None
    written = [p for p in (lex_path, common_path, spellings_path) if p]
    stamp = out / f"{dictionary.name}.stamp"
    code = [Path(__file__).with_name(name).read_bytes() for name in ENGINE_CODE]
    inputs = [source[1], common[1], *([spelled[1]] if spelled else []), *code]
    digest = hashlib.sha256(b"".join(hashlib.sha256(data).digest() for data in inputs)).hexdigest()
    if stamp.exists() and stamp.read_text() == digest and all(p.exists() for p in written):
        return written
    lexicon = Lexicon.from_words(_words(*source))
    lex_path.write_bytes(lexicon.to_bytes())
    planted = [w for w in _words(*common) if w in lexicon]
    common_path.write_text("".join(f"{w}\n" for w in planted), encoding="utf-8")
    note = ""
    if spelled_path and spellings_path:
        note = f", {compile_spellings(spelled_path, lexicon, spellings_path)} written otherwise"
    stamp.write_text(digest)
    print(f"compiled {dictionary.name}: {len(lexicon)} words, {len(planted)} common{note}", flush=True)
    return written


def compile_spellings(source: Path, lexicon: Lexicon, out: Path) -> int:
    """Compile a spellings list whose every word is in lexicon; return how many words it spells."""
    name, data = _read(source)
    spellings = Spellings.from_text(data.decode("utf-8"))
    words = spellings.table()
    strays = [word for word in words if word not in lexicon]
    if strays:
        raise SpellingsError(f"{name} spells {len(strays)} words missing from the list, e.g. {strays[:3]}")
    out.write_bytes(spellings.to_bytes())
    return len(words)


def _read(path: Path) -> tuple[str, bytes]:
    """A word list file's name and bytes; WordListError when it cannot be read."""
    try:
        return path.name, path.read_bytes()
    except OSError as error:
        raise WordListError(f"{path.name}: cannot be read ({error.strerror or error})") from None


def _words(name: str, data: bytes) -> tuple[str, ...]:
    """The words of a list file; WordListError names the file and the line at fault."""
    try:
        return parse_words(data)
    except WordListError as error:
        raise WordListError(f"{name}: {error}") from None
