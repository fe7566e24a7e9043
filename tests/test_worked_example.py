"""docs/rules.md's worked example through ``python -m engine replay``: a painting whose artist
earned 20 in round 1 and 30 in round 2, dropped out of the top three in round 3 and came back
third in round 4 is worth 20 + 30 + 10 = 60 in round 4."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Seat 0 holds every card; seats 1 and 2 hold none, so seat 0 sells every time and, since
# nobody else can pay, every sale goes to her free. "!" marks the fifth card that ends a round.
ROUNDS = [
    ["lite_metal/open", "lite_metal/open", "yoko/open", "krypto/open", "krypto/open",
     "krypto/open", "krypto/open", "!krypto/fixed_price"],
    ["lite_metal/once_around", "lite_metal/once_around", "lite_metal/once_around",
     "lite_metal/open", "!lite_metal/fixed_price"],
    ["yoko/open", "yoko/open", "christin_p/open", "krypto/once_around", "krypto/once_around",
     "krypto/once_around", "krypto/sealed", "!krypto/fixed_price"],
    ["yoko/once_around", "yoko/once_around", "lite_metal/sealed", "krypto/sealed",
     "krypto/sealed", "krypto/double", "krypto/double", "!krypto/fixed_price"],
]


def record() -> dict:
    hand = [card.lstrip("!") for cards in ROUNDS for card in cards]
    actions: list[dict] = []
    for cards in ROUNDS:
        for card in cards:
            name = card.lstrip("!")
            actions.append({"seat": 0, "do": "play", "card": name})
            if card.startswith("!"):
                continue
            kind = name.split("/")[1]
            if kind == "sealed":
                actions += [{"seat": s, "do": "bid", "amount": 0} for s in (0, 1, 2)]
            elif kind == "double":  # offered alone; nobody joins, the seller takes it free
                actions += [{"seat": s, "do": "pass"} for s in (1, 2)]
            else:
                seats = (1, 2, 0) if kind == "once_around" else (0, 1, 2)
                actions += [{"seat": s, "do": "pass"} for s in seats]
    return {"format": "modern-art/1", "variant": "classic", "players": 3, "seed": 0,
            "setup": {"hands": [hand, [], []], "deck": [], "first_seller": 0},
            "actions": actions}


def test_replay_agrees_with_the_worked_example(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(json.dumps(record()), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["over"] and state["step"] == "over"
    assert state["values"]["lite_metal"] == [20, 30, 0, 10]
    assert state["values"]["krypto"] == [30, 0, 30, 30]
    assert state["values"]["yoko"] == [10, 0, 20, 20]
    # Round 1: 4 Krypto x 30 + 2 Lite Metal x 20 + 1 Yoko x 10 = 170. Round 2: 4 Lite Metal x 50
    # = 200. Round 3: 4 Krypto x 60 + 2 Yoko x 30 + 1 Christin P. x 10 = 310. Round 4: 4 Krypto
    # x 90 + 2 Yoko x 50 + the Lite Metal painting at 20 + 30 + 0 + 10 = 60: 520.
    assert state["money"] == [100 + 170 + 200 + 310 + 520, 100, 100]
    assert state["winners"] == [0]


def test_the_round_4_income_names_60_for_the_lite_metal_painting():
    from engine import GameRecord, replay

    state = replay(GameRecord.from_json(record()))
    ended = [e for e in state.events if e.kind == "round_ended"]
    assert [e.painting_values["lite_metal"] for e in ended] == [20, 50, 0, 60]
