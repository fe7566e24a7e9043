"""The master: a determinized Monte Carlo search over worlds sampled from its own observation.

At each card choice, each join decision, each fixed price and once per auction, the master lists a
few candidate moves (its own policy's choice first: the expert's, weighing the best rival less),
samples worlds consistent with what it saw (``world.sample_world``: the unseen cards dealt at
random), and plays the candidates out in the same worlds (common random numbers): the other seats
with the expert's policy, itself with its own, all with the fast valuer (projected ranks rather
than sampled deals; with ``rollout_playouts``, play-outs of the round in the world). A rollout
stops by default at the end of the current round, where every painting has been sold; its score is
the master's wealth minus a blend of the best and the mean rival's (``blend``), a wealth being
money plus, while rounds remain, a share (``keep``) of the value of the cards still in hand (their
artist's tokens so far plus ``rollout.HELD_BONUS``), so that cards kept for later rounds do not
count for nothing. The rollouts (``rollout.Simulator``) read the table as the master has learnt it
(``table.TableModel``: what lots fetch, how seats bid and answer prices).

The rollouts are spent by successive halving: after each phase the worse half of the candidates
is dropped (the first candidate always stays in). The master then plays the best remaining
candidate only if its gain over the first, paired world by world, is clearly above the noise
(``confidence`` standard errors); otherwise it plays the first. So the search corrects its policy
where the evidence is strong, rather than following the luckiest candidate.

In an open auction the search is over *limits*: the master then bids in a person's steps
(``bidding.open_bid``) each time it is asked, up to the limit found, without searching again.
Inside a rollout an open auction is settled at once (``Simulator.settle_open``): the minimum raises
are worked out from each seat's limit against each high bidder and applied as at most three bids
and the passes, the same outcome as raising by 1 through the engine (tested) in a fraction of the
actions.

Time slicing: ``think`` yields after every rollout and every ``rollout.SLICE_ACTIONS`` actions
inside one (a few milliseconds of CPython), so the page can run it in short slices; ``act``
drains it. It also yields a ``Phase`` as each phase of the search begins and a ``Gather`` as it
ends, so that a driver with helpers in other threads (``helper``: the page's workers) can have
them play the same candidates out and send their scores back, to count as the search's own. With
a time budget they play worlds of their own, for more rollouts in the time; with a rollout budget
the phase's worlds are drawn first (``Phase.seeds``) and a driver may hand some of them out: the
scores are the same whoever plays a world, and a world handed out and not answered is played
here, so the search is the same, world by world, with helpers or without (only sooner).

Options (``MasterOptions``, checked when made):
- ``iterations``: rollouts per search (default ``ITERATIONS``: about what the page's half-second
  budget buys in Chromium, and about 0.5 s of CPython); deterministic for a given seed, for tests
  and tournaments.
- ``seconds``: a wall-clock budget per decision instead (for the page), counted from the first
  slice of ``think`` (time spent between slices counts); games are then no longer reproducible.
- ``confidence``: standard errors of paired gain needed to leave the first candidate (default
  1.5).
- ``horizon``: how many round ends a rollout plays through (default 1).
- ``keep``: the share of a held card's value counted at a rollout's end (default 0.5; 0 = none).
- ``blend``: the weight of the best rival against the mean rival in the score (default 0.5).
- ``fitted``: 0 (default) scores as above; 1 values the cards in hand as fitted on games of
  experts (``fitted.VALUE``), ``keep`` unused; 2 scores the fitted chance to win instead of the
  margin, ``keep`` and ``blend`` unused (``rollout.Simulator.fitted_score``).
- ``rollout_push``, ``rollout_spread``: the rollouts' valuer (``valuation.heuristic_values``'
  ``push`` and ``spread``; defaults 0 and 1).
- ``rollout_playouts``: 0 (default) values paintings in the rollouts by projected ranks; more
  plays the rest of the round out this many times in the world (``valuation.PlayoutValuer``),
  so that each seat's values follow the cards it holds.
- ``fresh``: 0 (default) judges the best candidate's gain over the first on every world it was
  played in; 1 on the last phase's worlds only, which were played after it was picked from the
  others, so that its gain is not the luck that picked it.
- ``top``: at most this many card choices are searched (its policy's best ones).
- ``leader_weight`` (default 0.2), ``sale_share``, ``rival_shade``, ``value_scale``,
  ``samples``, ``choice_samples``, ``scenarios``: the master's own policy (its first candidate,
  and its play in its rollouts) as ``ExpertOptions``; the other seats of a rollout always play
  the expert's defaults.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeGuard

from ..actions import Action, Do
from ..cards import ARTISTS, Card
from ..rng import below, make_rng
from ..state import State
from .base import Bot, drain, resolve
from .bidding import open_bid
from .expert import Expert, ExpertOptions, best_play
from .options import number
from .rollout import Simulator
from .situation import Situation
from .utility import lot_value
from .valuation import HeuristicValuer, PlayoutValuer, SampledValuer
from .world import copy_world, sample_deal, unseen_cards, world_state

ITERATIONS = 300  # rollouts per search: what the page's half second buys in a browser (BOTS.md)
ROLLOUT_DRAWS = 6  # the rollout valuer's spread: a few fixed draws, for speed
ROLLOUT_SCENARIOS = 1  # draws of rivals' sealed bids in the rollouts (the expert draws more)
PRICE_SHARES = (0.3, 0.5, 0.65, 0.8, 1.0)  # bids, limits and prices searched: shares of the value
HIGH_PRICE_SHARE = 1.2  # a fixed price is also tried at this share of the value
CONFIDENCE = 1.5  # standard errors of paired gain needed to overrule its policy's move
KEEP = 0.5  # a card kept in hand at a rollout's end counts this share of its artist's value
BLEND = 0.5  # rivals' weight: 1 = the best rival only, 0 = the mean rival
OWN_LEADER_WEIGHT = 0.2  # its own policy weighs the best rival less than the expert does (BOTS.md)
TOP = 6  # card choices searched: its policy's best ones


@dataclass(frozen=True, slots=True)
class MasterOptions(ExpertOptions):
    """The search's budget and score, and its own policy's knobs (an expert's, see
    ``ExpertOptions``, weighing the best rival less)."""

    level: ClassVar[str] = "master"
    iterations: int = number(ITERATIONS, low=1, whole=True)
    seconds: float | None = number(None, low=0.001)  # a wall-clock budget instead (the page)
    confidence: float = number(CONFIDENCE, low=0)
    horizon: int = number(1, low=1, whole=True)
    keep: float = number(KEEP, low=0, high=1)
    blend: float = number(BLEND, low=0, high=1)
    fitted: int = number(0, low=0, high=2, whole=True)
    rollout_push: float = number(0.0, low=0, high=5)
    rollout_spread: float = number(1.0, low=0.1, high=10)
    rollout_playouts: int = number(0, low=0, high=256, whole=True)
    fresh: int = number(0, low=0, high=1, whole=True)
    top: int = number(TOP, low=1, whole=True)
    leader_weight: float = number(OWN_LEADER_WEIGHT, low=-1, high=1)


@dataclass(frozen=True, slots=True)
class Candidate:
    action: Action
    limit: int | None = None  # open auctions: bid the minimum up to this


@dataclass(frozen=True, slots=True)
class Phase:
    """Yielded by a search as a phase begins: the candidates still in the race (``active``, by
    index) and, with a time budget, the phase's time left. A driver with helpers hands them the
    search (``helper.encode(phase)``, on the ``first`` phase) and lets them play ``active`` out
    in worlds of their own until the phase ends (``Gather``)."""

    bot: MasterBot
    sit: Situation
    board: list[list[int]]
    candidates: tuple[Candidate, ...]
    active: tuple[int, ...]
    seconds: float  # the phase's time left
    first: bool  # the search's first phase (the helpers have not seen this search yet)
    # With a rollout budget: the phase's worlds, by seed, in the order they count. A driver may
    # send back those it hands to helpers (the search plays the rest, then ``Gather``s theirs).
    seeds: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Gather:
    """Yielded by a search as a phase ends: send back the helpers' scores (a list of
    ``Helper.run`` answers; with a rollout budget, each world's scores by its seed: ``{seed:
    {candidate: score}}``), or None."""

    active: tuple[int, ...]


# What a master's ``think`` yields: None between slices, a ``Phase`` or a ``Gather`` (with a time
# budget) for a driver with helpers.
Signal = Phase | Gather | None


def finite(x: object) -> TypeGuard[float]:
    """Whether ``x`` is a finite real number (a bool, a string or NaN is not): what a score, or
    a figure a browser reports, must be before it is used."""
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def merge_scores(scores: list[list[float]], active: list[int],
                 part: Mapping[int, Sequence[float]]) -> int:
    """Add a helper's worlds to a search's ``scores``: ``part`` gives each active candidate's
    scores, world by world, in the same worlds for all (so that the gains stay paired). A part
    that does not fit (another phase's candidates, uneven worlds, a score that is not a finite
    number) is left out whole. The rollouts added."""
    if set(part) != set(active):
        return 0
    worlds = {len(part[i]) for i in active}
    if len(worlds) != 1 or not all(finite(x) for i in active for x in part[i]):
        return 0
    for i in active:
        scores[i].extend(float(x) for x in part[i])
    return worlds.pop() * len(active)


class MasterBot(Bot[MasterOptions]):
    level = "master"
    OPTIONS = MasterOptions.names()

    def __init__(self, seat: int, seed: int, options: MasterOptions | None = None,
                 **given: object) -> None:
        super().__init__(seat, seed, resolve(MasterOptions, options, given))
        opts = self.options
        self.iterations = opts.iterations
        self.seconds = opts.seconds
        self.horizon = opts.horizon
        self.top = opts.top
        self.confidence = opts.confidence
        self.fresh = bool(opts.fresh)
        self.keep = opts.keep
        self.blend = opts.blend
        tuning = (opts.leader_weight, opts.sale_share, opts.rival_shade, opts.value_scale)
        self.policy = Expert(SampledValuer(self.rng, opts.samples, opts.choice_samples),
                             self.rng, *tuning, scenarios=opts.scenarios)
        # In a rollout the others play the expert's policy; the master plays its own. Both
        # draw from the rollout's generator (set per rollout) and read the table as the master
        # has learnt it (what lots sell for, how seats bid and answer prices).
        table = self.policy.model
        valuer = (PlayoutValuer(opts.rollout_playouts, ROLLOUT_DRAWS, opts.rollout_push,
                                opts.rollout_spread) if opts.rollout_playouts else
                  HeuristicValuer(ROLLOUT_DRAWS, opts.rollout_push, opts.rollout_spread))
        self.rollout_policy = Expert(valuer, make_rng(0),
                                     scenarios=ROLLOUT_SCENARIOS, model=table, quick=True)
        self.own_policy = Expert(self.rollout_policy.valuer, self.rollout_policy.rng, *tuning,
                                 scenarios=ROLLOUT_SCENARIOS, model=table, quick=True)
        self.simulator = Simulator(seat, self.own_policy, self.rollout_policy, opts.horizon,
                                   opts.keep, opts.blend, opts.fitted)
        self.limits: dict[int, int] = {}  # open auctions: lot -> the limit found
        self.searches = 0
        self.rollouts = 0  # in all searches (with ``seconds``: what the time bought)
        self.helped = 0  # rollouts helpers played for its searches (``Phase``), in all

    def act(self, observation: dict[str, Any]) -> Action:
        return drain(self.think(observation))

    def think(self, observation: dict[str, Any]) -> Generator[Signal, Any, Action]:
        """The decision in slices: yields between rollouts and every ``SLICE_ACTIONS`` actions
        inside one; with ``seconds`` the budget is wall-clock time from the first slice."""
        started = time.perf_counter()
        sit = self.situation(observation)
        self.policy.model.learn(self.memory, self.seat)
        if sit.step == "open" and sit.lot_key in self.limits and sit.bid is not None:
            return self._within(sit, self.limits[sit.lot_key])
        yield None  # the observation read (a reload reads the whole history); the candidates next
        candidates = self.candidates(sit)
        if len(candidates) == 1:
            best = candidates[0]
        else:
            yield None
            board = [observation["values"][a] for a in ARTISTS]
            best = yield from self.search(sit, board, candidates, started)
        if best.limit is not None:
            self.limits[sit.lot_key] = best.limit
        return best.action

    def _within(self, sit: Situation, limit: int) -> Action:
        """Its bid in an open auction whose limit it has found: a person's step up to it."""
        if sit.bid is None or sit.bid[0] > limit:
            return Action(sit.seat, Do.PASS)
        value = lot_value(sit.lot_cards, self.policy.valuer.now(sit))
        return Action(sit.seat, Do.BID,
                      amount=open_bid(self.rng, sit.high_bid, sit.bid[0], limit, value))

    # -- what to search over --
    def candidates(self, sit: Situation) -> list[Candidate]:
        """The moves the search compares, its own policy's first."""
        me = sit.seat
        if sit.step == "play":  # its policy's move is the best of these scores
            options, scores = self.policy.play_scores(sit)
            mine = best_play(me, options, scores)
            first = Candidate(mine)
            order = sorted(range(len(options)), key=lambda i: (-round(scores[i], 6), i))
            out = [first]
            for i in order[: self.top]:
                card, partner = options[i]
                action = Action(me, Do.PLAY, card=card, partner=partner)
                if action != mine:
                    out.append(Candidate(action))
            return out[: self.top]
        mine = self.policy.act(sit)
        first = Candidate(mine)
        if sit.step == "double_offer":
            actions = [Action(me, Do.PASS)] + [Action(me, Do.JOIN, card=c)
                                               for c in sorted(set(sit.cards), key=str)]
            return [first] + [Candidate(a) for a in actions if a != mine]
        value = lot_value(sit.lot_cards, self.policy.valuer.now(sit))
        if sit.price_range is not None:
            low, high = sit.price_range
            amounts = {min(high, max(low, round(value * s)))
                       for s in (*PRICE_SHARES, HIGH_PRICE_SHARE)}
            return [first] + [Candidate(Action(me, Do.PRICE, amount=a)) for a in sorted(amounts)
                              if a != mine.amount]
        if sit.step == "fixed_price":
            if not sit.can_buy:
                return [first]
            other = Action(me, Do.PASS if mine.do is Do.BUY else Do.BUY)
            return [first, Candidate(other)]
        if sit.bid is None:
            return [first]
        low, high = sit.bid
        grid = sorted({min(high, round(value * s)) for s in PRICE_SHARES} | {low})
        if sit.step == "open":
            cap = self._policy_cap(sit, value)  # its policy bids the minimum up to this
            limits = sorted({cap, -1, *(g for g in grid if g >= low)} - {cap})
            return [Candidate(self._within(sit, lim), limit=lim) for lim in [cap, *limits]]
        pass_or_zero = (Action(me, Do.BID, amount=0) if sit.step == "sealed"
                        else Action(me, Do.PASS))
        actions = [pass_or_zero] + [Action(me, Do.BID, amount=a) for a in grid if a >= low]
        seen = {mine}
        out = [first]
        for a in actions:
            if a not in seen:
                seen.add(a)
                out.append(Candidate(a))
        return out

    def _policy_cap(self, sit: Situation, value: float) -> int:
        values = self.policy.valuer.now(sit)
        cap = self.policy.open_cap(sit, self.policy.wealth(sit, values), value)
        return -1 if cap is None else cap

    # -- the search --
    def search(self, sit: Situation, board: list[list[int]], candidates: list[Candidate],
               started: float) -> Generator[Signal, Any, Candidate]:
        """Successive halving with common random numbers: every candidate still in the race is
        played out in the same sampled worlds; after each phase the worse half is dropped (its
        policy's own move, candidate 0, always stays). At the end the master leaves that move
        only for a candidate whose paired gain over it, world by world, is clearly above noise
        (``confidence`` standard errors): over every world it played, or with ``fresh`` over
        the last phase's worlds only, played after the candidate was picked, so that the luck
        that made it the best of several does not count as its gain.

        Each phase begins with a ``Phase`` and ends with a ``Gather`` yielded: a driver with
        helpers (``Helper``, in other threads) lets them play the phase's candidates out
        meanwhile, and sends their scores back at the ``Gather``; they count as this search's
        own. With a time budget they play worlds of their own; with a rollout budget, worlds of
        the phase's own (``_phase``). A driver without helpers (``drain``, ``next``) sends
        nothing."""
        self.searches += 1
        n = len(candidates)
        scores: list[list[float]] = [[] for _ in range(n)]  # per world, for the candidates run
        active = list(range(n))
        phases = max(1, (n - 1).bit_length())
        used = 0
        since = 0  # the first world of the last phase: played after every cut
        unseen = unseen_cards(sit)
        for phase in range(phases):
            if phase:
                ranked = sorted(active[1:], key=lambda i: (-_mean(scores[i]), i))
                active = [0, *ranked[: max(1, (len(active) + 1) // 2 - 1)]]
                since = len(scores[0])
            share = (phase + 1) / phases
            if self.seconds is None:  # a rollout budget: the phase's worlds drawn first
                used = yield from self._phase(sit, board, candidates, active, scores, used,
                                              share, phase == 0, unseen)
                continue
            left = max(0.0, started + self.seconds * share - time.perf_counter())
            yield Phase(self, sit, board, tuple(candidates), tuple(active), left, phase == 0)
            while not (used and self._spent(started, used + len(active), share)):
                played = yield from self._world(sit, board, candidates, active,
                                                below(self.rng, 2**31), unseen)
                for i in active:
                    scores[i].append(played[i])
                used += len(active)
            parts = yield Gather(tuple(active))
            for part in parts if isinstance(parts, list) else ():
                self.helped += merge_scores(scores, active, part)
        best = max(active[1:], key=lambda i: (_mean(scores[i]), -i))
        first = since if self.fresh else 0
        gains = [scores[best][w] - scores[0][w] for w in range(first, len(scores[best]))]
        worlds = len(gains)
        mean = _mean(gains)
        if worlds < 2:
            return candidates[0]
        spread = (sum((g - mean) ** 2 for g in gains) / (worlds - 1)) ** 0.5
        if mean > 0 and mean > self.confidence * spread / worlds ** 0.5:
            return candidates[best]
        return candidates[0]

    def _phase(self, sit: Situation, board: list[list[int]], candidates: list[Candidate],
               active: list[int], scores: list[list[float]], used: int, share: float,
               first: bool, unseen: list[Card]) -> Generator[Signal, Any, int]:
        """One phase of a search on a rollout budget: its worlds' seeds drawn first (as many as
        the budget's ``share`` allows), some perhaps handed to helpers by the driver (its reply
        to the ``Phase``), the rest played here, then the helpers' worlds gathered and any they
        did not answer played here too; every world's scores added in the seeds' order. The
        rollouts used so far."""
        count = 0
        while not (used + count * len(active) and
                   used + (count + 1) * len(active) > self.iterations * share):
            count += 1
        seeds = tuple(below(self.rng, 2**31) for _ in range(count))
        handed = (yield Phase(self, sit, board, tuple(candidates), tuple(active), 0.0, first,
                              seeds)) or ()
        played: dict[int, dict[int, float]] = {}
        for seed in seeds:
            if seed not in handed:
                played[seed] = yield from self._world(sit, board, candidates, active, seed,
                                                      unseen)
        if handed:
            answers = (yield Gather(tuple(active))) or {}
            for seed in seeds:
                answer = answers.get(seed) if isinstance(answers, Mapping) else None
                if seed in handed and isinstance(answer, Mapping) and \
                        set(answer) == set(active) and all(map(finite, answer.values())):
                    played[seed] = {i: float(answer[i]) for i in active}
                    self.helped += len(active)
        for seed in seeds:
            if seed not in played:  # (handed out, and not answered in time)
                played[seed] = yield from self._world(sit, board, candidates, active, seed,
                                                      unseen)
            for i in active:
                scores[i].append(played[seed][i])
        return used + count * len(active)

    def _world(self, sit: Situation, board: list[list[int]], candidates: list[Candidate],
               active: list[int], seed: int, unseen: list[Card]
               ) -> Generator[None, None, dict[int, float]]:
        """The candidates ``active`` played out in the world dealt from ``seed``."""
        hands, deck = sample_deal(sit, make_rng(seed), unseen)  # one world for all
        world = world_state(sit, board, hands, deck)
        out = {}
        for i in active:
            out[i] = yield from self.rollout(copy_world(world), candidates[i], make_rng(seed + 1))
            self.rollouts += 1
            yield None
        return out

    def _spent(self, started: float, rollouts: int, share: float) -> bool:
        """Whether running ``rollouts`` in all would exceed this share of the budget (or, with a
        time budget, whether that share of the time has passed)."""
        if self.seconds is not None:
            return time.perf_counter() - started >= self.seconds * share
        return rollouts > self.iterations * share

    def rollout(self, state: State, candidate: Candidate,
                rng: random.Random) -> Generator[None, None, float]:
        """Play ``candidate`` out in the sampled world ``state``; its score."""
        return self.simulator.play(state, candidate.action, candidate.limit, rng)

    def utility(self, state: State) -> float:
        """The score of a rollout that ended in ``state`` (``Simulator.score``)."""
        return self.simulator.score(state)


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else float("-inf")
