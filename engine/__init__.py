"""Modern Art: the rules engine, game records and bots, in pure Python (standard library only).

Runs unchanged on CPython 3.11+ and in Pyodide. The state answers a few questions only: whose turn
(``to_act``), what is legal (``legal_actions``), apply one action (``apply_action``), is it over,
and what one seat may see (``observe``).
"""

from .actions import Action, Do
from .cards import ARTISTS, AUCTIONS, Artist, Auction, Card
from .errors import IllegalActionError, MalformedError, RecordError
from .events import Event
from .game import apply_action, new_game
from .legal import Legal, check, legal_actions, to_act
from .observation import full_view, observe, public_view
from .record import GameRecord, replay
from .state import Config, Setup, State, Step

__all__ = [
    "ARTISTS",
    "AUCTIONS",
    "Action",
    "Artist",
    "Auction",
    "Card",
    "Config",
    "Do",
    "Event",
    "GameRecord",
    "IllegalActionError",
    "Legal",
    "MalformedError",
    "RecordError",
    "Setup",
    "State",
    "Step",
    "apply_action",
    "check",
    "full_view",
    "legal_actions",
    "new_game",
    "observe",
    "public_view",
    "replay",
    "to_act",
]
