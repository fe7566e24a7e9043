"""The coach (``engine.analysis.coach``): the master's move at a person's decision, from her
observation only, the same for the same seed, and the move the review's master recommends."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import new_game, observe
from engine.actions import Do
from engine.analysis.coach import Advice, advise, explained
from engine.analysis.judge import Choice, Judge
from engine.bots.base import drain
from engine.bots.master import Gather, Phase
from engine.cards import ARTISTS
from engine.legal import to_act
from engine.rng import make_rng
from tests.scenario import act, game, run
from tests.support.play import hide_differently, play_randomly
from tests.test_judge import HANDS, offered_at

FAST = 40  # rollouts a search, for tests


def advice(observation: dict, seed: int = 7, iterations: int = FAST) -> Advice:
    return drain(advise(observation, seed, iterations))


def test_the_coach_declines_a_painting_far_above_its_value_and_buys_one_for_a_dollar():
    dear, cheap = advice(offered_at(80)), advice(offered_at(1))
    assert dear.choice.action.do is Do.PASS and cheap.choice.action.do is Do.BUY
    assert dear.sellers == (0,), "what she pays goes to the auctioneer"
    assert dear.lot == ("krypto/fixed_price",)
    assert dear.lot_value == round(dear.values["krypto"])


@pytest.mark.parametrize("price", [80, 1])
def test_the_advice_is_the_reviews_recommendation_for_the_same_decision(price: int):
    """With the review's seed for a decision, the coach's move is the one the review's judge
    recommends there: a move taken on its word is never called costly."""
    observation = offered_at(price)
    told = advice(observation, seed=31, iterations=60).choice
    verdict = drain(Judge(1, 31, observation).judge(Choice(told.action, told.limit),
                                                    iterations=60, worlds=8))
    assert verdict.best.same(told) and verdict.cost == 0


def test_the_advice_is_the_same_for_the_same_observation_and_seed():
    observation = offered_at(40)
    again = json.loads(json.dumps(observation))  # as the page holds it
    assert advice(observation, 5) == advice(again, 5)


def test_an_open_lot_is_advised_as_a_limit_and_her_own_lot_is_paid_to_the_bank():
    state = game(HANDS)
    run(state, "0 play krypto/open")
    theirs = advice(observe(state, 1, since=0))
    assert theirs.step == "open" and theirs.choice.limit is not None
    assert theirs.sellers == (0,)
    run(state, "1 bid 5", "2 pass")
    own = advice(observe(state, 0, since=0))
    assert own.sellers == (0,), "her own lot: she is its seller"


def test_a_joint_lot_names_both_sellers_and_a_join_its_offerer() -> None:
    state = game([["yoko/double"], ["yoko/open"], ["krypto/open"]])
    run(state, "0 play yoko/double")
    offered = observe(state, 1, since=0)
    values = dict.fromkeys(ARTISTS, 10.0)
    joined = explained(offered, Choice(act("1 join yoko/open")), values)
    assert joined.lot == ("yoko/double", "yoko/open") and joined.sellers == (1, 0)
    assert joined.lot_value == 20
    kept = explained(offered, Choice(act("1 pass")), values)
    assert kept.lot == ("yoko/double",) and kept.sellers == (0,)
    run(state, "1 join yoko/open")
    bidder = explained(observe(state, 2, since=0), Choice(act("2 pass"), -1), values)
    assert bidder.sellers == (1, 0), "the auctioneer first, then the double's offerer"


def test_laying_out_names_the_card_and_its_artists_worth():
    state = game(HANDS)
    told = advice(observe(state, 0, since=0))
    assert told.step == "play" and told.choice.action.do is Do.PLAY
    card = str(told.choice.action.card)
    assert told.lot[0] == card and told.sellers == (0,)
    assert set(told.values) == set(ARTISTS)
    assert list(told.ranking) == sorted(told.ranking, key=lambda a: -told.values[a])
    assert len(told.ranking) <= 3


def test_the_figures_follow_from_the_values_alone():
    observation = offered_at(20)
    values = {a: float(i * 10) for i, a in enumerate(ARTISTS)}
    told = explained(observation, Choice(act("1 buy")), values)
    assert told.ranking == tuple(reversed(ARTISTS))[:3]
    assert told.lot_value == round(values["krypto"]) and told.sellers == (0,)
    none = explained(observation, Choice(act("1 buy")), dict.fromkeys(ARTISTS, 0.0))
    assert none.ranking == (), "an artist worth nothing is not named as worth most"


def test_the_search_reports_its_progress_in_slices():
    work = advise(offered_at(40), 7, FAST)
    shares, signals = [], []
    while True:
        try:
            said = next(work)
        except StopIteration as done:
            told = done.value
            break
        (signals if isinstance(said, Phase | Gather) else shares).append(said)
    assert len(shares) > FAST, "it yields at least once a rollout"
    assert shares == sorted(shares) and shares[0] >= 0 and shares[-1] < 1
    assert told.rollouts == FAST
    assert signals and all(isinstance(s, Phase) and s.seeds for s in signals), \
        "each phase's worlds offered to helpers (none taken here: no Gather)"


def test_the_coach_refuses_a_seat_with_no_decision():
    state = game(HANDS)
    with pytest.raises(ValueError, match="no decision"):
        drain(advise(observe(state, 1, since=0), 7, FAST))


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(3, 5), st.integers(0, 2**32), st.integers(0, 120))
def test_the_advice_never_depends_on_what_the_seat_cannot_see(players, seed, steps):
    """The leak test's twin: another seat's hand or the deck dealt differently never changes
    what the coach says (its move, its figures)."""
    state = new_game(players, seed)
    play_randomly(state, make_rng(seed), limit=steps)
    if state.over:
        return
    seat = to_act(state)[0]
    twin = hide_differently(state, seat, make_rng(seed + 1))
    assert twin.hands != state.hands or twin.deck != state.deck or not state.deck
    assert advice(observe(state, seat, since=0), seed, 20) == \
        advice(observe(twin, seat, since=0), seed, 20)
