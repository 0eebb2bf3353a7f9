"""Sesquipedal, the long-word crossword game, on the page: its screens, its board and tray, and the
plain views they draw from (the modules named *_view, `laying`, `session`, `saved_game` and `brain`
are pure Python, tested in CPython)."""
