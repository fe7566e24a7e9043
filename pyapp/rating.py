"""The player's rating: Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", Boston
University, 2013; the algorithm of his paper "Dynamic paired comparison models with stochastic
variances", Journal of Applied Statistics 28, 2001), against bots of fixed ratings.

- **A game is a rating period.** A finished game against bots is read as one result against each
  bot at the table: 1 when she ended with more money than it, 0.5 level, 0 less (the usual way
  to rate a game of several players as paired comparisons; the results of one game are not
  independent, so her uncertainty shrinks a little faster than the model says).
- **The bots' ratings are fixed**, calibrated from the project's own ladder tournaments
  (``BOT_RATINGS``: ``scripts/calibrate_ratings.py`` works them out from the tournament store
  ``docs/ratings/ladder.jsonl``, and a test checks that it gives these figures). A bot's rating
  deviation is ``BOT_DEVIATION``: how well its level is known.
- **The daily deal against the master** counts once more: when the master's game on the same
  deal is worked out, her final money against the master's is one more result against the
  master's rating (``daily_result``).
- She starts at ``START`` (1500, deviation 350, volatility 0.06, the paper's defaults); ``TAU``
  (0.5) is the system constant that limits how fast the volatility moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeGuard

SCALE = 173.7178  # the Glicko-2 scale: rating points per unit of mu
TAU = 0.5
EPSILON = 0.000001  # the volatility iteration's tolerance
START_RATING, START_DEVIATION, START_VOLATILITY = 1500.0, 350.0, 0.06
# What a rating can be (a stored one outside is not read): ratings from the weakest to beyond
# any bot, deviations up to the start's, volatilities around the paper's 0.06.
RATINGS, DEVIATIONS, VOLATILITIES = (-1000.0, 5000.0), (1.0, START_DEVIATION), (0.001, 1.0)
BOT_DEVIATION = 50.0
HISTORY_KEPT = 200  # ratings kept for the chart (the newest)

# ratings:begin (written by scripts/calibrate_ratings.py from docs/ratings/ladder.jsonl)
BOT_RATINGS = {"random": 169.0, "novice": 1030.0, "expert": 1500.0, "master": 1629.0}
# ratings:end


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating, its deviation (the uncertainty: about 95% of the time the true strength lies
    within two deviations of it) and its volatility (how erratic the results have been)."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


START = Rating()


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g_j: float) -> float:
    return 1 / (1 + math.exp(-g_j * (mu - mu_j)))


def update(player: Rating, results: list[tuple[float, float, float]], tau: float = TAU
           ) -> Rating:
    """The rating after one period: ``results`` are ``(opponent's rating, its deviation,
    score)`` with score 1 for a win, 0.5 a draw, 0 a loss (Glickman's steps 1 to 8). With no
    results, only the deviation grows (step 6); results so certain that they tell nothing (a
    rating thousands of points from its opponents') leave it as it was. The new rating is kept
    within ``RATINGS`` and its volatility within ``VOLATILITIES``."""
    mu = (player.rating - START_RATING) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:
        return Rating(player.rating, min(START_DEVIATION,
                                         SCALE * math.sqrt(phi * phi + sigma * sigma)), sigma)
    g_e_s = []
    for rating_j, deviation_j, score in results:
        g_j = _g(deviation_j / SCALE)
        g_e_s.append((g_j, _expected(mu, (rating_j - START_RATING) / SCALE, g_j), score))
    information = sum(g * g * e * (1 - e) for g, e, _ in g_e_s)
    if information < 1e-9:  # results certain either way (ratings far apart): nothing learnt
        return player
    v = 1 / information  # step 3
    gained = sum(g * (s - e) for g, e, s in g_e_s)
    delta = v * gained  # step 4
    sigma = _volatility(phi, sigma, v, delta, tau)  # step 5
    phi_star = math.sqrt(phi * phi + sigma * sigma)  # step 6
    phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)  # step 7
    mu += phi * phi * gained
    low, high = RATINGS
    return Rating(min(high, max(low, SCALE * mu + START_RATING)),
                  min(START_DEVIATION, SCALE * phi), min(VOLATILITIES[1], sigma))


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on Glickman's f."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - \
            (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def score(mine: int, theirs: int) -> float:
    """One paired result from final money: more is a win, the same a draw."""
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def game_results(money: list[int], seat: int, levels: list[str]) -> list[tuple[float, float,
                                                                               float]]:
    """Her results in one finished game: one against each bot at the table (other people's
    seats are not rated)."""
    return [(BOT_RATINGS[level], BOT_DEVIATION, score(money[seat], money[other]))
            for other, level in enumerate(levels) if other != seat and level in BOT_RATINGS]


def daily_result(mine: int, masters: int) -> list[tuple[float, float, float]]:
    """The daily deal against the master's game on the same deal: one result."""
    return [(BOT_RATINGS["master"], BOT_DEVIATION, score(mine, masters))]


def level_for(rating: float) -> str:
    """The bot level whose fixed rating is nearest hers (to say what she plays like)."""
    return min(BOT_RATINGS, key=lambda level: (abs(BOT_RATINGS[level] - rating), level))


def within(value: object, bounds: tuple[float, float]) -> TypeGuard[float]:
    """A stored number (never a bool or a string) inside ``bounds``."""
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        bounds[0] <= value <= bounds[1]


__all__ = ["BOT_DEVIATION", "BOT_RATINGS", "HISTORY_KEPT", "START", "Rating", "daily_result",
           "game_results", "level_for", "score", "update", "within"]
