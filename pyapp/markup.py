"""HTML as a type: ``Html`` marks text that is markup already; everything else is escaped.

``el()`` escapes every child that is not ``Html`` and every attribute value, so escaping is a rule
of the type rather than a convention (as MarkupSafe's ``Markup`` or python-chess's ``svg`` do it).
Only this module, and the renderer around ``art``'s drawings, make ``Html`` from a plain string.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape as _escape

VOID = frozenset({"input", "img", "br", "hr", "meta", "link"})


class Html(str):
    """Markup that is safe to insert as it is. Joining or adding a plain string escapes it."""

    __slots__ = ()

    def __add__(self, other: object) -> Html:
        return Html(str.__add__(self, escape(other)))

    def __radd__(self, other: object) -> Html:
        return Html(str.__add__(escape(other), self))

    def join(self, parts: Iterable[object]) -> Html:
        return Html(str.join(self, (escape(p) for p in parts)))


def escape(value: object) -> Html:
    """``value`` as markup: ``Html`` as it is, anything else as escaped text."""
    if isinstance(value, Html):
        return value
    return Html(_escape(str(value)))


EMPTY = Html("")


def concat(*parts: object) -> Html:
    """The parts one after the other (plain text escaped)."""
    return EMPTY.join(parts)


def el(tag: str, *children: object, **attrs: object) -> Html:
    """One element. Children that are not ``Html`` are escaped; so are attribute values.

    Attribute names are spelt in Python: ``class_`` for class, ``_`` for ``-`` (``aria_label``);
    None or False leaves an attribute out, True writes it bare.
    """
    parts = [tag]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        attr = key.rstrip("_").replace("_", "-")
        parts.append(attr if value is True else f'{attr}="{_escape(str(value))}"')
    opening = f"<{' '.join(parts)}>"
    if tag in VOID:
        return Html(opening)
    return Html(f"{opening}{concat(*children)}</{tag}>")


__all__ = ["EMPTY", "Html", "concat", "el", "escape"]
