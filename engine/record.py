"""The game record of GAME_RECORD.md: one JSON format for saves, replays, exports and rule tests."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .errors import IllegalActionError, MalformedError, RecordError
from .game import apply_action, new_game
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
        """Read a record; raise ``RecordError`` naming what is malformed (and which action)."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"unknown format {data.get('format')!r} (expected {FORMAT!r})")
        players = data.get("players")
        try:
            config = Config(players if players is not None else _missing("players"),
                            data.get("variant", "classic"))
        except MalformedError as error:
            raise RecordError(str(error)) from None
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RecordError(f"'seed' must be a whole number, not {seed!r}")
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
        known = {"format", "variant", "players", "seed", "setup", "actions"}
        extra = {k: v for k, v in data.items() if k not in known}
        return GameRecord(config.players, seed, config.variant, setup, actions, extra)

    @staticmethod
    def loads(text: str) -> GameRecord:
        try:
            data = json.loads(text)
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
        return new_game(self.players, self.seed, self.variant, self.setup)


def _missing(key: str) -> Any:
    raise RecordError(f"a record needs {key!r}")


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
