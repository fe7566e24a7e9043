"""The page's features, one concern each (``pyapp.feature`` says what a feature is).

``FEATURES`` is the one list of them. Its order is the order in which their dialogs win the
screen: a question before a command that cannot be undone comes first, then a dialog the player
opened (the set-up, the game of bots to watch, the linked game, the rules, the statistics, the
review, the keyboard's keys), then the round summary and the game's end, then the hand-over of
the device in pass and play; the features without a dialog follow. Every hook is called in this
order too (``App.adopt``, ``App.after_action``, the save's page state).
"""

from __future__ import annotations

from ..feature import Feature
from .bidding import Bidding
from .coach import CoachFeature
from .confirm import Confirm
from .deals import Deals
from .estimates import Estimates
from .handoff import Handoff
from .help import Help
from .keys import Keys
from .lesson import LessonFeature
from .linked import Linked
from .pace import Pace
from .prefs import Prefs
from .replay import Replay
from .review import ReviewFeature
from .saves import Saves
from .setup import Setup
from .spectator import Spectator
from .stats import Stats
from .summaries import Summaries
from .tabs import Tabs

FEATURES: tuple[type[Feature], ...] = (
    Confirm,  # a question before a command that cannot be undone, over any dialog
    Setup, Spectator, Linked, Help, Keys, Stats, ReviewFeature,  # the dialogs the player opens
    Summaries, Handoff,  # the dialogs the game opens
    Tabs, Saves, LessonFeature, Replay, Deals, Estimates, CoachFeature, Prefs,
    Bidding, Pace,  # (the save's page state in this order: summaries, orders, countdown)
)

__all__ = ["FEATURES"]
