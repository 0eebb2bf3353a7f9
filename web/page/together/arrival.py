"""How tokens arrive in the app by an address: a link's fragment (`BASE#TOKEN`), or what another app shared
to the installed app (the manifest's share target: `BASE?title=...&text=...&url=...`)."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from beguile.tokens import split_tokens, token_in, token_kind

SHARED = ("title", "text", "url")
"""The share target's query fields, as the manifest names them."""


def text_of_url(url: str) -> str:
    """The text holding tokens that an address brings, or "" when it brings none."""
    parts = urlsplit(url)
    fragment = parts.fragment
    if len(fragment) >= 2 and token_kind(token_in(fragment)) is not None:
        return fragment
    query = parse_qs(parts.query)
    shared = "\n".join(value for field in SHARED for value in query.get(field, []))
    return shared if any(token_kind(piece) for piece in split_tokens(shared)) else ""


def brings_share(url: str) -> bool:
    """Whether an address carries a share target's fields (the page drops them once read)."""
    return any(field in parse_qs(urlsplit(url).query) for field in SHARED)
