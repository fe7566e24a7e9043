"""What the page did before Python was ready, taken over (the browser side; see assets/setup.js).

Before Python is up, ``assets/setup.js`` shows the set-up form (drawn by Python at build time,
kept in index.html) or, for a returning player, the table last drawn, inert and marked
"resuming…". When Python starts, ``take`` removes both (before the page draws anything: the
kept table carries the regions' ids) and returns what the player did there: the form's fields,
the button pressed, and where the focus and the caret were. ``apply`` hands the choices to the
app (``Setup.take_over``, where the rules are) and ``restore_focus`` puts the
focus back on the same control in Python's own form, which is drawn from the same code.

After every draw, ``kept`` tells setup.js whether to keep the table for the next visit
(``Saves.table_kept``); it writes it, coalesced, when the page is idle.
"""

from __future__ import annotations

import json
from typing import Any

from pyscript import document, window

from pyapp.app import App


def _early() -> Any:
    found = getattr(window, "modernArtEarly", None)
    return found if found is not None and hasattr(found, "take") else None


def take() -> dict[str, Any]:
    """What the form drawn before Python recorded (empty when there was none), with that form
    and the kept table removed from the page."""
    early = _early()
    if early is None:
        return {}
    try:
        taken = json.loads(str(early.take()))
    except ValueError:
        return {}
    return taken if isinstance(taken, dict) else {}


def apply(app: App, taken: dict[str, Any], now: float) -> bool:
    """Hand the early form's choices (and a pending "Start") to the app."""
    fields = taken.get("fields")
    if not isinstance(fields, list):
        return False
    command = taken.get("command")
    return app.setup.take_over(fields, command if isinstance(command, str) else None, now)


def restore_focus(taken: dict[str, Any]) -> None:
    """The focus where it was in the early form (and the caret, in a text field), now in
    Python's form."""
    focus = taken.get("focus")
    if not isinstance(focus, dict) or not isinstance(focus.get("id"), str):
        return
    target = document.getElementById(focus["id"])
    if not hasattr(target, "focus") or target.closest("dialog[open]") is None:
        return
    target.focus()
    start, end = focus.get("start"), focus.get("end")
    if isinstance(start, int) and isinstance(end, int) and \
            str(target.getAttribute("type")) == "text":
        target.setSelectionRange(start, end)


def kept(app: App) -> None:
    """After a draw: keep the table for the next visit, hold the last one, or forget it."""
    early = _early()
    if early is not None:
        early.keep(app.saves.table_kept())
