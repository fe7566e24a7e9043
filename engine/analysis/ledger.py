"""A finished (or unfinished) game told as accounts: every purchase, what it cost and returned.

Read from the events' JSON (``[e.to_json() for e in state.events]``), so the page, the command line
and the tests review any game the same way, including an imported record. The books balance: for
every seat, the profit or loss of every purchase she made and the income of every sale she was
paid for add up to her money minus the starting money.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import MAX_PLAYERS, STARTING_MONEY, Card


@dataclass(slots=True)
class Purchase:
    """One lot that changed hands (for money or for nothing), with what it brought everyone."""

    round: int
    index: int  # the position of its ``sold``/``taken_free`` event among the game's events
    buyer: int
    auctioneer: int
    cards: tuple[str, ...]
    price: int  # 0 for a painting taken for nothing
    paid: dict[int, int] = field(default_factory=dict)  # seat -> what the buyer paid her
    bank: int = 0  # what the buyer paid the bank
    returned: int | None = None  # what the paintings sold to the bank for (None: round not over)

    @property
    def profit(self) -> int | None:
        """The buyer's gain: what the lot returned at the round's end minus its price."""
        return None if self.returned is None else self.returned - self.price

    def gains(self) -> dict[int, int]:
        """Each seat's gain from this lot: the buyer's profit (when known) plus what each seller
        received."""
        out = dict(self.paid)
        if self.returned is not None:
            out[self.buyer] = out.get(self.buyer, 0) + self.returned - self.price
        return out

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "index": self.index, "buyer": self.buyer,
                "auctioneer": self.auctioneer, "cards": list(self.cards), "price": self.price,
                "paid": {str(k): v for k, v in self.paid.items()}, "bank": self.bank,
                "returned": self.returned, "profit": self.profit}


class Ledger:
    """The accounts kept event by event (``add``), so that a long game can be read in slices:
    the lots bought so far (``lots``), each with its return once its round is scored, and each
    seat's money at the start and after every scored round (``rounds``)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.lots: list[Purchase] = []
        self.money = [STARTING_MONEY] * players
        self.rounds: list[list[int]] = [list(self.money)]
        self.events = 0  # events read so far
        self._open: list[Purchase] = []  # bought this round, waiting for the round's values
        self._auctioneer = -1
        self._round = 1

    def add(self, event: Mapping[str, Any]) -> None:
        index = self.events
        self.events += 1
        kind = event.get("event")
        if kind == "round_started":
            self._round = int(event["round"])
        elif kind == "auction_started":
            self._auctioneer = int(event["auctioneer"])
        elif kind == "double_offered":  # (a double nobody joins is the offerer's, for nothing)
            self._auctioneer = int(event["seat"])
        elif kind == "sold":
            lot = Purchase(self._round, index, int(event["buyer"]), int(event["auctioneer"]),
                           tuple(str(c) for c in event["cards"]), int(event["price"]),
                           {int(s): int(a) for s, a in event["received"]}, int(event["bank"]))
            self.lots.append(lot)
            self._open.append(lot)
            self.money[lot.buyer] -= lot.price
            for seat, amount in lot.paid.items():
                self.money[seat] += amount
        elif kind == "taken_free":
            seat = int(event["seat"])
            lot = Purchase(self._round, index, seat,
                           seat if self._auctioneer < 0 else self._auctioneer,
                           tuple(str(c) for c in event["cards"]), 0)
            self.lots.append(lot)
            self._open.append(lot)
        elif kind == "round_ended":
            values = {str(a): int(v) for a, v in event["painting_values"].items()}
            for lot in self._open:
                lot.returned = sum(values.get(Card.parse(card).artist, 0) for card in lot.cards)
            self._open = []
            for seat, income in enumerate(event["income"]):
                self.money[seat] += int(income)
            self.rounds.append(list(self.money))

    def read(self, events: Iterable[Mapping[str, Any]]) -> Ledger:
        for event in events:
            self.add(event)
        return self


def purchases(events: Iterable[Mapping[str, Any]]) -> list[Purchase]:
    """Every lot bought or taken in the game, in order, with its return once its round is scored."""
    return Ledger(MAX_PLAYERS).read(events).lots  # money is not asked for: room for any seat


def balance(lots: Sequence[Purchase], players: int) -> list[int]:
    """Each seat's net gain over the given lots (for a finished game: money minus 100)."""
    net = [0] * players
    for lot in lots:
        for seat, gain in lot.gains().items():
            net[seat] += gain
    return net


def money_by_round(events: Iterable[Mapping[str, Any]], players: int) -> list[list[int]]:
    """Each seat's money at the start and after every scored round: ``[[100, ...], [r1...], ...]``
    (one row per point, one column per seat), for the money chart."""
    return Ledger(players).read(events).rounds
