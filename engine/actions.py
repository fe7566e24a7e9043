"""Actions: small immutable values with the JSON form of GAME_RECORD.md as their canonical text."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card
from .errors import MalformedError


class Do(StrEnum):
    PLAY = "play"  # the seller lays a card out (a double with or without a partner)
    JOIN = "join"  # add a card to an offered double
    BID = "bid"  # open, once-around or sealed auction
    PRICE = "price"  # the auctioneer names the fixed price
    BUY = "buy"  # accept the fixed price
    PASS = "pass"  # pass a bid, decline a fixed price or decline to join a double

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    do: Do
    card: Card | None = None
    partner: Card | None = None  # the record's "with"
    amount: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "do": self.do.value}
        if self.card is not None:
            out["card"] = str(self.card)
        if self.partner is not None:
            out["with"] = str(self.partner)
        if self.amount is not None:
            out["amount"] = self.amount
        return out

    @staticmethod
    def from_json(data: object) -> Action:
        """Read one action of a record; raise ``MalformedError`` saying what is wrong."""
        if not isinstance(data, dict):
            raise MalformedError(f"an action must be a JSON object, not {_kind(data)}")
        unknown = set(data) - {"seat", "do", "card", "with", "amount"}
        if unknown:
            raise MalformedError(f"unknown key {sorted(unknown)[0]!r} in an action")
        seat = _whole_number(data, "seat")
        do_text = data.get("do")
        if do_text is None:
            raise MalformedError("an action needs 'do'")
        try:
            do = Do(do_text)
        except ValueError:
            known = ", ".join(d.value for d in Do)
            raise MalformedError(f"unknown action {do_text!r} (known: {known})") from None
        needs = _KEYS[do]
        for key in ("card", "with", "amount"):
            if key in data and key not in needs["allowed"]:
                raise MalformedError(f"'{do.value}' takes no {key!r}")
        for key in needs["required"]:
            if key not in data:
                raise MalformedError(f"'{do.value}' needs {key!r}")
        card = _card(data, "card")
        partner = _card(data, "with")
        amount = _whole_number(data, "amount") if "amount" in data else None
        return Action(seat, do, card, partner, amount)

    def __str__(self) -> str:
        parts = [f"seat {self.seat}", self.do.value]
        if self.card is not None:
            parts.append(str(self.card))
        if self.partner is not None:
            parts.append(f"with {self.partner}")
        if self.amount is not None:
            parts.append(str(self.amount))
        return " ".join(parts)


_KEYS: dict[Do, dict[str, tuple[str, ...]]] = {
    Do.PLAY: {"required": ("card",), "allowed": ("card", "with")},
    Do.JOIN: {"required": ("card",), "allowed": ("card",)},
    Do.BID: {"required": ("amount",), "allowed": ("amount",)},
    Do.PRICE: {"required": ("amount",), "allowed": ("amount",)},
    Do.BUY: {"required": (), "allowed": ()},
    Do.PASS: {"required": (), "allowed": ()},
}


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "true/false"
    if value is None:
        return "null"
    return {str: "a string", int: "a number", float: "a number", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def _whole_number(data: dict[str, Any], key: str) -> int:
    if key not in data:
        raise MalformedError(f"an action needs {key!r}")
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer() is False:
            raise MalformedError(f"{key!r} must be a whole number, not {value!r}")
        raise MalformedError(f"{key!r} must be a whole number, not {_kind(value)} ({value!r})")
    if value < 0:
        raise MalformedError(f"{key!r} cannot be negative ({value})")
    return value


def _card(data: dict[str, Any], key: str) -> Card | None:
    if key not in data:
        return None
    try:
        return Card.parse(data[key])
    except ValueError as error:
        raise MalformedError(f"{key!r}: {error}") from None


# Convenience constructors, for tests, bots and the UI.
def play(seat: int, card: Card, partner: Card | None = None) -> Action:
    return Action(seat, Do.PLAY, card=card, partner=partner)


def join(seat: int, card: Card) -> Action:
    return Action(seat, Do.JOIN, card=card)


def bid(seat: int, amount: int) -> Action:
    return Action(seat, Do.BID, amount=amount)


def price(seat: int, amount: int) -> Action:
    return Action(seat, Do.PRICE, amount=amount)


def buy(seat: int) -> Action:
    return Action(seat, Do.BUY)


def pass_(seat: int) -> Action:
    return Action(seat, Do.PASS)
