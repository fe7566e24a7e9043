"""One seat's decision point as the heuristic policies read it.

A ``Situation`` is built either from an observation plus the bot's ``Memory`` (what a live bot
does), or, inside the master's search, from a *sampled* world (``from_state``): there every fact
comes from a world the bot made up from its own observation, so nothing hidden can leak.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from ..auctions import seat_queue
from ..cards import ARTISTS, ROUNDS, Card, full_deck
from ..scoring import cumulative_tokens
from .memory import Memory

N_ARTISTS = len(ARTISTS)
FULL_DECK: Counter[Card] = Counter(full_deck())


@dataclass(slots=True)
class Situation:
    seat: int
    players: int
    online: bool
    round: int  # 1..4
    step: str
    seller: int
    laid_out: list[int]  # by artist index, this round
    cumulative: list[int]  # tokens each artist earned in earlier rounds
    hand: list[Card]
    hand_sizes: list[int]
    deck: int
    money: list[int]  # every seat's money (exact when the memory is complete)
    owned: list[list[Card]]
    # The lot under the hammer, if any.
    auction: str | None = None
    lot_cards: list[Card] = field(default_factory=list)
    auctioneer: int | None = None
    first_seller: int | None = None
    high_bid: int = 0
    high_bidder: int | None = None
    price: int | None = None
    queue: list[int] = field(default_factory=list)  # seats still to answer, in order
    offer_card: Card | None = None
    offer_seller: int | None = None
    # What the seat may do.
    cards: tuple[Card, ...] = ()
    partners: dict[Card, tuple[Card, ...]] = field(default_factory=dict)
    bid: tuple[int, int] | None = None
    price_range: tuple[int, int] | None = None
    can_buy: bool = False
    can_pass: bool = False
    # Unseen cards (the other hands and the deck together) and, in a sampled world, the exact
    # number of each artist's cards in all hands (None: estimate it).
    unseen: Counter[Card] = field(default_factory=Counter)
    in_hands: list[float] | None = None
    hands: list[list[Card]] | None = None  # in a sampled world: every seat's hand, as dealt there
    lot_key: int = -1  # identifies the current auction or offer (for per-auction caches)


_NAME = attrgetter("name")  # a card's name, read in C (for sorting cards by name)


def play_options(sit: Situation) -> list[tuple[Card, Card | None]]:
    """Every way to lay out a card: each card alone, each double with each partner."""
    options: list[tuple[Card, Card | None]] = []
    for card in sorted(set(sit.cards), key=_NAME):
        options.append((card, None))
        for partner in sit.partners.get(card, ()):
            options.append((card, partner))
    return options


def after_play(sit: Situation, card: Card, partner: Card | None) -> tuple[list[int], list[Card]]:
    """This round's counts and the own hand after laying out ``card`` (and ``partner``)."""
    counts = list(sit.laid_out)
    hand = list(sit.hand)
    for c in (card, partner):
        if c is not None:
            counts[c.artist_index] += 1
            hand.remove(c)
    return counts, hand


def _queue(players: int, auctioneer: int, first: int, auctioneer_last: bool) -> list[int]:
    """The seats still to answer in turn, from ``first`` on (``auctions.seat_queue``)."""
    order = seat_queue(players, auctioneer, auctioneer_last)
    return order[order.index(first):] if first in order else []


def from_observation(obs: dict[str, Any], memory: Memory) -> Situation:
    """The situation of the observing seat: plain data in, nothing else."""
    players = obs["players"]
    seat = obs["seat"]
    hand = [Card.parse(c) for c in obs["hand"]]
    # Every card laid out is public; after a gap the memory may miss some of those still on the
    # table this round (bought, under the hammer, on offer), so those count too (once: the
    # memory's count already includes them when it is complete).
    on_table = [c for cards in obs["owned"] for c in cards]
    if obs["auction"] is not None:
        on_table += obs["auction"]["cards"]
    if obs["offer"] is not None:
        on_table.append(obs["offer"]["card"])
    unseen = FULL_DECK - (memory.laid_out | Counter(map(Card.parse, on_table))) - Counter(hand)
    money = list(memory.money) if memory.money else [obs["my_money"]] * players
    money[seat] = obs["my_money"]
    legal = obs["legal"]
    can = legal["do"]
    sit = Situation(
        seat=seat,
        players=players,
        online=obs["variant"] == "online",
        round=min(obs["round"], ROUNDS),
        step=obs["step"],
        seller=obs["seller"],
        laid_out=[obs["laid_out"][a] for a in ARTISTS],
        cumulative=cumulative_tokens([obs["values"][a] for a in ARTISTS],
                                     min(obs["round"], ROUNDS)),
        hand=hand,
        hand_sizes=list(obs["hand_sizes"]),
        deck=obs["deck"],
        money=money,
        owned=[[Card.parse(c) for c in cards] for cards in obs["owned"]],
        cards=tuple(Card.parse(c) for c in legal.get("cards", [])),
        partners={Card.parse(d): tuple(Card.parse(p) for p in ps)
                  for d, ps in legal.get("partners", {}).items()},
        bid=(legal["bid"]["min"], legal["bid"]["max"]) if "bid" in can else None,
        price_range=(legal["price"]["min"], legal["price"]["max"]) if "price" in can else None,
        can_buy="buy" in can,
        can_pass="pass" in can,
        unseen=unseen,
        lot_key=memory.lot_index,
    )
    lot = obs["auction"]
    if lot is not None:
        sit.auction = lot["type"]
        sit.lot_cards = [Card.parse(c) for c in lot["cards"]]
        sit.auctioneer = lot["auctioneer"]
        sit.first_seller = lot["first_seller"]
        sit.high_bid = lot["high_bid"]
        sit.high_bidder = lot["high_bidder"]
        sit.price = lot["price"]
        to_act = obs["to_act"]
        if sit.auction in ("once_around", "fixed_price") and to_act and not (
                sit.auction == "fixed_price" and sit.price is None):
            sit.queue = _queue(players, sit.auctioneer, to_act[0], sit.auction == "once_around")
        else:
            sit.queue = list(to_act)
    offer = obs["offer"]
    if offer is not None:
        sit.offer_card = Card.parse(offer["card"])
        sit.offer_seller = offer["seller"]
        sit.queue = list(offer["waiting"])
    return sit
