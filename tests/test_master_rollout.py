"""The master's rollouts settle an open auction at once (``Simulator.settle_open``) instead of
raising by 1 through the engine: the outcome must be what the rollout policy bidding step by step
gives, and the state must stay a legal game."""

from __future__ import annotations

import pytest

from engine.actions import Action, Do
from engine.bots.expert import Expert, best_play
from engine.bots.master import MasterBot
from engine.bots.rollout import duel
from engine.bots.world import copy_world, sample_world, situation_of
from engine.game import apply_action, new_game
from engine.legal import to_act
from engine.match import bots_for, play_game
from engine.observation import observe
from engine.rng import below, make_rng
from engine.state import State, Step
from tests.support.play import play_randomly, random_action


def raising_in_turn(first: int, first_cap: int, second: int, second_cap: int,
                    price: int) -> list[tuple[int, int]]:
    raises = []
    bidder, caps = first, {first: first_cap, second: second_cap}
    while caps[bidder] >= price + 1:
        price += 1
        raises.append((bidder, price))
        bidder = second if bidder == first else first
    return raises


@pytest.mark.parametrize("price", range(4))
def test_a_duel_ends_where_raising_in_turn_ends(price: int) -> None:
    for first_cap in range(-1, 14):
        for second_cap in range(-1, 14):
            expected = raising_in_turn(1, first_cap, 2, second_cap, price)[-2:]
            assert duel(1, first_cap, 2, second_cap, price) == expected, (first_cap, second_cap)


def open_auctions(players: int, seeds: range, variant: str = "classic"):
    """States with an open auction just started, reached by random play."""
    for seed in seeds:
        state = new_game(players, seed, variant)
        play_randomly(state, make_rng(seed), until=lambda s: s.step is Step.OPEN
                      and s.lot is not None and s.lot.high_bidder is None)
        if not state.over:
            yield seed, state


def step_by_step(bot: MasterBot, state, rng) -> None:
    """The rollout policies raising by the minimum (the master's own for its seat, the expert's
    for the others): of the seats that would bid, one at random."""
    lot = state.lot
    policies = [bot.own_policy if s == bot.seat else bot.rollout_policy
                for s in range(state.players)]
    while state.lot is lot:
        willing = [s for s in lot.waiting
                   if policies[s].act(situation_of(state, s)).do is Do.BID]
        if not willing:
            apply_action(state, Action(to_act(state)[0], Do.PASS))
            continue
        seat = willing[0] if len(willing) == 1 else willing[below(rng, len(willing))]
        apply_action(state, Action(seat, Do.BID, amount=lot.high_bid + 1))


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("variant", ["classic", "online"])
def test_settling_an_open_auction_gives_the_step_by_step_outcome(players: int,
                                                                 variant: str) -> None:
    bot = MasterBot(0, seed=1)
    found = 0
    for seed, state in open_auctions(players, range(40), variant):
        settled, stepped = state.copy(), state.copy()
        bot.simulator.settle_open(settled, None, make_rng(seed))
        step_by_step(bot, stepped, make_rng(seed))
        assert settled.step is stepped.step and settled.seller == stepped.seller, seed
        assert settled.money == stepped.money, seed
        assert settled.owned == stepped.owned, seed
        found += 1
    assert found >= 20


def test_the_masters_own_limit_is_kept_in_a_settled_auction() -> None:
    outcomes = set()
    for seed, state in open_auctions(4, range(30)):
        bidder = to_act(state)[0]
        bot = MasterBot(bidder, seed=1)
        apply_action(state, Action(bidder, Do.BID, amount=1))
        before = state.copy()
        bot.simulator.settle_open(state, 7, make_rng(seed))
        buyer = next(s for s in range(4) if len(state.owned[s]) > len(before.owned[s]))
        price = before.money[buyer] - state.money[buyer]
        if buyer == bidder:  # it never pays above its limit...
            assert 1 <= price <= 7, seed
        else:  # ...and it lets the lot go only at its limit or above
            assert price >= 7, seed
        outcomes.add(buyer == bidder)
    assert outcomes == {True, False}


@pytest.mark.parametrize(("players", "variant"), [(3, "online"), (4, "classic"), (5, "classic")])
def test_every_move_a_rollout_makes_is_legal(players: int, variant: str) -> None:
    """The rollouts apply their policies' moves unchecked (``apply_trusted``): played through
    the checked ``apply_action`` instead, whole games of searches raise nothing, and play the
    same moves (the check changes nothing but the speed)."""
    levels = ["master"] + ["expert"] * (players - 1)
    for seed in (1,):
        unchecked = play_game(levels, seed, variant, options={"iterations": 12})
        bots = bots_for(levels, seed, {"iterations": 12})
        master = bots[0]
        assert isinstance(master, MasterBot)
        master.simulator.apply = apply_action  # raises on any illegal move
        again = play_game(levels, seed, variant, bots=bots)
        assert again.actions == unchecked.actions
        assert master.rollouts > 100


def test_a_copied_world_is_the_world_and_shares_no_list_with_it() -> None:
    for seed, state in open_auctions(4, range(5)):
        bot = MasterBot(0, seed=1)
        sit = bot.situation(observe(state, to_act(state)[0]))
        board = [list(row) for row in state.values]
        world = sample_world(sit, board, make_rng(seed))
        copied = copy_world(world)
        assert copied == world
        assert copied.lot is not None and world.lot is not None
        for a, b in ((copied.hands, world.hands), (copied.money, world.money),
                     (copied.owned, world.owned), (copied.lot.waiting, world.lot.waiting),
                     (copied.deck, world.deck), (copied.actions, world.actions)):
            assert a is not b
        bot.simulator.settle_open(copied, None, make_rng(seed))
        assert world.lot is not None and copied.lot is None  # the world itself is untouched


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_rollouts_quick_card_choice_is_its_policys_best_play(players: int) -> None:
    """``Expert._quick_play`` (the rollouts') chooses what ``best_play`` of ``play_scores``
    chooses, over the turns of whole games."""
    policy = MasterBot(0, seed=3).rollout_policy
    checked = sum(quick_plays_checked(policy, players, seed) for seed in range(6))
    assert checked > 100


def quick_plays_checked(policy: Expert, players: int, seed: int) -> int:
    """Play a seeded game of random moves, checking at every card to be laid out that
    ``policy``'s quick choice is its best play; how many were checked."""
    rng = make_rng(seed)
    checked = 0

    def choose(state: State, seat: int) -> Action:
        nonlocal checked
        if state.step is Step.PLAY:
            sit = situation_of(state, seat)
            options, scores = policy.play_scores(sit)
            assert policy._quick_play(sit) == best_play(sit.seat, options, scores)
            checked += 1
        return random_action(state, seat, rng)

    play_randomly(new_game(players, seed), rng, choose)
    return checked
