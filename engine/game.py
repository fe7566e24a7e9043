"""Turns and rounds: set up a game, apply one action, move to the next seller or the next round.

``apply_action`` is the only way the state changes. It checks the action first (``legal.check``)
and touches nothing when the action is illegal; otherwise it returns the events that happened.
"""

from __future__ import annotations

from . import auctions
from .actions import Action, Do
from .cards import DEAL, ROUNDS, STARTING_MONEY, Card, ends_round
from .errors import MalformedError, shown
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
    return apply_trusted(state, action)


def apply_trusted(state: State, action: Action) -> list[Event]:
    """``apply_action`` without the check, for a caller that knows the action is legal: a bot's
    rollout that drew it from ``legal_actions`` (or from what the rules allow) for a seat of
    ``to_act``. It records the action and returns the events exactly as ``apply_action`` does, but
    it never asks who may act or whether the action is allowed: an illegal action here (a seat
    out of turn, a card not in hand, a bid too low or beyond the bidder's money) corrupts the
    state silently, or raises some error halfway through a change. Anything that comes from a
    player, a record or a bot's answer goes through ``apply_action``."""
    events: list[Event] = []
    seat, do = action.seat, action.do
    lot = state.lot
    if lot is not None:  # an auction: bid, pass, price or buy
        if do is _PASS:
            closed = auctions.pass_(state, seat, events)
        elif do is _BID:
            assert action.amount is not None
            closed = auctions.bid(state, seat, action.amount, events)
        elif do is _PRICE:
            assert action.amount is not None
            auctions.name_price(state, action.amount, events)
            closed = False
        else:  # buy
            auctions.buy(state, seat, events)
            closed = True
        if closed:
            _next_turn(state, lot.auctioneer, events)
    elif do is _PLAY_DO:
        assert action.card is not None
        _play(state, seat, action.card, action.partner, events)
    elif do is _JOIN:
        assert action.card is not None
        _join(state, seat, action.card, events)
    else:  # the only other answer to an offered double is a pass
        _decline_offer(state, seat, events)
    state.actions.append(action)
    state.events.extend(events)
    return events


# Looked up once: an enum's members and values are slow to reach on CPython 3.11.
_PLAY_DO, _JOIN, _BID, _PRICE, _PASS = Do.PLAY, Do.JOIN, Do.BID, Do.PRICE, Do.PASS
_PLAY, _DOUBLE_OFFER, _OVER = Step.PLAY, Step.DOUBLE_OFFER, Step.OVER
_DOUBLE_OFFER_NAME = Step.DOUBLE_OFFER.value


def _lay_out(state: State, seat: int, card: Card) -> int:
    """Count a card on the board at once; return the artist's count this round."""
    state.hands[seat].remove(card)
    state.ender = seat
    state.laid_out[card.artist_index] += 1
    return state.laid_out[card.artist_index]


def _play(state: State, seat: int, card: Card, partner: Card | None,
          events: list[Event]) -> None:
    if partner is None:  # _lay_out, written out for the common case
        state.hands[seat].remove(card)
        state.ender = seat
        laid_out = state.laid_out
        laid_out[card.artist_index] += 1
        count = laid_out[card.artist_index]
        cards = [card]
    else:
        _lay_out(state, seat, card)
        count = _lay_out(state, seat, partner)
        cards = [card, partner]
    events.append(CardPlayed(seat, card, partner, count))
    if ends_round(count):  # the artist's fifth card: it is not auctioned
        _end_round(state, tuple(cards), events)
    elif card.is_double and partner is None:
        state.offer = Offer(seat, card, auctions.seat_queue(state.players, seat))
        state.step = _DOUBLE_OFFER
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
    if ends_round(count):
        _end_round(state, tuple(cards), events)
    else:
        auctions.start_lot(state, card.auction, cards, seat, offer.seller, events)


def _decline_offer(state: State, seat: int, events: list[Event]) -> None:
    offer = state.offer
    assert offer is not None
    events.append(Passed(seat, _DOUBLE_OFFER_NAME))
    offer.waiting.remove(seat)
    if offer.waiting:
        return
    # Nobody added a card: the seller takes the double free.
    state.owned[offer.seller].append(offer.card)
    events.append(TakenFree(offer.seller, (offer.card,)))
    state.offer = None
    _next_turn(state, offer.seller, events)


def _first_with_cards(state: State, start: int) -> int | None:
    players, hands = state.players, state.hands
    for i in range(players):
        seat = (start + i) % players
        if hands[seat]:
            return seat
    return None


def _next_turn(state: State, last_auctioneer: int, events: list[Event]) -> None:
    """The next seller is left of the last auctioneer (skipping seats with no cards)."""
    left = (last_auctioneer + 1) % state.players
    seller = left if state.hands[left] else _first_with_cards(state, left)
    if seller is None:
        _end_round(state, (), events)
        return
    state.seller = seller
    state.step = _PLAY


def _end_round(state: State, discarded: tuple[Card, ...], events: list[Event]) -> None:
    state.lot = None
    state.offer = None
    events.append(score_round(state, discarded))
    if state.round == ROUNDS:
        state.step = _OVER
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
    state.step = _PLAY


def is_over(state: State) -> bool:
    return state.step is _OVER

