"""What the controller hands the renderer: the ``Screen`` (everything drawn, as plain data), the
human's standing ``Orders`` for a lot, and the ``Banner`` of the last sale; ``addressed``, the
one rule for whom the page calls "you"."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def addressed(view: dict[str, Any] | None) -> int | None:
    """The seat the page speaks to as "you" (second person: "You buy", "$12, you", the seat
    marked as hers): the shown seat. None when nobody's seat is shown (no game, or pass and play
    while the device changes hands, ``view["hidden"]``): then every seat goes by its name, as the
    page cannot know who is looking. Decide "you" only here, never from ``view["seat"]``, which
    stays the seat the observation is drawn from."""
    if view is None or view.get("hidden"):
        return None
    seat: int = view["seat"]
    return seat


@dataclass
class Orders:
    """The human's standing orders for one lot (``lot`` names it: the lot count when given)."""

    lot: int
    out: bool = False  # "Pass" in an open auction: out of this lot until "Bid again"
    limit: int | None = None  # "bid up to": raise by the minimum step up to this
    limit_reached: int | None = None  # the limit that was outbid (said once, then forgotten)

    def to_json(self) -> dict[str, Any]:
        return {"lot": self.lot, "out": self.out, "limit": self.limit}

    @staticmethod
    def from_json(data: object, lot: int) -> Orders:
        """Orders from a save, if they are well formed and for the current lot."""
        if not isinstance(data, dict) or data.get("lot") != lot:
            return Orders(lot)
        limit = data.get("limit")
        if not (isinstance(limit, int) and not isinstance(limit, bool) and limit >= 0):
            limit = None
        return Orders(lot, out=data.get("out") is True, limit=limit)


@dataclass
class Banner:
    """A lot has closed: who bought it for how much and who was paid (shown in the centre)."""

    event: dict[str, Any]  # the "sold" or "taken_free" event
    auction: str  # the lot's auction type
    first_seller: int | None
    lot: int
    unbid: bool = False  # nobody bid on the lot (an open lot's buyer is then its auctioneer)


@dataclass
class Screen:
    """Everything the renderer draws, decided here; plain data (no session, no DOM)."""

    lang: str
    names: list[str]
    levels: list[str]
    view: dict[str, Any] | None  # the human's observation (history from ``history_start``)
    human_to_act: bool = False
    dialog: str | None = None
    notice: tuple[str, dict[str, Any]] | None = None
    chosen_double: str | None = None
    amount_text: str = ""
    error: tuple[str, dict[str, Any]] | None = None
    countdown: int | None = None  # the call in progress: 0 going once, 1 going twice
    variant: str = "classic"
    thinking: int | None = None
    orders: Orders | None = None
    banner: Banner | None = None
    purchases: list[list[tuple[list[str], int]]] = field(default_factory=list)
    estimates_on: bool = False
    menu_open: bool = False  # a phone's folded menu, unfolded
    estimates: dict[str, float] | None = None
    fair_price: int | None = None
    summary: dict[str, Any] | None = None  # the round summary to show
    money_rounds: list[list[int]] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    has_unfinished: bool = False
    linked: dict[str, int] | None = None  # the address's game she may start (seed, players)
    career: dict[str, Any] = field(default_factory=dict)
    watching: tuple[int, int] | None = None  # (actions shown, actions in the game)
    over: bool = False
    save_failed: bool = False
    help_section: tuple[int, str | None] = (0, None)  # (request number, the rules' section)
    people: list[int] = field(default_factory=list)  # the seats played at this device
    handoff: int | None = None  # pass and play: the seat the device must go to now
    review: Any = None  # the post-game review (``review.Review``) once worked out
    review_progress: float | None = None  # how far the review's work has got (None: not running)
    watch_events: list[dict[str, Any]] = field(default_factory=list)  # the replay's last action's
    watch_back: bool = False  # the replay came from the review
    comparison: Any = None  # the master's game on this deal (``deals.Comparison``)
    comparison_progress: float | None = None  # how far it has got (None: not running)
    daily: str = ""  # the date of a daily deal
    again: bool = False  # a deal played again
    lesson: Any = None  # the guided first game's ``tutorial.Lesson``, when it is on
    elsewhere: bool = False  # another tab plays this game: this one only shows it
    set_aside: bool = False  # the notice is about a save set aside, which can be downloaded
    kept_save: bool = False  # that save had no room to be copied: it stays until discarded

    @property
    def you(self) -> int | None:
        """The seat the page calls "you" (``addressed``): None while nobody's is shown."""
        return addressed(self.view)
