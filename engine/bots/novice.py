"""The novice: values each painting from the artist's projected rank and bids a fixed share of it
(see ``policy.Novice``)."""

from __future__ import annotations

from typing import Any

from ..actions import Action
from .base import Bot
from .policy import HeuristicValuer, Novice


class NoviceBot(Bot):
    level = "novice"

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        super().__init__(seat, seed, **options)
        self.policy = Novice(HeuristicValuer())

    def act(self, observation: dict[str, Any]) -> Action:
        return self.policy.act(self.situation(observation))
