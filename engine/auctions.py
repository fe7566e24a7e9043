"""The five auctions: starting a lot, each bid or pass, and who pays whom when it closes."""

from __future__ import annotations

from .cards import Auction, Card
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


def start_lot(state: State, auction: Auction, cards: list[Card], auctioneer: int,
              first_seller: int | None, events: list[Event]) -> None:
    lot = Lot(auction, cards, auctioneer, first_seller)
    others = state.seats_after(auctioneer)
    if auction is Auction.ONCE_AROUND:
        lot.waiting = [*others, auctioneer]  # starting left of the auctioneer, she acts last
    elif auction is Auction.FIXED_PRICE:
        lot.waiting = others  # asked in turn once the price is named
    else:  # open and sealed: everyone, the auctioneer included, in any order
        lot.waiting = list(range(state.players))
    state.lot = lot
    state.step = Step(auction.value)
    events.append(AuctionStarted(auctioneer, auction.value, tuple(cards), first_seller))


def bid(state: State, seat: int, amount: int, events: list[Event]) -> bool:
    """Apply a bid; return True when the lot has closed."""
    lot = state.lot
    assert lot is not None
    if state.step is Step.SEALED:
        lot.sealed_bids[seat] = amount
        lot.waiting.remove(seat)
        events.append(SealedBidMade(seat))
        if lot.waiting:
            return False
        _close_sealed(state, events)
        return True
    lot.high_bid, lot.high_bidder = amount, seat
    events.append(BidMade(seat, amount))
    if state.step is Step.OPEN:
        # Everyone else may answer the new bid, even those who passed before.
        lot.waiting = [s for s in range(state.players) if s != seat]
        return False
    lot.waiting.pop(0)  # once around
    return _close_if_done(state, events)


def pass_(state: State, seat: int, events: list[Event]) -> bool:
    """Apply a pass (or a declined fixed price); return True when the lot has closed."""
    lot = state.lot
    assert lot is not None
    events.append(Passed(seat, state.step.value))
    lot.waiting.remove(seat)
    if state.step is Step.FIXED_PRICE and not lot.waiting:
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
    elif state.step is Step.OPEN and state.config.online:
        # Online edition: an open auction nobody bid on costs the auctioneer 1 (if she has it).
        sell(state, lot.auctioneer, min(1, state.money[lot.auctioneer]), events)
    else:
        sell(state, lot.auctioneer, 0, events)
    return True


def _close_sealed(state: State, events: list[Event]) -> None:
    lot = state.lot
    assert lot is not None
    bids = lot.sealed_bids
    events.append(SealedBidsRevealed(tuple(bids[s] for s in range(state.players))))
    # Ties: in seat order starting left of the auctioneer; the auctioneer first in the classic
    # game, last in the online edition.
    order = state.seats_after(lot.auctioneer)
    order = [*order, lot.auctioneer] if state.config.online else [lot.auctioneer, *order]
    best = max(bids.values())
    winner = next(s for s in order if bids[s] == best)
    sell(state, winner, best, events)


def sell(state: State, buyer: int, price: int, events: list[Event]) -> None:
    """The lot goes to ``buyer`` for ``price``: pay the seller(s) and the bank as RULES.md says."""
    lot = state.lot
    assert lot is not None
    cards = tuple(lot.cards)
    state.owned[buyer].extend(cards)
    state.lot = None
    if price == 0:
        events.append(TakenFree(buyer, cards))
        return
    auctioneer, first = lot.auctioneer, lot.first_seller
    received: list[tuple[int, int]] = []
    bank = 0
    if first is None:  # one seller
        if buyer == auctioneer:
            bank = price
        else:
            received.append((auctioneer, price))
    else:  # a joint lot: the new auctioneer gets the odd unit
        high, low = (price + 1) // 2, price // 2
        if buyer == first:
            received.append((auctioneer, high))
            bank = low
        elif buyer == auctioneer:
            received.append((first, low))
            bank = high
        else:
            received.extend([(auctioneer, high), (first, low)])
    state.money[buyer] -= price
    for seat, amount in received:
        state.money[seat] += amount
    events.append(Sold(buyer, price, cards, auctioneer, tuple(received), bank))
