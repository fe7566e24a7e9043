"""The floor: a seeded random legal player (for tests, benchmarks and as the weakest level)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..actions import Action, Do
from ..cards import Card
from ..legal import Legal
from ..rng import below, choice
from ..state import Step
from .base import Bot

BID_CHANCE = 0.3  # in an auction, how often a random player bids rather than passes
JOIN_CHANCE = 0.5
BUY_CHANCE = 0.5
PARTNER_CHANCE = 0.5
BID_SPREAD = 20  # a random bid is at most this much above the lowest legal bid


def random_action(rng: random.Random, seat: int, cards: Sequence[Card],
                  partners: dict[Card, Sequence[Card]], bid: tuple[int, int] | None,
                  price: tuple[int, int] | None, can_buy: bool, can_pass: bool,
                  playing: bool) -> Action:
    """One random legal action from a seat's choices (as ``Legal`` describes them)."""
    if playing:
        card = choice(rng, list(cards))
        options = partners.get(card, ())
        partner = choice(rng, list(options)) if options and rng.random() < PARTNER_CHANCE else None
        return Action(seat, Do.PLAY, card=card, partner=partner)
    if cards and rng.random() < JOIN_CHANCE:
        return Action(seat, Do.JOIN, card=choice(rng, list(cards)))
    if price is not None:
        low, high = price
        return Action(seat, Do.PRICE, amount=low + below(rng, high - low + 1))
    if can_buy and rng.random() < BUY_CHANCE:
        return Action(seat, Do.BUY)
    if bid is not None and (not can_pass or rng.random() < BID_CHANCE):
        low, high = bid
        top = min(high, low + BID_SPREAD)
        return Action(seat, Do.BID, amount=low + below(rng, top - low + 1))
    return Action(seat, Do.PASS)


def random_legal(rng: random.Random, legal: Legal) -> Action:
    """A random action straight from ``legal_actions`` (for benchmarks and engine tests)."""
    return random_action(rng, legal.seat, legal.cards, legal.partners, legal.bid,
                         legal.price, legal.buy, legal.can_pass, legal.step is Step.PLAY)


class RandomBot(Bot):
    level = "random"

    def act(self, observation: dict[str, Any]) -> Action:
        legal = observation["legal"]
        can = legal["do"]
        cards = [Card.parse(c) for c in legal.get("cards", [])]
        partners = {Card.parse(d): [Card.parse(p) for p in ps]
                    for d, ps in legal.get("partners", {}).items()}

        def bounds(key: str) -> tuple[int, int] | None:
            return (legal[key]["min"], legal[key]["max"]) if key in can else None

        return random_action(self.rng, self.seat, cards, partners, bounds("bid"),
                             bounds("price"), "buy" in can, "pass" in can, "play" in can)
