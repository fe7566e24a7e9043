"""The state of one game and how a game is set up.

The fixed parameters (players, variant) live in ``Config``; ``State`` holds everything that changes.
Rules that move the state live in ``game.py`` (turns), ``auctions.py`` and ``scoring.py``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from . import rng as rng_mod
from .actions import Action
from .cards import (
    ARTISTS,
    DEAL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    VARIANTS,
    Auction,
    Card,
    copies,
    full_deck,
)
from .errors import MalformedError, shown
from .events import Event


class Step(StrEnum):
    PLAY = "play"  # the seller must lay out a card
    DOUBLE_OFFER = "double_offer"  # a double was offered alone; seats in turn may join it
    OPEN = Auction.OPEN.value
    ONCE_AROUND = Auction.ONCE_AROUND.value
    SEALED = Auction.SEALED.value
    FIXED_PRICE = Auction.FIXED_PRICE.value
    OVER = "over"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Config:
    players: int
    variant: str = "classic"

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise MalformedError(f"players must be a whole number from {MIN_PLAYERS} to "
                                 f"{MAX_PLAYERS}, not {shown(self.players)}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise MalformedError(f"players must be from {MIN_PLAYERS} to {MAX_PLAYERS}, "
                                 f"not {shown(self.players)}")
        if self.variant not in VARIANTS:
            raise MalformedError(f"unknown variant {shown(self.variant)} "
                                 f"(known: {', '.join(VARIANTS)})")

    @property
    def online(self) -> bool:
        return self.variant == "online"


@dataclass(slots=True)
class Lot:
    """The painting(s) under the hammer and the auction's progress."""

    auction: Auction
    cards: list[Card]
    auctioneer: int
    first_seller: int | None = None  # a joint lot: the seat that offered the double
    high_bid: int = 0
    high_bidder: int | None = None
    # Seats still to act: open = who has not passed since the last bid (the high bidder excluded);
    # once around and fixed price = the queue in turn order; sealed = who has not bid yet.
    waiting: list[int] = field(default_factory=list)
    sealed_bids: dict[int, int] = field(default_factory=dict)
    price: int | None = None  # fixed price, once named


@dataclass(slots=True)
class Offer:
    """A double offered alone: the seats still to be asked, in turn order."""

    seller: int
    card: Card
    waiting: list[int]


@dataclass(slots=True)
class Setup:
    """An explicit deal: each seat's hand, the deck top first, and round 1's first seller."""

    hands: list[list[Card]]
    deck: list[Card]
    first_seller: int

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": [[str(c) for c in hand] for hand in self.hands],
            "deck": [str(c) for c in self.deck],
            "first_seller": self.first_seller,
        }

    @staticmethod
    def from_json(data: object, players: int) -> Setup:
        if not isinstance(data, dict):
            raise MalformedError("'setup' must be an object with hands, deck and first_seller")
        for key in ("hands", "deck", "first_seller"):
            if key not in data:
                raise MalformedError(f"'setup' needs {key!r}")
        hands_data, deck_data, first = data["hands"], data["deck"], data["first_seller"]
        if not isinstance(hands_data, list) or len(hands_data) != players:
            raise MalformedError(f"'setup.hands' must list {players} hands, one per seat")
        if not all(isinstance(h, list) for h in hands_data) or not isinstance(deck_data, list):
            raise MalformedError("'setup.hands' entries and 'setup.deck' must be lists of cards")
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise MalformedError(f"'setup.first_seller' must be a seat from 0 to {players - 1}, "
                                 f"not {shown(first)}")
        try:
            hands = [[Card.parse(c) for c in hand] for hand in hands_data]
            deck = [Card.parse(c) for c in deck_data]
        except ValueError as error:
            raise MalformedError(f"setup: {error}") from None
        seen: dict[Card, int] = {}
        for card in [c for hand in hands for c in hand] + deck:
            seen[card] = seen.get(card, 0) + 1
            if seen[card] > copies(card):
                raise MalformedError(f"setup: {card} appears {seen[card]} times, but the game "
                                     f"has only {copies(card)}")
        return Setup(hands, deck, first)


def seeded_setup(players: int, seed: int) -> Setup:
    """Shuffle the 70 cards, deal round 1 one card at a time from seat 0, draw the first seller."""
    rng = rng_mod.make_rng(seed)
    deck = full_deck()
    rng_mod.shuffle(rng, deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(DEAL[players][0]):
        for hand in hands:
            hand.append(deck.pop(0))
    first_seller = rng_mod.below(rng, players)
    return Setup(hands, deck, first_seller)


@dataclass(slots=True)
class State:
    config: Config
    players: int
    seed: int | None
    setup: Setup
    explicit_setup: bool = False  # dealt from an explicit set-up rather than from the seed
    round: int = 1
    step: Step = Step.PLAY
    hands: list[list[Card]] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    owned: list[list[Card]] = field(default_factory=list)  # paintings bought this round
    laid_out: list[int] = field(default_factory=lambda: [0] * len(ARTISTS))  # by board order
    values: list[list[int]] = field(
        default_factory=lambda: [[0] * ROUNDS for _ in ARTISTS])  # tokens, [artist][round]
    seller: int = 0  # whose turn it is to sell (or whose sale is running)
    ender: int | None = None  # who laid out the last card: "ended the round"
    lot: Lot | None = None
    offer: Offer | None = None
    winners: list[int] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)  # every action applied, in order
    events: list[Event] = field(default_factory=list)  # every event, all public


    @property
    def variant(self) -> str:
        return self.config.variant

    @property
    def over(self) -> bool:
        return self.step is Step.OVER

    def copy(self) -> State:
        return copy.deepcopy(self)

    def next_seat(self, seat: int, steps: int = 1) -> int:
        return (seat + steps) % self.players

    def seats_after(self, seat: int) -> list[int]:
        """The other seats in turn order, starting left of ``seat``."""
        return [(seat + i) % self.players for i in range(1, self.players)]
