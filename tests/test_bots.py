"""The bots: one interface, legal and reproducible play at every level, secrets kept, memory exact,
the valuation's sure cases, and tournaments. No test depends on how strong a bot is."""

from __future__ import annotations

import ast
import copy
import itertools
import json
import math
from collections import Counter
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Card, Setup, apply_action, new_game, observe, tournament
from engine.actions import play
from engine.bots import (
    LEVELS,
    ExpertBot,
    ExpertOptions,
    MasterBot,
    MasterOptions,
    bot_seed,
    make_bot,
)
from engine.bots.base import drain
from engine.bots.fitted import SOURCE, VALUE
from engine.bots.hint import suggest_max_bid
from engine.bots.master import Candidate
from engine.bots.memory import Memory
from engine.bots.situation import Situation, from_observation
from engine.bots.valuation import (
    HeuristicValuer,
    PlayoutValuer,
    heuristic_values,
    painting_value_estimate,
)
from engine.cards import ARTISTS, Artist, Auction
from engine.match import bots_for, play_game
from engine.rng import make_rng
from engine.state import Step
from engine.tournament import run, wilson
from tests.support.clocks import SteppedClock, masters_clock
from tests.support.play import hide_differently, observing, play_randomly, random_action

FAST = {"iterations": 4}  # the master with a tiny budget: tests check behaviour, not strength


def fast(level: str) -> dict[str, object]:
    """The options a bot of ``level`` gets in these tests (only the master has ``iterations``)."""
    return FAST if level == "master" else {}
BOTS_DIR = Path(__file__).resolve().parent.parent / "engine" / "bots"


def lineup(level: str, players: int) -> list[str]:
    """The level under test in seat 0; cheaper bots elsewhere when it is the (slow) master."""
    if level == "master":
        return ["master"] + ["novice"] * (players - 1)
    return [level] * players


@pytest.mark.parametrize("variant", ["classic", "online"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_finishes_legal_reproducible_games(level: str, players: int,
                                                        variant: str) -> None:
    seed = players * 7 + len(variant)
    first = play_game(lineup(level, players), seed, variant, options=fast(level))
    # Four rounds scored; apply_action raises on any illegal action, so every action was legal.
    assert first.round == 4 and first.winners
    again = play_game(lineup(level, players), seed, variant, options=fast(level))
    assert again.actions == first.actions
    assert again.money == first.money


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 5),
       levels=st.lists(st.sampled_from(["random", "novice", "expert"]), min_size=5, max_size=5))
def test_mixed_tables_finish(seed: int, players: int, levels: list[str]) -> None:
    state = play_game(levels[:players], seed)
    assert state.round == 4 and state.winners
    assert all(money >= 0 for money in state.money)


def play_game_order(seed: int):
    """The generator ``play_game`` picks who speaks next with, when several seats may act."""
    return make_rng(seed ^ 0x5EED)


def drive(levels: list[str], seed: int, choose_for) -> list:
    """Play the game ``play_game(levels, seed, options=FAST)`` plays, each move chosen by
    ``choose_for(bots)`` (the same bots); return the actions."""
    state = new_game(len(levels), seed)
    play_randomly(state, play_game_order(seed), choose_for(bots_for(levels, seed, FAST)))
    return state.actions


def test_bots_play_from_plain_json_data() -> None:
    levels = ["master", "expert", "novice", "random"]

    def handing(transform):
        """Each bot gets ``transform`` of its observation."""
        return lambda bots: observing(lambda seat, obs: bots[seat].act(transform(obs)))

    plain = drive(levels, 5, handing(lambda obs: json.loads(json.dumps(obs))))
    copied = drive(levels, 5, handing(copy.deepcopy))
    assert plain == copied == play_game(levels, 5, options=FAST).actions


def test_memory_is_the_same_when_the_whole_history_is_replayed_every_time() -> None:
    """A page that reloads hands a bot the full history again: nothing is counted twice."""
    levels = ["expert", "novice", "master"]
    full = drive(levels, 11, lambda bots: lambda state, seat: bots[seat].act(observe(state, seat)))
    assert full == play_game(levels, 11, options=FAST).actions


def test_expert_tracks_every_seats_money_exactly() -> None:
    state = new_game(4, 3)
    bot = make_bot("expert", 0, 9)
    rng = make_rng(3)
    expert = observing(lambda _seat, observation: bot.act(observation))
    asked = 0

    def choose(state, seat):
        nonlocal asked
        if seat != 0:
            return random_action(state, seat, rng)
        action = expert(state, 0)
        assert bot.memory.money == state.money
        assert bot.memory.complete
        asked += 1
        return action

    play_randomly(state, rng, choose)
    assert asked > 20


def test_the_unseen_cards_are_exactly_the_other_hands_and_the_deck() -> None:
    """What a seat has not seen (``Situation.unseen``) is, card for card, the other seats' hands
    and the deck: a card bought this round, under the hammer or on offer counts once as seen."""
    state = new_game(4, 3)
    rng = make_rng(3)
    memory = Memory()
    checked = 0

    def choose(state, seat):
        nonlocal checked
        if seat == 0:
            observation = observe(state, 0, since=memory.seen)
            memory.update(observation)
            sit = from_observation(observation, memory)
            hidden = Counter(c for s in range(1, 4) for c in state.hands[s]) + Counter(state.deck)
            assert sit.unseen == hidden
            checked += bool(state.owned[1] or state.owned[2] or state.owned[3] or state.lot)
        return random_action(state, seat, rng)

    play_randomly(state, rng, choose)
    assert checked > 10  # many of them with paintings bought or a lot on the table


@pytest.mark.parametrize(("level", "extra"), [*((level, {}) for level in LEVELS),
                                              ("master", {"fitted": 1}), ("master", {"fitted": 2}),
                                              ("master", {"rollout_playouts": 6})])
def test_decisions_do_not_depend_on_hidden_cards(level: str, extra: dict[str, object]) -> None:
    rng = make_rng(42)
    state = new_game(4, 8)
    checked = 0

    def choose(state, seat):
        nonlocal checked
        if seat == 1 and len(state.actions) % 3 == 0:
            twin = hide_differently(state, 1, rng)
            assert twin.hands != state.hands or twin.deck != state.deck
            mine, theirs = observe(state, 1), observe(twin, 1)
            assert mine == theirs
            a = make_bot(level, 1, 77, **fast(level), **extra).act(mine)
            b = make_bot(level, 1, 77, **fast(level), **extra).act(theirs)
            assert a == b
            checked += 1
        return random_action(state, seat, rng)

    play_randomly(state, rng, choose, until=lambda _state: checked >= 12)
    assert checked >= 5


def test_decision_making_never_imports_the_game_state() -> None:
    """Only the master's sampled worlds build engine states; every other bot module reads plain
    observations, and from the engine's rules takes only the pure rule functions (the same
    payments, tie order, seat order and scoring as the engine, on plain numbers)."""
    internal = {"state", "game", "legal", "auctions", "scoring", "observation", "record", "match"}
    rule_functions = {  # pure functions of plain numbers: no state in, no state out
        "auctions": {"payments", "tie_order", "sealed_winner", "unbid_price", "seat_queue",
                     "opening_queue"},
        "scoring": {"ranking", "cumulative_tokens", "painting_values"},
    }
    allowed = {"world.py", "master.py", "rollout.py"}  # play worlds sampled from an observation
    for path in sorted(BOTS_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level >= 2:
                module = node.module.split(".")[-1]
                names = {alias.name for alias in node.names}
                if not names <= rule_functions.get(module, set()):
                    imported.add(module)
        if path.name == "random_bot.py":
            imported -= {"legal", "state"}  # random_action() reads a Legal for benchmarks
        if path.name not in allowed:
            assert not imported & internal, f"{path.name} imports {imported & internal}"


def test_a_bot_refuses_another_seats_observation() -> None:
    state = new_game(3, 1)
    bot = make_bot("expert", 1, 1)
    with pytest.raises(ValueError, match="seat"):
        bot.act(observe(state, 0))


def test_a_master_on_a_time_budget_stops_each_search_at_its_budget() -> None:
    """A whole game of a master on a time budget (the page's kind) instead of its rollouts
    (``iterations``, hundreds by default): every search plays a world at least, and stops at
    its 2 ms, a millisecond passing at each reading of the clock."""
    levels = ["master", "random", "random"]
    with masters_clock():
        bots = bots_for(levels, 2, {"seconds": 0.002})
        play_game(levels, 2, bots=bots)
    master = bots[0]
    assert isinstance(master, MasterBot) and master.iterations >= 100
    assert 0 < master.searches <= master.rollouts < 20 * master.searches


# ---- thinking in slices (the page) --------------------------------------------------------------

@pytest.mark.parametrize("level", list(LEVELS))
def test_draining_think_gives_the_same_action_as_act(level: str) -> None:
    players = 4
    state = new_game(players, 13)
    levels = [level] + ["novice"] * (players - 1) if level == "master" else [level] * players
    acting = [make_bot(lv, s, 500 + s, **fast(lv)) for s, lv in enumerate(levels)]
    thinking = [make_bot(lv, s, 500 + s, **fast(lv)) for s, lv in enumerate(levels)]

    def both(seat, observation):
        action = acting[seat].act(copy.deepcopy(observation))
        assert drain(thinking[seat].think(observation)) == action
        return action

    play_randomly(state, make_rng(13), observing(both))


def _first_search(state, seat: int):
    """Play random moves until ``seat`` faces a choice of several cards; its observation."""
    play_randomly(state, make_rng(3), until=lambda s: s.step is Step.PLAY and s.seller == seat
                  and len(s.hands[seat]) > 3)
    assert not state.over
    return observe(state, seat)


def test_master_thinks_in_many_slices() -> None:
    observation = _first_search(new_game(4, 6), 0)
    bot = make_bot("master", 0, 1, iterations=60)
    thinking = bot.think(observation)
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            action = done.value
            break
        slices += 1
    assert bot.searches == 1
    assert slices >= 60  # at least one slice per rollout
    assert action == make_bot("master", 0, 1, iterations=60).act(observation)


def test_masters_pre_search_work_comes_in_slices_of_its_own() -> None:
    """Reading the observation, choosing the candidates and the search are separate slices: the
    first slice only reads the observation, the second only lists the candidates."""
    observation = _first_search(new_game(4, 6), 0)
    bot = make_bot("master", 0, 1, iterations=20)
    assert isinstance(bot, MasterBot)
    listed: list[int] = []
    candidates = bot.candidates

    def counted(sit):
        listed.append(bot.rollouts)
        return candidates(sit)

    bot.candidates = counted  # type: ignore[method-assign]
    thinking = bot.think(observation)
    next(thinking)
    assert listed == []  # the observation read, nothing else
    next(thinking)
    assert listed == [0] and bot.rollouts == 0  # the candidates listed, no rollout yet
    assert drain(thinking) == make_bot("master", 0, 1, iterations=20).act(observation)


@pytest.fixture
def held_clock() -> Iterator[SteppedClock]:
    """The masters' clock, moving only when the test moves it."""
    with masters_clock(tick=0.0) as clock:
        yield clock


def test_master_thinking_in_slices_plays_legal_moves_and_stops_at_its_budget(
        held_clock: SteppedClock) -> None:
    """On a time budget, each slice of thinking costs a millisecond here: a search stops after
    its 20 ms, and the rollout under way."""
    clock = held_clock
    state = new_game(3, 4)
    bots = [make_bot("master", 0, 8, seconds=0.02), make_bot("random", 1, 2),
            make_bot("random", 2, 3)]
    longest = 0.0

    def in_slices(seat, observation):
        nonlocal longest
        thinking = bots[seat].think(observation)
        started = clock.now
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                action = done.value
                break
            clock.now += 0.001
        longest = max(longest, clock.now - started)
        return action

    play_randomly(state, make_rng(4), observing(in_slices))  # raises on an illegal action
    assert bots[0].searches > 0
    assert 0.02 <= longest <= 0.02 + 0.02  # its 20 ms, and the rollout under way at most


# ---- valuation ----------------------------------------------------------------------------------

def _last_lot_of_round() -> dict:
    """Round 2, every hand empty but the seller's last card, now under the hammer: the round
    ends after this sale with Lite Metal 3, Yoko 2, Christin P. 2, Karl Gitter 2, Krypto 0."""
    karl = Card(Artist.KARL_GITTER, Auction.OPEN)
    rest = [Card(Artist.KRYPTO, Auction.OPEN)] * 3
    state = new_game(3, setup=Setup([[karl], [], []], rest, 0))
    state.round = 2
    state.values[Artist.LITE_METAL.position][0] = 20
    state.values[Artist.KARL_GITTER.position][0] = 30
    state.laid_out = [3, 2, 2, 1, 0]
    apply_action(state, play(0, karl))
    return observe(state, 1)


def test_sure_values_at_the_rounds_end() -> None:
    obs = _last_lot_of_round()
    # Karl Gitter ties Yoko and Christin P. at 2 but sits further right: out of the top three,
    # so worth nothing whatever it earned before.
    assert painting_value_estimate(obs, "karl_gitter") == 0
    assert painting_value_estimate(obs, "krypto") == 0
    assert painting_value_estimate(obs, "lite_metal") == 20 + 30  # a sure first place
    assert painting_value_estimate(obs, "yoko") == 20
    assert painting_value_estimate(obs, "christin_p") == 10
    # The novice's projection agrees when nothing is left to play.
    memory = Memory()
    memory.update(obs)
    sit = from_observation(obs, memory)
    values = HeuristicValuer().now(sit)
    assert values == [50, 20, 10, 0, 0]
    # The lot is a worthless Karl Gitter: the hint says pay nothing.
    assert suggest_max_bid(obs) == 0


def test_value_estimate_is_deterministic_and_bounded() -> None:
    state = new_game(4, 21)
    obs = observe(state, 2)
    for artist in ARTISTS:
        value = painting_value_estimate(obs, artist)
        assert value == painting_value_estimate(obs, artist)
        assert 0 <= value <= 30
    with pytest.raises(ValueError, match="unknown artist"):
        painting_value_estimate(obs, "picasso")


def test_the_pushed_projection_favours_the_artists_ahead_and_stays_bounded() -> None:
    counts, held, earlier = [3, 1, 1, 0, 0], [4.0, 4.0, 4.0, 4.0, 4.0], [0, 0, 0, 0, 0]
    plain = heuristic_values(counts, held, earlier, 6)
    pushed = heuristic_values(counts, held, earlier, 6, push=1.0, spread=3.0)
    assert pushed[0] > plain[0]  # three out already: pushed on, it comes first more often
    assert pushed[3] < plain[3]  # none out: left behind
    assert all(0 <= v <= 30 for v in pushed) and sum(pushed) <= 60  # 30 + 20 + 10 at most
    # At the round's end the values are exact, whatever the knobs.
    ended = [5, 2, 1, 0, 0]
    assert heuristic_values(ended, held, earlier, 6, push=1.0, spread=3.0) == [30, 20, 10, 0, 0]
    # The knobs reach the master's rollouts, and only them.
    master = make_bot("master", 0, 1, rollout_push=1, rollout_spread=3)
    assert (master.rollout_policy.valuer.push, master.rollout_policy.valuer.spread) == (1, 3)
    assert master.own_policy.valuer is master.rollout_policy.valuer
    assert make_bot("novice", 0, 1).policy.valuer.push == 0  # type: ignore[attr-defined]


def world_situation(hands: list[list[Card]], laid_out: list[int], seat: int = 0) -> Situation:
    """A decision point of ``seat`` in a made-up world of three seats holding ``hands``."""
    return Situation(
        seat=seat, players=3, online=False, round=1, step="play", seller=seat,
        laid_out=laid_out, cumulative=[0] * 5, hand=hands[seat], hand_sizes=list(map(len, hands)),
        deck=0, money=[100] * 3, owned=[[], [], []],
        in_hands=[float(sum(c.artist_index == a for h in hands for c in h)) for a in range(5)],
        hands=hands)


LITE, YOKO = Card(Artist.LITE_METAL, Auction.OPEN), Card(Artist.YOKO, Auction.SEALED)
KARL, KRYPTO = Card(Artist.KARL_GITTER, Auction.OPEN), Card(Artist.KRYPTO, Auction.OPEN)


def test_the_playout_valuer_follows_the_cards_left_in_the_asking_seats_hand() -> None:
    """Two artists one card short of their fifth: the one whose card the asking seat still holds
    after its play, and lays out next, comes first. The heuristic, reading only how many cards
    of each artist are out and in hands, cannot tell the two plays apart."""
    sit = world_situation([[LITE, YOKO], [KARL], [KRYPTO]], [4, 4, 0, 0, 0])
    keeps_lite = ([4, 4, 0, 0, 0], [LITE], 0)
    keeps_yoko = ([4, 4, 0, 0, 0], [YOKO], 0)
    valuer = PlayoutValuer(8)
    lite_first, yoko_first = valuer.many(sit, [keeps_lite, keeps_yoko])
    assert lite_first[:2] == [30, 20] and yoko_first[:2] == [20, 30]
    heuristic = HeuristicValuer(6).many(sit, [keeps_lite, keeps_yoko])
    assert heuristic[0] == heuristic[1]
    # Outside a world (no hands) it is the heuristic; at the round's end, exact.
    sit.hands = None
    assert valuer.many(sit, [keeps_lite]) == HeuristicValuer().many(sit, [keeps_lite])
    assert valuer.many(sit, [([5, 4, 0, 0, 0], [YOKO], 1)]) == [[30, 20, 0, 0, 0]]


def test_the_playout_valuer_reads_only_what_the_others_hold_in_all() -> None:
    """Which of the other seats holds which card is the world's secret: the valuer deals their
    cards out again, so a card held by the next seller counts no more than one held after."""
    sit = world_situation([[], [LITE], [YOKO]], [4, 4, 0, 0, 0])
    swapped = world_situation([[], [YOKO], [LITE]], [4, 4, 0, 0, 0])
    ask = [([4, 4, 0, 0, 0], [], 1)]  # seat 1 lays out next
    values = PlayoutValuer(200).many(sit, ask)[0]
    assert 20 < values[0] < 30 and 20 < values[1] < 30  # either may come first
    assert values[0] + values[1] == 50
    assert PlayoutValuer(200).many(swapped, ask) == [values]  # the same draws, the same values
    valuer = PlayoutValuer(200)
    valuer.rng = make_rng(1)
    assert valuer.many(sit, ask) != [values]  # its draws come from its generator


def test_the_playout_option_reaches_the_masters_rollouts_only() -> None:
    master = make_bot("master", 0, 1, rollout_playouts=12)
    assert isinstance(master.rollout_policy.valuer, PlayoutValuer)
    assert master.rollout_policy.valuer.playouts == 12
    assert master.own_policy.valuer is master.rollout_policy.valuer
    assert not isinstance(make_bot("master", 0, 1).rollout_policy.valuer, PlayoutValuer)
    assert not isinstance(master.policy.valuer, PlayoutValuer)  # its own policy samples deals
    with pytest.raises(ValueError, match="rollout_playouts"):
        make_bot("master", 0, 1, rollout_playouts=-1)


# ---- tournaments --------------------------------------------------------------------------------

def test_tournament_is_reproducible_and_rotates_the_challenger() -> None:
    first = run(3, "novice", "random", deals=2, seed=4)
    again = run(3, "novice", "random", deals=2, seed=4)
    assert first == again
    assert first.games == 6
    assert 0 <= first.low <= first.win_share <= first.high <= 1
    assert 1 <= first.mean_rank <= 3


def test_a_tournament_rank_is_the_average_of_the_places_a_tie_covers() -> None:
    state = new_game(4, 1)
    state.money, state.winners = [50, 70, 50, 20], [1]
    results = [tournament.GameResult.of(7, seat, state) for seat in range(4)]
    assert [r.rank for r in results] == [2.5, 1.0, 2.5, 4.0]  # seats 0 and 2 share places 2 and 3
    assert [r.win for r in results] == [0.0, 1.0, 0.0, 0.0]
    assert [r.margin for r in results] == [-20, 20, -20, -50]
    assert results[0].deal == 7 and results[0].money == 50


def test_a_tournament_store_keeps_each_game_and_plays_only_what_it_lacks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = tmp_path / "games.jsonl"
    first = run(3, "novice", "random", deals=1, seed=4, store=store)
    assert len(store.read_text().splitlines()) == 3  # a line a game

    played: list[int] = []
    real = tournament.play_one

    def counting(task: tuple) -> tournament.GameResult:
        played.append(task[0])
        return real(task)

    monkeypatch.setattr(tournament, "play_one", counting)
    assert run(3, "novice", "random", deals=1, seed=4, store=store) == first
    assert played == []  # all three kept
    more = run(3, "novice", "random", deals=2, seed=4, store=store)
    assert played == [1, 1, 1]  # only the new deal's games
    assert more == run(3, "novice", "random", deals=2, seed=4)  # as if played in one go
    played.clear()
    assert run(3, "novice", "random", deals=1, seed=5, store=store).games == 3
    assert played == [0, 0, 0]  # another seed: other games


def test_a_tournament_store_passes_over_torn_lines_and_other_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = tmp_path / "games.jsonl"
    first = run(3, "novice", "random", deals=1, seed=4, store=store)
    lines = store.read_text().splitlines()
    other = json.loads(lines[1]) | {"code": "0" * 16}
    store.write_text("\n".join([lines[0], json.dumps(other), lines[2][:30]]))  # cut short
    played: list[int] = []
    real = tournament.play_one
    monkeypatch.setattr(tournament, "play_one", lambda task: played.append(task[1]) or real(task))
    assert run(3, "novice", "random", deals=1, seed=4, store=store) == first
    assert played == [1, 2]  # another code's result and a line cut short: played again
    assert run(3, "novice", "random", deals=1, seed=4, store=store) == first
    assert played == [1, 2]  # and kept this time


def test_the_store_tells_code_apart_but_not_its_comments_or_docstrings(tmp_path: Path) -> None:
    module = tmp_path / "bots.py"
    module.write_text('"""A bot."""\n\ndef bid(x):\n    """Its bid."""\n    return x + 1\n')
    first = tournament.source_digest(tmp_path)
    module.write_text('"""A bot that bids\nmore."""\n\n\ndef bid(x):  # one more\n'
                      '    return (x\n            + 1)\n')
    assert tournament.source_digest(tmp_path) == first  # the same code
    module.write_text('def bid(x):\n    return x + 2\n')
    assert tournament.source_digest(tmp_path) != first
    changed = tournament.source_digest(tmp_path)
    (tmp_path / "analysis").mkdir()  # the review's code plays no game: it is left out
    (tmp_path / "analysis" / "coach.py").write_text("def advise():\n    return 1\n")
    assert tournament.source_digest(tmp_path) == changed


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3)
    assert high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_tournament_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    assert main(["tournament", "--players", "3", "--challenger", "novice", "--field", "random",
                 "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert "novice vs 2x random: 3 games" in out
    assert "win share" in out
    assert main(["tournament", "--challenger", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("error: unknown bot level")
    assert main(["tournament", "--challenger", "expert", "--set", "leader_weight=much"]) == 2
    assert capsys.readouterr().err == "error: --set needs KEY=NUMBER, not 'leader_weight=much'\n"
    assert main(["tournament", "--challenger", "master", "--set", "iterations=1e400"]) == 2
    assert capsys.readouterr().err == "error: --set needs KEY=NUMBER, not 'iterations=1e400'\n"
    assert main(["tournament", "--challenger", "novice", "--set", "iterations=5"]) == 2
    assert "novice has no option 'iterations'" in capsys.readouterr().err
    assert main(["tournament", "--challenger", "master", "--set", "iterations=0"]) == 2
    assert capsys.readouterr().err == ("error: master option 'iterations' must be at least 1, "
                                       "not 0\n")
    assert main(["tournament", "--challenger", "novice", "--field", "random",
                 "--iterations", "5"]) == 2
    assert "has an option 'iterations'" in capsys.readouterr().err


def test_tournament_set_changes_the_challenger_only(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from engine import tournament
    from engine.cli import main

    calls = []

    def fake_run(*args):
        calls.append(args)
        return tournament.summarise([tournament.GameResult(0, 0, 1.0, 1.0, 5, 100)])

    monkeypatch.setattr(tournament, "run", fake_run)
    assert main(["tournament", "--challenger", "master", "--field", "expert", "--deals", "1",
                 "--iterations", "9", "--set", "leader_weight=0.15", "--set", "top=3"]) == 0
    *_, challenger_options, field_options = calls[0]
    assert challenger_options == {"iterations": 9, "leader_weight": 0.15, "top": 3}
    assert field_options == {"iterations": 9}
    assert "master vs 3x expert: 1 games" in capsys.readouterr().out


class ScriptedMaster(MasterBot):
    """A master whose rollouts score as a script says: candidate 1 scores ``lead`` above the
    first candidate in the first phase's worlds and ``later`` above it after the cut; candidate
    2 always scores below. Scores vary from world to world, gains by a little."""

    def __init__(self, lead: float, later: float, **options: object) -> None:
        super().__init__(0, 1, MasterOptions.build(iterations=60, **options))
        self.lead, self.later, self.worlds = lead, later, 0

    def _world(self, sit: Situation, board: list[list[int]], candidates: list[Candidate],
               active: list[int], seed: int, unseen: list[Card]
               ) -> Generator[None, None, dict[int, float]]:
        self.worlds += 1
        base = float(seed % 50)  # the world: far more spread than any gain
        wobble = (-1, 1)[self.worlds % 2]
        gain = self.lead if 2 in active else self.later  # candidate 2 dropped after phase 1
        out = {0: base, 1: base + gain + wobble, 2: base - 10.0}
        yield None
        return {i: out[i] for i in active}


def scripted_search(master: ScriptedMaster) -> int:
    """The index of the candidate the scripted master's search plays (three candidates: two
    phases, the last of the first and the best of the others)."""
    state = new_game(4, 2)
    sit = master.situation(observe(state, 0))
    candidates = [Candidate(play(0, card)) for card in state.hands[0][:3]]
    board = [[0] * 4 for _ in ARTISTS]
    best = drain(master.search(sit, board, candidates, 0.0))
    return candidates.index(best)


@pytest.mark.parametrize(("fresh", "later", "plays"), [
    (0, 0.0, 1),  # its lead in the worlds that picked it counts: the policy is left
    (1, 0.0, 0),  # only the worlds played after the pick count: no gain, the policy stays
    (1, 3.0, 1),  # a gain that holds after the pick leaves the policy either way
    (0, 3.0, 1),
])
def test_a_fresh_master_judges_its_pick_on_worlds_played_after_the_pick(
        fresh: int, later: float, plays: int) -> None:
    master = ScriptedMaster(lead=8.0, later=later, fresh=fresh)
    assert scripted_search(master) == plays


def test_fresh_is_off_or_on() -> None:
    with pytest.raises(ValueError, match="fresh"):
        make_bot("master", 0, 1, fresh=2)


def test_master_rollout_score_counts_held_cards_and_blends_rivals() -> None:
    state = new_game(4, 3)
    state.money = [100, 120, 90, 60]
    state.values = [[0] * 4 for _ in ARTISTS]
    state.round = 2  # round 1 over: cards in hand still count
    state.values[0][0] = 30  # the first artist: 30 so far, so a held card is worth 0.5 x 40
    state.hands = [[Card(Artist.LITE_METAL, Auction.OPEN)], [], [], []]
    plain = make_bot("master", 0, 1, keep=0, blend=1)
    assert plain.utility(state) == 100 - 120
    held = make_bot("master", 0, 1, keep=0.5, blend=0)
    assert held.utility(state) == 100 + 20 - (120 + 90 + 60) / 3


def test_a_fitted_master_values_held_cards_by_the_fitted_table() -> None:
    state = new_game(4, 3)
    state.money = [100, 120, 90, 60]
    state.values = [[0] * 4 for _ in ARTISTS]
    state.round = 3  # rounds 1 and 2 over
    state.values[0][0], state.values[0][1] = 30, 20  # the first artist: 50 so far
    state.hands = [[Card(Artist.LITE_METAL, Auction.OPEN)] * 2, [], [], []]
    per_card, per_token, beta = VALUE[4][3]
    mine = 100 + 2 * (per_card + per_token * 50)
    fitted = make_bot("master", 0, 1, fitted=1, blend=1)
    assert fitted.utility(state) == pytest.approx(mine - 120)
    chances = [make_bot("master", seat, 1, fitted=2).utility(state) for seat in range(4)]
    assert sum(chances) == pytest.approx(1)
    wealth = [mine, 120, 90, 60]
    assert chances[0] == pytest.approx(math.exp(beta * mine) / sum(math.exp(beta * w)
                                                                   for w in wealth))
    assert chances[1] > chances[2] > chances[3]  # more money, more chance, nothing held


def test_a_fitted_master_scores_a_finished_game_by_its_share_of_the_win() -> None:
    state = new_game(4, 3)
    state.step, state.round = Step.OVER, 4
    state.money = [300, 300, 250, 100]
    scores = [make_bot("master", seat, 1, fitted=2).utility(state) for seat in range(4)]
    assert scores == [0.5, 0.5, 0.0, 0.0]
    assert make_bot("master", 2, 1, fitted=1, blend=1).utility(state) == 250 - 300


def test_the_fitted_table_covers_every_table_and_round_a_rollout_stops_at() -> None:
    assert SOURCE.startswith("python scripts/fit_rollout_value.py")
    assert sorted(VALUE) == [3, 4, 5]
    for players, rounds in VALUE.items():
        assert sorted(rounds) == [2, 3, 4], players
        for per_card, per_token, beta in rounds.values():
            assert all(math.isfinite(x) for x in (per_card, per_token, beta))
            assert 0 < beta < 0.5 and per_token >= 0  # more money, more tokens: worth more


# ---- options ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("options", "message"), [
    ({"iteratons": 5}, "master has no option 'iteratons'"),
    ({"iterations": 0}, "'iterations' must be at least 1"),
    ({"iterations": 2.5}, "'iterations' must be a whole number"),
    ({"keep": float("nan")}, "'keep' must be a finite number"),
    ({"blend": float("inf")}, "'blend' must be a finite number"),
    ({"keep": "0.3"}, "'keep' must be a number"),
    ({"top": True}, "'top' must be a number"),
    ({"seconds": -1}, "'seconds' must be at least"),
])
def test_an_unknown_or_bad_option_is_refused_with_its_name(options, message) -> None:
    with pytest.raises(ValueError, match=message):
        make_bot("master", 0, 1, **options)


def test_options_are_typed_and_frozen() -> None:
    bot = make_bot("master", 0, 1, iterations=5.0, keep=1)
    assert bot.options == MasterOptions(iterations=5, keep=1.0)
    assert isinstance(bot.options.iterations, int) and isinstance(bot.options.keep, float)
    assert bot.options.leader_weight == 0.2 != ExpertOptions().leader_weight
    with pytest.raises(AttributeError):
        bot.options.iterations = 9  # type: ignore[misc]
    with pytest.raises(ValueError, match="novice has no option 'samples'"):
        make_bot("novice", 0, 1, samples=3)
    assert ExpertBot(0, 1, ExpertOptions(samples=3)).options.samples == 3
    with pytest.raises(TypeError, match="either"):
        ExpertBot(0, 1, ExpertOptions(), samples=3)


def test_every_driver_seeds_a_seats_bot_the_same_way() -> None:
    assert bot_seed(7, 2) == 7 * 101 + 3
    assert len({bot_seed(g, s) for g in range(50) for s in range(5)}) == 250


@pytest.mark.parametrize("level", ["novice", "expert"])
def test_open_auctions_run_in_a_persons_steps(level: str) -> None:
    """No more +1 raises for dozens of bids: an open lot among four bots of a level is settled in
    a handful of bids, with raises of more than the minimum."""
    counts, steps = [], []
    for seed in range(3):
        state = play_game([level] * 4, seed)
        bids: list[int] | None = None
        for event in (e.to_json() for e in state.events):
            if event["event"] == "auction_started":
                bids = [] if event["auction"] == "open" else None
            elif event["event"] == "bid" and bids is not None:
                bids.append(event["amount"])
            elif event["event"] in ("sold", "taken_free") and bids is not None:
                counts.append(len(bids))
                steps += [b - a for a, b in itertools.pairwise(bids)]
                bids = None
    assert len(counts) >= 20
    assert max(counts) <= 15
    assert sorted(counts)[len(counts) // 2] <= 8
    assert sum(1 for s in steps if s > 1) > len(steps) / 2
