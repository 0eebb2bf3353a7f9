"""Spellings: how the folded words of a dictionary are written, to show them as written.

Lexicons hold words folded to a-z (the B@ggle rules count "brisé" and "brise" as
one word), so a found word would read CRIEE. The spellings of a dictionary give
each folded word its written forms: criee -> criée, coeur -> cœur, and
brise -> brise, brisé (one folded word, two words as written).

Order of the forms (the order `written` returns and `display` shows): the folded
form itself first when it is a word as written (brise before brisé), then French
dictionary order, marks compared from the left and plain before acute, grave,
circumflex, diaeresis, cedilla (cote, coté, côte, côté); a ligature after its
letters (coeur before cœur).

Text form (the committed `dictionaries/*-spellings.txt`): one line per folded
word that has a written form other than itself, its forms in that order separated
by one space; lines in alphabetical order of their folded word. The folded word
is only implied: "brise brisé", "criée", "cœur".

Compiled form (`to_bytes`): a minimised word graph of every written form listed,
over the letters a-z and the marked letters used, after a header with a CRC-32
of the rest (so damaged data is refused at once, not read wrong). Looking up a
folded word walks the graph along the letters that fold to it, so every form
found is a spelling of that word, in the order above. French endings repeat
(-é, -ée, -és, -ées, -èrent), so the graph is a fraction of its lexicon's size.
"""

from __future__ import annotations

import struct
import sys
import unicodedata
import zlib
from array import array
from bisect import bisect_left
from collections.abc import Iterable, Mapping
from functools import lru_cache
from itertools import compress

Table = dict[str, tuple[str, ...]]
"""Folded word -> its written forms, in display order."""

SEPARATOR = " / "
"""Between the forms of one folded word in `display` (brise / brisé)."""

_MARKS = "\u0301\u0300\u0302\u0308\u0327\u0303\u030a\u0304"
"""Combining marks in dictionary order: acute, grave, circumflex, diaeresis, cedilla,
tilde, ring, macron (any other mark sorts after these, by code point)."""
_MAGIC = b"BGLS"
_HEADER = struct.Struct("<4sIIIII")  # magic, version, letters (UTF-8 bytes), edges, target width, CRC-32
_VERSION = 1
_TYPECODES = {2: "H", 4: "I"}  # target width in bytes -> array type
_MAX_SYMBOLS = 64
# An edge is a label byte (letter number << 2 | last of its run << 1 | a word ends here)
# and a target: the number of the run of edges it leads to (0, the root's: none).
_FINAL, _LAST = 1, 2
_LAST_ONLY = bytes(1 if b & _LAST else 0 for b in range(256))  # a translation: label -> is last
_NOT_LAST = bytes(b for b in range(256) if not b & _LAST)  # deleted, they leave one label per run
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


class SpellingsError(ValueError):
    """Spellings text or compiled bytes that cannot be read."""


class _Folding(dict[int, "str | int | None"]):
    """A `str.translate` table: ligatures to letters, combining marks away, the rest kept."""

    def __missing__(self, code: int) -> int | None:
        kept = None if unicodedata.combining(chr(code)) else code
        self[code] = kept
        return kept


_FOLDING = _Folding({ord("œ"): "oe", ord("æ"): "ae", ord("ß"): "ss"})


def fold(word: str) -> str:
    """A word as lexicons hold it: lowercase, marks and ligatures folded ("Cœur" -> "coeur")."""
    return unicodedata.normalize("NFKD", word.strip().lower()).translate(_FOLDING)


@lru_cache(maxsize=None)
def _symbol_key(symbol: str) -> tuple[str, tuple[int, ...]]:
    """Where a letter sorts: by its folded letters, then plain before its marks in order."""
    marks = [m for m in unicodedata.normalize("NFD", symbol) if unicodedata.combining(m)]
    return fold(symbol), tuple(_MARKS.index(m) if m in _MARKS else len(_MARKS) + ord(m) for m in marks)


def spelling_order(form: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The sort key of a written form among the forms of its folded word."""
    return tuple(_symbol_key(ch) for ch in form)


def _folded(forms: list[str], where: str) -> str:
    """The folded word of some forms, after checking that each is a lowercase word folding to it."""
    key = fold(forms[0])
    if not (key.isascii() and key.isalpha()):
        raise SpellingsError(f"{where}: {forms[0]!r} is not a lowercase word of letters")
    for i, form in enumerate(forms):
        if not form.isalpha() or form != form.lower():
            raise SpellingsError(f"{where}: {form!r} is not a lowercase word of letters")
        if i and fold(form) != key:
            raise SpellingsError(f"{where}: {form!r} does not fold to {key!r}")
    return key


def format_spellings(table: Mapping[str, Iterable[str]]) -> str:
    """The text form: a line per folded word with a form other than itself, sorted."""
    lines = []
    for key in sorted(table):
        forms = sorted(set(table[key]), key=spelling_order)
        if forms and _folded(forms, "spellings") != key:
            raise SpellingsError(f"spellings: {forms[0]!r} does not fold to {key!r}")
        if forms and forms != [key]:
            lines.append(" ".join(forms) + "\n")
    return "".join(lines)


def parse_spellings(text: str) -> Table:
    """Read the text form, strictly: it must be exactly what `format_spellings` writes."""
    table: Table = {}
    previous = ""
    for number, line in enumerate(text.splitlines(), start=1):
        where = f"spellings line {number}"
        forms = line.split(" ")
        key = _folded(forms, where)
        if forms == [key] or len(set(forms)) != len(forms):
            raise SpellingsError(f"{where}: {line!r} repeats a form or has no form other than {key!r}")
        if len(forms) > 1 and forms != sorted(forms, key=spelling_order):
            raise SpellingsError(f"{where}: the forms of {key!r} are out of order")
        if key <= previous:
            raise SpellingsError(f"{where}: {key!r} is out of order or repeated")
        table[key] = tuple(forms)
        previous = key
    return table


class Spellings:
    """The written forms of the folded words of one dictionary."""

    __slots__ = ("symbols", "folds", "labels", "targets", "starts", "spans")

    def __init__(self, symbols: str, labels: bytes, targets: list[int]) -> None:
        """Wrap a graph: its letters in sort order, and per edge a label and a target run."""
        self.symbols = symbols
        self.folds = tuple(fold(s) for s in symbols)
        self.labels = labels
        self.targets = targets
        self.starts = [0, *compress(range(1, len(labels) + 1), labels.translate(_LAST_ONLY))]
        self.spans: dict[str, tuple[int, int]] = {}  # first folded letter -> its letter numbers
        for number, letters in enumerate(self.folds):
            low, _ = self.spans.get(letters[0], (number, number))
            self.spans[letters[0]] = (low, number + 1)

    @classmethod
    def empty(cls) -> Spellings:
        """No spellings: every word is written as it is folded (the English dictionaries)."""
        return cls("", b"", [])

    @classmethod
    def from_table(cls, table: Mapping[str, Iterable[str]]) -> Spellings:
        """Build the graph of every written form in a table."""
        return cls.from_text(format_spellings(table))

    @classmethod
    def from_text(cls, text: str) -> Spellings:
        """Build the graph from the text form."""
        forms = [form for line in parse_spellings(text).values() for form in line]
        symbols = "".join(sorted({ch for form in forms for ch in form} | set(ALPHABET), key=_symbol_key))
        if len(symbols) > _MAX_SYMBOLS:
            raise SpellingsError(f"spellings use {len(symbols)} letters, at most {_MAX_SYMBOLS} fit")
        index = {s: i for i, s in enumerate(symbols)}
        labels, targets = _build_graph(sorted(tuple(index[ch] for ch in form) for form in forms))
        return cls(symbols, labels, targets)

    @classmethod
    def from_bytes(cls, data: bytes) -> Spellings:
        """Read the compiled form written by `to_bytes`; damaged data raises SpellingsError."""
        if len(data) < _HEADER.size:
            raise SpellingsError("spellings data is too short")
        magic, version, alphabet_size, count, width, checksum = _HEADER.unpack_from(data)
        if magic != _MAGIC or version != _VERSION:
            raise SpellingsError("not Beguile spellings (wrong magic or version)")
        if width not in _TYPECODES:
            raise SpellingsError(f"spellings targets of {width} bytes are not supported")
        start = _HEADER.size + alphabet_size
        if len(data) != start + count * (1 + width):
            raise SpellingsError("spellings data is truncated or too long")
        if zlib.crc32(memoryview(data)[_HEADER.size:]) != checksum:
            raise SpellingsError("spellings data is damaged (its checksum does not match)")
        try:
            symbols = bytes(data[_HEADER.size:start]).decode("utf-8")
        except UnicodeDecodeError:
            raise SpellingsError("spellings letters are not UTF-8") from None
        labels = bytes(data[start:start + count])
        numbers = array(_TYPECODES[width])
        numbers.frombytes(memoryview(data)[start + count:])
        if sys.byteorder == "big":
            numbers.byteswap()
        targets = numbers.tolist()
        _check_symbols(symbols)
        _check_graph(labels, targets, len(symbols))
        return cls(symbols, labels, targets)

    def to_bytes(self) -> bytes:
        """The compiled form: a header, the letters in UTF-8, the edge labels, the targets."""
        alphabet = self.symbols.encode("utf-8")
        width = 2 if len(self.starts) <= 1 << 16 else 4
        numbers = array(_TYPECODES[width], self.targets)
        if sys.byteorder == "big":
            numbers.byteswap()
        body = alphabet + self.labels + numbers.tobytes()
        return _HEADER.pack(_MAGIC, _VERSION, len(alphabet), len(self.labels), width, zlib.crc32(body)) + body

    def written(self, word: str) -> tuple[str, ...]:
        """The written forms of a word (folded first), or the folded word when none differs."""
        key = word if word.isascii() and word.isalpha() and word.islower() else fold(word)
        found: list[str] = []
        if self.labels and key:
            self._walk(0, key, 0, "", found)
        return tuple(found) or (key,)

    def display(self, word: str) -> str:
        """The written forms of a word as one text: "brise / brisé", "criée", "maison"."""
        return SEPARATOR.join(self.written(word))

    def table(self) -> Table:
        """Every folded word with its written forms, as `parse_spellings` reads them."""
        table: dict[str, list[str]] = {}
        # depth first in letter order, as `written` finds forms, without recursion
        stack: list[tuple[int, str, str]] = [(0, "", "")] if self.labels else []
        while stack:
            run, text, folded = stack.pop()
            if run < 0:  # a word to record, pushed before the runs below it
                table.setdefault(folded, []).append(text)
                continue
            for i in reversed(range(self.starts[run], self.starts[run + 1])):
                symbol = self.labels[i] >> 2
                spelled, letters = text + self.symbols[symbol], folded + self.folds[symbol]
                if len(spelled) >= len(self.starts):
                    raise SpellingsError("spellings graph has a cycle")  # longer than its runs
                if self.targets[i]:
                    stack.append((self.targets[i], spelled, letters))
                if self.labels[i] & _FINAL:
                    stack.append((-1, spelled, letters))
        return {key: tuple(table[key]) for key in sorted(table)}

    def _walk(self, run: int, key: str, at: int, text: str, found: list[str]) -> None:
        """Collect, in order, the forms below a run of edges that spell key from `at` on."""
        span = self.spans.get(key[at])
        if span is None:
            return
        labels, targets, starts = self.labels, self.targets, self.starts
        end = starts[run + 1]
        # a run's labels rise with their letters: find the first that can match
        i = bisect_left(labels, span[0] << 2, starts[run], end)
        while i < end and labels[i] >> 2 < span[1]:
            symbol = labels[i] >> 2
            letters = self.folds[symbol]
            if len(letters) == 1 or key.startswith(letters, at):
                after, spelled = at + len(letters), text + self.symbols[symbol]
                if after == len(key):
                    if labels[i] & _FINAL:
                        found.append(spelled)
                elif targets[i]:
                    self._walk(targets[i], key, after, spelled, found)
            i += 1


def _build_graph(words: list[tuple[int, ...]]) -> tuple[bytes, list[int]]:
    """Edge labels and target runs of the minimised graph of sorted unique words."""
    runs: dict[tuple[tuple[int, bool, int], ...], int] = {}  # a node's edges -> its number

    def freeze(edges: list[tuple[int, bool, int]]) -> int:
        """The number of a node's edges (0: no edges), shared by equal nodes."""
        return runs.setdefault(tuple(edges), len(runs) + 1) if edges else 0

    stack: list[tuple[bool, list]] = [(False, [])]  # nodes on the path of the last word
    letters: list[int] = []
    previous: tuple[int, ...] = ()
    for word in words:
        shared = next((i for i, (a, b) in enumerate(zip(previous, word)) if a != b),
                      min(len(previous), len(word)))
        while len(stack) > shared + 1:
            end, edges = stack.pop()
            stack[-1][1].append((letters.pop(), end, freeze(edges)))
        for letter in word[shared:]:
            stack.append((False, []))
            letters.append(letter)
        stack[-1] = (True, stack[-1][1])
        previous = word
    while len(stack) > 1:
        end, edges = stack.pop()
        stack[-1][1].append((letters.pop(), end, freeze(edges)))
    freeze(stack[0][1])  # the root, frozen last
    # Every node is frozen after the nodes below it, so numbering runs from the last
    # frozen (the root, run 0) down makes every edge point forward: no cycle possible.
    order = sorted(runs, key=runs.__getitem__, reverse=True)
    renumber = {runs[edges]: n for n, edges in enumerate(order)}
    labels = bytearray()
    targets: list[int] = []
    for edges in order:
        for i, (letter, end, target) in enumerate(edges):
            labels.append(letter << 2 | (_LAST if i == len(edges) - 1 else 0) | (_FINAL if end else 0))
            targets.append(renumber[target] if target else 0)
    return bytes(labels), targets


def _check_symbols(symbols: str) -> None:
    """Fail unless the letters are distinct, in sort order, each folding to a-z."""
    if len(symbols) > _MAX_SYMBOLS or len(set(symbols)) != len(symbols):
        raise SpellingsError("spellings letters are repeated or too many")
    if not all(fold(s).isascii() and fold(s).isalpha() and fold(s).islower() for s in symbols):
        raise SpellingsError("spellings letters do not fold to a-z")
    if list(symbols) != sorted(symbols, key=_symbol_key):
        raise SpellingsError("spellings letters are out of order")


def _check_graph(labels: bytes, targets: list[int], symbols: int) -> None:
    """Fail unless every edge names a known letter and an existing run (the checksum catches damage)."""
    if not labels:
        return
    if not labels[-1] & _LAST:
        raise SpellingsError("spellings graph ends inside a run of edges")
    if max(labels) >> 2 >= symbols:
        raise SpellingsError("spellings graph names a letter it does not have")
    if max(targets) >= len(labels.translate(None, _NOT_LAST)):
        raise SpellingsError("spellings graph points outside itself")
