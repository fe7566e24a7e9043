"""docs/game-record.md: the record to and from JSON, replay to any point, errors with the index."""

from __future__ import annotations

import json

import pytest

from engine import (
    Action,
    Do,
    GameRecord,
    IllegalActionError,
    MalformedError,
    RecordError,
    apply_action,
    full_view,
    new_game,
    replay,
)
from engine.limits import MAX_ACTIONS, MAX_DEPTH, MAX_INT_DIGITS, MAX_RECORD_SIZE
from engine.match import play_game
from engine.record import nesting

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


# ---- the limits on record text (engine.limits): each refusal one line, a RecordError ----------
def record_text(**extra) -> str:
    return json.dumps(dict(EXAMPLE, **extra))


def nested(depth: int) -> str:
    """A JSON list nested ``depth`` deep."""
    return "[" * depth + "]" * depth


def refused(text: str | bytes, reason: str) -> RecordError:
    with pytest.raises(RecordError, match=reason) as caught:
        GameRecord.loads(text)
    message = str(caught.value)
    assert isinstance(caught.value, ValueError) and "\n" not in message and len(message) < 120
    return caught.value


def test_the_limits_leave_room_for_the_example_record():
    assert nesting(json.dumps(EXAMPLE)) == 4 <= MAX_DEPTH
    record = GameRecord.loads(record_text(kept=json.loads(nested(MAX_DEPTH - 1))))
    assert record.extra["kept"] == json.loads(nested(MAX_DEPTH - 1))


@pytest.mark.parametrize("depth", [MAX_DEPTH, 1_000, 6_000, 100_000])
def test_nesting_deeper_than_the_limit_is_refused_before_parsing(depth):
    text = record_text()[:-1] + f', "kept": {nested(depth)}}}'
    refused(text, f"^the record is nested more than {MAX_DEPTH} deep$")


def test_an_unclosed_deep_nest_is_refused_too():
    refused("[" * 50_000, "nested more than")


def test_the_nesting_scan_skips_brackets_inside_strings():
    assert nesting('{"a": "[[[[{{{", "b": ["\\"]]]"]}') == 2
    assert nesting('"[[[') == 0 and nesting("7") == 0
    assert GameRecord.loads(record_text(note="[" * 100)).extra["note"] == "[" * 100


@pytest.mark.parametrize("digits", [MAX_INT_DIGITS + 1, 4_300, 4_301, 100_000])
def test_an_integer_with_too_many_digits_is_refused(digits):
    refused(record_text()[:-1] + f', "kept": {"9" * digits}}}',
            f"^a number has more than {MAX_INT_DIGITS} digits$")
    refused(json.dumps(EXAMPLE).replace('"seed": 12345', f'"seed": -{"1" * digits}'),
            "more than")


def test_an_integer_within_the_limit_is_kept():
    big = int("9" * MAX_INT_DIGITS)
    assert GameRecord.loads(record_text(kept=big)).extra["kept"] == big
    assert GameRecord.loads(record_text(seed=-big)).seed == -big


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "-2E999"])
def test_numbers_json_cannot_write_back_are_refused(number):
    refused(record_text()[:-1] + f', "kept": {number}}}', "JSON|too large")


def test_a_text_longer_than_the_limit_is_refused_by_its_size_alone():
    text = record_text()[:-1] + ', "pad": "' + "x" * MAX_RECORD_SIZE + '"}'
    refused(text, f"^the record is {len(text):,} characters long; the limit is "
                  f"{MAX_RECORD_SIZE:,}$")
    refused(text.encode(), "bytes long")


def test_more_actions_than_the_limit_are_refused():
    data = json.loads(record_text())
    data["actions"] = [{"seat": 0, "do": "pass"}] * (MAX_ACTIONS + 1)
    refused(json.dumps(data, separators=(",", ":")),
            f"^the record has {MAX_ACTIONS + 1:,} actions; the limit is {MAX_ACTIONS:,}$")


def test_bytes_are_read_as_utf_8_with_or_without_a_byte_order_mark():
    text = record_text(name="现代艺术")
    assert GameRecord.loads(text.encode()).extra["name"] == "现代艺术"
    assert GameRecord.loads(b"\xef\xbb\xbf" + text.encode()).extra["name"] == "现代艺术"
    refused(text.encode("utf-16"), "^the record is not UTF-8 text$")


def test_kept_text_that_cannot_be_saved_again_is_refused():
    refused(record_text()[:-1] + ', "kept": "\\ud800"}', "not valid Unicode")


def test_from_json_checks_the_kept_keys_too():
    deep: list = []
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(RecordError, match="nested more than"):
        GameRecord.from_json(dict(EXAMPLE, kept=deep))
    with pytest.raises(RecordError, match="JSON cannot write"):
        GameRecord.from_json(dict(EXAMPLE, kept={1, 2}))


def test_a_seed_too_long_to_record_is_refused_by_new_game_and_the_record():
    with pytest.raises(MalformedError, match=f"more than {MAX_INT_DIGITS} digits"):
        new_game(4, 10**MAX_INT_DIGITS)
    with pytest.raises(RecordError, match="more than"):
        GameRecord.from_json(dict(EXAMPLE, seed=-(10**MAX_INT_DIGITS)))
    assert new_game(4, 10**MAX_INT_DIGITS - 1).seed == 10**MAX_INT_DIGITS - 1


def test_the_engine_applies_no_more_actions_than_a_record_may_hold():
    state = new_game(4, 1)
    state.actions = [Action(0, Do.PASS)] * MAX_ACTIONS  # as if the game had run that long
    before = state.copy()
    action = Action(state.seller, Do.PLAY, card=state.hands[state.seller][0])
    with pytest.raises(IllegalActionError, match="50,000 actions a record may hold"):
        apply_action(state, action)
    assert state == before
