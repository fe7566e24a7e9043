"""Random legal play straight on the engine: for benchmarks, property tests and golden games.

Bots do not use this (they see only observations); it is the engine's own test driver.
"""

from __future__ import annotations

import random

from .actions import Action, Do
from .game import apply_action, new_game
from .legal import Legal, legal_actions, to_act
from .state import State, Step

BID_CHANCE = 0.3  # in an auction, how often a random player bids rather than passes
JOIN_CHANCE = 0.5
BUY_CHANCE = 0.5
PARTNER_CHANCE = 0.5
BID_SPREAD = 20  # a random bid is at most this much above the lowest legal bid


# Enum members looked up once: an attribute of an enum class is slow to read on CPython 3.11, and
# the random driver reads them for every action of every benchmark game.
_PLAY_STEP = Step.PLAY
_PLAY, _JOIN, _PRICE, _BUY, _BID, _PASS = Do.PLAY, Do.JOIN, Do.PRICE, Do.BUY, Do.BID, Do.PASS


def random_action(rng: random.Random, legal: Legal) -> Action:
    """One random action among ``legal``'s choices (built on ``rng.random()`` only)."""
    seat, cards, draw = legal.seat, legal.cards, rng.random
    if legal.step is _PLAY_STEP:
        card = cards[int(draw() * len(cards))]
        partners = legal.partners.get(card)
        if partners and draw() < PARTNER_CHANCE:
            return Action(seat, _PLAY, card, partners[int(draw() * len(partners))])
        return Action(seat, _PLAY, card)
    if cards and draw() < JOIN_CHANCE:
        return Action(seat, _JOIN, cards[int(draw() * len(cards))])
    price = legal.price
    if price is not None:
        low, high = price
        return Action(seat, _PRICE, None, None, low + int(draw() * (high - low + 1)))
    if legal.buy and draw() < BUY_CHANCE:
        return Action(seat, _BUY)
    bid = legal.bid
    if bid is not None and (not legal.can_pass or draw() < BID_CHANCE):
        low, high = bid
        top = high if high < low + BID_SPREAD else low + BID_SPREAD
        return Action(seat, _BID, None, None, low + int(draw() * (top - low + 1)))
    return Action(seat, _PASS)


def random_step(state: State, rng: random.Random) -> Action:
    """Apply one random legal action (the seat, when several may act, is drawn too)."""
    seats = to_act(state)
    seat = seats[0] if len(seats) == 1 else seats[int(rng.random() * len(seats))]
    action = random_action(rng, legal_actions(state, seat))
    apply_action(state, action)
    return action


def random_game(players: int, seed: int, variant: str = "classic") -> State:
    """A whole game of random legal play from a seed."""
    state = new_game(players, seed, variant)
    rng = random.Random(seed)
    over = Step.OVER
    while state.step is not over:
        random_step(state, rng)
    return state
