"""Helpers: a master's search with a time budget takes more rollouts from other threads (the page's
workers). What a helper plays must be what the master's own rollouts would play, its scores must
count as the search's own, and nothing a helper sends can break a search."""

from __future__ import annotations

import base64
import copy
import functools
import json
import math
import pickle
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from engine.actions import Do
from engine.bots import ExpertBot, MasterBot, MasterOptions
from engine.bots.base import drain, slices
from engine.bots.helper import Helper, decode, encode, read_answer, serve
from engine.bots.master import Gather, Phase, merge_scores
from engine.bots.world import copy_world, sample_deal, unseen_cards, world_state
from engine.game import new_game
from engine.observation import observe
from engine.rng import below, make_rng
from engine.state import Step
from tests.support.clocks import SteppedClock, masters_clock
from tests.support.play import by_bots, play_randomly


def master_at_a_search(seed: int = 3, seconds: float | None = None,
                       ) -> tuple[MasterBot, dict[str, Any]]:
    """A game where seat 0 is a master (a few rollouts a search) and the others experts, played
    to the master's first decision in round 2 with three cards or more in hand: the master (a
    copy of its own, given a time budget of ``seconds`` if any), its observation there."""
    master, observation = copy.deepcopy(_played_to_a_search(seed))
    if seconds is not None:
        master.seconds = seconds
    return master, observation


@functools.cache
def _played_to_a_search(seed: int) -> tuple[MasterBot, dict[str, Any]]:
    """The game of ``master_at_a_search``, played once for all the tests that start there."""
    state = new_game(4, seed)
    master = MasterBot(0, 11, MasterOptions.build(iterations=8))
    bots = [master] + [ExpertBot(s, 20 + s) for s in range(1, 4)]
    play_randomly(state, make_rng(seed), by_bots(bots), until=lambda s: s.step is Step.PLAY
                  and s.seller == 0 and s.round >= 2 and len(s.hands[0]) >= 3)
    assert not state.over
    return master, observe(state, 0)


@pytest.fixture(autouse=True)
def clock() -> Iterator[SteppedClock]:
    """The masters' and helpers' time budgets counted in clock readings, not in real time."""
    with masters_clock() as clock:
        yield clock


def first_phase(master: MasterBot, observation: dict[str, Any]) -> tuple[Any, Phase]:
    thinking = master.think(observation)
    while True:
        signal = next(thinking)
        if isinstance(signal, Phase):
            return thinking, signal


def shared_out(master: MasterBot, observation: dict[str, Any], helper: Helper | None,
               keep: Any = lambda seeds: seeds) -> Any:
    """``master`` thinks, driven as the page drives a search on a rollout budget: each phase's
    worlds after the first handed to ``helper`` (every other one), and its answers, kept by
    ``keep`` (which may leave some out or spoil them), sent back at the ``Gather``; the move."""
    thinking = master.think(observation)
    reply: Any = None
    handed: tuple[int, ...] = ()
    while True:
        try:
            signal = thinking.send(reply)
        except StopIteration as done:
            return done.value
        reply = None
        if isinstance(signal, Phase) and helper is not None:
            assert signal.seeds and signal.seconds == 0.0
            if signal.first:
                helper.start(encode(signal))
            handed = reply = signal.seeds[1::2]
        elif isinstance(signal, Gather) and handed:
            played = helper.run(signal.active, seeds=handed) if helper else {}
            reply = {seed: {i: played[i][handed.index(seed)] for i in signal.active}
                     for seed in keep(handed)}


def test_a_rollout_budgets_worlds_played_by_helpers_make_the_same_search() -> None:
    """The worlds of a phase, drawn first, are the same whoever plays them: handed out, answered
    in part, answered with nonsense, or not at all, the search comes to the same move with the
    same rollouts, and draws the same numbers after it."""
    def search(helper: Helper | None, keep: Any = lambda seeds: seeds,
               spoil: bool = False) -> tuple[Any, int, int, int]:
        master, observation = master_at_a_search()
        master.iterations = 60
        if spoil:  # a helper's scores that are not numbers are left out, and played here
            helper_run = helper.run  # type: ignore[union-attr]
            helper.run = lambda active, seeds=(): {  # type: ignore[union-attr, method-assign]
                i: [float("nan")] * len(v) for i, v in helper_run(active, seeds=seeds).items()}
        move = shared_out(master, observation, helper, keep)
        return move, master.rollouts + master.helped, master.helped, below(master.rng, 2**31)

    alone = search(None)
    helped = search(Helper(seed=9))
    assert helped[2] > 0, "the helper played some of the worlds"
    assert (helped[0], helped[1], helped[3]) == (alone[0], alone[1], alone[3])
    assert alone[2] == 0
    for variant in (search(Helper(seed=9), keep=lambda seeds: seeds[::2]),
                    search(Helper(seed=9), keep=lambda seeds: ()),
                    search(Helper(seed=9), spoil=True)):
        assert (variant[0], variant[1], variant[3]) == (alone[0], alone[1], alone[3])
    assert search(Helper(seed=9), keep=lambda seeds: ())[2] == 0


def test_a_helper_plays_the_worlds_it_is_given_as_the_master_would() -> None:
    master, observation = master_at_a_search()
    thinking = master.think(observation)
    phase = next(s for s in thinking if isinstance(s, Phase))
    helper = Helper(seed=5)
    helper.start(encode(phase))
    assert_played_as_the_master(master, phase, helper.run(phase.active, seeds=phase.seeds),
                                phase.seeds)


def test_a_helper_plays_rollouts_with_play_outs_as_the_master_would() -> None:
    """The play-out valuer draws from each rollout's own generator: a helper's scores in the
    worlds it is handed are the master's own there."""
    _, observation = master_at_a_search()
    master = MasterBot(0, 11, MasterOptions.build(iterations=8, rollout_playouts=4))
    phase = next(s for s in master.think(observation) if isinstance(s, Phase))
    helper = Helper(seed=5)
    helper.start(encode(phase))
    got = helper.run(phase.active, seeds=phase.seeds)
    # Whatever the master played before (here a rollout of its own in another world).
    hands, deck = sample_deal(phase.sit, make_rng(1))
    drain(master.rollout(world_state(phase.sit, phase.board, hands, deck), phase.candidates[0],
                         make_rng(2)))
    assert_played_as_the_master(master, phase, got, phase.seeds)


def assert_played_as_the_master(master: MasterBot, phase: Phase, got: dict[int, list[float]],
                                seeds: Sequence[int]) -> None:
    """``got`` (a helper's scores in the worlds dealt from ``seeds``, in order) are the master's
    own rollouts' in those worlds."""
    assert set(got) == set(phase.active)
    assert {len(v) for v in got.values()} == {len(seeds)}
    unseen = unseen_cards(phase.sit)
    for w, seed in enumerate(seeds):
        hands, deck = sample_deal(phase.sit, make_rng(seed), unseen)
        world = world_state(phase.sit, phase.board, hands, deck)
        for i in phase.active:
            own = drain(master.rollout(copy_world(world), phase.candidates[i],
                                       make_rng(seed + 1)))
            assert got[i][w] == own


def test_a_time_budget_yields_each_phase_begun_then_gathered() -> None:
    master, observation = master_at_a_search(seconds=0.02)
    thinking = master.think(observation)
    signals = []
    while True:
        try:
            signal = next(thinking)
        except StopIteration:
            break
        if signal is not None:
            signals.append(signal)
    kinds = [type(s).__name__ for s in signals]
    assert kinds[:2] == ["Phase", "Gather"] and kinds == ["Phase", "Gather"] * (len(kinds) // 2)
    phases = signals[0::2]
    assert [p.first for p in phases] == [True] + [False] * (len(phases) - 1)
    for phase, gather in zip(signals[0::2], signals[1::2], strict=True):
        assert phase.active == gather.active and phase.active[0] == 0
        assert 0 <= phase.seconds <= 0.02
    # Each phase keeps about half of the candidates, the first always.
    sizes = [len(p.active) for p in phases]
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] == 2
    assert len(phases[0].candidates) == len(phases[0].active) >= 3


def test_a_helper_plays_what_the_master_would() -> None:
    """A helper's rollout in a world is the master's own rollout in that world: the same policies,
    the same table as the master has learnt it."""
    master, observation = master_at_a_search(seconds=0.05)
    _, phase = first_phase(master, observation)
    assert master.policy.model.values  # the master has learnt something of the table
    helper = Helper(seed=5)
    helper.start(encode(phase))
    got = helper.run(phase.active, worlds=3)
    rng = make_rng(5)  # the helper's worlds, drawn as it draws them
    assert_played_as_the_master(master, phase, got, [below(rng, 2**31) for _ in range(3)])


def test_helpers_scores_count_as_the_searchs_own() -> None:
    """A helper that finds one candidate far better in every world makes the search play it."""
    master, observation = master_at_a_search(seconds=0.02)
    thinking, phase = first_phase(master, observation)
    favourite = phase.active[-1]
    own_before = master.rollouts
    reply: Any = None
    action = None
    sent = 0
    while action is None:
        try:
            signal = thinking.send(reply)
        except StopIteration as done:
            action = done.value
            break
        reply = None
        if isinstance(signal, Gather):
            reply = [{i: [1000.0 if i == favourite else 0.0] * 20 for i in signal.active}]
            sent += 20 * len(signal.active)
    assert action == phase.candidates[favourite].action
    assert master.helped == sent > 0
    assert master.rollouts > own_before


def test_scores_that_do_not_fit_are_left_out() -> None:
    scores: list[list[float]] = [[1.0], [2.0], [3.0]]
    active = [0, 2]
    assert merge_scores(scores, active, {0: [5.0, 6.0], 2: [7.0, 8.0]}) == 4
    assert scores == [[1.0, 5.0, 6.0], [2.0], [3.0, 7.0, 8.0]]
    for bad in ({0: [1.0]},  # a candidate missing
                {0: [1.0], 1: [1.0], 2: [1.0]},  # one not in the race
                {0: [1.0, 2.0], 2: [1.0]},  # uneven worlds: the gains would not pair
                {0: [math.nan], 2: [1.0]}, {0: [math.inf], 2: [1.0]},
                {0: ["1"], 2: [1.0]}, {0: [True], 2: [1.0]}):
        assert merge_scores(scores, active, bad) == 0, bad  # type: ignore[arg-type]
    assert scores == [[1.0, 5.0, 6.0], [2.0], [3.0, 7.0, 8.0]]


def test_a_helper_refuses_what_is_not_a_search() -> None:
    helper = Helper(seed=1)
    with pytest.raises(RuntimeError, match="start one first"):
        helper.run([0, 1], worlds=1)
    with pytest.raises(TypeError, match="not a search"):
        helper.start(base64.b64encode(pickle.dumps([1, 2])).decode())
    master, observation = master_at_a_search(seconds=0.05)
    _, phase = first_phase(master, observation)
    helper.start(encode(phase))
    with pytest.raises(ValueError, match="no such candidates"):
        helper.run([0, 99], worlds=1)


def test_a_helper_gets_only_what_the_master_reads() -> None:
    """The search handed over holds the master's reading of its own observation: its own hand,
    the public counts of the others' cards, nobody else's hand or the deck."""
    master, observation = master_at_a_search(seconds=0.05)
    _, phase = first_phase(master, observation)
    job = encode(phase)
    search = decode(job)
    assert search.sit == phase.sit  # the master's own reading of its observation
    assert sorted(map(str, search.sit.hand)) == sorted(observation["hand"])
    assert search.sit.hand_sizes == observation["hand_sizes"]
    raw = base64.b64decode(job)
    assert b"engine.state" not in raw and b"engine.game" not in raw  # no game state in it
    assert search.candidates[0].action.do is Do.PLAY


def test_slices_turns_any_signal_into_a_plain_slice() -> None:
    def work():
        got = yield "signal"
        assert got is None
        yield None
        return 7

    sliced = slices(work())
    assert next(sliced) is None and next(sliced) is None
    with pytest.raises(StopIteration) as done:
        next(sliced)
    assert done.value.value == 7


def test_a_helper_answers_the_page_in_json() -> None:
    master, observation = master_at_a_search(seconds=0.05)
    _, phase = first_phase(master, observation)
    answer = serve(seed=4)
    request = {"search": 7, "phase": 0, "active": list(phase.active), "seconds": 0.01}
    search, number, part = read_answer(answer(json.dumps({**request, "job": encode(phase)})))
    assert (search, number) == (7, 0) and part is not None
    assert set(part) == set(phase.active) and len({len(v) for v in part.values()}) == 1
    assert len(part[0]) >= 1  # a world is begun while time is left: at least one
    # The next phase of the same search needs no job; another search does.
    later = {**request, "phase": 1, "active": [0, phase.active[1]]}
    assert read_answer(answer(json.dumps(later)))[2] is not None
    _, _, part = read_answer(answer(json.dumps({**later, "search": 8})))
    assert part is None
    assert "never started" in json.loads(answer(json.dumps({**later, "search": 8})))["error"]


@pytest.mark.parametrize("bad", ["", "[]", "{}", '{"search": 1, "phase": 0}',
                                 '{"search": 1, "phase": 0, "active": [0], "seeds": []}',
                                 '{"search": 1, "phase": 0, "active": [0], "seeds": [-1]}',
                                 '{"search": 1, "phase": 0, "active": [0], "seeds": "1"}',
                                 '{"search": 1, "phase": 0, "active": [0], "seeds": [1.5]}',
                                 '{"search": 1, "phase": 0, "active": "0,1", "seconds": 1}',
                                 '{"search": 1, "phase": 0, "active": [0], "seconds": "1"}',
                                 '{"search": 1, "phase": 0, "active": [0], "seconds": -1}',
                                 '{"search": 1, "phase": 0, "active": [0], "seconds": 1e9}',
                                 '{"search": 1, "phase": 0, "active": [0], "seconds": 0.1, '
                                 '"job": "bm90IGEgam9i"}'])
def test_a_helper_answers_a_bad_request_with_an_error(bad: str) -> None:
    answer = json.loads(serve(seed=1)(bad))
    assert answer["error"] and "scores" not in answer


@pytest.mark.parametrize("bad", ["", "null", "[1]", '{"scores": {"a": [1]}}',
                                 '{"scores": {"0": [NaN]}}', '{"scores": {"0": "1"}}',
                                 '{"scores": {"0": [true]}}', '{"scores": [1]}'])
def test_an_answer_that_cannot_be_read_gives_no_scores(bad: str) -> None:
    assert read_answer(bad)[2] is None


def test_a_time_budgets_search_takes_only_a_list_of_answers_at_its_gather() -> None:
    """Another search's answers (by world, as a rollout budget's) sent to a time budget's
    ``Gather`` are left out, and the search goes on."""
    master, observation = master_at_a_search(seconds=0.02)
    thinking = master.think(observation)
    reply: Any = None
    gathered = 0
    while True:
        try:
            signal = thinking.send(reply)
        except StopIteration:
            break
        gathered += isinstance(signal, Gather)
        reply = {1: {0: 5.0}} if isinstance(signal, Gather) else None
    assert gathered and master.helped == 0
