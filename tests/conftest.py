"""Shared fixtures: the compiled dictionaries (built by `python3 build.py lexicons`); the long tests first."""

from __future__ import annotations

import pytest

from beguile.dictionaries import load_common, load_lexicon
from beguile.lexicon import Lexicon


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the tests marked long first (in their order), so that workers sharing the rest end together."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


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
