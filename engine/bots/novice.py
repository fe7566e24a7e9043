"""The novice: values each painting from the artist's projected rank and bids a fixed share of it.

Paying a price p to a seller moves p from the buyer to the seller: against the field's average
(n-1 rivals), the buyer's edge changes by V - p - p/(n-1), which is positive up to p = V(n-1)/n.
Against a seller who leads, every coin paid also closes the gap to the leader: V - 2p, positive up
to p = V/2. The novice caps its bids there. An auctioneer buying her own lot pays the bank, so she
may go to about the full value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action, Do
from ..cards import ends_round
from ..scoring import painting_values
from .base import Bot, resolve
from .bidding import jitter, open_bid
from .options import Options
from .situation import Situation, after_play, play_options
from .utility import lot_value
from .valuation import HeuristicValuer

OWN_LOT_SHARE = 0.9  # in its own auction it bids up to this share of the value (it pays the bank)
LEADER_SELLER_SHARE = 0.5  # when the seller is the richest: every coin paid also feeds the leader
PRICE_SHARE = 0.6  # the fixed price it names, as a share of the lot's value
SEALED_SHARE = 0.75  # its sealed bid, as a share of its cap
OWN_SEALED_SHARE = 0.6  # the same in its own sealed auction
ONCE_AROUND_SHARE = 0.8  # its once-around bid (when others still follow), as a share of its cap
JOIN_VALUE = 15  # it joins a rival's double of an artist it does not own when worth this much
PLAY_WEIGHT = 0.5  # a card laid out counts this share of its paintings' value (sold to others)


@dataclass(frozen=True, slots=True)
class NoviceOptions(Options):
    level: ClassVar[str] = "novice"


class Novice:
    """A valuer: bids up to a fixed share of a lot's expected value, plays its owned artists."""

    def __init__(self, valuer: HeuristicValuer, rng: random.Random) -> None:
        self.valuer = valuer
        self.rng = rng

    def cap(self, sit: Situation, value: float) -> float:
        me = sit.seat
        if sit.auctioneer == me and sit.first_seller is None:
            cap = value * OWN_LOT_SHARE
        else:
            sellers = {s for s in (sit.auctioneer, sit.first_seller) if s is not None and s != me}
            best = max(sit.money)
            if any(sit.money[s] == best for s in sellers):
                cap = value * LEADER_SELLER_SHARE
            else:
                cap = value * (sit.players - 1) / sit.players
        return min(cap, sit.money[me])

    def act(self, sit: Situation) -> Action:
        me = sit.seat
        if sit.step == "play":
            return self._play(sit)
        values = self.valuer.now(sit)
        if sit.step == "double_offer":
            assert sit.offer_card is not None
            artist = sit.offer_card.artist_index
            mine = any(c.artist_index == artist for c in sit.owned[me])
            ends = ends_round(sit.laid_out[artist] + 1)
            if sit.cards and (mine or (not ends and values[artist] >= JOIN_VALUE)):
                return Action(me, Do.JOIN, card=sit.cards[0])
            return Action(me, Do.PASS)
        value = lot_value(sit.lot_cards, values)
        cap = self.cap(sit, value)
        if sit.price_range is not None:
            low, high = sit.price_range
            return Action(me, Do.PRICE, amount=jitter(self.rng, PRICE_SHARE * value, low, high))
        if sit.step == "fixed_price":
            assert sit.price is not None
            return Action(me, Do.BUY if sit.can_buy and sit.price <= cap else Do.PASS)
        if sit.bid is None:
            return Action(me, Do.PASS)
        low, high = sit.bid
        if sit.step == "sealed":
            share = OWN_SEALED_SHARE if sit.auctioneer == me else SEALED_SHARE
            return Action(me, Do.BID, amount=jitter(self.rng, cap * share, low, high))
        if low > cap:
            return Action(me, Do.PASS)
        if sit.step == "once_around":
            if len(sit.queue) > 1:
                amount = jitter(self.rng, max(low, cap * ONCE_AROUND_SHARE), low, int(cap))
                return Action(me, Do.BID, amount=amount)
            return Action(me, Do.BID, amount=low)  # the last to answer: the minimum wins it
        return Action(me, Do.BID, amount=open_bid(self.rng, sit.high_bid, low, int(cap), value))

    def _play(self, sit: Situation) -> Action:
        me = sit.seat
        options = play_options(sit)
        nxt = (sit.seller + 1) % sit.players
        plays = [after_play(sit, c, p) for c, p in options]
        now = self.valuer.now(sit)
        mine = sit.owned[me]
        base = lot_value(mine, now)
        scored = []
        for (card, partner), (counts, hand) in zip(options, plays, strict=True):
            if ends_round(counts[card.artist_index]):
                score = lot_value(mine, painting_values(counts, sit.cumulative)) - base
            else:
                values = self.valuer.many(sit, [(counts, hand, nxt)])[0]
                paintings = 2 if partner is not None else 1
                score = (lot_value(mine, values) - base
                         + PLAY_WEIGHT * paintings * values[card.artist_index])
            scored.append((score, card.is_double, str(card), str(partner)))
        best = max(range(len(options)), key=lambda i: scored[i])
        card, partner = options[best]
        return Action(me, Do.PLAY, card=card, partner=partner)


class NoviceBot(Bot[NoviceOptions]):
    level = "novice"
    OPTIONS = NoviceOptions.names()

    def __init__(self, seat: int, seed: int, options: NoviceOptions | None = None,
                 **given: object) -> None:
        super().__init__(seat, seed, resolve(NoviceOptions, options, given))
        self.policy = Novice(HeuristicValuer(), self.rng)

    def act(self, observation: dict[str, Any]) -> Action:
        return self.policy.act(self.situation(observation))
