"""How this table bids and answers fixed prices, learnt from the public auction log.

Whenever a bot decides in an auction it notes what the lot was worth to it then (``note``). Once
the auction is over, the public events (``Memory.lots``) say what the others did, and each act
becomes a ratio to that value (``learn``):

- at a fixed price P, every seat that declined says "not at P/V", the buyer "yes at P/V";
- a sealed bid or a once-around bid B says "this seat bids B/V" (in its own lot apart: there it
  pays the bank).

``accept_chance`` then answers "would this seat take the lot at this share of my value?" from a
belief over each seat's threshold (a prior, sharpened by what that seat did and, less, by what
the whole table did); ``bid_share`` draws a share a seat might bid, from what it has bid before
(or the table, or the prior). A fresh model knows only its priors; the master's rollouts use
one like that.
"""

from __future__ import annotations

import math
import random

from .memory import Memory

# Fixed prices: a seat's threshold t (the highest share of my value it accepts) on this grid.
THRESHOLDS = tuple(round(0.2 + 0.05 * k, 2) for k in range(25))  # 0.2 to 1.4
PRIOR_LOW, PRIOR_HIGH = 0.375, 0.9  # the prior belief: t anywhere in this range...
PRIOR_ELSEWHERE = 0.05  # ... and, with this much less weight, anywhere else on the grid
SOFTNESS = 0.08  # an answer at share r says t > r or t < r give or take this much
TABLE_WEIGHT = 0.3  # another seat's answer counts this much towards a seat's belief
# Sealed and once-around bids, as a share of my value: drawn from what was seen, or the prior.
BID_PRIOR = (0.35, 0.85)  # another seat's lot: an even draw in this range
OWN_BID_PRIOR = (0.25, 0.75)  # its own lot (it would pay the bank)
BID_NOISE = 0.08  # a remembered share moves by up to this much either way when drawn
SEEN_WEIGHT = 2.0  # a seat's own bids win over the table's once it has made this many
TABLE_BIDS = 3.0  # the table's bids win over the prior once this many were seen
SMALLEST_VALUE = 1.0  # lots worth less than this to the bot teach nothing
SALE_PRIOR_WEIGHT = 4.0  # a lot type's sale share is its prior until about this many were seen


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1 / (1 + math.exp(-x))


_PRIOR = [1.0 if PRIOR_LOW <= t <= PRIOR_HIGH else PRIOR_ELSEWHERE for t in THRESHOLDS]


class TableModel:
    def __init__(self, players: int = 0) -> None:
        self.values: dict[int, float] = {}  # auction key -> its value to this bot then
        self.learned: set[int] = set()
        self.answers: list[list[tuple[float, bool]]] = [[] for _ in range(players)]
        self.bids: list[list[float]] = [[] for _ in range(players)]
        self.own_bids: list[list[float]] = [[] for _ in range(players)]
        self.sales: dict[str, list[float]] = {}  # auction type -> price / value, sold to others
        self._beliefs: dict[int, list[float]] = {}
        self._chances: dict[tuple[int, int], float] = {}
        self._pooled: dict[tuple[int, bool], list[float]] = {}
        self._shares: dict[tuple[str, float], float] = {}

    def note(self, key: int, value: float) -> None:
        """The value of the auction ``key`` to this bot, the first time it decides in it."""
        if key >= 0 and key not in self.values:
            self.values[key] = value

    def learn(self, memory: Memory, me: int) -> None:
        """Read the auctions that ended since the last call (those this bot valued)."""
        fresh = [k for k in self.values if k not in self.learned and k in memory.lots
                 and memory.lots[k].done]
        for key in fresh:
            self.learned.add(key)
            value = self.values[key]
            if value < SMALLEST_VALUE:
                continue
            lot = memory.lots[key]
            self._grow(len(memory.money))
            own = lot.first_seller is None
            if lot.buyer is not None and lot.paid is not None and lot.buyer != lot.auctioneer:
                self.sales.setdefault(lot.auction, []).append(lot.paid / value)
            if lot.auction == "fixed_price" and lot.price is not None:
                share = lot.price / value
                for seat in lot.passes:
                    if seat != me:
                        self.answers[seat].append((share, False))
                if lot.buyer is not None and lot.buyer not in (me, lot.auctioneer):
                    self.answers[lot.buyer].append((share, True))
            elif lot.auction == "sealed" and lot.sealed is not None:
                for seat, bid in enumerate(lot.sealed):
                    if seat != me:
                        mine = own and seat == lot.auctioneer
                        (self.own_bids if mine else self.bids)[seat].append(bid / value)
            elif lot.auction == "once_around":
                for seat, bid in lot.bids:
                    if seat != me:
                        mine = own and seat == lot.auctioneer
                        (self.own_bids if mine else self.bids)[seat].append(bid / value)
        if fresh:
            self._beliefs.clear()
            self._chances.clear()
            self._pooled.clear()
            self._shares.clear()

    def _grow(self, players: int) -> None:
        while len(self.answers) < players:
            self.answers.append([])
            self.bids.append([])
            self.own_bids.append([])

    # -- what a lot sells for --
    def sale_share(self, auction: str, prior: float) -> float:
        """The share of its value a lot of this auction type fetches from another seat at this
        table (``prior`` until lots of the type have been seen)."""
        key = (auction, prior)
        found = self._shares.get(key)
        if found is None:
            seen = self.sales.get(auction, ())
            found = (prior * SALE_PRIOR_WEIGHT + sum(seen)) / (SALE_PRIOR_WEIGHT + len(seen))
            self._shares[key] = found
        return found

    # -- fixed prices --
    def belief(self, seat: int) -> list[float]:
        """The belief over ``seat``'s threshold (on ``THRESHOLDS``, summing to 1)."""
        found = self._beliefs.get(seat)
        if found is not None:
            return found
        weights = list(_PRIOR)
        for other, answers in enumerate(self.answers):
            power = 1.0 if other == seat else TABLE_WEIGHT
            for share, yes in answers:
                for i, t in enumerate(THRESHOLDS):
                    chance = _sigmoid((t - share) / SOFTNESS)
                    weights[i] *= (chance if yes else 1 - chance) ** power
        total = sum(weights)
        belief = [w / total for w in weights] if total > 0 else [1 / len(_PRIOR)] * len(_PRIOR)
        self._beliefs[seat] = belief
        return belief

    def accept_chance(self, seat: int, share: float) -> float:
        """The chance that ``seat`` takes a lot at ``share`` of its value to this bot."""
        share = min(share, THRESHOLDS[-1] + 1)  # far above every threshold (a worthless lot)
        key = (seat, round(share * 100))
        found = self._chances.get(key)
        if found is None:
            belief = self.belief(seat if seat < len(self.answers) else -1)
            found = sum(b * _sigmoid((t - share) / SOFTNESS)
                        for b, t in zip(belief, THRESHOLDS, strict=True))
            self._chances[key] = found
        return found

    # -- bids --
    def bid_share(self, seat: int, own: bool, rng: random.Random) -> float:
        """A share of its value to this bot that ``seat`` might bid for a lot (in its own lot
        when ``own``): one of its earlier bids, or the table's, or the prior, with some noise."""
        book = self.own_bids if own else self.bids
        mine = book[seat] if seat < len(book) else []
        if mine and rng.random() < len(mine) / (len(mine) + SEEN_WEIGHT):
            pick = mine[min(int(rng.random() * len(mine)), len(mine) - 1)]
            return max(0.0, pick + BID_NOISE * (2 * rng.random() - 1))
        table = self._others_bids(seat, own)
        if table and rng.random() < len(table) / (len(table) + TABLE_BIDS):
            pick = table[min(int(rng.random() * len(table)), len(table) - 1)]
            return max(0.0, pick + BID_NOISE * (2 * rng.random() - 1))
        low, high = OWN_BID_PRIOR if own else BID_PRIOR
        return low + (high - low) * rng.random()

    def _others_bids(self, seat: int, own: bool) -> list[float]:
        """Every other seat's bids (kept until the model learns something new)."""
        key = (seat, own)
        found = self._pooled.get(key)
        if found is None:
            book = self.own_bids if own else self.bids
            found = [x for s, bids in enumerate(book) if s != seat for x in bids]
            self._pooled[key] = found
        return found
