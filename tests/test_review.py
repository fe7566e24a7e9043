"""The post-game review's accounts: every purchase, its price and its return; the books balance."""

from __future__ import annotations

import random

import pytest

from engine import State
from engine.cards import STARTING_MONEY
from engine.playout import random_game, random_step
from engine.review import balance, daily_seed, money_by_round, purchases
from tests.scenario import game, run


def events_of(state: State) -> list[dict]:
    return [event.to_json() for event in state.events]


@pytest.mark.parametrize("variant", ["classic", "online"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_books_balance_for_every_seat(players: int, variant: str) -> None:
    """Over random games (24 in all), each seat's profit and loss on her purchases plus what she
    was paid as a seller is exactly her final money minus the starting 100."""
    for seed in range(4):
        state = random_game(players, seed * 31 + players, variant)
        lots = purchases(events_of(state))
        assert lots, "a whole game has purchases"
        assert all(lot.returned is not None for lot in lots)
        assert balance(lots, players) == [m - STARTING_MONEY for m in state.money]


def test_a_sale_its_return_and_a_lot_taken_for_nothing() -> None:
    """Seat 0 sells a Yoko open auction; seat 2 pays 12 (to seat 0). Seat 1's Krypto gets no bid
    and is hers for nothing. Nobody has a card left: Yoko ranks first (30, ahead of Krypto on the
    board), Krypto second (20). Seat 2 gains 30 - 12, seat 0 the 12, seat 1 the 20."""
    state = game([["yoko/open"], ["krypto/open"], [], []])
    run(state, "0 play yoko/open", "2 bid 12", "3 pass", "0 pass", "1 pass")
    [lot] = purchases(events_of(state))
    assert (lot.buyer, lot.price, lot.paid, lot.bank) == (2, 12, {0: 12}, 0)
    assert (lot.returned, lot.profit) == (None, None)  # its round is not scored yet
    run(state, "1 play krypto/open", "2 pass", "3 pass", "0 pass", "1 pass")
    sale, free = purchases(events_of(state))
    assert (sale.returned, sale.profit, sale.gains()) == (30, 18, {0: 12, 2: 18})
    assert (free.buyer, free.price, free.paid, free.returned, free.profit) == (1, 0, {}, 20, 20)
    assert balance([sale, free], 4) == [m - STARTING_MONEY for m in state.money] == [12, 20, 18, 0]


def test_money_by_round_follows_the_game() -> None:
    state = random_game(4, 11)
    rows = money_by_round(events_of(state), 4)
    assert rows[0] == [STARTING_MONEY] * 4
    assert len(rows) == 5  # the start and four scored rounds
    assert rows[-1] == list(state.money)
    partial = random.Random(2)
    state = game([["yoko/open"], [], [], []])
    random_step(state, partial)
    assert money_by_round(events_of(state), 4) == [[STARTING_MONEY] * 4]


def test_the_daily_seed_depends_only_on_the_date() -> None:
    assert daily_seed(2026, 11, 30) == daily_seed(2026, 11, 30)
    year = {daily_seed(2027, month, day) for month in range(1, 13) for day in range(1, 29)}
    assert len(year) == 12 * 28  # a different deal every day
    assert all(1 <= seed < 2**31 for seed in year)
