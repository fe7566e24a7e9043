"""``python -m engine``: output and exit codes as GAME_RECORD.md says; bad input → exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_record import EXAMPLE

ROOT = Path(__file__).resolve().parent.parent


def engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "record.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_prints_the_state_as_one_json_object(tmp_path):
    result = engine("replay", write(tmp_path, EXAMPLE))
    assert result.returncode == 0 and result.stderr == ""
    state = json.loads(result.stdout)
    for key in ("round", "over", "step", "to_act", "money", "hands", "deck", "owned", "laid_out",
                "values", "winners"):
        assert key in state
    assert state["step"] == "open" and state["hands"][0] == ["krypto/double"]


def test_replay_upto_applies_only_the_first_actions(tmp_path):
    state = json.loads(engine("replay", write(tmp_path, EXAMPLE), "--upto", "0").stdout)
    assert state["step"] == "play" and state["hands"][0] == ["yoko/open", "krypto/double"]


def test_replay_seat_shows_only_what_that_seat_may_see(tmp_path):
    data = json.loads(json.dumps(EXAMPLE))
    data["actions"] = [{"seat": 0, "do": "play", "card": "krypto/double"},
                       {"seat": 1, "do": "pass"}, {"seat": 2, "do": "pass"},
                       {"seat": 3, "do": "pass"},
                       {"seat": 1, "do": "play", "card": "lite_metal/sealed"}]
    state = json.loads(engine("replay", write(tmp_path, data), "--seat", "3").stdout)
    assert state["hands"] == [None, None, None, ["karl_gitter/fixed_price"]]
    assert state["hand_sizes"] == [1, 0, 0, 1]
    assert state["money"] == [None, None, None, 100]
    assert state["owned"][0] == ["krypto/double"]
    assert state["step"] == "sealed" and state["to_act"] == [0, 1, 2, 3]
    assert state["legal"]["do"] == ["bid"] and state["legal"]["bid"] == {"min": 0, "max": 100}
    assert "yoko/open" not in json.dumps(state), "seat 0's hand is secret"


def test_replay_seat_hides_an_unrevealed_sealed_bid(tmp_path):
    data = json.loads(json.dumps(EXAMPLE))
    data["setup"]["hands"][0] = ["yoko/sealed", "krypto/double"]
    data["actions"] = [{"seat": 0, "do": "play", "card": "yoko/sealed"},
                       {"seat": 2, "do": "bid", "amount": 37}]
    seat_1 = engine("replay", write(tmp_path, data), "--seat", "1").stdout
    seat_2 = json.loads(engine("replay", write(tmp_path, data), "--seat", "2").stdout)
    assert "37" not in seat_1
    assert seat_2["my_sealed_bid"] == 37


BAD = {
    "malformed JSON": ('{"players": 4,', "not valid JSON"),
    "unknown card": ({"seat": 0, "do": "play", "card": "yoko/auction"}, "unknown card"),
    "unknown artist": ({"seat": 0, "do": "play", "card": "picasso/open"}, "unknown card"),
    "amount as a string": ({"seat": 2, "do": "bid", "amount": "10"}, "whole number"),
    "amount 10.5": ({"seat": 2, "do": "bid", "amount": 10.5}, "whole number"),
    "amount -1": ({"seat": 2, "do": "bid", "amount": -1}, "cannot be negative"),
    "amount true": ({"seat": 2, "do": "bid", "amount": True}, "whole number"),
    "missing amount": ({"seat": 2, "do": "bid"}, "needs 'amount'"),
    "missing seat": ({"do": "pass"}, "needs 'seat'"),
    "missing do": ({"seat": 1}, "needs 'do'"),
    "unknown do": ({"seat": 1, "do": "steal"}, "unknown action"),
    "seat out of range": ({"seat": 7, "do": "pass"}, "there is no seat 7"),
    "illegal action": ({"seat": 3, "do": "bid", "amount": 5}, "bid must be higher than 12"),
    "too many copies": ("COPIES", "appears 5 times"),
    "not an object": ("[1, 2]", "must be a JSON object"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_gives_one_clear_message_and_exit_status_2(tmp_path, case):
    bad, reason = BAD[case]
    if bad == "COPIES":
        data = json.loads(json.dumps(EXAMPLE))
        data["setup"]["deck"] = ["krypto/open"] * 5
        path = write(tmp_path, data)
    elif isinstance(bad, str):
        path = write(tmp_path, bad)
    else:
        data = json.loads(json.dumps(EXAMPLE))
        data["actions"].append(bad)
        path = write(tmp_path, data)
    result = engine("replay", path)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0], result.stderr
    if not isinstance(bad, str):
        assert lines[0].startswith("error: action 3: "), "the message names the action's index"


@pytest.mark.parametrize("args", [
    ("replay", "/nonexistent/record.json"),
    ("replay", "RECORD", "--seat", "9"),
    ("replay", "RECORD", "--upto", "99"),
    ("replay", "RECORD", "--upto", "-1"),
    ("replay", "RECORD", "--seat", "one"),
    ("fly",),
    ("play", "--players", "6"),
])
def test_bad_command_lines_exit_2_with_one_line(tmp_path, args):
    path = write(tmp_path, EXAMPLE)
    result = engine(*[path if a == "RECORD" else a for a in args])
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_play_prints_a_record_that_replays(tmp_path):
    result = engine("play", "--players", "3", "--seed", "11")
    assert result.returncode == 0
    record = json.loads(result.stdout)
    assert record["format"] == "modern-art/1" and record["seed"] == 11 and record["players"] == 3
    replayed = json.loads(engine("replay", write(tmp_path, record)).stdout)
    assert replayed["over"] and replayed["winners"]


def test_play_games_prints_a_summary_with_games_per_second():
    result = engine("play", "--players", "4", "--games", "5", "--seed", "3")
    assert result.returncode == 0
    assert "5 games in" in result.stdout and "games/s" in result.stdout
