"""The master's judgement of a player's decision, from the player's own observation at that moment.

Given what a seat saw when it decided (``engine.observe(state, seat, since=0)``: the public history
from the start, its own hand and money) and the move it made, the judge asks the master's machinery
what it would have done there and what the difference is worth. Nothing here reads the game's
state: the master builds its worlds from the observation (``world.sample_world``), exactly as when
it plays.

A move is a ``Choice``: an action and, in an open auction, a *limit*. In an open auction a person
answers every raise, so the decision judged is the whole lot: her limit is the highest bid she made
in it (-1: she stayed out), played from her first answer on, as the master plays its own limits
(``rollout.Simulator.settle_open``). Her answers show only so much of that limit: a lot she won at
her top bid would have been hers at any higher limit too, and one she let go had a limit below the
bid she declined. So her choice also keeps ``upto``, the highest limit her answers agree with; a
master's limit within that range is her own decision (no cost), and one outside it is compared
with the nearest limit her answers allow. Every other decision is one action: a card laid out
(alone or as a double), a card added to a double or none, a once-around or sealed bid, a fixed
price named, a painting bought or declined.

Two measures, both from the same rollouts (the master's: the current round played out by the
expert's policy, every seat's held cards counted at a share of their artist's value):

- the master's own score, its *margin* over the rivals (``rollout.Simulator.score``), which is
  what its search maximises;
- the seat's own *wealth* at the rollout's end (money plus that share of its held cards' value):
  the estimate of its final money. A verdict's ``cost`` is the master's move's wealth minus the
  player's, paired world by world (common random numbers), in dollars.

``screen`` is cheap: the master's candidate moves and the player's in a few worlds each, a flat
comparison with no search; ``judge`` is the verdict: the master's own search (``MasterBot.think``
with a fixed rollout budget) says what it would have done, then both moves are played out in fresh
worlds (not the ones the search chose with, so the master's luck in its search does not count
against the player). Both are generators that yield between rollouts and every few actions inside
one (like ``MasterBot.think``); everything is seeded, with fixed rollout counts, so a verdict is
the same for the same observation, move and seed on any machine.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Do
from ..bots.base import slices
from ..bots.hint import SHOWN_SAMPLES
from ..bots.master import ITERATIONS, MasterBot, MasterOptions, Signal
from ..bots.rollout import HELD_BONUS, Simulator
from ..bots.situation import Situation
from ..bots.valuation import SampledValuer, artist_values
from ..bots.world import sample_world
from ..cards import ARTISTS
from ..rng import below, make_rng

SCREEN_WORLDS = 4  # worlds per move when screening (every candidate of the master's and hers)
JUDGE_WORLDS = 48  # worlds per move for a verdict (the master's move and hers, paired)
SEARCH_ROLLOUTS = ITERATIONS  # the master's search budget when it says what it would have done
# Dollars: how far apart the lot box's hint (``hint.suggest_max_bid``, "worth paying up to about
# $N"; in a once-around or sealed auction her one bid) and the master's recommendation may be and
# still agree. The two share one valuation (the master's candidates are anchored on the values
# the person was shown) and one move (the hint is the master's first candidate: its limit, or
# its policy bid less the random move); what remains is the master's search, which picks among
# limits a few tenths of the lot's value apart (``master.PRICE_SHARES``) and leaves its first
# candidate only when the rollouts clearly favour another, and the alternative the hint holds for
# the whole lot. Measured with ``scripts/bench_hint_judge.py``; a player within it of the hint,
# where the master is too, is told of no costly decision (``hint_excuses``).
HINT_MARGIN = 8


@dataclass(frozen=True, slots=True)
class Choice:
    """A move: its action and, in an open auction, the limit bid up to (-1: stay out) and the
    highest limit the same answers would also have been (``upto``; None: ``limit`` alone)."""

    action: Action
    limit: int | None = None
    upto: int | None = None

    def same(self, other: Choice) -> bool:
        """The same decision (in an open auction: the same limit, whatever the first step)."""
        if self.limit is not None or other.limit is not None:
            return self.limit == other.limit
        return self.action == other.action

    def agrees(self, other: Choice) -> bool:
        """Whether these answers are also ``other``'s move: the same decision, or in an open
        auction a limit from ``limit`` up to ``upto``."""
        if self.limit is None or self.upto is None or other.limit is None:
            return self.same(other)
        return self.limit <= other.limit <= self.upto

    def nearest(self, other: Choice) -> Choice:
        """This move read as close to ``other`` as its answers allow: in an open auction, the
        limit from ``limit`` to ``upto`` nearest to ``other``'s."""
        if self.limit is None or self.upto is None or other.limit is None:
            return self
        return Choice(self.action, min(max(other.limit, self.limit), self.upto))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The master's move beside the player's: ``cost`` is how much more final money (an estimate,
    in dollars) the master's move leaves the seat than hers; ``gain`` the same in the master's
    own score (its margin over the rivals); ``error`` the standard error of ``cost``."""

    taken: Choice
    best: Choice
    cost: float
    gain: float
    error: float
    worlds: int


def choices_of(observation: dict[str, Any]) -> int:
    """How many different moves the observation's legal actions allow (a decision with one is
    no decision: the page answers it by itself)."""
    legal = observation["legal"]
    count = 0
    if "play" in legal["do"]:
        count += len(legal["cards"]) + sum(len(p) for p in legal["partners"].values())
    if "join" in legal["do"]:
        count += len(legal["cards"])
    for kind in ("bid", "price"):
        if kind in legal["do"]:
            count += legal[kind]["max"] - legal[kind]["min"] + 1
    count += ("buy" in legal["do"]) + ("pass" in legal["do"])
    return count


def decision_seed(seed: int, index: int) -> int:
    """The master's seed for judging the decision that starts with action ``index`` of the game
    dealt from ``seed`` (the coach asks with the same one: its advice is the verdict's move)."""
    return seed * 1009 + index * 4


class _Scored(Simulator):
    """The master's rollouts, also noting the seat's own wealth at each rollout's end."""

    wealth = 0.0

    def score(self, state: Any) -> float:
        wealth = float(state.money[self.seat])
        if self.keep and not state.over:
            done = state.round - 1
            for card in state.hands[self.seat]:
                wealth += self.keep * (sum(state.values[card.artist_index][:done]) + HELD_BONUS)
        self.wealth = wealth
        return super().score(state)


class Judge:
    """The master at ``seat`` judging one decision of that seat (one judge per decision: it
    learns the table from the observation's history, as a master would have by then)."""

    def __init__(self, seat: int, seed: int, observation: dict[str, Any],
                 options: MasterOptions | None = None) -> None:
        self.seed = seed
        self.observation = observation
        self.master = MasterBot(seat, seed, options)
        opts = self.master.options
        self.simulator = _Scored(seat, self.master.own_policy, self.master.rollout_policy,
                                 opts.horizon, opts.keep, opts.blend)
        self.sit: Situation = self.master.situation(observation)
        self.master.policy.model.learn(self.master.memory, seat)
        # The artists' values the person was shown (the page's estimates, and the hint's): the
        # master's candidates are anchored on them, so the verdict and the hint share one
        # valuation.
        shown = artist_values(observation, SHOWN_SAMPLES)
        self.values = [shown[artist] for artist in ARTISTS]
        _anchor(self.master, self.sit, self.values)
        self.board = [observation["values"][a] for a in ARTISTS]

    def candidates(self, taken: Choice) -> list[Choice]:
        """The master's candidate moves (its policy's first), then hers if it is not one."""
        out: list[Choice] = []
        for candidate in self.master.candidates(self.sit):
            choice = Choice(candidate.action, candidate.limit)
            if not any(choice.same(c) for c in out):
                out.append(choice)
        if not any(taken.same(c) for c in out):
            out.append(taken)
        return out

    def play_out(self, choices: list[Choice], worlds: int, seed: int
                 ) -> Generator[None, None, tuple[list[list[float]], list[list[float]]]]:
        """Each choice played out in the same ``worlds`` sampled worlds: per choice, the
        margins and the wealths, world by world."""
        rng = make_rng(seed)
        margins: list[list[float]] = [[] for _ in choices]
        wealths: list[list[float]] = [[] for _ in choices]
        for _ in range(worlds):
            world_seed = below(rng, 2**31)
            for i, choice in enumerate(choices):
                world = sample_world(self.sit, self.board, make_rng(world_seed))
                margins[i].append((yield from self.simulator.play(
                    world, choice.action, choice.limit, make_rng(world_seed + 1))))
                wealths[i].append(self.simulator.wealth)
                yield
        return margins, wealths

    def screen(self, taken: Choice, worlds: int = SCREEN_WORLDS
               ) -> Generator[None, None, Verdict]:
        """A quick look: the master's candidates and her move in a few shared worlds; the best
        by the master's score against hers (of the candidates her answers agree with, the best
        scored)."""
        choices = self.candidates(taken)  # its policy's decision: a slice of its own
        if len(choices) == 1:
            return Verdict(taken, taken, 0.0, 0.0, 0.0, 0)
        yield
        margins, wealths = yield from self.play_out(choices, worlds, self.seed + 1)
        best = max(range(len(choices)), key=lambda i: (_mean(margins[i]), -i))
        mine = max((i for i, c in enumerate(choices) if taken.agrees(c)),
                   key=lambda i: (_mean(margins[i]), -i))
        return _verdict(taken, choices[best], margins[best], margins[mine], wealths[best],
                        wealths[mine])

    def judge(self, taken: Choice, iterations: int = SEARCH_ROLLOUTS,
              worlds: int = JUDGE_WORLDS) -> Generator[None, None, Verdict]:
        """The verdict: the master's own search says what it would have done (``iterations``
        rollouts); if her answers do not agree with it, both are played out in ``worlds`` fresh
        worlds (hers as near the master's as her answers allow: ``Choice.nearest``)."""
        master = self.searcher(iterations)
        yield
        best = yield from slices(self.recommend(master))
        if taken.agrees(best):
            return Verdict(taken, best, 0.0, 0.0, 0.0, 0)
        margins, wealths = yield from self.play_out([best, taken.nearest(best)], worlds,
                                                    self.seed + 3)
        return _verdict(taken, best, margins[0], margins[1], wealths[0], wealths[1])


    def searcher(self, iterations: int = SEARCH_ROLLOUTS) -> MasterBot:
        """The master whose search says what it would do here: ``iterations`` rollouts, its
        policy anchored on the values the person was shown (the verdict's, and the coach's)."""
        master = MasterBot(self.master.seat, self.seed + 2,
                           _with_budget(self.master.options, iterations))
        _anchor(master, self.sit, self.values)
        return master

    def recommend(self, master: MasterBot) -> Generator[Signal, Any, Choice]:
        """``master``'s (a ``searcher``'s) move here, in slices: its action and, in an open
        auction, the limit its search chose. The search's signals are passed on: a driver with
        helpers may share its worlds out (``MasterBot.search``), to the same move."""
        action = yield from master.think(self.observation)
        limit = master.limits.get(self.sit.lot_key) if self.sit.step == "open" else None
        return Choice(action, limit)


def _anchor(master: MasterBot, sit: Situation, values: list[float]) -> None:
    """The master's policy values the situation at ``values`` (the figures the person saw)."""
    valuer = master.policy.valuer
    assert isinstance(valuer, SampledValuer)
    valuer.remember(sit, values)


def most_paid(choice: Choice, low: int) -> int:
    """The most a move would pay for the lot, read as a limit (an open lot's limit, a bid), with
    anything below the lowest bid ``low`` read as ``low - 1``: it buys nothing either way."""
    if choice.limit is not None:
        amount = choice.limit
    elif choice.action.do is Do.BID and choice.action.amount is not None:
        amount = choice.action.amount
    else:
        amount = -1
    return max(amount, low - 1)


def hint_excuses(taken: Choice, best: Choice, hint: int, observation: dict[str, Any]) -> bool:
    """Whether a verdict on an auction decision is within the hint's margin, and so no costly
    decision: her move followed the lot box's hint (``hint.suggest_max_bid``) within
    ``HINT_MARGIN``, and the master's recommendation is within it too. The same in every
    auction she bids in: in an open one both are limits, in a once-around or sealed one both
    are her one bid (the hint there is the master's policy bid)."""
    legal = observation["legal"]
    if observation["step"] not in ("open", "once_around", "sealed") or "bid" not in legal["do"]:
        return False
    low: int = legal["bid"]["min"]
    shown = max(hint, low - 1)
    mine, master = most_paid(taken, low), most_paid(best, low)
    return abs(mine - shown) <= HINT_MARGIN and abs(master - shown) <= HINT_MARGIN


def _with_budget(options: MasterOptions, iterations: int) -> MasterOptions:
    fields = {name: getattr(options, name) for name in MasterOptions.names()}
    fields.update(iterations=iterations, seconds=None)
    return MasterOptions(**fields)


def _verdict(taken: Choice, best: Choice, best_margins: list[float], taken_margins: list[float],
             best_wealth: list[float], taken_wealth: list[float]) -> Verdict:
    costs = [b - t for b, t in zip(best_wealth, taken_wealth, strict=True)]
    gains = [b - t for b, t in zip(best_margins, taken_margins, strict=True)]
    n = len(costs)
    mean = _mean(costs)
    spread = (sum((c - mean) ** 2 for c in costs) / (n - 1)) ** 0.5 if n > 1 else 0.0
    return Verdict(taken, best, mean, _mean(gains), spread / n ** 0.5 if n else 0.0, n)


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def taken_choice(actions: list[Action], step: str, upto: int | None = None) -> Choice:
    """Her move as a ``Choice``, from her actions at this decision: one action, or in an open
    auction every action she made in the lot (the first is played, the highest bid is the
    limit; none: -1) and ``upto``, the highest limit her answers agree with (the high bid at
    her first pass after her top bid; where her top bid won, her money; None: only her top
    bid)."""
    first = actions[0]
    if step != "open":
        return Choice(first)
    bids = [a.amount for a in actions if a.do is Do.BID and a.amount is not None]
    limit = max(bids) if bids else -1
    return Choice(first, limit, None if upto is None else max(upto, limit))


__all__ = ["HINT_MARGIN", "JUDGE_WORLDS", "SCREEN_WORLDS", "SEARCH_ROLLOUTS", "Choice", "Judge",
           "Verdict", "choices_of", "decision_seed", "hint_excuses", "most_paid", "taken_choice"]
