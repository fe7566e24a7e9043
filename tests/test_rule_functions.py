"""The rules as pure functions (engine.auctions, engine.scoring, State.from_position): what they
say, and that the engine follows them (the bots weigh their options with the same functions)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scenario import cards, game, run

from engine import (
    Action,
    Card,
    Config,
    MalformedError,
    State,
    apply_action,
    legal_actions,
    new_game,
    to_act,
)
from engine.auctions import (
    Split,
    opening_queue,
    payments,
    sealed_winner,
    seat_queue,
    tie_order,
    unbid_price,
)
from engine.cards import RANKING_POINTS, Auction
from engine.scoring import (
    cumulative_tokens,
    painting_values,
    place_of,
    place_points,
    places,
    ranking,
)
from engine.state import Lot, Offer, Step
from tests.support.play import Choose, play_randomly, plays, random_action, random_seat


# ---- who pays whom -------------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "split"), [
    ((15, 2, 0, None), Split(((0, 15),), 0)),  # another seat buys: she pays the auctioneer
    ((15, 0, 0, None), Split((), 15)),  # the auctioneer buys her own lot: she pays the bank
    ((0, 3, 0, None), Split(((0, 0),), 0)),
    ((15, 2, 1, 0), Split(((1, 8), (0, 7)), 0)),  # joint lot, a third seat buys: split, odd up
    ((15, 0, 1, 0), Split(((1, 8),), 7)),  # the first seller buys: her half to the bank
    ((15, 1, 1, 0), Split(((0, 7),), 8)),  # the joining auctioneer buys: her half to the bank
    ((1, 2, 1, 0), Split(((1, 1), (0, 0)), 0)),
])
def test_payments_split_the_price_as_the_rules_say(args, split):
    assert payments(*args) == split
    assert sum(amount for _, amount in split.received) + split.bank == args[0]


def test_every_sale_the_engine_makes_is_paid_by_payments():
    for seed in range(40):
        state = play_random(4, seed, "online" if seed % 2 else "classic")
        sales = [e for e in state.events if e.kind == "sold"]
        assert sales
        for sold in sales:
            first = joint_first_seller(state, sold)
            assert (sold.received, sold.bank) == payments(sold.price, sold.buyer,
                                                          sold.auctioneer, first)


def joint_first_seller(state: State, sold) -> int | None:
    """The first seller of the lot ``sold`` closed (from the auction_started event before it)."""
    index = state.events.index(sold)
    started = next(e for e in reversed(state.events[:index]) if e.kind == "auction_started")
    return started.first_seller


# ---- who acts in what order ----------------------------------------------------------------------
def test_seat_queue_runs_from_the_left_of_the_auctioneer():
    assert seat_queue(4, 2) == [3, 0, 1]
    assert seat_queue(4, 2, auctioneer_last=True) == [3, 0, 1, 2]
    assert seat_queue(3, 0) == [1, 2]


def test_opening_queue_per_auction():
    assert opening_queue(Auction.ONCE_AROUND, 5, 3) == [4, 0, 1, 2, 3]
    assert opening_queue("fixed_price", 5, 3) == [4, 0, 1, 2]
    assert opening_queue(Auction.OPEN, 5, 3) == opening_queue("sealed", 5, 3) == [0, 1, 2, 3, 4]


def test_the_engine_opens_each_lot_with_opening_queue():
    state = game([["yoko/once_around", "yoko/open"], ["krypto/open"], ["lite_metal/open"],
                  ["christin_p/open"]], first=1)
    run(state, "1 play krypto/open", "0 pass", "1 pass", "2 pass", "3 pass")
    run(state, "2 play lite_metal/open", "0 pass", "1 pass", "2 pass", "3 pass")
    run(state, "3 play christin_p/open", "0 pass", "1 pass", "2 pass", "3 pass")
    run(state, "0 play yoko/once_around")
    assert state.lot is not None and state.lot.waiting == opening_queue("once_around", 4, 0)


def test_sealed_ties_go_to_the_auctioneer_first_classic_and_last_online():
    assert tie_order(4, 2, online=False) == [2, 3, 0, 1]
    assert tie_order(4, 2, online=True) == [3, 0, 1, 2]
    bids = [10, 7, 10, 10]
    assert sealed_winner(bids, 2, online=False) == 2
    assert sealed_winner(bids, 2, online=True) == 3
    assert sealed_winner([0, 0, 0], 1, online=True) == 2


@pytest.mark.parametrize(("auction", "online", "money", "price"), [
    (Auction.OPEN, False, 50, 0),
    (Auction.OPEN, True, 50, 1),
    (Auction.OPEN, True, 0, 0),
    ("once_around", True, 50, 0),
    (Auction.ONCE_AROUND, False, 50, 0),
])
def test_unbid_price_per_variant(auction, online, money, price):
    assert unbid_price(auction, online, money) == price


def test_the_engine_charges_unbid_price_for_an_open_lot_nobody_bid_on():
    for variant, paid in (("classic", 0), ("online", 1)):
        state = game([["yoko/open"], ["krypto/open"], ["lite_metal/open"]], variant=variant)
        events = run(state, "0 play yoko/open", "0 pass", "1 pass", "2 pass")
        assert state.money[0] == 100 - paid
        closing = events[-1]
        assert closing.kind == ("taken_free" if paid == 0 else "sold")
        assert (closing.seat if paid == 0 else closing.buyer) == 0


# ---- scoring --------------------------------------------------------------------------------
def test_ranking_takes_expected_counts_too():
    assert ranking([1.5, 2.25, 0.0, 2.25, 0.1]) == [1, 3, 0]


def test_the_engine_scores_a_round_with_painting_values():
    for seed in range(20):
        state = play_random(3 + seed % 3, seed, "classic")
        ends = [e for e in state.events if e.kind == "round_ended"]
        assert len(ends) == 4
        for end in ends:
            counts = list(end.counts.values())
            before = cumulative_tokens(state.values, end.round)
            assert list(end.painting_values.values()) == painting_values(counts, before)


# ---- the players' places and ranking points --------------------------------------------------
@pytest.mark.parametrize(("money", "expected"), [
    ([50, 70, 50, 20], [2, 1, 2, 4]),  # equal money shares the better place; the next is skipped
    ([60, 60, 60], [1, 1, 1]),
    ([10, 20, 30, 40, 50], [5, 4, 3, 2, 1]),
    ([100], [1]),
    ([], []),
])
def test_places_are_competition_ranking(money, expected):
    assert places(money) == expected
    assert [place_of(money, m) for m in money] == expected


def test_place_of_an_amount_that_no_seat_has():
    assert place_of([50, 70, 50, 20], 60) == 2
    assert place_of([50, 70, 50, 20], 0) == 5
    assert place_of([], 0) == 1


@pytest.mark.parametrize(("players", "money", "points"), [
    (5, [10, 50, 40, 30, 20], [0, 5, 4, 0, 0]),
    (5, [50, 50, 40, 30, 20], [5, 5, 0, 0, 0]),  # two winners: both 5, and nobody is second
    (5, [50, 40, 40, 30, 20], [5, 4, 4, 0, 0]),  # two seconds: both 4
    (4, [10, 50, 40, 30], [0, 4, 0, 0]),
    (3, [60, 50, 60], [3, 0, 3]),
])
def test_ranking_points_of_the_online_edition(players, money, points):
    assert place_points(players, money) == points


@given(st.lists(st.integers(0, 400), min_size=3, max_size=5))
def test_places_agree_with_their_definition(money):
    placed = places(money)
    for seat, amount in enumerate(money):
        assert placed[seat] == 1 + len([m for m in money if m > amount])
        # The same money, the same place; more money, a better one.
        assert all((placed[o] < placed[seat]) == (money[o] > amount) for o in range(len(money)))
    assert min(placed) == 1
    points = place_points(len(money), money)
    table = RANKING_POINTS[len(money)]
    assert points == [table[p - 1] if p <= len(table) else 0 for p in placed]


def test_the_places_name_the_games_winners():
    for seed in range(10):
        state = play_random(3 + seed % 3, seed, "online")
        first = [s for s, p in enumerate(places(state.money)) if p == 1]
        assert first == state.winners


# ---- State.from_position ------------------------------------------------------------------------
def play_random(players: int, seed: int, variant: str, steps: int | None = None) -> State:
    """A seeded game of random legal play: to the end, or its first ``steps`` actions."""
    state = new_game(players, seed, variant)
    play_randomly(state, random.Random(seed), limit=steps)
    return state


def position_of(state: State) -> dict:
    return {"round": state.round, "hands": state.hands, "deck": state.deck, "money": state.money,
            "owned": state.owned, "laid_out": state.laid_out, "values": state.values,
            "seller": state.seller, "lot": state.lot, "offer": state.offer, "ender": state.ender}


def chosen_alike(twin: State, rng: random.Random, twin_rng: random.Random) -> Choose:
    """A random chooser (drawing from ``rng``) that checks, before every action, that ``twin``
    played by a generator seeded alike (``twin_rng``) would pick the same seat and action."""
    def choose(state: State, seat: int) -> Action:
        assert to_act(twin) == to_act(state)
        assert random_seat(twin, twin_rng) == seat
        action = random_action(state, seat, rng)
        assert random_action(twin, seat, twin_rng) == action
        return action

    return choose


def test_from_position_rebuilds_a_game_that_plays_on_exactly_alike():
    for seed in range(60):
        players = 3 + seed % 3
        state = play_random(players, seed, "online" if seed % 2 else "classic",
                            steps=seed * 7 % 230)
        if state.over:
            continue
        rebuilt = State.from_position(state.config, **position_of(state))
        for name in ("round", "step", "hands", "deck", "money", "owned", "laid_out", "values",
                     "seller", "ender", "lot", "offer", "winners"):
            assert getattr(rebuilt, name) == getattr(state, name), name
        assert rebuilt.actions == [] and rebuilt.events == [] and rebuilt.seed is None
        assert rebuilt.hands is not state.hands
        assert state.lot is None or rebuilt.lot is not state.lot
        rng = random.Random(seed)
        for played in plays(state, rng, chosen_alike(rebuilt, rng, random.Random(seed))):
            assert apply_action(rebuilt, played.action) == played.events
        assert rebuilt.money == state.money and rebuilt.winners == state.winners


def test_from_position_defaults_the_ender_and_derives_the_step():
    state = game([["yoko/open", "yoko/double"], ["yoko/sealed"], ["krypto/open"]])
    run(state, "0 play yoko/double")
    rebuilt = State.from_position(state.config, **{**position_of(state), "ender": None})
    assert rebuilt.step is Step.DOUBLE_OFFER and rebuilt.ender == 0
    run(state, "1 join yoko/sealed")
    rebuilt = State.from_position(state.config, **{**position_of(state), "ender": None})
    assert rebuilt.step is Step.SEALED and rebuilt.ender == 1


START = {"round": 2, "hands": [cards("yoko/open"), cards("krypto/open"), []],
         "deck": cards("yoko/sealed"), "money": [90, 100, 120], "owned": [[], [], []],
         "laid_out": [0, 0, 0, 0, 0],
         "values": [[30, 0, 0, 0], [20, 0, 0, 0], [10, 0, 0, 0], [0] * 4, [0] * 4],
         "seller": 1}
YOKO = Card("yoko", "open")


def test_a_consistent_position_is_accepted():
    state = State.from_position(Config(3), **START)
    assert state.step is Step.PLAY and to_act(state) == [1]
    assert legal_actions(state, 1).cards == tuple(cards("krypto/open"))


@pytest.mark.parametrize(("change", "reason"), [
    ({"round": 5}, "round must be from 1 to 4"),
    ({"money": [90, 100]}, "money must have one entry per seat"),
    ({"money": [90, -1, 0]}, "money must be whole numbers"),
    ({"seller": 3}, "there is no seat 3 to sell"),
    ({"ender": -1}, "to have ended the round"),
    ({"laid_out": [0, 5, 0, 0, 0]}, "a fifth card ends the round"),
    ({"values": [[30, 10, 0, 0]] + [[0] * 4] * 4}, "tokens of round 2 or later"),
    ({"values": [[25, 0, 0, 0]] + [[0] * 4] * 4}, "values must give each artist"),
    ({"deck": [YOKO] * 3}, "yoko/open appears 4 times, but the game has only 3"),
    ({"owned": [[YOKO], [], []]}, r"1 yoko card\(s\) were bought .* but only 0 were laid out"),
    ({"lot": Lot(Auction.DOUBLE, [YOKO], 0)}, "not 'double'"),
    ({"lot": Lot(Auction.OPEN, [YOKO], 0), "laid_out": [0, 1, 0, 0, 0]}, "waiting for seats"),
    ({"lot": Lot(Auction.OPEN, [YOKO], 0, waiting=[0, 7]), "laid_out": [0, 1, 0, 0, 0]},
     "waiting for seats"),
    ({"offer": Offer(0, YOKO, [1, 2])}, "must be a double"),
    ({"offer": Offer(0, Card("yoko", "double"), [0]), "laid_out": [0, 1, 0, 0, 0]},
     "other than its seller"),
    ({"offer": Offer(0, Card("yoko", "double"), [1]), "laid_out": [0, 1, 0, 0, 0],
      "lot": Lot(Auction.OPEN, [YOKO], 0, waiting=[1]), "deck": []}, "cannot both"),
    ({"hands": [["yoko/open"], [], []]}, "every card must be a Card"),
])
def test_an_impossible_position_is_refused_with_its_reason(change, reason):
    with pytest.raises(MalformedError, match=reason):
        State.from_position(Config(3), **{**START, **change})


def test_from_position_keeps_no_reference_to_what_it_was_given():
    lot = Lot(Auction.OPEN, [YOKO], 0, waiting=[0, 1, 2])
    position = {**START, "lot": lot, "laid_out": [0, 1, 0, 0, 0]}
    state = State.from_position(Config(3), **position)
    apply_action(state, random_action(state, 0, random.Random(1)))
    assert lot == Lot(Auction.OPEN, [YOKO], 0, waiting=[0, 1, 2]) and START["money"][0] == 90
    assert state.lot is not lot


def naive_ranking(counts: list[float]) -> list[int]:
    """docs/rules.md, "Scoring a round", step 1, spelled out."""
    ranked = sorted((i for i in range(len(counts)) if counts[i] > 0), key=lambda i: (-counts[i], i))
    return ranked[:3]


def test_ranking_agrees_with_the_rule_spelled_out():
    rng = random.Random(5)
    for _ in range(3000):
        counts = [rng.choice([0, 0, 1, 2, 3, 4, 2.5, 0.1]) for _ in range(5)]
        assert ranking(counts) == naive_ranking(counts), counts
        assert ranking(tuple(counts)) == naive_ranking(counts)
