"""The post-game review's accounts: every purchase, its price and its return; the books balance."""

from __future__ import annotations

import random

import pytest

from engine import State
from engine.analysis.ledger import Ledger, balance, money_by_round, purchases
from engine.cards import STARTING_MONEY
from engine.playout import random_game, random_step
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


def test_a_double_nobody_joins_is_the_offerers_own() -> None:
    """Seat 0 sells a Yoko; then seat 1 offers a Krypto double that nobody joins, and keeps it
    for nothing: the lot is hers, not the last auctioneer's (the review names her as its
    seller)."""
    state = game([["yoko/open"], ["krypto/double"], [], []])
    run(state, "0 play yoko/open", "2 bid 12", "3 pass", "0 pass", "1 pass",
        "1 play krypto/double", "2 pass", "3 pass", "0 pass")
    sale, double = purchases(events_of(state))
    assert sale.auctioneer == 0
    assert (double.cards, double.buyer, double.auctioneer, double.price) == (
        ("krypto/double",), 1, 1, 0)


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


JOINT = [["krypto/double"], ["krypto/open"], []]


@pytest.mark.parametrize(("buyer", "paid", "bank"), [
    (2, {1: 6, 0: 5}, 0),  # another player: the new auctioneer gets the odd 1
    (0, {1: 6}, 5),  # the first seller buys: the new auctioneer's half, the rest to the bank
    (1, {0: 5}, 6),  # the new auctioneer buys: the first seller's half, the rest to the bank
])
def test_a_joint_lot_is_split_between_its_two_sellers(buyer: int, paid: dict, bank: int) -> None:
    """Seat 0 offers a Krypto double, seat 1 adds a Krypto open auction and sells both for 11.
    Nobody has a card left, so the round ends: Krypto first, 30 a painting, 60 for the pair."""
    state = game(JOINT)
    run(state, "0 play krypto/double", "1 join krypto/open", f"{buyer} bid 11",
        *(f"{seat} pass" for seat in range(3) if seat != buyer))
    [lot] = purchases(events_of(state))
    assert (lot.buyer, lot.auctioneer, lot.price, lot.paid, lot.bank) == (buyer, 1, 11, paid, bank)
    assert (lot.returned, lot.profit) == (60, 49)
    gains = dict(paid)
    gains[buyer] = gains.get(buyer, 0) + 49
    assert lot.gains() == gains
    assert balance([lot], 3) == [m - STARTING_MONEY for m in state.money]


def test_the_online_editions_one_dollar_lots() -> None:
    """Online edition: an open auction nobody bids on costs its auctioneer 1, paid to the bank;
    a joint lot's 1 is paid by the new auctioneer, the first seller's half (0) rounded down."""
    state = game([["yoko/open", "krypto/double"], ["krypto/open"], ["lite_metal/sealed"]],
                 variant="online")
    run(state, "0 play yoko/open", "1 pass", "2 pass", "0 pass")
    run(state, "1 play krypto/open", "2 pass", "0 pass", "1 pass")
    run(state, "2 play lite_metal/sealed", "0 bid 0", "1 bid 0", "2 bid 0")
    single, bare, sealed = purchases(events_of(state))
    assert (single.buyer, single.price, single.paid, single.bank) == (0, 1, {}, 1)
    assert (bare.buyer, bare.price, bare.bank) == (1, 1, 1)
    assert sealed.price == 0 and sealed.buyer == 0  # ties: the auctioneer ranks last online
    state = game([["krypto/double"], ["krypto/open"], ["yoko/open"]],
                 variant="online")
    run(state, "0 play krypto/double", "1 join krypto/open", "2 pass", "0 pass",
        "1 pass")
    [joint] = purchases(events_of(state))
    assert (joint.buyer, joint.auctioneer, joint.price, joint.bank) == (1, 1, 1, 1)
    assert joint.paid.get(0, 0) == 0
    run(state, "2 play yoko/open", "0 bid 3", "1 pass", "2 pass")
    lots = purchases(events_of(state))
    assert all(lot.returned is not None for lot in lots)
    assert balance(lots, 3) == [m - STARTING_MONEY for m in state.money]


def test_the_ledger_read_in_slices_keeps_the_same_accounts() -> None:
    """The page reads a game's events a slice at a time: the same lots and money as at once."""
    state = random_game(5, 7, "online")
    events = events_of(state)
    ledger = Ledger(5)
    for start in range(0, len(events), 37):
        ledger.read(events[start:start + 37])
    assert ledger.events == len(events)
    assert [lot.to_json() for lot in ledger.lots] == [lot.to_json() for lot in purchases(events)]
    assert ledger.rounds == money_by_round(events, 5)
    assert ledger.money == list(state.money)
