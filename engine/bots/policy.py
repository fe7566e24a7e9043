"""The heuristic players: the novice (a plain valuer) and the expert (exact money, sampled ranks,
auction-by-auction shading). Both read a ``Situation`` and return one legal ``Action``.

Money terms used below:
- V, a lot's value: the sum of its paintings' expected values at the round's end.
- Paying a price p to a seller moves p from the buyer to the seller: against the field's average
  (n-1 rivals), the buyer's edge changes by V - p - p/(n-1), which is positive up to
  p = V(n-1)/n. Against a seller who leads, every coin paid also closes the gap to the leader:
  V - 2p, positive up to p = V/2. The novice caps its bids there. An auctioneer buying her own lot
  pays the bank, so she may go to about the full value.
- The expert scores every outcome by ``utility``: its wealth (money plus the expected value of its
  paintings this round) minus a blend of the best rival's and the average rival's wealth; so it
  never feeds the leader, and it sees what the alternative to buying (a rival buying, or the
  auctioneer taking the lot free) does to the same scale.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..actions import Action, Do
from ..cards import CARDS_TO_END_ROUND, Card
from .situation import N_ARTISTS, Situation
from .valuation import (
    exact_values,
    expected_in_hands,
    heuristic_values,
    next_seller,
    sampled_values,
)

Candidate = tuple[list[int], list[Card], int]  # counts after a play, own hand after it, next seller


class HeuristicValuer:
    """Projected ranks (cheap): the novice's valuer and the master's rollout valuer."""

    def __init__(self, draws: int = 32) -> None:
        self.cache: dict[tuple[object, ...], list[float]] = {}
        self.draws = draws

    def many(self, sit: Situation, candidates: Sequence[Candidate]) -> list[list[float]]:
        base = expected_in_hands(sit)
        out = []
        for counts, _, _ in candidates:
            key = (sit.round, tuple(counts), tuple(base), tuple(sit.cumulative))
            values = self.cache.get(key)
            if values is None:
                if len(self.cache) > 4096:
                    self.cache.clear()
                in_hands = [max(0.0, base[a] - (counts[a] - sit.laid_out[a]))
                            for a in range(N_ARTISTS)]
                values = heuristic_values(counts, in_hands, sit.cumulative, self.draws)
                self.cache[key] = values
            out.append(values)
        return out

    def now(self, sit: Situation) -> list[float]:
        return self.many(sit, [(sit.laid_out, sit.hand, next_seller(sit))])[0]


class SampledValuer(HeuristicValuer):
    """Ranks from sampled deals of the unseen cards (the expert's valuer)."""

    def __init__(self, rng: random.Random, samples: int = 48, choice_samples: int = 16) -> None:
        super().__init__()
        self.rng = rng
        self.samples = samples
        self.choice_samples = choice_samples

    def many(self, sit: Situation, candidates: Sequence[Candidate]) -> list[list[float]]:
        if sit.in_hands is not None or self.samples <= 0:
            return super().many(sit, candidates)
        samples = self.samples if len(candidates) == 1 else self.choice_samples
        keys = [(sit.round, tuple(c), tuple(sorted(map(str, h))), sum(sit.unseen.values()))
                for c, h, _ in candidates]
        missing = [i for i, k in enumerate(keys) if k not in self.cache]
        if missing:
            if len(self.cache) > 1024:
                self.cache.clear()
            found = sampled_values(sit, [candidates[i] for i in missing], self.rng, samples)
            for i, values in zip(missing, found, strict=True):
                self.cache[keys[i]] = values
        return [self.cache[k] for k in keys]


# ---- shared helpers ---------------------------------------------------------------------------

def lot_value(cards: Sequence[Card], values: Sequence[float]) -> float:
    return sum(values[c.artist_index] for c in cards)


def owned_value(cards: Sequence[Card], values: Sequence[float]) -> float:
    return sum(values[c.artist_index] for c in cards)


def margin(wealth: Sequence[float], me: int, lead: float) -> float:
    """``me``'s wealth minus a blend of the rivals': ``lead`` times the best rival's plus the
    rest times the average rival's (the expert's utility and the master's rollout score)."""
    rivals = [*wealth[:me], *wealth[me + 1:]]
    return wealth[me] - (lead * max(rivals) + (1 - lead) * sum(rivals) / len(rivals))


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


def play_options(sit: Situation) -> list[tuple[Card, Card | None]]:
    options: list[tuple[Card, Card | None]] = []
    for card in sorted(set(sit.cards), key=str):
        options.append((card, None))
        for partner in sit.partners.get(card, ()):
            options.append((card, partner))
    return options


def after_play(sit: Situation, card: Card, partner: Card | None) -> tuple[list[int], list[Card]]:
    counts = list(sit.laid_out)
    hand = list(sit.hand)
    for c in (card, partner):
        if c is not None:
            counts[c.artist_index] += 1
            hand.remove(c)
    return counts, hand


def _clamp(x: float, low: int, high: int) -> int:
    return max(low, min(high, int(x)))


# ---- the novice ---------------------------------------------------------------------------------

class Novice:
    """A valuer: bids up to a fixed share of a lot's expected value, plays its owned artists."""

    def __init__(self, valuer: HeuristicValuer) -> None:
        self.valuer = valuer

    def cap(self, sit: Situation, value: float) -> float:
        me = sit.seat
        if sit.auctioneer == me and sit.first_seller is None:
            cap = value * 0.9  # about the full value: she pays the bank
        else:
            sellers = {s for s in (sit.auctioneer, sit.first_seller) if s is not None and s != me}
            best = max(sit.money)
            if any(sit.money[s] == best for s in sellers):
                cap = value / 2  # every coin paid also goes to the leader
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
            ends = sit.laid_out[artist] + 1 >= CARDS_TO_END_ROUND
            if sit.cards and (mine or (not ends and values[artist] >= 15)):
                return Action(me, Do.JOIN, card=sit.cards[0])
            return Action(me, Do.PASS)
        value = lot_value(sit.lot_cards, values)
        cap = self.cap(sit, value)
        if sit.price_range is not None:
            low, high = sit.price_range
            return Action(me, Do.PRICE, amount=_clamp(round(0.6 * value), low, high))
        if sit.step == "fixed_price":
            assert sit.price is not None
            return Action(me, Do.BUY if sit.can_buy and sit.price <= cap else Do.PASS)
        if sit.bid is None:
            return Action(me, Do.PASS)
        low, high = sit.bid
        if sit.step == "sealed":
            share = 0.6 if sit.auctioneer == me else 0.75
            return Action(me, Do.BID, amount=_clamp(cap * share, low, high))
        if low > cap:
            return Action(me, Do.PASS)
        if sit.step == "once_around" and len(sit.queue) > 1:
            return Action(me, Do.BID, amount=_clamp(max(low, cap * 0.8), low, high))
        return Action(me, Do.BID, amount=low)

    def _play(self, sit: Situation) -> Action:
        me = sit.seat
        options = play_options(sit)
        nxt = (sit.seller + 1) % sit.players
        plays = [after_play(sit, c, p) for c, p in options]
        now = self.valuer.now(sit)
        mine = sit.owned[me]
        base = owned_value(mine, now)
        scored = []
        for (card, partner), (counts, hand) in zip(options, plays, strict=True):
            if counts[card.artist_index] >= CARDS_TO_END_ROUND:
                score = owned_value(mine, exact_values(counts, sit.cumulative)) - base
            else:
                values = self.valuer.many(sit, [(counts, hand, nxt)])[0]
                paintings = 2 if partner is not None else 1
                score = (owned_value(mine, values) - base
                         + 0.5 * paintings * values[card.artist_index])
            scored.append((score, card.is_double, str(card), str(partner)))
        best = max(range(len(options)), key=lambda i: scored[i])
        card, partner = options[best]
        return Action(me, Do.PLAY, card=card, partner=partner)


# ---- the expert ---------------------------------------------------------------------------------

LEADER_WEIGHT = 0.6  # utility: own wealth minus 0.6 x best rival's minus 0.4 x average rival's
SALE_SHARE = 0.6  # a lot sells to a rival for about this share of its value
RIVAL_SHADE = 0.75  # a rival's sealed or once-around bid: about this share of its own cap


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
        return [sit.money[s] + owned_value(sit.owned[s], values) for s in range(sit.players)]

    def utility(self, sit: Situation, wealth: Sequence[float]) -> float:
        return margin(wealth, sit.seat, self.leader_weight)

    def sale(self, sit: Situation, wealth: Sequence[float], value: float, buyer: int,
             price: int) -> float:
        """The utility of ``buyer`` taking the lot at ``price``, paid as RULES.md says: to the
        auctioneer (nothing when she buys her own lot: she pays the bank); a joint lot's price
        is split, the larger half to the auctioneer."""
        w = list(wealth)
        w[buyer] += value - price
        auctioneer, first = sit.auctioneer, sit.first_seller
        assert auctioneer is not None
        if first is None:
            if buyer != auctioneer:
                w[auctioneer] += price
        elif buyer == first:
            w[auctioneer] += (price + 1) // 2
        elif buyer == auctioneer:
            w[first] += price // 2
        else:
            w[auctioneer] += (price + 1) // 2
            w[first] += price // 2
        return self.utility(sit, w)

    def rival_cap(self, sit: Situation, rival: int, value: float) -> float:
        own = sit.auctioneer == rival and sit.first_seller is None
        cap = value * (0.95 if own else (sit.players - 1) / sit.players)
        return min(cap, sit.money[rival])

    def my_cap(self, sit: Situation, wealth: Sequence[float], value: float, low: int, high: int,
               alternative: float) -> int | None:
        """The highest price at which buying still beats the alternative (None: not even low)."""
        me = sit.seat
        return highest(lambda p: self.sale(sit, wealth, value, me, p) > alternative + 0.5,
                       low, high)

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
            if self.sale(sit, wealth, value, me, low) > alternative + 0.5:
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
        return Action(me, Do.BUY if mine > alternative + 0.5 else Do.PASS)

    def _name_price(self, sit: Situation, wealth: list[float], value: float) -> int:
        assert sit.price_range is not None
        low, high = sit.price_range
        if high <= low:
            return low
        me = sit.seat
        rivals = [(me + i) % sit.players for i in range(1, sit.players)]
        top = min(high, max(low, int(value * 1.2) + 1))
        step = max(1, (top - low) // 24)
        best, best_u = low, -1e18
        caps = [self.rival_cap(sit, r, value) for r in rivals]
        for price in range(low, top + 1, step):
            left = 1.0
            expected = 0.0
            for r, cap in zip(rivals, caps, strict=True):
                if sit.money[r] < price:
                    continue
                # A rival's valuation: its cap times a spread from 0.5 to 1.2.
                accept = max(0.0, min(1.0, (1.2 - price / cap) / 0.7)) if cap > 0 else 0.0
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
        w[sit.offer_seller] += values[artist] * (1.0 if len(sit.queue) <= 1 else 0.5)
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
        if joined > passing + 0.5:
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
                score = 0.5 * self.utility(sit, keep) + 0.5 * self.utility(sit, joined)
            else:
                lot = one * (2 if partner is not None else 1)
                w[me] += self.sale_share * lot
                for r in range(n):
                    if r != me:
                        w[r] += lot * (1 - self.sale_share) / (n - 1)
                score = self.utility(sit, w)
            scores.append(score)
        return options, scores
