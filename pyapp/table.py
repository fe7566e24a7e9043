"""The table's own rules, as pure functions of a game and the people's standing orders: who acts
next and from when, the online edition's countdown, what the page answers for a person, who
must decide by herself, and why the rules refuse what she asked for.

Nothing here changes what it reads: the app (``pyapp.app``) keeps the state (the orders, the
countdown's start, the time of the last action) and asks these functions what follows from it.

- **Standing orders** for the lot under the hammer: after "Pass" in an open auction a person is
  out (every later raise is answered with a pass for her, without asking, until she says "Bid
  again"); "bid up to $N" raises for her by the minimum step, in open and once-around auctions.
  A decision that has only one answer (nothing to add to a double, a price she cannot pay, a
  high bid she cannot beat) is answered for her too.
- **The open auction** closes, in the classic game, when every other seat has passed since the
  last bid; in the online edition a "going once, going twice" countdown runs once only the
  person shown may still answer, and her silence is her pass when it ends.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .address import parse_amount
from .clock import COUNTDOWN_CALLS
from .feature import Said
from .screen import Orders
from .session import Session

Answer = dict[str, Any]  # an action as the page sends it: {"do": "bid", "amount": 12}


def clockwise(session: Session, seats: Iterable[int]) -> list[int]:
    """``seats`` in turn order, starting left of whoever acted last."""
    last = session.last_actor()
    players = session.settings.players
    start = 0 if last is None else last + 1
    return sorted(seats, key=lambda s: (s - start) % players)


def orders_key(seat: int | None) -> int:
    """Where a seat's orders are kept (-1: nobody's seat is shown)."""
    return -1 if seat is None else seat


def orders_for(orders: Mapping[int, Orders], seat: int | None, lot: int) -> Orders:
    """A person's standing orders for lot ``lot``: those kept, or none yet (a fresh ``Orders``,
    not kept)."""
    kept = orders.get(orders_key(seat))
    return kept if kept is not None and kept.lot == lot else Orders(lot)


def limit_outbid(session: Session, seat: int, orders: Orders) -> bool:
    """Her "bid up to" limit is below the lowest bid she may make now, on her turn: the page
    stops raising for her (and says so once)."""
    if orders.limit is None or seat not in session.to_act() or \
            session.step not in ("open", "once_around"):
        return False
    legal = session.legal(seat)
    return "bid" in legal["do"] and legal["bid"]["min"] > orders.limit


def standing_answer(session: Session, seat: int | None, orders: Orders,
                    scripted: bool = False) -> Answer | None:
    """What the page answers for the person at ``seat`` now, by her standing orders or because
    there is only one answer; None when she decides herself, or is not asked (or ``scripted``:
    in the lesson she makes every move herself)."""
    if seat is None or seat not in session.to_act() or scripted:
        return None
    legal = session.legal(seat)
    can = legal["do"]
    step = session.step
    if step in ("open", "once_around"):
        if "bid" in can and orders.limit is not None and legal["bid"]["min"] <= orders.limit:
            return {"do": "bid", "amount": legal["bid"]["min"]}
        if "bid" not in can:
            return {"do": "pass"}  # she cannot beat the high bid
        if step == "open" and orders.out:
            return {"do": "pass"}
        return None
    if step == "double_offer" and "join" not in can:
        return {"do": "pass"}  # nothing to add
    if step == "fixed_price" and can == ["pass"]:
        return {"do": "pass"}  # a price she cannot pay
    return None


def decider(session: Session, answers: Mapping[int, Answer | None]) -> int | None:
    """The person who must answer now by herself (``answers`` has none for her): the one shown
    if she may, else the next in turn; None when no person is asked."""
    if session.over:
        return None
    undecided = [seat for seat in session.humans_to_act() if answers.get(seat) is None]
    if not undecided:
        return None
    if session.viewer in undecided:
        return session.viewer
    return clockwise(session, undecided)[0]


def next_actor(session: Session, answers: Mapping[int, Answer | None], changed_at: float,
               due: float) -> tuple[int, float] | None:
    """Who acts next on their own (a bot, or the page for a person's standing order) and from
    what game time (``due``: after the pause that follows an action; a pass by order at once,
    from ``changed_at``); None when only a person can move the game on."""
    if session.over:
        return None
    humans = session.humans
    waiting = session.to_act()
    bots = [s for s in waiting if s not in humans]
    if session.step == "open":
        lined_up = bots + [seat for seat in waiting if seat in humans
                           and (answers.get(seat) or {}).get("do") == "bid"]
        if lined_up:
            return clockwise(session, lined_up)[0], due
        passing = [seat for seat in waiting if seat in humans and answers.get(seat) is not None]
        if passing:  # a pass by order: at once (the last closes the lot)
            return clockwise(session, passing)[0], changed_at
        return None
    if session.step == "sealed":
        # The bots seal theirs once every person has: until then no bot's sealed bid exists,
        # in the save or in an export, for anyone still choosing to find.
        if any(seat in humans for seat in waiting):
            return None
        return (bots[0], due) if bots else None
    if not waiting:
        return None
    if waiting[0] in humans:
        return (waiting[0], due) if answers.get(waiting[0]) is not None else None
    return waiting[0], due


def countdown_runs(session: Session, viewer_answer: Answer | None, handing_off: bool) -> bool:
    """The online edition's countdown runs: an open auction where only the person shown may
    still answer the last bid, and she has left no standing order."""
    if session.over or session.settings.variant != "online" or session.step != "open":
        return False
    return session.viewer is not None and session.to_act() == [session.viewer] and \
        viewer_answer is None and not handing_off


def countdown_call(started: float | None, game_now: float, step_ms: float) -> int:
    """The call a running countdown has reached (0 "going once", 1 "going twice") at
    ``game_now``, from when it ``started`` (None: it starts now)."""
    if started is None:
        return 0
    return min(COUNTDOWN_CALLS - 1, int((game_now - started) // step_ms))


def refusal(session: Session, data: Answer, legal: Mapping[str, Any]) -> Said | None:
    """Why the rules refuse the person's action, as a catalogue entry, from the legal actions'
    structure (never from the engine's English): None when it is legal."""
    do = data["do"]
    if do not in legal["do"]:
        if do == "bid" and session.step in ("open", "once_around"):
            high, _ = session.high_bid()
            return Said("refuse.cannot_outbid", {"high": high})
        return Said("refuse.not_now", {})
    if do in ("bid", "price"):
        amount = data["amount"]
        low, high = legal[do]["min"], legal[do]["max"]
        if amount > high:
            return Said("refuse.money", {"money": high})
        if amount < low:
            if do == "bid" and session.step != "sealed" and low > 1:
                return Said("refuse.higher", {"high": low - 1})
            return Said("refuse.at_least", {"low": low})
    if do in ("play", "join") and data.get("card") not in legal.get("cards", []):
        return Said("refuse.not_now", {})
    return None


def limit_refusal(session: Session, amount: int, money: int) -> Said | None:
    """Why "bid up to ``amount``" is refused (she has ``money``): more than she has, or not
    above the high bid; None when it may stand."""
    high, _ = session.high_bid()
    if amount > money:
        return Said("refuse.money", {"money": money})
    if amount <= high:
        return Said("refuse.higher", {"high": high})
    return None


def stepped(text: str, low: int, high: int, delta_text: str) -> str:
    """The amount field after a step button (``delta_text``: "+5", "-1"), kept within the legal
    range; a field that holds no number steps from the lowest amount."""
    current = parse_amount(text)
    base = current if current is not None else low
    signed = delta_text[:1] in ("+", "-")  # one sign at most: "+5", "-1", "10"
    delta = parse_amount(delta_text[1:] if signed else delta_text) or 0
    delta = -delta if delta_text.startswith("-") else delta
    return str(max(low, min(high, base + delta)))
