"""Invariants over many seeded random games (Hypothesis): 3-5 players, both variants."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    Action,
    Card,
    GameRecord,
    IllegalActionError,
    Legal,
    MalformedError,
    apply_action,
    check,
    legal_actions,
    new_game,
    observe,
    replay,
)
from engine.actions import Do
from engine.cards import STARTING_MONEY, full_deck
from engine.rng import below, make_rng
from engine.state import State, Step
from tests.support.play import play_randomly, plays

games = st.tuples(st.integers(3, 5), st.integers(0, 2**32), st.sampled_from(["classic", "online"]))
SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def random_game(players: int, seed: int, variant: str) -> State:
    state = new_game(players, seed, variant)
    play_randomly(state, make_rng(seed + 1))
    return state


def cards_in_play(state: State) -> Counter[Card]:
    held = [c for hand in state.hands for c in hand] + list(state.deck)
    held += [c for owned in state.owned for c in owned]
    if state.lot is not None:
        held += state.lot.cards
    if state.offer is not None:
        held.append(state.offer.card)
    return Counter(held)


@SETTINGS
@given(games)
def test_money_and_cards_are_conserved_and_every_game_ends(game):
    """After every action: the bank's payments and receipts account for all the money, nobody's
    money is negative, and every card is somewhere. The game ends in round 4 with the richest
    winning (``plays`` fails the test if a seat asked to act has nothing legal, or if the game
    runs on past any real game's length)."""
    players, seed, variant = game
    bank_paid = bank_received = 0
    gone: Counter[Card] = Counter()
    state = new_game(players, seed, variant)
    for played in plays(state, make_rng(seed + 1)):
        for event in played.events:
            if event.kind == "sold":
                bank_received += event.bank
                assert event.price == sum(a for _, a in event.received) + event.bank
            elif event.kind == "round_ended":
                bank_paid += sum(event.income)
                gone.update(event.discarded)
                gone.update(c for sold in event.sold for c in sold)
        assert sum(state.money) == STARTING_MONEY * players + bank_paid - bank_received
        assert all(m >= 0 for m in state.money)
        assert cards_in_play(state) + gone == Counter(full_deck())
    assert state.round == 4 and state.winners
    assert all(state.money[w] == max(state.money) for w in state.winners)


@SETTINGS
@given(games)
def test_a_record_replays_to_the_same_state_and_survives_json(game):
    state = random_game(*game)
    text = json.dumps(GameRecord.of(state).to_json())
    again = replay(GameRecord.loads(text))
    assert again == state


# Any action at all, legal or not, well-formed or not.
CARDS = st.sampled_from(sorted({str(c) for c in full_deck()}))
ANY_ACTION = st.builds(
    lambda seat, do, card, partner, amount: {"seat": seat, "do": do, "card": card,
                                             "with": partner, "amount": amount},
    st.integers(0, 5), st.sampled_from([d.value for d in Do]), st.none() | CARDS,
    st.none() | CARDS, st.none() | st.integers(-2, 120),
)


@SETTINGS
@given(games, st.integers(0, 400), st.lists(ANY_ACTION, min_size=1, max_size=8))
def test_an_illegal_action_changes_nothing(game, steps, attempts):
    state = new_game(*game)
    rng = make_rng(game[1])
    play_randomly(state, rng, limit=steps)
    for raw in attempts:
        data = {k: v for k, v in raw.items() if v is not None}
        try:
            action = Action.from_json(data)
        except MalformedError:
            continue
        before = state.copy()
        try:
            apply_action(state, action)
        except IllegalActionError:
            assert state == before
        else:
            assert action == state.actions[-1]


def hide_and_vary(state: State, seat: int, rng) -> State:
    """A state that differs from ``state`` only in what ``seat`` may not see."""
    other = state.copy()
    for s in range(other.players):
        if s == seat:
            continue
        other.money[s] += 1 + below(rng, 50)
        hand = other.hands[s]
        for i in range(len(hand)):
            if other.deck:  # swap a card of her hand with one of the deck
                j = below(rng, len(other.deck))
                hand[i], other.deck[j] = other.deck[j], hand[i]
    if other.deck:
        other.deck.reverse()
    lot = other.lot
    if lot is not None and other.step is Step.SEALED:
        for s in lot.sealed_bids:
            if s != seat:
                lot.sealed_bids[s] = below(rng, 100)
    return other


@SETTINGS
@given(games, st.integers(0, 300))
def test_observe_leaks_nothing(game, steps):
    players, seed, variant = game
    state = new_game(players, seed, variant)
    rng = make_rng(seed)
    # stop while some sealed bids may be unrevealed
    play_randomly(state, rng, limit=steps, until=lambda s: s.step is Step.SEALED)
    for seat in range(players):
        if state.over:
            break
        other = hide_and_vary(state, seat, make_rng(seed + seat))
        seen = observe(state, seat)
        assert seen == observe(other, seat)
        json.dumps(seen)  # plain data


def test_observe_leaks_nothing_in_a_sealed_auction_with_bids_made():
    state = new_game(4, 5)
    rng = make_rng(5)
    play_randomly(state, rng, until=lambda s: s.step is Step.SEALED and bool(s.lot.sealed_bids))
    assert state.step is Step.SEALED, "the game reaches a sealed auction with bids made"
    bidder = next(iter(state.lot.sealed_bids))
    for seat in range(4):
        if seat != bidder:
            other = hide_and_vary(state, seat, make_rng(seat))
            assert other.lot.sealed_bids[bidder] != state.lot.sealed_bids[bidder] or \
                other.money != state.money
            assert observe(state, seat) == observe(other, seat)


# ---- one authority: check() accepts exactly the actions legal_actions() lists ------------------
DISTINCT_CARDS = sorted(set(full_deck()))


def listed(legal: Legal) -> set[Action]:
    """Every action ``legal`` describes, spelled out."""
    seat, out = legal.seat, set()
    if legal.step is Step.PLAY:
        for card in legal.cards:
            out.add(Action(seat, Do.PLAY, card))
            out.update(Action(seat, Do.PLAY, card, p) for p in legal.partners.get(card, ()))
    elif legal.step is Step.DOUBLE_OFFER:
        out.update(Action(seat, Do.JOIN, card) for card in legal.cards)
    for do, span in ((Do.BID, legal.bid), (Do.PRICE, legal.price)):
        if span is not None:
            out.update(Action(seat, do, amount=a) for a in range(span[0], span[1] + 1))
    if legal.buy:
        out.add(Action(seat, Do.BUY))
    if legal.can_pass:
        out.add(Action(seat, Do.PASS))
    return out


def candidates(state: State, rng) -> list[Action]:
    """Legal actions of every seat, each perturbed, and a spread of arbitrary ones."""
    out: list[Action] = []
    for seat in range(state.players + 1):  # one seat that does not exist
        legal = listed(legal_actions(state, seat)) if seat < state.players else set()
        out += legal
        for action in legal:  # perturbed: another seat, amount or card
            other = below(rng, state.players + 1)
            out.append(Action(other, action.do, action.card, action.partner, action.amount))
            if action.amount is not None:
                out += [Action(seat, action.do, amount=action.amount + d) for d in (-1, 1)
                        if action.amount + d >= 0]
            if action.card is not None:
                card = DISTINCT_CARDS[below(rng, len(DISTINCT_CARDS))]
                out.append(Action(seat, action.do, card, action.partner))
        money = state.money[seat] if seat < state.players else 100
        for amount in {0, 1, money, money + 1, below(rng, 200)}:
            out += [Action(seat, Do.BID, amount=amount), Action(seat, Do.PRICE, amount=amount)]
        out += [Action(seat, Do.BUY), Action(seat, Do.PASS)]
        for card in DISTINCT_CARDS:
            out += [Action(seat, Do.PLAY, card), Action(seat, Do.JOIN, card)]
            if card.is_double:
                out += [Action(seat, Do.PLAY, card, p) for p in DISTINCT_CARDS
                        if p.artist is card.artist]
    return out


@SETTINGS
@given(games, st.integers(0, 400))
def test_check_accepts_exactly_what_legal_actions_lists(game, steps):
    players, seed, variant = game
    state = new_game(players, seed, variant)
    rng = make_rng(seed)
    play_randomly(state, rng, limit=steps)
    allowed = {seat: listed(legal_actions(state, seat)) for seat in range(players)}
    for action in candidates(state, rng):
        try:
            check(state, action)
        except IllegalActionError:
            assert action not in allowed.get(action.seat, set()), f"refused but listed: {action}"
        else:
            assert action in allowed[action.seat], f"accepted but not listed: {action}"
