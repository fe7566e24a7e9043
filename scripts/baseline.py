"""An earlier version of the engine and its bots, loaded beside this one (for benchmark scripts).

    git worktree add --detach ../baseline f9716b2   # or: git archive f9716b2 | tar -x -C DIR
    python scripts/versus_baseline.py --baseline ../baseline ...

``load(path)`` imports ``path/engine`` under another package name (every import inside the engine
is relative), so the two versions live in one process and can be timed side by side or seated at
one table. ``BaselineBot`` wraps an old bot: it receives this engine's observation dicts (plain
data, the same format) and its action comes back through the game record's JSON form, so it plays
in this engine's games exactly as it decides in its own.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Generator
from pathlib import Path
from types import ModuleType
from typing import Any

from engine.actions import Action

NAME = "baseline_engine"


def load(path: str | Path, name: str = NAME) -> ModuleType:
    """The engine package of the tree at ``path``, imported as ``name`` (once per process)."""
    if name in sys.modules:
        return sys.modules[name]
    root = Path(path).resolve() / "engine"
    if not (root / "__init__.py").exists():
        raise SystemExit(f"error: {path} has no engine/ package (give a worktree of the "
                         "baseline commit)")
    spec = importlib.util.spec_from_file_location(name, root / "__init__.py",
                                                  submodule_search_locations=[str(root)])
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return package


def module(name: str, base: str = NAME) -> ModuleType:
    """A submodule of the loaded baseline, e.g. ``module("bots.master")``."""
    return importlib.import_module(f"{base}.{name}")


class BaselineBot:
    """An old bot seated in this engine's games (the ``Bot`` interface: act and think)."""

    def __init__(self, level: str, seat: int, seed: int, **options: Any) -> None:
        self.inner = module("bots").make_bot(level, seat, seed, **options)
        self.level = f"old {level}"
        self.seat = seat

    def act(self, observation: dict[str, Any]) -> Action:
        return Action.from_json(self.inner.act(observation).to_json())

    def think(self, observation: dict[str, Any]) -> Generator[None, None, Action]:
        return self.act(observation)
        yield  # a generator function  # pragma: no cover

    @property
    def searches(self) -> int:
        return int(getattr(self.inner, "searches", 0))

    @property
    def rollouts(self) -> int:
        return int(getattr(self.inner, "rollouts", 0))
