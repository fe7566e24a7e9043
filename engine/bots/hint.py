"""What the lot under the hammer is worth paying, for a person: the master's own limit, quickly.

The review's judge (``engine.analysis.judge``) asks the master what it would have done. In an
auction the master's first candidate is its own policy's limit (``Expert.open_cap``): the highest
price at which buying the lot beats letting it go, on the master's scale (its wealth minus 0.2 of
the best rival's and 0.8 of the average rival's, ``master.OWN_LEADER_WEIGHT``), and in its own
lot, which it pays the bank for, no more than its defence (the middle of ``DEFENCE_LOW`` and
``DEFENCE_HIGH`` of the value). Its search then plays that limit and a few others out and leaves
it only when another one clearly does better.

``suggest_max_bid`` is that first candidate, worked out the same way from the person's own
observation, with the artists' values shown beside it (``valuation.artist_values``). So the hint
is the quick version of what the review will say; it differs in three ways only:

- the values come from fewer sampled deals than the master's (a few dollars of noise);
- it holds for the whole lot: the alternative to buying is the auctioneer keeping the lot unbid,
  not the bid standing when she answers (the master's scale weighs who gains the lot a little);
- it plays nothing out: where the rest of the round makes another limit clearly better (a rival
  who must not get the lot, money she needs later), the review may say so.

In a once-around or sealed auction she types one bid, and the master's first candidate is its
policy's bid, lower than its limit: sealed, just above the best rival bid it expects
(``Expert.sealed_bid``, from the middle of ``HINT_SCENARIOS`` draws of the rivals' bids); once
around, just above what the later seats are likely to bid, up to its limit against the bid
standing (``Expert.once_around_bid``; the minimum bid when she answers last). There the hint is
that bid, less the random move the master gives it, so "worth paying" is what to bid.
"""

from __future__ import annotations

from typing import Any

from ..cards import ARTISTS
from ..rng import make_rng
from .expert import DEFENCE_HIGH, DEFENCE_LOW, Expert
from .master import OWN_LEADER_WEIGHT
from .situation import Situation
from .utility import lot_value
from .valuation import HINT_SAMPLES, HeuristicValuer, artist_values, situation_of

# Deals sampled for the estimates the page shows, this hint's included (``HINT_SAMPLES``, 200, is
# the valuation's own default; 60 keep each step of the work in the browser well under 100 ms,
# for figures a few dollars less precise). The review's judge anchors its master on the same.
SHOWN_SAMPLES = 60
DEFENCE = (DEFENCE_LOW + DEFENCE_HIGH) / 2  # her own lot: the share of its value worth paying
# Draws of the rivals' sealed bids, whose middle one the sealed hint bids just above (the master
# draws ``expert.SCENARIOS``, 24, each time; more draws give the middle it aims at, steadily).
HINT_SCENARIOS = 101


def suggest_max_bid(observation: dict[str, Any], samples: int = HINT_SAMPLES) -> int | None:
    """For the lot under the hammer: the most worth paying for it (None when there is no lot);
    0 when buying it at any price is no better than letting it go. Deterministic."""
    if observation.get("auction") is None:
        return None
    sit = situation_of(observation)
    shown = artist_values(observation, samples)
    values = [shown[artist] for artist in ARTISTS]
    policy = Expert(HeuristicValuer(), make_rng(0), leader_weight=OWN_LEADER_WEIGHT,
                    scenarios=HINT_SCENARIOS)
    value = lot_value(sit.lot_cards, values)
    wealth = policy.wealth(sit, values)
    money = sit.money[sit.seat]
    if sit.step in ("once_around", "sealed") and sit.bid is not None:
        return _one_bid(policy, sit, wealth, value)
    if policy.own_lot(sit, sit.seat):  # she pays the bank: only below her defence
        return max(0, min(int(DEFENCE * value), money))
    cap = policy.my_cap(sit, wealth, value, 0, money,
                        policy.free_to_auctioneer(sit, wealth, value))
    return 0 if cap is None else max(0, cap)


def _one_bid(policy: Expert, sit: Situation, wealth: list[float], value: float) -> int:
    """Her one bid in a once-around or sealed auction, as the master's policy makes it, less its
    random move: sealed, just above the best rival bid it expects; once around, just above what
    the later seats are likely to bid, up to its limit against the bid standing (the minimum
    when she answers last); 0 where buying is no better than letting the lot go."""
    assert sit.bid is not None
    low, high = sit.bid
    if sit.step == "sealed":
        return policy.sealed_bid(sit, wealth, value, high)
    cap = policy.open_cap(sit, wealth, value)
    if cap is None:
        return 0
    return policy.once_around_bid(sit, value, low, cap) if len(sit.queue) > 1 else low

__all__ = ["DEFENCE", "HINT_SCENARIOS", "SHOWN_SAMPLES", "suggest_max_bid"]
