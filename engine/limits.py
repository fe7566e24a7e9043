"""The limits on a game record, checked before or while it is parsed, the same on every Python.

A record from a file, an import or a save is untrusted text. These bounds keep reading it cheap
(a 50 MB file is refused by its size before a byte is parsed) and keep it inside what every
Python can parse (CPython refuses integers of more than 4,300 digits; Pyodide's stack overflows on
a few thousand nested lists long before CPython's does). Every game the engine plays fits in them
with a wide margin: a game takes a few hundred actions and a record a few dozen kilobytes.
"""

from __future__ import annotations

# The longest record text read: characters of JSON (the command line counts bytes of the file).
MAX_RECORD_SIZE = 4_000_000
# The deepest nesting of JSON lists and objects (a record itself needs 4: record, setup, hands,
# hand); checked by a scan of the text before it is parsed.
MAX_DEPTH = 32
# The most digits of a JSON integer (a seed, an amount, a kept extra value), sign not counted.
MAX_INT_DIGITS = 100
# The most actions in a record; the engine refuses to apply more (a game takes a few hundred).
MAX_ACTIONS = 50_000
# The bounds of a seed: a whole number with at most MAX_INT_DIGITS digits.
SEED_BOUND = 10**MAX_INT_DIGITS
