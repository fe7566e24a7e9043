"""scripts/master_study.py's pieces: configs, the paired arithmetic, the money's accounts and the
store (cheap bots stand in for the master and the experts)."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

from engine import tournament
from engine.analysis.ledger import Ledger
from engine.bots.world import View, sample_world
from engine.game import apply_action, new_game
from engine.legal import to_act
from engine.match import play_game
from engine.observation import observe
from engine.rng import make_rng
from scripts import master_study as study
from tests.support.play import hide_differently

# ---- configs ----------------------------------------------------------------------------------


def test_configs_are_read_as_numbers_in_order() -> None:
    assert study.parse_configs(" iterations=100 ; iterations=300, horizon = 2;confidence=0.5;") == [
        {"iterations": 100}, {"iterations": 300, "horizon": 2}, {"confidence": 0.5}]
    configs = study.parse_configs(study.DEFAULT_CONFIGS)
    assert [study.label(c) for c in configs[:5]] == [
        "iterations=100", "iterations=300", "iterations=1000", "iterations=3000",
        "iterations=300,horizon=2"]
    assert len(configs) == 18
    assert study.label(configs[-1]) == "iterations=301"  # the control
    study.check_configs(configs)  # every default is an option the master has, in range
    study.check_configs(study.parse_configs(study.DEFAULT_RIVALS))


@pytest.mark.parametrize(("text", "words"), [
    ("iterations", "'iterations' is not key=number"),
    ("iterations=300;horizon", "'horizon' is not key=number"),
    ("=3", "has no name"),
    ("iterations=abc", "'iterations' must be a number, not 'abc'"),
    ("keep=nan", "must be a finite number"),
    ("iterations=1,iterations=2", "'iterations' is given twice"),
    ("iterations=1;iterations=1", "config 'iterations=1' is given twice"),
    ("seconds=0.5", "not reproducible"),
    (" ; ", "no config given"),
])
def test_a_malformed_config_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)):
        study.parse_configs(text)


def test_the_command_refuses_a_bad_config_before_playing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("a game was played")

    monkeypatch.setattr(study, "in_order", refuse)
    for configs in ("iterations=100;itrations=300", "iterations=0", "iterations=2.5",
                    "iterations=x"):
        with pytest.raises(SystemExit) as stopped:
            study.main(["strength", "--deals", "1", "--jobs", "1", "--configs", configs])
        assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "config 'itrations=300': no bot of expert, master has an option 'itrations'" in err
    assert "'iterations' must be at least 1" in err
    assert "must be a whole number" in err
    with pytest.raises(SystemExit) as stopped:
        study.main(["money", "--deals", "1", "--iterations", "0"])
    assert stopped.value.code == 2


# ---- the paired arithmetic --------------------------------------------------------------------


def test_paired_difference_over_the_common_games() -> None:
    a = {(0, 0): 1.0, (0, 1): 0.0, (1, 0): 0.5, (5, 5): 1.0}
    b = {(0, 0): 0.0, (0, 1): 0.0, (1, 0): 0.5, (2, 0): 1.0}
    p = study.paired(a, b)  # differences 1, 0, 0
    assert p.games == 3
    assert p.mean == pytest.approx(1 / 3)
    # sample variance ((2/3)² + 2 (1/3)²) / 2 = 1/3; standard error sqrt(1/3 / 3) = 1/3
    assert p.half == pytest.approx(1.96 / 3)
    assert (p.low, p.high) == (pytest.approx(1 / 3 - 1.96 / 3), pytest.approx(1 / 3 + 1.96 / 3))
    assert study.paired({1: 2.0}, {1: 0.5}) == study.Paired(1, 1.5, None)
    assert study.paired({1: 2.0}, {2: 0.5}) == study.Paired(0, 0.0, None)


def test_the_strength_table_pairs_each_config_with_the_first() -> None:
    def result(deal: int, seat: int, win: float) -> tournament.GameResult:
        return tournament.GameResult(deal, seat, win, 1.0 if win else 3.0, 10 if win else -10,
                                     150)

    first = {(0, s): result(0, s, w) for s, w in enumerate((1, 0, 0, 0))}
    second = {(0, s): result(0, s, w) for s, w in enumerate((1, 1, 0.5, 0))}
    lines = study.strength_table([{"iterations": 1}, {"iterations": 2}], [first, second])
    assert lines[2].startswith("| iterations=1 | 4 | 25.0% |")
    assert lines[2].endswith("| — |")
    # differences 0, 1, 0.5, 0: mean 0.375, standard error sqrt(0.2292 / 4)
    half = 1.96 * math.sqrt((0.375**2 * 2 + 0.625**2 + 0.125**2) / 3 / 4)
    assert lines[3].startswith("| iterations=2 | 4 | 62.5% |")
    assert lines[3].endswith(f"| +37.5% ({0.375 - half:+.1%} to {0.375 + half:+.1%}) |")


# ---- the money's accounts ---------------------------------------------------------------------


def _hand_built_game() -> list[dict[str, Any]]:
    """Four lots of one round: an open lot sold, a double nobody joins (after the open lot, so
    the ledger's auctioneer for it would be the open lot's), a joint lot sold to a third seat,
    a once-around lot its auctioneer keeps."""
    return [
        {"event": "round_started", "round": 1, "first_seller": 0, "dealt": [10, 10, 10, 10]},
        {"event": "card_played", "seat": 0, "card": "yoko/open", "partner": None, "count": 1},
        {"event": "auction_started", "auctioneer": 0, "auction": "open",
         "cards": ["yoko/open"], "first_seller": None},
        {"event": "sold", "buyer": 1, "price": 10, "cards": ["yoko/open"], "auctioneer": 0,
         "received": [[0, 10]], "bank": 0},
        {"event": "double_offered", "seat": 2, "card": "yoko/double"},
        {"event": "pass", "seat": 3, "step": "double_offer"},
        {"event": "taken_free", "seat": 2, "cards": ["yoko/double"]},
        {"event": "double_offered", "seat": 3, "card": "krypto/double"},
        {"event": "joined", "seat": 0, "card": "krypto/fixed_price", "count": 2},
        {"event": "auction_started", "auctioneer": 0, "auction": "fixed_price",
         "cards": ["krypto/double", "krypto/fixed_price"], "first_seller": 3},
        {"event": "sold", "buyer": 1, "price": 21, "cards": ["krypto/double", "krypto/fixed_price"],
         "auctioneer": 0, "received": [[0, 11], [3, 10]], "bank": 0},
        {"event": "auction_started", "auctioneer": 1, "auction": "once_around",
         "cards": ["yoko/once_around"], "first_seller": None},
        {"event": "sold", "buyer": 1, "price": 5, "cards": ["yoko/once_around"], "auctioneer": 1,
         "received": [], "bank": 5},
        {"event": "round_ended", "round": 1, "painting_values": {"yoko": 30, "krypto": 20},
         "income": [0, 100, 30, 0]},
        {"event": "game_over", "money": [121, 164, 130, 110], "winners": [1]},
    ]


def test_a_hand_built_game_is_accounted_by_role_and_type() -> None:
    events = _hand_built_game()
    assert Ledger(4).read(events).lots[1].auctioneer == 2  # the double's offerer
    assert study.account(events, 4) == [
        {"sold: open": [1, 10], "sold: double": [1, 11]},
        {"bought: open": [1, 20], "bought: double": [1, 19], "own lot kept: once_around": [1, 25]},
        {"own lot kept: double": [1, 30]},
        {"sold: double": [1, 10]},
    ]
    events[-1]["money"][3] += 1
    with pytest.raises(AssertionError, match="seat 3: the categories sum to 10"):
        study.account(events, 4)
    with pytest.raises(ValueError, match="not over"):
        study.account(events[:-1], 4)


@pytest.mark.parametrize(("levels", "seed"), [(["expert"] * 4, 3), (["random"] * 4, 7),
                                              (["novice", "random", "novice"], 2),
                                              (["random"] * 5, 11)])
def test_a_real_game_is_accounted_to_the_last_dollar(levels: list[str], seed: int) -> None:
    state = play_game(levels, seed)
    events = [event.to_json() for event in state.events]
    figures = study.account(events, len(levels))
    lots = Ledger(len(levels)).read(events).lots
    for seat, seat_figures in enumerate(figures):
        assert sum(gain for _, gain in seat_figures.values()) == state.money[seat] - 100
        for name in seat_figures:
            role, kind = name.split(": ")
            assert role in ("sold", "own lot kept", "bought")
            assert kind in ("open", "once_around", "sealed", "fixed_price", "double")
    # every lot has exactly one buyer's row
    bought = sum(n for f in figures for name, (n, _) in f.items() if not name.startswith("sold"))
    assert bought == len(lots)


def test_the_real_games_include_joint_lots_and_doubles_nobody_joined() -> None:
    kinds = set()
    for seed in range(4):
        events = [e.to_json() for e in play_game(["random"] * 4, seed).events]
        sellers = study.lot_sellers(events)
        kinds |= {len(s) for s in sellers.values()}
        kinds |= {"unjoined" for i, e in enumerate(events)
                  if e["event"] == "taken_free" and events[i - 1]["event"] == "pass"}
        study.account(events, 4)
    assert {1, 2, "unjoined"} <= kinds


# ---- the store --------------------------------------------------------------------------------


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Count the games played by either study (both go through ``tournament.play_state``)."""
    played: list[tuple[Any, ...]] = []
    real = tournament.play_state

    def play(task: tuple[Any, ...]) -> Any:
        played.append(task)
        return real(task)

    monkeypatch.setattr(tournament, "play_state", play)
    monkeypatch.setattr(study, "play_state", play)
    return played


def test_the_strength_study_resumes_from_its_store(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    played = _counting(monkeypatch)
    store = tmp_path / "store.jsonl"
    configs: list[study.Config] = [{"samples": 2}, {"samples": 4, "choice_samples": 2}]

    def run(deals: int) -> list[dict[tuple[int, int], tournament.GameResult]]:
        return study.strength(configs, deals, seed=5, players=3, store=store,
                              challenger="expert", field="random")

    first = run(1)
    assert len(played) == 6
    assert [task[0] for task in played] == [0] * 6
    assert [task[7] for task in played[::3]] == configs  # a deal's games, config by config
    with store.open("a", encoding="utf-8") as out:
        out.write('{"code": "cut sh')  # a run stopped while writing
    assert run(1) == first
    assert len(played) == 6  # nothing played again
    more = run(2)
    assert len(played) == 12  # only the new deal's games
    assert all(task[0] == 1 for task in played[6:])
    assert {k: v for k, v in more[0].items() if k[0] == 0} == first[0]
    assert len(tournament.read_store(store.read_text(encoding="utf-8"),
                                     tournament.source_digest())) == 12


def test_the_money_study_resumes_and_pairs_each_seat(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    played = _counting(monkeypatch)
    store = tmp_path / "store.jsonl"

    def run(deals: int) -> tuple[dict[tuple[int, int], study.Figures], ...]:
        return study.money(deals, seed=2, players=4, store=store, challenger="novice",
                           field="random")

    mine, theirs = run(1)
    assert len(played) == 5  # the novice in each seat, and one game of random bots
    assert [task[3] for task in played] == ["novice"] * 4 + ["random"]
    assert sorted(mine) == sorted(theirs) == [(0, s) for s in range(4)]
    alone = [e.to_json() for e in play_game(["random"] * 4, tournament.deal_seed(2, 0)).events]
    assert [theirs[0, s] for s in range(4)] == study.account(alone, 4)
    assert run(1) == (mine, theirs)
    assert len(played) == 5
    run(2)
    assert len(played) == 10
    # A money line keeps the challenger's result too: the strength study reuses it.
    kept = tournament.read_store(store.read_text(encoding="utf-8"), tournament.source_digest())
    key = tournament.task_key(played[0])
    assert json.loads(key)[3] == "novice" and kept[key].seat == 0
    again = study.strength([{}], 2, seed=2, players=4, store=store, challenger="novice",
                           field="random")
    assert len(played) == 10 and len(again[0]) == 8
    table = study.money_table(mine, theirs, ("novice", "random"))
    assert table[0].startswith("| category | novice lots/game |")
    assert table[-1].startswith("| total (money − 100) |")


# ---- the rollouts' rivals ---------------------------------------------------------------------


def test_the_rollout_seat_plays_the_masters_rollout_policy_in_a_world_of_its_own() -> None:
    """Its move is the rollout policy's at its decision point in a world sampled from its own
    observation (as a search's first move is played), and its table model learns as the
    master's does; so what it cannot see changes nothing."""
    state = new_game(4, 12)
    seat = to_act(state)[0]
    options = {"rollout_push": 1, "rollout_spread": 3, "rollout_playouts": 6}
    mine = study.RolloutSeat(seat, 5, options)
    assert mine.policy is mine.master.rollout_policy
    assert (mine.policy.valuer.push, mine.policy.valuer.spread) == (1.0, 3.0)
    action = mine.act(observe(state, seat))
    twin = study.RolloutSeat(seat, 5, options)
    sit = twin.master.situation(observe(state, seat))
    twin.master.policy.act(sit)
    world = sample_world(sit, [state.values[a] for a in range(5)], twin.master.rng)
    assert twin.policy.act(View(world).at(seat)) == action
    apply_action(state, action)  # legal
    rng = make_rng(8)
    seat_now = to_act(state)[0]
    for _ in range(3):  # the others' hands and the deck dealt otherwise: the same move
        hidden = hide_differently(state, seat_now, rng)
        assert hidden.hands != state.hands
        assert study.RolloutSeat(seat_now, 5, options).act(observe(state, seat_now)) == \
            study.RolloutSeat(seat_now, 5, options).act(observe(hidden, seat_now))


def test_the_rivals_study_accounts_the_rollout_policy_beside_the_expert() -> None:
    played, theirs = study.rivals([{}, {"rollout_push": 1}], deals=1, seed=4, players=3)
    assert [sorted(p) for p in played] == [[(0, s) for s in range(3)]] * 2
    alone = play_game(["expert"] * 3, tournament.deal_seed(4, 0)).events
    assert [theirs[0, s] for s in range(3)] == study.account([e.to_json() for e in alone], 3)
    for games in played:
        for (deal, seat), (result, figures) in games.items():
            assert result.seat == seat and result.deal == deal
            assert sum(gain for _, gain in figures.values()) == result.money - 100
    assert played[0] != played[1]  # the valuer's knobs change its play


def test_the_rivals_command_prints_a_row_and_a_money_table_per_config(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["rivals", "--deals", "1", "--jobs", "1", "--players", "3",
                       "--configs", "rollout_push=0;rollout_spread=2"]) == 0
    out = capsys.readouterr().out
    assert "the master's rollout policy against 2 experts" in out
    assert "| rollout_push=0 | 3 |" in out and "| rollout_spread=2 | 3 |" in out
    assert out.count("| category | rollouts lots/game |") == 2
