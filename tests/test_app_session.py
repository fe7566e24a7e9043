"""The app's game session (pyapp/session.py, pyapp/career.py): pure Python, tested in CPython."""

from __future__ import annotations

import json

import pytest

from engine import IllegalActionError, MalformedError
from engine.state import Step
from pyapp import career
from pyapp.session import SaveError, Session, Settings


def settings(**changes) -> Settings:
    base = {"players": 4, "human": 0, "levels": ["human", "novice", "novice", "novice"],
            "variant": "classic", "speed": "instant", "seed": 42}
    base.update(changes)
    return Settings(**base)


def simple_human(session: Session) -> dict:
    """The human plays her first card alone and passes or bids the minimum."""
    legal = session.view()["legal"]
    if "play" in legal["do"]:
        return {"do": "play", "card": legal["cards"][0]}
    if "price" in legal["do"]:
        return {"do": "price", "amount": legal["price"]["min"]}
    if "bid" in legal["do"] and "pass" not in legal["do"]:
        return {"do": "bid", "amount": legal["bid"]["min"]}
    return {"do": "pass"}


def play_out(session: Session, stop=None) -> None:
    while not session.over:
        if stop is not None and stop(session):
            return
        if session.human_to_act():
            session.human_act(simple_human(session))
        else:
            session.bot_act(session.bots_to_act()[0])


def test_a_new_session_deals_the_seeded_game_and_shows_only_the_humans_secrets():
    session = Session(settings())
    view = session.view()
    assert view["seat"] == 0 and len(view["hand"]) == 9
    assert view["money"] == [100, None, None, None]
    assert view["hands"][1] is None
    assert sorted(session.bots) == [1, 2, 3]


def test_the_show_money_house_rule_shows_everyones_money():
    assert Session(settings(show_money=True)).view()["money"] == [100, 100, 100, 100]


def test_an_illegal_or_malformed_human_action_gives_the_reason_and_changes_nothing():
    session = Session(settings())
    play_out(session, stop=lambda s: s.human_to_act() and s.state.step is Step.OPEN)
    before = session.state.copy()
    high = session.state.lot.high_bid
    with pytest.raises(IllegalActionError, match=f"bid must be (higher than {high}|at least 1)"):
        session.human_act({"do": "bid", "amount": high})
    with pytest.raises(IllegalActionError, match="you have only"):
        session.human_act({"do": "bid", "amount": 10_000})
    with pytest.raises(MalformedError, match="whole number"):
        session.human_act({"do": "bid", "amount": "10"})
    assert session.state == before


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_game_with_bots_ends_and_counts_in_the_career(players):
    levels = ["novice", "human", "expert", "random", "novice"][:players]
    session = Session(settings(players=players, human=1, levels=levels, seed=players))
    play_out(session)
    assert session.over and session.state.winners
    stats = career.add_game(career.empty(), session)
    assert stats["games"] == 1 and stats["tables"][f"{players}:mixed"]["played"] == 1
    assert stats["best_money"] == session.state.money[1]
    again = career.add_game(career.load(json.dumps(stats)), session)
    assert again["games"] == 2 and stats["games"] == 1, "add_game returns a new career"


def test_a_saved_game_resumes_at_the_same_point_even_mid_auction():
    session = Session(settings())
    play_out(session, stop=lambda s: s.state.step is Step.SEALED and s.state.lot.sealed_bids)
    text = session.save_text()
    saved = json.loads(text)
    assert saved["format"] == "modern-art/1" and saved["app"]["levels"][0] == "human"
    resumed = Session.load(text)
    assert resumed.state == session.state and resumed.view() == session.view()
    play_out(resumed)
    assert resumed.over


@pytest.mark.parametrize(("text", "reason"), [
    ("{not json", "not valid JSON"),
    ('{"format": "modern-art/1", "players": 9, "seed": 1}', "players must be from 3 to 5"),
    (json.dumps({"format": "modern-art/1", "players": 4, "seed": 1,
                 "actions": [{"seat": 2, "do": "bid", "amount": 5}]}), "action 0"),
    (json.dumps({"format": "modern-art/1", "players": 4, "seed": 1, "actions": [],
                 "app": {"players": 4, "human": 0, "levels": ["human", "genius", "novice",
                                                             "novice"]}}), "unknown player"),
])
def test_a_corrupt_save_is_refused_with_a_reason(text, reason):
    with pytest.raises(SaveError, match=reason):
        Session.load(text)


def test_a_record_from_elsewhere_is_watched_from_seat_0():
    from engine.match import play_game

    state = play_game(["random"] * 3, seed=4)
    from engine import GameRecord

    session = Session.load(GameRecord.of(state).dumps())
    assert session.over and session.state.money == state.money


def test_an_unreadable_career_starts_afresh():
    assert career.load("garbage") == career.empty()
    assert career.load(None) == career.empty()


def test_a_stale_or_wrong_bot_answer_is_replaced_by_a_legal_one():
    session = Session(settings(seed=5))
    play_out(session, stop=lambda s: s.state.step is Step.OPEN and not s.human_to_act()
             and s.bots_to_act())
    seat = session.bots_to_act()[0]
    high = session.state.lot.high_bid
    from engine import Action, Do

    events = session.apply_bot(seat, Action(seat, Do.BID, amount=high))  # not higher: refused
    assert events[0].kind == "pass"
    assert session.state.actions[-1] == Action(seat, Do.PASS)
