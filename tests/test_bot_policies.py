"""The bots' decisions from explicit set-ups: the arithmetic their policies rest on (a sale's
margin, the highest price worth paying), person-like bid steps, the table model, and the habits
a player would notice (own-lot defence, fixed prices read from the table)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import observe
from engine.actions import Do
from engine.bots import make_bot
from engine.bots.bidding import OPEN_HIGH, OPEN_LOW, jitter, open_bid, round_up
from engine.bots.expert import DEFENCE_HIGH, DEFENCE_LOW, Expert
from engine.bots.situation import Situation
from engine.bots.table import TableModel
from engine.bots.utility import (
    after_sale,
    buy_cap,
    highest,
    margin,
    outbid_cap,
    outbid_gain,
    sale_margin,
)
from engine.bots.valuation import HeuristicValuer
from engine.cards import Artist, Auction, Card
from engine.match import play_game
from engine.rng import make_rng

# ---- the arithmetic ----------------------------------------------------------------------------

sales = st.integers(3, 5).flatmap(lambda n: st.tuples(
    st.lists(st.floats(0, 600), min_size=n, max_size=n),  # wealth
    st.floats(0, 120),  # the lot's value
    st.integers(0, n - 1),  # auctioneer
    st.one_of(st.none(), st.integers(0, n - 1)),  # first seller of a joint lot
    st.integers(0, n - 1),  # me
    st.floats(0, 1),  # the best rival's weight
))


@settings(max_examples=300, deadline=None)
@given(sale=sales, buyer=st.integers(0, 4), price=st.integers(0, 200))
def test_a_sales_margin_is_the_margin_after_the_sale(sale, buyer, price) -> None:
    wealth, value, auctioneer, first, me, lead = sale
    buyer %= len(wealth)
    if first == auctioneer:
        first = None
    fast = sale_margin(wealth, value, auctioneer, first, buyer, price, me, lead)
    slow = margin(after_sale(wealth, value, auctioneer, first, buyer, price), me, lead)
    assert fast == pytest.approx(slow, abs=1e-9)


@settings(max_examples=300, deadline=None)
@given(sale=sales, low=st.integers(0, 60), span=st.integers(0, 150),
       alternative=st.floats(-300, 300))
def test_the_cap_is_the_last_price_at_which_buying_beats_the_alternative(
        sale, low, span, alternative) -> None:
    wealth, value, auctioneer, first, me, lead = sale
    if first == auctioneer:
        first = None
    high = low + span
    found = buy_cap(wealth, value, auctioneer, first, me, lead, low, high, alternative)
    better = [p for p in range(low, high + 1)
              if sale_margin(wealth, value, auctioneer, first, me, p, me, lead) > alternative]
    assert found == (max(better) if better else None)
    assert better == list(range(low, found + 1)) if better else True  # falling with the price


@settings(max_examples=300, deadline=None)
@given(lines=st.lists(st.tuples(st.floats(0.05, 3), st.floats(-80, 200)), min_size=1,
                      max_size=3),
       low=st.integers(0, 50), span=st.integers(0, 300))
def test_highest_finds_the_last_price_with_a_gain(lines, low, span) -> None:
    def gain(p: int) -> float:
        return min(b - k * p for k, b in lines)

    found = highest(gain, low, low + span)
    positive = [p for p in range(low, low + span + 1) if gain(p) > 0]
    assert found == (max(positive) if positive else None)


# ---- bid steps ---------------------------------------------------------------------------------

def test_round_numbers_follow_the_size_of_the_price() -> None:
    assert [round_up(x) for x in (7, 12.5, 21, 48, 61, 140, 151)] == [7, 13, 25, 50, 70, 140, 175]


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**6), high_bid=st.integers(0, 150), room=st.integers(0, 80),
       value=st.floats(0, 150))
def test_a_bid_is_legal_and_within_the_limit(seed, high_bid, room, value) -> None:
    low = high_bid + 1
    cap = low + room
    amount = open_bid(make_rng(seed), high_bid, low, cap, value)
    assert low <= amount <= cap
    assert open_bid(make_rng(seed), high_bid, low, cap, value) == amount  # seeded


def test_bids_open_at_a_fraction_of_the_value_and_raise_in_jumps() -> None:
    rng = make_rng(3)
    openings = [open_bid(rng, 0, 1, 100, 60.0) for _ in range(300)]
    assert min(openings) >= math.floor(OPEN_LOW * 60)
    assert max(openings) <= round_up(OPEN_HIGH * 60)
    assert len(set(openings)) >= 5  # not one readable amount
    raises = [open_bid(rng, 30, 31, 100, 60.0) - 30 for _ in range(300)]
    assert min(raises) >= 2  # never the tedious +1 when there is room
    assert len(set(raises)) >= 3
    near = [open_bid(rng, 30, 31, 33, 60.0) for _ in range(100)]  # room for small steps only
    assert set(near) <= {31, 32, 33}


def test_a_lowball_bid_is_answered_as_if_opening() -> None:
    rng = make_rng(5)
    answers = [open_bid(rng, 1, 2, 100, 60.0) for _ in range(300)]  # $1 on a $60 lot
    assert min(answers) >= math.floor(OPEN_LOW * 60)  # not $2
    assert max(answers) <= round_up(OPEN_HIGH * 60)
    assert len(set(answers)) >= 5
    assert open_bid(rng, 1, 2, 5, 60.0) == 5  # a low limit: a last bid at it


def test_jitter_spreads_an_amount_within_its_bounds() -> None:
    rng = make_rng(1)
    moved = [jitter(rng, 50, 0, 52) for _ in range(200)]
    assert min(moved) >= 48 and max(moved) == 52
    assert len(set(moved)) >= 4


# ---- the expert's decisions, from explicit situations -------------------------------------------

class FixedValues(HeuristicValuer):
    """Every artist worth what the test says (no projection)."""

    def __init__(self, values: list[float]) -> None:
        super().__init__()
        self.values = values

    def many(self, sit, candidates):
        return [list(self.values) for _ in candidates]


KRYPTO = Card(Artist.KRYPTO, Auction.FIXED_PRICE)
OPEN_LOT = Card(Artist.KRYPTO, Auction.OPEN)


def situation(step: str, money: list[int], **lot) -> Situation:
    """Seat 0 of four, in round 1, facing ``step`` for one Krypto painting."""
    sit = Situation(seat=0, players=4, online=False, round=1, step=step, seller=lot.get(
        "auctioneer", 0), laid_out=[0, 0, 0, 0, 2], cumulative=[0] * 5, hand=[],
        hand_sizes=[5] * 4, deck=20, money=money, owned=[[] for _ in range(4)],
        in_hands=[4.0] * 5)
    sit.auction = step
    sit.lot_cards = [KRYPTO if step == "fixed_price" else OPEN_LOT]
    for key, value in lot.items():
        setattr(sit, key, value)
    return sit


def expert(seed: int = 1, model: TableModel | None = None) -> Expert:
    return Expert(FixedValues([0, 0, 0, 0, 40.0]), make_rng(seed), model=model)


def test_its_own_lot_is_defended_only_well_below_half_its_value() -> None:
    """A rival cannot push the auctioneer's lot up to where keeping and selling it are worth the
    same and then drop out: from DEFENCE_HIGH of the value on, the auctioneer lets it go."""
    money = [100, 100, 100, 100]
    for bid in range(1, 40):
        answers = set()
        for seed in range(30):
            sit = situation("open", money, auctioneer=0, high_bid=bid, high_bidder=2,
                            bid=(bid + 1, 100), can_pass=True, queue=[0, 1, 3], lot_key=7)
            action = expert(seed).act(sit)
            answers.add(action.do)
            if action.do is Do.BID:
                assert action.amount <= DEFENCE_HIGH * 40
        if bid >= DEFENCE_HIGH * 40:
            assert answers == {Do.PASS}, bid
        if bid < DEFENCE_LOW * 40 - 2:
            assert Do.BID in answers, bid


def highest_price_bought(money: list[int], auctioneer: int, model: TableModel | None = None,
                         ) -> int:
    bought = [p for p in range(1, 60)
              if expert(model=model).act(situation(
                  "fixed_price", money, auctioneer=auctioneer, price=p, can_buy=True,
                  can_pass=True, queue=[(auctioneer + i) % 4 for i in range(1, 4)][
                      [(auctioneer + i) % 4 for i in range(1, 4)].index(0):])).do is Do.BUY]
    return max(bought, default=0)


def test_a_fixed_price_is_worth_less_from_a_seller_who_leads() -> None:
    """The same painting (worth 40) offered at each price from 1 up: the most the expert pays
    falls as the seller stands higher (every coin paid to her brings her closer to the lead, or
    widens it), and falls further when she is close behind the leader."""
    trailing = highest_price_bought([100, 120, 60, 130], auctioneer=2)
    second = highest_price_bought([100, 140, 120, 60], auctioneer=2)
    close_second = highest_price_bought([100, 130, 125, 60], auctioneer=2)
    leading = highest_price_bought([100, 60, 140, 120], auctioneer=2)
    assert 0 < leading <= close_second < second < trailing


def test_fixed_prices_follow_how_this_table_answers() -> None:
    """Rivals who declined prices of half the value make the expert price lower; rivals who took
    prices near the value make it price higher."""
    money = [100, 100, 100, 100]

    def named(model: TableModel) -> float:
        prices = [expert(seed, model).act(situation(
            "fixed_price", money, auctioneer=0, price_range=(1, 100))).amount
            for seed in range(20)]
        return sum(prices) / len(prices)

    stingy, generous = TableModel(4), TableModel(4)
    for seat in (1, 2, 3):
        for share in (0.45, 0.5, 0.55, 0.6):
            stingy.answers[seat].append((share, False))
        for share in (0.8, 0.9, 0.95):
            generous.answers[seat].append((share, True))
    assert stingy.accept_chance(1, 0.5) < TableModel(4).accept_chance(1, 0.5) < 0.9
    assert generous.accept_chance(1, 0.85) > TableModel(4).accept_chance(1, 0.85)
    assert named(stingy) < named(TableModel(4)) < named(generous)


def test_the_table_model_learns_only_from_auctions_it_valued() -> None:
    """Answers at a fixed price are read from the public log once the auction is over."""
    state = play_game(["expert"] * 4, 2)
    bot = make_bot("expert", 0, 1)
    bot.memory.update(observe(state, 0))
    model = bot.policy.model
    fixed = [k for k, lot in bot.memory.lots.items() if lot.auction == "fixed_price"]
    sealed = [k for k, lot in bot.memory.lots.items() if lot.auction == "sealed"]
    model.note(fixed[0], 30.0)
    model.note(sealed[0], 20.0)
    model.learn(bot.memory, 0)
    lot = bot.memory.lots[fixed[0]]
    declined = [(s, lot.price / 30.0) for s in lot.passes if s != 0]
    assert all((share, False) in model.answers[s] for s, share in declined)
    bids = bot.memory.lots[sealed[0]].sealed
    assert sum(len(b) for b in model.bids) + sum(len(b) for b in model.own_bids) == 3
    assert bids is not None
    model.learn(bot.memory, 0)  # nothing twice
    assert sum(len(b) for b in model.bids) + sum(len(b) for b in model.own_bids) == 3


@settings(max_examples=300, deadline=None)
@given(sale=sales, holder=st.integers(0, 4), price=st.integers(1, 200))
def test_an_outbid_gain_is_the_difference_of_two_sales(sale, holder, price) -> None:
    wealth, value, auctioneer, first, seat, lead = sale
    holder %= len(wealth)
    if first == auctioneer:
        first = None
    gain = outbid_gain(wealth, value, auctioneer, first, seat, holder, price, lead)
    assert gain == pytest.approx(
        sale_margin(wealth, value, auctioneer, first, seat, price, seat, lead)
        - sale_margin(wealth, value, auctioneer, first, holder, price - 1, seat, lead), abs=1e-6)


@settings(max_examples=300, deadline=None)
@given(sale=sales, holder=st.integers(0, 4), low=st.integers(1, 60), span=st.integers(0, 150),
       threshold=st.floats(-5, 5))
def test_the_outbid_cap_is_the_highest_price_of_the_outbid_gain(sale, holder, low, span,
                                                                threshold) -> None:
    """The rollouts' fast form finds exactly what ``highest`` finds on ``outbid_gain``."""
    wealth, value, auctioneer, first, seat, lead = sale
    holder %= len(wealth)
    if first == auctioneer:
        first = None
    expected = highest(lambda q: outbid_gain(wealth, value, auctioneer, first, seat, holder, q,
                                             lead) - threshold, low, low + span)
    assert outbid_cap(wealth, value, auctioneer, first, seat, holder, lead, threshold, low,
                      low + span) == expected


class NobodyBids(TableModel):
    """A table at which every rival is expected to bid nothing in a sealed auction."""

    def bid_share(self, seat, own, rng):
        return 0.0


@pytest.mark.parametrize(("online", "bid"), [(True, 0), (False, 1)])
def test_a_sealed_lot_nobody_bids_on_goes_by_the_tie_order(online: bool, bid: int) -> None:
    """Seat 0, left of the auctioneer (seat 3), expects every rival to bid 0. In the online
    edition the tie order puts it first (the auctioneer last): bidding 0 takes the lot free. In
    the classic game the auctioneer is first and would take it free: it bids 1 to have it."""
    sit = situation("sealed", [100, 100, 100, 100], auctioneer=3, bid=(0, 100),
                    queue=[0, 1, 2, 3])
    sit.online = online
    action = expert(model=NobodyBids()).act(sit)
    assert action.do is Do.BID and action.amount == bid
