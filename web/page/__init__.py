"""The Beguile page: screens over the engine, in two layers.

Modules named `*_view`, `text`, `saved`, `games` and `tapping` are pure: plain
functions that compute what a screen shows, tested in CPython. The others turn
DOM events into engine calls and draw what the views computed; only they import
`js` or `pyodide`.
"""
