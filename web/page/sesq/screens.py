"""The crossword game's screens, for the app's registry."""

from .card_screen import CardScreen
from .end_screen import EndScreen
from .game_screen import SesqScreen
from .search_screen import SearchScreen
from .setup_screen import SetupScreen

SESQ_SCREENS = (SesqScreen, SetupScreen, CardScreen, SearchScreen, EndScreen)
