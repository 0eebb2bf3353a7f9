"""Deal boards from seeds and print them as one JSON object.

Run by CPython and, through tools/pyodide/run.mjs, by Pyodide: the same engine
calls in both, so tests/test_in_pyodide.py can check that a seed gives the same
board in both runtimes.

    python3 tools/pyodide/boards.py [SEED ...]
    node tools/pyodide/run.mjs tools/pyodide/boards.py [SEED ...]

When the compiled common-word lists (py/beguile/data/<dict>-common.txt) are not
built yet, Fix plants from a small built-in list instead, the same in both runtimes;
the output says which ("common": "data" or "builtin"). Likewise, without the compiled
lexicons boards are dealt without the rules' floor ("floor": false).
"""

from __future__ import annotations

import json
import platform
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from beguile.deal import deal  # noqa: E402
from beguile.dictionaries import UnknownDictionary, load_common, load_lexicon  # noqa: E402
from beguile.lexicon import Lexicon  # noqa: E402
from beguile.rules import get_rules  # noqa: E402

CASES = (
    # (rules, size, fix)
    ("beguile", 4, False),
    ("beguile", 4, True),
    ("beguile", 5, True),
    ("beguile-fr", 5, True),
    ("boggle", 4, False),
    ("boggle-classic", 4, True),
    ("big-boggle", 5, False),
    ("big-boggle", 5, True),
    ("baggle", 4, False),
    ("baggle", 4, True),
    ("big-baggle", 5, True),
    ("session", 4, False),
)
SEEDS = (0, 1, 7, 2026, 987654321)

BUILTIN_COMMON = {
    "en": ("balance", "cabinet", "digital", "example", "general", "natural", "quality",
           "reading", "station", "weather", "adventure", "breakfast", "dangerous", "education",
           "furniture", "important", "landscape", "marketing", "yesterday", "wonderful"),
    "fr": ("cabinet", "famille", "journal", "lumiere", "musique", "paysage", "sentier",
           "voiture", "aventure", "chocolat", "dimanche", "equilibre", "chambre",
           "printemps", "carrefour", "lendemain", "mouvement", "promenade", "tournesol"),
}


def common_words(rules) -> tuple[tuple[str, ...], str]:
    """The words Fix may plant for a rule set, and where they came from."""
    try:
        return load_common(rules.dictionary), "data"
    except UnknownDictionary:
        return BUILTIN_COMMON[rules.language], "builtin"


def lexicon_of(rules) -> Lexicon | None:
    """The rules' lexicon for their floor, or None when the lexicons are not built."""
    try:
        return load_lexicon(rules.dictionary)
    except (UnknownDictionary, OSError):
        return None


def boards(seeds=SEEDS) -> dict:
    """Every case dealt with every seed, as plain data."""
    rows = []
    sources = set()
    floors = set()
    for name, size, fix in CASES:
        rules = get_rules(name)
        extra = {"lexicon": lexicon_of(rules)}
        floors.add(extra["lexicon"] is not None)
        if fix:
            extra["common"], source = common_words(rules)
            sources.add(source)
        for seed in seeds:
            dealt = deal(rules, seed=seed, size=size, fix=fix, **extra)
            row = {"rules": name, "size": size, "seed": seed, "fix": fix,
                   "board": dealt.board.to_text()}
            if fix:
                row["planted"] = {"word": dealt.planted.word,
                                  "path": [list(cell) for cell in dealt.planted.path]}
            rows.append(row)
    return {
        "python": sys.version,
        "version_info": list(sys.version_info[:3]),
        "implementation": platform.python_implementation(),
        "platform": sys.platform,
        "common": "+".join(sorted(sources)),
        "floor": sorted(floors),
        "boards": rows,
    }


def main(argv: list[str]) -> int:
    """Print the boards of the given seeds (default: a fixed set) as JSON."""
    seeds = tuple(int(s) for s in argv) or SEEDS
    json.dump(boards(seeds), sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
