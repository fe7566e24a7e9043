"""What the app hands the views: the ``Screen`` (everything drawn, as plain data), each message
to the player as ``Said``, the seat's observation as a typed ``View``, a person's standing
``Orders`` for a lot, and the ``Banner`` of the last sale; ``addressed``, the one rule for whom
the page calls "you"."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, NotRequired, TypedDict, cast

from engine.analysis.coach import Advice


class Said(NamedTuple):
    """A message shown to the player: a key of the word catalogue and its parameters (the
    words themselves are the views' business, in the page's language)."""

    key: str
    params: dict[str, Any]


class Range(TypedDict):
    """An inclusive range of amounts."""

    min: int
    max: int


class LegalView(TypedDict):
    """What the seat may do now (``engine.Legal.to_json``): ``do`` lists the kinds of action."""

    seat: int
    step: str
    do: list[str]
    cards: NotRequired[list[str]]  # play: the cards she may sell; join: those she may add
    partners: NotRequired[dict[str, list[str]]]  # play: a double's possible partners
    bid: NotRequired[Range]
    price: NotRequired[Range]


class AuctionView(TypedDict):
    """The lot under the hammer."""

    type: str
    cards: list[str]
    auctioneer: int
    first_seller: int | None  # a double's first seller, paid with the auctioneer
    high_bid: int
    high_bidder: int | None
    price: int | None
    sealed_done: list[int]


class OfferView(TypedDict):
    """A double offered for a partner card."""

    seller: int
    card: str
    waiting: list[int]


class View(TypedDict):
    """One seat's observation as the page draws it (``engine.observe``'s data): the public
    table, her own hand, money and sealed bid, her legal actions and the public history from
    event ``history_start``. ``hidden``: nobody's secrets are in it (the device changes hands,
    or nobody is shown in a replay), and the page calls nobody "you"; unless ``every_hand``: a
    game of bots only, from which nothing is kept secret."""

    players: int
    variant: str
    round: int
    over: bool
    step: str
    to_act: list[int]
    seller: int
    hand_sizes: list[int]
    deck: int
    owned: list[list[str]]
    laid_out: dict[str, int]
    values: dict[str, list[int]]
    auction: AuctionView | None
    offer: OfferView | None
    winners: list[int]
    final_money: list[int] | None
    seat: int
    hand: list[str]
    money: list[int | None]
    my_money: int | None
    hands: list[list[str] | None]
    my_sealed_bid: int | None
    legal: LegalView
    history_start: int
    history: list[dict[str, Any]]
    hidden: NotRequired[bool]
    every_hand: NotRequired[bool]  # a game of bots only, watched: ``hands`` holds every hand


def as_view(observation: dict[str, Any]) -> View:
    """An observation from the engine, read as the typed ``View`` (the engine builds it with
    exactly these keys; ``tests/test_app_render.py`` checks them against a real game)."""
    return cast(View, observation)


def as_observation(view: View) -> dict[str, Any]:
    """A view handed back to the engine's valuation, which reads observations as plain data."""
    return cast(dict[str, Any], view)


def addressed(view: View | None) -> int | None:
    """The seat the page speaks to as "you" (second person: "You buy", "$12, you", the seat
    marked as hers): the shown seat. None when nobody's seat is shown (no game, or pass and play
    while the device changes hands, ``view["hidden"]``): then every seat goes by its name, as the
    page cannot know who is looking. Decide "you" only here, never from ``view["seat"]``, which
    stays the seat the observation is drawn from."""
    if view is None or view.get("hidden"):
        return None
    return view["seat"]


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


# -- the dialogs: what each shows, given by the feature that shows it (``Feature.dialog_data``) --
@dataclass(frozen=True)
class Dialog:
    """What an open dialog shows; ``kind`` names it (what its feature's ``dialog()`` says, and
    what its drawing in ``pyapp.dialogs`` is registered for). A dialog drawn from its words
    alone (the keyboard's keys) shows just this; the others' types below say what they show."""

    kind: str


@dataclass(frozen=True, kw_only=True)
class ConfirmDialog(Dialog):
    """A question before a command that cannot be undone: its words and its yes (catalogue
    keys)."""

    kind: str = field(default="confirm", init=False)
    question: str
    yes: str


@dataclass(frozen=True, kw_only=True)
class SetupDialog(Dialog):
    """The set-up form: its choices (``players``, ``human``, ``levels``, ``variant``,
    ``speed``, ``seed_text``, ``show_money``, ``given_names``; ``names``, the bots' names for
    every seat it holds), why Start was refused, whether a game is unfinished (Continue), and
    whether it opens as the welcome (a first visit: the ways in first, the form under "More
    options", shown once ``more``). ``back``: the command of its Continue (a game of bots on
    the table: back to her own)."""

    kind: str = field(default="setup", init=False)
    choices: dict[str, Any]
    error: Said | None = None
    unfinished: bool = False
    back: str = "continue"
    welcome: bool = False
    more: bool = False


@dataclass(frozen=True, kw_only=True)
class SummaryDialog(Dialog):
    """A round's summary: its ``round_scored`` event."""

    kind: str = field(default="summary", init=False)
    summary: dict[str, Any]


@dataclass(frozen=True, kw_only=True)
class OverDialog(Dialog):
    """The game's end: each seat's ranking points and money after each round, the daily
    deal's date (blank: not one), and the master's game on the same deal
    (``deals.Comparison``) or how far its working out has got (None: not running)."""

    kind: str = field(default="over", init=False)
    points: list[int]
    money_rounds: list[list[int]]
    daily: str = ""
    comparison: Any = None
    comparison_progress: float | None = None


@dataclass(frozen=True, kw_only=True)
class HandoffDialog(Dialog):
    """Pass and play: the seat the device must go to now."""

    kind: str = field(default="handoff", init=False)
    seat: int


@dataclass(frozen=True, kw_only=True)
class LinkedDialog(Dialog):
    """The address names another game than the unfinished one: its seed and players, and the
    round the unfinished one is in."""

    kind: str = field(default="linked", init=False)
    seed: int | None
    players: int
    round: int


@dataclass(frozen=True, kw_only=True)
class HelpDialog(Dialog):
    """The rules: the section asked for (None: the top), and how many times one was asked for
    (the page scrolls to it once each time)."""

    kind: str = field(default="help", init=False)
    serial: int = 0
    section: str | None = None


@dataclass(frozen=True, kw_only=True)
class StatsDialog(Dialog):
    """The statistics: the career as ``career.load`` validated it."""

    kind: str = field(default="stats", init=False)
    career: dict[str, Any]


@dataclass(frozen=True, kw_only=True)
class ReviewDialog(Dialog):
    """The review of the game (``review.Review``) once worked out for the game as it is, and how
    far its working out has got (None: not running)."""

    kind: str = field(default="review", init=False)
    review: Any = None
    progress: float | None = None


@dataclass
class Banner:
    """A lot has closed: who bought it for how much and who was paid (shown in the centre)."""

    event: dict[str, Any]  # the "sold" or "taken_free" event
    auction: str  # the lot's auction type
    first_seller: int | None
    lot: int
    unbid: bool = False  # nobody bid on the lot (an open lot's buyer is then its auctioneer)
    sealed: tuple[int, ...] = ()  # a sealed lot: every seat's bid, revealed


@dataclass(frozen=True)
class CoachShown:
    """What the coach's box shows at her decision: nothing asked yet (both None), the master
    thinking (``progress``, 0 to 1), or its ``advice`` (``features.coach``)."""

    progress: float | None = None
    advice: Advice | None = None


@dataclass(frozen=True, kw_only=True)
class BotsDialog(Dialog):
    """The form of a game of bots to watch: its choices (``players``, ``levels`` for every seat
    it holds, ``variant``, ``speed``, ``seed_text``), why Start was refused, and whether such a
    game is on the table already (``seed``: its deal's)."""

    kind: str = field(default="bots", init=False)
    choices: dict[str, Any]
    watching: bool = False
    error: Said | None = None
    seed: int | None = None


@dataclass(frozen=True)
class Watched:
    """A game of bots only on the table (``features.spectator``): whether she paused it, and
    the last decision a master explained (its seat, its ``advice``, and the ``view`` it was
    decided from), if one has."""

    paused: bool
    seat: int | None = None
    advice: Advice | None = None
    view: View | None = None


@dataclass
class Screen:
    """Everything the renderer draws, decided here; plain data (no session, no DOM)."""

    lang: str
    names: list[str]
    levels: list[str]
    view: View | None  # the seat's observation (history from ``history_start``)
    human_to_act: bool = False
    dialog: str | None = None  # the open dialog's kind
    dialog_data: Dialog | None = None  # what it shows (given by the feature that shows it)
    notice: Said | None = None
    chosen_double: str | None = None
    chosen_card: str | None = None  # a card on the block, waiting for "Put it up"
    confirm_sale: bool = True  # a card chosen waits for "Put it up" (her setting)
    amount_text: str = ""
    error: Said | None = None
    countdown: int | None = None  # the call in progress: 0 going once, 1 going twice
    variant: str = "classic"
    speed: str = "normal"  # the bots' speed (and the countdown's)
    paused: bool = False  # the game's clock stands still (a dialog, the menu, a hidden page)
    thinking: int | None = None
    orders: Orders | None = None
    banner: Banner | None = None
    purchases: list[list[tuple[list[str], int]]] = field(default_factory=list)
    estimates_on: bool = False
    coach_on: bool = False  # the coach's button at her decisions (``features.coach``)
    coach: CoachShown | None = None  # the coach's box at her decision, when it is on
    bots: Watched | None = None  # a game of bots only, watched
    menu_open: bool = False  # a phone's folded menu, unfolded
    game_menu_open: bool = False  # the menu's "This game" list, unfolded
    sound_on: bool = False  # the table's sounds (pyapp.motion)
    motion_on: bool = True  # the table's motion (unless the system asks for reduced motion)
    estimates: dict[str, float] | None = None
    fair_price: int | None = None
    watching: tuple[int, int] | None = None  # (actions shown, actions in the game)
    over: bool = False
    save_failed: bool = False
    people: list[int] = field(default_factory=list)  # the seats played at this device
    handoff: int | None = None  # pass and play: the seat the device must go to now
    watch_events: list[dict[str, Any]] = field(default_factory=list)  # the replay's last action's
    watch_back: bool = False  # the replay came from the review
    lesson: Any = None  # the guided first game's ``tutorial.Lesson``, when it is on
    elsewhere: bool = False  # another tab plays this game: this one only shows it
    set_aside: bool = False  # the notice is about a save set aside, which can be downloaded
    kept_save: bool = False  # that save had no room to be copied: it stays until discarded

    @property
    def summary(self) -> dict[str, Any] | None:
        """The round whose summary is open (the board marks its column), if one is."""
        data = self.dialog_data
        return data.summary if isinstance(data, SummaryDialog) else None

    @property
    def you(self) -> int | None:
        """The seat the page calls "you" (``addressed``): None while nobody's is shown."""
        return addressed(self.view)
