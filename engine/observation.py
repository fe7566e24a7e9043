"""What one seat may see: ``observe(state, seat)`` as plain, JSON-serialisable data.

Her own hand, money and sealed bid; the others' hand sizes and bought paintings; the board; whose
turn and what she may do; the public history. Never another seat's cards or money, the deck's
order, or a sealed bid before all are revealed. Bots and the page receive only this.
"""

from __future__ import annotations

from typing import Any

from .cards import ARTISTS, Auction
from .legal import legal_actions, to_act
from .state import State, Step

# Looked up once: an enum's members and values are slow to reach on CPython 3.11.
_SEALED = Step.SEALED
_NAMES: dict[str, str] = {member.value: member.value for member in (*Step, *Auction)}


def public_view(state: State) -> dict[str, Any]:
    """Everything every seat may see."""
    lot = state.lot
    auction: dict[str, Any] | None = None
    if lot is not None:
        auction = {
            "type": _NAMES[lot.auction],
            "cards": [str(c) for c in lot.cards],
            "auctioneer": lot.auctioneer,
            "first_seller": lot.first_seller,
            "high_bid": lot.high_bid,
            "high_bidder": lot.high_bidder,
            "price": lot.price,
            "sealed_done": sorted(lot.sealed_bids) if state.step is _SEALED else [],
        }
    offer = None
    if state.offer is not None:
        offer = {"seller": state.offer.seller, "card": str(state.offer.card),
                 "waiting": list(state.offer.waiting)}
    return {
        "players": state.players,
        "variant": state.variant,
        "round": state.round,
        "over": state.over,
        "step": _NAMES[state.step],
        "to_act": to_act(state),
        "seller": state.seller,
        "hand_sizes": [len(h) for h in state.hands],
        "deck": len(state.deck),
        "owned": [[str(c) for c in cards] for cards in state.owned],
        "laid_out": {ARTISTS[i]: n for i, n in enumerate(state.laid_out)},
        "values": {ARTISTS[i]: list(v) for i, v in enumerate(state.values)},
        "auction": auction,
        "offer": offer,
        "winners": list(state.winners),
        "final_money": list(state.money) if state.over else None,
    }


def observe(state: State, seat: int, since: int = 0) -> dict[str, Any]:
    """The observation of ``seat``: the public view plus her own secrets and her legal actions.

    ``history`` holds the public events from index ``since`` on (``history_start``), so that a
    bot that remembers what it saw can ask only for what is new."""
    if not 0 <= seat < state.players:
        raise ValueError(f"there is no seat {seat} (seats are 0 to {state.players - 1})")
    view = public_view(state)
    view["seat"] = seat
    view["hand"] = [str(c) for c in state.hands[seat]]
    view["money"] = [m if s == seat or state.over else None for s, m in enumerate(state.money)]
    view["my_money"] = state.money[seat]
    view["hands"] = [view["hand"] if s == seat else None for s in range(state.players)]
    lot = state.lot
    view["my_sealed_bid"] = lot.sealed_bids.get(seat) if lot is not None else None
    view["legal"] = legal_actions(state, seat).to_json()
    view["history_start"] = since
    view["history"] = [event.to_json() for event in state.events[since:]]
    return view


def full_view(state: State) -> dict[str, Any]:
    """Everything, for ``replay`` without ``--seat``: the referee's view."""
    view = public_view(state)
    view["money"] = list(state.money)
    view["hands"] = [[str(c) for c in hand] for hand in state.hands]
    if state.lot is not None and state.step is _SEALED:
        view["sealed_bids"] = {str(s): b for s, b in sorted(state.lot.sealed_bids.items())}
    return view
