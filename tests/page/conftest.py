"""The page's pure modules (web/page: views, saved data, text) tested in CPython with the real catalogues."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "web", ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from page.text import Text  # noqa: E402
from tools.catalogues import compile_mo  # noqa: E402


@pytest.fixture(scope="session")
def text_en() -> Text:
    return Text.from_mo("en", compile_mo("en"))


@pytest.fixture(scope="session")
def text_fr() -> Text:
    return Text.from_mo("fr", compile_mo("fr"))
