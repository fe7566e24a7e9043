"""Shared helpers: explicit set-ups and a terse way to write actions in scenario tests."""

from __future__ import annotations

import pytest

from engine import (
    Action,
    Card,
    IllegalActionError,
    Setup,
    State,
    apply_action,
    new_game,
)
from engine.actions import Do


def cards(*names: str) -> list[Card]:
    return [Card.parse(name) for name in names]


def game(hands: list[list[str]], deck: list[str] | None = None, first: int = 0,
         variant: str = "classic") -> State:
    """A game from an explicit deal: each seat's hand, the deck top first, the first seller."""
    setup = Setup([cards(*hand) for hand in hands], cards(*(deck or [])), first)
    return new_game(len(hands), variant=variant, setup=setup)


def act(text: str) -> Action:
    """``"0 play yoko/double with yoko/open"``, ``"2 bid 12"``, ``"1 pass"``, ``"3 buy"``..."""
    words = text.split()
    seat, do = int(words[0]), Do(words[1])
    card = partner = amount = None
    rest = words[2:]
    if do in (Do.BID, Do.PRICE):
        amount = int(rest[0])
    elif do in (Do.PLAY, Do.JOIN):
        card = Card.parse(rest[0])
        if len(rest) == 3 and rest[1] == "with":
            partner = Card.parse(rest[2])
    return Action(seat, do, card, partner, amount)


def run(state: State, *texts: str) -> list:
    """Apply actions in order; return all their events."""
    events = []
    for text in texts:
        events.extend(apply_action(state, act(text)))
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def assert_illegal(state: State, text: str, reason: str) -> None:
    """The action is refused with ``reason`` and the state is exactly as it was."""
    before = state.copy()
    with pytest.raises(IllegalActionError, match=reason):
        apply_action(state, act(text))
    assert state == before, "an illegal action must leave the state exactly as it was"
