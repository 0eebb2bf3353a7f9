"""Beguile: word games on a grid of letters, as plain data and pure functions.

The package holds the rules only: boards, letter sources, lexicons, the solver,
rule sets and judging. It uses the standard library alone and never touches a
page, so the same code runs on CPython and in the browser under Pyodide.
"""

__version__ = "0.1.0"
