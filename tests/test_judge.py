"""The master's judgement of a decision (``engine.analysis.judge``): from the seat's observation
only, an obviously bad move costs money and the master's own move costs nothing, the same every
time."""

from __future__ import annotations

import json

import pytest

from engine import observe
from engine.actions import Do
from engine.analysis.judge import Choice, Judge, choices_of, taken_choice
from engine.bots.base import drain
from tests.scenario import act, game, run

HANDS = [
    ["krypto/fixed_price", "yoko/open", "lite_metal/sealed", "christin_p/once_around",
     "karl_gitter/open", "krypto/open", "yoko/sealed", "lite_metal/open", "christin_p/open",
     "karl_gitter/sealed"],
    ["krypto/open", "krypto/sealed", "krypto/once_around", "yoko/once_around",
     "lite_metal/fixed_price", "christin_p/sealed", "karl_gitter/once_around", "yoko/double",
     "lite_metal/double", "christin_p/fixed_price"],
    ["yoko/fixed_price", "lite_metal/once_around", "christin_p/double", "karl_gitter/fixed_price",
     "krypto/double", "yoko/open", "lite_metal/sealed", "christin_p/once_around",
     "karl_gitter/double", "karl_gitter/open"],
]
FAST = {"iterations": 60, "worlds": 24}  # the master's search and the verdict's worlds, for tests


def offered_at(price: int) -> dict:
    """Seat 1's observation: seat 0 offers the first Krypto of round 1 at ``price``; seat 1
    holds three more Krypto (so it is likely to score)."""
    state = game(HANDS)
    run(state, "0 play krypto/fixed_price", f"0 price {price}")
    return observe(state, 1, since=0)


def test_buying_far_above_value_costs_money_and_the_master_declines():
    observation = offered_at(80)
    verdict = drain(Judge(1, 7, observation).judge(Choice(act("1 buy")), **FAST))
    assert verdict.best.action.do is Do.PASS
    assert verdict.cost > 30 and verdict.cost > 3 * verdict.error, verdict
    assert verdict.gain > verdict.cost, "paying a rival too much also makes the rival richer"
    assert verdict.worlds == FAST["worlds"]


def test_declining_a_painting_offered_for_a_dollar_costs_money_and_the_master_buys():
    observation = offered_at(1)
    verdict = drain(Judge(1, 7, observation).judge(Choice(act("1 pass")), **FAST))
    assert verdict.best.action.do is Do.BUY
    assert verdict.cost > 5 and verdict.cost > 2 * verdict.error, verdict


@pytest.mark.parametrize(("price", "taken"), [(80, "1 pass"), (1, "1 buy")])
def test_the_masters_own_move_costs_nothing(price: int, taken: str):
    verdict = drain(Judge(1, 7, offered_at(price)).judge(Choice(act(taken)), **FAST))
    assert verdict.best.same(verdict.taken) and verdict.cost == 0 and verdict.worlds == 0


def test_the_screen_puts_the_bad_buy_above_the_good_decline():
    observation = offered_at(80)
    bad = drain(Judge(1, 7, observation).screen(Choice(act("1 buy"))))
    good = drain(Judge(1, 7, observation).screen(Choice(act("1 pass"))))
    assert bad.cost > 10 and bad.best.action.do is Do.PASS
    assert good.cost == 0 and good.best.same(good.taken)


def test_a_verdict_is_the_same_for_the_same_observation_and_seed():
    observation = offered_at(80)
    again = json.loads(json.dumps(observation))  # as the page would hold it
    first = drain(Judge(1, 11, observation).judge(Choice(act("1 buy")), **FAST))
    assert drain(Judge(1, 11, again).judge(Choice(act("1 buy")), **FAST)) == first
    assert drain(Judge(1, 11, again).screen(Choice(act("1 buy")))) == \
        drain(Judge(1, 11, observation).screen(Choice(act("1 buy"))))
    other = drain(Judge(1, 12, observation).judge(Choice(act("1 buy")), **FAST))
    assert other.cost != first.cost, "the seed draws the worlds"


def test_judging_yields_between_rollouts():
    work = Judge(1, 7, offered_at(80)).judge(Choice(act("1 buy")), **FAST)
    slices = 0
    while True:
        try:
            next(work)
            slices += 1
        except StopIteration:
            break
    assert slices >= FAST["iterations"] + 2 * FAST["worlds"]


def test_the_judge_refuses_another_seats_observation():
    with pytest.raises(ValueError, match="seat"):
        Judge(2, 7, offered_at(80))


def test_a_decision_with_one_answer_is_no_decision():
    state = game(HANDS)
    assert choices_of(observe(state, 0)) == 10  # ten cards, none of them with a partner
    run(state, "0 play krypto/fixed_price", "0 price 100")
    assert choices_of(observe(state, 1)) == 2  # buy or decline
    # Seat 1 pays 60 for a lot, then 10 for her own: a price of 50 leaves her only "pass".
    state = game(HANDS)
    run(state, "0 play krypto/open", "1 bid 60", "2 pass", "0 pass",
        "1 play lite_metal/fixed_price", "1 price 10", "2 pass", "0 pass",
        "2 play yoko/fixed_price", "2 price 50", "0 pass")
    assert observe(state, 1)["legal"]["do"] == ["pass"]
    assert choices_of(observe(state, 1)) == 1


def test_an_open_lot_is_judged_as_her_limit():
    bids = [act("1 bid 5"), act("1 bid 9"), act("1 pass")]
    assert taken_choice(bids, "open") == Choice(bids[0], 9)
    assert taken_choice([act("1 pass")], "open") == Choice(act("1 pass"), -1)
    assert taken_choice([act("1 bid 7")], "once_around") == Choice(act("1 bid 7"))
    assert Choice(act("1 bid 5"), 9).same(Choice(act("1 bid 6"), 9))
    assert not Choice(act("1 bid 5"), 9).same(Choice(act("1 bid 5"), 10))
