"""The expert: every seat's money from the public events, rank probabilities from sampled deals of
the unseen cards, and each auction type shaded on its own terms.

It scores every outcome by its margin (``utility.margin``): its wealth (money plus the expected
value of its paintings this round) minus a blend of the best rival's and the average rival's; so
it never feeds the leader, and it sees what the alternative to buying (a rival buying, or the
auctioneer taking the lot free) does on the same scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action, Do
from ..cards import CARDS_TO_END_ROUND, Card
from .base import Bot, resolve
from .options import Options, number
from .situation import Situation, after_play, play_options
from .utility import after_sale, buy_cap, lot_value, margin
from .valuation import HeuristicValuer, SampledValuer, exact_values

LEADER_WEIGHT = 0.6  # utility: own wealth minus 0.6 x best rival's minus 0.4 x average rival's
SALE_SHARE = 0.6  # a lot sells to a rival for about this share of its value
RIVAL_SHADE = 0.75  # a rival's sealed or once-around bid: about this share of its own cap
DECISIVE = 0.5  # a move must beat its alternative by this much (half a coin) to be chosen
RIVAL_OWN_LOT = 0.95  # a rival bids up to this share of the value in its own lot (pays the bank)
# Naming a fixed price: a rival is taken to value the lot at its cap times a factor spread evenly
# from ACCEPT_LOW to ACCEPT_HIGH, and prices are tried from the lowest up to just above
# ACCEPT_HIGH x the value, in at most PRICE_STEPS steps.
ACCEPT_HIGH = 1.2
ACCEPT_LOW = 0.5
PRICE_STEPS = 24
JOINED_SELLS = 0.5  # a double offered alone: the chance that a rival joins it


@dataclass(frozen=True, slots=True)
class ExpertOptions(Options):
    level: ClassVar[str] = "expert"
    samples: int = number(48, low=0, whole=True)  # sampled deals per valuation
    choice_samples: int = number(16, low=0, whole=True)  # per candidate card when laying out
    leader_weight: float = number(LEADER_WEIGHT, low=-1, high=1)
    sale_share: float = number(SALE_SHARE, low=0, high=2)
    rival_shade: float = number(RIVAL_SHADE, low=0, high=2)
    value_scale: float = number(1.0, low=0, high=3)  # a lot under the hammer: this share of value


class Expert:
    """Exact money, sampled ranks, and each auction type shaded on its own terms."""

    def __init__(self, valuer: HeuristicValuer, leader_weight: float = LEADER_WEIGHT,
                 sale_share: float = SALE_SHARE, rival_shade: float = RIVAL_SHADE,
                 value_scale: float = 1.0) -> None:
        self.valuer = valuer
        self.leader_weight = leader_weight
        self.sale_share = sale_share
        self.rival_shade = rival_shade
        self.value_scale = value_scale  # a lot under the hammer counts this share of its value

    # -- the scale every outcome is measured on --
    def wealth(self, sit: Situation, values: Sequence[float]) -> list[float]:
        return [sit.money[s] + lot_value(sit.owned[s], values) for s in range(sit.players)]

    def utility(self, sit: Situation, wealth: Sequence[float]) -> float:
        return margin(wealth, sit.seat, self.leader_weight)

    def sale(self, sit: Situation, wealth: Sequence[float], value: float, buyer: int,
             price: int) -> float:
        """The utility of ``buyer`` taking the lot at ``price``, paid as the rules say: to the
        auctioneer (nothing when she buys her own lot: she pays the bank); a joint lot's price
        is split, the larger half to the auctioneer."""
        assert sit.auctioneer is not None
        return margin(after_sale(wealth, value, sit.auctioneer, sit.first_seller, buyer, price),
                      sit.seat, self.leader_weight)

    def rival_cap(self, sit: Situation, rival: int, value: float) -> float:
        own = sit.auctioneer == rival and sit.first_seller is None
        cap = value * (RIVAL_OWN_LOT if own else (sit.players - 1) / sit.players)
        return min(cap, sit.money[rival])

    def my_cap(self, sit: Situation, wealth: Sequence[float], value: float, low: int, high: int,
               alternative: float) -> int | None:
        """The highest price at which buying still beats the alternative (None: not even low)."""
        assert sit.auctioneer is not None
        return buy_cap(wealth, value, sit.auctioneer, sit.first_seller, sit.seat,
                       self.leader_weight, low, high, alternative + DECISIVE)

    def free_to_auctioneer(self, sit: Situation, wealth: Sequence[float], value: float) -> float:
        assert sit.auctioneer is not None
        cost = min(1, sit.money[sit.auctioneer]) if sit.online and sit.auction == "open" else 0
        return self.sale(sit, wealth, value, sit.auctioneer, cost)

    def act(self, sit: Situation) -> Action:
        if sit.step == "play":
            return self._play(sit)
        values = self.valuer.now(sit)
        wealth = self.wealth(sit, values)
        if sit.step == "double_offer":
            return self._join(sit, values, wealth)
        value = lot_value(sit.lot_cards, values) * self.value_scale
        if sit.step == "fixed_price":
            return self._fixed_price(sit, wealth, value)
        return self._bid(sit, wealth, value)

    # -- auctions --
    def _bid(self, sit: Situation, wealth: list[float], value: float) -> Action:
        me = sit.seat
        if sit.bid is None:
            return Action(me, Do.PASS)
        low, high = sit.bid
        if sit.step == "sealed":
            return Action(me, Do.BID, amount=self._sealed(sit, wealth, value, high))
        if sit.high_bidder is not None:
            alternative = self.sale(sit, wealth, value, sit.high_bidder, sit.high_bid)
        else:
            alternative = self.free_to_auctioneer(sit, wealth, value)
        if sit.step == "open" or len(sit.queue) <= 1:  # only the next step up matters
            if self.sale(sit, wealth, value, me, low) > alternative + DECISIVE:
                return Action(me, Do.BID, amount=low)
            return Action(me, Do.PASS)
        cap = self.my_cap(sit, wealth, value, low, high, alternative)
        if cap is None:
            return Action(me, Do.PASS)
        if sit.step == "once_around":
            later = [self.rival_cap(sit, r, value) * self.rival_shade for r in sit.queue[1:]]
            return Action(me, Do.BID, amount=max(low, min(cap, int(max(later)) + 1)))
        return Action(me, Do.BID, amount=low)

    def _sealed(self, sit: Situation, wealth: list[float], value: float, high: int) -> int:
        me = sit.seat
        assert sit.auctioneer is not None
        rivals = [r for r in range(sit.players) if r != me]
        guesses = {r: int(self.rival_cap(sit, r, value) * self.rival_shade) for r in rivals}
        top = max(rivals, key=lambda r: guesses[r])
        if guesses[top] > 0:
            alternative = self.sale(sit, wealth, value, top, guesses[top])
        else:
            alternative = self.free_to_auctioneer(sit, wealth, value)
        cap = self.my_cap(sit, wealth, value, 0, high, alternative)
        if cap is None:
            return 0
        order = [(sit.auctioneer + i) % sit.players for i in range(1, sit.players)]
        order = [*order, sit.auctioneer] if sit.online else [sit.auctioneer, *order]
        beats_ties = order.index(me) < order.index(top)
        return min(cap, guesses[top] + (0 if beats_ties else 1))

    def _fixed_price(self, sit: Situation, wealth: list[float], value: float) -> Action:
        me = sit.seat
        if sit.price_range is not None:
            return Action(me, Do.PRICE, amount=self._name_price(sit, wealth, value))
        assert sit.price is not None and sit.auctioneer is not None
        if not sit.can_buy:
            return Action(me, Do.PASS)
        mine = self.sale(sit, wealth, value, me, sit.price)
        forced = self.sale(sit, wealth, value, sit.auctioneer, sit.price)
        later = sit.queue[1:]
        if later:
            nxt = self.sale(sit, wealth, value, later[0], sit.price)
            likely = self.rival_cap(sit, later[0], value) >= sit.price
            alternative = nxt if likely else forced
        else:
            alternative = forced
        return Action(me, Do.BUY if mine > alternative + DECISIVE else Do.PASS)

    def _name_price(self, sit: Situation, wealth: list[float], value: float) -> int:
        assert sit.price_range is not None
        low, high = sit.price_range
        if high <= low:
            return low
        me = sit.seat
        rivals = [(me + i) % sit.players for i in range(1, sit.players)]
        top = min(high, max(low, int(value * ACCEPT_HIGH) + 1))
        step = max(1, (top - low) // PRICE_STEPS)
        best, best_u = low, -1e18
        caps = [self.rival_cap(sit, r, value) for r in rivals]
        for price in range(low, top + 1, step):
            left = 1.0
            expected = 0.0
            for r, cap in zip(rivals, caps, strict=True):
                if sit.money[r] < price:
                    continue
                # A rival's valuation: its cap times a spread from ACCEPT_LOW to ACCEPT_HIGH.
                accept = (max(0.0, min(1.0, (ACCEPT_HIGH - price / cap)
                                       / (ACCEPT_HIGH - ACCEPT_LOW))) if cap > 0 else 0.0)
                if accept:
                    expected += left * accept * self.sale(sit, wealth, value, r, price)
                    left *= 1 - accept
            expected += left * self.sale(sit, wealth, value, me, price)
            if expected > best_u:
                best, best_u = price, expected
        return best

    # -- cards --
    def _join(self, sit: Situation, values: list[float], wealth: list[float]) -> Action:
        me = sit.seat
        assert sit.offer_card is not None and sit.offer_seller is not None
        artist = sit.offer_card.artist_index
        w = list(wealth)
        w[sit.offer_seller] += values[artist] * (1.0 if len(sit.queue) <= 1 else JOINED_SELLS)
        passing = self.utility(sit, w)
        if not sit.cards:
            return Action(me, Do.PASS)
        options = sorted(set(sit.cards), key=str)
        cands = []
        for card in options:
            counts = list(sit.laid_out)
            counts[artist] += 1
            hand = list(sit.hand)
            hand.remove(card)
            cands.append((counts, hand, (me + 1) % sit.players))
        if cands[0][0][artist] >= CARDS_TO_END_ROUND:
            joined = self.utility(sit, self.wealth(sit, exact_values(cands[0][0], sit.cumulative)))
            best = options[0]
        else:
            after = self.valuer.many(sit, cands[:1])[0]
            w = self.wealth(sit, after)
            lot = 2 * after[artist]
            price = self.sale_share * lot
            w[me] += price / 2
            w[sit.offer_seller] += price / 2
            for r in range(sit.players):
                if r not in (me,):
                    w[r] += (lot - price) / (sit.players - 1)
            joined = self.utility(sit, w)
            best = max(options, key=lambda c: (c.auction.value in ("open", "fixed_price"), str(c)))
        if joined > passing + DECISIVE:
            return Action(me, Do.JOIN, card=best)
        return Action(me, Do.PASS)

    def _play(self, sit: Situation) -> Action:
        options, scores = self.play_scores(sit)
        best = max(range(len(options)), key=lambda i: (round(scores[i], 6), -i))
        card, partner = options[best]
        return Action(sit.seat, Do.PLAY, card=card, partner=partner)

    def play_scores(self, sit: Situation) -> tuple[list[tuple[Card, Card | None]], list[float]]:
        """Every way to lay out a card, with the utility the expert expects from it."""
        me = sit.seat
        options = play_options(sit)
        nxt = (sit.seller + 1) % sit.players
        plays = [after_play(sit, c, p) for c, p in options]
        open_plays = [i for i, (counts, _) in enumerate(plays)
                      if max(counts) < CARDS_TO_END_ROUND]
        valued = dict(zip(open_plays, self.valuer.many(
            sit, [(plays[i][0], plays[i][1], nxt) for i in open_plays]), strict=True))
        scores = []
        n = sit.players
        for i, (card, partner) in enumerate(options):
            counts, _ = plays[i]
            if i not in valued:  # ends the round at once: exact values, no sale
                scores.append(self.utility(sit, self.wealth(sit, exact_values(counts,
                                                                               sit.cumulative))))
                continue
            values = valued[i]
            w = self.wealth(sit, values)
            one = values[card.artist_index]
            if card.is_double and partner is None:
                # Offered alone: nobody joins (I keep it free) or someone does (two paintings,
                # sold by the joiner; I get about half the price).
                keep = list(w)
                keep[me] += one
                joined = list(w)
                lot = 2 * one
                share = self.sale_share
                joined[me] += share * lot / 2
                for r in range(n):
                    if r != me:
                        joined[r] += (share * lot / 2 + lot * (1 - share)) / (n - 1)
                score = ((1 - JOINED_SELLS) * self.utility(sit, keep)
                         + JOINED_SELLS * self.utility(sit, joined))
            else:
                lot = one * (2 if partner is not None else 1)
                w[me] += self.sale_share * lot
                for r in range(n):
                    if r != me:
                        w[r] += lot * (1 - self.sale_share) / (n - 1)
                score = self.utility(sit, w)
            scores.append(score)
        return options, scores


class ExpertBot(Bot[ExpertOptions]):
    level = "expert"
    OPTIONS = ExpertOptions.names()

    def __init__(self, seat: int, seed: int, options: ExpertOptions | None = None,
                 **given: object) -> None:
        super().__init__(seat, seed, resolve(ExpertOptions, options, given))
        opts = self.options
        valuer = SampledValuer(self.rng, opts.samples, opts.choice_samples)
        self.policy = Expert(valuer, opts.leader_weight, opts.sale_share, opts.rival_shade,
                             opts.value_scale)

    def act(self, observation: dict[str, Any]) -> Action:
        return self.policy.act(self.situation(observation))
