"""The scale every outcome is measured on: wealth, the margin over the rivals, and a sale's effect.

- A lot's value V: the sum of its paintings' expected values at the round's end.
- A seat's wealth: its money plus the expected value of the paintings it bought this round.
- The margin of a seat: its wealth minus a blend of its rivals' (``lead`` times the best rival's
  plus the rest times the average rival's). The expert's utility and the master's rollout score.
- A sale at price p moves the lot's value to the buyer and p from the buyer to the seller(s): the
  auctioneer, or, for a joint lot, the two sellers (the larger half to the auctioneer); a seller
  buying her own lot pays the bank.

``buy_cap`` finds the highest price at which buying still beats an alternative directly (the
margin is a minimum of straight lines in the price), without trying prices one by one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..cards import Card


def lot_value(cards: Sequence[Card], values: Sequence[float]) -> float:
    """The value of these paintings (a lot, or a seat's paintings) at the given artist values."""
    total = 0.0
    for card in cards:
        total += values[card.artist_index]
    return total


def margin(wealth: Sequence[float], me: int, lead: float) -> float:
    """``me``'s wealth minus ``lead`` times the best rival's and ``1 - lead`` times the average
    rival's."""
    best = -math.inf
    total = 0.0
    for seat, w in enumerate(wealth):
        if seat != me:
            total += w
            if w > best:
                best = w
    return wealth[me] - (lead * best + (1 - lead) * total / (len(wealth) - 1))


def shares(auctioneer: int, first: int | None, buyer: int, price: int,
           ) -> tuple[tuple[int, int], ...]:
    """Who receives what of ``price`` (the rest goes to the bank), as the rules pay a sale."""
    if first is None:
        return () if buyer == auctioneer else ((auctioneer, price),)
    high, low = (price + 1) // 2, price // 2
    if buyer == first:
        return ((auctioneer, high),)
    if buyer == auctioneer:
        return ((first, low),)
    return ((auctioneer, high), (first, low))


def after_sale(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
               buyer: int, price: int) -> list[float]:
    """Every seat's wealth after ``buyer`` takes a lot worth ``value`` at ``price``."""
    w = list(wealth)
    w[buyer] += value - price
    for seat, amount in shares(auctioneer, first, buyer, price):
        w[seat] += amount
    return w


def sale_margin(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
                buyer: int, price: int, me: int, lead: float) -> float:
    """``me``'s margin after ``buyer`` takes the lot at ``price``."""
    return margin(after_sale(wealth, value, auctioneer, first, buyer, price), me, lead)


def buy_cap(wealth: Sequence[float], value: float, auctioneer: int, first: int | None, me: int,
            lead: float, low: int, high: int, alternative: float) -> int | None:
    """The highest price p in [low, high] at which ``me`` buying gives a margin above
    ``alternative`` (None: not even at ``low``).

    The margin after buying at p is the smallest, over the rivals r, of a straight line falling
    in p (r taken as the best rival); each line crosses ``alternative`` once, and the first
    crossing is the cap. A joint lot's split rounds by half a coin: the exact margin settles the
    last step."""
    if low > high:
        return None
    n = len(wealth)
    slope = [0.0] * n  # how each seat's wealth moves with the price
    slope[me] = -1.0
    if first is None:
        if me != auctioneer:
            slope[auctioneer] = 1.0
    elif me == first:
        slope[auctioneer] = 0.5
    elif me == auctioneer:
        slope[first] = 0.5
    else:
        slope[auctioneer] = slope[first] = 0.5
    base = list(wealth)
    base[me] += value
    rivals = n - 1
    rest_base = sum(base) - base[me]
    rest_slope = sum(slope) - slope[me]
    root = math.inf
    for r in range(n):
        if r == me:
            continue
        # line_r(p) = base_me - p - lead * (base_r + slope_r p) - (1 - lead) * (rest(p)) / rivals
        at0 = base[me] - lead * base[r] - (1 - lead) * rest_base / rivals
        fall = 1.0 + lead * slope[r] + (1 - lead) * rest_slope / rivals
        root = min(root, (at0 - alternative) / fall)
    if root == math.inf:
        return None
    p = min(high, max(low - 1, math.ceil(root) - 1))

    def ok(price: int) -> bool:
        return sale_margin(wealth, value, auctioneer, first, me, price, me, lead) > alternative

    while p >= low and not ok(p):
        p -= 1
    while p < high and ok(p + 1):
        p += 1
    return p if p >= low else None


def highest(ok: Callable[[int], bool], low: int, high: int) -> int | None:
    """The highest p in [low, high] with ok(p), ok being true up to a point and false after
    (None: not even ``low``); by bisection."""
    if low > high or not ok(low):
        return None
    while low < high:
        mid = (low + high + 1) // 2
        if ok(mid):
            low = mid
        else:
            high = mid - 1
    return low
