"""The expert: every seat's money from the public events, rank probabilities from sampled deals of
the unseen cards, and each auction type shaded on its own terms (see ``policy.Expert``).

Options: ``samples`` (deals per valuation, default 48) and ``choice_samples`` (per candidate card
when choosing what to lay out, default 16).
"""

from __future__ import annotations

from typing import Any

from ..actions import Action
from .base import Bot
from .policy import Expert, SampledValuer

TUNING = ("leader_weight", "sale_share", "rival_shade", "value_scale")  # policy.Expert's knobs


class ExpertBot(Bot):
    level = "expert"
    OPTIONS = ("samples", "choice_samples", *TUNING)

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        super().__init__(seat, seed, **options)
        valuer = SampledValuer(self.rng, int(options.get("samples", 48)),
                               int(options.get("choice_samples", 16)))
        tuning = {k: float(options[k]) for k in TUNING if k in options}
        self.policy = Expert(valuer, **tuning)

    def act(self, observation: dict[str, Any]) -> Action:
        return self.policy.act(self.situation(observation))
