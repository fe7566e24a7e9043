"""GAME_RECORD.md: the record to and from JSON, replay to any point, errors with the index."""

from __future__ import annotations

import json

import pytest

from engine import GameRecord, RecordError, full_view, replay
from engine.match import play_game

EXAMPLE = {
    "format": "modern-art/1",
    "variant": "classic",
    "players": 4,
    "seed": 12345,
    "setup": {
        "hands": [["yoko/open", "krypto/double"], ["lite_metal/sealed"], [],
                  ["karl_gitter/fixed_price"]],
        "deck": ["christin_p/once_around", "krypto/open"],
        "first_seller": 0,
    },
    "actions": [
        {"seat": 0, "do": "play", "card": "yoko/open"},
        {"seat": 2, "do": "bid", "amount": 12},
        {"seat": 1, "do": "pass"},
    ],
}


def test_the_example_record_of_game_record_md_replays():
    state = replay(GameRecord.from_json(EXAMPLE))
    view = full_view(state)
    assert view["step"] == "open" and view["round"] == 1 and not view["over"]
    assert view["to_act"] == [0, 3], "seat 2 leads, seat 1 passed: seats 0 and 3 may still act"
    assert view["hands"] == [["krypto/double"], ["lite_metal/sealed"], [],
                             ["karl_gitter/fixed_price"]]
    assert view["deck"] == 2 and view["money"] == [100] * 4
    assert view["laid_out"] == {"lite_metal": 0, "yoko": 1, "christin_p": 0, "karl_gitter": 0,
                                "krypto": 0}
    assert view["values"]["krypto"] == [0, 0, 0, 0] and view["winners"] == []


def test_a_record_survives_a_json_round_trip_exactly():
    record = GameRecord.from_json(EXAMPLE)
    assert json.loads(record.dumps()) == EXAMPLE
    assert GameRecord.loads(record.dumps()).to_json() == EXAMPLE


def test_extra_keys_are_kept():
    data = dict(EXAMPLE, saved_at="2026-11-29", names=["Ann", "Bot"])
    assert GameRecord.from_json(data).to_json() == data


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_played_game_replays_to_the_same_state_at_every_point(players):
    state = play_game(["random"] * players, seed=players)
    record = GameRecord.of(state)
    assert "setup" not in record.to_json(), "a seeded game is recorded by its seed"
    again = replay(GameRecord.loads(record.dumps()))
    assert full_view(again) == full_view(state) and again.winners == state.winners
    half = len(record.actions) // 2
    partial = replay(record, upto=half)
    assert len(partial.actions) == half and not partial.over


def test_an_illegal_action_names_its_index_and_reason():
    data = json.loads(json.dumps(EXAMPLE))
    data["actions"].append({"seat": 3, "do": "bid", "amount": 12})
    with pytest.raises(RecordError, match=r"^action 3: bid must be higher than 12$"):
        replay(GameRecord.from_json(data))


@pytest.mark.parametrize(("change", "reason"), [
    ({"players": 6}, "players must be from 3 to 5"),
    ({"players": "4"}, "players must be a whole number"),
    ({"variant": "house"}, "unknown variant"),
    ({"format": "chess/1"}, "unknown format"),
    ({"seed": "x", "setup": None}, "'seed' must be a whole number"),
])
def test_malformed_records_are_refused_with_a_reason(change, reason):
    data = json.loads(json.dumps(EXAMPLE))
    for key, value in change.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    with pytest.raises(RecordError, match=reason):
        GameRecord.from_json(data)


def test_a_setup_with_too_many_copies_of_a_card_is_refused():
    data = json.loads(json.dumps(EXAMPLE))
    data["setup"]["deck"] = ["krypto/open"] * 5
    with pytest.raises(RecordError, match="krypto/open appears 5 times, but the game has only 4"):
        GameRecord.from_json(data)


def test_a_record_from_an_explicit_setup_keeps_it():
    state = replay(GameRecord.from_json(EXAMPLE))
    assert GameRecord.of(state).to_json() == EXAMPLE
