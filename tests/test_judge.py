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


def test_her_answers_in_an_open_lot_agree_with_every_limit_they_allow():
    won = taken_choice([act("1 bid 5"), act("1 bid 9")], "open", upto=100)
    assert won == Choice(act("1 bid 5"), 9, 100)
    let_go = taken_choice([act("1 bid 5"), act("1 pass")], "open", upto=14)
    assert [let_go.agrees(Choice(act("1 bid 1"), limit)) for limit in (4, 5, 14, 15)] == \
        [False, True, True, False]
    assert [let_go.nearest(Choice(act("1 bid 1"), limit)).limit for limit in (2, 9, 30)] == \
        [5, 9, 14]
    assert won.agrees(Choice(act("1 bid 1"), 60)) and not won.agrees(Choice(act("1 bid 1"), 8))
    stayed_out = taken_choice([act("1 pass")], "open", upto=0)
    assert stayed_out.agrees(Choice(act("1 pass"), -1))
    assert not Choice(act("1 bid 5"), 9).agrees(Choice(act("1 bid 5"), 10)), "no upto: 9 only"


class Watched(Judge):
    """A judge that notes the moves it plays out."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.played: list[list[Choice]] = []

    def play_out(self, choices, worlds, seed):  # type: ignore[no-untyped-def]
        self.played.append(choices)
        return (yield from super().play_out(choices, worlds, seed))


def open_krypto() -> dict:
    """Seat 1's observation: seat 0 puts the first Krypto of round 1 up in an open auction (the
    master in seat 1 would bid up to $22 for it, with ``FAST`` and seed 7)."""
    state = game(HANDS)
    run(state, "0 play krypto/open")
    return observe(state, 1, since=0)


@pytest.mark.parametrize(("answers", "upto", "played"), [
    (["1 bid 10"], 100, None),  # won at $10: she would have gone to the master's $22 too
    (["1 bid 10", "1 pass"], 15, 15),  # let it go at $15: her limit was at most that
    (["1 bid 5", "1 bid 40"], 100, 40),  # won at $40: at least that
    (["1 pass"], 0, 0),  # stayed out when nobody had bid
])
def test_an_open_lot_is_judged_by_the_limit_her_answers_allow_nearest_the_masters(
        answers: list[str], upto: int, played: int | None):
    judge = Watched(1, 7, open_krypto())
    taken = taken_choice([act(a) for a in answers], "open", upto)
    verdict = drain(judge.judge(taken, **FAST))
    assert verdict.best.limit == 22 and verdict.taken == taken
    if played is None:
        assert verdict.cost == 0 and verdict.worlds == 0 and judge.played == []
    else:
        assert [c.limit for c in judge.played[0]] == [22, played]
        assert verdict.worlds == FAST["worlds"]


def test_the_screen_reads_her_open_lot_as_the_best_limit_her_answers_allow():
    observation = open_krypto()
    won_cheaply = taken_choice([act("1 bid 3")], "open", upto=100)
    only_three = Choice(act("1 bid 3"), 3)
    kind = drain(Judge(1, 7, observation).screen(won_cheaply))
    strict = drain(Judge(1, 7, observation).screen(only_three))
    assert kind.cost == 0 and won_cheaply.agrees(kind.best)
    assert strict.cost > 0 and strict.best.limit is not None and strict.best.limit > 3
