"""Sampled worlds for the master's search: engine states made up from one seat's observation.

This is the only bot module that builds engine states, and it builds them from the observing
seat's ``Situation`` alone: its own hand, the public board, every seat's money (exact, from the
public events), and a random deal of the unseen cards into the other hands (their sizes are public)
and the deck. A world is therefore consistent with everything the seat saw, and tells it nothing
it did not know. Sealed bids already made by others are unknown: in a world those seats simply bid
again (the rollout policy chooses for them).
"""

from __future__ import annotations

import random

from ..auctions import opening_queue
from ..cards import ROUNDS, Auction, Card
from ..legal import legal_actions
from ..scoring import cumulative_tokens
from ..state import Config, Lot, Offer, State
from .situation import N_ARTISTS, Situation


def sample_world(sit: Situation, values: list[list[int]], rng: random.Random) -> State:
    """One world consistent with the situation (``values``: the value board, [artist][round])."""
    hands, deck = sample_deal(sit, rng)
    return world_state(sit, values, hands, deck)


def unseen_cards(sit: Situation) -> list[Card]:
    """The cards the seat has not seen, in a fixed order (the pool a deal shuffles)."""
    return sorted((c for c, n in sit.unseen.items() for _ in range(n)), key=str)


def sample_deal(sit: Situation, rng: random.Random, unseen: list[Card] | None = None,
                ) -> tuple[list[list[Card]], list[Card]]:
    """A random deal of the unseen cards (``unseen``: ``unseen_cards(sit)``, if known already):
    every seat's hand (the observing seat's own as it is, the others of their public sizes) and
    the deck."""
    players, me = sit.players, sit.seat
    pool = unseen_cards(sit) if unseen is None else list(unseen)
    for i in range(len(pool) - 1, 0, -1):
        j = min(int(rng.random() * (i + 1)), i)
        pool[i], pool[j] = pool[j], pool[i]
    hands: list[list[Card]] = []
    at = 0
    for seat in range(players):
        if seat == me:
            hands.append(list(sit.hand))
            continue
        size = min(sit.hand_sizes[seat], len(pool) - at)
        hands.append(pool[at:at + size])
        at += size
    return hands, pool[at:at + sit.deck]


def world_state(sit: Situation, values: list[list[int]], hands: list[list[Card]],
                deck: list[Card]) -> State:
    """The engine state of the situation with these hands and deck (``sample_deal``'s), made by
    ``State.from_position`` (which copies them: a deal serves several worlds). The lot's queue
    is the situation's, except where the others' moves are unknown: a sealed auction starts
    again with every seat to bid, a fixed price not yet named with every other seat to ask
    (``auctions.opening_queue``)."""
    players = sit.players
    lot = offer = None
    if sit.auction is not None and sit.auctioneer is not None:
        auction = Auction(sit.auction)
        waiting = list(sit.queue)
        if auction is _SEALED or (auction is _FIXED_PRICE and sit.price is None):
            waiting = opening_queue(auction, players, sit.auctioneer)
        lot = Lot(auction, sit.lot_cards, sit.auctioneer, sit.first_seller, sit.high_bid,
                  sit.high_bidder, waiting, {}, sit.price)
    elif sit.offer_card is not None and sit.offer_seller is not None:
        offer = Offer(sit.offer_seller, sit.offer_card, sit.queue)
    return State.from_position(
        Config(players, "online" if sit.online else "classic"), round=sit.round, hands=hands,
        deck=deck, money=sit.money, owned=sit.owned, laid_out=sit.laid_out, values=values,
        seller=sit.seller, lot=lot, offer=offer)


_SEALED, _FIXED_PRICE = Auction.SEALED, Auction.FIXED_PRICE


def copy_world(world: State) -> State:
    """A fresh copy of a sampled world that no action has touched yet (``world_state``'s), for
    the next candidate played out in it: every list it may change copied, the rest shared (the
    set-up and the config are never changed). Cheaper than checking the position again."""
    lot, offer = world.lot, world.offer
    if lot is not None:
        lot = Lot(lot.auction, list(lot.cards), lot.auctioneer, lot.first_seller, lot.high_bid,
                  lot.high_bidder, list(lot.waiting), dict(lot.sealed_bids), lot.price)
    if offer is not None:
        offer = Offer(offer.seller, offer.card, list(offer.waiting))
    return State(
        config=world.config, players=world.players, seed=world.seed, setup=world.setup,
        explicit_setup=world.explicit_setup, round=world.round, step=world.step,
        hands=[list(h) for h in world.hands], deck=list(world.deck), money=list(world.money),
        owned=[list(o) for o in world.owned], laid_out=list(world.laid_out),
        values=[list(v) for v in world.values], seller=world.seller, ender=world.ender,
        lot=lot, offer=offer)


def in_hands(state: State) -> list[float]:
    counts = [0.0] * N_ARTISTS
    for hand in state.hands:
        for card in hand:
            counts[card.artist_index] += 1
    return counts


def situation_of(state: State, seat: int) -> Situation:
    """The decision point of ``seat`` in a sampled world (a fresh ``Situation``)."""
    return View(state).at(seat)


class View:
    """The decision points of a sampled world as it moves (a rollout reads one per action): one
    ``Situation`` refreshed in place, sharing the world's lists (money, counts, hands, bought
    paintings), so nothing is built per action but what changed. Policies only read it."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.sit = Situation(
            seat=0, players=state.players, online=state.config.online, round=0, step="",
            seller=0, laid_out=state.laid_out, cumulative=[], hand=[], hand_sizes=[], deck=0,
            money=state.money, owned=state.owned)
        self.cards = -1  # cards in all hands when ``in_hands`` was counted

    def at(self, seat: int) -> Situation:
        """``seat``'s decision point now."""
        state, sit = self.state, self.sit
        hands = state.hands
        round_number = min(state.round, ROUNDS)
        if round_number != sit.round:
            sit.round = round_number
            sit.cumulative = cumulative_tokens(state.values, round_number)
        sizes = list(map(len, hands))
        cards = sum(sizes)
        if cards != self.cards:
            self.cards = cards
            sit.in_hands = in_hands(state)
        legal = legal_actions(state, seat)
        sit.seat = seat
        sit.step = state.step  # a str enum: equal to its value, without the lookup
        sit.seller = state.seller
        sit.laid_out = state.laid_out
        sit.hand = hands[seat]
        sit.hands = hands
        sit.hand_sizes = sizes
        sit.deck = len(state.deck)
        sit.money = state.money
        sit.owned = state.owned
        sit.cards = legal.cards
        sit.partners = legal.partners
        sit.bid = legal.bid
        sit.price_range = legal.price
        sit.can_buy = legal.buy
        sit.can_pass = legal.can_pass
        lot, offer = state.lot, state.offer
        if lot is not None:
            sit.auction = lot.auction
            sit.lot_cards = lot.cards
            sit.auctioneer = lot.auctioneer
            sit.first_seller = lot.first_seller
            sit.high_bid = lot.high_bid
            sit.high_bidder = lot.high_bidder
            sit.price = lot.price
            sit.queue = lot.waiting
        else:
            sit.auction = None
            sit.lot_cards = []
            sit.auctioneer = sit.first_seller = sit.high_bidder = sit.price = None
            sit.high_bid = 0
            sit.queue = offer.waiting if offer is not None else []
        if offer is not None:
            sit.offer_card = offer.card
            sit.offer_seller = offer.seller
        else:
            sit.offer_card = sit.offer_seller = None
        return sit
