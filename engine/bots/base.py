"""The one interface of every bot: created with its seat, a seed and options; asked for an action
with its observation (plain data) only."""

from __future__ import annotations

import random
from typing import Any

from ..actions import Action, Do
from ..cards import Card
from ..rng import make_rng


class Bot:
    level = "base"

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        self.seat = seat
        self.rng: random.Random = make_rng(seed)
        self.options = options

    def act(self, observation: dict[str, Any]) -> Action:
        """Choose one of ``observation["legal"]``'s actions."""
        raise NotImplementedError


def action_from_choice(seat: int, do: str, card: str | None = None, partner: str | None = None,
                       amount: int | None = None) -> Action:
    return Action(seat, Do(do), None if card is None else Card.parse(card),
                  None if partner is None else Card.parse(partner), amount)
