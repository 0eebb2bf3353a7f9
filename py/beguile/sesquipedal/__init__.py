"""Sesquipedal: the long-word crossword game of seed 002.

A 15x15 board without premium squares, 100 tiles, trays of seven. A play scores
the letter points of its primary word and every new cross-word plus length
points that grow like triangle numbers for long words and cost points for
2- and 3-letter primary words.

Modules: tiles (tile sets, bag), board (squares, board file format), scoring
(the length tables, the primary-word rule), play (rule checks and the points
of a laid play), movegen (every legal play), players (computer levels, hints),
simulation (a candidate tried against sampled replies), endgame (the search
once the bag is empty), game (turns, end, penalties), record (save and
restore), cli (`beguile sesq`).
"""
