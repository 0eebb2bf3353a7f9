"""The letter sources of the games, as data: Beguile decks and Boggle dice.

The decks: each letter holds cards in proportion to how often it appears in the
3- to 9-letter words of the game's own word list, with one card at least for
every letter, and a single "Qu" card standing for Q (a lone Q spells almost no
word). The 100 cards are shared out by largest remainder, so a 5x5 board takes
a quarter of the deck and a second E is common while a second Z is impossible.
`python3 tools/deck_counts.py dictionaries/en.txt` prints the English counts
from the list, and the same for French; the figures below are its output.

The dice: the classic (1976) and new (1987) Boggle sets, the 25 dice of Big
Boggle, and the French B@ggle 4x4 and 5x5 sets, whose Q faces are bare. The
online sessions of seed 004 roll the new dice with a bare Q where the box has
Qu (their rules read a Q as Q or QU), so QAT and QUIT can both be found.
"""

from __future__ import annotations

from .board import QU
from .letters import Deck, DiceSet, LetterSource, dice

ENGLISH_DECK = Deck("en-deck", "English letter cards", (
    ("A", 8), ("B", 2), ("C", 4), ("D", 4), ("E", 12), ("F", 1), ("G", 3), ("H", 2), ("I", 8),
    ("J", 1), ("K", 1), ("L", 5), ("M", 3), ("N", 6), ("O", 6), ("P", 3), ("Qu", 1), ("R", 7),
    ("S", 9), ("T", 6), ("U", 3), ("V", 1), ("W", 1), ("X", 1), ("Y", 1), ("Z", 1),
))

FRENCH_DECK = Deck("fr-deck", "French letter cards", (
    ("A", 11), ("B", 2), ("C", 3), ("D", 2), ("E", 15), ("F", 1), ("G", 2), ("H", 1), ("I", 8),
    ("J", 1), ("K", 1), ("L", 4), ("M", 2), ("N", 6), ("O", 5), ("P", 2), ("Qu", 1), ("R", 8),
    ("S", 9), ("T", 7), ("U", 4), ("V", 1), ("W", 1), ("X", 1), ("Y", 1), ("Z", 1),
))

BOGGLE_CLASSIC = DiceSet("boggle-classic", "Classic Boggle dice (1976)", dice(
    "AACIOT", "ABILTY", "ABJMOQu", "ACDEMP", "ACELRS", "ADENVZ", "AHMORS", "BIFORX",
    "DENOSW", "DKNOTU", "EEFHIY", "EGKLUY", "EGINTV", "EHINPS", "ELPSTU", "GILRUW",
))

BOGGLE_NEW = DiceSet("boggle-new", "New Boggle dice (1987)", dice(
    "AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
    "DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQuU", "HLNNRZ",
))

BOGGLE_NEW_BARE_Q = DiceSet("boggle-new-q", "New Boggle dice, bare Q", tuple(
    tuple("Q" if face == QU else face for face in die) for die in BOGGLE_NEW.dice))

BIG_BOGGLE = DiceSet("big-boggle", "Big Boggle dice", dice(
    "AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN", "AFIRSY",
    "BJKQuXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT", "DHHLOR", "DHLNOR",
    "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "IPRRRY", "NOOTUW", "OOOTTU",
))

BAGGLE_4X4 = DiceSet("baggle-4x4", "B@ggle dice, 4x4", dice(
    "ETUKNO", "EVGTIN", "DECAMP", "IELRUW", "EHIFSE", "RECALS", "ENTDOS", "OFXRIA",
    "NAVEDZ", "EIOATA", "GLENYU", "BMAQJO", "TLIBRA", "SPULTE", "AIMSOR", "ENHRIS",
))

BAGGLE_5X5 = DiceSet("baggle-5x5", "B@ggle dice, 5x5", dice(
    "MDNSNH", "GFSTEY", "LMTRXS", "TTRSCH", "BMLNDL", "TMRDBT", "EIUEAO", "RLXSSB",
    "NAATEQ", "TCJFSH", "IEEAOA", "NDHSNM", "IAAIEO", "OEUEIA", "LCPRJS", "DSTLSM",
    "NKLPFN", "DWRNLP", "RZNNTQ", "RGLRVF", "RVCGRT", "IIOEAE", "EUIAEO", "UIAEOA", "NSEVAE",
))

LETTER_SOURCES: dict[str, LetterSource] = {
    source.name: source
    for source in (ENGLISH_DECK, FRENCH_DECK, BOGGLE_CLASSIC, BOGGLE_NEW, BOGGLE_NEW_BARE_Q, BIG_BOGGLE, BAGGLE_4X4,
                   BAGGLE_5X5)
}
