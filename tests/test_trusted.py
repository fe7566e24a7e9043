"""apply_trusted (the unchecked apply for the bots' rollouts) does exactly what apply_action does
to a legal action: the same state, the same events, the same record."""

from __future__ import annotations

import random

import pytest

from engine import apply_action, legal_actions, new_game, to_act
from engine.game import apply_trusted
from engine.playout import random_action


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("variant", ["classic", "online"])
def test_apply_trusted_matches_apply_action_over_random_games(players, variant):
    for seed in range(20):
        checked = new_game(players, seed, variant)
        trusted = new_game(players, seed, variant)
        rng = random.Random(seed)
        while not checked.over:
            seats = to_act(checked)
            seat = seats[int(rng.random() * len(seats))]
            action = random_action(rng, legal_actions(checked, seat))
            assert apply_trusted(trusted, action) == apply_action(checked, action)
            if len(checked.actions) % 16 == 0:
                assert trusted == checked
        assert trusted == checked and trusted.over
