"""Token bytes: the envelope every Beguile token shares, and the fields inside it.

A token is text that survives QR codes, links and chat apps: a kind letter, a
format version digit, then base64url (no padding) of the body followed by a
CRC-32 of kind, version and body. A kind's layout only grows by a new version
digit, and its parser keeps reading the older ones (results: S1 is a first
edition, S2 adds the edition number). The body is read field by field by `Reader`,
which checks every length, code and bound before use, so any text at all gives
either a value or a `TokenError` saying what is wrong with it.

Fields: whole numbers as LEB128 varints; names as UTF-8 with a length; a board
as its shape then 5 bits a cell (A-Z, Qu); word lists (lowercase a-z, sorted,
each list once) either front-coded at 5 bits a letter or deflated as text,
whichever is shorter.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
import zlib
from collections.abc import Sequence
from enum import StrEnum

from .board import QU, Board

ROUND, WORDS, RESULTS, BOARD, JOIN = "R", "W", "S", "B", "J"
KINDS = {ROUND: "a round invitation", WORDS: "a words token", RESULTS: "a results token", BOARD: "a shared board",
         JOIN: "a session's join token"}
"""Each kind letter, and what a message calls a token of that kind."""
FORMAT_VERSION = 1
"""The digit after the kind letter, unless a kind's NEWEST says otherwise."""
NEWEST = {RESULTS: 2}
"""Kinds whose newest layout is past FORMAT_VERSION; their parsers read every version from 1 up to it."""
CRC_BYTES = 4
BASE64URL = re.compile(r"[A-Za-z0-9_-]+")
MAX_NAME = 30
"""The most characters a player's name may have."""
MAX_WORD = 50
MAX_WORDS = 2000
"""The most words one list may hold (a rich 5x5 board has about a thousand)."""
MAX_SIDE = 16
FACE_CODES = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + (QU,)
FACE_CODE = {face: code for code, face in enumerate(FACE_CODES)}
SPARE_NAME_CHARACTERS = frozenset("\u200c\u200d")
"""Format characters a name may hold: the joiners inside emoji and some scripts."""

_PACKED, _DEFLATED = 0, 1
_END_WORD, _END_LIST, _MAX_PREFIX = 26, 31, 30


class Problem(StrEnum):
    """What is wrong with a token, for a message in the player's language."""

    NOT_A_TOKEN = "not-a-token"
    WRONG_KIND = "wrong-kind"
    DAMAGED = "damaged"
    NEWER_VERSION = "newer-version"
    OLDER_VERSION = "older-version"
    OTHER_ROUND = "other-round"
    STALE = "stale"
    """Results older than the version of that round this device already holds."""
    INVALID = "invalid"
    """A value that cannot go into a token (a name too long, a word with digits...)."""


class TokenError(ValueError):
    """A token that cannot be read or made; `problem` says which kind of trouble."""

    def __init__(self, message: str, problem: Problem = Problem.INVALID) -> None:
        """A one-line message in English, and the problem as a code."""
        super().__init__(message)
        self.problem = problem


def seal(kind: str, body: bytes, version: int = FORMAT_VERSION) -> str:
    """The token text of a body: kind, version, base64url of body and checksum."""
    head = f"{kind}{version}"
    crc = zlib.crc32(head.encode() + body).to_bytes(CRC_BYTES, "big")
    return head + base64.urlsafe_b64encode(body + crc).decode().rstrip("=")


def unseal(text: str, want: str) -> bytes:
    """The body of a token of kind `want` in its first layout, or a TokenError saying what is wrong."""
    version, body = unseal_any(text, want, FORMAT_VERSION)
    return body


def unseal_any(text: str, want: str, newest: int) -> tuple[int, bytes]:
    """The layout version (FORMAT_VERSION to newest) and body of a token of kind `want`, or a TokenError."""
    kind, kinds = text[:1], KINDS
    if len(text) < 3 or kind not in kinds or text[1] not in "0123456789" or not BASE64URL.fullmatch(text, 2):
        raise TokenError("not a Beguile token", Problem.NOT_A_TOKEN)
    if kind != want:
        raise TokenError(f"this is {kinds[kind]}, not {kinds[want]}", Problem.WRONG_KIND)
    version = int(text[1])
    if version > newest:
        raise TokenError("made by a newer version of Beguile: update the app", Problem.NEWER_VERSION)
    if version < FORMAT_VERSION:
        raise TokenError("made by an older version of Beguile that this one no longer reads",
                         Problem.OLDER_VERSION)
    tail = text[2:]
    if len(tail) % 4 == 1:
        raise TokenError(f"{kinds[kind]} is damaged (a character is missing or extra)", Problem.DAMAGED)
    try:
        data = base64.urlsafe_b64decode(tail + "=" * (-len(tail) % 4))
    except binascii.Error:
        raise TokenError(f"{kinds[kind]} is damaged (not base64url)", Problem.DAMAGED) from None
    if base64.urlsafe_b64encode(data).decode().rstrip("=") != tail:
        raise TokenError(f"{kinds[kind]} is damaged (its last character)", Problem.DAMAGED)
    body, crc = data[:-CRC_BYTES], data[-CRC_BYTES:]
    if len(data) <= CRC_BYTES or zlib.crc32(text[:2].encode() + body).to_bytes(CRC_BYTES, "big") != crc:
        raise TokenError(f"{kinds[kind]} is damaged (checksum): copy it again", Problem.DAMAGED)
    return version, body


def clean_name(text: str) -> str:
    """A player's name as tokens carry it: NFC, spaces collapsed, no control characters, 1 to 30 characters."""
    name = " ".join(unicodedata.normalize("NFC", text).split())
    check_name(name)
    return name


def check_name(name: str) -> None:
    """Refuse a name that is empty, too long, or holds control or format characters."""
    if not name or len(name) > MAX_NAME:
        raise TokenError(f"a name needs 1 to {MAX_NAME} characters, not {len(name)}")
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") or (
                unicodedata.category(ch) == "Cf" and ch not in SPARE_NAME_CHARACTERS):
            raise TokenError(f"a name cannot hold the character U+{ord(ch):04X}")
    if name != name.strip():
        raise TokenError("a name cannot start or end with a space")


def check_words(words: Sequence[str], what: str) -> None:
    """Refuse a word list that is not sorted, unique, lowercase a-z words of bounded length."""
    if len(words) > MAX_WORDS:
        raise TokenError(f"{what} holds {len(words)} words; at most {MAX_WORDS} fit")
    for word in words:
        if not (isinstance(word, str) and 0 < len(word) <= MAX_WORD and word.isascii()
                and word.isalpha() and word.islower()):
            raise TokenError(f"{what}: {word!r} is not a word of 1 to {MAX_WORD} letters a-z")
    if any(a >= b for a, b in zip(words, words[1:])):
        raise TokenError(f"{what} must be sorted, each word once")


class Writer:
    """Builds a token body field by field."""

    def __init__(self) -> None:
        """An empty body."""
        self.data = bytearray()

    def uint(self, value: int) -> None:
        """A whole number >= 0 as a LEB128 varint."""
        if value < 0:
            raise TokenError(f"cannot store {value} as a count")
        while True:
            low, value = value & 0x7F, value >> 7
            self.data.append(low | (0x80 if value else 0))
            if not value:
                return

    def sint(self, value: int) -> None:
        """A whole number of either sign (zigzag, then a varint)."""
        self.uint(value * 2 if value >= 0 else -value * 2 - 1)

    def fixed(self, value: bytes) -> None:
        """Bytes of a length both sides know."""
        self.data += value

    def name(self, name: str) -> None:
        """A checked name: its UTF-8 length, then its bytes."""
        check_name(name)
        encoded = name.encode()
        self.uint(len(encoded))
        self.data += encoded

    def board(self, board: Board) -> None:
        """The board's shape in one byte, then each face in 5 bits (the records check sides of at most 16)."""
        self.data.append((board.rows - 1) << 4 | (board.cols - 1))
        self.data += pack_symbols([FACE_CODE[face] for face in board.faces])

    def word_lists(self, lists: Sequence[Sequence[str]]) -> None:
        """Several word lists as one block: front-coded 5-bit letters or deflated text, the shorter."""
        symbols: list[int] = []
        for words in lists:
            previous = ""
            for word in words:
                shared = _shared_prefix(previous, word)
                symbols += [shared, *(ord(ch) - 97 for ch in word[shared:]), _END_WORD]
                previous = word
            symbols.append(_END_LIST)
        packed = pack_symbols(symbols)
        deflated = deflate("\n".join(" ".join(words) for words in lists).encode())
        method, block = (_PACKED, packed) if len(packed) <= len(deflated) else (_DEFLATED, deflated)
        self.data.append(method)
        self.uint(len(block))
        self.data += block

    def bytes(self) -> bytes:
        """The body so far."""
        return bytes(self.data)


class Reader:
    """Reads a token body field by field; every problem is a TokenError naming the field."""

    def __init__(self, data: bytes, what: str) -> None:
        """Read data, a token of kind `what` (for messages)."""
        self.data, self.pos, self.what = data, 0, what

    def damaged(self, detail: str) -> TokenError:
        """The error for a body that does not read."""
        return TokenError(f"{self.what} is damaged ({detail})", Problem.DAMAGED)

    def fixed(self, size: int, field: str) -> bytes:
        """The next size bytes."""
        if self.pos + size > len(self.data):
            raise self.damaged(f"it ends inside the {field}")
        chunk = self.data[self.pos:self.pos + size]
        self.pos += size
        return chunk

    def byte(self, field: str) -> int:
        """One byte."""
        return self.fixed(1, field)[0]

    def uint(self, field: str, most: int) -> int:
        """A varint, at most `most`."""
        value = shift = 0
        while True:
            byte = self.byte(field)
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
            if shift > 63:
                raise self.damaged(f"the {field} is too long")
        if value > most:
            raise self.damaged(f"the {field} is {value}, more than {most}")
        return value

    def sint(self, field: str, most: int) -> int:
        """A zigzag varint between -most and most."""
        value = self.uint(field, 2 * most + 1)
        return value // 2 if value % 2 == 0 else -(value + 1) // 2

    def name(self, field: str) -> str:
        """A name written by Writer.name."""
        raw = self.fixed(self.uint(f"{field}'s length", 4 * MAX_NAME), field)
        try:
            name = raw.decode()
        except UnicodeDecodeError:
            raise self.damaged(f"the {field} is not UTF-8") from None
        try:
            check_name(name)
        except TokenError as error:
            raise self.damaged(f"the {field}: {error}") from None
        return name

    def board(self) -> Board:
        """A board written by Writer.board."""
        shape = self.byte("board")
        rows, cols = (shape >> 4) + 1, (shape & 15) + 1
        codes = unpack_symbols(self.fixed((rows * cols * 5 + 7) // 8, "board"), rows * cols)
        if codes is None or any(code >= len(FACE_CODES) for code in codes):
            raise self.damaged("a board cell has no letter")
        return Board(rows, cols, tuple(FACE_CODES[code] for code in codes))

    def word_lists(self, count: int, field: str) -> list[tuple[str, ...]]:
        """count word lists written by Writer.word_lists, each checked."""
        method = self.byte(field)
        block = self.fixed(self.uint(f"{field} length", 1 << 20), field)
        if method == _PACKED:
            lists = self._packed_lists(block, count, field)
        elif method == _DEFLATED:
            lists = self._deflated_lists(block, count, field)
        else:
            raise self.damaged(f"unknown packing of the {field}")
        for words in lists:
            try:
                check_words(words, field)
            except TokenError as error:
                raise self.damaged(str(error)) from None
        return lists

    def _packed_lists(self, block: bytes, count: int, field: str) -> list[tuple[str, ...]]:
        """Lists of front-coded words from 5-bit symbols."""
        symbols = unpack_symbols(block, len(block) * 8 // 5)
        if symbols is None:
            raise self.damaged(f"the {field} do not read")
        lists: list[tuple[str, ...]] = []
        words: list[str] = []
        i = 0
        while len(lists) < count:
            if i >= len(symbols):
                raise self.damaged(f"the {field} end too early")
            shared = symbols[i]
            i += 1
            if shared == _END_LIST:
                lists.append(tuple(words))
                words = []
                continue
            previous = words[-1] if words else ""
            end = i
            while end < len(symbols) and symbols[end] < _END_WORD:
                end += 1
            if shared > len(previous) or end == len(symbols) or symbols[end] != _END_WORD or len(words) >= MAX_WORDS:
                raise self.damaged(f"the {field} do not read")
            words.append(previous[:shared] + "".join(chr(97 + s) for s in symbols[i:end]))
            i = end + 1
        if any(symbols[i:]) or len(block) != (i * 5 + 7) // 8:
            raise self.damaged(f"the {field} have bytes to spare")
        return lists

    def _deflated_lists(self, block: bytes, count: int, field: str) -> list[tuple[str, ...]]:
        """Lists from deflated text: one line a list, words separated by spaces."""
        text = inflate(block, MAX_WORDS * (MAX_WORD + 1) * count + count)
        if text is None or not text.isascii():
            raise self.damaged(f"the {field} do not inflate")
        lines = text.decode().split("\n")
        if len(lines) != count:
            raise self.damaged(f"{len(lines)} word lists, not {count}")
        return [tuple(line.split(" ")) if line else () for line in lines]

    def done(self) -> None:
        """Refuse bytes left over after the last field."""
        if self.pos != len(self.data):
            raise self.damaged(f"{len(self.data) - self.pos} bytes to spare")


def pack_symbols(symbols: Sequence[int]) -> bytes:
    """5-bit symbols, most significant first, padded with zero bits to whole bytes."""
    value = 0
    for symbol in symbols:
        value = value << 5 | symbol
    size = (len(symbols) * 5 + 7) // 8
    return (value << (size * 8 - len(symbols) * 5)).to_bytes(size, "big")


def unpack_symbols(data: bytes, count: int) -> list[int] | None:
    """count 5-bit symbols from pack_symbols, or None if the padding bits are not zero."""
    spare = len(data) * 8 - count * 5
    value = int.from_bytes(data, "big")
    if spare < 0 or value & ((1 << spare) - 1):
        return None
    value >>= spare
    return [(value >> (5 * (count - 1 - i))) & 31 for i in range(count)]


def deflate(data: bytes) -> bytes:
    """Raw deflate (no zlib header), at the best compression."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def inflate(data: bytes, most: int) -> bytes | None:
    """Raw inflate of exactly data, or None if it is not deflate or inflates beyond `most` bytes."""
    inflater = zlib.decompressobj(-15)
    try:
        out = inflater.decompress(data, most + 1)
    except zlib.error:
        return None
    if len(out) > most or not inflater.eof or inflater.unused_data or inflater.unconsumed_tail:
        return None
    return out


def _shared_prefix(a: str, b: str) -> int:
    """How many first letters a and b share, at most what a 5-bit symbol can say."""
    n = 0
    while n < min(len(a), len(b), _MAX_PREFIX) and a[n] == b[n]:
        n += 1
    return n


def built(data: Reader, record: type, *fields: object):
    """A record from fields read off a token; a value it refuses makes the token damaged."""
    try:
        return record(*fields)
    except TokenError as error:
        raise data.damaged(str(error)) from None
