"""The scale every outcome is measured on: wealth, the margin over the rivals, and a sale's effect.

- A lot's value V: the sum of its paintings' expected values at the round's end.
- A seat's wealth: its money plus the expected value of the paintings it bought this round.
- The margin of a seat: its wealth minus a blend of its rivals' (``lead`` times the best rival's
  plus the rest times the average rival's). The expert's utility and the master's rollout score.
- A sale at price p moves the lot's value to the buyer and p from the buyer to the seller(s), split
  as the engine pays it (``auctions.payments``): the auctioneer, or, for a joint lot, the two
  sellers (the larger half to the auctioneer); a seller buying her own lot pays the bank.

``buy_cap`` finds the highest price at which buying still beats an alternative directly (the
margin is a minimum of straight lines in the price), without trying prices one by one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..auctions import payments
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


def paid(price: int, buyer: int, auctioneer: int, first: int | None) -> tuple[int, int]:
    """What the auctioneer and the first seller of a joint lot receive when ``buyer`` takes the
    lot at ``price`` (the rest goes to the bank): the engine's ``auctions.payments``, kept per
    question (the policies ask the same few again and again)."""
    key = (price, buyer, auctioneer, first)
    found = _PAID.get(key)
    if found is None:
        if len(_PAID) > PAID_LIMIT:
            _PAID.clear()
        to_auctioneer = to_first = 0
        for seat, amount in payments(price, buyer, auctioneer, first).received:
            if seat == auctioneer:
                to_auctioneer += amount
            else:
                to_first += amount
        found = _PAID[key] = (to_auctioneer, to_first)
    return found


PAID_LIMIT = 1 << 16  # splits ``paid`` keeps before emptying its cache
_PAID: dict[tuple[int, int, int, int | None], tuple[int, int]] = {}


def after_sale(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
               buyer: int, price: int) -> list[float]:
    """Every seat's wealth after ``buyer`` takes a lot worth ``value`` at ``price``."""
    w = list(wealth)
    w[buyer] += value - price
    for seat, amount in payments(price, buyer, auctioneer, first).received:
        w[seat] += amount
    return w


def sale_margin(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
                buyer: int, price: int, me: int, lead: float) -> float:
    """``me``'s margin after ``buyer`` takes the lot at ``price`` (``margin`` of ``after_sale``,
    in one pass over the seats: the policies' hottest function)."""
    to_auctioneer, to_first = (_PAID.get((price, buyer, auctioneer, first))
                               or paid(price, buyer, auctioneer, first))
    gain = value - price
    mine = best = -math.inf
    total = 0.0
    for seat, w in enumerate(wealth):
        if seat == buyer:
            w += gain
        if seat == auctioneer:
            w += to_auctioneer
        elif seat == first:
            w += to_first
        if seat == me:
            mine = w
        else:
            total += w
            if w > best:
                best = w
    return mine - (lead * best + (1 - lead) * total / (len(wealth) - 1))


def outbid_gains(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
                 seat: int, holder: int, lead: float) -> Callable[[int], float]:
    """``outbid_gain`` as a function of the price, with what does not move with the price set
    aside once (the rollouts' open auctions ask it for every pair of seats and many prices)."""
    rows = tuple(enumerate(wealth))
    rivals = len(wealth) - 1
    rest = 1 - lead
    get = _PAID.get

    def gain(price: int) -> float:
        mine_a, mine_f = (get((price, seat, auctioneer, first))
                          or paid(price, seat, auctioneer, first))
        theirs_a, theirs_f = (get((price - 1, holder, auctioneer, first))
                              or paid(price - 1, holder, auctioneer, first))
        bought = value - price
        kept = bought + 1
        best_mine = best_theirs = -math.inf
        total_mine = total_theirs = 0.0
        me_mine = me_theirs = 0.0
        for s, w in rows:
            x = y = w  # s's wealth if ``seat`` buys / if ``holder`` keeps it
            if s == seat:
                x += bought
            if s == holder:
                y += kept
            if s == auctioneer:
                x += mine_a
                y += theirs_a
            elif s == first:
                x += mine_f
                y += theirs_f
            if s == seat:
                me_mine, me_theirs = x, y
            else:
                total_mine += x
                total_theirs += y
                if x > best_mine:
                    best_mine = x
                if y > best_theirs:
                    best_theirs = y
        return (me_mine - me_theirs - lead * (best_mine - best_theirs)
                - rest * (total_mine - total_theirs) / rivals)

    return gain


def outbid_gain(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
                seat: int, holder: int, price: int, lead: float) -> float:
    """``seat``'s margin if it buys at ``price`` minus its margin if ``holder`` keeps the lot at
    ``price - 1`` (``sale_margin`` twice, in one pass)."""
    return outbid_gains(wealth, value, auctioneer, first, seat, holder, lead)(price)


def outbid_cap(wealth: Sequence[float], value: float, auctioneer: int, first: int | None,
               seat: int, holder: int, lead: float, threshold: float, low: int,
               high: int) -> int | None:
    """The highest price p in [low, high] at which ``seat`` outbidding ``holder`` gains more
    than ``threshold``: ``highest`` of ``outbid_gain(..., p, lead) - threshold``."""
    gains = outbid_gains(wealth, value, auctioneer, first, seat, holder, lead)
    return highest(lambda price: gains(price) - threshold, low, high)


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
    key = (n, me, auctioneer, first)
    slopes = _SLOPES.get(key)
    if slopes is None:
        slope = [0.0] * n  # how each seat's wealth moves with the price: a price of 2 split
        for seat, amount in payments(2, me, auctioneer, first).received:
            slope[seat] = amount / 2
        slope[me] = -1.0
        slopes = _SLOPES[key] = (slope, sum(slope) - slope[me])
    slope, rest_slope = slopes
    base = list(wealth)
    base[me] += value
    rivals = n - 1
    rest_base = sum(base) - base[me]
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


# buy_cap's slopes (how each seat's wealth moves with the price, and the rivals' together), by
# (players, buyer, auctioneer, first seller): a few dozen at most.
_SLOPES: dict[tuple[int, int, int, int | None], tuple[list[float], float]] = {}


def highest(gain: Callable[[int], float], low: int, high: int) -> int | None:
    """The highest p in [low, high] with ``gain(p) > 0`` (None: not even ``low``), ``gain``
    falling as p rises and made of a few straight pieces (a difference of margins). By false
    position, which lands on the root of a straight piece at once (a few tries, then halving)."""
    if low > high:
        return None
    at_low = gain(low)
    if at_low <= 0:
        return None
    at_high = gain(high)
    if at_high > 0:
        return high
    lo, hi = low, high  # gain(lo) > 0 >= gain(hi)
    tries = 0
    while hi - lo > 1:
        tries += 1
        if tries <= FALSE_POSITION_TRIES:
            root = lo + at_low / (at_low - at_high) * (hi - lo)
            guess = min(hi - 1, max(lo + 1, int(root)))
        else:
            guess = (lo + hi) // 2
        value = gain(guess)
        if value <= 0:
            hi, at_high = guess, value
            continue
        lo, at_low = guess, value
        if lo + 1 < hi:  # the root is most likely just above the guess
            after = gain(lo + 1)
            if after <= 0:
                return lo
            lo, at_low = lo + 1, after
    return lo


FALSE_POSITION_TRIES = 4  # then ``highest`` halves the bracket
