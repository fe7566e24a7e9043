"""Actions are always well formed: a malformed one cannot be made, so every recorded one loads."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Action, Artist, Card, Do, GameRecord, MalformedError, new_game, replay
from engine.actions import shape_problem
from engine.cards import ARTIST_INDEX

YOKO_OPEN = Card(Artist.YOKO, "open")
YOKO_DOUBLE = Card(Artist.YOKO, "double")

# (the fields, the reason MalformedError gives)
MALFORMED = [
    ((1, Do.PASS, YOKO_OPEN, None, 5), "'pass' takes no 'card'"),
    ((1, Do.PASS, None, None, 5), "'pass' takes no 'amount'"),
    ((1, Do.BUY, None, YOKO_OPEN, None), "'buy' takes no 'with'"),
    ((0, Do.PLAY, None, None, None), "'play' needs 'card'"),
    ((0, Do.PLAY, YOKO_DOUBLE, None, 3), "'play' takes no 'amount'"),
    ((0, Do.JOIN, None, None, None), "'join' needs 'card'"),
    ((0, Do.JOIN, YOKO_OPEN, YOKO_DOUBLE, None), "'join' takes no 'with'"),
    ((2, Do.BID, None, None, None), "'bid' needs 'amount'"),
    ((2, Do.BID, YOKO_OPEN, None, 4), "'bid' takes no 'card'"),
    ((2, Do.PRICE, None, None, None), "'price' needs 'amount'"),
    ((2, Do.BID, None, None, True), "'amount' must be a whole number, not true/false"),
    ((2, Do.BID, None, None, 10.0), "'amount' must be a whole number"),
    ((2, Do.BID, None, None, "10"), "'amount' must be a whole number, not a string"),
    ((2, Do.BID, None, None, -1), "'amount' cannot be negative"),
    ((-1, Do.PASS, None, None, None), "'seat' cannot be negative"),
    ((True, Do.PASS, None, None, None), "'seat' must be a whole number"),
    (("0", Do.PASS, None, None, None), "'seat' must be a whole number"),
    ((0, "pass", None, None, None), "'do' must be one of play, join, bid, price, buy, pass"),
    ((0, "join", YOKO_OPEN, None, None), "'do' must be one of"),
    ((0, "bid", None, None, 3), "'do' must be one of"),
    ((0, Do.PLAY, "yoko/open", None, None), "'card' must be a card"),
    ((0, Do.PLAY, YOKO_DOUBLE, "yoko/open", None), "'with' must be a card"),
]


@pytest.mark.parametrize(("fields", "reason"), MALFORMED, ids=[r for _, r in MALFORMED])
def test_a_malformed_action_cannot_be_made(fields, reason):
    with pytest.raises(MalformedError, match=f"^{reason}"):
        Action(*fields)


def test_the_error_is_a_value_error_with_one_short_line():
    with pytest.raises(ValueError, match="must be a whole number") as caught:
        Action(0, Do.BID, amount=["x"] * 1_000_000)  # type: ignore[arg-type]
    message = str(caught.value)
    assert "\n" not in message and len(message) < 100


WELL_FORMED = [
    Action(0, Do.PLAY, YOKO_OPEN),
    Action(0, Do.PLAY, YOKO_DOUBLE, YOKO_OPEN),
    Action(3, Do.JOIN, YOKO_OPEN),
    Action(1, Do.BID, amount=0),
    Action(1, Do.BID, amount=12),
    Action(4, Do.PRICE, amount=30),
    Action(2, Do.BUY),
    Action(2, Do.PASS),
]


@pytest.mark.parametrize("action", WELL_FORMED, ids=str)
def test_every_well_formed_action_round_trips_through_its_json(action):
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action


def test_a_recorded_game_always_loads_again():
    """The action the issue found ("pass" with a card and an amount) can no longer reach the
    record: the engine records only actions it could make, and each one reads back."""
    state = new_game(4, 1)
    with pytest.raises(MalformedError):
        Action(state.seller, Do.PASS, card=YOKO_OPEN, amount=5)
    assert state.actions == []
    text = GameRecord.of(state).dumps()
    assert replay(GameRecord.loads(text)) == state


def test_artists_are_strings_whose_str_methods_still_work():
    assert Artist.YOKO.index("o") == 1, "str.index is not shadowed"
    assert Artist.YOKO.position == 1 and Artist.KRYPTO.position == 4
    assert [a.position for a in Artist] == [ARTIST_INDEX[a] for a in Artist] == list(range(5))


FIELDS = st.tuples(
    st.sampled_from([0, 1, 4, 5, 9, -1, True, 1.0, "1", None]),
    st.sampled_from([*Do, "pass", None]),
    st.sampled_from([None, YOKO_OPEN, YOKO_DOUBLE, "yoko/open"]),
    st.sampled_from([None, YOKO_OPEN, YOKO_DOUBLE, "yoko/open"]),
    st.sampled_from([None, 0, 7, -3, True, 2.0, "7", 10**40]),
)


@settings(max_examples=400, deadline=None)
@given(FIELDS)
def test_an_action_is_made_exactly_when_shape_problem_finds_nothing(fields):
    problem = shape_problem(*fields)
    if problem is not None:
        with pytest.raises(MalformedError) as caught:
            Action(*fields)
        assert str(caught.value) == problem
        return
    action = Action(*fields)
    assert (action.seat, action.do, action.card, action.partner, action.amount) == fields
    assert Action.from_json(action.to_json()) == action
