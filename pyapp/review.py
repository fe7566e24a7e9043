"""The post-game review: every purchase with its price, what it returned at its round's end and
who gained what; each player's accounts; the money after every round.

Worked out from the game's public events (``engine.analysis.ledger.Ledger``), so any game can be
reviewed, a finished one, one under way or an imported record. ``build`` is a generator that reads
the events a slice at a time and yields its progress (0 to 1), so the page runs it in short tasks
and shows how far it has got; its return value is the ``Review``.

The second stage, ``judge``, is the master's judgement of the people's decisions (``judgement``:
the decisions read from the record, each seen as the person saw it; a cheap screening of all, the
master's verdict on the likeliest costly ones; the three costliest losses of each person kept).
It is far longer (seconds of rollouts), so it is a generator of its own run after ``build``, its
progress kept on the ``Review`` (``judging``) and its result put there (``judgement``); the review
dialog shows the rest meanwhile. Each stage is a section of the dialog (``review_dialog.SECTIONS``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import GameRecord
from engine.analysis.judge import (
    JUDGE_WORLDS,
    SCREEN_WORLDS,
    SEARCH_ROLLOUTS,
    Choice,
    Judge,
    Verdict,
    choices_of,
    decision_seed,
    hint_excuses,
    taken_choice,
)
from engine.analysis.ledger import Ledger, Purchase
from engine.bots.hint import SHOWN_SAMPLES, suggest_max_bid

from .session import Session

EVENTS_PER_SLICE = 150  # events read per slice of work (a few ms in the browser)


@dataclass
class Account:
    """One seat's books: what she paid for paintings, what the bank paid her for them at the
    rounds' ends, and what buyers paid her for the paintings she sold."""

    spent: int = 0
    returned: int = 0
    received: int = 0
    waiting: int = 0  # lots bought in a round not scored yet

    @property
    def net(self) -> int:
        return self.returned - self.spent + self.received


@dataclass
class Review:
    """A game's accounts, for the review dialog."""

    players: int
    lots: list[Purchase]
    replay_at: list[int]  # for each lot, the replay position that shows its sale
    rounds: list[list[int]]  # each seat's money at the start and after every scored round
    money: list[int]  # each seat's money now (from the public events)
    accounts: list[Account] = field(default_factory=list)
    over: bool = False
    actions: int = 0  # the game's actions when it was worked out (newer games: work again)
    judgement: Judgement | None = None  # the master's judgement, once worked out
    judging: float = 0.0  # how far the judgement has got (0 to 1)

    def judged(self, judgement: Judgement | None) -> None:
        """The judgement's work is done (the ``judge`` job's end; None: given up)."""
        self.judgement = judgement
        self.judging = 1.0 if judgement is not None else self.judging


def accounts(lots: list[Purchase], players: int) -> list[Account]:
    """Each seat's books over ``lots``; when every lot's round is scored, a seat's ``net`` is her
    money minus the starting 100."""
    out = [Account() for _ in range(players)]
    for lot in lots:
        buyer = out[lot.buyer]
        buyer.spent += lot.price
        if lot.returned is None:
            buyer.waiting += 1
        else:
            buyer.returned += lot.returned
        for seat, amount in lot.paid.items():
            out[seat].received += amount
    return out


def build(session: Session, per_slice: int = EVENTS_PER_SLICE
          ) -> Generator[float, None, Review]:
    """The review of ``session``'s game, worked out a slice of events at a time (yields the
    share done)."""
    players = session.settings.players
    total = session.events
    ledger = Ledger(players)
    for start in range(0, total, per_slice):
        ledger.read(session.events_between(start, start + per_slice))
        yield min(total, start + per_slice) / max(1, total)
    lots = ledger.lots
    review = Review(players, lots, [session.action_of_event(lot.index) for lot in lots],
                    ledger.rounds, list(ledger.money), accounts(lots, players), session.over,
                    session.actions)
    return review


# -- the master's judgement of the people's decisions --------------------------------------------
FINALISTS = 5  # per person: the decisions screened costliest get the master's verdict
SHOWN = 3  # per person: the costliest decisions shown
MIN_COST = 3.0  # dollars: a smaller estimated loss is no costly decision
CONFIDENCE = 1.5  # standard errors the estimated loss must stand above zero
ACTIONS_PER_SLICE = 40  # actions replayed per slice while the decisions are read
READ_SHARE = 0.03  # of the progress: reading the decisions (the rest: rollouts)
# Rollouts a screening and a verdict take, about (the progress moves by them): a few candidates
# in SCREEN_WORLDS worlds; the master's search and both moves in JUDGE_WORLDS worlds (counted half
# as much again: measured, a verdict's rollouts run longer).
SCREEN_ROLLOUTS = 6 * SCREEN_WORLDS
VERDICT_ROLLOUTS = 3 * (SEARCH_ROLLOUTS + 2 * JUDGE_WORLDS) // 2
SLICES_PER_ROLLOUT = 2  # a rollout yields after every few actions: about this many slices


@dataclass
class Decision:
    """One decision of a person, as she saw it: the observation at her first action of it (an
    open auction is one decision: every bid and pass she made in the lot)."""

    seat: int
    index: int  # the record's position of her first action of it
    round: int
    step: str
    observation: dict[str, Any]
    actions: list[engine.Action]  # hers, in this decision
    at: int  # the replay position that shows it: after her move (in an open lot, her top bid)
    lot: tuple[str, ...] = ()  # the paintings on the block, or the card offered for a double
    auctioneer: int | None = None  # who put them up
    lot_key: int = 0  # auctions and offers started before it (an open lot's decision ends there)
    upto: int | None = None  # an open lot: the highest limit her answers agree with

    @property
    def taken(self) -> Choice:
        return taken_choice(self.actions, self.step, self.upto)

    @property
    def passed(self) -> int | None:
        """An open lot she let go: the high bid she passed at (``upto`` is read there once her
        last answer is a pass); None when her last answer was a bid."""
        return self.upto if self.actions[-1].do is engine.Do.PASS else None


@dataclass
class Costly:
    """A costly decision: the master's move beside hers and what the difference cost her."""

    seat: int
    round: int
    step: str
    lot: tuple[str, ...]
    auctioneer: int | None
    taken: Choice
    best: Choice
    cost: float  # estimated final money lost (dollars)
    error: float  # its standard error
    at: int  # the replay position that shows it
    passed: int | None = None  # an open lot: the high bid she passed at (``Decision.passed``)


@dataclass
class Judgement:
    """Each person's decisions judged, and her costliest (at most ``SHOWN``, costliest first)."""

    seats: list[int]
    decisions: dict[int, int]  # seat -> decisions judged
    costly: dict[int, list[Costly]]


def decisions(record: GameRecord, seats: list[int],
              per_slice: int = ACTIONS_PER_SLICE) -> Generator[float, None, list[Decision]]:
    """Every decision of ``seats`` in the record that had more than one answer, each with the
    observation she decided from, read by replaying the record (yields the share read)."""
    state = record.start()
    found: list[Decision] = []
    open_lot: dict[int, Decision] = {}  # seat -> her decision in the open lot under way
    lots = 0  # auctions and offers started so far (names the lot under way)
    total = len(record.actions)
    for index, action in enumerate(record.actions):
        seat = action.seat
        if seat in seats:
            current = open_lot.get(seat)
            if current is not None and state.step.value == "open" and current.lot_key == lots:
                current.actions.append(action)
                if action.do is engine.Do.BID:
                    current.at = index + 1
            else:
                current = None
                observation = engine.observe(state, seat, since=0)
                if choices_of(observation) > 1:
                    found.append(_decision(seat, index, observation, action, lots))
                    if observation["step"] == "open":
                        current = open_lot[seat] = found[-1]
                yield index / max(1, total)  # a whole history read: a slice of its own
            if current is not None and state.lot is not None:
                # Her first pass since her last bid declines the high bid's next dollar: her
                # limit was below it (later passes, at higher bids, say less). A bid may be her
                # last (the lot hers, or still under way): any limit up to her money agrees.
                if action.do is not engine.Do.PASS:
                    current.upto = state.money[seat]
                elif len(current.actions) == 1 or current.actions[-2].do is not engine.Do.PASS:
                    current.upto = state.lot.high_bid
        before = len(state.events)
        engine.apply_action(state, action)
        lots += sum(1 for event in state.events[before:]
                    if event.kind in ("auction_started", "double_offered"))
        if (index + 1) % per_slice == 0:
            yield (index + 1) / max(1, total)
    return found


def _decision(seat: int, index: int, observation: dict[str, Any], action: engine.Action,
              lot_key: int) -> Decision:
    auction, offer = observation["auction"], observation["offer"]
    lot: tuple[str, ...] = ()
    auctioneer = None
    if auction is not None:
        lot, auctioneer = tuple(auction["cards"]), auction["auctioneer"]
    elif offer is not None:
        lot, auctioneer = (offer["card"],), offer["seller"]
    return Decision(seat, index, observation["round"], observation["step"], observation,
                    [action], index + 1, lot, auctioneer, lot_key)


def judgement(record: GameRecord, seats: list[int], seed: int,
              finalists: int = FINALISTS, shown: int = SHOWN
              ) -> Generator[float, None, Judgement]:
    """The master's judgement of ``seats``' decisions in ``record`` (yields the share done):
    every decision screened (``Judge.screen``), the ``finalists`` screened costliest of each
    person judged (``Judge.judge``), and the ``shown`` costliest of those whose estimated loss
    is at least ``MIN_COST`` and ``CONFIDENCE`` standard errors above zero, unless she followed
    the lot box's hint where the master agrees with it (``followed_hint``). Deterministic for a
    record and a seed."""
    reading = decisions(record, seats)
    while True:
        try:
            share = next(reading)
        except StopIteration as done:
            found: list[Decision] = done.value
            break
        yield READ_SHARE * share
    # The progress moves with the rollouts: each screening, then each verdict.
    finalists_count = sum(min(finalists, sum(1 for d in found if d.seat == seat))
                          for seat in seats)
    share = (1 - READ_SHARE) / max(1, len(found) * SCREEN_ROLLOUTS +
                                   finalists_count * VERDICT_ROLLOUTS)  # of one rollout
    spent = 0  # rollouts, about
    screened: list[tuple[Decision, Verdict]] = []
    for decision in found:
        judge = Judge(decision.seat, decision_seed(seed, decision.index), decision.observation)
        yield READ_SHARE + spent * share  # the judge has read the history: a slice
        verdict = yield from _run(judge.screen(decision.taken), READ_SHARE + spent * share,
                                  SCREEN_ROLLOUTS, share)
        screened.append((decision, verdict))
        spent += SCREEN_ROLLOUTS
    finals = []
    for seat in seats:
        mine = [(d, v) for d, v in screened if d.seat == seat and v.cost > 0]
        mine.sort(key=lambda dv: (-dv[1].cost, dv[0].index))
        finals += [d for d, _ in mine[:finalists]]
    finals.sort(key=lambda d: d.index)
    spent += (finalists_count - len(finals)) * VERDICT_ROLLOUTS
    costly: dict[int, list[Costly]] = {seat: [] for seat in seats}
    for decision in finals:
        judge = Judge(decision.seat, decision_seed(seed, decision.index), decision.observation)
        yield READ_SHARE + spent * share
        verdict = yield from _run(judge.judge(decision.taken), READ_SHARE + spent * share,
                                  VERDICT_ROLLOUTS, share)
        spent += VERDICT_ROLLOUTS
        if is_listed(decision, verdict):
            costly[decision.seat].append(Costly(
                decision.seat, decision.round, decision.step, decision.lot, decision.auctioneer,
                verdict.taken, verdict.best, verdict.cost, verdict.error, decision.at,
                decision.passed))
    for seat in seats:
        costly[seat].sort(key=lambda c: (-c.cost, c.at))
        del costly[seat][shown:]
    counts = {seat: sum(1 for d in found if d.seat == seat) for seat in seats}
    return Judgement(list(seats), counts, costly)


def is_listed(decision: Decision, verdict: Verdict) -> bool:
    """Whether a verdict goes on the review's list of costly decisions: its estimated loss at
    least ``MIN_COST`` and ``CONFIDENCE`` standard errors above zero, unless she followed the lot
    box's hint where the master agrees with it (``followed_hint``)."""
    return verdict.cost >= MIN_COST and verdict.cost > CONFIDENCE * verdict.error and \
        not followed_hint(decision, verdict)


def followed_hint(decision: Decision, verdict: Verdict) -> bool:
    """Whether she followed the lot box's hint ("worth paying up to about $N", the same figure
    from the same observation) within ``HINT_MARGIN`` and the master's move is within it too:
    then the judge and the hint agree, and the verdict is no costly decision. Where the master
    would go clearly beyond the hint (or stop clearly short of it), the verdict stands."""
    if decision.step not in ("open", "once_around", "sealed"):
        return False
    hint = suggest_max_bid(decision.observation, SHOWN_SAMPLES)
    return hint is not None and hint_excuses(verdict.taken, verdict.best, hint,
                                             decision.observation)


def _run(work: Generator[None, None, Verdict], start: float, rollouts: int, share: float
         ) -> Generator[float, None, Verdict]:
    """A judge's generator of about ``rollouts`` rollouts, yielding the progress at each of its
    slices: from ``start``, ``share`` a rollout (its last stretch waits for the end)."""
    step = share / SLICES_PER_ROLLOUT
    last = start + 0.95 * rollouts * share
    at = start
    while True:
        try:
            next(work)
        except StopIteration as done:
            verdict: Verdict = done.value
            return verdict
        at = min(last, at + step)
        yield at


def judge(session: Session, review: Review) -> Generator[float, None, Judgement | None]:
    """The judgement of the decisions of the people at this device in ``session``'s game as it
    was when ``review`` was worked out, its progress kept on ``review.judging`` (yields it too).
    It stops (None) once the game has moved on: that review is no longer shown, and opening the
    review again works out a new one."""
    record = session.record()
    del record.actions[review.actions:]
    work = judgement(record, session.settings.humans, record.seed or 0)
    while True:
        if session.actions != review.actions:
            return None
        try:
            review.judging = next(work)
        except StopIteration as done:
            result: Judgement = done.value
            return result
        yield review.judging


__all__ = ["CONFIDENCE", "EVENTS_PER_SLICE", "FINALISTS", "MIN_COST", "SHOWN", "Account",
           "Costly", "Decision", "Judgement", "Review", "accounts", "build", "decision_seed",
           "decisions", "followed_hint", "is_listed", "judge", "judgement"]
