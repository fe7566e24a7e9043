"""Statistics and career across games, kept in the browser's storage as plain JSON.

Games played and won per player count and opponent level, the best final money, and the online
edition's ranking points accumulated across games. Pure Python: the page loads and saves the JSON.
"""

from __future__ import annotations

import json
from typing import Any

from engine.bots import LEVELS

from .session import Session, place_points

CAREER_KEY = "modern-art/career"


def empty() -> dict[str, Any]:
    return {"version": 1, "tables": {}, "best_money": None, "ranking_points": 0, "games": 0,
            "wins": 0}


def _count(value: object) -> int | None:
    """A stored count: a whole number from 0 (never a bool, a float or a string)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9:
        return value
    return None


def load(text: str | None) -> dict[str, Any]:
    """Read the stored career, keeping only what is well formed: unknown tables (a player count
    or an opponents' level the app does not know), counts that are not whole numbers, more wins
    than games, are dropped; anything unreadable starts a fresh career (it is only statistics)."""
    if not text:
        return empty()
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return empty()
    if not isinstance(data, dict) or data.get("version") != 1 or \
            not isinstance(data.get("tables"), dict):
        return empty()
    out = empty()
    known = set(LEVELS) | {"mixed"}
    for key, row in data["tables"].items():
        players, _, level = str(key).partition(":")
        if players not in ("3", "4", "5") or level not in known or not isinstance(row, dict):
            continue
        played, won = _count(row.get("played")), _count(row.get("won"))
        if played is None or won is None or won > played:
            continue
        out["tables"][table_key(int(players), level)] = {"played": played, "won": won}
    games, wins = _count(data.get("games")), _count(data.get("wins"))
    if games is not None and wins is not None and wins <= games:
        out["games"], out["wins"] = games, wins
    points = _count(data.get("ranking_points"))
    out["ranking_points"] = points or 0
    best = data.get("best_money")
    if isinstance(best, int) and not isinstance(best, bool) and abs(best) < 10**9:
        out["best_money"] = best
    return out


def table_key(players: int, opponents: str) -> str:
    return f"{players}:{opponents}"


def add_game(career: dict[str, Any], session: Session) -> dict[str, Any]:
    """The career after one finished game (a new dict; the old one is left as it was)."""
    if not session.over:
        raise ValueError("only a finished game counts")
    human = session.human
    money, winners = session.result()
    players = len(money)
    won = human in winners
    out = json.loads(json.dumps(career))
    key = table_key(players, session.settings.opponents())
    row = out["tables"].setdefault(key, {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += 1 if won else 0
    out["games"] += 1
    out["wins"] += 1 if won else 0
    best = out.get("best_money")
    out["best_money"] = money[human] if best is None else max(best, money[human])
    out["ranking_points"] += place_points(players, money)[human]
    return out
