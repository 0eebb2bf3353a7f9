"""Tokens in text: links, and the tokens in what people paste from chat apps.

A link is the site's address with the token after `#`, so opening it on a
phone with the app installed goes straight to the round. Chat apps break long
text with spaces and line breaks, wrap links in brackets and add punctuation;
`token_in` reads a token through all that, and `split_tokens` finds every
token of a message (a leader pasting several players' words at once), telling
tokens apart by their checksums.
"""

from __future__ import annotations

import re

from .token_codec import NEWEST, TokenError, unseal_any

_AROUND = "\"'`<>()[]{}.,;:!?«»“”‘’"


def token_in(text: str) -> str:
    """The token in a token, a link, or a message holding one: spaces, line breaks and quotes removed."""
    direct = "".join(str(text).split()).replace("%23", "#").rsplit("#", 1)[-1].strip(_AROUND)
    if _TOKEN.fullmatch(direct):
        return direct
    found = split_tokens(str(text))
    return found[0] if len(found) == 1 else direct


def looks_like_token(text: str) -> bool:
    """Whether text has a token's form (kind letter, digit, base64url), checksum unchecked."""
    return bool(_TOKEN.fullmatch(text))


def link(base: str, token: str) -> str:
    """The link that opens a token in the app: the site's address, then # and the token."""
    return f"{base.split('#', 1)[0]}#{token}"


_TOKEN = re.compile(r"[RWSBJ][0-9][A-Za-z0-9_-]+")
_START = re.compile(r"(?:^|(?<=[\s#\"'(<\[]))[RWSBJ][0-9]")
_PIECE = re.compile(r"[A-Za-z0-9_-]+|\s+|.", re.DOTALL)


def split_tokens(text: str) -> list[str]:
    """Every token in a pasted message, in order; a token cut by spaces or line breaks is joined again.

    A piece that reads as no token is returned as it is, so that parsing it
    reports the problem. Tokens are told apart by their checksums: from each
    token start, the longest run of word pieces (across spaces) that checks.
    """
    found: list[str] = []
    covered = -1
    for start in _START.finditer(text):
        if start.start() < covered:
            continue
        pieces, ends = [], []
        for piece in _PIECE.finditer(text, start.start()):
            if piece.group().isspace():
                continue
            if not re.fullmatch(r"[A-Za-z0-9_-]+", piece.group()) or (pieces and _START.match(text, piece.start())
                                                                     and _checks("".join(pieces))):
                break
            pieces.append(piece.group())
            ends.append(piece.end())
        for n in range(len(pieces), 0, -1):
            if _checks("".join(pieces[:n])):
                found.append("".join(pieces[:n]))
                covered = ends[n - 1]
                break
        else:
            found.append("".join(pieces))
            covered = ends[-1]
    return found


def _checks(token: str) -> bool:
    """Whether a token's envelope reads (kind, version, checksum), whatever its body holds."""
    try:
        unseal_any(token, token[:1], NEWEST.get(token[:1], 1))
    except TokenError:
        return False
    return True
