"""The master's rollouts: a sampled world played out to the end of the round.

Every seat plays the expert's policy (the master's own seat its own version of it), in its quick
form: one ``Situation`` refreshed in place per action (``world.View``), prior beliefs about the
table, few drawn scenarios. An open auction is settled at once (``Simulator.settle_open``): the
minimum raises are worked out from each seat's limit against each high bidder and applied as at
most three bids, the same outcome as raising by 1 through the engine (tested) in far fewer
actions. A rollout's score is the master's wealth minus a blend of the best and the mean
rival's, a wealth being money plus, while rounds remain, a share of the value of the cards still
in hand (their artist's tokens so far plus ``HELD_BONUS``). With ``fitted`` the cards in hand are
valued as fitted on games of experts (``fitted.VALUE``, by ``scripts/fit_rollout_value.py``), and
at 2 the score is the master's fitted chance to win instead: a logit on the seats' wealth, or at
the game's end its share of the win.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator

from ..actions import Action, Do
from ..events import Event
from ..game import apply_action, apply_trusted
from ..legal import to_act
from ..rng import below
from ..scoring import cumulative_tokens
from ..state import State, Step
from . import fitted as fitted_value
from .expert import DECISIVE, Expert
from .utility import lot_value, margin, outbid_cap
from .world import View

HELD_BONUS = 10  # a card kept in hand counts its artist's tokens so far plus this (a third place)
# Looked up once (an enum member is slow to reach on CPython 3.11).
_OPEN, _OVER, _BID, _PASS = Step.OPEN, Step.OVER, Do.BID, Do.PASS
NEVER = 1 << 62  # a price no auction reaches
SLICE_ACTIONS = 24  # a rollout yields (to the page) after this many actions: a few ms in CPython


class Simulator:
    """Rollouts for the master at ``seat``: ``own`` is its policy, ``others`` the other seats'."""

    def __init__(self, seat: int, own: Expert, others: Expert, horizon: int, keep: float,
                 blend: float, fitted: int = 0) -> None:
        self.seat = seat
        self.own = own
        self.others = others
        self.horizon = horizon
        self.keep = keep
        self.blend = blend
        self.fitted = fitted
        # The policies' moves are drawn from the legal choices the engine lists, so they are
        # applied unchecked (a test swaps in ``apply_action`` to check every one of them).
        self.apply: Callable[[State, Action], list[Event]] = apply_trusted

    def play(self, state: State, action: Action, limit: int | None,
             rng: random.Random) -> Generator[None, None, float]:
        """Apply ``action`` (with its open-auction ``limit``, if any) and play on to the end of
        the round (``horizon`` rounds); yields every ``SLICE_ACTIONS`` actions; the score."""
        me = self.seat
        start_round = state.round
        lot = state.lot
        apply_action(state, action)  # the candidate, checked; then the policies' own moves
        apply = self.apply
        self.others.draw_from(rng)
        self.own.draw_from(rng)
        policies = [self.own if s == me else self.others for s in range(state.players)]
        view = View(state)
        steps = 0
        end = start_round + self.horizon
        while state.step is not _OVER and state.round < end:
            if state.step is _OPEN and state.lot is not None:
                # The candidate's limit holds in its own lot (the only lot a limit is for).
                steps += self.settle_open(state, limit if state.lot is lot else None, rng, view)
            else:
                seats = to_act(state)
                seat = seats[0] if len(seats) == 1 else seats[below(rng, len(seats))]
                apply(state, policies[seat].act(view.at(seat)))
                steps += 1
            if steps >= SLICE_ACTIONS:
                steps = 0
                yield
        return self.score(state)

    def settle_open(self, state: State, limit: int | None, rng: random.Random,
                    view: View | None = None) -> int:
        """An open auction of a rollout, settled at once: the expert policy's bidding (every seat
        raises by the minimum while buying beats letting the high bidder have it; a random one
        of the willing seats bids first) run on each seat's limits against each holder, then
        applied to the world as at most three bids and the others' passes. ``limit``: the
        master's own limit in this lot (its candidate), or None to bid as its policy does.
        Returns the number of actions applied."""
        lot = state.lot
        assert lot is not None
        me, players = self.seat, state.players
        sit = (view or View(state)).at(to_act(state)[0])
        values = self.others.valuer.now(sit)
        wealth = self.others.wealth(sit, values)
        worth = lot_value(lot.cards, values)
        own_lot = lot.auctioneer if lot.first_seller is None else None
        unknown = -2
        known = [[unknown] * (players + 1) for _ in range(players)]  # [seat][holder + 1]
        if limit is not None:
            known[me] = [limit] * (players + 1)

        def cap(seat: int, holder: int | None, low: int) -> int:
            """The highest bid ``seat`` makes against ``holder`` (from ``low``; below it: none)."""
            row = known[seat]
            column = 0 if holder is None else holder + 1
            found = row[column]
            if found != unknown:
                return found
            sit.seat = seat  # the one view, read from each seat in turn
            policy = self.own if seat == me else self.others
            value = worth * policy.value_scale
            if holder is None:
                alternative = policy.free_to_auctioneer(sit, wealth, value)
                # against nobody the alternative does not move with the price
                got = policy.my_cap(sit, wealth, value, low, state.money[seat], alternative)
            else:
                auctioneer, first, lead = lot.auctioneer, lot.first_seller, policy.leader_weight
                got = outbid_cap(wealth, value, auctioneer, first, seat, holder, lead, DECISIVE,
                                 low, state.money[seat])
            found = -1 if got is None else got
            if seat == own_lot:
                found = min(found, policy.defence(sit, value))
            row[column] = found
            return found

        seats = range(players)
        # Against each holder: the seats that would outbid it, and the price from which one of
        # them no longer would (a seat never comes back once the price reached its cap), so that
        # raising by 1 costs a lookup until then.
        against: dict[int, tuple[list[int], int]] = {}

        def willing_against(holder: int, price: int) -> list[int]:
            found = against.get(holder)
            if found is None or price >= found[1]:
                willing = [s for s in seats if s != holder and cap(s, holder, price + 1) > price]
                until = min([known[s][holder + 1] for s in willing]) if willing else NEVER
                found = against[holder] = (willing, until)
            return found[0]

        holder, price = lot.high_bidder, lot.high_bid
        raises: list[tuple[int, int]] = []
        draw = rng.random  # ``below``, written out: a raise per loop
        # First those who have not passed the standing bid; after a raise, every other seat.
        willing = [s for s in lot.waiting if cap(s, holder, price + 1) > price]
        while willing:
            last = holder
            k = len(willing)
            holder = willing[0] if k == 1 else willing[min(int(draw() * k), k - 1)]
            price += 1
            raises.append((holder, price))
            found = against.get(holder)  # ``willing_against``'s cache, looked up in line
            willing = (willing_against(holder, price) if found is None or price >= found[1]
                       else found[0])
            # Seats are listed once each: "all of them are ``last``" is "none, or just it".
            if last is not None and (not willing or (len(willing) == 1 and willing[0] == last)):
                others = willing_against(last, price)
                if not others or (len(others) == 1 and others[0] == holder):
                    # Only these two are left: they raise in turn until one's limit is reached.
                    raises += duel(last, cap(last, holder, price + 1), holder,
                                   cap(holder, last, price + 1), price)
                    break
        # The same outcome in at most three bids: the first raise (by a seat that had not
        # passed), then the last two (anyone may answer a raise; no seat raises itself).
        bids = raises[:1]
        for seat, amount in raises[-2:] if len(raises) > 2 else raises[1:]:
            if seat != bids[-1][0]:
                bids.append((seat, amount))
        apply = self.apply
        for seat, amount in bids:
            apply(state, Action(seat, _BID, amount=amount))
        applied = len(bids)
        while state.lot is lot:
            apply(state, Action(to_act(state)[0], _PASS))
            applied += 1
        return applied

    def score(self, state: State) -> float:
        """Own wealth minus a blend of the best and the mean rival's. Wealth is money plus,
        while rounds remain, ``keep`` times the value of the cards in hand (each card's artist
        at its tokens so far plus ``HELD_BONUS``); with ``fitted``, see ``fitted_score``."""
        if self.fitted:
            return self.fitted_score(state)
        wealth = [float(m) for m in state.money]
        if self.keep and not state.over:
            worth = [t + HELD_BONUS for t in cumulative_tokens(state.values, state.round)]
            for seat, hand in enumerate(state.hands):
                for card in hand:
                    wealth[seat] += self.keep * worth[card.artist_index]
        return margin(wealth, self.seat, self.blend)

    def fitted_score(self, state: State) -> float:
        """The score with the fitted value (``fitted.VALUE``): each seat's wealth is its money
        plus, while rounds remain, ``per_card + per_token * tokens so far`` for each card in its
        hand. ``fitted`` 1: the margin over the rivals' blend (as ``score``); 2: the chance to
        win, ``exp(beta * wealth)`` over the table's sum, or once the game is over the master's
        share of the win."""
        money = state.money
        me = self.seat
        if state.over:
            if self.fitted == 2:
                best = max(money)
                return 1 / money.count(best) if money[me] == best else 0.0
            return margin([float(m) for m in money], me, self.blend)
        per_card, per_token, beta = fitted_value.VALUE[state.players][state.round]
        tokens = cumulative_tokens(state.values, state.round)
        wealth = [m + per_card * len(hand) + per_token * sum([tokens[c.artist_index]
                                                              for c in hand])
                  for m, hand in zip(money, state.hands, strict=True)]
        if self.fitted == 1:
            return margin(wealth, me, self.blend)
        top = max(wealth)
        weights = [math.exp(beta * (w - top)) for w in wealth]
        return weights[me] / sum(weights)


def duel(first: int, first_cap: int, second: int, second_cap: int,
         price: int) -> list[tuple[int, int]]:
    """The last two raises (fewer if the duel is short) of two seats raising in turn by the
    minimum from ``price`` (``first`` answers first), each up to its cap."""
    # ``first`` would bid price+1, price+3, ...; ``second`` price+2, price+4, ...
    def first_missing(start: int, cap: int) -> int:  # its first bid over its cap
        if cap < start:
            return start
        return cap + 1 if (cap + 1 - start) % 2 == 0 else cap + 2
    end = min(first_missing(price + 1, first_cap), first_missing(price + 2, second_cap))
    bidder = [second, first]  # by parity of (amount - price)
    return [(bidder[(x - price) % 2], x) for x in range(max(price + 1, end - 2), end)]
