"""Shared fixtures for the Sesquipedal tests: the package on the path, small lexicons."""

import sys
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parents[2] / "py"
if str(PY) not in sys.path:
    sys.path.insert(0, str(PY))

from beguile.lexicon import Lexicon  # noqa: E402

WORDS = """
at ate eat tea heal heals heat hate hates hat hats so on no oh ho he hi ha ah as
sea seat seal seals sale sales tale tales east eats teas lot lots slot slots toe toes
watches patches batches he she shoe shoes hose hoses the then than than hen hens
late later alter alert tear tears rate rates star stare stares zoo at to ta ox xi et os
""".split()


@pytest.fixture(scope="session")
def small_lexicon() -> Lexicon:
    """A few dozen words, enough for every worked example."""
    return Lexicon.from_words(WORDS)
