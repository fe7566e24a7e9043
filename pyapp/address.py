"""What the page's address asks for: a game (``?seed=7&players=3&levels=expert``) and a language
(``?lang=zh``), read with a real query parser (``?slang=zh`` names no language)."""

from __future__ import annotations

from urllib.parse import parse_qs

from engine.bots import LEVELS
from engine.limits import MAX_INT_DIGITS

from .catalogue import LANGUAGES, pick_language
from .session import HUMAN, SaveError, Settings


def query_params(query: str) -> dict[str, str]:
    """The address's parameters (``?seed=7&lang=zh``), first value of each, parsed properly."""
    parsed = parse_qs(query.removeprefix("?"), keep_blank_values=True)
    return {key: values[0] for key, values in parsed.items() if values}


def settings_from_query(query: str) -> Settings | None:
    """A game named in the address (``?seed=7&players=3&levels=novice,expert&speed=fast``):
    for reproducible links and the tests. None when the address names no seed."""
    raw = query_params(query)
    seed = raw.get("seed", "")
    if not (seed.isascii() and seed.isdigit()) or len(seed) > MAX_INT_DIGITS:
        return None
    players = int(raw["players"]) if raw.get("players") in ("3", "4", "5") else 4
    human_text = raw.get("human", "")
    human = int(human_text) if human_text.isascii() and human_text.isdigit() else 0
    human = min(human, players - 1)
    bots = [level for level in raw.get("levels", "").split(",") if level in LEVELS]
    bots = (bots or ["novice"]) * players
    levels = [HUMAN if seat == human else bots.pop(0) for seat in range(players)]
    try:
        return Settings(players, human, levels, raw.get("variant", "classic"),
                        raw.get("speed", "normal"), int(seed), raw.get("money") == "1")
    except SaveError:
        return None


def rollouts_from(query: str, default: int) -> int:
    """``?rollouts=4``: the master's rollouts a decision in its game on the same deal (fewer for
    quick tests; the result says which budget it had). From 1 to 1000, else ``default``."""
    raw = query_params(query).get("rollouts", "")
    if raw.isascii() and raw.isdigit() and 1 <= int(raw) <= 1000:
        return int(raw)
    return default


def language_from(query: str, stored: str | None, browser: str) -> str:
    """``?lang=zh`` or ``?lang=en`` first, then the stored choice, then the browser's."""
    asked = query_params(query).get("lang")
    if asked in LANGUAGES:
        return asked
    if stored in LANGUAGES:
        return stored
    return pick_language(browser)


def parse_amount(text: str) -> int | None:
    """A whole number typed by a person (digits only, spaces around allowed), else None."""
    text = text.strip()
    if not text or len(text) > 9 or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


SEED_TEXT = 12  # characters a form's seed field keeps


def form_seed(text: str) -> int | None:
    """The seed typed in a form (the set-up's, the watch form's): None when it is blank (a fresh
    deal); ValueError when it is no whole number."""
    if not text.strip():
        return None
    seed = parse_amount(text)
    if seed is None:
        raise ValueError(f"not a seed: {text!r}")
    return seed
