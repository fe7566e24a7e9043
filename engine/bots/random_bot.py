"""The floor: a seeded random legal player (for tests, benchmarks and as the weakest level).

It plays the engine's one random policy (``engine.playout.random_action``), given the choices its
observation lists: the observation's ``legal`` read back into a ``Legal`` (plain data in; the
game's state is never seen).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action
from ..cards import Card
from ..legal import Legal
from ..playout import random_action
from ..state import Step
from .base import Bot, resolve
from .options import Options


@dataclass(frozen=True, slots=True)
class RandomOptions(Options):
    level: ClassVar[str] = "random"


def legal_from_json(data: dict[str, Any]) -> Legal:
    """The ``Legal`` that ``Legal.to_json`` wrote (an observation's ``legal``)."""
    can = data["do"]

    def bounds(key: str) -> tuple[int, int] | None:
        return (data[key]["min"], data[key]["max"]) if key in can else None

    return Legal(
        seat=data["seat"],
        step=Step(data["step"]),
        cards=tuple(Card.parse(c) for c in data.get("cards", ())),
        partners={Card.parse(d): tuple(Card.parse(p) for p in ps)
                  for d, ps in data.get("partners", {}).items()},
        bid=bounds("bid"),
        price=bounds("price"),
        buy="buy" in can,
        can_pass="pass" in can,
    )


class RandomBot(Bot[RandomOptions]):
    level = "random"
    OPTIONS = RandomOptions.names()

    def __init__(self, seat: int, seed: int, options: RandomOptions | None = None,
                 **given: object) -> None:
        super().__init__(seat, seed, resolve(RandomOptions, options, given))

    def act(self, observation: dict[str, Any]) -> Action:
        if observation["seat"] != self.seat:
            raise ValueError(f"this bot plays seat {self.seat}, not seat {observation['seat']}")
        return random_action(self.rng, legal_from_json(observation["legal"]))
