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

from ..cards import ARTISTS, ROUNDS, Auction, Card
from ..legal import legal_actions
from ..state import Config, Lot, Offer, Setup, State, Step
from .situation import N_ARTISTS, Situation


def sample_world(sit: Situation, values: list[list[int]], rng: random.Random) -> State:
    """One world consistent with the situation (``values``: the value board, [artist][round])."""
    players, me = sit.players, sit.seat
    pool = sorted((c for c, n in sit.unseen.items() for _ in range(n)), key=str)
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
    deck = pool[at:at + sit.deck]
    config = Config(players, "online" if sit.online else "classic")
    state = State(config=config, players=players, seed=None,
                  setup=Setup([list(h) for h in hands], list(deck), sit.seller),
                  explicit_setup=True, round=sit.round, step=Step(sit.step), hands=hands,
                  deck=deck, money=list(sit.money), owned=[list(o) for o in sit.owned],
                  laid_out=list(sit.laid_out), values=[list(v) for v in values],
                  seller=sit.seller)
    if sit.auction is not None and sit.auctioneer is not None:
        lot = Lot(Auction(sit.auction), list(sit.lot_cards), sit.auctioneer, sit.first_seller,
                  sit.high_bid, sit.high_bidder, list(sit.queue), {}, sit.price)
        if sit.auction == "fixed_price" and sit.price is None:
            lot.waiting = [(sit.auctioneer + i) % players for i in range(1, players)]
        if sit.auction == "sealed":
            lot.waiting = list(range(players))  # others' sealed bids are unknown: bid again
        state.lot = lot
        state.ender = sit.auctioneer
    elif sit.offer_card is not None and sit.offer_seller is not None:
        state.offer = Offer(sit.offer_seller, sit.offer_card, list(sit.queue))
        state.ender = sit.offer_seller
    else:
        state.ender = (sit.seller - 1) % players
    return state


def in_hands(state: State) -> list[float]:
    counts = [0.0] * N_ARTISTS
    for hand in state.hands:
        for card in hand:
            counts[card.artist_index] += 1
    return counts


def situation_of(state: State, seat: int) -> Situation:
    """The decision point of ``seat`` in a sampled world (for rollouts)."""
    legal = legal_actions(state, seat)
    round_number = min(state.round, ROUNDS)
    sit = Situation(
        seat=seat, players=state.players, online=state.config.online, round=round_number,
        step=state.step.value, seller=state.seller, laid_out=list(state.laid_out),
        cumulative=[sum(state.values[a][: round_number - 1]) for a in range(len(ARTISTS))],
        hand=state.hands[seat], hand_sizes=[len(h) for h in state.hands], deck=len(state.deck),
        money=state.money, owned=state.owned, cards=legal.cards, partners=legal.partners,
        bid=legal.bid, price_range=legal.price, can_buy=legal.buy, can_pass=legal.can_pass,
        in_hands=in_hands(state))
    lot = state.lot
    if lot is not None:
        sit.auction = lot.auction.value
        sit.lot_cards = lot.cards
        sit.auctioneer = lot.auctioneer
        sit.first_seller = lot.first_seller
        sit.high_bid = lot.high_bid
        sit.high_bidder = lot.high_bidder
        sit.price = lot.price
        sit.queue = lot.waiting
    offer = state.offer
    if offer is not None:
        sit.offer_card = offer.card
        sit.offer_seller = offer.seller
        sit.queue = offer.waiting
    return sit
