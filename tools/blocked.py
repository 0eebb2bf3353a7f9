#!/usr/bin/env python3
"""Write py/beguile/blocked.py: the hashes of the words of dictionaries/<language>-blocklist.txt.

    python3 tools/blocked.py           write the module
    python3 tools/blocked.py --check   exit 1 if the module is not what the lists give

The blocklists are the offensive words Fix never plants; the page also keeps
them out of the lists of words a player missed. The module holds 8 hex digits
of a hash per word, so that no such word is spelled out in the code.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from beguile.blocked import word_hash  # noqa: E402
from beguile.dictionaries import parse_words  # noqa: E402

MODULE = ROOT / "py" / "beguile" / "blocked.py"
LANGUAGES = ("en", "fr")
START, END = "# -- hashes, written by tools/blocked.py --\n", "# -- end of hashes --\n"
PER_LINE = 12


def hashes(language: str) -> list[str]:
    """The sorted hashes of a language's blocklist."""
    words = parse_words((ROOT / "dictionaries" / f"{language}-blocklist.txt").read_text(encoding="utf-8"))
    return sorted({word_hash(word) for word in words})


def block() -> str:
    """The module's table of hashes, as Python source."""
    lines = [START, "HASHES: dict[str, str] = {\n"]
    for language in LANGUAGES:
        found = hashes(language)
        lines.append(f'    "{language}": (\n')
        for i in range(0, len(found), PER_LINE):
            lines.append(f'        "{"".join(found[i:i + PER_LINE])}"\n')
        lines.append("    ),\n")
    lines += ["}\n", END]
    return "".join(lines)


def module_text(current: str) -> str:
    """The module with its table of hashes made again from the lists."""
    head, _, rest = current.partition(START)
    _, _, tail = rest.partition(END)
    return head + block() + tail


def main(argv: list[str] | None = None) -> int:
    """Write the module, or with --check say whether it is up to date."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    current = MODULE.read_text(encoding="utf-8")
    made = module_text(current)
    if args.check:
        if made != current:
            print("py/beguile/blocked.py is out of date: run python3 tools/blocked.py", file=sys.stderr)
            return 1
        return 0
    MODULE.write_text(made, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
