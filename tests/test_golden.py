"""Golden playthroughs: seeded games written out event by event and compared with the files in
tests/golden/. Any change in the engine's behaviour shows up here, in review, as a text diff.

Regenerate after an intended change:  python tests/test_golden.py --update
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import new_game
from engine.rng import make_rng
from tests.support.play import plays

GOLDEN = Path(__file__).resolve().parent / "golden"
GAMES = [(4, 7, "classic"), (5, 3, "online")]


def playthrough(players: int, seed: int, variant: str) -> str:
    state = new_game(players, seed, variant)
    lines = [f"# Modern Art: {players} players, {variant}, seed {seed}, random legal players",
             f"first seller: seat {state.setup.first_seller}"]
    lines += [f"hand {s}: {' '.join(str(c) for c in hand)}" for s, hand in enumerate(state.hands)]
    lines.append(f"deck: {' '.join(str(c) for c in state.deck)}")
    lines += [f"  {json.dumps(e.to_json())}" for e in state.events]
    for index, played in enumerate(plays(state, make_rng(seed), always_draw_seat=True)):
        lines.append(f"{index}: {json.dumps(played.action.to_json())}")
        lines += [f"  {json.dumps(e.to_json())}" for e in played.events]
    lines.append(f"final money: {state.money}; winners: {state.winners}")
    return "\n".join(lines) + "\n"


def path_for(players: int, seed: int, variant: str) -> Path:
    return GOLDEN / f"{players}p_{variant}_seed{seed}.txt"


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_golden_playthrough(players, seed, variant):
    expected = path_for(players, seed, variant).read_text(encoding="utf-8")
    assert playthrough(players, seed, variant) == expected


if __name__ == "__main__" and sys.argv[1:] == ["--update"]:
    for game in GAMES:
        path_for(*game).write_text(playthrough(*game), encoding="utf-8")
        print("wrote", path_for(*game))
