"""Scoring: letter points plus length points, as seed 002 states.

A play scores the letter points of its primary word and of every new
cross-word, plus the length points of each: the primary word from the first
table, each cross-word from the second. Short primary words cost points, so a
play can score below zero. There is no bonus for using all seven tiles; a blank
scores 0 wherever it stands.

The primary word is the word along the line of the tiles played. When a single
tile makes a word in both directions, Beguile takes the LONGER word as primary
(the across word when both are as long). That is also always the better choice
for the player: the primary table never pays less than the cross-word table
(their difference, -15, -10, then 0 from 4 letters on, only grows with length),
so putting the longer word in the primary table never scores less.
"""

from __future__ import annotations

# Length points by word length (index 0 unused, 1 is a single letter).
PRIMARY_LENGTH_POINTS: tuple[int, ...] = (0, 0, -15, -10, 0, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105)
CROSS_LENGTH_POINTS: tuple[int, ...] = (0, 0, 0, 0, 0, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105)


def primary_length_points(length: int) -> int:
    """Length points of a primary word of this many letters."""
    return PRIMARY_LENGTH_POINTS[length]


def cross_length_points(length: int) -> int:
    """Length points of a cross-word of this many letters."""
    return CROSS_LENGTH_POINTS[length]


def word_points(letter_points: int, length: int, primary: bool) -> int:
    """A word's points: its letter points plus the length points of its table."""
    table = PRIMARY_LENGTH_POINTS if primary else CROSS_LENGTH_POINTS
    return letter_points + table[length]


def primary_is_first(first_length: int, second_length: int) -> bool:
    """For a single tile making two words: whether the first (across) word is primary."""
    return first_length >= second_length
