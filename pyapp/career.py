"""Statistics and career across games, kept in the browser's storage as plain JSON.

Games played and won per player count and opponent level, the best final money, and the online
edition's ranking points accumulated across games. Pure Python: the page loads and saves the JSON.
"""

from __future__ import annotations

import json
from typing import Any

from .session import Session, place_points

CAREER_KEY = "modern-art/career"


def empty() -> dict[str, Any]:
    return {"version": 1, "tables": {}, "best_money": None, "ranking_points": 0, "games": 0,
            "wins": 0}


def load(text: str | None) -> dict[str, Any]:
    """Read the stored career; anything unreadable starts a fresh one (it is only statistics)."""
    if not text:
        return empty()
    try:
        data = json.loads(text)
    except ValueError:
        return empty()
    if not isinstance(data, dict) or data.get("version") != 1 or \
            not isinstance(data.get("tables"), dict):
        return empty()
    return data


def table_key(players: int, opponents: str) -> str:
    return f"{players}:{opponents}"


def add_game(career: dict[str, Any], session: Session) -> dict[str, Any]:
    """The career after one finished game (a new dict; the old one is left as it was)."""
    state = session.state
    if not state.over:
        raise ValueError("only a finished game counts")
    human = session.human
    money = list(state.money)
    won = human in state.winners
    out = json.loads(json.dumps(career))
    key = table_key(state.players, session.settings.opponents())
    row = out["tables"].setdefault(key, {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += 1 if won else 0
    out["games"] += 1
    out["wins"] += 1 if won else 0
    best = out.get("best_money")
    out["best_money"] = money[human] if best is None else max(best, money[human])
    out["ranking_points"] += place_points(state.players, money)[human]
    return out
