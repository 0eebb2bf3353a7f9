"""Compile the committed word lists into the compact files the engine loads.

Run by `python3 build.py`; a dictionary is recompiled only when its inputs
change, so a rebuild costs nothing when the word lists are untouched.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from .dictionaries import DICTIONARIES, Dictionary, common_file, lexicon_file, parse_words, spellings_file
from .lexicon import Lexicon
from .spellings import Spellings, SpellingsError


def compile_all(sources: Path, out: Path) -> list[Path]:
    """Compile every registered dictionary found in sources into out; return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for dictionary in DICTIONARIES.values():
        written += compile_dictionary(dictionary, sources, out)
    return written


def compile_dictionary(dictionary: Dictionary, sources: Path, out: Path) -> list[Path]:
    """Write a dictionary's lexicon, common words and spellings, unless they are up to date."""
    source = sources / f"{dictionary.source}.txt"
    common = sources / f"{dictionary.common}.txt"
    spelled = sources / f"{dictionary.spellings}.txt" if dictionary.spellings else None
    lex_path, common_path = out / lexicon_file(dictionary.name), out / common_file(dictionary.name)
    spellings_path = out / str(spellings_file(dictionary.name)) if spelled else None
    written = [p for p in (lex_path, common_path, spellings_path) if p]
    stamp = out / f"{dictionary.name}.stamp"
    engine = Path(__file__).parent
    inputs = [p for p in (source, common, spelled) if p]
    digest = _digest(*inputs, Path(__file__), engine / "lexicon.py", engine / "spellings.py")
    if stamp.exists() and stamp.read_text() == digest and all(p.exists() for p in written):
        return written
    words = parse_words(source.read_text(encoding="utf-8"))
    lexicon = Lexicon.from_words(words)
    lex_path.write_bytes(lexicon.to_bytes())
    planted = [w for w in parse_words(common.read_text(encoding="utf-8")) if w in lexicon]
    common_path.write_text("".join(f"{w}\n" for w in planted), encoding="utf-8")
    note = ""
    if spelled and spellings_path:
        note = f", {compile_spellings(spelled, lexicon, spellings_path)} written otherwise"
    stamp.write_text(digest)
    print(f"compiled {dictionary.name}: {len(lexicon)} words, {len(planted)} common{note}", flush=True)
    return written


def compile_spellings(source: Path, lexicon: Lexicon, out: Path) -> int:
    """Compile a spellings list whose every word is in lexicon; return how many words it spells."""
    spellings = Spellings.from_text(source.read_text(encoding="utf-8"))
    words = spellings.table()
    strays = [word for word in words if word not in lexicon]
    if strays:
        raise SpellingsError(f"{source.name} spells {len(strays)} words missing from the list, e.g. {strays[:3]}")
    out.write_bytes(spellings.to_bytes())
    return len(words)


def _digest(*paths: Path) -> str:
    """A digest of the files a compiled dictionary depends on."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()
