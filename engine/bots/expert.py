"""The expert: every seat's money from the public events, rank probabilities from sampled deals of
the unseen cards, each auction type played on its own terms, and the table read from its log.

It scores every outcome by its margin (``utility.margin``): its wealth (money plus the expected
value of its paintings this round) minus a blend of the best rival's and the average rival's; so
it never feeds the leader, and it sees what the alternative to buying (a rival buying, or the
auctioneer taking the lot free) does on the same scale.

- Open: it bids while buying beats letting the high bidder have the lot, in a person's steps
  (``bidding.open_bid``); its own lot it buys back (paying the bank) only below a limit drawn per
  lot from ``DEFENCE_LOW``-``DEFENCE_HIGH`` of the value, so that it cannot be milked.
- Once around: just above what the later seats are likely to bid, up to its cap; the last to
  answer (the auctioneer) outbids by the minimum when keeping the lot beats selling it.
- Sealed: just above the best rival bid it expects from how this table has bid
  (``table.TableModel``), up to its cap.
- Fixed price: the price with the best expected utility as this table answers prices (each seat
  that declines making the next one's yes less likely); asked to buy, it weighs the seller's and
  every later seat's gain against the chance that the seller is left to pay the bank.
- Laying out: the card whose lot, sold for what lots of its type fetch at this table, leaves it
  best placed. Doubles: two paintings, two cards towards the rank; joins when that beats passing.

Its own bids and prices move a little at random (``bidding.jitter``), seeded: the same game plays
the same way, but no two seats' bids are copies of each other.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter, mul
from typing import Any, ClassVar

from ..actions import Action, Do
from ..auctions import sealed_winner, seat_queue, tie_order, unbid_price
from ..cards import CARDS_TO_END_ROUND, Card, ends_round
from ..scoring import painting_values
from .base import Bot, resolve
from .bidding import jitter, open_bid
from .options import Options, number
from .situation import N_ARTISTS, Situation, after_play, play_options
from .table import TableModel
from .utility import buy_cap, lot_value, margin, sale_margin
from .valuation import HeuristicValuer, PlayoutValuer, SampledValuer

# Looked up once: an enum's members are slow to reach on CPython 3.11.
_PLAY, _JOIN, _BID, _PRICE, _BUY, _PASS = Do.PLAY, Do.JOIN, Do.BID, Do.PRICE, Do.BUY, Do.PASS

LEADER_WEIGHT = 0.6  # utility: own wealth minus 0.6 x best rival's minus 0.4 x average rival's
SALE_SHARE = 0.6  # a lot sells to a rival for about this share of its value
RIVAL_SHADE = 0.75  # a rival's once-around bid: about this share of how far it would go
RIVAL_OWN_LOT = 0.95  # in its own lot a rival would go this close to the value (it pays the bank)
DECISIVE = 0.5  # a move must beat its alternative by this much (half a coin) to be chosen
JOINED_SELLS = 0.5  # a double offered alone: the chance that a rival joins it
# Its own open auction: it buys its lot back (paying the bank) only below a limit drawn for each
# lot from this range of shares of the value, so that a rival cannot push it up to where buying
# and selling are worth the same and drop out; the master's rollouts take the middle.
DEFENCE_LOW, DEFENCE_HIGH = 0.3, 0.5
SCENARIOS = 24  # draws of the rivals' sealed bids, whose middle one it expects to beat
ALIKE = 0.6  # a fixed price declined by one seat is this much less likely taken by the next
HIGHEST_PRICE = 1.4  # fixed prices are tried up to this share of the value...
PRICE_STEPS = 24  # ... in at most this many steps
QUICK_PRICE_STEPS = 4  # ... or this many in the master's rollouts
_NAME = attrgetter("name")  # a card's name, read in C (the order ``play_options`` lists cards)


def paintings_by_owner(owned: Sequence[Sequence[Card]]) -> list[tuple[int, list[int]]]:
    """(seat, paintings bought this round by artist) of every seat that owns any."""
    holdings = []
    for seat, cards in enumerate(owned):
        if cards:
            held = [0] * N_ARTISTS
            for card in cards:
                held[card.artist_index] += 1
            holdings.append((seat, held))
    return holdings


@dataclass(frozen=True, slots=True)
class ExpertOptions(Options):
    level: ClassVar[str] = "expert"
    samples: int = number(48, low=0, whole=True)  # sampled deals per valuation
    choice_samples: int = number(16, low=0, whole=True)  # per candidate card when laying out
    leader_weight: float = number(LEADER_WEIGHT, low=-1, high=1)  # the best rival's weight
    sale_share: float = number(SALE_SHARE, low=0, high=2)  # what a lot fetches, before learning
    rival_shade: float = number(RIVAL_SHADE, low=0, high=1)  # a rival's once-around bid
    value_scale: float = number(1.0, low=0, high=3)  # a lot under the hammer: this share of value
    scenarios: int = number(SCENARIOS, low=1, whole=True)  # draws of rivals' sealed bids


class Expert:
    """Exact money, sampled ranks, and each auction type weighed against how the table bids."""

    def __init__(self, valuer: HeuristicValuer, rng: random.Random,
                 leader_weight: float = LEADER_WEIGHT, sale_share: float = SALE_SHARE,
                 rival_shade: float = RIVAL_SHADE, value_scale: float = 1.0,
                 scenarios: int = SCENARIOS, model: TableModel | None = None,
                 quick: bool = False) -> None:
        self.valuer = valuer
        self.rng = rng  # every draw of its mixed strategy (the master swaps in a rollout's)
        self.leader_weight = leader_weight
        self.sale_share = sale_share
        self.rival_shade = rival_shade
        self.value_scale = value_scale  # a lot under the hammer counts this share of its value
        self.scenarios = scenarios
        self.model = model if model is not None else TableModel()
        # The master's rollouts: own-lot limits at their middle, fewer fixed prices tried.
        self.quick = quick
        self.price_steps = QUICK_PRICE_STEPS if quick else PRICE_STEPS
        self.defences: dict[int, float] = {}  # own open auctions: lot -> the limit's share

    def draw_from(self, rng: random.Random) -> None:
        """Make every draw of its play come from ``rng``: its mixed strategy's, and a play-out
        valuer's (a rollout's generator, so that a world plays the same whoever plays it)."""
        self.rng = rng
        if isinstance(self.valuer, PlayoutValuer):
            self.valuer.rng = rng

    # -- the scale every outcome is measured on --
    def wealth(self, sit: Situation, values: Sequence[float]) -> list[float]:
        return [sit.money[s] + lot_value(sit.owned[s], values) for s in range(sit.players)]

    def utility(self, sit: Situation, wealth: Sequence[float]) -> float:
        return margin(wealth, sit.seat, self.leader_weight)

    def sale(self, sit: Situation, wealth: Sequence[float], value: float, buyer: int,
             price: int) -> float:
        """The utility of ``buyer`` taking the lot at ``price``, paid as the engine pays it
        (``auctions.payments``: to the auctioneer, or the bank when she buys her own lot; a joint
        lot's price split, the larger half to the auctioneer)."""
        assert sit.auctioneer is not None
        return sale_margin(wealth, value, sit.auctioneer, sit.first_seller, buyer, price,
                           sit.seat, self.leader_weight)

    def my_cap(self, sit: Situation, wealth: Sequence[float], value: float, low: int, high: int,
               alternative: float) -> int | None:
        """The highest price at which buying still beats the alternative (None: not even low)."""
        assert sit.auctioneer is not None
        return buy_cap(wealth, value, sit.auctioneer, sit.first_seller, sit.seat,
                       self.leader_weight, low, high, alternative + DECISIVE)

    def free_to_auctioneer(self, sit: Situation, wealth: Sequence[float], value: float) -> float:
        """The utility of nobody bidding: the auctioneer takes her lot at the unbid price
        (``auctions.unbid_price``: free, or 1 for an open lot in the online edition)."""
        auctioneer, auction = sit.auctioneer, sit.auction
        assert auctioneer is not None and auction is not None
        cost = unbid_price(auction, sit.online, sit.money[auctioneer])
        return self.sale(sit, wealth, value, auctioneer, cost)

    def defence(self, sit: Situation, value: float) -> int:
        """In its own open auction: the most it pays the bank to keep its lot."""
        share = self.defences.get(sit.lot_key)
        if share is None:
            if self.quick:
                share = (DEFENCE_LOW + DEFENCE_HIGH) / 2
            else:
                share = DEFENCE_LOW + (DEFENCE_HIGH - DEFENCE_LOW) * self.rng.random()
                if sit.lot_key >= 0:
                    self.defences[sit.lot_key] = share
        return int(share * value)

    def own_lot(self, sit: Situation, seat: int) -> bool:
        """Whether ``seat`` sells the lot alone (and pays the bank if it buys it)."""
        return sit.auctioneer == seat and sit.first_seller is None

    def act(self, sit: Situation) -> Action:
        if sit.step == "play":
            return self._play(sit)
        values = self.valuer.now(sit)
        wealth = self.wealth(sit, values)
        if sit.step == "double_offer":
            return self._join(sit, values, wealth)
        worth = lot_value(sit.lot_cards, values)
        self.model.note(sit.lot_key, worth)
        value = worth * self.value_scale
        if sit.step == "fixed_price":
            return self._fixed_price(sit, wealth, value)
        return self._bid(sit, wealth, value)

    # -- auctions --
    def open_cap(self, sit: Situation, wealth: Sequence[float], value: float) -> int | None:
        """The most it bids now in an open auction (or as the last of a once-around one):
        buying beats letting the high bidder have the lot (or the auctioneer take it free), and
        in its own lot no more than its defence."""
        assert sit.bid is not None
        low, high = sit.bid
        if sit.high_bidder is not None:
            alternative = self.sale(sit, wealth, value, sit.high_bidder, sit.high_bid)
        else:
            alternative = self.free_to_auctioneer(sit, wealth, value)
        cap = self.my_cap(sit, wealth, value, low, high, alternative)
        if cap is not None and sit.step == "open" and self.own_lot(sit, sit.seat):
            cap = min(cap, self.defence(sit, value))
        return cap if cap is not None and cap >= low else None

    def _bid(self, sit: Situation, wealth: list[float], value: float) -> Action:
        me = sit.seat
        if sit.bid is None:
            return Action(me, _PASS)
        low, high = sit.bid
        if sit.step == "sealed":
            return Action(me, _BID, amount=self._sealed(sit, wealth, value, high))
        if sit.step == "once_around" and len(sit.queue) > 1:
            amount = self._once_around(sit, wealth, value, low, high)
            return Action(me, _PASS) if amount is None else Action(me, _BID, amount=amount)
        cap = self.open_cap(sit, wealth, value)
        if cap is None:
            return Action(me, _PASS)
        if sit.step == "once_around":  # the last to answer: the minimum wins it
            return Action(me, _BID, amount=low)
        return Action(me, _BID, amount=open_bid(self.rng, sit.high_bid, low, cap, value))

    def _rival_bids(self, sit: Situation, seats: Sequence[int], value: float) -> list[list[int]]:
        """``scenarios`` draws of what each of ``seats`` might bid (at most its money)."""
        model, rng, money = self.model, self.rng, sit.money
        return [[min(money[r], int(model.bid_share(r, self.own_lot(sit, r), rng) * value))
                 for r in seats] for _ in range(self.scenarios)]

    def _sealed(self, sit: Situation, wealth: list[float], value: float, high: int) -> int:
        """Its sealed bid (``sealed_bid``), moved a little at random."""
        bid = self.sealed_bid(sit, wealth, value, high)
        return jitter(self.rng, bid, 0, high) if bid else 0

    def sealed_bid(self, sit: Situation, wealth: Sequence[float], value: float,
                   high: int) -> int:
        """Just above the best rival bid it expects (the middle one of ``scenarios`` draws of
        the rivals' bids, from how each has bid, or the table, or the prior), if buying there
        beats letting that rival have the lot (0: it bids nothing)."""
        me, auctioneer, players = sit.seat, sit.auctioneer, sit.players
        assert auctioneer is not None
        rivals = [r for r in range(players) if r != me]
        order = tie_order(players, auctioneer, sit.online)
        rank = {s: i for i, s in enumerate(order)}  # ties go to the first in this order
        tops = []  # per scenario: the best rival bid, and the rank and seat of who makes it
        by_seat = [-1] * players  # a scenario's bids, by seat (its own left out)
        for bids in self._rival_bids(sit, rivals, value):
            for r, bid in zip(rivals, bids, strict=True):
                by_seat[r] = bid
            top = sealed_winner(by_seat, auctioneer, sit.online)
            tops.append((by_seat[top], rank[top], top))
        tops.sort()
        guess, _, top = tops[len(tops) // 2]
        if guess <= 0:  # every rival bids nothing: the tie order gives the lot away free
            top = sealed_winner([0] * players, auctioneer, sit.online)
        alternative = self.sale(sit, wealth, value, top, guess)
        cap = self.my_cap(sit, wealth, value, 0, high, alternative)
        if cap is None:
            return 0
        return min(cap, guess + (0 if rank[me] < rank[top] else 1))

    def _once_around(self, sit: Situation, wealth: list[float], value: float, low: int,
                     high: int) -> int | None:
        """Its one bid when others still follow (``once_around_bid``; None: pass), moved a
        little at random."""
        cap = self.open_cap(sit, wealth, value)
        if cap is None:
            return None
        return jitter(self.rng, self.once_around_bid(sit, value, low, cap), low, cap)

    def once_around_bid(self, sit: Situation, value: float, low: int, cap: int) -> int:
        """Its one bid when others still follow, from ``low`` up to ``cap`` (``open_cap``): just
        above what the later seats are likely to bid (``rival_shade`` of how far each would
        go)."""
        later = max(self.rival_limit(sit, r, value) * self.rival_shade for r in sit.queue[1:])
        return max(low, min(cap, int(later) + 1))

    def rival_limit(self, sit: Situation, rival: int, value: float) -> float:
        """How far a rival is likely to go for the lot: the share of the value at which buying
        it stops beating the field's average, or nearly all of it in its own lot."""
        share = RIVAL_OWN_LOT if self.own_lot(sit, rival) else (sit.players - 1) / sit.players
        return min(value * share, sit.money[rival])

    def _fixed_price(self, sit: Situation, wealth: list[float], value: float) -> Action:
        me = sit.seat
        if sit.price_range is not None:
            return Action(me, _PRICE, amount=self._name_price(sit, wealth, value))
        assert sit.price is not None and sit.auctioneer is not None
        if not sit.can_buy:
            return Action(me, _PASS)
        price = sit.price
        mine = self.sale(sit, wealth, value, me, price)
        # If it passes, a later seat may take it (as this table answers prices), or else the
        # auctioneer must, paying the bank.
        declined = sit.players - 1 - len(sit.queue)  # everyone asked before it said no
        alternative = self._answers(sit, wealth, value, price, sit.queue[1:],
                                    self.sale(sit, wealth, value, sit.auctioneer, price),
                                    declined + 1)
        return Action(me, _BUY if mine > alternative + DECISIVE else _PASS)

    def _answers(self, sit: Situation, wealth: Sequence[float], value: float, price: int,
                 asked: Sequence[int], nobody: float, declined: int = 0) -> float:
        """The expected utility of asking ``asked`` in turn at ``price`` (``nobody``: the
        utility if all decline), ``declined`` seats having declined it already. Seats value a
        lot alike: each seat that declined makes the next one's yes less likely."""
        share = price / value if value > 0 else math.inf
        left, expected = 1.0, 0.0
        money, accept = sit.money, self.model.accept_chance
        auctioneer, first, me, lead = sit.auctioneer, sit.first_seller, sit.seat, self.leader_weight
        assert auctioneer is not None
        for r in asked:
            if money[r] < price:
                continue
            chance = accept(r, share) * ALIKE ** declined
            if chance > 0:  # ``sale``, written out: the fixed-price rollouts ask it most
                expected += left * chance * sale_margin(wealth, value, auctioneer, first, r,
                                                        price, me, lead)
                left *= 1 - chance
            declined += 1
        return expected + left * nobody

    def _name_price(self, sit: Situation, wealth: list[float], value: float) -> int:
        """The price with the best expected utility, as this table answers prices."""
        assert sit.price_range is not None
        low, high = sit.price_range
        if high <= low:
            return low
        me = sit.seat
        rivals = seat_queue(sit.players, me)
        top = min(high, max(low, int(value * HIGHEST_PRICE) + 1))
        step = max(1, (top - low) // self.price_steps)
        best, best_u = low, -math.inf
        for price in range(low, top + 1, step):
            expected = self._answers(sit, wealth, value, price, rivals,
                                     self.sale(sit, wealth, value, me, price))
            if expected > best_u:
                best, best_u = price, expected
        return jitter(self.rng, best, low, high)

    # -- cards --
    def _join(self, sit: Situation, values: list[float], wealth: list[float]) -> Action:
        me = sit.seat
        assert sit.offer_card is not None and sit.offer_seller is not None
        artist = sit.offer_card.artist_index
        w = list(wealth)
        w[sit.offer_seller] += values[artist] * (1.0 if len(sit.queue) <= 1 else JOINED_SELLS)
        passing = self.utility(sit, w)
        if not sit.cards:
            return Action(me, _PASS)
        options = sorted(set(sit.cards), key=str)
        cands = []
        for card in options:
            counts = list(sit.laid_out)
            counts[artist] += 1
            hand = list(sit.hand)
            hand.remove(card)
            cands.append((counts, hand, (me + 1) % sit.players))
        if ends_round(cands[0][0][artist]):
            ended = painting_values(cands[0][0], sit.cumulative)  # exact: the round ends
            joined = self.utility(sit, self.wealth(sit, ended))
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
            return Action(me, _JOIN, card=best)
        return Action(me, _PASS)

    def _play(self, sit: Situation) -> Action:
        if not self.valuer.reads_hand:
            return self._quick_play(sit)
        options, scores = self.play_scores(sit)
        return best_play(sit.seat, options, scores)

    def _quick_play(self, sit: Situation) -> Action:
        """``best_play`` of ``play_scores`` for a valuer that ignores the hand (the rollouts':
        one play per action), worked out without listing the options and their scores: the
        same scores, in the same order, the first of equal ones kept."""
        me, n = sit.seat, sit.players
        laid, ends = sit.laid_out, CARDS_TO_END_ROUND
        money = sit.money
        holdings = paintings_by_owner(sit.owned)
        lead, rivals = self.leader_weight, n - 1
        sale_share, prior = self.model.sale_share, self.sale_share
        shares: dict[str, float] = {}
        # Per play (artist x 2, + 1 with a partner): the margin before the sale, and the values
        # (None: the play ends the round at once: exact values, no sale).
        partners = sit.partners
        options = sorted(set(sit.cards), key=_NAME)
        known: dict[int, tuple[float, list[float] | None]] = {}
        after, cumulative = self.valuer.after, sit.cumulative
        below_end = max(laid) < ends
        worth: Sequence[float]
        for card in options:
            artist = card.artist_index
            for group, added in ((2 * artist, 1), (2 * artist + 1, 2)):
                if group in known or (added == 2 and card not in partners):
                    continue
                sold: list[float] | None = None
                if below_end and laid[artist] + added < ends:
                    sold = worth = after(sit, artist, added)
                else:
                    counts = list(laid)
                    counts[artist] += added
                    worth = painting_values(counts, cumulative)
                wealth: list[float] = list(money)
                for seat, held in holdings:
                    wealth[seat] += sum(map(mul, held, worth))
                known[group] = (margin(wealth, me, lead), sold)
        best: tuple[Card, Card | None] | None = None
        top = -math.inf
        for card in options:
            artist = card.artist_index
            for partner in (None, *partners.get(card, ())):
                base, values = known[2 * artist if partner is None else 2 * artist + 1]
                if values is None:
                    score = base
                else:
                    kind = (card if partner is None else partner).auction
                    share = shares.get(kind)
                    if share is None:
                        share = shares[kind] = sale_share(kind, prior)
                    one = values[artist]
                    if partner is None and card.is_double:
                        lot = 2 * one
                        joined = (base + share * lot / 2
                                  - (share * lot / 2 + lot * (1 - share)) / rivals)
                        score = (1 - JOINED_SELLS) * (base + one) + JOINED_SELLS * joined
                    else:
                        lot = one * (2 if partner is not None else 1)
                        score = base + share * lot - lot * (1 - share) / rivals
                rounded = round(score, 6)
                if best is None or rounded > top:
                    best, top = (card, partner), rounded
        assert best is not None
        return Action(me, _PLAY, card=best[0], partner=best[1])

    def play_scores(self, sit: Situation) -> tuple[list[tuple[Card, Card | None]], list[float]]:
        """Every way to lay out a card, with the utility the expert expects from it."""
        me, n = sit.seat, sit.players
        options = play_options(sit)
        nxt = (sit.seller + 1) % n
        # Each way of laying out gives this round's counts and the own hand after it; a valuer
        # that ignores the hand values the ways that give the same counts once.
        keys: list[int] = []  # per way: its index in ``plays``
        plays: list[tuple[list[int], list[Card]]] = []
        if self.valuer.reads_hand:
            for card, partner in options:
                keys.append(len(plays))
                plays.append(after_play(sit, card, partner))
        else:
            firsts: dict[int, int] = {}  # artist x 2 (+ 1 with a partner) -> its play
            laid, hand = sit.laid_out, sit.hand
            for card, partner in options:
                artist = card.artist_index
                group = 2 * artist if partner is None else 2 * artist + 1
                at = firsts.get(group)
                if at is None:
                    at = firsts[group] = len(plays)
                    counts = list(laid)
                    counts[artist] += 1 if partner is None else 2
                    plays.append((counts, hand))
                keys.append(at)
        open_plays = [i for i, (counts, _) in enumerate(plays)
                      if max(counts) < CARDS_TO_END_ROUND]
        found = self.valuer.many(sit, [(plays[i][0], plays[i][1], nxt) for i in open_plays])
        valued: list[list[float] | None] = [None] * len(plays)  # None: it ends the round
        for i, found_values in zip(open_plays, found, strict=True):
            valued[i] = found_values
        # Every seat's paintings by artist, so that a wealth is a few products per seat.
        money = sit.money
        holdings = paintings_by_owner(sit.owned)
        lead = self.leader_weight
        rivals = n - 1
        shares: dict[str, float] = {}  # the sale share of each auction type at this table
        # Every rival gains alike from a sale (its buyer's profit, shared out on average), so
        # the best and the average rival move by the same amount: a sale adds to the margin
        # what I get minus what each rival gets, on top of the margin before it.
        before: list[tuple[float, Sequence[float] | None] | None] = [None] * len(plays)
        scores = []
        for (card, partner), at in zip(options, keys, strict=True):
            known = before[at]
            if known is None:
                sold = valued[at]  # None: it ends the round at once (exact values, no sale)
                worth = painting_values(plays[at][0], sit.cumulative) if sold is None else sold
                wealth: list[float] = list(money)
                for seat, held in holdings:
                    wealth[seat] += sum(map(mul, held, worth))
                known = before[at] = (margin(wealth, me, lead), sold)
            base, values = known
            if values is None:
                scores.append(base)
                continue
            kind = (card if partner is None else partner).auction  # the lot's auction
            share = shares.get(kind)
            if share is None:
                share = shares[kind] = self.model.sale_share(kind, self.sale_share)
            one = values[card.artist_index]
            if card.is_double and partner is None:
                # Offered alone: nobody joins (I keep it free) or someone does (two paintings,
                # sold by the joiner; I get about half the price).
                lot = 2 * one
                joined = base + share * lot / 2 - (share * lot / 2 + lot * (1 - share)) / rivals
                score = (1 - JOINED_SELLS) * (base + one) + JOINED_SELLS * joined
            else:
                lot = one * (2 if partner is not None else 1)
                score = base + share * lot - lot * (1 - share) / rivals
            scores.append(score)
        return options, scores


def best_play(seat: int, options: Sequence[tuple[Card, Card | None]],
              scores: Sequence[float]) -> Action:
    """The way of laying out a card with the best score (``Expert.play_scores``'s), the first
    of equal ones."""
    rounded = [round(score, 6) for score in scores]
    card, partner = options[rounded.index(max(rounded))]
    return Action(seat, _PLAY, card=card, partner=partner)


class ExpertBot(Bot[ExpertOptions]):
    level = "expert"
    OPTIONS = ExpertOptions.names()

    def __init__(self, seat: int, seed: int, options: ExpertOptions | None = None,
                 **given: object) -> None:
        super().__init__(seat, seed, resolve(ExpertOptions, options, given))
        opts = self.options
        valuer = SampledValuer(self.rng, opts.samples, opts.choice_samples)
        self.policy = Expert(valuer, self.rng, opts.leader_weight, opts.sale_share,
                             opts.rival_shade, opts.value_scale, opts.scenarios)

    def act(self, observation: dict[str, Any]) -> Action:
        sit = self.situation(observation)
        self.policy.model.learn(self.memory, self.seat)
        return self.policy.act(sit)
