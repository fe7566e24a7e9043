"""What a bot remembers from the public events: every seat's money and every card laid out.

Money is secret in the game, but it follows exactly from public events: everyone starts with
``STARTING_MONEY``; a sale moves the price from the buyer to the seller(s) and the bank; a round's
scoring pays each seat its ``income``. Every card laid out (auctioned, discarded or taken free) is
public too, so the cards nobody has seen are the full deck minus those and minus the bot's hand.

A bot may be driven with only the events it has not seen (``history_start`` = what it saw so far)
or, after a page reload, with the whole history from index 0 again: events are counted by their
absolute index (``history_start`` + position), so none is applied twice.

It also keeps a log of every auction (``lots``, by the index of its ``auction_started`` event):
the bids and passes in order, the fixed price, the sealed bids once revealed, and who bought it
for what. That is how the expert learns how this table bids and answers prices.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..cards import STARTING_MONEY, Card


@dataclass(slots=True)
class LotLog:
    """One auction as the public events tell it."""

    auction: str
    auctioneer: int
    first_seller: int | None
    bids: list[tuple[int, int]] = field(default_factory=list)  # (seat, amount), open/once around
    passes: list[int] = field(default_factory=list)  # seats that passed or declined, in order
    price: int | None = None  # the fixed price named
    sealed: tuple[int, ...] | None = None  # every seat's sealed bid, once revealed
    buyer: int | None = None
    paid: int | None = None
    done: bool = False


class Memory:
    def __init__(self) -> None:
        self.seen = 0  # how many events (from the start of the game) have been applied
        self.money: list[int] = []
        self.laid_out: Counter[Card] = Counter()  # every card laid out in every round
        self.complete = True  # False when some events were never shown to the bot
        self.lot_index = -1  # absolute index of the last auction_started / double_offered event
        self.lots: dict[int, LotLog] = {}  # every auction seen, by its auction_started index
        self.current: LotLog | None = None  # the auction under the hammer, if any

    def update(self, observation: dict[str, Any]) -> None:
        players = observation["players"]
        if not self.money:
            self.money = [STARTING_MONEY] * players
        start = observation["history_start"]
        if start > self.seen:
            self.complete = False  # a gap: fall back on what the observation says
            self.seen = start
        for offset, event in enumerate(observation["history"]):
            index = start + offset
            if index < self.seen:
                continue  # seen already (a replayed history)
            self._apply(event, index)
            self.seen = index + 1
        seat = observation["seat"]
        if self.money[seat] != observation["my_money"]:  # only after a gap
            self.complete = False
            self.money[seat] = observation["my_money"]
        if observation.get("final_money"):
            self.money = list(observation["final_money"])

    def _apply(self, event: dict[str, Any], index: int) -> None:
        kind = event["event"]
        lot = self.current
        if kind == "sold":
            self.money[event["buyer"]] -= event["price"]
            for seat, amount in event["received"]:
                self.money[seat] += amount
            if lot is not None:
                lot.buyer, lot.paid, lot.done = event["buyer"], event["price"], True
                self.current = None
        elif kind == "taken_free":
            if lot is not None:
                lot.buyer, lot.paid, lot.done = event["seat"], 0, True
                self.current = None
        elif lot is not None and kind == "bid":
            lot.bids.append((event["seat"], event["amount"]))
        elif lot is not None and kind == "pass" and event["step"] != "double_offer":
            lot.passes.append(event["seat"])
        elif lot is not None and kind == "price":
            lot.price = event["amount"]
        elif lot is not None and kind == "sealed_revealed":
            lot.sealed = tuple(event["bids"])
        elif kind == "round_ended":
            for seat, income in enumerate(event["income"]):
                self.money[seat] += income
        elif kind == "card_played":
            self.laid_out[Card.parse(event["card"])] += 1
            if event.get("partner"):
                self.laid_out[Card.parse(event["partner"])] += 1
        elif kind == "joined":
            self.laid_out[Card.parse(event["card"])] += 1
        elif kind in ("auction_started", "double_offered"):
            self.lot_index = index
            if kind == "auction_started":
                self.current = self.lots[index] = LotLog(event["auction"], event["auctioneer"],
                                                         event["first_seller"])
