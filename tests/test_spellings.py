"""French words shown as written: the spellings beside the folded lexicons.

The B@ggle rules count brisé and brise as one word, so lexicons hold folded words;
the spellings give a found word back its accents (criee -> criée) and name every
word a folded one stands for (brise -> brise / brisé).
"""

from __future__ import annotations

import zlib
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from beguile.compile import compile_spellings
from beguile.dictionaries import DATA, DICTIONARIES, load_lexicon, load_spellings, spellings_file
from beguile.lexicon import Lexicon
from beguile.spellings import (
    Spellings,
    SpellingsError,
    fold,
    format_spellings,
    parse_spellings,
    spelling_order,
)

DICTS = Path(__file__).resolve().parents[1] / "dictionaries"
FRENCH = ("fr", "fr-old")

# Words as the B@ggle rules (in French) write them: each is one of the forms shown
# for its folded word.
RULES_WORDS = (
    "brisé présentation règles générales côtés même utilisée préfixes refusés acceptées féminins "
    "réparties théorie décentralisé dé célèbre plutôt système très voilà évidemment carré"
).split()
# Words the rules accept that are written without accents: shown as they are.
PLAIN_RULES_WORDS = (
    "nombreuse lyonnais berlinois berruyer dactylo snack instit alcoolo prems dircom assedic rer cedex"
).split()


@cache
def committed(name: str) -> dict[str, tuple[str, ...]]:
    """The committed spellings text of a dictionary, parsed."""
    source = DICTIONARIES[name].spellings
    return parse_spellings((DICTS / f"{source}.txt").read_text(encoding="utf-8"))


@cache
def committed_words(name: str) -> list[str]:
    """The folded words of a dictionary's committed spellings, in order."""
    return sorted(committed(name))


@pytest.fixture(scope="module")
def fr() -> Spellings:
    return load_spellings("fr")


@pytest.fixture(scope="module")
def fr_old() -> Spellings:
    return load_spellings("fr-old")


# ---------------------------------------------------------------- what a player sees

def test_a_found_word_is_shown_as_written(fr: Spellings) -> None:
    assert fr.written("criee") == ("criée",)
    assert fr.display("criee") == "criée"
    assert fr.written("coeur") == ("cœur",)
    assert fr.display("noel") == "noël"


def test_one_folded_word_shows_every_spelling(fr: Spellings) -> None:
    assert fr.written("brise") == ("brise", "brisé")
    assert fr.display("brise") == "brise / brisé"
    assert fr.display("mais") == "mais / maïs"


def test_order_plain_first_then_marks_from_the_left(fr: Spellings) -> None:
    assert fr.written("cote") == ("cote", "coté", "côte", "côté")
    assert fr.written("pecher") == ("pécher", "pêcher")
    assert fr.written("evenement") == ("événement", "évènement")


def test_words_typed_with_accents_or_capitals_are_folded_first(fr: Spellings) -> None:
    assert fr.written("Brisé") == fr.written("BRISE") == ("brise", "brisé")
    assert fr.written("CRIÉE") == ("criée",)
    assert fr.written("Cœur") == ("cœur",)


@pytest.mark.parametrize("word", RULES_WORDS)
def test_words_of_the_rules_come_back_as_written(fr: Spellings, word: str) -> None:
    assert word in fr.written(fold(word))


@pytest.mark.parametrize("word", PLAIN_RULES_WORDS)
def test_words_without_accents_are_shown_as_they_are(fr: Spellings, word: str) -> None:
    assert word in load_lexicon("fr")
    assert fr.written(word) == (word,)
    assert fr.display(word) == word


def test_extras_carry_their_accents(fr: Spellings, fr_old: Spellings) -> None:
    assert fr.written("berruyere") == ("berruyère",)
    assert fr.written("montluconnais") == fr_old.written("montluconnais") == ("montluçonnais",)
    extras = (DICTS / "fr-extras.txt").read_text(encoding="utf-8")
    written = {word for line in extras.splitlines() for word in line.split("#", 1)[0].split()}
    assert [word for word in written if word not in fr.written(fold(word))] == []


def test_old_fashion_shows_only_the_forms_it_accepts(fr: Spellings, fr_old: Spellings) -> None:
    # après is a word of its own, âpres only the plural of âpre: Old Fashion refuses it
    assert fr.written("apres") == ("après", "âpres")
    assert fr_old.written("apres") == ("après",)
    # a conjugated form is refused, the past participle kept
    assert fr.written("abandonne") == ("abandonne", "abandonné")
    assert fr_old.written("abandonne") == ("abandonné",)
    assert fr_old.written("brise") == ("brise", "brisé")


def test_a_word_outside_the_dictionary_is_shown_folded(fr: Spellings) -> None:
    assert fr.written("zzz") == ("zzz",)
    assert fr.written("") == ("",)


# ---------------------------------------------------------------- dictionaries

@pytest.mark.parametrize("name", [n for n, d in DICTIONARIES.items() if d.language == "en"])
def test_english_dictionaries_have_no_spellings(name: str) -> None:
    assert spellings_file(name) is None
    assert not list(DATA.glob(f"{name}-spellings*"))
    spellings = load_spellings(name)
    assert spellings.table() == {}
    assert spellings.written("axe") == ("axe",) and spellings.display("sun") == "sun"


@pytest.mark.parametrize("name", FRENCH)
def test_compiled_spellings_hold_the_committed_text_word_for_word(name: str) -> None:
    table = committed(name)
    spellings = load_spellings(name)
    assert spellings.table() == table
    assert format_spellings(table) == (DICTS / f"{DICTIONARIES[name].spellings}.txt").read_text(encoding="utf-8")
    assert spellings.to_bytes() == (DATA / str(spellings_file(name))).read_bytes()


@pytest.mark.parametrize("name", FRENCH)
def test_every_word_is_written_as_the_text_says(name: str) -> None:
    table = committed(name)
    spellings = load_spellings(name)
    # every word of the Old Fashion list; of the large list, every word the text spells
    words = load_lexicon(name) if name == "fr-old" else table
    wrong = [w for w in words if spellings.written(w) != table.get(w, (w,))]
    assert wrong == []


@pytest.mark.parametrize("name", FRENCH)
def test_committed_spellings_belong_to_their_list(name: str) -> None:
    table = committed(name)
    lexicon = load_lexicon(name)
    assert [w for w in table if w not in lexicon] == []
    assert len(table) > (100_000 if name == "fr" else 20_000)


def test_the_build_refuses_spellings_of_words_missing_from_the_list(tmp_path: Path) -> None:
    source = tmp_path / "spellings.txt"
    source.write_text("brise brisé\ncriée\n", encoding="utf-8")
    assert compile_spellings(source, Lexicon.from_words(["brise", "criee"]), tmp_path / "ok.bin") == 2
    with pytest.raises(SpellingsError, match="missing from the list"):
        compile_spellings(source, Lexicon.from_words(["brise"]), tmp_path / "bad.bin")


@given(st.data())
@settings(max_examples=150, deadline=None)
def test_lookups_agree_with_the_committed_text(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(FRENCH))
    table = committed(name)
    word = data.draw(st.sampled_from(committed_words(name)))
    forms = table[word]
    spellings = load_spellings(name)
    assert spellings.written(word) == forms
    assert spellings.display(word.upper()) == " / ".join(forms)
    assert all(fold(form) == word for form in forms)
    assert (word in forms) == (forms[0] == word)  # the plain form, when a word, comes first


# ---------------------------------------------------------------- against a plain dict

MARKED = {"a": "àâä", "c": "ç", "e": "éèêë", "i": "îï", "o": "ôö", "u": "ùûü"}


@st.composite
def written_words(draw: st.DrawFn) -> str:
    """A short word with some letters marked and maybe a ligature."""
    letters = draw(st.lists(st.sampled_from("abceiosu"), min_size=1, max_size=6))
    out = []
    for letter in letters:
        choices = [letter, *MARKED.get(letter, "")]
        out.append(draw(st.sampled_from(choices)))
    word = "".join(out)
    return word.replace("oe", "œ") if draw(st.booleans()) else word


@given(st.lists(written_words(), max_size=60), st.lists(st.text("abceiosu", max_size=7), max_size=20))
@settings(max_examples=200, deadline=None)
def test_random_spellings_match_a_plain_table(words: list[str], probes: list[str]) -> None:
    table: dict[str, set[str]] = {}
    for word in words:
        table.setdefault(fold(word), set()).add(word)
    expected = {k: tuple(sorted(v, key=spelling_order)) for k, v in table.items() if v != {k}}
    spellings = Spellings.from_bytes(Spellings.from_table(table).to_bytes())
    assert spellings.table() == expected
    assert parse_spellings(format_spellings(table)) == expected
    for probe in [*table, *probes]:
        assert spellings.written(probe) == expected.get(probe, (probe,))


# ---------------------------------------------------------------- damaged input

HEADER = 24
"""Bytes before the letters: magic, version, letter bytes, edges, target width, checksum."""


def sample() -> bytes:
    return Spellings.from_table({"brise": {"brise", "brisé"}, "criee": {"criée"}, "coeur": {"cœur"}}).to_bytes()


def test_truncated_or_foreign_bytes_are_refused_clearly() -> None:
    data = sample()
    for end in range(len(data)):
        with pytest.raises(SpellingsError):
            Spellings.from_bytes(data[:end])
    with pytest.raises(SpellingsError, match="not Beguile spellings"):
        Spellings.from_bytes(b"BGLX" + data[4:])
    with pytest.raises(SpellingsError):
        Spellings.from_bytes(data + b"\0")


@pytest.mark.parametrize("flip", [1, 2, 4, 0x10, 0x80, 0xFF])
def test_every_damaged_byte_is_refused(flip: int) -> None:
    data = sample()
    for i in range(len(data)):
        damaged = bytearray(data)
        damaged[i] ^= flip
        with pytest.raises(SpellingsError):
            Spellings.from_bytes(bytes(damaged))


def with_checksum(damaged: bytearray) -> bytes:
    """Damaged data given a matching checksum, as a faulty writer would make it."""
    damaged[20:24] = zlib.crc32(damaged[HEADER:]).to_bytes(4, "little")
    return bytes(damaged)


def test_a_wrong_graph_with_a_good_checksum_is_refused_or_harmless() -> None:
    data = sample()
    outcomes = {"refused": 0, "loaded": 0}
    for flip in (1, 2, 4, 0x10, 0x80, 0xFF):
        for i in range(HEADER, len(data)):
            damaged = bytearray(data)
            damaged[i] ^= flip
            try:
                spellings = Spellings.from_bytes(with_checksum(damaged))
            except SpellingsError:
                outcomes["refused"] += 1
                continue
            outcomes["loaded"] += 1  # a flag, letter or target changed within bounds
            for word in ("brise", "criee", "coeur", "crie", "b", "zz", "brisebrisebrise"):
                forms = spellings.written(word)
                assert forms and all(fold(form) == word for form in forms)
            try:
                spellings.table()
            except SpellingsError as error:
                assert "cycle" in str(error)
    assert outcomes["refused"] > 0 and outcomes["loaded"] > 0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("brise brise\n", "repeats"),
        ("brise\n", "no form other"),
        ("brisé brise\n", "out of order"),
        ("criée\nbrisé\n", "out of order"),
        ("criée\ncriée\n", "out of order or repeated"),
        ("brisé crié\n", "does not fold"),
        ("Brisé\n", "lowercase"),
        ("brisé\n\ncriée\n", "line 2"),
        ("bri sé\n", "line 1"),
    ],
)
def test_bad_text_is_refused_with_its_line(text: str, message: str) -> None:
    with pytest.raises(SpellingsError, match=message):
        parse_spellings(text)


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"brisé": ["brisé"]}, "does not fold"),  # the key must be folded
        ({"brise": ["Brisé"]}, "lowercase"),
        ({"brise": ["brise", "crié"]}, "does not fold"),
        ({"brise": ["bri-sé"]}, "lowercase word of letters"),
    ],
)
def test_bad_tables_are_refused(table: dict[str, list[str]], message: str) -> None:
    with pytest.raises(SpellingsError, match=message):
        format_spellings(table)
    with pytest.raises(SpellingsError, match=message):
        Spellings.from_table(table)
