"""What a feature of the page is, and what the app hands back to the browser.

Every concern of the page (the set-up, saving, the tabs, the lesson, pass and play, the replay,
the review, the daily deal, the summaries, the statistics, the rules, the preferences, the
person's own decisions) is a ``Feature``: its own state, its own commands, the dialog it may
show and what that dialog shows (a typed ``pyapp.screen.Dialog``), whether it pauses the game,
what it keeps in the save and what it does after an action.
The app (``pyapp.app``) holds them in one list (``pyapp.features.FEATURES``), whose order is
the order in which their dialogs win the screen, and calls each hook in that order.

A command is a method marked with ``@command("name")``: the name is what the page's controls
carry in ``data-command``, the method takes the control's data (``Args``) and the time (``now``,
ms) and returns an ``Effect`` for the browser, or None.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .screen import Dialog
from .screen import Said as Said  # messages belong to the screen; features say them

if TYPE_CHECKING:
    from engine import Event

    from .app import App
    from .screen import Screen
    from .session import Session

Args = dict[str, str]


@dataclass(frozen=True)
class Download:
    """Offer the player a file: ``name``, holding ``text``."""

    name: str
    text: str


@dataclass(frozen=True)
class Claim:
    """Take the game from the tab that plays it ("Play here instead"): the browser asks for
    the game's lock, then tells the app (``App.claim``)."""


Effect = Download | Claim
F = TypeVar("F", bound=Callable[..., Any])


def command(name: str, *, view: bool = False, confirm: str | None = None) -> Callable[[F], F]:
    """Mark a feature's method as the command ``name``. ``view``: a tab that only shows the game
    (another tab plays it) may run it too (it reads, looks or exports); ``confirm``: the word
    catalogue's question to ask before it runs, always (a feature's ``confirm`` hook asks the
    questions that depend on the table)."""

    def mark(method: F) -> F:
        marks = getattr(method, "commands", [])
        method.commands = [*marks, (name, view, confirm)]  # type: ignore[attr-defined]
        return method

    return mark


class Feature:
    """One concern of the page (see the module's docstring). Every hook does nothing unless a
    feature says otherwise."""

    # The dialogs this feature may show (what ``dialog()`` returns; each is drawn by the
    # function ``pyapp.dialogs`` registers for it).
    shows: ClassVar[tuple[str, ...]] = ()
    # Those of them that only read (the rules, the statistics): a tab that does not play the
    # game may still show them.
    reads: ClassVar[tuple[str, ...]] = ()
    # Keyboard shortcuts: a key (as the browser names it: "?", "Escape") to a command of the
    # feature's, run when the key is pressed outside a text field.
    keys: ClassVar[dict[str, str]] = {}

    def __init__(self, app: App) -> None:
        self.app = app

    @classmethod
    def commands(cls) -> dict[str, tuple[str, bool, str | None]]:
        """This feature's commands: name → (method name, allowed in a viewing tab, question)."""
        found = {}
        for attribute, value in vars(cls).items():
            for name, view, confirm in getattr(value, "commands", ()):
                found[name] = (attribute, view, confirm)
        return found

    def takes(self, key: str) -> bool:
        """Whether its shortcut ``key`` (one of ``keys``) runs its command now; when not, the
        key does what it does in the browser (an arrow scrolls)."""
        return True

    def dialog(self) -> str | None:
        """The dialog this feature shows now, if any (the first in the app's list wins)."""
        return None

    def dialog_data(self, kind: str) -> Dialog | None:
        """What its dialog ``kind`` (one of ``shows``) holds, while it is the one on screen; None
        when there is nothing to show in it. A dialog drawn from its words alone holds only its
        kind."""
        return Dialog(kind)

    def pauses(self) -> bool:
        """The game's clock stands still for this feature now (a replay, another tab)."""
        return False

    def confirm(self, name: str) -> str | None:
        """The catalogue key of a question to ask before command ``name`` runs, if any."""
        return None

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        """A game was put on the table (new, resumed or imported) at game time ``game_now``:
        ``ui`` is what the page kept beside its record in the save (empty for a new game)."""

    def forget(self) -> None:
        """The table was cleared (a failed resume, a reload of another tab's game)."""

    def keep(self, ui: dict[str, Any]) -> None:
        """Add what this feature keeps in the save beside the record."""

    def after(self, events: list[Event], human: bool, game_now: float) -> None:
        """An action was applied (``human``: a person's, by her hand or her standing order) at
        game time ``game_now``."""

    def draw(self, shown: Screen, since: int) -> None:
        """Fill this feature's part of what the page draws (the log's history from event
        ``since``)."""
