"""Playing together with no server: sessions across phones, a referee at the table, computer players,
shared boards and the board of the day. Pure modules (seat, timing, referee_game, keep and the *_view
modules) hold the logic and what screens show; the *_screen modules and hub draw and listen."""
