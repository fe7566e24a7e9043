"""The state of one game and how a game is set up.

The fixed parameters (players, variant) live in ``Config``; ``State`` holds everything that changes.
Rules that move the state live in ``game.py`` (turns), ``auctions.py`` and ``scoring.py``.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NoReturn

from . import rng as rng_mod
from .actions import Action
from .cards import (
    ARTISTS,
    CARDS_TO_END_ROUND,
    DEAL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    TOKENS,
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
        return self.step is _OVER

    def copy(self) -> State:
        return copy.deepcopy(self)

    def next_seat(self, seat: int, steps: int = 1) -> int:
        return (seat + steps) % self.players

    @classmethod
    def from_position(cls, config: Config, *, round: int, hands: Sequence[Sequence[Card]],
                      deck: Sequence[Card], money: Sequence[int],
                      owned: Sequence[Sequence[Card]], laid_out: Sequence[int],
                      values: Sequence[Sequence[int]], seller: int, lot: Lot | None = None,
                      offer: Offer | None = None, ender: int | None = None) -> State:
        """A game in the middle, from a position rather than from its actions (a bot's sampled
        world, a puzzle): round 1 to 4; each seat's hand, money and paintings bought this round;
        the deck, top first; the cards laid out this round and the value board by [artist][round];
        the seller; and the auction running (``lot``) or the double on offer (``offer``), if any.

        The step follows from ``lot`` / ``offer`` (neither: the seller must lay out a card).
        ``ender``, who laid out the last card, defaults to the lot's auctioneer or the offer's
        seller. The state copies every list it is given and has no history (no actions, no
        events); its ``setup`` is the hands and deck given, ``seed`` None. An inconsistent
        position (a card more often than the game has it, a painting bought this round of an
        artist with no card out, a seat that does not exist...) raises ``MalformedError``."""
        players = config.players
        _check_position(players, round, hands, deck, money, owned, laid_out, values, seller,
                        lot, offer, ender)
        if lot is not None:
            lot = Lot(lot.auction, list(lot.cards), lot.auctioneer, lot.first_seller,
                      lot.high_bid, lot.high_bidder, list(lot.waiting), dict(lot.sealed_bids),
                      lot.price)
            step = Step(lot.auction.value)
            ender = lot.auctioneer if ender is None else ender
        elif offer is not None:
            offer = Offer(offer.seller, offer.card, list(offer.waiting))
            step = Step.DOUBLE_OFFER
            ender = offer.seller if ender is None else ender
        else:
            step = Step.PLAY
        return cls(
            config=config, players=players, seed=None,
            setup=Setup([list(h) for h in hands], list(deck), seller), explicit_setup=True,
            round=round, step=step, hands=[list(h) for h in hands], deck=list(deck),
            money=list(money), owned=[list(o) for o in owned], laid_out=list(laid_out),
            values=[list(v) for v in values], seller=seller, ender=ender, lot=lot, offer=offer)


def _check_position(players: int, round_number: int, hands: Sequence[Sequence[Card]],
                    deck: Sequence[Card], money: Sequence[int], owned: Sequence[Sequence[Card]],
                    laid_out: Sequence[int], values: Sequence[Sequence[int]], seller: int,
                    lot: Lot | None, offer: Offer | None, ender: int | None) -> None:
    """Raise ``MalformedError`` saying what makes this position impossible."""

    def fail(reason: str) -> NoReturn:
        raise MalformedError(f"position: {reason}")

    def is_seat(value: object) -> bool:
        return type(value) is int and 0 <= value < players

    if type(round_number) is not int or not 1 <= round_number <= ROUNDS:
        fail(f"round must be from 1 to {ROUNDS}, not {shown(round_number)}")
    for name, per_seat in (("hands", hands), ("money", money), ("owned", owned)):
        if len(per_seat) != players:
            fail(f"{name} must have one entry per seat ({players}), not {len(per_seat)}")
    if not all(type(m) is int and m >= 0 for m in money):
        fail("money must be whole numbers from 0")
    if not is_seat(seller):
        fail(f"there is no seat {shown(seller)} to sell")
    if ender is not None and not is_seat(ender):
        fail(f"there is no seat {shown(ender)} to have ended the round")
    if len(laid_out) != len(ARTISTS) or not all(
            type(n) is int and 0 <= n < CARDS_TO_END_ROUND for n in laid_out):
        fail(f"laid_out must give each of the {len(ARTISTS)} artists a count from 0 to "
             f"{CARDS_TO_END_ROUND - 1} (a fifth card ends the round)")
    if len(values) != len(ARTISTS) or not all(
            len(row) == ROUNDS and all(t == 0 or t in TOKENS for t in row) for row in values):
        fail(f"values must give each artist {ROUNDS} rounds of tokens (0 or one of {TOKENS})")
    if any(row[r] for row in values for r in range(round_number - 1, ROUNDS)):
        fail(f"values holds tokens of round {round_number} or later")
    on_board: list[Card] = [c for cards in owned for c in cards]  # laid out this round
    if lot is not None and offer is not None:
        fail("a lot and an offered double cannot both be running")
    if lot is not None:
        if lot.auction not in _LOT_AUCTIONS:
            fail(f"a lot is sold by open, once-around, sealed or fixed-price auction, "
                 f"not {shown(str(lot.auction))}")
        if not 1 <= len(lot.cards) <= 2:
            fail("a lot holds one or two cards")
        if not is_seat(lot.auctioneer) or not (lot.first_seller is None
                                               or is_seat(lot.first_seller)):
            fail("the lot's sellers must be seats")
        if not lot.waiting or not all(is_seat(s) for s in lot.waiting):
            fail("the lot must be waiting for seats that exist")
        if lot.high_bidder is not None and not is_seat(lot.high_bidder):
            fail("the lot's high bidder must be a seat")
        if not all(is_seat(s) for s in lot.sealed_bids):
            fail("the lot's sealed bids must be by seats")
        on_board += lot.cards
    if offer is not None:
        if not isinstance(offer.card, Card) or not offer.card.is_double:
            fail("the offered card must be a double")
        if not is_seat(offer.seller):
            fail("the offer's seller must be a seat")
        if not offer.waiting or not all(is_seat(s) and s != offer.seller for s in offer.waiting):
            fail("the offer must be waiting for seats other than its seller")
        on_board.append(offer.card)
    everything = [c for hand in hands for c in hand] + list(deck) + on_board
    if not all(isinstance(c, Card) for c in everything):
        fail("every card must be a Card")
    counts = Counter(everything)
    for card, n in counts.items():
        if n > copies(card):
            fail(f"{card} appears {n} times, but the game has only {copies(card)}")
    board = Counter(c.artist_index for c in on_board)
    for artist, n in board.items():
        if n > laid_out[artist]:
            fail(f"{n} {ARTISTS[artist]} card(s) were bought or are on sale this round, but "
                 f"only {laid_out[artist]} were laid out")


_OVER = Step.OVER
_LOT_AUCTIONS = (Auction.OPEN, Auction.ONCE_AROUND, Auction.SEALED, Auction.FIXED_PRICE)
