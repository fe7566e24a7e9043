"""The game record of docs/game-record.md: one JSON format for saves, replays, exports and
rule tests.

``GameRecord.loads`` is the one reader of record text: the command line, the page's saves and its
imports all go through it. Record text is untrusted, so it is read within the limits of
``engine.limits`` (size, nesting depth, digits of an integer, number of actions), each checked
before or while the text is parsed, identically in CPython and Pyodide: the size first, then a scan
of the nesting before ``json.loads`` runs (so no input can exhaust the stack), then each integer as
the parser meets it. Every refusal is a ``RecordError`` (a ``ValueError``) with a one-line reason.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from .actions import Action
from .errors import IllegalActionError, MalformedError, RecordError, shown
from .game import apply_action, new_game
from .limits import MAX_ACTIONS, MAX_DEPTH, MAX_INT_DIGITS, MAX_RECORD_SIZE, SEED_BOUND
from .state import Config, Setup, State

FORMAT = "modern-art/1"


@dataclass(slots=True)
class GameRecord:
    players: int
    seed: int | None = None
    variant: str = "classic"
    setup: Setup | None = None
    actions: list[Action] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # keys we keep but do not read

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = dict(self.extra)
        out.update({"format": FORMAT, "variant": self.variant, "players": self.players})
        if self.seed is not None:
            out["seed"] = self.seed
        if self.setup is not None:
            out["setup"] = self.setup.to_json()
        out["actions"] = [a.to_json() for a in self.actions]
        return out

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @staticmethod
    def from_json(data: object) -> GameRecord:
        """Read a record from JSON data; raise ``RecordError`` naming what is malformed (and which
        action)."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"unknown format {shown(data.get('format'))} "
                              f"(expected {FORMAT!r})")
        players = data.get("players")
        if players is None:
            raise RecordError("a record needs 'players'")
        try:
            config = Config(players, data.get("variant", "classic"))
        except MalformedError as error:
            raise RecordError(str(error)) from None
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RecordError(f"'seed' must be a whole number, not {shown(seed)}")
        if seed is not None and not -SEED_BOUND < seed < SEED_BOUND:
            raise RecordError(f"'seed' has more than {MAX_INT_DIGITS} digits")
        setup = None
        if "setup" in data:
            try:
                setup = Setup.from_json(data["setup"], config.players)
            except MalformedError as error:
                raise RecordError(str(error)) from None
        elif seed is None:
            raise RecordError("a record needs a 'seed' or a 'setup'")
        raw_actions = data.get("actions", [])
        if not isinstance(raw_actions, list):
            raise RecordError("'actions' must be a list")
        if len(raw_actions) > MAX_ACTIONS:
            raise RecordError(f"the record has {len(raw_actions):,} actions; "
                              f"the limit is {MAX_ACTIONS:,}")
        actions = []
        for index, raw in enumerate(raw_actions):
            try:
                action = Action.from_json(raw)
            except MalformedError as error:
                raise RecordError(str(error), index) from None
            if action.seat >= config.players:
                raise RecordError(f"there is no seat {action.seat} "
                                  f"(seats are 0 to {config.players - 1})", index)
            actions.append(action)
        extra = {k: v for k, v in data.items() if k not in _KNOWN}
        _check_kept(extra)
        return GameRecord(config.players, seed, config.variant, setup, actions, extra)

    @staticmethod
    def loads(text: str | bytes) -> GameRecord:
        """Read record text (``bytes`` are UTF-8, with or without a byte-order mark) within the
        limits of ``engine.limits``; raise ``RecordError`` with a one-line reason otherwise."""
        if isinstance(text, bytes | bytearray):
            if len(text) > MAX_RECORD_SIZE:
                raise RecordError(f"the record is {len(text):,} bytes long; "
                                  f"the limit is {MAX_RECORD_SIZE:,}")
            try:
                text = bytes(text).decode("utf-8-sig")
            except UnicodeDecodeError:
                raise RecordError("the record is not UTF-8 text") from None
        if not isinstance(text, str):
            raise RecordError(f"a record is text, not {type(text).__name__}")
        if len(text) > MAX_RECORD_SIZE:
            raise RecordError(f"the record is {len(text):,} characters long; "
                              f"the limit is {MAX_RECORD_SIZE:,}")
        if nesting(text) > MAX_DEPTH:
            raise RecordError(f"the record is nested more than {MAX_DEPTH} deep")
        try:
            data = json.loads(text, parse_int=_int, parse_float=_float,
                              parse_constant=_constant)
        except json.JSONDecodeError as error:
            raise RecordError(f"not valid JSON: {error.msg} at line {error.lineno}, "
                              f"column {error.colno}") from None
        return GameRecord.from_json(data)

    @staticmethod
    def of(state: State) -> GameRecord:
        """The record of a game so far."""
        return GameRecord(state.players, state.seed, state.variant,
                          state.setup if state.explicit_setup else None, list(state.actions))

    def start(self) -> State:
        """The game's state before its first action."""
        try:
            return new_game(self.players, self.seed, self.variant, self.setup)
        except MalformedError as error:
            raise RecordError(str(error)) from None


_KNOWN = frozenset({"format", "variant", "players", "seed", "setup", "actions"})
# JSON strings, so that the brackets inside them are not counted (an unterminated one runs to the
# end of the text), and everything but brackets.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def nesting(text: str) -> int:
    """How deep the JSON text's lists and objects nest (0 for a bare value), found without parsing
    it, in time linear in its length."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _int(digits: str) -> int:
    if len(digits) - digits.startswith("-") > MAX_INT_DIGITS:
        raise RecordError(f"a number has more than {MAX_INT_DIGITS} digits")
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(f"the number {shown(text)} is too large")
    return value


def _constant(name: str) -> Any:
    raise RecordError(f"not valid JSON: {name} is not a number JSON allows")


def _check_kept(extra: dict[str, Any]) -> None:
    """The keys kept unread must be plain JSON within the depth limit, writable back as UTF-8 (no
    unpaired surrogate), so that a record read is a record that can be saved again."""
    stack: list[tuple[object, int]] = [(value, 2) for value in extra.values()]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > MAX_DEPTH:
                raise RecordError(f"the record is nested more than {MAX_DEPTH} deep")
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, depth + 1) for item in items)
    try:
        json.dumps(extra, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError("the record holds text that is not valid Unicode") from None
    except (TypeError, ValueError) as error:
        raise RecordError(f"the record holds a value JSON cannot write: {error}") from None


def replay(record: GameRecord, upto: int | None = None) -> State:
    """Apply the first ``upto`` actions (all by default); an illegal one raises ``RecordError``
    naming its index and the reason."""
    state = record.start()
    actions = record.actions if upto is None else record.actions[:upto]
    for index, action in enumerate(actions):
        try:
            apply_action(state, action)
        except IllegalActionError as error:
            raise RecordError(str(error), index) from None
    return state
