"""Where the page keeps things: the ``Storage`` protocol the app saves through, a
``MemoryStorage`` for tests (and for a browser whose storage is off), the keys used, a reader
for the page's own small JSON values that nothing stored can crash, and the one set-aside copy
of a save that could not be resumed."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.limits import MAX_DEPTH, MAX_RECORD_SIZE
from engine.record import nesting

SAVE_KEY = "modern-art/save"
LANGUAGE_KEY = "modern-art/language"
CORRUPT_KEY = "modern-art/corrupt"  # the one set-aside copy of a save that could not be resumed
PREFS_KEY = "modern-art/prefs"
LESSON_KEY = "modern-art/lesson"  # the guided first game's step, while it is on
OWNER_KEY = "modern-art/tab"  # the tab that plays the game (the others only show it)
# The table last drawn, kept by the page's script (assets/setup.js) to show at the next visit
# until Python is ready.
TABLE_KEY = "modern-art/table"


class Storage(Protocol):
    """Where the page keeps the game, the language, the statistics and the preferences."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> bool:
        """Store ``value``; False when storage refused it (full, switched off)."""
        ...

    def remove(self, key: str) -> None: ...

    def names(self) -> list[str]: ...


@dataclass
class MemoryStorage:
    """A ``Storage`` in a dict (for tests, and for a browser whose storage is switched off)."""

    data: dict[str, str] = field(default_factory=dict)
    full: bool = False  # refuse every write, as a full localStorage does
    quota: int | None = None  # the most characters of keys and values held, as a browser's

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> bool:
        if self.full:
            return False
        if self.quota is not None:
            held = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if held + len(key) + len(value) > self.quota:
                return False
        self.data[key] = value
        return True

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def names(self) -> list[str]:
        return list(self.data)


def read_json(text: str | None) -> Any:
    """The JSON value of a stored text, or None when there is none or it cannot be read: checked
    for size and nesting before it is parsed (a deeply nested text would exhaust the stack of the
    browser's Python, which no ``except`` catches), and any other failure read as nothing."""
    if not text or len(text) > MAX_RECORD_SIZE:
        return None
    try:
        if nesting(text) > MAX_DEPTH:
            return None
        return json.loads(text)
    except Exception:  # a number too long, bad JSON, no memory: nothing stored is usable
        return None


def set_aside(storage: Storage, text: str) -> bool:
    """Keep ``text`` (a save that cannot be resumed) as the set-aside copy, replacing any older
    one: only one is ever kept. False when storage refused it (full): then nothing changed, and
    the caller must keep the original where it is."""
    return storage.set(CORRUPT_KEY, text)


def tidy_set_aside(storage: Storage) -> None:
    """Older versions kept every set-aside save under a numbered key ("modern-art/corrupt/3");
    keep the newest as the one copy (moved only once the copy is stored) and drop the rest."""
    numbered = sorted((int(key.rsplit("/", 1)[1]), key) for key in storage.names()
                      if key.startswith(CORRUPT_KEY + "/") and key.rsplit("/", 1)[1].isdigit())
    if not numbered:
        return
    if storage.get(CORRUPT_KEY) is None:
        newest = storage.get(numbered[-1][1])
        if newest is None or not storage.set(CORRUPT_KEY, newest):
            return  # no room to move it: leave the old copies as they are
    for _, key in numbered:
        storage.remove(key)
