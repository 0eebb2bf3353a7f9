"""Compile the committed word lists into the compact files the engine loads.

Run by `python3 build.py`; a dictionary is recompiled only when its inputs
change, so a rebuild costs nothing when the word lists are untouched.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from .dictionaries import DICTIONARIES, Dictionary, common_file, lexicon_file, parse_words
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
    source = sources / f"{dictionary.source}.txt"
    common = sources / f"{dictionary.common}.txt"
    lex_path, common_path = out / lexicon_file(dictionary.name), out / common_file(dictionary.name)
    stamp = out / f"{dictionary.name}.stamp"
    digest = _digest(source, common, Path(__file__), Path(__file__).with_name("lexicon.py"))
    if stamp.exists() and stamp.read_text() == digest and lex_path.exists() and common_path.exists():
        return [lex_path, common_path]
    words = parse_words(source.read_text(encoding="utf-8"))
    lexicon = Lexicon.from_words(words)
    lex_path.write_bytes(lexicon.to_bytes())
    planted = [w for w in parse_words(common.read_text(encoding="utf-8")) if w in lexicon]
    common_path.write_text("".join(f"{w}\n" for w in planted), encoding="utf-8")
    stamp.write_text(digest)
    print(f"compiled {dictionary.name}: {len(lexicon)} words, {len(planted)} common", flush=True)
    return [lex_path, common_path]


def _digest(*paths: Path) -> str:
    """A digest of the files a compiled dictionary depends on."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()
