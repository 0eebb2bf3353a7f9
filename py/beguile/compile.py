"""Compile the committed word lists into the compact files the engine loads.

Run by `python3 build.py`; a dictionary is recompiled only when its inputs
change, so a rebuild costs nothing when the word lists are untouched.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from .dictionaries import DICTIONARIES, Dictionary, WordListError, common_file, lexicon_file, parse_words
from .lexicon import Lexicon


def compile_all(sources: Path, out: Path) -> list[Path]:
    """Compile every registered dictionary found in sources into out; return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for dictionary in DICTIONARIES.values():
        written += compile_dictionary(dictionary, sources, out)
    return written


def compile_dictionary(dictionary: Dictionary, sources: Path, out: Path) -> list[Path]:
    """Write a dictionary's lexicon and common words, unless they are up to date."""
    source = _read(sources / f"{dictionary.source}.txt")
    common = _read(sources / f"{dictionary.common}.txt")
    lex_path, common_path = out / lexicon_file(dictionary.name), out / common_file(dictionary.name)
    stamp = out / f"{dictionary.name}.stamp"
    code = [Path(__file__).with_name(name).read_bytes() for name in ("compile.py", "dictionaries.py", "lexicon.py")]
    digest = hashlib.sha256(b"".join(hashlib.sha256(data).digest() for data in [source[1], common[1], *code]))
    if stamp.exists() and stamp.read_text() == digest.hexdigest() and lex_path.exists() and common_path.exists():
        return [lex_path, common_path]
    lexicon = Lexicon.from_words(_words(*source))
    lex_path.write_bytes(lexicon.to_bytes())
    planted = [w for w in _words(*common) if w in lexicon]
    common_path.write_text("".join(f"{w}\n" for w in planted), encoding="utf-8")
    stamp.write_text(digest.hexdigest())
    print(f"compiled {dictionary.name}: {len(lexicon)} words, {len(planted)} common", flush=True)
    return [lex_path, common_path]


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
