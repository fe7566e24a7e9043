"""The page's behaviour without a browser: the app driven by a clock the test holds.

Bots are run to completion at once (the page runs them in slices); time moves only when a test
moves it, so every rule about the clock (the countdown, pauses, the sale banner) is exact here.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from pyapp import auction_view, career, dialogs, narration, render
from pyapp.address import language_from, parse_amount, settings_from_query
from pyapp.catalogue import text
from pyapp.clock import (
    BOT_PAUSE_MS,
    COUNTDOWN_CALLS,
    COUNTDOWN_STEP_MS,
    OPEN_RAISE_MS,
    SALE_HOLD_MS,
)
from pyapp.logbook import LogBook
from pyapp.markup import escape
from pyapp.screen import OverDialog
from pyapp.session import SaveError, Settings
from pyapp.storage import PREFS_KEY, SAVE_KEY, MemoryStorage
from tests.support.table import Table, passive, started


def open_lot_asking(table: Table) -> bool:
    """An open auction with a bid on it, the human asked to answer it."""
    s = table.c.session
    return s is not None and s.step == "open" and table.asked_now() and \
        s.high_bid()[1] not in (None, s.human)


def countdown_running(table: Table) -> bool:
    return table.c.pace.countdown_call(table.game_now()) is not None


ONLINE = "?seed=4&players=4&levels=expert&speed=normal&variant=online"
CLASSIC = "?seed=3&players=4&levels=expert&speed=normal"


# -- the countdown (online edition) --

def test_the_countdown_runs_two_calls_then_passes_for_the_silent_human():
    table = Table(ONLINE)
    table.play_until(countdown_running)
    lot, actions = table.session.lot_number, table.session.actions
    step = COUNTDOWN_STEP_MS["normal"]
    start = table.now
    table.c.tick(table.now)
    assert table.c.screen().countdown == 0
    table.now = start + step + 1
    table.c.tick(table.now)
    assert table.c.screen().countdown == 1
    assert table.session.actions == actions, "going twice is not sold: the lot is still open"
    table.now = start + COUNTDOWN_CALLS * step - 5
    table.c.tick(table.now)
    assert table.session.actions == actions and table.session.step == "open"
    table.now = start + COUNTDOWN_CALLS * step + 1
    table.c.tick(table.now)
    assert table.session.actions == actions + 1, "at the end of the countdown she has passed"
    assert table.session.lot_number == lot and table.session.step != "open"
    assert table.c.pace.banner is not None, "the lot closed: the sale is shown"


def test_the_countdown_bar_drains_in_the_calls_time_and_each_call_is_long_enough_to_read():
    """assets/app.css drains the bar in the time pyapp/clock.py gives a call, at every speed."""
    css = (Path(__file__).resolve().parent.parent / "assets" / "app.css").read_text()
    said = dict(re.findall(r'\.countdown\[data-speed="(\w+)"\] \{ --countdown-ms: (\d+)ms; \}',
                           css))
    said["normal"] = re.search(r"\.countdown \{[^}]*--countdown-ms: (\d+)ms;", css).group(1)
    assert {speed: int(ms) for speed, ms in said.items()} == COUNTDOWN_STEP_MS
    assert COUNTDOWN_STEP_MS["normal"] >= 2500


def test_the_countdown_is_drawn_with_its_bar_frozen_while_the_game_waits():
    table = Table(ONLINE)
    table.play_until(countdown_running)
    table.c.tick(table.now)
    lot = render.regions(table.c.screen())["status"]
    assert re.search(r'class="countdown" data-phase="0" data-speed="normal" role="status"', lot)
    assert '<span class="countdown-bar" aria-hidden="true">' in lot
    table.do("toggle-menu")
    lot = render.regions(table.c.screen())["status"]
    assert 'data-paused="true"' in lot


@pytest.mark.parametrize("pause", ["dialog", "hidden", "menu", "game-menu"])
def test_the_countdown_stands_still_under_a_dialog_or_on_a_hidden_page(pause):
    table = Table(ONLINE)
    table.play_until(countdown_running)
    step = COUNTDOWN_STEP_MS["normal"]
    actions = table.session.actions
    table.c.tick(table.now)
    table.now += step / 2
    if pause == "dialog":
        table.do("open-help")
    elif pause == "menu":  # a phone's menu, which covers the table
        table.do("toggle-menu")
    elif pause == "game-menu":  # the menu's "This game" list, over the table
        table.do("toggle-game-menu")
    else:
        table.c.set_hidden(True, table.now)
    assert table.c.paused and table.c.wake_in(table.now) is None
    table.now += 60_000  # a minute reading the rules
    table.c.tick(table.now)
    assert table.session.actions == actions, "nothing happens while paused"
    assert table.c.pace.countdown_call(table.game_now()) == 0
    if pause == "dialog":
        table.do("close-dialog")
    elif pause == "menu":
        table.do("toggle-menu")
    elif pause == "game-menu":
        table.do("toggle-game-menu")
    else:
        table.c.set_hidden(False, table.now)
    assert table.c.wake_in(table.now) == pytest.approx(step / 2)
    table.now += step / 2 + 1
    table.c.tick(table.now)
    assert table.c.pace.countdown_call(table.game_now()) == 1, "it resumed where it was"
    assert table.session.actions == actions


def test_a_reload_resumes_the_countdown_at_the_same_call():
    table = Table(ONLINE)
    table.play_until(countdown_running)
    step = COUNTDOWN_STEP_MS["normal"]
    table.c.tick(table.now)
    table.now += step + 10
    table.c.tick(table.now)
    assert table.c.pace.countdown_call(table.game_now()) == 1
    saved = json.loads(table.storage.data[SAVE_KEY])
    assert saved["ui"]["countdown"] == {"at": table.session.actions, "call": 1}
    again = Table(ONLINE, storage=table.storage, now=500_000)
    assert again.c.pace.countdown_call(again.game_now()) == 1, "not from going once"
    actions = again.session.actions
    again.now += step - 20
    again.c.tick(again.now)
    assert again.session.actions == actions
    again.now += 40
    again.c.tick(again.now)
    assert again.session.actions == actions + 1


def test_a_bid_stops_the_countdown_and_the_next_silence_restarts_it():
    table = Table(ONLINE)
    table.play_until(countdown_running)
    legal = table.session.legal()
    table.c.tick(table.now)
    table.do("bid", value=str(legal["bid"]["min"]))
    assert table.session.high_bid()[1] == table.session.human
    assert not countdown_running(table), "she has the high bid: nothing to count down for her"


def test_the_classic_game_has_no_countdown_and_waits_for_the_human():
    table = Table(CLASSIC)
    table.play_until(lambda t: t.session.step == "open" and t.session.to_act() == [t.session.human])
    actions = table.session.actions
    assert table.c.pace.countdown_call(table.game_now()) is None
    assert table.c.wake_in(table.now) is None, "nothing is due: the lot waits for her"
    table.now += 600_000
    assert table.c.tick(table.now) is None and table.session.actions == actions
    assert table.c.screen().countdown is None


# -- "Pass" means out of the lot; "Bid again" --

def test_pass_in_an_open_auction_is_sticky_and_logged_once():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    lot = table.session.lot_number
    human = table.session.human
    table.do("pass")
    assert table.c.bidding.shown_orders().out
    asked_again = False
    while table.session.lot_number == lot and table.session.step == "open":
        asked_again |= table.asked_now()
        assert table.advance()
    assert not asked_again, "every later raise is answered for her"
    passes = [e for e in table.session.events_since(0) if e["event"] == "pass"
              and e["seat"] == human and e["step"] == "open"]
    assert passes
    from pyapp.logbook import LogBook

    book = LogBook("en", ["You", "Bruno", "Chen", "Dora"], human)
    book.add(table.session.events_since(0))
    told = [line for _, lines in book.groups for line in lines if "You pass" in line]
    assert 1 <= len(told) <= lot, "at most one line of hers per lot"


def test_bid_again_brings_her_back_at_the_next_raise():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    lot = table.session.lot_number
    table.do("pass")
    table.do("bid-again")
    assert not table.c.bidding.shown_orders().out
    while table.session.lot_number == lot and table.session.step == "open":
        if table.asked_now():
            assert "bid" in table.session.legal()["do"]
            return  # asked again, with the bid controls
        assert table.advance()
    pytest.skip("nobody raised after her pass in this lot")


def test_a_human_who_cannot_beat_the_high_bid_is_not_asked():
    table = Table("?seed=3&players=4&levels=expert&speed=instant")

    def spend(t: Table) -> bool:  # bids all she has at once, then can beat nothing
        legal = t.session.legal()
        if "bid" in legal["do"] and t.session.step in ("open", "once_around"):
            t.do("bid", value=str(legal["bid"]["max"]))
            return True
        return passive(t)

    table.play_until(lambda t: t.session.step in ("open", "once_around") and
                     t.session.human_to_act() and "bid" not in t.session.legal()["do"],
                     human=spend)
    assert not table.asked_now(), "only a pass is possible: the page passes for her"


# -- bid up to a limit --

def test_a_limit_raises_by_the_minimum_step_and_stops_at_it():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    high, _ = table.session.high_bid()
    limit = high + 6
    table.do("proxy", value=str(limit))
    assert table.session.high_bid() == (high + 1, table.session.human), "her turn: at once"
    assert table.c.screen().orders.limit == limit
    lot = table.session.lot_number
    bids = []
    while table.session.lot_number == lot and table.session.step == "open":
        if table.asked_now():
            break
        before = table.session.events
        assert table.advance()
        bids += [e for e in table.session.events_since(before) if e["event"] == "bid"]
    human = table.session.human
    assert all(b["amount"] <= limit for b in bids if b["seat"] == human)
    for before, bid in itertools.pairwise(bids):  # hers: the minimum over the last
        if bid["seat"] == human:
            assert bid["amount"] == before["amount"] + 1
    if table.session.step == "open" and table.session.lot_number == lot:
        orders = table.c.bidding.shown_orders()
        assert orders.limit is None and orders.limit_reached == limit


def test_a_limit_can_be_cancelled_and_refuses_a_bad_amount():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    high, _ = table.session.high_bid()
    actions = table.session.actions
    table.do("proxy", value=str(high))
    assert table.c.bidding.error == ("refuse.higher", {"high": high})
    assert table.c.bidding.shown_orders().limit is None
    table.do("proxy", value="999999")
    assert table.c.bidding.error[0] == "refuse.money"
    table.do("proxy", value="abc")
    assert table.c.bidding.error[0] == "do.not_a_number"
    assert table.session.actions == actions, "refused: nothing changed"


def test_a_limit_set_before_her_turn_answers_a_once_around_auction():
    table = Table("?seed=3&players=4&levels=novice&speed=normal")

    def still_to_come(t: Table) -> bool:
        if t.session.step != "once_around" or t.session.human_to_act():
            return False
        events = t.session.events_since(0)
        start = max(i for i, e in enumerate(events) if e["event"] == "auction_started")
        return not any(e.get("seat") == t.session.human for e in events[start:]
                       if e["event"] in ("bid", "pass"))

    table.play_until(still_to_come)
    lot = table.session.lot_number
    table.do("proxy", value="60")
    assert table.c.bidding.shown_orders().limit == 60
    while table.session.lot_number == lot and table.session.step == "once_around":
        assert not table.asked_now(), "her limit answers for her"
        assert table.advance()
    human = table.session.human
    said = [e for e in table.session.events_since(0)[-12:] if e.get("seat") == human
            and e["event"] in ("bid", "pass")]
    assert said, "she bid (the minimum) or passed (above her limit) by her limit"


# -- the sale banner --

def test_a_sale_shows_a_banner_the_bots_wait_for_and_the_human_does_not():
    table = Table(CLASSIC)
    table.play_until(lambda t: t.c.pace.banner is not None)
    banner = table.c.pace.banner
    event = banner.event
    assert event["event"] in ("sold", "taken_free")
    hold = SALE_HOLD_MS["normal"]
    assert table.c.pace.hold_until == pytest.approx(table.c.pace.changed_at + hold)
    actor = table.c.pace.next_actor()
    if actor is not None and actor[0] != table.session.human:
        assert actor[1] >= table.c.pace.changed_at + hold, "the bots wait while it is read"

    shown = auction_view.sale_banner(table.c.screen())
    assert "Sold!" in shown or "No sale" in shown
    if event["event"] == "sold":
        assert f"${event['price']}" in shown


def test_the_banner_names_who_was_paid_and_the_split_of_a_joint_lot():
    from pyapp.screen import Banner

    table = Table(CLASSIC)
    screen = table.c.screen()
    screen.banner = Banner({"event": "sold", "buyer": 2, "price": 15, "cards": ["yoko/open",
                            "yoko/double"], "auctioneer": 1, "received": [[1, 8], [3, 7]],
                            "bank": 0}, "open", 3, 5)
    shown = auction_view.sale_banner(screen)
    assert "Chen buys" in shown and "<p>Bruno receives $8 and Dora receives $7.</p>" in shown
    assert "split" in shown
    screen.banner = Banner({"event": "sold", "buyer": 0, "price": 9, "cards": ["yoko/open"],
                            "auctioneer": 2, "received": [[2, 9]], "bank": 0}, "open", None, 5)
    assert "You buy" in auction_view.sale_banner(screen) and "<p>Chen receives $9.</p>" in \
        auction_view.sale_banner(screen)
    screen.banner = Banner({"event": "sold", "buyer": 1, "price": 9, "cards": ["yoko/open"],
                            "auctioneer": 0, "received": [[0, 9]], "bank": 0}, "open", None, 5)
    assert "<p>You receive $9.</p>" in auction_view.sale_banner(screen)  # a sentence of its own
    screen.lang = "zh"
    assert "<p>你收到9元。</p>" in auction_view.sale_banner(screen)
    screen.lang = "en"
    screen.banner = Banner({"event": "taken_free", "seat": 1, "cards": ["yoko/sealed"]},
                           "sealed", None, 5)
    assert "Bruno takes Yoko (sealed bid) free" in auction_view.sale_banner(screen)


@pytest.mark.parametrize(("before", "told"), [
    (["0 pass", "2 pass"], True),  # nobody bid: the online edition's $1 to the bank
    (["0 bid 1", "2 pass"], False),  # she bid $1 herself: an ordinary purchase of her own lot
])
def test_the_online_editions_unbid_lot_is_told_only_when_nobody_bid(before, told):
    """The auctioneer who bids $1 on her own open lot and the one nobody bid on pay the bank the
    same $1: the banner said "Nobody bid" for both. Only the lot's bids tell them apart."""
    from engine import GameRecord, Setup
    from pyapp.session import Session
    from tests.scenario import act, cards

    setup = Setup([cards("krypto/open", "yoko/open"), cards("yoko/sealed"),
                   cards("krypto/fixed_price")], [], 0)
    record = GameRecord(3, None, "online", setup,
                        [act(line) for line in ["0 play krypto/open", *before]])
    settings = Settings(3, 1, ["novice", "human", "novice"], "online", "instant", 1)
    storage = MemoryStorage()
    storage.data[SAVE_KEY] = Session(settings, record).save_text()
    table = Table(storage=storage)
    table.do("pass")
    banner = auction_view.sale_banner(table.c.screen())
    assert "Ada buys Krypto (open auction) for $1." in banner
    assert ("Nobody bid" in banner) is told


# -- round summaries and the end --

def test_round_four_has_its_summary_before_the_game_over_dialog():
    table = Table("?seed=5&players=3&levels=novice&speed=instant")
    table.play_until(lambda t: t.c.dialog == "summary" and t.c.summaries.pending()["round"] == 4)
    assert table.session.over
    assert table.c.paused
    behind = render.regions(table.c.screen())  # the table behind the summary: no result yet
    assert "Round 4 is scored" in behind["status"] and "The game is over" not in behind["status"]
    assert "after-game" not in behind["auction"]
    table.do("close-summary")
    assert table.c.dialog == "over"
    screen = table.c.screen()
    over = screen.dialog_data
    assert isinstance(over, OverDialog)
    assert len(over.money_rounds) == 5 and over.money_rounds[0] == [100, 100, 100]
    assert over.money_rounds[-1] == screen.view["final_money"]
    from pyapp import dialogs

    shown = dialogs.dialog(screen)
    assert "<svg" in shown and "Money after each round" in shown and "<table" in shown
    assert "Ranking points" not in shown, "the online edition's points: not in a classic game"
    assert "after-game" in render.regions(screen)["auction"]
    table.do("close-dialog")
    assert table.c.dialog is None
    assert json.loads(table.storage.data[career.CAREER_KEY])["games"] == 1
    # Closed, the results stay one click away where the decision stood, with who won.
    centre = auction_view.centre(table.c.screen())
    winners = ", ".join(table.c.screen().names[s] for s in table.c.screen().view["winners"])
    assert "Game over" in centre and "Results" in centre
    assert ("You win" in centre) or winners in centre
    table.do("open-results")
    assert table.c.dialog == "over"


def test_no_after_game_panel_while_the_game_goes_on():
    table = Table("?seed=5&players=3&levels=novice&speed=instant")
    assert "after-game" not in auction_view.centre(table.c.screen())
    table.do("open-results")  # (nothing to show: the game goes on)
    assert table.c.dialog is None and not table.session.over


def test_a_round_summary_survives_a_reload():
    table = Table("?seed=6&players=3&levels=novice&speed=instant")
    table.play_until(lambda t: t.c.dialog == "summary")
    again = Table("?seed=6&players=3&levels=novice&speed=instant", storage=table.storage)
    assert again.c.dialog == "summary"
    again.do("close-summary")
    third = Table("?seed=6&players=3&levels=novice&speed=instant", storage=table.storage)
    assert third.c.dialog is None


# -- set-up, address, storage --

def test_no_game_is_dealt_before_the_set_up_is_confirmed():
    table = Table()
    assert table.c.session is None and table.c.dialog == "setup"
    assert SAVE_KEY not in table.storage.data
    table.do("setup", field="players", value="5")
    table.do("setup", field="seed", value="12")
    table.do("start")
    assert table.session.settings.players == 5 and table.session.settings.seed == 12
    assert table.c.dialog is None and SAVE_KEY in table.storage.data


def test_a_bad_seed_in_the_set_up_is_refused():
    table = Table()
    table.do("setup", field="seed", value="12a")
    table.do("start")
    assert table.c.session is None and table.c.setup.error == ("setup.seed_error", {})


def test_the_address_is_parsed_properly():
    assert language_from("?slang=zh", None, "en-GB") == "en"
    assert language_from("?lang=zh", None, "en-GB") == "zh"
    assert language_from("?seed=1&lang=en", "zh", "zh-CN") == "en"
    assert language_from("", "zh", "en-GB") == "zh"
    assert settings_from_query("?xseed=4") is None
    wanted = settings_from_query("?seed=7&players=3&human=2&levels=expert,master&speed=fast")
    assert wanted is not None and wanted.levels == ["expert", "master", "human"]
    assert settings_from_query("?seed=7&speed=warp") is None
    assert settings_from_query("?seed=" + "9" * 101) is None  # more digits than a record holds
    assert settings_from_query("?seed=" + "9" * 5000) is None  # more than int() reads


def test_a_seed_longer_than_a_record_holds_is_refused():
    with pytest.raises(SaveError, match="at most 100 digits"):
        Settings(seed=10**100)


@pytest.mark.parametrize("bad", [True, 1.0, "1", None])
def test_a_bool_or_other_non_int_is_never_a_seat(bad):
    data = {"players": 4, "human": bad, "levels": ["novice", "human", "novice", "novice"],
            "seed": 3}
    with pytest.raises(SaveError, match="human seat"):
        Settings.from_json(data)


def test_a_save_that_cannot_be_stored_is_reported():
    storage = MemoryStorage(full=True)
    table = Table("?seed=3&players=4&levels=novice&speed=instant", storage=storage)
    assert table.c.saves.failed
    from pyapp import render

    assert "not being saved" in render.notice(table.c.screen())
    storage.full = False
    table.play_until(lambda t: t.session.actions > 2)
    assert not table.c.saves.failed


@pytest.mark.parametrize("saved", [
    "{not json", json.dumps({"format": "modern-art/1", "players": 4, "seed": 1,
                             "actions": [{"seat": 9, "do": "pass"}]}),
    json.dumps({"format": "modern-art/1", "players": 4, "seed": 1, "actions": [],
                "app": {"players": 4, "human": True, "levels": ["novice", "human", "novice",
                                                                "novice"]}}),
])
def test_a_save_that_cannot_be_resumed_is_set_aside_and_the_page_starts_afresh(saved):
    storage = MemoryStorage({SAVE_KEY: saved})
    table = Table(storage=storage)
    assert table.c.session is not None and table.c.session.actions == 0  # a fresh game
    assert table.c.dialog is None  # (the notice, with its download, is within reach)
    assert storage.data[SAVE_KEY] == table.c.session.save_text()
    assert [v for k, v in storage.data.items() if k.startswith("modern-art/corrupt")] == [saved]
    key, params = table.c.notice
    assert key == "notice.corrupt" and params["cause"]


def test_an_import_is_refused_in_the_pages_language():
    table = Table("?seed=3&players=4&levels=novice&lang=zh")
    table.c.saves.import_text(json.dumps({"format": "modern-art/1", "players": 4, "seed": 1,
                                    "actions": [{"seat": 0, "do": "bid", "amount": "10"}]}), 0)
    from pyapp import render

    said = render.notice(table.c.screen())
    assert "无法导入这个文件：这不是现代艺术的游戏记录。" in said


# -- refusals in the page's words; the typed amount kept --

@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "100000", "You have only $"), ("zh", "100000", "你只有"),
    ("en", "x", "Enter a whole number."), ("zh", "x", "请输入整数。"),
    ("en", "0", "A bid must be higher than $"), ("zh", "0", "出价必须高于"),
])
def test_an_illegal_bid_is_refused_in_the_pages_language(lang, typed, said):
    table = Table(CLASSIC + f"&lang={lang}")
    table.play_until(open_lot_asking)
    actions = table.session.actions
    table.do("bid", value=typed)
    assert table.session.actions == actions

    shown = auction_view.decision(table.c.screen())
    if said.startswith(("A bid", "出价")):
        high, _ = table.session.high_bid()
        assert table.c.bidding.error == ("refuse.higher", {"high": high})
        said = said.replace("$", "")
    assert said in shown


def test_a_bots_raise_never_changes_what_the_human_typed():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    high, _ = table.session.high_bid()
    table.do("amount", value=str(high + 1))
    lot = table.session.lot_number
    seen_warning = False

    while table.session.lot_number == lot and table.session.step == "open":
        if table.session.high_bid()[0] > high + 1 and table.asked_now():
            shown = auction_view.decision(table.c.screen())
            seen_warning = "Too low now" in shown and 'data-command="bid-min"' in shown
            break
        assert table.advance()
        assert table.c.bidding.amount_text == str(high + 1)
    if seen_warning:
        new_min = table.session.high_bid()[0] + 1
        table.do("bid-min")
        assert table.session.high_bid() == (new_min, table.session.human)


def test_an_amount_she_has_not_touched_follows_the_raises_and_is_never_flagged():
    """No warning before she types: the field holds the lowest bid she may make, raise after
    raise, until she types or steps it herself."""
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    lot, start = table.session.lot_number, table.session.high_bid()[0]
    raised = False
    while table.session.lot_number == lot and table.session.step == "open" and not raised:
        assert table.advance()
        high = table.session.high_bid()[0]
        if table.session.lot_number == lot and table.session.step == "open" and \
                table.asked_now():
            shown = auction_view.decision(table.c.screen())
            assert table.c.bidding.amount_text == str(high + 1)
            assert "Too low now" not in shown and table.c.bidding.error is None
            raised = high > start
    assert raised, "a bot raised while she had not typed"


def test_parse_amount_takes_digits_only():
    assert parse_amount(" 12 ") == 12
    for bad in ("", "-3", "1.5", "1e3", "١٢", "9" * 12):
        assert parse_amount(bad) is None


# -- hints --

def test_estimates_are_on_in_the_first_game_only_until_chosen():
    table = Table(CLASSIC)
    assert table.c.estimates.on and table.c.estimates_due()
    assert table.c.screen().estimates is None, "not worked out yet: shown as being done"
    waiting = str(render.board(table.c.screen()))
    assert waiting.count("<tr>") == 1 + 5, "every artist's row stays while they are worked out"
    assert waiting.count(">…</td>") == 5
    list(table.c.refresh_estimates())
    assert not table.c.estimates_due()
    screen = table.c.screen()
    assert screen.estimates is not None and set(screen.estimates) >= {"yoko", "krypto"}
    played = MemoryStorage({career.CAREER_KEY: json.dumps({**career.empty(), "games": 1})})
    assert not Table(CLASSIC, storage=played).c.estimates.on
    table.do("toggle-estimates")
    assert not table.c.estimates.on
    assert json.loads(table.storage.data[PREFS_KEY]) == {"estimates": False}


def test_a_fair_price_is_estimated_during_an_auction_from_the_humans_view():
    table = Table(CLASSIC)
    table.play_until(open_lot_asking)
    list(table.c.refresh_estimates())
    screen = table.c.screen()
    assert screen.fair_price is not None and 0 <= screen.fair_price <= screen.view["my_money"]


# -- pauses of the bots --

def test_in_an_open_auction_she_answers_the_bots_wait_long_enough_to_follow():
    table = Table(CLASSIC)
    table.play_until(lambda t: open_lot_asking(t) and bool(t.session.bots_to_act()))
    pace = table.c.pace
    actor = pace.next_actor()
    assert actor is not None
    assert actor[1] >= pace.changed_at + OPEN_RAISE_MS["normal"] > \
        pace.changed_at + BOT_PAUSE_MS["normal"], "a raise she can read and answer"
    table.do("pass")  # out of this lot: the page answers for her, the bots go at their pace
    actor = pace.next_actor()
    assert table.session.step == "open" and actor is not None, "the lot goes on without her"
    assert actor[1] == pytest.approx(max(pace.changed_at + BOT_PAUSE_MS["normal"],
                                         pace.hold_until))


def test_bots_pause_between_actions_and_never_act_under_a_dialog():
    table = Table(CLASSIC)
    table.play_until(lambda t: bool(t.session.bots_to_act()) and t.c.pace.banner is None)
    actor = table.c.pace.next_actor()
    assert actor is not None
    assert actor[1] == pytest.approx(table.c.pace.changed_at + BOT_PAUSE_MS["normal"])
    table.do("open-stats")
    table.now += 10_000
    assert table.c.tick(table.now) is None
    table.do("close-dialog")
    assert table.c.tick(table.now) is not None or table.c.wake_in(table.now) is not None


def test_a_phones_menu_unfolds_and_folds_again_once_something_is_chosen() -> None:
    page = started(MemoryStorage(), 0.0, "?seed=3&players=3", "en")
    assert not page.screen().menu_open
    page.command("toggle-menu", {}, 1.0)
    assert page.screen().menu_open
    html = str(render.menu(page.screen()))
    assert 'aria-expanded="true"' in html and 'class="menu open"' in html
    page.command("open-help", {}, 2.0)  # a choice from the menu folds it
    assert not page.screen().menu_open
    assert 'aria-expanded="false"' in str(render.menu(page.screen()))


def test_this_games_list_unfolds_behind_one_button_and_folds_once_something_is_chosen():
    page = started(MemoryStorage(), 0.0, "?seed=3&players=3", "en")
    html = str(render.menu(page.screen()))
    folded = re.search(r'<div class="menu-pop" id="game-menu" role="group" '
                       r'aria-label="This game" hidden>(.*?)</div>', html)
    assert folded and 'data-command="open-review"' in folded.group(1), \
        "review, the deal again, the replay and export wait behind This game"
    assert re.search(r'data-command="toggle-game-menu"[^>]*aria-expanded="false"', html)
    page.command("toggle-game-menu", {}, 1.0)
    html = str(render.menu(page.screen()))
    assert 'id="game-menu" role="group" aria-label="This game">' in html
    assert re.search(r'data-command="toggle-game-menu"[^>]*aria-expanded="true"', html)
    page.command("open-help", {}, 2.0)  # a choice folds it
    assert not page.screen().game_menu_open
    page.command("toggle-menu", {}, 3.0)  # on a phone: inside the unfolded menu
    page.command("toggle-game-menu", {}, 4.0)
    assert page.screen().menu_open and page.screen().game_menu_open
    fresh = started(MemoryStorage(), 0.0, "", "en")  # no game: nothing of this game to offer
    assert "toggle-game-menu" not in str(render.menu(fresh.screen()))


def test_question_mark_opens_the_keys_which_only_read() -> None:
    table = Table(CLASSIC)
    assert table.c.shortcut("?") == "open-keys" and table.c.shortcut("x") is None
    table.do("open-keys")
    assert table.c.dialog == "keys" and table.c.paused, "the game waits while she reads"
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and "<kbd>Esc</kbd>" in shown and "Close the dialog" in shown
    table.c.tabs.begin("a")
    table.c.tabs.elsewhere(table.now)  # another tab plays: the keys may still be read
    assert table.c.dialog == "keys"
    table.do("close-dialog")
    assert table.c.dialog is None


def test_an_online_game_ends_with_its_ranking_points():
    table = Table("?seed=5&players=3&levels=novice&speed=instant&variant=online")
    table.play_until(lambda t: t.c.dialog == "over")
    shown = dialogs.dialog(table.c.screen())
    assert "Ranking points (online edition): 3 to the winner" in shown
    assert shown.count("<th scope=\"col\">Ranking points</th>") == 1


def selling_asked(table: Table) -> bool:
    """The human auctions her own card (open or once around), someone else holds the high bid,
    and she is asked."""
    s = table.c.session
    if s is None or s.step not in ("open", "once_around") or not table.asked_now():
        return False
    lot = s.view()["auction"]
    return lot is not None and lot["auctioneer"] == s.human and \
        lot["high_bidder"] not in (None, s.human)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_auctioneer_sells_to_the_high_bidder_in_words(lang):
    """Her own lot: "Pass" reads as what it does, a sale to the high bidder at the high bid, and
    the log says her bid stands instead of "out of this lot"."""
    table = Table(CLASSIC + f"&lang={lang}")
    table.play_until(selling_asked)
    lot = table.session.view()["auction"]
    name = table.c.screen().names[lot["high_bidder"]]
    amount = narration.money(lang, lot["high_bid"])
    shown = auction_view.decision(table.c.screen())
    said = text(lang, "do.sell_to", name=name, amount=amount)
    assert re.search(r'data-command="pass"[^>]*>' + re.escape(escape(said)) + '</button>', shown)
    assert '>Pass</button>' not in shown
    table.do("pass")
    book = LogBook.of(table.c.screen())
    book.add(table.session.view()["history"])
    assert escape(text(lang, "log.out.you_seller", seat=name, amount=amount)) in book.html()
    assert escape(text(lang, "log.out.you")) not in book.html()


def test_the_arrow_keys_step_through_a_replay_and_only_a_replay():
    table = Table(CLASSIC)
    table.play_until(lambda t: t.session.actions >= 8)
    c = table.c
    assert c.shortcut("ArrowLeft") is None, "playing: the arrows are the browser's"
    table.do("watch-to", to="5")
    for key, shown in (("ArrowLeft", 4), ("ArrowRight", 5), ("ArrowRight", 6), ("Home", 0),
                       ("ArrowLeft", 0), ("End", table.session.actions)):
        name = c.shortcut(key)
        assert name is not None
        table.do(name)
        assert c.replay.watching == shown, key
    table.do("open-keys")
    assert c.shortcut("ArrowLeft") is None, "under a dialog: not the replay's"
    shown = dialogs.dialog(c.screen())
    assert shown is not None and "In a replay" in shown
    table.do("close-dialog")
    table.do("watch-stop")
    assert c.shortcut("ArrowRight") is None
