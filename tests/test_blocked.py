"""The offensive words kept out of missed-word lists: the module's hashes are those of the blocklists."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from beguile.blocked import is_offensive
from beguile.dictionaries import load_lexicon

ROOT = Path(__file__).resolve().parent.parent


def test_the_hashes_are_made_from_the_blocklists_as_they_are() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "blocked.py"), "--check"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_no_ordinary_word_is_taken_for_an_offensive_one() -> None:
    listed = set((ROOT / "dictionaries" / "en-blocklist.txt").read_text(encoding="utf-8").split())
    wrongly = [word for word in load_lexicon("en") if is_offensive(word, "en") and word not in listed]
    assert wrongly == []
    assert not any(is_offensive(word, "fr") for word in ("maison", "chanter", "grille", "congele"))
