"""docs/rules.md, "A turn" and the five auctions, each from an explicit set-up."""

from __future__ import annotations

from scenario import assert_illegal, cards, game, kinds, run

from engine import legal_actions, observe, to_act
from engine.cards import STARTING_MONEY
from engine.state import Step

# Seat 0 sells; the others hold a card each so that the round goes on after the sale.
HANDS = [
    ["yoko/open", "yoko/once_around", "yoko/sealed", "yoko/fixed_price", "krypto/open"],
    ["krypto/sealed", "christin_p/open"],
    ["karl_gitter/open", "lite_metal/open"],
    ["christin_p/sealed", "lite_metal/sealed"],
]


def four(variant: str = "classic"):
    return game(HANDS, variant=variant)


# --- A turn -------------------------------------------------------------------------------------

def test_the_first_seller_must_lay_out_a_card_and_others_wait():
    state = four()
    assert state.step is Step.PLAY and to_act(state) == [0]
    assert_illegal(state, "1 play krypto/sealed", "not seat 1's turn")
    assert_illegal(state, "0 play lite_metal/open", "you do not have lite_metal/open")
    assert_illegal(state, "0 bid 5", "no bid is possible now")
    assert_illegal(state, "0 pass", "cannot pass")


def test_a_card_laid_out_counts_on_the_board_at_once():
    state = four()
    run(state, "0 play yoko/open")
    assert state.laid_out == [0, 1, 0, 0, 0]
    assert observe(state, 2)["laid_out"]["yoko"] == 1


def test_sellers_take_turns_in_seat_order_and_a_seat_without_cards_is_skipped():
    state = game([["yoko/open", "yoko/sealed"], [], ["krypto/open"], ["lite_metal/open"]])
    run(state, "0 play yoko/open", "0 pass", "1 pass", "2 pass", "3 pass")
    assert to_act(state) == [2], "seat 1 has no card, so seat 2 sells next"


def test_the_seller_with_one_card_must_play_it():
    state = game([["krypto/open"], ["yoko/open"], ["lite_metal/open"]])
    assert legal_actions(state, 0).cards == tuple(cards("krypto/open"))


# --- Open ---------------------------------------------------------------------------------------

def test_open_everyone_including_the_auctioneer_may_bid_in_any_order():
    state = four()
    run(state, "0 play yoko/open")
    assert to_act(state) == [0, 1, 2, 3]
    run(state, "3 bid 5", "0 bid 6", "2 bid 9")
    assert to_act(state) == [0, 1, 3]


def test_open_bid_must_be_higher_and_within_money():
    state = four()
    run(state, "0 play yoko/open")
    assert_illegal(state, "1 bid 0", "bid must be at least 1")
    run(state, "1 bid 12")
    assert_illegal(state, "2 bid 12", "bid must be higher than 12")
    assert_illegal(state, "2 bid 101", "you have only 100")
    assert_illegal(state, "1 bid 20", "already has the high bid")


def test_open_closes_when_all_but_the_high_bidder_passed_since_the_last_bid():
    state = four()
    run(state, "0 play yoko/open", "1 bid 10", "2 pass", "3 bid 11", "2 bid 12", "0 pass",
        "1 pass")
    assert to_act(state) == [3], "the auction runs until seat 3 too has passed"
    events = run(state, "3 pass")
    sold = events[-1]
    assert sold.kind == "sold" and sold.buyer == 2 and sold.price == 12
    assert state.money == [112, 100, 88, 100]
    assert state.owned[2] == cards("yoko/open")
    assert to_act(state) == [1], "the next seller is left of the auctioneer"


def test_open_a_seat_that_passed_may_bid_again_only_after_a_raise():
    state = four()
    run(state, "0 play yoko/open", "1 bid 3", "2 pass")
    assert_illegal(state, "2 bid 5", "has passed")
    run(state, "3 bid 4")
    run(state, "2 bid 5")
    assert state.lot.high_bidder == 2


def test_open_the_auctioneer_who_buys_pays_the_bank():
    state = four()
    events = run(state, "0 play yoko/open", "0 bid 7", "1 pass", "2 pass", "3 pass")
    assert events[-1].kind == "sold" and events[-1].bank == 7 and events[-1].received == ()
    assert state.money == [93, 100, 100, 100]


def test_open_with_no_bid_the_auctioneer_takes_it_free_in_the_classic_game():
    state = four()
    events = run(state, "0 play yoko/open", "0 pass", "1 pass", "2 pass", "3 pass")
    assert kinds(events)[-1] == "taken_free"
    assert state.owned[0] == cards("yoko/open") and state.money == [STARTING_MONEY] * 4


def test_open_with_no_bid_the_auctioneer_pays_1_in_the_online_variant():
    state = four("online")
    events = run(state, "0 play yoko/open", "0 pass", "1 pass", "2 pass", "3 pass")
    assert events[-1].kind == "sold" and events[-1].bank == 1
    assert state.money == [99, 100, 100, 100] and state.owned[0] == cards("yoko/open")


def test_open_online_with_no_bid_is_free_for_an_auctioneer_without_money():
    state = four("online")
    state.money[0] = 0
    events = run(state, "0 play yoko/open", "0 pass", "1 pass", "2 pass", "3 pass")
    assert events[-1].kind == "taken_free" and state.money[0] == 0


def test_open_a_seat_that_cannot_outbid_may_only_pass():
    state = four()
    state.money[3] = 5
    run(state, "0 play yoko/open", "1 bid 5")
    legal = legal_actions(state, 3)
    assert legal.bid is None and legal.can_pass
    assert_illegal(state, "3 bid 6", "you have only 5")


# --- Once around --------------------------------------------------------------------------------

def test_once_around_starts_left_of_the_auctioneer_who_acts_last():
    state = four()
    run(state, "0 play yoko/once_around")
    seen = []
    for text in ("1 bid 4", "2 pass", "3 bid 8", "0 pass"):
        seen.append(to_act(state))
        run(state, text)
    assert seen == [[1], [2], [3], [0]]
    assert state.owned[3] == cards("yoko/once_around") and state.money == [108, 100, 100, 92]


def test_once_around_each_bid_must_be_higher_and_each_acts_once():
    state = four()
    run(state, "0 play yoko/once_around", "1 bid 10")
    assert_illegal(state, "2 bid 10", "bid must be higher than 10")
    assert_illegal(state, "1 bid 11", "not seat 1's turn")


def test_once_around_nobody_bids_the_auctioneer_takes_it_free():
    state = four()
    events = run(state, "0 play yoko/once_around", "1 pass", "2 pass", "3 pass", "0 pass")
    assert kinds(events)[-1] == "taken_free" and state.owned[0] == cards("yoko/once_around")


def test_once_around_the_auctioneer_may_outbid_last_and_pays_the_bank():
    state = four()
    events = run(state, "0 play yoko/once_around", "1 bid 10", "2 pass", "3 pass", "0 bid 11")
    assert events[-1].kind == "sold" and events[-1].bank == 11
    assert state.money == [89, 100, 100, 100]


# --- Sealed -------------------------------------------------------------------------------------

def test_sealed_everyone_bids_once_in_secret_and_the_highest_buys():
    state = four()
    run(state, "0 play yoko/sealed", "2 bid 14", "0 bid 3")
    assert to_act(state) == [1, 3]
    seen_by_1 = observe(state, 1)
    assert seen_by_1["my_sealed_bid"] is None
    assert all(e["event"] != "bid" for e in seen_by_1["history"]), "amounts stay hidden"
    assert observe(state, 2)["my_sealed_bid"] == 14
    assert_illegal(state, "2 bid 20", "already made a sealed bid")
    assert_illegal(state, "1 pass", "no pass")
    events = run(state, "3 bid 9", "1 bid 0")
    assert events[-2].kind == "sealed_revealed" and events[-2].bids == (3, 0, 14, 9)
    assert events[-1].buyer == 2 and state.money == [114, 100, 86, 100]


def test_sealed_bid_may_be_0_but_not_above_money():
    state = four()
    run(state, "0 play yoko/sealed")
    assert legal_actions(state, 1).bid == (0, 100)
    assert_illegal(state, "1 bid 101", "you have only 100")


def test_sealed_tie_the_auctioneer_wins_in_the_classic_game():
    state = four()
    events = run(state, "0 play yoko/sealed", "0 bid 10", "1 bid 10", "2 bid 10", "3 bid 2")
    assert events[-1].buyer == 0 and events[-1].bank == 10


def test_sealed_tie_others_rank_from_the_left_of_the_auctioneer():
    state = four()
    events = run(state, "0 play yoko/sealed", "0 bid 1", "1 bid 2", "2 bid 10", "3 bid 10")
    assert events[-1].buyer == 2
    # Seat 1 sells a sealed card: seat 2 is left of it, seat 0 comes after seat 3.
    events = run(state, "1 play krypto/sealed", "0 bid 7", "1 bid 0", "2 bid 3", "3 bid 7")
    assert events[-1].buyer == 3


def test_sealed_tie_the_auctioneer_ranks_last_in_the_online_variant():
    state = four("online")
    events = run(state, "0 play yoko/sealed", "0 bid 10", "1 bid 10", "2 bid 10", "3 bid 2")
    assert events[-1].buyer == 1


def test_sealed_a_winning_bid_of_0_takes_the_painting_free():
    state = four()
    events = run(state, "0 play yoko/sealed", "0 bid 0", "1 bid 0", "2 bid 0", "3 bid 0")
    assert kinds(events)[-1] == "taken_free" and state.owned[0] == cards("yoko/sealed")


# --- Fixed price --------------------------------------------------------------------------------

def test_fixed_price_the_auctioneer_names_a_price_within_her_money():
    state = four()
    run(state, "0 play yoko/fixed_price")
    assert to_act(state) == [0] and legal_actions(state, 0).price == (1, 100)
    assert_illegal(state, "0 price 0", "price must be at least 1")
    assert_illegal(state, "0 price 101", "you have only 100")
    assert_illegal(state, "0 pass", "name a price first")
    assert_illegal(state, "1 buy", "not seat 1's turn")


def test_fixed_price_of_0_only_when_she_has_no_money():
    state = four()
    state.money[0] = 0
    run(state, "0 play yoko/fixed_price")
    assert legal_actions(state, 0).price == (0, 0)
    run(state, "0 price 0")
    assert state.lot.price == 0


def test_fixed_price_buyers_are_asked_from_the_left_and_the_first_to_accept_buys():
    state = four()
    run(state, "0 play yoko/fixed_price", "0 price 15")
    assert to_act(state) == [1]
    events = run(state, "1 pass", "2 buy")
    assert events[-1].kind == "sold" and events[-1].buyer == 2
    assert state.money == [115, 100, 85, 100] and to_act(state) == [1]


def test_fixed_price_a_player_who_cannot_afford_may_only_decline():
    state = four()
    state.money[1] = 10
    run(state, "0 play yoko/fixed_price", "0 price 15")
    legal = legal_actions(state, 1)
    assert not legal.buy and legal.can_pass
    assert_illegal(state, "1 buy", "you have only 10; the price is 15")


def test_fixed_price_all_decline_and_the_auctioneer_must_buy_from_the_bank():
    state = four()
    events = run(state, "0 play yoko/fixed_price", "0 price 30", "1 pass", "2 pass", "3 pass")
    assert events[-1].kind == "sold" and events[-1].buyer == 0 and events[-1].bank == 30
    assert state.money == [70, 100, 100, 100]
