"""Turns and rounds: set up a game, apply one action, move to the next seller or the next round.

``apply_action`` is the only way the state changes. It checks the action first (``legal.check``)
and touches nothing when the action is illegal; otherwise it returns the events that happened.
"""

from __future__ import annotations

from . import auctions
from .actions import Action, Do
from .cards import CARDS_TO_END_ROUND, DEAL, ROUNDS, STARTING_MONEY, Card
from .errors import IllegalActionError, MalformedError, shown
from .events import (
    CardPlayed,
    DoubleOffered,
    Event,
    GameOver,
    Joined,
    Passed,
    RoundStarted,
    TakenFree,
)
from .legal import check
from .limits import MAX_INT_DIGITS, SEED_BOUND
from .scoring import score_round
from .state import Config, Offer, Setup, State, Step, seeded_setup


def new_game(players: int, seed: int | None = None, variant: str = "classic",
             setup: Setup | None = None) -> State:
    """A new game from a seed (shuffle, deal and first seller) or from an explicit set-up."""
    config = Config(players, variant)
    explicit = setup is not None
    if seed is not None:
        check_seed(seed)
    if setup is None:
        if seed is None:
            raise MalformedError("a new game needs a seed or an explicit setup")
        setup = seeded_setup(players, seed)
    state = State(
        config=config,
        players=players,
        seed=seed,
        setup=setup,
        explicit_setup=explicit,
        hands=[list(hand) for hand in setup.hands],
        deck=list(setup.deck),
        money=[STARTING_MONEY] * players,
        owned=[[] for _ in range(players)],
    )
    events: list[Event] = []
    _begin_round(state, setup.first_seller, tuple(len(h) for h in state.hands), events)
    state.events.extend(events)
    return state


def check_seed(seed: object) -> int:
    """A seed is a whole number of at most ``MAX_INT_DIGITS`` digits (so that its record loads);
    raise ``MalformedError`` otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MalformedError(f"the seed must be a whole number, not {shown(seed)}")
    if not -SEED_BOUND < seed < SEED_BOUND:
        raise MalformedError(f"the seed has more than {MAX_INT_DIGITS} digits")
    return seed


def apply_action(state: State, action: Action) -> list[Event]:
    """Apply one legal action and return what happened; raise ``IllegalActionError`` (and change
    nothing) if it is not legal."""
    check(state, action)
    events: list[Event] = []
    seat, do = action.seat, action.do
    if do is Do.PLAY:
        assert action.card is not None
        _play(state, seat, action.card, action.partner, events)
    elif do is Do.JOIN:
        assert action.card is not None
        _join(state, seat, action.card, events)
    elif state.step is Step.DOUBLE_OFFER:  # the only other answer to an offer is a pass
        _decline_offer(state, seat, events)
    else:
        lot = state.lot
        assert lot is not None
        closed = False
        if do is Do.BID:
            assert action.amount is not None
            closed = auctions.bid(state, seat, action.amount, events)
        elif do is Do.PRICE:
            assert action.amount is not None
            auctions.name_price(state, action.amount, events)
        elif do is Do.BUY:
            auctions.buy(state, seat, events)
            closed = True
        elif do is Do.PASS:
            closed = auctions.pass_(state, seat, events)
        else:  # pragma: no cover - check() admits nothing else
            raise IllegalActionError(f"unknown action {do}")
        if closed:
            _next_turn(state, lot.auctioneer, events)
    state.actions.append(action)
    state.events.extend(events)
    return events


def _lay_out(state: State, seat: int, card: Card) -> int:
    """Count a card on the board at once; return the artist's count this round."""
    state.hands[seat].remove(card)
    state.ender = seat
    state.laid_out[card.artist_index] += 1
    return state.laid_out[card.artist_index]


def _play(state: State, seat: int, card: Card, partner: Card | None,
          events: list[Event]) -> None:
    count = _lay_out(state, seat, card)
    if partner is not None:
        count = _lay_out(state, seat, partner)
    events.append(CardPlayed(seat, card, partner, count))
    cards = [card] if partner is None else [card, partner]
    if count >= CARDS_TO_END_ROUND:  # the artist's fifth card: it is not auctioned
        _end_round(state, tuple(cards), events)
    elif card.is_double and partner is None:
        state.offer = Offer(seat, card, auctions.seat_queue(state.players, seat))
        state.step = Step.DOUBLE_OFFER
        events.append(DoubleOffered(seat, card))
    else:
        auction = (partner or card).auction
        auctions.start_lot(state, auction, cards, seat, None, events)


def _join(state: State, seat: int, card: Card, events: list[Event]) -> None:
    offer = state.offer
    assert offer is not None
    count = _lay_out(state, seat, card)
    events.append(Joined(seat, card, count))
    state.offer = None
    cards = [offer.card, card]
    if count >= CARDS_TO_END_ROUND:
        _end_round(state, tuple(cards), events)
    else:
        auctions.start_lot(state, card.auction, cards, seat, offer.seller, events)


def _decline_offer(state: State, seat: int, events: list[Event]) -> None:
    offer = state.offer
    assert offer is not None
    events.append(Passed(seat, Step.DOUBLE_OFFER.value))
    offer.waiting.remove(seat)
    if offer.waiting:
        return
    # Nobody added a card: the seller takes the double free.
    state.owned[offer.seller].append(offer.card)
    events.append(TakenFree(offer.seller, (offer.card,)))
    state.offer = None
    _next_turn(state, offer.seller, events)


def _first_with_cards(state: State, start: int) -> int | None:
    for i in range(state.players):
        seat = (start + i) % state.players
        if state.hands[seat]:
            return seat
    return None


def _next_turn(state: State, last_auctioneer: int, events: list[Event]) -> None:
    """The next seller is left of the last auctioneer (skipping seats with no cards)."""
    seller = _first_with_cards(state, state.next_seat(last_auctioneer))
    if seller is None:
        _end_round(state, (), events)
        return
    state.seller = seller
    state.step = Step.PLAY


def _end_round(state: State, discarded: tuple[Card, ...], events: list[Event]) -> None:
    state.lot = None
    state.offer = None
    events.append(score_round(state, discarded))
    if state.round == ROUNDS:
        state.step = Step.OVER
        best = max(state.money)
        state.winners = [s for s in range(state.players) if state.money[s] == best]
        events.append(GameOver(tuple(state.money), tuple(state.winners)))
        return
    state.round += 1
    state.laid_out = [0] * len(state.laid_out)
    dealt = _refill(state)
    ender = state.ender if state.ender is not None else state.seller
    _begin_round(state, state.next_seat(ender), dealt, events)


def _refill(state: State) -> tuple[int, ...]:
    """One card at a time to each seat in turn from seat 0, until each has its refill or the deck
    is empty."""
    wanted = DEAL[state.players][state.round - 1]
    dealt = [0] * state.players
    for _ in range(wanted):
        for seat in range(state.players):
            if state.deck:
                state.hands[seat].append(state.deck.pop(0))
                dealt[seat] += 1
    return tuple(dealt)


def _begin_round(state: State, start: int, dealt: tuple[int, ...], events: list[Event]) -> None:
    seller = _first_with_cards(state, start)
    events.append(RoundStarted(state.round, seller, dealt))
    if seller is None:  # nobody has a card: the round ends before it starts
        _end_round(state, (), events)
        return
    state.seller = seller
    state.step = Step.PLAY


def is_over(state: State) -> bool:
    return state.step is Step.OVER

