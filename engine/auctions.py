"""The five auctions: starting a lot, each bid or pass, and who pays whom when it closes.

The rules an auction follows are pure functions at the top (who is asked in what order, the price
of a lot nobody bid on, the sealed tie order and winner, the payment split of a sale); the engine
moves the state with them, and the bots weigh their options with the same functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import MAX_PLAYERS, MIN_PLAYERS, Auction, Card
from .events import (
    AuctionStarted,
    BidMade,
    Event,
    Passed,
    PriceNamed,
    SealedBidMade,
    SealedBidsRevealed,
    Sold,
    TakenFree,
)
from .state import Lot, State, Step

# ---- the rules, as pure functions ------------------------------------------------------------


def seat_queue(players: int, auctioneer: int, auctioneer_last: bool = False) -> list[int]:
    """The seats in turn order starting left of ``auctioneer`` (who is asked to join a double, to
    buy at a fixed price), with the auctioneer at the end when ``auctioneer_last`` (once around)."""
    return list(_AROUND[players][auctioneer] if auctioneer_last else _AFTER[players][auctioneer])


def opening_queue(auction: Auction | str, players: int, auctioneer: int) -> list[int]:
    """Who may act when a lot of ``auction`` opens: once around, every seat in turn from the left
    of the auctioneer, she last; fixed price, the others in turn (once she has named the price);
    open and sealed, every seat in seat order, the auctioneer included, in any order."""
    if auction == _ONCE_AROUND_AUCTION:
        return list(_AROUND[players][auctioneer])
    if auction == _FIXED_PRICE_AUCTION:
        return list(_AFTER[players][auctioneer])
    return list(_SEATS[players])


# The seat orders, worked out once: [players][seat] -> the others from her left (_AFTER), the
# same with her last (_AROUND), everyone but her in seat order (_OTHERS); [players] -> all seats.
_SEATS = {n: tuple(range(n)) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
_AFTER = {n: [tuple((s + i) % n for i in range(1, n)) for s in range(n)] for n in _SEATS}
_AROUND = {n: [(*after, s) for s, after in enumerate(_AFTER[n])] for n in _SEATS}
_OTHERS = {n: [tuple(o for o in range(n) if o != s) for s in range(n)] for n in _SEATS}
_ONCE_AROUND_AUCTION, _FIXED_PRICE_AUCTION = Auction.ONCE_AROUND, Auction.FIXED_PRICE


def unbid_price(auction: Auction | str, online: bool, money: int) -> int:
    """What the auctioneer pays for her open or once-around lot when nobody bid (``money``: what
    she has): nothing, except an open lot in the online edition, which costs her 1 if she has it.
    (She pays the bank, as for any lot she buys herself.)"""
    return min(1, money) if online and auction == Auction.OPEN else 0


def tie_order(players: int, auctioneer: int, online: bool) -> list[int]:
    """Equal sealed bids rank in this order: seats from the left of the auctioneer, the
    auctioneer first in the classic game and last in the online edition."""
    if online:
        return list(_AROUND[players][auctioneer])
    return [auctioneer, *_AFTER[players][auctioneer]]


def sealed_winner(bids: Sequence[int], auctioneer: int, online: bool) -> int:
    """The seat whose sealed bid buys (``bids`` by seat): the highest, ties by ``tie_order``."""
    best = max(bids)
    if bids.count(best) == 1:  # no tie
        return bids.index(best)
    return next(s for s in tie_order(len(bids), auctioneer, online) if bids[s] == best)


class Split(NamedTuple):
    """Where a sale's price goes: ``received``, the (seat, amount) pairs the buyer pays; ``bank``,
    what she pays the bank. The amounts add up to the price."""

    received: tuple[tuple[int, int], ...]
    bank: int


def payments(price: int, buyer: int, auctioneer: int, first_seller: int | None = None) -> Split:
    """Who receives what when ``buyer`` takes a lot at ``price``. One seller: the buyer pays the
    auctioneer, or the bank when she buys her own lot. A joint lot (``first_seller`` offered the
    double, ``auctioneer`` joined it): the price is split, the auctioneer's half rounded up; a
    seller who buys pays her own half to the bank."""
    if first_seller is None:
        if buyer == auctioneer:
            return _split(((), price))
        return _split((((auctioneer, price),), 0))
    high, low = (price + 1) // 2, price // 2
    if buyer == first_seller:
        return _split((((auctioneer, high),), low))
    if buyer == auctioneer:
        return _split((((first_seller, low),), high))
    return _split((((auctioneer, high), (first_seller, low)), 0))


_split = Split._make  # tuple.__new__ in C, without the Python __new__ of Split(...)


# ---- the auctions, moving the state ----------------------------------------------------------

# Looked up once: an enum's members and values are slow to reach on CPython 3.11.
_OPEN, _SEALED, _FIXED_PRICE = Step.OPEN, Step.SEALED, Step.FIXED_PRICE
_STEP_OF: dict[Auction, Step] = {a: Step(a.value) for a in Auction if a is not Auction.DOUBLE}
# Each auction's and step's name as a plain string (an enum member finds its name: they are equal).
_NAME_OF: dict[str, str] = {member.value: member.value for member in (*Auction, *Step)}


def start_lot(state: State, auction: Auction, cards: list[Card], auctioneer: int,
              first_seller: int | None, events: list[Event]) -> None:
    state.lot = Lot(auction, cards, auctioneer, first_seller, 0, None,
                    opening_queue(auction, state.players, auctioneer), {}, None)
    state.step = _STEP_OF[auction]
    events.append(AuctionStarted(auctioneer, _NAME_OF[auction], tuple(cards), first_seller))


def bid(state: State, seat: int, amount: int, events: list[Event]) -> bool:
    """Apply a bid; return True when the lot has closed."""
    lot = state.lot
    assert lot is not None
    if state.step is _SEALED:
        lot.sealed_bids[seat] = amount
        lot.waiting.remove(seat)
        events.append(SealedBidMade(seat))
        if lot.waiting:
            return False
        _close_sealed(state, events)
        return True
    lot.high_bid, lot.high_bidder = amount, seat
    events.append(BidMade(seat, amount))
    if state.step is _OPEN:
        # Everyone else may answer the new bid, even those who passed before.
        lot.waiting = list(_OTHERS[state.players][seat])
        return False
    lot.waiting.pop(0)  # once around
    return _close_if_done(state, events)


def pass_(state: State, seat: int, events: list[Event]) -> bool:
    """Apply a pass (or a declined fixed price); return True when the lot has closed."""
    lot = state.lot
    assert lot is not None
    events.append(Passed(seat, _NAME_OF[state.step]))
    waiting = lot.waiting
    waiting.remove(seat)
    if waiting:
        return False
    if state.step is _FIXED_PRICE:
        assert lot.price is not None  # nobody bought: the auctioneer must, paying the bank
        sell(state, lot.auctioneer, lot.price, events)
        return True
    return _close_if_done(state, events)


def name_price(state: State, amount: int, events: list[Event]) -> None:
    lot = state.lot
    assert lot is not None
    lot.price = amount
    events.append(PriceNamed(lot.auctioneer, amount))


def buy(state: State, seat: int, events: list[Event]) -> None:
    lot = state.lot
    assert lot is not None and lot.price is not None
    sell(state, seat, lot.price, events)


def _close_if_done(state: State, events: list[Event]) -> bool:
    lot = state.lot
    assert lot is not None
    if lot.waiting:
        return False
    if lot.high_bidder is not None:
        sell(state, lot.high_bidder, lot.high_bid, events)
    else:
        price = unbid_price(lot.auction, state.config.online, state.money[lot.auctioneer])
        sell(state, lot.auctioneer, price, events)
    return True


def _close_sealed(state: State, events: list[Event]) -> None:
    lot = state.lot
    assert lot is not None
    bids = tuple(lot.sealed_bids[s] for s in range(state.players))
    events.append(SealedBidsRevealed(bids))
    winner = sealed_winner(bids, lot.auctioneer, state.config.online)
    sell(state, winner, bids[winner], events)


def sell(state: State, buyer: int, price: int, events: list[Event]) -> None:
    """The lot goes to ``buyer`` for ``price``: pay the seller(s) and the bank as docs/rules.md
    says."""
    lot = state.lot
    assert lot is not None
    cards = tuple(lot.cards)
    state.owned[buyer].extend(cards)
    state.lot = None
    if price == 0:
        events.append(TakenFree(buyer, cards))
        return
    received, bank = payments(price, buyer, lot.auctioneer, lot.first_seller)
    state.money[buyer] -= price
    for seat, amount in received:
        state.money[seat] += amount
    events.append(Sold(buyer, price, cards, lot.auctioneer, received, bank))
