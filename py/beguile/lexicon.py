"""Lexicon: the words of one dictionary, as a minimised word graph in flat arrays.

A word graph (DAWG) shares both prefixes and suffixes, so English fits in well
under a megabyte. Each node is one integer: a bit for each letter that follows
it, plus a bit saying a word ends there. The children of a node sit side by
side in one array of targets, in alphabetical order, so the child for a letter
is found by counting the bits below it. Loading is a copy of two arrays.

Nodes are numbered so that every edge leads to a higher number (breadth-first,
a node once every node leading to it is numbered). That is what lets
`from_bytes` check a file cheaply: a checksum catches damage, and the checks of
the numbers themselves (masks, edge counts, targets) make sure that even a
well-formed file that lies cannot send a search off the arrays or round a cycle.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from itertools import accumulate, chain, repeat
from operator import and_, gt, sub

Node = int
"""A position in the word graph: the letters read so far."""

ROOT: Node = 0
NO_NODE: Node = -1
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
END = 1 << 26
"""The bit of a node's mask that says the letters read so far make a word."""
LETTER_BITS = END - 1

_MAGIC = b"BGLX"
_FRONT = struct.Struct("<4sII")  # magic, version, CRC-32 of everything after it
_COUNTS = struct.Struct("<III")  # nodes, edges, words
_VERSION = 2


class LexiconError(ValueError):
    """A lexicon file or word list that cannot be read."""


class Lexicon:
    """A set of lowercase a-z words with the prefix steps a solver needs."""

    __slots__ = ("masks", "first", "targets", "size")

    def __init__(self, masks: Sequence[int], targets: Sequence[int], size: int) -> None:
        """Wrap node masks and edge targets (lists, or arrays read from a file); `first` is derived, not stored."""
        self.masks = masks
        self.targets = targets
        self.size = size
        self.first = [0, *accumulate(map(int.bit_count, map(and_, masks, repeat(LETTER_BITS))))]

    @classmethod
    def from_words(cls, words: Iterable[str]) -> Lexicon:
        """Build a lexicon from words already normalised to lowercase a-z."""
        masks, targets, size = build_graph(sorted(set(words)))
        return cls(masks, targets, size)

    @classmethod
    def from_bytes(cls, data: bytes, file_hash: str | None = None, sha256: str | None = None) -> Lexicon:
        """Read the compact form written by `to_bytes`; LexiconError for anything else.

        Given the hash in a built file's name (`named_hash`), bytes that match it are the very ones the
        build wrote and checked: the graph is not walked again (most of the reading time in the page),
        and bytes that do not match are refused. `sha256` is the bytes' SHA-256 (hex) when the caller has
        it already (the page asks the browser, which hashes off the page's main thread); else it is
        computed here."""
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise LexiconError(f"lexicon data must be bytes, not {type(data).__name__}")
        data = bytes(data)
        if file_hash is not None and not (sha256 or hashlib.sha256(data).hexdigest()).startswith(file_hash.lower()):
            raise LexiconError(f"lexicon data is not the file {file_hash} the build wrote")
        if len(data) < _FRONT.size + _COUNTS.size:
            raise LexiconError("lexicon data is too short")
        magic, version, checksum = _FRONT.unpack_from(data)
        if magic != _MAGIC:
            raise LexiconError("not a Beguile lexicon (wrong magic)")
        if version != _VERSION:
            raise LexiconError(f"lexicon format {version}, not {_VERSION}: rebuild the dictionaries")
        if zlib.crc32(data[_FRONT.size:]) != checksum:
            raise LexiconError("lexicon data is damaged or truncated (checksum)")
        nodes, edges, size = _COUNTS.unpack_from(data, _FRONT.size)
        body = data[_FRONT.size + _COUNTS.size:]
        if nodes < 1 or len(body) != 4 * (nodes + edges):
            raise LexiconError(f"lexicon data holds {len(body)} bytes, not {nodes} nodes and {edges} edges")
        numbers = array("I")
        numbers.frombytes(body)
        if sys.byteorder == "big":
            numbers.byteswap()
        masks, targets = numbers[:nodes], numbers[nodes:]  # (arrays: no int object per number)
        if file_hash is None and max(masks) > END | LETTER_BITS:
            raise LexiconError("a lexicon node uses bits that mean nothing")
        lexicon = cls(masks, targets, size)
        if file_hash is None:
            _check_edges(lexicon)
        return lexicon

    def to_bytes(self) -> bytes:
        """The compact form: magic, version, checksum, counts, then node masks, then edge targets."""
        numbers = array("I", self.masks + self.targets)
        if sys.byteorder == "big":
            numbers.byteswap()
        checked = _COUNTS.pack(len(self.masks), len(self.targets), self.size) + numbers.tobytes()
        return _FRONT.pack(_MAGIC, _VERSION, zlib.crc32(checked)) + checked

    def content_hash(self) -> str:
        """A short hash of the words (16 hex digits), the same wherever the same list is compiled."""
        return hashlib.sha256(self.to_bytes()).hexdigest()[:16]

    def child(self, node: Node, letter: str) -> Node:
        """The node after reading one more letter, or NO_NODE."""
        index = ord(letter) - 97
        if not 0 <= index < 26:
            return NO_NODE
        mask = self.masks[node]
        bit = 1 << index
        if not mask & bit:
            return NO_NODE
        return self.targets[self.first[node] + (mask & (bit - 1)).bit_count()]

    def walk(self, text: str, node: Node = ROOT) -> Node:
        """The node after reading every letter of text, or NO_NODE."""
        for letter in text:
            node = self.child(node, letter)
            if node < 0:
                return NO_NODE
        return node

    def is_word(self, node: Node) -> bool:
        """Whether the letters read to reach node make a word."""
        return node >= 0 and bool(self.masks[node] & END)

    def has_prefix(self, text: str) -> bool:
        """Whether some word starts with text."""
        return self.walk(text) >= 0

    def __contains__(self, word: object) -> bool:
        """Whether word is in the lexicon."""
        return isinstance(word, str) and self.is_word(self.walk(word))

    def __len__(self) -> int:
        """The number of words."""
        return self.size

    def __iter__(self) -> Iterator[str]:
        """Every word, in alphabetical order."""
        return self.words_from(ROOT, "")

    def words_from(self, node: Node, prefix: str) -> Iterator[str]:
        """Every word that starts with prefix, given the node prefix leads to."""
        masks, first, targets = self.masks, self.first, self.targets
        stack = [(node, prefix)]
        while stack:
            node, text = stack.pop()
            mask = masks[node]
            if mask & END:
                yield text
            edge = first[node] + (mask & LETTER_BITS).bit_count()
            for index in range(25, -1, -1):
                if mask & (1 << index):
                    edge -= 1
                    stack.append((targets[edge], text + ALPHABET[index]))


def named_hash(path: str) -> str | None:
    """The content hash a built site puts in a file's name (`dict/en.f19f4a65ad8d.lex` -> `f19f4a65ad8d`),
    or None for a name without one."""
    parts = path.rpartition("/")[2].split(".")
    found = parts[1] if len(parts) >= 3 else ""
    return found if len(found) >= 8 and all(c in "0123456789abcdef" for c in found) else None


def build_graph(words: list[str]) -> tuple[list[int], list[int], int]:
    """Minimised word graph of sorted unique words: (node masks, edge targets, count)."""
    register: dict[tuple, int] = {}
    frozen: list[tuple[bool, tuple[tuple[int, int], ...]]] = []

    def freeze(end: bool, edges: list[tuple[int, int]]) -> int:
        key = (end, tuple(edges))
        found = register.get(key)
        if found is None:
            found = register[key] = len(frozen)
            frozen.append(key)
        return found

    stack: list[list] = [[False, []]]  # the path of the last word, not yet frozen
    letters: list[int] = []
    previous = ""
    for word in words:
        if not word or word.strip(ALPHABET):
            raise LexiconError(f"not a lowercase a-z word: {word!r}")
        if word == previous:
            continue
        shared = _shared_prefix(previous, word)
        while len(stack) > shared + 1:
            end, edges = stack.pop()
            stack[-1][1].append((letters.pop(), freeze(end, edges)))
        for letter in word[shared:]:
            stack.append([False, []])
            letters.append(ord(letter) - 97)
        stack[-1][0] = True
        previous = word
    while len(stack) > 1:
        end, edges = stack.pop()
        stack[-1][1].append((letters.pop(), freeze(end, edges)))
    root = freeze(*stack[0])
    return _lay_out(frozen, root) + (len(words),)


def _shared_prefix(a: str, b: str) -> int:
    """Length of the common prefix of a and b."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _lay_out(frozen: list, root: int) -> tuple[list[int], list[int]]:
    """Number nodes from the root, breadth-first, each after every node leading to it; flatten into two arrays."""
    waiting = [0] * len(frozen)
    for _, edges in frozen:
        for _, target in edges:
            waiting[target] += 1
    order = [root]
    number = {root: 0}
    for node in order:
        for _, target in frozen[node][1]:
            waiting[target] -= 1
            if not waiting[target]:
                number[target] = len(order)
                order.append(target)
    masks: list[int] = []
    targets: list[int] = []
    for node in order:
        end, edges = frozen[node]
        mask = END if end else 0
        for letter, target in edges:
            mask |= 1 << letter
            targets.append(number[target])
        masks.append(mask)
    return masks, targets


def _check_edges(lexicon: Lexicon) -> None:
    """Refuse edges that a search could not follow safely: each must lead to a later node."""
    first, targets = lexicon.first, lexicon.targets
    if first[-1] != len(targets):
        raise LexiconError(f"lexicon nodes have {first[-1]} edges between them, not {len(targets)}")
    owners = chain.from_iterable(map(repeat, range(len(first) - 1), map(sub, first[1:], first)))
    if targets and (max(targets) >= len(lexicon.masks) or not all(map(gt, targets, owners))):
        raise LexiconError("a lexicon edge leads outside the word graph or back towards its root")
