"""The fit of the master's end-of-round value (scripts/fit_rollout_value.py): what it recovers
from made-up games, what it reads from real ones, and that it is reproducible."""

from __future__ import annotations

import math

import pytest

from engine.bots import fitted
from engine.rng import make_rng
from scripts import fit_rollout_value as fit


def tables(count: int, seed: int) -> list[tuple[tuple[int, ...], ...]]:
    """``count`` made-up tables of 4 seats: money, cards in hand, and their tokens (in tens)."""
    rng = make_rng(seed)
    out = []
    for _ in range(count):
        money = tuple(100 + int(rng.random() * 200) for _ in range(4))
        cards = tuple(int(rng.random() * 8) for _ in range(4))
        tokens = tuple(10 * sum(int(rng.random() * 5) for _ in range(c)) for c in cards)
        out.append((money, cards, tokens))
    return out


def test_the_hands_value_is_recovered_from_games_that_follow_it() -> None:
    # each seat earns 9 a card and 0.4 a token from here on, and 50 more than that everyone
    rows = [fit.Start(2, money, cards, tokens,
                      tuple(m + 50 + 9 * c + t * 2 // 5
                            for m, c, t in zip(money, cards, tokens, strict=True)))
            for money, cards, tokens in tables(200, seed=1)]
    per_card, per_token = fit.fit_hand(rows)
    assert per_card == pytest.approx(9) and per_token == pytest.approx(0.4)
    assert fit.explained(rows, fit.Fit(per_card, per_token, 0).hand) == pytest.approx(1)
    assert fit.explained(rows, fit.old_value) < 1


def test_the_chance_to_win_is_recovered_from_winners_drawn_by_it() -> None:
    hand = fit.Fit(9.0, 0.4, 0.0).hand
    rng = make_rng(2)
    rows = []
    for money, cards, tokens in tables(4000, seed=3):
        wealth = [m + hand(c, t) for m, c, t in zip(money, cards, tokens, strict=True)]
        weights = [math.exp(0.03 * (w - max(wealth))) for w in wealth]
        draw, winner = rng.random() * sum(weights), 0
        while draw > weights[winner]:
            draw -= weights[winner]
            winner += 1
        rows.append(fit.Start(2, money, cards, tokens,
                              tuple(int(s == winner) for s in range(4))))
    beta = fit.fit_beta(rows, hand)
    assert beta == pytest.approx(0.03, rel=0.15)
    assert fit.likelihood(rows, hand, beta) > fit.likelihood(rows, hand, 0.0)
    assert fit.likelihood(rows, hand, 0.0) == pytest.approx(-math.log(4))


def test_a_hand_that_never_varies_cannot_be_fitted() -> None:
    row = fit.Start(2, (100, 100, 100), (3, 3, 3), (30, 30, 30), (200, 300, 250))
    with pytest.raises(ValueError, match="do not vary"):
        fit.fit_hand([row, row])


def test_the_starts_of_a_game_are_its_rounds_2_to_4_with_the_final_money() -> None:
    rows = fit.starts((4, 1, 0))
    assert [r.round for r in rows] == [2, 3, 4]
    assert len({r.final for r in rows}) == 1 and len(rows[0].final) == 4
    # 4 players are dealt 9, 4, 4 and no cards: by round 4 the hands are what was left
    assert all(len(r.cards) == 4 and min(r.cards) >= 0 for r in rows)
    assert sum(rows[0].cards) >= 4 * 4  # round 2's deal is in hand when it begins
    assert all(t % 10 == 0 for r in rows for t in r.tokens)  # tokens come in tens


def test_the_fit_is_the_same_for_the_same_games_and_seed_whatever_the_jobs() -> None:
    one = fit.collect(3, 4, seed=5, jobs=1)
    two = fit.collect(3, 4, seed=5, jobs=2)
    assert one == two
    fits = {3: {r: fit.fit(rows) for r, rows in one.items()}}
    text = fit.render(fits, 4, 5)
    assert text == fit.render({3: {r: fit.fit(rows) for r, rows in two.items()}}, 4, 5)
    namespace: dict[str, object] = {}
    exec(compile(text, "fitted.py", "exec"), namespace)  # the written module reads back
    assert namespace["SOURCE"] == "python scripts/fit_rollout_value.py --games 4 --seed 5 --write"
    assert namespace["VALUE"] == {3: {r: (f.per_card, f.per_token, f.beta)
                                      for r, f in fits[3].items()}}


def test_the_shipped_table_is_the_scripts_own_output() -> None:
    """The module in the engine is what ``render`` writes (its header, its source line and
    the table's shape), so regenerating it with the command in it replaces it whole."""
    text = fit.OUTPUT.read_text(encoding="utf-8")
    fits = {p: {r: fit.Fit(*cell) for r, cell in rounds.items()}
            for p, rounds in fitted.VALUE.items()}
    games, seed = (int(x) for x in fitted.SOURCE.split()[3:6:2])
    assert text == fit.render(fits, games, seed)
    assert games >= 1000  # a real fit, not a quick one
