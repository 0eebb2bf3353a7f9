"""Expand a hunspell dictionary (.aff + .dic) into every word form it accepts.

Written for this project from the hunspell(5) file format description. It handles
the features used by the French Grammalecte dictionaries and the common ones
besides: flag types (char, long, num, UTF-8), AF flag aliases, prefixes, suffixes,
cross products, continuation classes (twofold suffixes, prefixes continued by
suffixes and the reverse), NEEDAFFIX, CIRCUMFIX, FORBIDDENWORD and FULLSTRIP.
Compounding rules are not expanded (a compound dictionary has no finite list).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

Morph = tuple[str, ...]


@dataclass(frozen=True)
class Affix:
    """One PFX or SFX rule line."""

    is_prefix: bool
    flag: str
    cross: bool
    strip: str
    add: str
    cont: frozenset[str]
    cond: re.Pattern[str]
    morph: Morph

    def applies(self, word: str, fullstrip: bool) -> bool:
        """Tell whether this rule may be applied to word."""
        if not fullstrip and len(self.strip) >= len(word):
            return False
        if self.is_prefix:
            return word.startswith(self.strip) and self.cond.match(word) is not None
        return word.endswith(self.strip) and self.cond.search(word) is not None

    def apply(self, word: str) -> str:
        """Return word with the strip removed and the affix added."""
        if self.is_prefix:
            return self.add + word[len(self.strip):]
        return word[: len(word) - len(self.strip)] + self.add


@dataclass(frozen=True)
class Form:
    """A generated word with the stem it comes from and the rules used."""

    word: str
    stem: str
    stem_morph: Morph
    affixes: tuple[Affix, ...]

    @property
    def affix_morph(self) -> Morph:
        """Morphological fields carried by the affix rules alone."""
        return tuple(m for a in self.affixes for m in a.morph)


@dataclass
class AffixFile:
    """The parts of a .aff file that decide which forms exist."""

    flag_type: str = "char"
    prefixes: dict[str, list[Affix]] = field(default_factory=dict)
    suffixes: dict[str, list[Affix]] = field(default_factory=dict)
    aliases: list[str] = field(default_factory=list)
    needaffix: str | None = None
    circumfix: str | None = None
    forbidden: str | None = None
    onlyincompound: str | None = None
    fullstrip: bool = False

    def split_flags(self, text: str) -> frozenset[str]:
        """Split a flag string (or an AF alias number) into flags."""
        if self.aliases and text.isdigit():
            text = self.aliases[int(text) - 1]
        if self.flag_type == "long":
            return frozenset(text[i : i + 2] for i in range(0, len(text), 2))
        if self.flag_type == "num":
            return frozenset(part for part in text.split(",") if part)
        return frozenset(text)


def condition_regex(cond: str, is_prefix: bool) -> re.Pattern[str]:
    """Compile a hunspell affix condition into an anchored regular expression."""
    if cond == ".":
        return re.compile("")
    parts: list[str] = []
    i = 0
    while i < len(cond):
        char = cond[i]
        if char == "[":
            end = cond.index("]", i)
            body = cond[i + 1 : end]
            negate = body.startswith("^")
            chars = "".join(re.escape(c) for c in (body[1:] if negate else body))
            parts.append(f"[{'^' if negate else ''}{chars}]")
            i = end + 1
            continue
        parts.append("." if char == "." else re.escape(char))
        i += 1
    pattern = "".join(parts)
    return re.compile("^" + pattern if is_prefix else pattern + "$")


def _value(token: str) -> str:
    """Turn the hunspell zero marker into an empty string."""
    return "" if token == "0" else token


def parse_aff(path: Path) -> AffixFile:
    """Read a UTF-8 .aff file."""
    aff = AffixFile()
    lines = path.read_text(encoding="utf-8").splitlines()
    headers: dict[tuple[str, str], bool] = {}
    for raw in lines:
        parts = raw.split()
        if not parts or parts[0].startswith("#"):
            continue
        key = parts[0]
        if key == "FLAG":
            aff.flag_type = {"long": "long", "num": "num", "UTF-8": "utf8"}.get(parts[1], "char")
        elif key == "AF" and len(parts) > 1 and not parts[1].isdigit():
            aff.aliases.append(parts[1])
        elif key == "AM":
            raise NotImplementedError("AM morphological aliases are not supported")
        elif key in ("NEEDAFFIX", "PSEUDOROOT"):
            aff.needaffix = parts[1]
        elif key == "CIRCUMFIX":
            aff.circumfix = parts[1]
        elif key == "FORBIDDENWORD":
            aff.forbidden = parts[1]
        elif key == "ONLYINCOMPOUND":
            aff.onlyincompound = parts[1]
        elif key == "FULLSTRIP":
            aff.fullstrip = True
        elif key in ("PFX", "SFX"):
            _parse_affix_line(aff, parts, headers)
    return aff


def _parse_affix_line(aff: AffixFile, parts: list[str], headers: dict[tuple[str, str], bool]) -> None:
    """Record one PFX/SFX header or rule line."""
    key, flag = parts[0], parts[1]
    if (key, flag) not in headers:
        headers[(key, flag)] = parts[2] == "Y"
        return
    is_prefix = key == "PFX"
    add, _, cont = parts[3].partition("/")
    cond = parts[4] if len(parts) > 4 else "."
    morph = tuple(parts[5:]) if len(parts) > 5 else ()
    rule = Affix(
        is_prefix=is_prefix,
        flag=flag,
        cross=headers[(key, flag)],
        strip=_value(parts[2]),
        add=_value(add),
        cont=aff.split_flags(cont) if cont else frozenset(),
        cond=condition_regex(cond, is_prefix),
        morph=morph,
    )
    table = aff.prefixes if is_prefix else aff.suffixes
    table.setdefault(flag, []).append(rule)


@dataclass(frozen=True)
class Entry:
    """One .dic line: stem, flags and morphological fields."""

    stem: str
    flags: frozenset[str]
    morph: Morph


def parse_dic(path: Path, aff: AffixFile) -> list[Entry]:
    """Read a UTF-8 .dic file (the first line is the entry count)."""
    entries: list[Entry] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for raw in lines[1:]:
        parts = raw.split()
        if not parts:
            continue
        word, flags = _split_word_flags(parts[0])
        entries.append(Entry(word, aff.split_flags(flags) if flags else frozenset(), tuple(parts[1:])))
    return entries


def _split_word_flags(token: str) -> tuple[str, str]:
    """Split 'word/flags', honouring an escaped slash inside the word."""
    match = re.match(r"((?:\\/|[^/])+)(?:/(.*))?$", token)
    assert match is not None
    return match.group(1).replace("\\/", "/"), match.group(2) or ""


class Expander:
    """Generate every form of each dictionary entry."""

    def __init__(self, aff: AffixFile, skip_flags: Iterable[str] = (), keep_affix: Callable[[Affix], bool] | None = None):
        """Keep only the null rules (no strip, nothing added) of skip_flags."""
        self.aff = aff
        self.skip = frozenset(skip_flags)
        self.keep_affix = keep_affix or (lambda _affix: True)

    def _rules(self, table: dict[str, list[Affix]], flags: Iterable[str]) -> Iterator[Affix]:
        """Yield the rules of table named by flags, minus skipped flags."""
        for flag in sorted(flags):
            skipped = flag in self.skip
            for rule in table.get(flag, ()):
                if skipped and (rule.add or rule.strip):
                    continue
                if self.keep_affix(rule):
                    yield rule

    def _suffixed(self, word: str, flags: frozenset[str]) -> Iterator[tuple[str, tuple[Affix, ...]]]:
        """Yield suffixed words (one suffix, or two chained by a continuation class)."""
        full = self.aff.fullstrip
        for rule in self._rules(self.aff.suffixes, flags):
            if not rule.applies(word, full):
                continue
            once = rule.apply(word)
            yield once, (rule,)
            for outer in self._rules(self.aff.suffixes, rule.cont):
                if outer.applies(once, full):
                    yield outer.apply(once), (rule, outer)

    def _prefixed(self, word: str, flags: frozenset[str], need_cross: bool) -> Iterator[tuple[str, Affix]]:
        """Yield prefixed words for the prefix flags given."""
        for rule in self._rules(self.aff.prefixes, flags):
            if need_cross and not rule.cross:
                continue
            if rule.applies(word, self.aff.fullstrip):
                yield rule.apply(word), rule

    def forms(self, entry: Entry) -> Iterator[Form]:
        """Yield every valid form of one entry (forbidden entries give none)."""
        aff = self.aff
        if aff.forbidden and aff.forbidden in entry.flags:
            return
        if aff.onlyincompound and aff.onlyincompound in entry.flags:
            return
        candidates = list(self._combinations(entry))
        for word, affixes in candidates:
            if self._valid(entry, affixes):
                yield Form(word, entry.stem, entry.morph, affixes)

    def _combinations(self, entry: Entry) -> Iterator[tuple[str, tuple[Affix, ...]]]:
        """Yield (word, rules) for the stem, its suffixes, prefixes and cross products."""
        stem, flags = entry.stem, entry.flags
        yield stem, ()
        suffixed = list(self._suffixed(stem, flags))
        yield from suffixed
        for word, rules in suffixed:
            if not all(r.cross for r in rules):
                continue
            prefix_flags = flags.union(*(r.cont for r in rules))
            for pword, prule in self._prefixed(word, prefix_flags, need_cross=True):
                yield pword, (prule, *rules)
        for pword, prule in self._prefixed(stem, flags, need_cross=False):
            yield pword, (prule,)
            if not prule.cross:
                continue
            for rule in self._rules(self.aff.suffixes, prule.cont):
                if rule.cross and rule.applies(stem, self.aff.fullstrip):
                    yield prule.add + rule.apply(stem)[len(prule.strip):], (prule, rule)

    def _valid(self, entry: Entry, affixes: tuple[Affix, ...]) -> bool:
        """Apply NEEDAFFIX and CIRCUMFIX to one combination."""
        aff = self.aff
        if not affixes:
            return aff.needaffix is None or aff.needaffix not in entry.flags
        if aff.needaffix and len(affixes) == 1 and aff.needaffix in affixes[0].cont:
            return False
        if aff.circumfix:
            marked = [a.is_prefix for a in affixes if aff.circumfix in a.cont]
            if marked and not (True in marked and False in marked):
                return False
        return True


def expand(aff_path: Path, dic_path: Path, skip_flags: Iterable[str] = (), keep_affix: Callable[[Affix], bool] | None = None) -> Iterator[Form]:
    """Yield every form of a hunspell dictionary."""
    aff = parse_aff(aff_path)
    expander = Expander(aff, skip_flags, keep_affix)
    for entry in parse_dic(dic_path, aff):
        yield from expander.forms(entry)
