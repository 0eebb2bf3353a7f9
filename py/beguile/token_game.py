"""The game a round token and a shared board both carry: rules, dictionary and its version, board, time.

Rules and dictionaries travel as one-byte codes, so the lists below only ever grow; a code this
version does not know means the token came from a newer app.
"""

from __future__ import annotations

import re

from .board import Board
from .dictionaries import DICTIONARIES
from .round import LONGEST_TIME, SHORTEST_TIME
from .rules import RULES
from .token_codec import MAX_SIDE, Problem, Reader, TokenError, Writer

RULES_CODES = (
    "beguile", "beguile-longest", "beguile-fr", "boggle", "boggle-classic", "big-boggle", "baggle",
    "baggle-unique", "big-baggle", "baggle-old-fashion", "session", "session-mild",
)
"""Rule sets by their one-byte code in tokens: append new names, never reorder or remove."""
DICTIONARY_CODES = ("en", "en-large", "fr", "fr-old", "en-crossword")
"""Dictionaries by their one-byte code in tokens: append only, like RULES_CODES."""

VERSION_BYTES = 2
HEX4 = re.compile(r"[0-9a-f]{4}")


def check_game(rules: str, dictionary: str, version: str, board: Board, seconds: int) -> None:
    """Refuse rules, a dictionary, a board or a time that a token cannot carry."""
    if rules not in RULES_CODES:
        raise TokenError(f"rules {rules!r} have no token code")
    if dictionary not in DICTIONARY_CODES:
        raise TokenError(f"dictionary {dictionary!r} has no token code")
    if not (isinstance(version, str) and HEX4.fullmatch(version)):
        raise TokenError("a dictionary version is 4 hex digits")
    if not (isinstance(board, Board) and board.rows <= MAX_SIDE and board.cols <= MAX_SIDE):
        raise TokenError(f"a board of at most {MAX_SIDE}x{MAX_SIDE} fits in a token")
    if not (isinstance(seconds, int) and SHORTEST_TIME <= seconds <= LONGEST_TIME):
        raise TokenError(f"the time allowed runs from {SHORTEST_TIME} to {LONGEST_TIME} seconds, not {seconds!r}")


def write_game(out: Writer, rules: str, dictionary: str, version: str, board: Board, seconds: int) -> None:
    """What every round and shared board says: rules, dictionary and version, board, time."""
    out.uint(RULES_CODES.index(rules))
    out.uint(DICTIONARY_CODES.index(dictionary))
    out.fixed(bytes.fromhex(version))
    out.board(board)
    out.uint(seconds)


def read_game(data: Reader) -> tuple[str, str, str, Board, int]:
    """What write_game wrote."""
    rules = data.uint("rules", 255)
    dictionary = data.uint("dictionary", 255)
    if rules >= len(RULES_CODES) or RULES_CODES[rules] not in RULES or dictionary >= len(DICTIONARY_CODES) \
            or DICTIONARY_CODES[dictionary] not in DICTIONARIES:
        raise TokenError("made by a newer version of Beguile (its rules or dictionary are unknown here): "
                         "update the app", Problem.NEWER_VERSION)
    version = data.fixed(VERSION_BYTES, "dictionary version").hex()
    board = data.board()
    seconds = data.uint("time allowed", LONGEST_TIME)
    return RULES_CODES[rules], DICTIONARY_CODES[dictionary], version, board, seconds
