"""Events: what happened when an action was applied, as plain values.

The page's log and animations and the bots' memory read these instead of diffing states. Every
event is public: a sealed bid is announced without its amount until all bids are revealed.

Events are data to read, never to change: the state's history and every caller share the same
objects. They are plain slotted dataclasses rather than frozen ones because the engine makes one or
two for every action of every game (and the bots' rollouts millions): on CPython 3.11 a frozen
dataclass costs the whole engine about 14% more work, for a guarantee nothing needs.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from .cards import Card


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind is int or kind is str or value is None or kind is bool:
        return value
    if isinstance(value, Card | Enum):
        return str(value)
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


class Event:
    __slots__ = ()
    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(
                f.name for f in fields(self))  # type: ignore[arg-type]
        out: dict[str, Any] = {"event": self.kind}
        for name in names:
            out[name] = _plain(getattr(self, name))
        return out


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}  # each kind's fields, in order


@dataclass(slots=True)
class RoundStarted(Event):
    kind: ClassVar[str] = "round_started"
    round: int
    first_seller: int | None  # None when no seat has a card
    dealt: tuple[int, ...]  # cards each seat received at the start of this round


@dataclass(slots=True)
class CardPlayed(Event):
    """A seller laid out a card (with a partner for a double sold with it)."""

    kind: ClassVar[str] = "card_played"
    seat: int
    card: Card
    partner: Card | None
    count: int  # the artist's count this round after this play


@dataclass(slots=True)
class DoubleOffered(Event):
    kind: ClassVar[str] = "double_offered"
    seat: int
    card: Card


@dataclass(slots=True)
class Joined(Event):
    kind: ClassVar[str] = "joined"
    seat: int
    card: Card
    count: int


@dataclass(slots=True)
class AuctionStarted(Event):
    kind: ClassVar[str] = "auction_started"
    auctioneer: int
    auction: str
    cards: tuple[Card, ...]
    first_seller: int | None  # set for a joint lot: the seat that offered the double


@dataclass(slots=True)
class BidMade(Event):
    kind: ClassVar[str] = "bid"
    seat: int
    amount: int


@dataclass(slots=True)
class SealedBidMade(Event):
    """A sealed bid was placed; its amount stays secret until all bids are revealed."""

    kind: ClassVar[str] = "sealed_bid"
    seat: int


@dataclass(slots=True)
class SealedBidsRevealed(Event):
    kind: ClassVar[str] = "sealed_revealed"
    bids: tuple[int, ...]  # every seat's bid, by seat


@dataclass(slots=True)
class Passed(Event):
    """Passed a bid, declined a fixed price, or declined to join a double (``step`` says which)."""

    kind: ClassVar[str] = "pass"
    seat: int
    step: str


@dataclass(slots=True)
class PriceNamed(Event):
    kind: ClassVar[str] = "price"
    seat: int
    amount: int


@dataclass(slots=True)
class Sold(Event):
    """A lot changed hands for money: who paid, who received what, and the bank's share."""

    kind: ClassVar[str] = "sold"
    buyer: int
    price: int
    cards: tuple[Card, ...]
    auctioneer: int
    received: tuple[tuple[int, int], ...]  # (seat, amount) pairs, sellers paid by the buyer
    bank: int  # what the bank received


@dataclass(slots=True)
class TakenFree(Event):
    kind: ClassVar[str] = "taken_free"
    seat: int
    cards: tuple[Card, ...]


@dataclass(slots=True)
class RoundEnded(Event):
    kind: ClassVar[str] = "round_ended"
    round: int
    ender: int | None  # the seat that laid out the round-ending (or last) card
    discarded: tuple[Card, ...]  # round-ending card(s), never auctioned
    counts: dict[str, int]  # cards laid out per artist this round
    ranking: tuple[str, ...]  # the top three artists, first to third
    tokens: dict[str, int]  # the token each ranked artist received this round
    painting_values: dict[str, int]  # what a painting of each artist sold for this round
    income: tuple[int, ...]  # what each seat received from the bank for its paintings
    sold: tuple[tuple[Card, ...], ...]  # the paintings each seat sold to the bank


@dataclass(slots=True)
class GameOver(Event):
    kind: ClassVar[str] = "game_over"
    money: tuple[int, ...]
    winners: tuple[int, ...]
