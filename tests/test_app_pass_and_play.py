"""Pass and play: several people at one device, any mix with bots. Each person's cards, money and
sealed bid stay off the page while the device goes to someone else."""

from __future__ import annotations

import itertools
import json

import pytest

from pyapp import dialogs, render
from pyapp.controller import SAVE_KEY, MemoryStorage
from pyapp.session import SaveError, Session, Settings
from tests.test_app_controller import Table, passive


def two_people_and_a_bot(variant: str = "classic", seed: int = 11) -> Table:
    """Set up through the set-up form: seat 0 (you, "Ada"), seat 1 a person ("Bo"), seat 2 an
    expert."""
    table = Table()
    table.do("setup", field="players", value="3")
    table.do("setup", field="level", seat="1", value="human")
    table.do("setup", field="level", seat="2", value="expert")
    table.do("setup", field="name", seat="0", value="Ada")
    table.do("setup", field="name", seat="1", value="Bo\x07")
    table.do("setup", field="variant", value=variant)
    table.do("setup", field="speed", value="instant")
    table.do("setup", field="seed", value=str(seed))
    table.do("start")
    return table


def drawn(table: Table) -> str:
    screen = table.c.screen()
    return "".join(render.regions(screen).values()) + (dialogs.dialog(screen) or "")


def test_the_set_up_seats_people_with_their_names():
    table = two_people_and_a_bot()
    settings = table.session.settings
    assert settings.levels == ["human", "human", "expert"] and settings.humans == [0, 1]
    assert settings.names == ["Ada", "Bo", ""]  # the bell is not printable: dropped
    assert table.c.screen().names == ["Ada", "Bo", "Chen"]
    again = Session.load(table.storage.data[SAVE_KEY])
    assert again.settings == settings, "a save keeps every person and her name"


def test_the_menus_pass_and_play_opens_the_set_up_with_a_second_person():
    table = Table()
    table.do("close-dialog")
    table.do("open-pass-and-play")
    assert table.c.dialog == "setup"
    form = dialogs.dialog(table.c.screen())
    assert form is not None and 'id="setup-name-0"' in form and 'id="setup-name-1"' in form
    table.do("start")
    assert table.session.settings.humans == [0, 1] and table.session.pass_and_play
    assert table.c.screen().names[:2] == ["Player 1", "Player 2"]


def test_old_saves_with_one_person_still_load_and_bad_names_are_refused():
    old = {"players": 4, "human": 2, "levels": ["novice", "expert", "human", "novice"],
           "variant": "classic", "speed": "fast", "seed": 9, "show_money": False}
    settings = Settings.from_json(old)
    assert settings.humans == [2] and settings.names == [] and not settings.daily
    for bad in (["x" * 40], "Ada", [3], ["a\nb"]):
        with pytest.raises(SaveError, match="names"):
            Settings.from_json({**old, "names": bad})
    with pytest.raises(SaveError, match="unknown player"):  # the set-up seat must be a person
        Settings.from_json({**old, "human": 1})


@pytest.mark.parametrize("variant", ["classic", "online"])
def test_a_whole_game_two_people_and_a_bot_hands_the_device_over_between_them(variant):
    """Every time the next decision is another person's, the page shows nobody's cards and asks
    for the device to be handed over; each person only ever sees her own cards and money. (The
    online edition's countdown runs for the person holding the device only.)"""
    table = two_people_and_a_bot(variant)
    session = table.session
    shown: list[int] = []
    handoffs = 0
    for _ in range(20_000):
        c = table.c
        if c.dialog == "over":
            break
        if c.dialog == "summary":
            table.do("close-summary")
            continue
        if c.dialog == "handoff":
            to = c.handoff_to()
            assert to in (0, 1) and to != session.viewer
            screen = c.screen()
            assert screen.view["hidden"] and screen.view["hand"] == []
            assert screen.view["my_money"] is None and screen.view["my_sealed_bid"] is None
            page = drawn(table)
            assert "card-button" not in page and "Pass the device to " in page
            table.do("take-over")
            assert session.viewer == to and c.dialog is None
            handoffs += 1
            shown.append(to)
            continue
        if session.humans_to_act() and c.decider() is not None and \
                c.countdown_call(table.game_now()) is None:
            seat = c.decider()
            assert seat == session.viewer, "a person decides only when the device is hers"
            view = c.screen().view
            assert view["hand"] == [str(card) for card in session.state.hands[seat]]
            assert view["money"][1 - seat] is None, "the other person's money stays secret"
            passive(table)
            continue
        assert table.advance(), "stuck"
    else:
        raise AssertionError("the game did not end")
    assert session.over and handoffs >= 4 and set(shown) == {0, 1}
    assert all(a != b for a, b in itertools.pairwise(shown)), \
        "the device changes hands only between two different people"
    assert table.c.career["games"] == 0, "pass and play does not count in the statistics"
    record = json.loads(table.storage.data[SAVE_KEY])
    assert sorted({a["seat"] for a in record["actions"]}) == [0, 1, 2]


def test_sealed_bids_are_entered_privately():
    table = two_people_and_a_bot(seed=5)
    c = table.c

    def sealed_with_one_person_done(t: Table) -> bool:
        s = t.c.session
        return s is not None and s.step == "sealed" and t.c.dialog == "handoff" and \
            any(seat in s.state.lot.sealed_bids for seat in s.humans)

    for _ in range(5_000):
        if sealed_with_one_person_done(table):
            break
        if c.dialog == "summary":
            table.do("close-summary")
        elif c.dialog == "handoff":
            table.do("take-over")
        elif c.decider() is not None:
            if table.session.step == "sealed":
                table.do("bid", value="7")
            else:
                passive(table)
        else:
            assert table.advance()
    else:
        pytest.skip("no sealed lot with both people bidding in this deal")
    lot = table.session.state.lot
    done = next(seat for seat in table.session.humans if seat in lot.sealed_bids)
    table.do("take-over")
    view = c.screen().view
    assert view["seat"] != done and view["my_sealed_bid"] is None
    assert "Your sealed bid" not in drawn(table)


def test_a_reload_shows_nobodys_cards_until_the_device_is_handed_over():
    table = two_people_and_a_bot()
    for _ in range(2_000):
        if table.c.dialog == "handoff":
            table.do("take-over")
            break
        if table.c.dialog == "summary":
            table.do("close-summary")
        elif not table.advance():
            break
    assert table.session.viewer is not None
    reloaded = Table(storage=MemoryStorage(dict(table.storage.data)), now=table.now)
    session = reloaded.session
    assert session.viewer is None
    screen = reloaded.c.screen()
    assert screen.view["hidden"] and screen.view["hand"] == []
    assert reloaded.c.dialog == "handoff" or reloaded.c.decider() is None


def test_the_end_of_a_pass_and_play_game_names_the_winner():
    table = two_people_and_a_bot()
    for _ in range(20_000):
        c = table.c
        if c.dialog == "over":
            break
        if c.dialog == "summary":
            table.do("close-summary")
        elif c.dialog == "handoff":
            table.do("take-over")
        elif c.decider() is not None and c.countdown_call(table.game_now()) is None:
            passive(table)
        else:
            assert table.advance()
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and "You won" not in shown and "Winner: " in shown
