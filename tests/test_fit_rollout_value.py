"""The fit of the master's end-of-round value (scripts/fit_rollout_value.py): what it recovers
from made-up games, what it reads from real ones, and that it is reproducible."""

from __future__ import annotations

import math

import pytest

from engine.bots import fitted, make_bot
from engine.bots.base import drain
from engine.events import RoundStarted
from engine.game import new_game
from engine.legal import to_act
from engine.match import play_game
from engine.rng import make_rng
from engine.scoring import cumulative_tokens
from engine.state import State
from engine.tournament import deal_seed
from scripts import fit_rollout_value as fit
from tests.support.play import random_action


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
    rows = [fit.Start(game, 2, money, cards, tokens,
                      tuple(m + 50 + 9 * c + t * 2 // 5
                            for m, c, t in zip(money, cards, tokens, strict=True)))
            for game, (money, cards, tokens) in enumerate(tables(200, seed=1))]
    per_card, per_token = fit.fit_hand(rows)
    assert per_card == pytest.approx(9) and per_token == pytest.approx(0.4)
    assert fit.explained(rows, fit.Fit(per_card, per_token, 0).hand) == pytest.approx(1)
    assert fit.explained(rows, fit.old_value) < 1


def test_the_chance_to_win_is_recovered_from_winners_drawn_by_it() -> None:
    hand = fit.Fit(9.0, 0.4, 0.0).hand
    rng = make_rng(2)
    rows = []
    for game, (money, cards, tokens) in enumerate(tables(4000, seed=3)):
        wealth = [m + hand(c, t) for m, c, t in zip(money, cards, tokens, strict=True)]
        weights = [math.exp(0.03 * (w - max(wealth))) for w in wealth]
        draw, winner = rng.random() * sum(weights), 0
        while draw > weights[winner]:
            draw -= weights[winner]
            winner += 1
        rows.append(fit.Start(game, 2, money, cards, tokens,
                              tuple(int(s == winner) for s in range(4))))
    beta = fit.fit_beta(rows, hand)
    assert beta == pytest.approx(0.03, rel=0.15)
    assert fit.likelihood(rows, hand, beta) > fit.likelihood(rows, hand, 0.0)
    assert fit.likelihood(rows, hand, 0.0) == pytest.approx(-math.log(4))


def test_a_hand_that_never_varies_cannot_be_fitted() -> None:
    row = fit.Start(0, 2, (100, 100, 100), (3, 3, 3), (30, 30, 30), (200, 300, 250))
    with pytest.raises(ValueError, match="do not vary"):
        fit.fit_hand([row, row])


def test_a_rollout_is_scored_where_the_script_records_a_start() -> None:
    """Both read the first state of the next round: its cards dealt, the last round's paintings
    paid for, nothing played yet (its last event the round's start)."""
    game = new_game(4, 21)
    bot = make_bot("master", 0, 1, iterations=4, fitted=1)
    scored: list[State] = []

    def keep(state: State) -> float:
        scored.append(state.copy())
        return 0.0

    bot.simulator.fitted_score = keep  # type: ignore[method-assign]
    seat = to_act(game)[0]
    drain(bot.simulator.play(game.copy(), random_action(game, seat, make_rng(3)), None,
                             make_rng(4)))
    assert len(scored) == 1 and scored[0].round == 2
    assert isinstance(scored[0].events[-1], RoundStarted)

    rows = fit.starts((4, 1, 0))
    assert [r.round for r in rows] == [2, 3, 4]
    firsts: list[fit.Start] = []  # the same game again: the state after each round's start

    def seen(state: State) -> None:
        if isinstance(state.events[-1], RoundStarted) and not state.over:
            worth = cumulative_tokens(state.values, state.round)
            firsts.append(fit.Start(0, state.round, tuple(state.money),
                                    tuple(len(h) for h in state.hands),
                                    tuple(sum(worth[c.artist_index] for c in h)
                                          for h in state.hands), ()))

    end = play_game(["expert"] * 4, deal_seed(14, 0), "classic", on_action=seen)
    assert [(r.round, r.money, r.cards, r.tokens) for r in rows] == [
        (f.round, f.money, f.cards, f.tokens) for f in firsts]
    assert all(r.final == tuple(end.money) for r in rows)
    assert rows[0].money != rows[1].money != rows[2].money  # each round paid out
    assert sum(rows[0].cards) > sum(rows[2].cards)  # cards laid out, none dealt for round 4


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


def test_the_shipped_table_is_in_the_form_the_script_writes() -> None:
    """The module in the engine is what ``render`` writes (its header, its source line and
    the table's shape), so regenerating it with the command in it replaces it whole. (That its
    numbers are that command's fit takes minutes to check: ``--check``.)"""
    text = fit.OUTPUT.read_text(encoding="utf-8")
    fits = {p: {r: fit.Fit(*cell) for r, cell in rounds.items()}
            for p, rounds in fitted.VALUE.items()}
    games, seed = (int(x) for x in fitted.SOURCE.split()[3:6:2])
    assert text == fit.render(fits, games, seed)
    assert games >= 1000  # a real fit, not a quick one
