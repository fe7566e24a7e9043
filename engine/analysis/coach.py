"""The coach: what the master would do at a person's decision, and the figures behind it.

The coach is the review's judge asked before the move instead of after it. ``advise`` runs the
judge's own search (``Judge.searcher``: the master with a fixed rollout budget, its policy anchored
on the artists' values the person is shown) from her observation, so a move taken on the coach's
word is the move the review's master recommends for that decision (same observation, same seed).
Nothing here reads the game's state: like the master, the coach sees only the seat's observation.

Beside the move, ``Advice`` carries what a person needs to follow it: each artist's expected
value at this round's end (the page's estimates), the artists worth most, the paintings the
decision is about with their expected worth, and the lot's sellers (who is paid for it: the
auctioneer, and in a joint lot the player who offered the double too). The page puts these into
words.

``Aloud`` is the master thinking aloud, for a game of bots that a person watches: each of its
decisions is the coach's advice for its seat, so the move it plays is the move explained.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Do
from ..bots.master import Gather, Phase
from ..cards import ARTISTS, Card
from .judge import SEARCH_ROLLOUTS, Choice, Judge, decision_seed

SHOWN_RANKING = 3  # the artists named as worth most: the three that score


@dataclass(frozen=True, slots=True)
class Advice:
    """The master's move at one decision and the figures it is explained with."""

    seat: int
    step: str  # the decision's step (``play``, ``open``, ``fixed_price`` ...)
    choice: Choice  # the move: an action and, in an open auction, the limit to bid up to
    values: dict[str, float]  # each artist's expected painting value at this round's end
    ranking: tuple[str, ...]  # the artists worth most at this round's end, best first
    lot: tuple[str, ...]  # the paintings the decision is about (what she would sell or buy)
    lot_value: int  # their expected worth at this round's end, in dollars
    sellers: tuple[int, ...]  # who is paid for them: the auctioneer first, then a joint lot's
    # first seller (``auctions.payments``: a seller who buys pays her own share to the bank)
    rollouts: int  # the search's rollouts


def advise(observation: dict[str, Any], seed: int, iterations: int = SEARCH_ROLLOUTS
           ) -> Generator[float | Phase | Gather, Any, Advice]:
    """The master's advice for the decision the observation's seat faces, worked out a slice at
    a time: yields the share of the search done (0 to 1), returns the ``Advice``. The search's
    ``Phase`` and ``Gather`` are yielded too, for a driver with helpers to share its worlds out
    (the advice is the same with them or without: ``MasterBot.search``).
    Deterministic for an observation, a seed and a budget: with the review's seed for that
    decision (``Judge``'s), the move is the review's recommendation. Raises ``ValueError`` when
    the seat has no decision to make."""
    if not observation["legal"]["do"]:
        raise ValueError("the seat has no decision to make")
    judge = Judge(observation["seat"], seed, observation)
    master = judge.searcher(iterations)
    yield 0.0
    recommending = judge.recommend(master)
    reply: Any = None
    while True:
        try:
            signal = recommending.send(reply)
        except StopIteration as done:
            choice: Choice = done.value
            break
        if signal is None:
            reply = None
            yield min(0.99, (master.rollouts + master.helped) / iterations)
        else:
            reply = yield signal
    values = dict(zip(ARTISTS, judge.values, strict=True))
    return explained(observation, choice, values, master.rollouts + master.helped)


def explained(observation: dict[str, Any], choice: Choice, values: dict[str, float],
              rollouts: int = 0) -> Advice:
    """The advice for ``choice`` with its figures, from the observation and the artists'
    ``values`` alone."""
    seat = observation["seat"]
    ranked = sorted(ARTISTS, key=lambda a: (-values[a], ARTISTS.index(a)))
    ranking = tuple(a for a in ranked[:SHOWN_RANKING] if values[a] > 0)
    lot, sellers = _lot(observation, choice)
    worth = round(sum(values[Card.parse(card).artist] for card in lot))
    return Advice(seat, observation["step"], choice, values, ranking, lot, worth, sellers,
                  rollouts)


def _lot(observation: dict[str, Any], choice: Choice) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The paintings the decision is about, and their sellers: the lot under the hammer (its
    auctioneer, and a joint lot's first seller); the card offered for a double with the one she
    adds (she would auction the pair, its offerer sharing the price; none added: the offerer's);
    the card or two she lays out (hers)."""
    seat = observation["seat"]
    auction = observation["auction"]
    if auction is not None:
        first = auction["first_seller"]
        return tuple(auction["cards"]), (auction["auctioneer"],) + (
            () if first is None else (first,))
    action = choice.action
    offer = observation["offer"]
    if offer is not None:
        if action.do is Do.JOIN and action.card is not None:
            return (offer["card"], str(action.card)), (seat, offer["seller"])
        return (offer["card"],), (offer["seller"],)
    cards = tuple(str(c) for c in (action.card, action.partner) if c is not None)
    return cards, (seat,)


class Aloud:
    """The master at ``seat`` thinking aloud, in a game dealt from ``seed``: each decision is
    ``advise``'s for its observation, with the seed the review and the coach use for it
    (``decision_seed``), so the game watched is the same every time it is dealt, and the advice
    kept (``advice``, decided from ``observation``) is the move it played. In an open lot the
    limit found at its first turn stands for the lot, as the master's own does: at a later turn
    it bids the least allowed up to that limit, or passes."""

    def __init__(self, seat: int, seed: int, iterations: int = SEARCH_ROLLOUTS) -> None:
        self.seat = seat
        self.seed = seed
        self.iterations = iterations
        self.advice: Advice | None = None  # its last decision worked out, with the figures
        self.observation: dict[str, Any] | None = None  # what that decision was made from
        self.index = -1  # the game's actions before that decision
        self.lot = -1  # the lot (by number) that decision was about

    def think(self, observation: dict[str, Any], index: int
              ) -> Generator[float | Phase | Gather, Any, Action]:
        """The move for ``observation`` (the seat's, with the whole public history), the game
        having had ``index`` actions; yields the search's progress as ``advise`` does."""
        lot = sum(1 for event in observation["history"] if event["event"] == "auction_started")
        advice = self.advice
        if observation["step"] == "open" and advice is not None and advice.step == "open" and \
                self.lot == lot and advice.choice.limit is not None:
            return _within(self.seat, observation["legal"], advice.choice.limit)
        advice = yield from advise(observation, decision_seed(self.seed, index), self.iterations)
        self.advice, self.observation, self.index, self.lot = advice, observation, index, lot
        return advice.choice.action


def _within(seat: int, legal: dict[str, Any], limit: int) -> Action:
    """A turn in an open lot whose limit is known: the least bid allowed, if it is within it."""
    allowed = legal.get("bid") if "bid" in legal["do"] else None
    if allowed is not None and allowed["min"] <= limit:
        return Action(seat, Do.BID, amount=allowed["min"])
    return Action(seat, Do.PASS)


__all__ = ["SHOWN_RANKING", "Advice", "Aloud", "advise", "explained"]
