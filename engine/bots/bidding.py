"""How much to bid, once a bot knows how far it would go: steps a person would use.

A person does not raise by 1: she opens at a fraction of what the lot is worth (and answers a
standing bid below that fraction as if opening: a $1 bid on a $40 lot is met with $15, not $2),
jumps while the price is far below what it is worth (often to a round number: 15, 20, 25, 40,
50), and raises by about 10% once bidders may start dropping out; a step that would pass her
limit becomes a last bid at it. Every step is drawn from the bot's seeded generator, so the same
game plays the same way; until that last bid the steps depend on the price and the lot's value
only, so a seat's steps say nothing about its own limit.
"""

from __future__ import annotations

import math
import random

OPEN_LOW, OPEN_HIGH = 0.3, 0.55  # an opening bid: this share of the lot's value, drawn evenly
# A raise is a share of the price: at most STEEP x (1 - price / value), at least RAISE_FLOOR, and
# drawn evenly from SPREAD times that up to all of it: big jumps while the price is far below the
# value, 10 to 12% where bidders drop out.
STEEP = 0.6
RAISE_FLOOR = 0.12
SPREAD = 0.8
NEAR = 0.6  # from this share of the value on, raises are not rounded
ROUND_CHANCE = 0.6  # this often an opening or a raise far from the value is rounded up
JITTER = 0.04  # sealed bids, once-around bids and fixed prices move by up to this share


def unit(amount: float) -> int:
    """The round number people count in at this size of price."""
    if amount < 20:
        return 1
    if amount < 60:
        return 5
    if amount < 150:
        return 10
    return 25


def round_up(amount: float) -> int:
    """``amount`` rounded up to a round number of its size."""
    step = unit(amount)
    return math.ceil(amount / step) * step


def open_bid(rng: random.Random, high_bid: int, low: int, cap: int, value: float) -> int:
    """The bid of a bidder willing to go to ``cap`` in an open auction whose lowest legal bid
    is ``low`` (``high_bid`` the standing bid, 0 for none); ``cap >= low``. The step depends on
    the price and the lot's value, not on the bidder's limit, so it tells nothing about it
    until the step would pass the limit: then the bidder makes a last bid at it."""
    ratio = high_bid / value if value > 0 else 1.0
    if ratio < OPEN_LOW:  # no bid yet, or one far below the lot's worth: an opening
        target = max(high_bid, value * (OPEN_LOW + (OPEN_HIGH - OPEN_LOW) * rng.random()))
        rounded = rng.random() < ROUND_CHANCE
    else:
        most = max(RAISE_FLOOR, STEEP * (1 - ratio))
        target = high_bid * (1 + most * (SPREAD + (1 - SPREAD) * rng.random()))
        rounded = ratio < NEAR and rng.random() < ROUND_CHANCE
    amount = max(low, round_up(target) if rounded else round(target))
    return min(amount, cap)


def jitter(rng: random.Random, amount: float, low: int, high: int) -> int:
    """``amount`` moved by up to ``JITTER`` of itself either way, kept within [low, high]."""
    moved = amount * (1 + JITTER * (2 * rng.random() - 1))
    return max(low, min(high, round(moved)))
