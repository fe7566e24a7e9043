"""Where the page keeps things: the ``Storage`` protocol the controller saves through, a
``MemoryStorage`` for tests (and for a browser whose storage is off), and the keys used."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

SAVE_KEY = "modern-art/save"
LANGUAGE_KEY = "modern-art/language"
CORRUPT_KEY = "modern-art/corrupt"
PREFS_KEY = "modern-art/prefs"
LESSON_KEY = "modern-art/lesson"  # the guided first game's step, while it is on


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

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> bool:
        if self.full:
            return False
        self.data[key] = value
        return True

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def names(self) -> list[str]:
        return list(self.data)
