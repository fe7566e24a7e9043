"""One game as the app holds it: the record (set-up and actions) and the engine's state.

The record is the single source of truth (shared/GAME_RECORD.md); the state is derived from
it by the engine, and the page is drawn from `view()`, the human seat's observation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import engine

RECORD_FORMAT = "modern-art/1"
PLAYER_COUNTS = (3, 4, 5)
DEFAULT_PLAYERS = 4
HUMAN_SEAT = 0


def fresh_seed() -> int:
    """A seed for a new game, from the system's randomness (never the global generator)."""
    return random.SystemRandom().randrange(1, 1_000_000)


@dataclass
class Game:
    players: int = DEFAULT_PLAYERS
    seed: int = field(default_factory=fresh_seed)
    variant: str = "classic"
    human_seat: int = HUMAN_SEAT
    actions: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.players not in PLAYER_COUNTS:
            raise ValueError(f"a game has 3 to 5 players, not {self.players}")
        self.state = engine.new_game(players=self.players, seed=self.seed, variant=self.variant)

    def view(self) -> dict[str, Any]:
        """What the human seat may see: the only thing the page is drawn from."""
        return engine.observe(self.state, self.human_seat)

    def record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "actions": list(self.actions),
        }
