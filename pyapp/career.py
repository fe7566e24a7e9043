"""Statistics and career across games, kept in the browser's storage as plain JSON.

Games played and won per player count and opponent level, the best final money, the online
edition's ranking points accumulated across games, how many of the games she asked the coach
in, her rating against the bots (``rating``: Glicko-2, with its history), and the history of
daily deals (the first game of each day's deal: the player's money and place, the master's money
on the same deal, and whether she asked the coach).
Pure Python: the page loads and saves the JSON, and everything read back is validated.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from engine.bots import LEVELS
from engine.scoring import place_of, place_points

from . import rating as rating_mod
from .session import Session
from .storage import read_json

CAREER_KEY = "modern-art/career"
DAILY_KEPT = 366  # the daily history keeps this many days (the newest)


def empty() -> dict[str, Any]:
    return {"version": 1, "tables": {}, "best_money": None, "ranking_points": 0, "games": 0,
            "wins": 0, "coached": 0, "rating": _rating_json(rating_mod.START, []), "daily": {}}


def _rating_json(rated: rating_mod.Rating, history: list[list[float]], games: int = 0
                 ) -> dict[str, Any]:
    """The rating as the career keeps it: the figures, the rating periods so far (``games``)
    and the newest ``rating.HISTORY_KEPT`` points of its history."""
    return {"rating": rated.rating, "deviation": rated.deviation,
            "volatility": rated.volatility, "games": max(games, len(history)),
            "history": history[-rating_mod.HISTORY_KEPT:]}


def rating_of(career: dict[str, Any]) -> rating_mod.Rating:
    """Her rating as the career keeps it."""
    kept = career["rating"]
    return rating_mod.Rating(kept["rating"], kept["deviation"], kept["volatility"])


def _rated(career: dict[str, Any], results: list[tuple[float, float, float]]) -> None:
    """Her rating after one more period of ``results``, its point added to the history."""
    if not results:
        return
    rated = rating_mod.update(rating_of(career), results)
    kept = career["rating"]
    history = [*kept["history"], [round(rated.rating, 1), round(rated.deviation, 1)]]
    career["rating"] = _rating_json(rated, history, kept["games"] + 1)


def _load_rating(value: object) -> dict[str, Any]:
    """A stored rating, if it is well formed (numbers in the ranges a rating can have,
    ``rating.RATINGS`` and the rest; a history of such pairs); otherwise the starting one (it
    is only statistics, and a rating out of range would break the next game's update)."""
    fresh = _rating_json(rating_mod.START, [])
    if not isinstance(value, dict):
        return fresh
    rated, deviation, volatility = (value.get(k) for k in ("rating", "deviation", "volatility"))
    if not (rating_mod.within(rated, rating_mod.RATINGS) and
            rating_mod.within(deviation, rating_mod.DEVIATIONS) and
            rating_mod.within(volatility, rating_mod.VOLATILITIES)):
        return fresh
    history = value.get("history")
    points = []
    for point in history if isinstance(history, list) else []:
        if isinstance(point, list) and len(point) == 2 and \
                rating_mod.within(point[0], rating_mod.RATINGS) and \
                rating_mod.within(point[1], rating_mod.DEVIATIONS):
            points.append([float(point[0]), float(point[1])])
    games = _count(value.get("games"))
    return _rating_json(rating_mod.Rating(float(rated), float(deviation), float(volatility)),
                        points, games or 0)


def _count(value: object) -> int | None:
    """A stored count: a whole number from 0 (never a bool, a float or a string)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9:
        return value
    return None


def load(text: str | None) -> dict[str, Any]:
    """Read the stored career, keeping only what is well formed: unknown tables (a player count
    or an opponents' level the app does not know), counts that are not whole numbers, more wins
    than games, are dropped; anything unreadable starts a fresh career (it is only statistics)."""
    data = read_json(text)  # None for nothing stored, or anything unreadable
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
    coached = _count(data.get("coached"))  # (none kept before the coach came)
    out["coached"] = coached if coached is not None and coached <= out["games"] else 0
    out["rating"] = _load_rating(data.get("rating"))
    best = data.get("best_money")
    if isinstance(best, int) and not isinstance(best, bool) and abs(best) < 10**9:
        out["best_money"] = best
    daily = data.get("daily")
    if isinstance(daily, dict):
        for day, row in daily.items():
            entry = _daily_entry(day, row)
            if entry is not None:
                out["daily"][day] = entry
        out["daily"] = _newest(out["daily"])
    return out


def _money(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9:
        return value
    return None


def _daily_entry(day: object, row: object) -> dict[str, Any] | None:
    """One day of the daily history, if it is well formed: a real date, the player's money and
    place (1 to 5), whether she won, the master's money (or None, not worked out) and whether
    she asked the coach (False when not kept)."""
    if not isinstance(day, str) or not isinstance(row, dict):
        return None
    try:
        if date.fromisoformat(day).isoformat() != day:
            return None
    except ValueError:
        return None
    money, place = _money(row.get("money")), row.get("place")
    master = row.get("master")
    if money is None or place not in range(1, 6) or isinstance(place, bool) or \
            not isinstance(row.get("won"), bool) or \
            (master is not None and _money(master) is None):
        return None
    return {"money": money, "place": place, "won": row["won"], "master": master,
            "coached": row.get("coached") is True}


def _newest(daily: dict[str, Any]) -> dict[str, Any]:
    return {day: daily[day] for day in sorted(daily)[-DAILY_KEPT:]}


def table_key(players: int, opponents: str) -> str:
    return f"{players}:{opponents}"


def add_game(career: dict[str, Any], session: Session, coached: bool = False) -> dict[str, Any]:
    """The career after one finished game (a new dict; the old one is left as it was);
    ``coached``: she asked the coach in it. Her rating moves by a game of her own on a deal she
    has not played: neither a coached game nor a deal played again is rated."""
    if not session.over:
        raise ValueError("only a finished game counts")
    human = session.human
    if human is None:
        raise ValueError("a game with one person at the table counts")
    money, winners = session.result()
    players = len(money)
    won = human in winners
    out: dict[str, Any] = json.loads(json.dumps(career))
    key = table_key(players, session.settings.opponents())
    row = out["tables"].setdefault(key, {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += 1 if won else 0
    out["games"] += 1
    out["wins"] += 1 if won else 0
    out["coached"] = out.get("coached", 0) + (1 if coached else 0)
    best = out.get("best_money")
    out["best_money"] = money[human] if best is None else max(best, money[human])
    out["ranking_points"] += place_points(players, money)[human]
    if not coached and not session.settings.again:  # (her own play, on a deal new to her)
        _rated(out, rating_mod.game_results(money, human, session.settings.levels))
    day = session.settings.daily
    if day and day not in out["daily"]:  # the first game of a day's deal is the one kept
        place = place_of(money, money[human])
        out["daily"][day] = {"money": money[human], "place": place, "won": won, "master": None,
                             "coached": coached}
        out["daily"] = _newest(out["daily"])
    return out


def add_master(career: dict[str, Any], day: str, money: int) -> dict[str, Any]:
    """The career with the master's money on a day's deal beside the player's; the first time,
    her money against the master's counts in her rating too (unless she asked the coach)."""
    out: dict[str, Any] = json.loads(json.dumps(career))
    if day in out["daily"]:
        entry = out["daily"][day]
        if entry["master"] is None and not entry.get("coached"):
            _rated(out, rating_mod.daily_result(entry["money"], money))
        entry["master"] = money
    return out
