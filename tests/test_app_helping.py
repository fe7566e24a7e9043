"""The page's helpers as its bot driver sees them (``pyapp.helping.Crew``): who is asked what,
which answers count; and how many helpers a device gets."""

from __future__ import annotations

import copy
import json

import pytest

from engine.bots.helper import Helper
from engine.bots.master import Phase
from pyapp.helping import MOST_HELPERS, Crew, how_many, wanted
from tests.support.clocks import masters_clock
from tests.test_master_helpers import first_phase, master_at_a_search


@pytest.fixture(scope="module")
def phases() -> tuple[Phase, Phase]:
    """A search's first phase, and a later phase of it (fewer candidates). Only a master with a
    time budget has phases to hand out; its clock moves by readings, not in real time."""
    with masters_clock():
        master, observation = master_at_a_search(seconds=5)
        _, first = first_phase(master, observation)
    later = Phase(first.bot, first.sit, first.board, first.candidates, first.active[:2], 0.1,
                  False)
    return first, later


def requests(sent: list[tuple[int, str]]) -> dict[int, dict]:
    return {index: json.loads(message) for index, message in sent}


def answer(helper: Helper, message: str) -> str:
    request = json.loads(message)
    request["seconds"] = 0  # one world at least, no more: quick
    return helper.answer(json.dumps(request))


@pytest.mark.parametrize(("cores", "memory", "expected"), [
    (1, 8, 0), (2, 8, 1), (4, 8, 3), (16, 8, MOST_HELPERS), (8, 2, 1), (8, None, 1), (8, 4, 3),
    (None, 8, 0), ("4", 8, 0), (True, 8, 0), (float("nan"), 8, 0), (4, float("nan"), 1)])
def test_one_helper_fewer_than_the_cores(cores: object, memory: object, expected: int) -> None:
    assert how_many(cores, memory) == expected


@pytest.mark.parametrize(("levels", "over", "expected"), [
    (["human", "master", "expert", "novice"], False, True),  # a master's game: helpers
    (["human", "master", "expert", "novice"], True, None),  # over: kept for the next one
    (["human", "expert", "expert", "novice"], False, False),  # no master: let go
    (["human", "human", "novice"], True, False),
    (None, False, False)])  # no game on the table
def test_helpers_start_for_a_masters_game_and_go_once_none_is_on_the_table(
        levels: list[str] | None, over: bool, expected: bool | None) -> None:
    assert wanted(levels, over) is expected


def test_only_ready_helpers_are_asked_and_each_gets_the_job_once(phases) -> None:
    first, later = phases
    crew = Crew(3)
    assert crew.begin(first) == []  # nobody has started yet
    crew.receive(0, json.dumps({"ready": True}))
    crew.receive(2, json.dumps({"ready": True}))
    sent = requests(crew.begin(first))  # (the next search)
    assert sorted(sent) == [0, 2]
    assert all("job" in r and r["search"] == 2 and r["phase"] == 0 for r in sent.values())
    assert sent[0]["active"] == list(first.active)
    helpers = {0: Helper(1), 2: Helper(2)}
    for index in sent:
        crew.receive(index, answer(helpers[index], json.dumps(sent[index])))
    assert not crew.waiting()
    parts = crew.gather()
    assert len(parts) == 2 and all(set(p) == set(first.active) for p in parts)
    sent = requests(crew.begin(later))
    assert all("job" not in r and r["phase"] == 1 and r["active"] == list(later.active)
               for r in sent.values())


def test_a_phase_of_given_worlds_is_shared_out_and_gathered_by_world(phases) -> None:
    """A search on a rollout budget offers its phase's worlds: the page keeps one share, each
    ready helper gets another, and their scores come back world by world."""
    first, _ = phases
    seeded = Phase(first.bot, first.sit, first.board, first.candidates, first.active, 0.0, True,
                   tuple(range(100, 111)))
    crew = Crew(3)
    for index in (0, 2):
        crew.receive(index, json.dumps({"ready": True}))
    sent = requests(crew.begin(seeded))
    assert sorted(sent) == [0, 2] and all("seconds" not in r for r in sent.values())
    assert sent[0]["seeds"] == [101, 104, 107, 110] and sent[2]["seeds"] == [102, 105, 108]
    assert crew.handed_out() == (101, 104, 107, 110, 102, 105, 108), "100, 103... stay here"
    helpers = {0: Helper(1), 2: Helper(2)}
    crew.receive(2, helpers[2].answer(json.dumps(sent[2])))
    assert crew.waiting(), "helper 0 has not answered"
    worlds = crew.gather()
    assert isinstance(worlds, dict) and sorted(worlds) == [102, 105, 108]
    assert all(set(scores) == set(first.active) for scores in worlds.values())
    played = helpers[2].run(first.active, seeds=[105])
    assert worlds[105] == {i: played[i][0] for i in first.active}


def test_the_helpers_serve_the_search_begun_last(phases) -> None:
    """The coach's search and a master bot's may run side by side: the helpers serve the one
    begun last, and the other's later phases go without (nor are its answers mixed in)."""
    first, later = phases
    crew = Crew(1)
    crew.receive(0, json.dumps({"ready": True}))
    sent = requests(crew.begin(first))
    assert crew.serves(first.bot)
    crew.receive(0, answer(Helper(1), json.dumps(sent[0])))  # (answered: free again)
    other = Phase(copy.copy(first.bot), first.sit, first.board, first.candidates, first.active,
                  0.0, True, (1, 2, 3, 4))
    sent = requests(crew.begin(other))
    assert sent[0]["seeds"] == [2, 4] and crew.serves(other.bot) and not crew.serves(first.bot)
    assert crew.begin(later) == [], "the first search's next phase goes alone"
    assert crew.handed_out() == (2, 4), "and the other's worlds stay as they were handed"


def test_helpers_start_for_the_coach_too() -> None:
    assert wanted(["human", "expert", "expert"], False, coach=True) is True
    assert wanted(["human", "expert", "expert"], True, coach=True) is None
    assert wanted(["human", "expert", "expert"], False, coach=False) is False


def test_a_busy_helper_is_left_out_and_its_late_answer_dropped(phases) -> None:
    first, later = phases
    crew = Crew(2)
    for index in (0, 1):
        crew.receive(index, json.dumps({"ready": True}))
    sent = crew.begin(first)
    helpers = [Helper(3), Helper(4)]
    crew.receive(1, answer(helpers[1], sent[1][1]))
    assert crew.waiting()  # helper 0 is still at it
    assert len(crew.gather()) == 1
    again = requests(crew.begin(later))
    assert sorted(again) == [1]  # helper 0 is still busy with phase 0
    crew.receive(0, answer(helpers[0], sent[0][1]))  # phase 0's answer, late
    crew.receive(1, answer(helpers[1], json.dumps(again[1])))
    assert [set(p) for p in crew.gather()] == [set(later.active)]
    # Free again, helper 0 is asked in the next search (with its job).
    sent = requests(crew.begin(first))
    assert sorted(sent) == [0, 1] and all("job" in r and r["search"] == 2 for r in sent.values())


def test_an_error_frees_the_helper_and_its_job_is_sent_again(phases) -> None:
    first, later = phases
    crew = Crew(1)
    crew.receive(0, json.dumps({"ready": True}))
    crew.begin(first)
    crew.receive(0, json.dumps({"search": 1, "phase": 0, "error": "KeyError: 'x'"}))
    assert not crew.waiting() and crew.gather() == []
    assert "job" in requests(crew.begin(later))[0]


def test_a_failed_helper_is_never_asked(phases) -> None:
    first, _ = phases
    crew = Crew(2)
    crew.receive(0, json.dumps({"ready": True}))
    crew.receive(1, json.dumps({"failed": "no WebAssembly"}))
    crew.lost(0)
    assert crew.begin(first) == [] and not crew.waiting()


def test_nonsense_from_a_helper_changes_no_score(phases) -> None:
    first, _ = phases
    crew = Crew(1)
    crew.receive(0, json.dumps({"ready": True}))
    crew.begin(first)
    for message in ("", "{", "[]", json.dumps({"search": 1, "phase": 0, "scores": {"0": "x"}})):
        crew.receive(0, message)
    assert crew.gather() == []
