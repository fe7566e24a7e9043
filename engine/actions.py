"""Actions: small immutable values with the JSON form of docs/game-record.md as their canonical
text."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import MAX_PLAYERS, Card
from .errors import MalformedError, shown


class Do(StrEnum):
    PLAY = "play"  # the seller lays a card out (a double with or without a partner)
    JOIN = "join"  # add a card to an offered double
    BID = "bid"  # open, once-around or sealed auction
    PRICE = "price"  # the auctioneer names the fixed price
    BUY = "buy"  # accept the fixed price
    PASS = "pass"  # pass a bid, decline a fixed price or decline to join a double

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One action of one seat, always well formed (python-chess's ``Move`` style).

    Its shape is checked when it is made: ``seat`` a whole number from 0, ``do`` a ``Do``; ``play``
    takes a card and optionally a partner (the record's ``with``), ``join`` a card, ``bid`` and
    ``price`` an amount (a whole number from 0), ``buy`` and ``pass`` nothing. Anything else raises
    ``MalformedError``, so every action the engine records can be read back. Whether the action is
    legal in a state is ``legal.check``'s question, not this one's.

    Actions are immutable values: two equal actions are interchangeable, and a pass or a buy of a
    seat is made once and then reused (every game makes thousands).
    """

    seat: int
    do: Do
    card: Card | None = None
    partner: Card | None = None  # the record's "with"
    amount: int | None = None

    def __new__(cls, seat: int, do: Do, card: Card | None = None, partner: Card | None = None,
                amount: int | None = None) -> Action:
        # The common shapes are checked quickly; anything else is explained by shape_problem.
        ok = False
        if type(seat) is int and seat >= 0:
            if do is _PASS or do is _BUY:
                if card is None and partner is None and amount is None:
                    if seat < _SEATS:
                        return _PASSES[seat] if do is _PASS else _BUYS[seat]
                    ok = True
            elif do is _BID or do is _PRICE:
                ok = card is None and partner is None and type(amount) is int and amount >= 0
            elif do is _PLAY:
                ok = type(card) is Card and amount is None and (partner is None
                                                                or type(partner) is Card)
            else:
                ok = do is _JOIN and type(card) is Card and partner is None and amount is None
        if not ok:
            raise MalformedError(shape_problem(seat, do, card, partner, amount) or "not an action")
        key = (seat, do, card, partner, amount)
        action = _MADE.get(key)
        if action is None:
            action = _new_object(cls)
            _set_seat(action, seat)
            _set_do(action, do)
            _set_card(action, card)
            _set_partner(action, partner)
            _set_amount(action, amount)
            if len(_MADE) < _MADE_MAX:
                _MADE[key] = action
        return action

    def __reduce__(self) -> tuple[type[Action], tuple[Any, ...]]:
        return (Action, (self.seat, self.do, self.card, self.partner, self.amount))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Action:
        return self

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
            raise MalformedError(f"unknown key {shown(sorted(unknown, key=repr)[0])} in an action")
        seat = _whole_number(data, "seat")
        do_text = data.get("do")
        if do_text is None:
            raise MalformedError("an action needs 'do'")
        do = _DO_BY_NAME.get(do_text) if isinstance(do_text, str) else None
        if do is None:
            known = ", ".join(d.value for d in Do)
            raise MalformedError(f"unknown action {shown(do_text)} (known: {known})")
        allowed, required = _ALLOWED[do], _REQUIRED[do]
        for key in ("card", "with", "amount"):
            if key in data and key not in allowed:
                raise MalformedError(f"'{do.value}' takes no {key!r}")
        for key in required:
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


# Looked up once: an enum's members are slow to reach on CPython 3.11.
_PLAY, _JOIN, _BID, _PRICE, _BUY, _PASS = Do.PLAY, Do.JOIN, Do.BID, Do.PRICE, Do.BUY, Do.PASS

# The slots are written through their descriptors, since the class is frozen (a frozen
# dataclass's own __init__ goes through object.__setattr__, which is slower).
_slots: Mapping[str, Any] = vars(Action)
_set_seat, _set_do, _set_card, _set_partner, _set_amount = (
    _slots[name].__set__ for name in ("seat", "do", "card", "partner", "amount"))
_new_object = object.__new__


# Actions already made, by their fields, to hand out again (they are immutable values): a game
# makes the same plays, bids and passes over and over. At most _MADE_MAX are kept.
_MADE: dict[tuple[int, Do, Card | None, Card | None, int | None], Action] = {}
_MADE_MAX = 20_000

# Every seat's pass and buy, made once (another seat's, refused later, are made when asked).
_SEATS = 0  # while the tables below are made
_PASSES = tuple(Action(seat, _PASS) for seat in range(MAX_PLAYERS))
_BUYS = tuple(Action(seat, _BUY) for seat in range(MAX_PLAYERS))
_SEATS = MAX_PLAYERS

# The record's keys each kind of action allows and needs ("with" is the partner of a double).
_ALLOWED: dict[Do, tuple[str, ...]] = {
    Do.PLAY: ("card", "with"),
    Do.JOIN: ("card",),
    Do.BID: ("amount",),
    Do.PRICE: ("amount",),
    Do.BUY: (),
    Do.PASS: (),
}
_REQUIRED: dict[Do, tuple[str, ...]] = {
    Do.PLAY: ("card",),
    Do.JOIN: ("card",),
    Do.BID: ("amount",),
    Do.PRICE: ("amount",),
    Do.BUY: (),
    Do.PASS: (),
}
_DO_BY_NAME: dict[str, Do] = {d.value: d for d in Do}


def shape_problem(seat: object, do: object, card: object, partner: object,
                  amount: object) -> str | None:
    """Why these fields do not make an action (in the record's words), or None if they do."""
    if type(seat) is not int:  # not a bool, not a float, not a string
        return f"'seat' must be a whole number, not {_kind(seat)} ({shown(seat)})"
    if seat < 0:
        return f"'seat' cannot be negative ({shown(seat)})"
    if not isinstance(do, Do):
        return f"'do' must be one of {', '.join(d.value for d in Do)}, not {shown(do)}"
    given = (("card", card), ("with", partner), ("amount", amount))
    allowed = _ALLOWED[do]
    for key, value in given:
        if value is not None and key not in allowed:
            return f"'{do.value}' takes no {key!r}"
    for key, value in given:
        if value is None and key in _REQUIRED[do]:
            return f"'{do.value}' needs {key!r}"
    for key, value in given[:2]:
        if value is not None and not isinstance(value, Card):
            return f"{key!r} must be a card, not {shown(value)}"
    if amount is not None:
        if type(amount) is not int:
            return f"'amount' must be a whole number, not {_kind(amount)} ({shown(amount)})"
        if amount < 0:
            return f"'amount' cannot be negative ({shown(amount)})"
    return None


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
        if isinstance(value, float) and not value.is_integer():
            raise MalformedError(f"{key!r} must be a whole number, not {shown(value)}")
        raise MalformedError(f"{key!r} must be a whole number, "
                             f"not {_kind(value)} ({shown(value)})")
    if value < 0:
        raise MalformedError(f"{key!r} cannot be negative ({shown(value)})")
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
