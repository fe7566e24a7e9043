"""The estimates shown to the player: each artist's expected value at the end of the round and
the most worth paying for the lot, from the bots' valuation of her own observation. On in her
first game, then as she sets them; worked out a step at a time by the browser."""

from __future__ import annotations

import json
from collections.abc import Generator, Mapping
from typing import Any

from engine.bots.hint import SHOWN_SAMPLES, suggest_max_bid
from engine.bots.valuation import artist_values

from ..feature import Args, Feature, command
from ..screen import Screen, View, as_observation

# Deals sampled for the estimates shown to the player (``hint.SHOWN_SAMPLES``: the review's judge
# anchors its verdicts on the same figures).
ESTIMATE_SAMPLES = SHOWN_SAMPLES


def estimate_key(view: View) -> str:
    """What the estimates depend on: the board, the hands' sizes, her hand, the lot, and in a
    once-around lot the bid standing and who answers now (the hint there is her one bid, just
    above what the later seats are likely to bid)."""
    lot: Mapping[str, Any] = view["auction"] or {}
    bidding = [lot.get("high_bid"), lot.get("high_bidder"), view["to_act"]] \
        if lot.get("type") == "once_around" else None
    return json.dumps([view["round"], view["laid_out"], sorted(view["hand"]),
                       view["hand_sizes"], lot.get("cards"), lot.get("auctioneer"),
                       view["seller"], view["offer"], view["my_money"], bidding], sort_keys=True)


class Estimates(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.cache: tuple[str, dict[str, float], int | None] | None = None

    @property
    def prefs(self) -> dict[str, Any]:
        """The player's stored preferences (``Prefs``), where her choice of hints is kept."""
        stored: dict[str, Any] = self.app.prefs.stored
        return stored

    @property
    def on(self) -> bool:
        """The hints: as the player set them; until then, on in her first game only."""
        if self.app.lesson.current is not None:
            return False  # the lesson shows the board as it is
        chosen = self.prefs.get("estimates")
        return chosen if isinstance(chosen, bool) else self.app.stats.career.get("games", 0) == 0

    def first_game_over(self) -> None:
        """A new game after the first one: the hints now on request (unless she chose)."""
        if "estimates" not in self.prefs and self.app.stats.career.get("games", 0) > 0:
            self.app.prefs.choose("estimates", False)

    @command("toggle-estimates")
    def toggle(self, args: Args, now: float) -> None:
        self.app.prefs.choose("estimates", not self.on)

    def due(self) -> bool:
        """The shown estimates are out of date (the browser then runs ``refresh``)."""
        session = self.app.session
        if not self.on or session is None or session.over or self.app.watching is not None or \
                session.viewer is None or self.app.handoff.to() is not None:
            return False
        view = session.view(session.events)
        return self.cache is None or self.cache[0] != estimate_key(view)

    def refresh(self) -> Generator[None, None, None]:
        """The bots' valuation from the human's own observation (the whole public history):
        each artist's expected value at the end of the round, then the most worth paying for
        the lot. A generator: the browser runs each step in its own task (each is tens of
        milliseconds there)."""
        session = self.app.session
        assert session is not None
        view = session.view(0)
        key = estimate_key(view)
        yield
        values = artist_values(as_observation(view), ESTIMATE_SAMPLES)
        self.cache = (key, values, None)
        if view["auction"] is None:
            return
        yield
        if self.app.session is not session or session.view(session.events)["auction"] is None:
            return
        self.cache = (key, values, suggest_max_bid(as_observation(view), ESTIMATE_SAMPLES))

    def shown(self, view: View) -> tuple[dict[str, float] | None, int | None]:
        """The estimates as last worked out, if they still hold (None while being redone)."""
        if self.cache is None or self.cache[0] != estimate_key(view):
            return None, None
        return self.cache[1], self.cache[2]

    def draw(self, shown: Screen, since: int) -> None:
        shown.estimates_on = self.on
        session = self.app.session
        view = shown.view
        if self.on and session is not None and self.app.watching is None and view is not None \
                and not session.over and not view.get("hidden"):
            shown.estimates, shown.fair_price = self.shown(view)
