"""Lexicon: the words of one dictionary, as a minimised word graph in flat arrays.

A word graph (DAWG) shares both prefixes and suffixes, so English fits in well
under a megabyte. Each node is one integer: a bit for each letter that follows
it, plus a bit saying a word ends there. The children of a node sit side by
side in one array of targets, in alphabetical order, so the child for a letter
is found by counting the bits below it. Loading is a copy of two arrays.
"""

from __future__ import annotations

import hashlib
import struct
import sys
from array import array
from collections.abc import Iterable, Iterator
from itertools import accumulate

Node = int
"""A position in the word graph: the letters read so far."""

ROOT: Node = 0
NO_NODE: Node = -1
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
END = 1 << 26
"""The bit of a node's mask that says the letters read so far make a word."""
LETTER_BITS = END - 1

_MAGIC = b"BGLX"
_HEADER = struct.Struct("<4sIIII")  # magic, version, nodes, edges, words
_VERSION = 1


class LexiconError(ValueError):
    """A lexicon file or word list that cannot be read."""


class Lexicon:
    """A set of lowercase a-z words with the prefix steps a solver needs."""

    __slots__ = ("masks", "first", "targets", "size")

    def __init__(self, masks: list[int], targets: list[int], size: int) -> None:
        """Wrap node masks and edge targets; `first` is derived, not stored."""
        self.masks = masks
        self.targets = targets
        self.size = size
        self.first = list(accumulate((m & LETTER_BITS).bit_count() for m in masks))
        self.first.insert(0, 0)

    @classmethod
    def from_words(cls, words: Iterable[str]) -> Lexicon:
        """Build a lexicon from words already normalised to lowercase a-z."""
        masks, targets, size = build_graph(sorted(set(words)))
        return cls(masks, targets, size)

    @classmethod
    def from_bytes(cls, data: bytes) -> Lexicon:
        """Read the compact form written by `to_bytes`."""
        if len(data) < _HEADER.size:
            raise LexiconError("lexicon data is too short")
        magic, version, nodes, edges, size = _HEADER.unpack_from(data)
        if magic != _MAGIC or version != _VERSION:
            raise LexiconError("not a Beguile lexicon (wrong magic or version)")
        body = memoryview(data)[_HEADER.size:]
        if len(body) != 4 * (nodes + edges):
            raise LexiconError("lexicon data is truncated")
        numbers = array("I")
        numbers.frombytes(body)
        if sys.byteorder == "big":
            numbers.byteswap()
        values = numbers.tolist()
        return cls(values[:nodes], values[nodes:], size)

    def to_bytes(self) -> bytes:
        """The compact form: a header, then node masks, then edge targets."""
        numbers = array("I", self.masks + self.targets)
        if sys.byteorder == "big":
            numbers.byteswap()
        header = _HEADER.pack(_MAGIC, _VERSION, len(self.masks), len(self.targets), self.size)
        return header + numbers.tobytes()

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
    """Number nodes breadth-first from the root and flatten them into two arrays."""
    order = [root]
    number = {root: 0}
    for node in order:
        for _, target in frozen[node][1]:
            if target not in number:
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
