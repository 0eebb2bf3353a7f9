#!/usr/bin/env python3
"""Print a letter-card deck designed from a word list's letter frequencies.

    python3 tools/deck_counts.py dictionaries/en.txt [--cards 100]

Letters are counted over the words of 3 to 9 letters (the words players find
on a grid), "qu" counting once for the Qu card. Each letter gets a share of the
cards in proportion to its frequency, at least one card each, the shares
rounded by largest remainder so that they add up to the deck's size.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path


def letter_shares(words: list[str]) -> dict[str, float]:
    """Each card face's share of the letters of 3- to 9-letter words."""
    counts: Counter[str] = Counter()
    for word in words:
        if 3 <= len(word) <= 9:
            counts.update(word.replace("qu", "#"))
    total = sum(counts.values())
    return {("Qu" if k == "#" else k.upper()): v / total for k, v in counts.items() if k != "q" or "#" not in counts}


def deck(shares: dict[str, float], cards: int) -> dict[str, int]:
    """Card counts: proportional, at least one per face, adding up to cards."""
    raw = {face: share * cards for face, share in shares.items()}
    counts = {face: max(1, int(n)) for face, n in raw.items()}
    spare = cards - sum(counts.values())
    by_remainder = sorted(raw, key=lambda f: (raw[f] - int(raw[f]), f), reverse=True)
    for face in by_remainder:
        if spare <= 0:
            break
        if raw[face] >= 1:
            counts[face] += 1
            spare -= 1
    return counts


def main() -> None:
    """Print the deck as the tuple that letter_sets.py holds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("words", type=Path)
    parser.add_argument("--cards", type=int, default=100)
    args = parser.parse_args()
    words = args.words.read_text().split()
    counts = deck(letter_shares(words), args.cards)
    print(", ".join(f'("{face}", {n})' for face, n in sorted(counts.items())))


if __name__ == "__main__":
    main()
