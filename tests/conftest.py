"""Shared fixtures: the compiled dictionaries (built by `python3 build.py lexicons`)."""

from __future__ import annotations

import pytest

from beguile.dictionaries import load_common, load_lexicon
from beguile.lexicon import Lexicon


@pytest.fixture(scope="session")
def en() -> Lexicon:
    """The default English lexicon."""
    return load_lexicon("en")


@pytest.fixture(scope="session")
def fr() -> Lexicon:
    """The French lexicon (B@ggle rules)."""
    return load_lexicon("fr")


@pytest.fixture(scope="session")
def fr_old() -> Lexicon:
    """The French "Old Fashion" lexicon."""
    return load_lexicon("fr-old")


@pytest.fixture(scope="session")
def en_common() -> tuple[str, ...]:
    """The English words Fix plants."""
    return load_common("en")
