"""What a seat may do now: the one authority on legality.

``legal_actions`` says what is open to a seat; ``check`` says, in a player's words, why an action is
not. The UI shows that same reason; ``apply_action`` calls ``check`` before touching anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from .actions import Action, Do
from .cards import Card, ends_round, full_deck
from .errors import IllegalActionError
from .limits import MAX_ACTIONS
from .state import State, Step


@dataclass(slots=True)
class Legal:
    """The choices of one seat. Bid and price ranges are inclusive (min, max) pairs."""

    seat: int
    step: Step
    cards: tuple[Card, ...] = ()  # play: cards that may be laid out; join: cards that may be added
    partners: dict[Card, tuple[Card, ...]] = field(default_factory=dict)  # play: double -> partners
    bid: tuple[int, int] | None = None
    price: tuple[int, int] | None = None
    buy: bool = False
    can_pass: bool = False

    @property
    def to_act(self) -> bool:
        return bool(self.cards or self.bid or self.price or self.buy or self.can_pass)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "step": _STEP_NAMES[self.step], "do": []}
        if self.step is _PLAY and self.cards:
            out["do"].append("play")
            out["cards"] = [str(c) for c in self.cards]
            out["partners"] = {str(d): [str(p) for p in ps] for d, ps in self.partners.items()}
        if self.step is _DOUBLE_OFFER and self.cards:
            out["do"].append("join")
            out["cards"] = [str(c) for c in self.cards]
        if self.bid is not None:
            out["do"].append("bid")
            out["bid"] = {"min": self.bid[0], "max": self.bid[1]}
        if self.price is not None:
            out["do"].append("price")
            out["price"] = {"min": self.price[0], "max": self.price[1]}
        if self.buy:
            out["do"].append("buy")
        if self.can_pass:
            out["do"].append("pass")
        return out


# The steps as module constants: the checks below run for every action of every game.
_PLAY, _DOUBLE_OFFER, _OPEN = Step.PLAY, Step.DOUBLE_OFFER, Step.OPEN
_ONCE_AROUND, _SEALED, _FIXED_PRICE, _OVER = (Step.ONCE_AROUND, Step.SEALED, Step.FIXED_PRICE,
                                              Step.OVER)
_STEP_NAMES: dict[Step, str] = {step: step.value for step in Step}


def to_act(state: State) -> list[int]:
    """The seats that may act now: one seat, or every seat still able to act in an open or sealed
    auction (in seat order)."""
    step = state.step
    lot = state.lot
    if lot is not None:
        if step is _OPEN or step is _SEALED:
            return list(lot.waiting)  # kept in seat order
        if step is _FIXED_PRICE and lot.price is None:
            return [lot.auctioneer]
        return lot.waiting[:1]
    if step is _PLAY:
        return [state.seller]
    if step is _DOUBLE_OFFER:
        assert state.offer is not None
        return state.offer.waiting[:1]
    return []  # the game is over


def may_act(state: State, seat: int) -> bool:
    """Whether ``seat`` is one of ``to_act(state)`` (without building the list)."""
    lot = state.lot
    if lot is not None:
        step = state.step
        if step is _OPEN or step is _SEALED:
            return seat in lot.waiting
        if step is _FIXED_PRICE and lot.price is None:
            return seat == lot.auctioneer
        waiting = lot.waiting
        return bool(waiting) and waiting[0] == seat
    if state.step is _PLAY:
        return seat == state.seller
    offer = state.offer
    return offer is not None and bool(offer.waiting) and offer.waiting[0] == seat


def partners_for(state: State, hand: list[Card], double: Card) -> tuple[Card, ...]:
    """The cards a double may be sold with: non-doubles of its artist, unless it is the fifth."""
    if ends_round(state.laid_out[double.artist_index] + 1):
        return ()
    return tuple(dict.fromkeys(filter(_PARTNER_OF[double], hand)))


# For each double, a test of whether a card could be its partner (a non-double of its artist);
# and a test of whether a card is a double. Both run in C inside filter().
_PARTNER_OF = {
    double: frozenset(c for c in set(full_deck())
                      if c.artist is double.artist and not c.is_double).__contains__
    for double in set(full_deck()) if double.is_double
}
_IS_DOUBLE = frozenset(_PARTNER_OF).__contains__


def legal_actions(state: State, seat: int) -> Legal:
    """What ``seat`` may do now (nothing when it is not her turn)."""
    step = state.step
    lot = state.lot
    if lot is not None:
        if step is _OPEN or step is _SEALED:
            if seat not in lot.waiting:
                return Legal(seat, step, (), {}, None, None, False, False)
        elif step is _FIXED_PRICE and lot.price is None:
            if seat != lot.auctioneer:
                return Legal(seat, step, (), {}, None, None, False, False)
        elif not lot.waiting or lot.waiting[0] != seat:
            return Legal(seat, step, (), {}, None, None, False, False)
        money = state.money[seat]
        if step is _SEALED:
            return Legal(seat, step, (), {}, (0, money), None, False, False)
        if step is not _FIXED_PRICE:  # open and once around
            low = lot.high_bid + 1
            return Legal(seat, step, (), {}, (low, money) if money >= low else None, None,
                         False, True)
        if lot.price is None:
            return Legal(seat, step, (), {}, None, (1, money) if money >= 1 else (0, 0), False,
                         False)
        return Legal(seat, step, (), {}, None, None, money >= lot.price, True)
    if step is _PLAY:
        if seat != state.seller:
            return Legal(seat, step, (), {}, None, None, False, False)
        cards = tuple(dict.fromkeys(state.hands[seat]))  # each different card once, in hand order
        partners = {}
        laid_out = state.laid_out
        for double in filter(_IS_DOUBLE, cards):  # partners_for, written out
            if not ends_round(laid_out[double.artist_index] + 1):
                with_ = tuple(filter(_PARTNER_OF[double], cards))
                if with_:
                    partners[double] = with_
        return Legal(seat, step, cards, partners, None, None, False, False)
    if not may_act(state, seat):  # the double on offer, or the game is over
        return Legal(seat, step, (), {}, None, None, False, False)
    return Legal(seat, step, joinable(state, seat), {}, None, None, False, True)


def _price(state: State) -> int | None:
    return state.lot.price if state.lot is not None else None


def joinable(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` could add to the offered double: non-doubles of its artist."""
    assert state.offer is not None
    artist = state.offer.card.artist
    return tuple(dict.fromkeys(c for c in state.hands[seat]
                               if c.artist is artist and not c.is_double))


def bid_range(state: State, seat: int) -> tuple[int, int] | None:
    """Sealed: 0 to her money. Open and once around: above the high bid (the first bid at least
    1), up to her money; None when she cannot outbid it."""
    step, money = state.step, state.money[seat]
    if step is _SEALED:
        return (0, money)
    if step is _OPEN or step is _ONCE_AROUND:
        assert state.lot is not None
        low = state.lot.high_bid + 1
        return (low, money) if money >= low else None
    return None


def price_range(state: State, seat: int) -> tuple[int, int] | None:
    """The auctioneer names a fixed price from 1 to her money (0 only when she has none)."""
    if state.step is not _FIXED_PRICE or _price(state) is not None:
        return None
    money = state.money[seat]
    return (1, money) if money >= 1 else (0, 0)


def can_buy(state: State, seat: int) -> bool:
    """A player asked at a fixed price may accept it only if she can pay it."""
    price = _price(state)
    return state.step is _FIXED_PRICE and price is not None and state.money[seat] >= price


def _step_words(state: State) -> str:
    step = state.step
    waiting = to_act(state)
    who = ", ".join(f"seat {s}" for s in waiting)
    if step is Step.PLAY:
        return f"seat {state.seller} must lay out a card"
    if step is Step.DOUBLE_OFFER:
        return f"{who} may join the offered double or pass"
    if step is Step.FIXED_PRICE:
        assert state.lot is not None
        if state.lot.price is None:
            return f"seat {state.lot.auctioneer} must name the price"
        return f"{who} may buy at {state.lot.price} or pass"
    names = {Step.OPEN: "an open", Step.ONCE_AROUND: "a once-around", Step.SEALED: "a sealed"}
    return f"this is {names[step]} auction; waiting for {who}"


def check(state: State, action: Action) -> None:
    """Raise ``IllegalActionError`` with a player's reason if the action is not legal now."""
    seat = action.seat
    step = state.step
    lot = state.lot
    if lot is not None:  # who may act (may_act, written out: this runs for every action)
        if step is _OPEN or step is _SEALED:
            if seat not in lot.waiting:
                _not_your_turn(state, seat)
        elif step is _FIXED_PRICE and lot.price is None:
            if seat != lot.auctioneer:
                _not_your_turn(state, seat)
        elif not lot.waiting or lot.waiting[0] != seat:
            _not_your_turn(state, seat)
    elif step is _PLAY:
        if seat != state.seller:
            _not_your_turn(state, seat)
    elif not may_act(state, seat):  # a double on offer, or the game is over
        _not_your_turn(state, seat)
    if len(state.actions) >= MAX_ACTIONS:
        raise IllegalActionError(f"the game has reached the {MAX_ACTIONS:,} actions a record "
                                 f"may hold")
    do = action.do
    if do is _PASS:
        if step is _OPEN or step is _ONCE_AROUND:
            return
        if step is _SEALED:
            raise IllegalActionError("a sealed auction has no pass: bid 0 to stay out")
        if step is _FIXED_PRICE and _price(state) is None:
            raise IllegalActionError("name a price first: the auctioneer cannot pass")
        if step is _PLAY:
            raise IllegalActionError(f"you cannot pass now: {_step_words(state)}")
    elif do is _BID:
        if lot is None or step is _FIXED_PRICE:
            raise IllegalActionError(f"no bid is possible now: {_step_words(state)}")
        amount, money = action.amount, state.money[seat]
        assert amount is not None
        if amount > money:
            raise IllegalActionError(f"you have only {money}")
        if step is not _SEALED and amount <= lot.high_bid:
            low = lot.high_bid + 1
            if money < low:
                raise IllegalActionError(f"bid must be higher than {lot.high_bid}; "
                                         f"you have only {money}")
            raise IllegalActionError(f"bid must be higher than {low - 1}" if low > 1
                                     else f"bid must be at least {low}")
    elif do is _PLAY_DO:
        if step is not _PLAY:
            raise IllegalActionError(f"no card can be laid out now: {_step_words(state)}")
        _check_play(state, action)
    elif do is _JOIN:
        if step is not _DOUBLE_OFFER:
            raise IllegalActionError(f"there is no double to join: {_step_words(state)}")
        _check_join(state, action)
    elif do is _PRICE:
        allowed = price_range(state, seat)
        if allowed is None:
            raise IllegalActionError(f"no price can be named now: {_step_words(state)}")
        _check_amount(state, seat, action.amount, allowed, "price")
    elif do is _BUY:
        price = _price(state)
        if step is not _FIXED_PRICE or price is None:
            raise IllegalActionError(f"there is nothing to buy now: {_step_words(state)}")
        if not can_buy(state, seat):
            raise IllegalActionError(f"you have only {state.money[seat]}; the price is {price}")


_PLAY_DO, _JOIN, _BID, _PRICE, _BUY, _PASS = Do.PLAY, Do.JOIN, Do.BID, Do.PRICE, Do.BUY, Do.PASS


def _not_your_turn(state: State, seat: int) -> NoReturn:
    """Raise the reason why ``seat`` may not act now."""
    if state.step is _OVER:
        raise IllegalActionError("the game is over")
    if not 0 <= seat < state.players:
        raise IllegalActionError(f"there is no seat {seat} (seats are 0 to {state.players - 1})")
    if state.step is _SEALED:
        raise IllegalActionError(f"seat {seat} has already made a sealed bid")
    if state.step is _OPEN:
        assert state.lot is not None
        if state.lot.high_bidder == seat:
            raise IllegalActionError(f"seat {seat} already has the high bid")
        raise IllegalActionError(f"seat {seat} has passed; they may bid again only after "
                                 f"someone raises")
    raise IllegalActionError(f"it is not seat {seat}'s turn: {_step_words(state)}")


def _check_play(state: State, action: Action) -> None:
    card, partner = action.card, action.partner
    assert card is not None
    hand = state.hands[action.seat]
    if card not in hand:
        raise IllegalActionError(f"you do not have {card}")
    if partner is None:
        return
    if not card.is_double:
        raise IllegalActionError("only a double can be laid out with a second card")
    if partner.is_double:
        raise IllegalActionError("a double cannot be paired with another double")
    if partner.artist is not card.artist:
        raise IllegalActionError(f"a {card.artist} double can only go with another "
                                 f"{card.artist} card")
    if partner not in hand:
        raise IllegalActionError(f"you do not have {partner}")
    if partner not in partners_for(state, hand, card):
        raise IllegalActionError(f"this double is {card.artist}'s fifth card: it ends the round "
                                 f"alone and cannot take a partner")


def _check_join(state: State, action: Action) -> None:
    card = action.card
    assert card is not None and state.offer is not None
    offered = state.offer.card
    if card.is_double:
        raise IllegalActionError("a double cannot be added to a double")
    if card.artist is not offered.artist:
        raise IllegalActionError(f"only a {offered.artist} card can join this double")
    if card not in state.hands[action.seat]:
        raise IllegalActionError(f"you do not have {card}")


def _check_amount(state: State, seat: int, amount: int | None, allowed: tuple[int, int] | None,
                  what: str) -> None:
    assert amount is not None
    money = state.money[seat]
    if amount > money:
        raise IllegalActionError(f"you have only {money}")
    if allowed is None:  # open or once around, and this seat cannot outbid the high bid
        assert state.lot is not None
        raise IllegalActionError(f"{what} must be higher than {state.lot.high_bid}; "
                                 f"you have only {money}")
    low, high = allowed
    if amount < low:
        if what == "bid" and low > 1:
            raise IllegalActionError(f"bid must be higher than {low - 1}")
        raise IllegalActionError(f"{what} must be at least {low}")
    assert amount <= high
