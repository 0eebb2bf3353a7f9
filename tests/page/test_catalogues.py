"""The message catalogues: English and French hold the same keys and placeholders, every key the page
names exists, every key exists for a reason, and the French is French."""

from __future__ import annotations

import re
import string

from page.games import FAMILIES, GAMES
from page.sesq.session import NOTES
from page.sesq.setup_view import EMPTY, KINDS, LISTED as SESQ_LISTS, LANGUAGES as SESQ_LANGUAGES
from page.sesq.verdict_view import SHOWN_REASONS
from page.text import LANGUAGES, Text
from tools.catalogues import messages
from tools.site import FRAME_KEYS, frame_html

from beguile.computer import LEVELS
from beguile.dictionaries import DICTIONARIES
from beguile.letter_sets import LETTER_SOURCES
from beguile.scoring import ACCEPTED, Status
from beguile.sesquipedal.players import LEVELS as SESQ_LEVELS
from beguile.token_codec import Problem
from page.together.table_view import ICONS

from conftest import ROOT

KEY = re.compile(r'"([a-z]+(?:\.[a-z0-9-]+)+)"')


def placeholders(value) -> set[str]:
    forms = value if isinstance(value, tuple) else (value,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def dynamic_keys() -> set[str]:
    """Keys the page builds from registries (f"game.{key}.title" and the like)."""
    keys = {f"answer.{status}" for status in Status if status not in ACCEPTED}
    keys |= {f"game.{game.key}.{part}" for game in GAMES for part in ("title", "howto")}
    keys |= {f"source.{name}" for name in LETTER_SOURCES}
    keys |= {f"dict.{name}" for name in DICTIONARIES}
    keys |= {f"language.{language}" for language in LANGUAGES}
    keys |= {f"words.{part}.{language}" for language in LANGUAGES for part in ("code", "language")}
    keys |= {f"family.{family}" for family in FAMILIES}
    keys |= {f"game.{game.key}.facts" for game in GAMES if game.rules is None}
    keys |= {f"results.filter.{name}" for name in ("all", "found", "missed")}
    keys |= sesq_keys() | together_keys()
    return keys


def sesq_keys() -> set[str]:
    """Keys the crossword game builds from its registries: levels, notes, player kinds, reasons, moves."""
    keys = {f"sesq.level.{level.name}" for level in SESQ_LEVELS.values()}
    keys |= {f"sesq.note.{note}" for note in NOTES}
    keys |= {f"sesq.setup.kind.{kind}" for kind in (*KINDS, EMPTY)}
    keys |= {f"sesq.{form}.{reason}" for reason in (*SHOWN_REASONS, "other") for form in ("why", "short")}
    keys |= {f"sesq.said.{action}{you}" for action in ("play", "exchange", "pass") for you in ("", ".you")}
    keys |= {f"sesq.setup.language.{language}" for language in SESQ_LANGUAGES}
    keys |= {f"sesq.list.{dictionary}" for dictionary in SESQ_LISTS}
    return keys


def together_keys() -> set[str]:
    """Keys play together builds from its own registries: token problems, statuses, actions, levels, kinds."""
    keys = {f"token.problem.{problem}" for problem in Problem}
    keys |= {f"table.status.{status}" for status in ICONS}
    keys |= {f"session.action.{name}" for name in ("code", "play", "start", "words", "collect", "table", "results",
                                                   "scan", "paste", "invite", "roster", "in", "sitout")}
    keys |= {f"judge.action.{name}" for name in ("scan", "paste", "publish", "code", "session")}
    keys |= {f"referee.action.{name}" for name in ("score", "correct", "round", "new-game")}
    keys |= {f"code.{part}.{kind}" for part in ("title", "hint", "kind")
             for kind in ("round", "apart", "words", "results", "board", "invite", "in")}
    keys |= {f"code.share.{kind}" for kind in ("apart", "words", "results", "board", "invite", "in")}
    keys |= {f"rivals.level.{level}{about}" for level in LEVELS for about in ("", ".about")}
    return keys


def named_keys() -> set[str]:
    """Keys written out in the page's Python, its HTML and its boot script."""
    code = "".join(path.read_text() for path in (ROOT / "web" / "page").rglob("*.py"))
    _, _, html_keys = frame_html(ROOT / "web")
    return set(KEY.findall(code)) | html_keys | set(FRAME_KEYS)


def test_english_and_french_hold_the_same_keys_and_placeholders() -> None:
    en, fr = messages("en"), messages("fr")
    assert set(en) == set(fr)
    for key in en:
        assert placeholders(en[key]) == placeholders(fr[key]), key
        assert isinstance(en[key], tuple) == isinstance(fr[key], tuple), key
        for value in (en[key], fr[key]):
            forms = value if isinstance(value, tuple) else (value,)
            assert all(form.strip() for form in forms), f"{key} is empty"


def test_every_key_the_page_names_exists_and_every_key_is_used() -> None:
    known = set(messages("en"))
    wanted = named_keys() | dynamic_keys()
    assert wanted - known == set(), "keys the page names but the catalogues lack"
    assert known - wanted == set(), "keys nothing uses"


def test_the_french_catalogue_is_translated() -> None:
    en, fr = messages("en"), messages("fr")
    same = {key for key in en if en[key] == fr[key]}
    # names of games, formats made only of placeholders and signs, and words French shares
    allowed = {key for key in same if re.fullmatch(r"[\W\d_{}a-z]*|\{\w+\}.*", str(en[key]).replace("{", " {"))}
    allowed |= {"game.beguile.title", "game.boggle.title", "game.big-boggle.title", "game.baggle.title",
                "game.big-baggle.title", "family.beguile", "unit.points", "facts.time", "words.code.en", "words.code.fr",
                "game.sesquipedal.title", "sesq.level.expert", "sesq.card.points", "sesq.card.total",
                "sesq.search.by-points"}
    assert same - allowed == set()


def test_plurals_follow_each_language(text_en: Text, text_fr: Text) -> None:
    en, fr = text_en, text_fr
    assert (en.points(0), en.points(1), en.points(2)) == ("0 points", "1 point", "2 points")
    assert (fr.points(0), fr.points(1), fr.points(2)) == ("0 point", "1 point", "2 points")
    assert fr.plural("strip.words", 0) == "0 mot" and en.plural("strip.words", 0) == "0 words"


def test_french_never_breaks_a_line_before_a_colon_or_after_a_guillemet() -> None:
    for key, value in messages("fr").items():
        for form in value if isinstance(value, tuple) else (value,):
            assert not re.search(r" [:;!?»]|« ", form), f"{key}: a breaking space in {form!r}"
    assert messages("fr")["answer.resumed"].startswith("Le chrono vous a attendu\u00a0: ")
    assert messages("en")["answer.resumed"] == "The clock waited: {time} left"
