"""apply_trusted (the unchecked apply for the bots' rollouts) does exactly what apply_action does
to a legal action: the same state, the same events, the same record."""

from __future__ import annotations

import random

import pytest

from engine import new_game
from engine.game import apply_trusted
from tests.support.play import plays


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("variant", ["classic", "online"])
def test_apply_trusted_matches_apply_action_over_random_games(players, variant):
    for seed in range(20):
        checked = new_game(players, seed, variant)
        trusted = new_game(players, seed, variant)
        for played in plays(checked, random.Random(seed)):
            assert apply_trusted(trusted, played.action) == played.events
            if len(checked.actions) % 16 == 0:
                assert trusted == checked
        assert trusted == checked and trusted.over
