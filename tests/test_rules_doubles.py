"""docs/rules.md, "Double": both ways of selling a double, joint lots and their split."""

from __future__ import annotations

from scenario import assert_illegal, cards, game, kinds, run

from engine import legal_actions, to_act
from engine.state import Step


def five_seats():
    return game([
        ["yoko/double", "yoko/open", "yoko/double", "krypto/open"],
        ["yoko/sealed", "krypto/sealed"],
        ["yoko/fixed_price", "yoko/double", "lite_metal/open"],
        ["yoko/once_around", "karl_gitter/open"],
        ["christin_p/open", "lite_metal/sealed"],
    ])


def test_way_1_a_double_with_a_partner_is_one_lot_sold_by_the_partners_auction():
    state = five_seats()
    legal = legal_actions(state, 0)
    assert legal.partners == {cards("yoko/double")[0]: tuple(cards("yoko/open"))}
    run(state, "0 play yoko/double with yoko/open")
    assert state.step is Step.OPEN and state.laid_out[1] == 2
    assert state.lot.cards == cards("yoko/double", "yoko/open") and state.lot.first_seller is None
    events = run(state, "3 bid 20", *(f"{s} pass" for s in (0, 1, 2, 4)))
    assert events[-1].buyer == 3 and events[-1].received == ((0, 20),)
    assert state.owned[3] == cards("yoko/double", "yoko/open")


def test_way_1_partner_rules():
    state = five_seats()
    assert_illegal(state, "0 play yoko/double with yoko/double", "paired with another double")
    assert_illegal(state, "0 play yoko/double with krypto/open", "only go with another yoko")
    assert_illegal(state, "0 play yoko/open with yoko/double", "only a double")
    assert_illegal(state, "0 play yoko/double with yoko/sealed", "you do not have yoko/sealed")


def offered():
    state = five_seats()
    run(state, "0 play yoko/double")
    return state


def test_way_2_others_are_asked_in_turn_from_the_left_and_answer_explicitly():
    state = offered()
    assert state.step is Step.DOUBLE_OFFER and state.laid_out[1] == 1
    assert to_act(state) == [1]
    run(state, "1 pass")
    assert to_act(state) == [2]
    # Seat 4 holds no yoko card, yet is asked and must answer.
    run(state, "2 pass", "3 pass")
    assert to_act(state) == [4] and legal_actions(state, 4).cards == ()
    events = run(state, "4 pass")
    assert kinds(events)[-1] == "taken_free", "nobody joined: the seller takes the double free"
    assert state.owned[0] == cards("yoko/double") and to_act(state) == [1]


def test_way_2_join_rules():
    state = offered()
    assert_illegal(state, "1 join krypto/sealed", "only a yoko card")
    run(state, "1 pass")
    assert_illegal(state, "2 join yoko/double", "a double cannot be added")
    assert_illegal(state, "2 join yoko/open", "you do not have yoko/open")


def test_way_2_the_joiner_becomes_auctioneer_with_the_added_cards_auction():
    state = offered()
    run(state, "1 pass", "2 join yoko/fixed_price")
    lot = state.lot
    assert state.step is Step.FIXED_PRICE and lot.auctioneer == 2 and lot.first_seller == 0
    assert lot.cards == cards("yoko/double", "yoko/fixed_price") and state.laid_out[1] == 2
    assert to_act(state) == [2]
    run(state, "2 price 21")
    assert to_act(state) == [3], "left of the new auctioneer"


def sell_joint_lot(buyer: int):
    state = offered()
    run(state, "1 pass", "2 join yoko/fixed_price", "2 price 21")
    order = [3, 4, 0, 1]
    for seat in order:
        if seat == buyer:
            return state, run(state, f"{seat} buy")[-1]
        run(state, f"{seat} pass")
    return state, None


def test_joint_lot_another_player_buys_the_new_auctioneer_gets_the_odd_unit():
    state, sold = sell_joint_lot(3)
    assert sold.received == ((2, 11), (0, 10)) and sold.bank == 0
    assert state.money == [110, 100, 111, 79, 100]


def test_joint_lot_the_first_seller_buys_the_bank_gets_the_rest():
    state, sold = sell_joint_lot(0)
    assert sold.received == ((2, 11),) and sold.bank == 10
    assert state.money == [79, 100, 111, 100, 100]


def test_joint_lot_the_new_auctioneer_buys_the_first_seller_gets_half_rounded_down():
    state = offered()
    events = run(state, "1 pass", "2 join yoko/fixed_price", "2 price 21",
                 "3 pass", "4 pass", "0 pass", "1 pass")
    sold = events[-1]
    assert sold.buyer == 2 and sold.received == ((0, 10),) and sold.bank == 11
    assert state.money == [110, 100, 79, 100, 100]


def test_after_a_joint_lot_the_seats_between_the_two_sellers_are_skipped():
    state, _ = sell_joint_lot(3)
    assert to_act(state) == [3], "seat 1 (between seller 0 and auctioneer 2) is skipped"


def test_a_fifth_double_cannot_take_a_partner_and_ends_the_round_alone():
    state = game([["yoko/double", "yoko/open", "krypto/open"], ["yoko/sealed"], ["krypto/sealed"]])
    state.laid_out[1] = 4
    assert legal_actions(state, 0).partners == {}
    assert_illegal(state, "0 play yoko/double with yoko/open", "fifth card")
    events = run(state, "0 play yoko/double")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.discarded == tuple(cards("yoko/double")) and ended.ender == 0
    assert state.round == 2


def test_with_three_out_a_double_and_partner_end_the_round_both_unsold():
    state = game([["yoko/double", "yoko/open", "krypto/open"], ["yoko/sealed"], ["krypto/sealed"]])
    state.laid_out[1] = 3
    events = run(state, "0 play yoko/double with yoko/open")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.discarded == tuple(cards("yoko/double", "yoko/open"))
    assert ended.counts["yoko"] == 5


def test_an_offered_fourth_double_joined_ends_the_round_and_the_joiner_ended_it():
    state = game([["yoko/double", "krypto/open"], ["yoko/sealed", "lite_metal/open"],
                  ["krypto/sealed"]])
    state.laid_out[1] = 3
    events = run(state, "0 play yoko/double", "1 join yoko/sealed")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.ender == 1 and ended.discarded == tuple(cards("yoko/double", "yoko/sealed"))
    assert state.seller == 2, "round 2 starts left of the player who ended round 1"


def test_an_offered_fourth_double_nobody_joins_goes_free_and_the_round_goes_on():
    state = game([["yoko/double", "krypto/open"], ["lite_metal/open"], ["krypto/sealed"]])
    state.laid_out[1] = 3
    events = run(state, "0 play yoko/double", "1 pass", "2 pass")
    assert kinds(events)[-1] == "taken_free" and state.round == 1
    assert state.laid_out[1] == 4 and state.owned[0] == cards("yoko/double")
