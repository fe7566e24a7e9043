"""Hostile record files, made by a seeded generator: the same cases on every run.

Used by ``tests/test_fuzz_records.py`` (every case must end in a one-line refusal or a valid game)
and by ``scripts/bench_fuzz.py`` (which times them and prints the slowest). Each case is
``(name, data)``: the bytes of a file someone might import, save or pass to ``python -m engine
replay``: valid records, records with their structure or text mutated, huge integers, deep
nesting, oversized files and plain junk.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from engine import GameRecord
from engine.limits import MAX_RECORD_SIZE
from engine.match import play_game

# How many cases of each kind (about 5,200 in all).
COUNTS = {"valid": 60, "structure": 2000, "text": 1500, "integer": 600, "nesting": 600,
          "oversized": 12, "junk": 430}

ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1.5, -0.0, 1e308, "", "x", "4", "yoko/open",
                         "lite_metal/double", [], [1, 2], {}, {"a": 1}, 2**63, -(2**31),
                         "\u73b0\u4ee3\u827a\u672f", "\\", "\n", "\x00", "\ud800"]
KEYS = ["format", "variant", "players", "seed", "setup", "actions", "hands", "deck",
        "first_seller", "seat", "do", "card", "with", "amount", "app", "extra"]
CHARS = '[]{}",:0123456789-.eE \\/nultrf\x00\u00e9\u73b0'


def pool() -> list[dict[str, Any]]:
    """Valid records to start from: played games (3 to 5 players, both variants, some with an
    explicit set-up and kept keys) and some cut short."""
    records: list[dict[str, Any]] = []
    for i in range(12):
        players, variant = 3 + i % 3, ("classic", "online")[i % 2]
        state = play_game(["random"] * players, 100 + i, variant)
        data = GameRecord.of(state).to_json()
        if i % 3 == 0:  # the same game from an explicit deal
            data["setup"] = state.setup.to_json()
        if i % 4 == 1:
            data["app"] = {"human": 0, "levels": ["human"] + ["novice"] * (players - 1)}
        if i % 2 == 1:
            data["actions"] = data["actions"][: len(data["actions"]) // (2 + i % 5)]
        records.append(data)
    return records


def cases(seed: int = 2026) -> Iterator[tuple[str, bytes]]:
    """Every case, in a fixed order."""
    rng = random.Random(seed)
    records = pool()
    texts = [json.dumps(r) for r in records]
    makers = {"valid": _valid, "structure": _structure, "text": _text, "integer": _integer,
              "nesting": _nesting, "oversized": _oversized, "junk": _junk}
    for kind, count in COUNTS.items():
        for i in range(count):
            yield f"{kind} {i}", makers[kind](rng, records, texts)


def _valid(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    data = rng.choice(records)
    return json.dumps(data, indent=rng.choice([None, 1, 2]), ensure_ascii=rng.random() < 0.5
                      ).encode()


def _structure(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    data = json.loads(json.dumps(rng.choice(records)))
    for _ in range(rng.randint(1, 3)):
        _mutate(rng, data)
    return json.dumps(data).encode("utf-8", "surrogatepass")


def _mutate(rng: random.Random, data: dict[str, Any]) -> None:
    actions = data.get("actions")
    roll = rng.random()
    if roll < 0.45 and isinstance(actions, list) and actions:  # one action
        i = rng.randrange(len(actions))
        action = actions[i]
        choice = rng.random()
        if choice < 0.15:
            actions.insert(rng.randrange(len(actions) + 1), action)
        elif choice < 0.25:
            del actions[i]
        elif choice < 0.35 and len(actions) > 1:
            j = rng.randrange(len(actions))
            actions[i], actions[j] = actions[j], actions[i]
        elif isinstance(action, dict):
            key = rng.choice(["seat", "do", "card", "with", "amount", "extra"])
            if rng.random() < 0.2:
                action.pop(key, None)
            else:
                action[key] = _value(rng, key)
        else:
            actions[i] = rng.choice(ODD_VALUES)
    elif roll < 0.75:  # a top-level key
        key = rng.choice(KEYS)
        if rng.random() < 0.25:
            data.pop(key, None)
        else:
            data[key] = _value(rng, key)
    elif "setup" in data and isinstance(data["setup"], dict):  # the explicit deal
        setup = data["setup"]
        key = rng.choice(["hands", "deck", "first_seller"])
        if key == "hands" and isinstance(setup.get("hands"), list) and setup["hands"]:
            hand = rng.choice(setup["hands"])
            if isinstance(hand, list):
                hand.append(_value(rng, "card"))
        else:
            setup[key] = _value(rng, key)
    else:
        data[rng.choice(KEYS)] = rng.choice(ODD_VALUES)


def _value(rng: random.Random, key: str) -> Any:
    """A plausible or absurd value for ``key``."""
    if rng.random() < 0.4:
        return rng.choice(ODD_VALUES)
    if key in ("seat", "amount", "players", "first_seller", "seed"):
        return rng.choice([rng.randint(-3, 8), rng.randint(0, 400), 10**rng.randint(2, 99),
                           rng.random() * 100])
    if key in ("card", "with"):
        artist = rng.choice(["lite_metal", "yoko", "christin_p", "karl_gitter", "krypto", "x"])
        auction = rng.choice(["open", "once_around", "sealed", "fixed_price", "double", "y"])
        return f"{artist}/{auction}"
    if key == "do":
        return rng.choice(["play", "join", "bid", "price", "buy", "pass", "steal", "PASS"])
    if key == "variant":
        return rng.choice(["classic", "online", "house"])
    if key == "format":
        return rng.choice(["modern-art/1", "modern-art/2", None])
    if key in ("hands", "deck", "actions"):
        return [rng.choice(ODD_VALUES) for _ in range(rng.randint(0, 4))]
    return rng.choice(ODD_VALUES)


def _text(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    text = rng.choice(texts)
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.25:
            text = text[:at]  # truncated
        elif roll < 0.5:
            text = text[:at] + "".join(rng.choice(CHARS) for _ in range(rng.randint(1, 6))) + \
                text[at:]
        elif roll < 0.7:
            text = text[:at] + text[at + rng.randint(1, 40):]
        else:
            end = min(len(text), at + rng.randint(1, 80))
            text = text[:end] + text[at:end] * rng.randint(1, 3) + text[end:]
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.1 and data:  # a byte that is not UTF-8
        at = rng.randrange(len(data))
        data = data[:at] + bytes([rng.choice([0x80, 0xC3, 0xFF, 0xFE])]) + data[at + 1:]
    return data


def _integer(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    digits = rng.choice([101, 500, 4300, 4301, 5000, 20_000, rng.randint(90, 110)])
    number = ("-" if rng.random() < 0.3 else "") + str(rng.randint(1, 9)) + "7" * (digits - 1)
    text = rng.choice(texts)
    spots = ['"seed": ', '"amount": ', '"seat": ', '"players": ', '"first_seller": ']
    spot = rng.choice(spots)
    if spot in text:
        at = text.index(spot) + len(spot)
        end = at
        while end < len(text) and text[end] in "-0123456789":
            end += 1
        return (text[:at] + number + text[max(end, at):]).encode()
    return (text[:-1] + f', "big": [{number}]}}').encode()


def _nesting(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    depth = rng.choice([30, 31, 32, 33, 999, 1000, 5500, 6000, 100_000, rng.randint(1, 3000)])
    opener = rng.choice(["[", '{"a":'])
    closer = "]" if opener == "[" else "}"
    nest = opener * depth + "1" + closer * (depth if rng.random() < 0.8 else depth // 2)
    text = rng.choice(texts)
    where = rng.random()
    if where < 0.5:
        return (text[:-1] + f', "deep": {nest}}}').encode()
    if where < 0.8 and '"actions": [' in text:
        at = text.index('"actions": [') + len('"actions": [')
        return (text[:at] + nest + (", " if text[at] != "]" else "") + text[at:]).encode()
    return nest.encode()


def _oversized(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    text = rng.choice(texts)
    size = MAX_RECORD_SIZE + rng.choice([1, 100, 1_000_000])
    if rng.random() < 0.5:  # a long string kept as an extra key
        return (text[:-1] + ', "pad": "' + "x" * (size - len(text)) + '"}').encode()
    action = '{"seat": 0, "do": "pass"}, '
    count = size // len(action) + 1
    return (text[:-1] + ', "actions": [' + action * count + '{"seat": 0, "do": "pass"}]}').encode()


def _junk(rng: random.Random, records: list[dict[str, Any]], texts: list[str]) -> bytes:
    if rng.random() < 0.5:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    return "".join(rng.choice(CHARS) for _ in range(rng.randint(0, 200))).encode()
