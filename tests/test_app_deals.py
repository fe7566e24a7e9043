"""The same deal: played again, the daily deal, and the master's game on the player's deal."""

from __future__ import annotations

import json
from datetime import date

import pytest

from engine.bots.base import drain
from engine.rng import daily_seed
from pyapp import career, deals, dialogs
from pyapp.deals import Comparison, again_settings, comparison_bots, daily_settings, master_game
from pyapp.session import Session, Settings, bot_seed
from pyapp.storage import SAVE_KEY
from tests.support.table import Table, passive

DAY = "2026-03-14"


def test_the_daily_deal_depends_only_on_the_date():
    one, two = daily_settings(date(2026, 3, 14)), daily_settings(date(2026, 3, 14), "fast")
    assert one.seed == two.seed == daily_seed(2026, 3, 14)
    assert (one.players, one.human, one.levels, one.variant) == \
        (4, 0, ["human", "expert", "expert", "expert"], "classic")
    assert one.daily == DAY and daily_settings(date(2026, 3, 15)).seed != one.seed
    first = Session(one).view()
    assert Session(two).view()["hand"] == first["hand"], "the same cards for everyone that day"


@pytest.mark.usefixtures("masters_by_rollouts")
def test_play_this_deal_again_deals_the_same_cards_to_the_same_bots():
    table = Table("?seed=21&players=3&levels=novice,master&speed=instant")
    first = table.session
    table.play_until(lambda t: t.session.actions > 12, human=passive)
    table.do("play-deal-again")
    again = table.session
    assert again is not first and again.actions == 0
    assert again.settings.again and again.settings.seed == 21
    assert again.settings.levels == first.settings.levels
    assert again.view()["hand"] == Session(first.settings).view()["hand"]
    for seat, bot in again.bots.items():
        assert bot.rng.getstate() == Session(first.settings).bots[seat].rng.getstate()
    assert table.c.notice == ("notice.again", {"seed": 21})


def test_the_masters_opponents_are_the_players_very_bots():
    settings = Settings(4, 2, ["expert", "novice", "human", "master"], seed=77, again=True)
    session = Session(settings)
    bots = comparison_bots(settings, 5)
    assert bots[2].level == "master" and bots[2].iterations == 5
    assert bots[3].iterations == 5 and bots[3].seconds is None, "a fixed budget, never a clock"
    for seat in (0, 1, 3):
        assert bots[seat].level == session.bots[seat].level
        assert bots[seat].rng.getstate() == session.bots[seat].rng.getstate()
    assert bots[2].rng.getstate() == Session(Settings(
        4, 0, ["human", "novice", "master", "novice"], seed=77)).bots[2].rng.getstate(), \
        "the master in her seat is seeded as a bot in that seat would be"
    assert bot_seed(77, 2) != bot_seed(77, 3)


def test_the_masters_comparison_is_deterministic_for_a_deal():
    settings = daily_settings(date(2026, 3, 14))
    first = drain(master_game(settings, 3))
    second = drain(master_game(settings, 3))
    assert first == second and first.rollouts == 3 and first.seat == 0
    assert sum(first.money) > 0 and first.winners
    assert 1 <= first.place <= 4
    other = drain(master_game(daily_settings(date(2026, 3, 15)), 3))
    assert other.money != first.money


def test_the_comparison_is_kept_in_the_save_only_when_it_fits_the_table():
    settings = daily_settings(date(2026, 3, 14))
    good = Comparison(0, 3, [200, 100, 90, 80], [0])
    assert Comparison.from_json(json.loads(json.dumps(good.to_json())), settings) == good
    for bad in ({"seat": 1, "rollouts": 3, "money": [1, 2, 3, 4], "winners": [0]},
                {"seat": 0, "rollouts": "3", "money": [1, 2, 3, 4], "winners": [0]},
                {"seat": 0, "rollouts": 3, "money": [1, 2, 3], "winners": [0]},
                {"seat": 0, "rollouts": 3, "money": [1, 2, 3, True], "winners": [0]},
                {"seat": 0, "rollouts": 3, "money": [1, 2, 3, 4], "winners": [7]}, []):
        assert Comparison.from_json(bad, settings) is None


def test_a_daily_deal_ends_with_the_master_beside_the_player_and_in_the_history():
    table = Table("?rollouts=3")
    table.do("close-dialog")
    table.do("setup", field="speed", value="instant")
    table.do("start-daily", date=DAY)
    assert table.session.settings.daily == DAY and table.c.notice[0] == "notice.daily"
    table.play_until(lambda t: t.c.dialog == "over", human=passive)
    c = table.c
    entry = c.stats.career["daily"][DAY]
    money = table.session.state.money
    assert entry["money"] == money[0] and entry["master"] is None
    assert "compare" in c.jobs and c.screen().dialog_data.comparison_progress is not None
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "The master is playing this deal from your seat" in shown
    c.finish_jobs()
    result = c.deals.comparison
    assert result is not None and result == drain(master_game(table.session.settings, 3))
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "You and the master on this deal" in shown
    assert f"${result.final}" in shown and "3 rollouts a decision" in shown
    assert "Its money and place come from its own game" in shown, "its place explained"
    assert c.stats.career["daily"][DAY]["master"] is None, "a test budget is not the day's master"
    saved = json.loads(table.storage.data[SAVE_KEY])
    assert saved["comparison"]["money"] == result.money
    again = Table("?rollouts=3", storage=table.storage)
    assert again.c.deals.comparison == result and not again.c.jobs, "kept: not played again"
    replayed_day = Table(storage=table.storage)
    assert replayed_day.c.deals.comparison is None and "compare" in replayed_day.c.jobs, \
        "another budget is another comparison"


def test_only_the_first_game_of_a_days_deal_counts_and_the_history_is_validated():
    settings = daily_settings(date(2026, 3, 14))
    session = Session(settings)
    while not session.over:
        seat = session.to_act()[0]
        if seat == 0:
            legal = session.legal()
            session.human_act({"do": "pass"} if "pass" in legal["do"] else
                              {"do": "play", "card": legal["cards"][0]} if "play" in legal["do"]
                              else {"do": "price", "amount": legal["price"]["min"]}
                              if "price" in legal["do"] else
                              {"do": "bid", "amount": legal["bid"]["min"]})
        else:
            session.bot_act(seat)
    first = career.add_game(career.empty(), session)
    entry = first["daily"][DAY]
    assert entry["money"] == session.state.money[0] and entry["master"] is None
    with_master = career.add_master(first, DAY, 321)
    assert with_master["daily"][DAY]["master"] == 321
    twice = career.add_game(with_master, session)
    assert twice["daily"] == with_master["daily"] and twice["games"] == 2
    stored = json.dumps({**with_master, "daily": {
        DAY: with_master["daily"][DAY], "2026-02-30": entry, "yesterday": entry,
        "2026-03-13": {**entry, "place": 9}, "2026-03-12": {**entry, "master": "lots"},
        "2026-03-11": {**entry, "won": 1}}})
    assert career.load(stored)["daily"] == {DAY: with_master["daily"][DAY]}
    table = Table()
    table.c.stats.career = career.load(stored)
    table.do("open-stats")
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and DAY in shown and "$321" in shown
    beaten = int(entry["money"] > 321)
    assert f"Ahead of the master on {beaten} of 1 daily deal." in shown


@pytest.mark.parametrize("query", ["?rollouts=0", "?rollouts=x", "?rollouts=5000"])
def test_a_bad_budget_in_the_address_is_the_default(query):
    assert Table(query).c.deals.rollouts == deals.COMPARISON_ROLLOUTS


def test_a_daily_deal_played_again_is_practice():
    settings = again_settings(daily_settings(date(2026, 3, 14)))
    assert settings.seed == daily_seed(2026, 3, 14) and settings.again and not settings.daily
    assert deals.comparable(settings)
    people = Settings(3, 0, ["human", "human", "expert"], seed=4, names=["A", "B", ""])
    assert not deals.comparable(again_settings(people)), "no master's game for pass and play"


def test_replacing_a_game_under_way_asks_first_and_the_lesson_never_does():
    table = Table("?seed=4&players=4&levels=novice&speed=instant")
    c = table.c
    assert c.question("start-daily") is None, "nothing played yet"
    table.play_until(lambda t: t.session.actions > 3, human=passive)
    assert c.question("start-daily") == c.question("play-deal-again") == "confirm.leave"
    assert c.question("start-tutorial") is None, "the lesson keeps the saved game"
    table.do("start-tutorial")
    assert c.question("start-tutorial") is None
    assert c.question("start-daily") is not None, "the saved game would be replaced"
