"""Excerpt: how an error message quotes a value it refuses, whatever its size."""

from __future__ import annotations

LIMIT = 40
"""The most characters of a text an error message repeats."""


def excerpt(value: object) -> str:
    """Text quoted in full when short, its start otherwise; any other value by its kind only."""
    if isinstance(value, str):
        return repr(value) if len(value) <= LIMIT else repr(value[:LIMIT]) + "..."
    if value is None:
        return "null"
    kinds = {bool: "true or false", int: "a whole number", float: "a decimal number", list: "a list", dict: "an object"}
    return kinds.get(type(value), type(value).__name__)
