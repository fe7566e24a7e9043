"""A bot level's options: a frozen dataclass whose fields are numbers, checked when it is made.

``ExpertOptions(samples=24)`` or ``ExpertOptions.build("expert", samples=24)`` (from the untyped
keywords of ``make_bot`` and the command line's ``--set``): an unknown name, a value that is not a
number (``True`` and ``"5"`` included), a fraction for a whole-number option, a non-finite number
or one outside the option's range is refused with a ``ValueError`` naming the option.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import ClassVar, TypeVar

OptionsT = TypeVar("OptionsT", bound="Options")
NumberT = TypeVar("NumberT", int, float, None)


def number(default: NumberT, *, low: float | None = None, high: float | None = None,
           whole: bool = False) -> NumberT:
    """A numeric option: its default, its inclusive range, and whether it is a whole number."""
    return field(default=default, metadata={"low": low, "high": high, "whole": whole})


@dataclass(frozen=True, slots=True)
class Options:
    """The base of every level's options (a level without options uses it as it is)."""

    level: ClassVar[str] = "bot"

    def __post_init__(self) -> None:
        for spec in fields(self):
            value = getattr(self, spec.name)
            if value is None and spec.default is None:
                continue  # an option that is off by default (e.g. the master's ``seconds``)
            object.__setattr__(self, spec.name, _checked(self.level, spec.name, value,
                                                         spec.metadata))

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(spec.name for spec in fields(cls))

    @classmethod
    def build(cls: type[OptionsT], **given: object) -> OptionsT:
        """The options from keywords, refusing a name this level does not have."""
        known = cls.names()
        for name in given:
            if name not in known:
                listed = ", ".join(known) or "none"
                raise ValueError(f"{cls.level} has no option {name!r} (known: {listed})")
        return cls(**given)  # the values are checked in __post_init__


def _checked(level: str, name: str, value: object, rules: Mapping[str, object]) -> float:
    where = f"{level} option {name!r}"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{where} must be a number, not {value!r}")
    if not math.isfinite(value):
        raise ValueError(f"{where} must be a finite number, not {value!r}")
    if rules.get("whole"):
        if value != int(value):
            raise ValueError(f"{where} must be a whole number, not {value!r}")
        value = int(value)
    else:
        value = float(value)
    low, high = rules.get("low"), rules.get("high")
    if isinstance(low, int | float) and value < low:
        raise ValueError(f"{where} must be at least {low}, not {value!r}")
    if isinstance(high, int | float) and value > high:
        raise ValueError(f"{where} must be at most {high}, not {value!r}")
    return value
