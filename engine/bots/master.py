"""The master: a determinized Monte Carlo search over worlds sampled from its own observation.

At each card choice, each join decision, each fixed price and once per auction, the master lists a
few candidate moves (the expert's own choice among them), samples worlds consistent with what it
saw (``world.sample_world``: the unseen cards dealt at random), plays every candidate out in the
same worlds with the expert's policy for every seat (its fast valuer: projected ranks rather than
sampled deals), and keeps the candidate with the best mean of its own money minus the best rival's
when the rollouts stop (by default at the end of the current round, where every painting has been
sold and money is all that counts).

In an open auction the search is over *limits*: the master then bids the minimum each time it is
asked, up to the limit found, without searching again.

Options:
- ``iterations``: rollouts per search (default ``ITERATIONS``, about half a second in CPython on
  an ordinary machine); deterministic for a given seed, for tests and tournaments.
- ``seconds``: a time budget per search instead (for the page); the search is anytime and returns
  the best candidate so far, but games are then no longer reproducible.
- ``horizon``: how many round ends a rollout plays through (default 1).
- ``top``: at most this many card choices are searched (the expert's best ones).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Do
from ..cards import ARTISTS
from ..game import apply_action
from ..legal import to_act
from ..rng import below, make_rng
from ..state import State
from .base import Bot
from .policy import Expert, HeuristicValuer, SampledValuer, lot_value
from .situation import Situation
from .world import sample_world, situation_of

ITERATIONS = 200  # rollouts per search; about 0.5 s in CPython (see BOTS.md)
ROLLOUT_DRAWS = 6  # the rollout valuer's spread: a few fixed draws, for speed
PRICE_SHARES = (0.3, 0.5, 0.65, 0.8, 1.0)


@dataclass(frozen=True, slots=True)
class Candidate:
    action: Action
    limit: int | None = None  # open auctions: bid the minimum up to this


class MasterBot(Bot):
    level = "master"

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        super().__init__(seat, seed, **options)
        self.iterations = int(options.get("iterations", ITERATIONS))
        seconds = options.get("seconds")
        self.seconds = float(seconds) if seconds is not None else None
        self.horizon = int(options.get("horizon", 1))
        self.top = int(options.get("top", 6))
        self.expert = Expert(SampledValuer(self.rng, int(options.get("samples", 48)),
                                           int(options.get("choice_samples", 16))))
        self.rollout_policy = Expert(HeuristicValuer(ROLLOUT_DRAWS))
        self.limits: dict[int, int] = {}  # open auctions: lot -> the limit found
        self.searches = 0

    def act(self, observation: dict[str, Any]) -> Action:
        sit = self.situation(observation)
        if sit.step == "open" and sit.lot_key in self.limits and sit.bid is not None:
            return self._within(sit, self.limits[sit.lot_key])
        candidates = self.candidates(sit)
        if len(candidates) == 1:
            best = candidates[0]
        else:
            board = [observation["values"][a] for a in ARTISTS]
            best = self.search(sit, board, candidates)
        if best.limit is not None:
            self.limits[sit.lot_key] = best.limit
        return best.action

    def _within(self, sit: Situation, limit: int) -> Action:
        if sit.bid is None:
            return Action(sit.seat, Do.PASS)
        low = sit.bid[0]
        return Action(sit.seat, Do.BID, amount=low) if low <= limit else Action(sit.seat, Do.PASS)

    # -- what to search over --
    def candidates(self, sit: Situation) -> list[Candidate]:
        me = sit.seat
        expert = self.expert.act(sit)
        first = Candidate(expert)
        if sit.step == "play":
            options, scores = self.expert.play_scores(sit)
            order = sorted(range(len(options)), key=lambda i: (-round(scores[i], 6), i))
            out = [first]
            for i in order[: self.top]:
                card, partner = options[i]
                action = Action(me, Do.PLAY, card=card, partner=partner)
                if action != expert:
                    out.append(Candidate(action))
            return out[: self.top]
        if sit.step == "double_offer":
            actions = [Action(me, Do.PASS)] + [Action(me, Do.JOIN, card=c)
                                               for c in sorted(set(sit.cards), key=str)]
            return [first] + [Candidate(a) for a in actions if a != expert]
        value = lot_value(sit.lot_cards, self.expert.valuer.now(sit))
        if sit.price_range is not None:
            low, high = sit.price_range
            amounts = {min(high, max(low, round(value * s))) for s in (*PRICE_SHARES, 1.2)}
            return [first] + [Candidate(Action(me, Do.PRICE, amount=a)) for a in sorted(amounts)
                              if a != expert.amount]
        if sit.step == "fixed_price":
            if not sit.can_buy:
                return [first]
            other = Action(me, Do.PASS if expert.do is Do.BUY else Do.BUY)
            return [first, Candidate(other)]
        if sit.bid is None:
            return [first]
        low, high = sit.bid
        grid = sorted({min(high, round(value * s)) for s in PRICE_SHARES} | {low})
        if sit.step == "open":
            cap = self._expert_cap(sit, value)  # the expert bids the minimum up to this
            limits = sorted({cap, -1, *(g for g in grid if g >= low)} - {cap})
            return [Candidate(self._within(sit, lim), limit=lim) for lim in [cap, *limits]]
        pass_or_zero = (Action(me, Do.BID, amount=0) if sit.step == "sealed"
                        else Action(me, Do.PASS))
        actions = [pass_or_zero] + [Action(me, Do.BID, amount=a) for a in grid if a >= low]
        seen = {expert}
        out = [first]
        for a in actions:
            if a not in seen:
                seen.add(a)
                out.append(Candidate(a))
        return out

    def _expert_cap(self, sit: Situation, value: float) -> int:
        assert sit.bid is not None
        values = self.expert.valuer.now(sit)
        wealth = self.expert.wealth(sit, values)
        if sit.high_bidder is not None:
            alternative = self.expert.sale(sit, wealth, value, sit.high_bidder, sit.high_bid)
        else:
            alternative = self.expert.free_to_auctioneer(sit, wealth, value)
        cap = self.expert.my_cap(sit, wealth, value, sit.bid[0], sit.bid[1], alternative)
        return -1 if cap is None else cap

    # -- the search --
    def search(self, sit: Situation, board: list[list[int]],
               candidates: list[Candidate]) -> Candidate:
        self.searches += 1
        started = time.perf_counter()
        totals = [0.0] * len(candidates)
        worlds = 0
        rollouts = 0
        while True:
            seed = below(self.rng, 2**31)
            for i, candidate in enumerate(candidates):
                world = sample_world(sit, board, make_rng(seed))
                totals[i] += self.rollout(world, candidate, make_rng(seed + 1))
                rollouts += 1
            worlds += 1
            if self.seconds is not None:
                if time.perf_counter() - started >= self.seconds:
                    break
            elif rollouts + len(candidates) > self.iterations:
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def rollout(self, state: State, candidate: Candidate, rng: Any) -> float:
        me = self.seat
        start_round = state.round
        lot = state.lot
        apply_action(state, candidate.action)
        policy = self.rollout_policy
        while not state.over and state.round < start_round + self.horizon:
            seats = to_act(state)
            seat = seats[0] if len(seats) == 1 else seats[below(rng, len(seats))]
            if seat == me and candidate.limit is not None and state.lot is lot:
                action = self._within(situation_of(state, seat), candidate.limit)
            else:
                action = policy.act(situation_of(state, seat))
            apply_action(state, action)
        money = state.money
        return money[me] - max(m for s, m in enumerate(money) if s != me)
