"""The engine's two kinds of error, both ``ValueError``s, kept apart (python-chess style)."""

from __future__ import annotations


class MalformedError(ValueError):
    """Input that is not an action or a record at all: a missing key, a string for a number..."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow in this state. The state is unchanged."""


class RecordError(ValueError):
    """A record that cannot be replayed: names the action's index (if any) and the reason."""

    def __init__(self, reason: str, index: int | None = None) -> None:
        self.reason = reason
        self.index = index
        where = f"action {index}: " if index is not None else ""
        super().__init__(where + reason)


def shown(value: object, limit: int = 40) -> str:
    """``value`` as a one-line message shows it: its ``repr`` cut short, since input may be huge (a
    list of a million items, a string of a megabyte, a number of thousands of digits)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, int) and not -(10**limit) < value < 10**limit:
        return f"a number of more than {limit} digits"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
