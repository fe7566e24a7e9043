"""Never lose a game, never brick the page, never leak a secret: the page's decisions about a
corrupt save, a full storage, a second tab and the bots' sealed bids, without a browser."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.bots.base import drain
from engine.limits import MAX_RECORD_SIZE
from pyapp import auction_view, render, tutorial
from pyapp.app import App
from pyapp.career import CAREER_KEY
from pyapp.dialogs import dialog
from pyapp.feature import Claim, Download
from pyapp.session import Session
from pyapp.storage import (
    CORRUPT_KEY,
    LESSON_KEY,
    OWNER_KEY,
    PREFS_KEY,
    SAVE_KEY,
    MemoryStorage,
    read_json,
)
from tests.support.table import Table, passive, started

GAME = "?seed=3&players=4&levels=novice&speed=instant"


def record_with(extra: str) -> str:
    """A valid record text with one more key, ``extra`` being its raw JSON value."""
    return '{"format": "modern-art/1", "players": 4, "seed": 1, "actions": [], "x": ' + \
        extra + "}"


DEEP = record_with("[" * 6000 + "]" * 6000)
LONG_NUMBER = record_with("1" * 4301)
HUGE = record_with(json.dumps("a" * MAX_RECORD_SIZE))
BAD = {"nested 6,000 deep": DEEP, "a 4,301-digit number": LONG_NUMBER,
       "larger than a record may be": HUGE, "not JSON": "{not json",
       "not a record": "[1, 2, 3]"}


def exported(table: Table) -> str:
    """The game file the "Export" button offers."""
    effect = table.c.command("export", {}, table.now)
    assert isinstance(effect, Download)
    return effect.text


def notice_of(c: App) -> str:
    return render.notice(c.screen())


def played(table: Table, actions: int = 6) -> Table:
    table.play_until(lambda t: t.session.actions >= actions)
    return table


# -- start-up that cannot be bricked --------------------------------------------------------

@pytest.mark.parametrize("saved", BAD.values(), ids=BAD.keys())
def test_any_bad_save_is_set_aside_and_a_fresh_game_starts(saved):
    storage = MemoryStorage({SAVE_KEY: saved})
    c = Table(storage=storage).c
    assert c.session is not None and c.session.actions == 0 and c.dialog is None
    assert storage.data[CORRUPT_KEY] == saved  # the one copy, whole
    assert storage.data[SAVE_KEY] == c.session.save_text()  # the fresh game, saved
    assert c.notice is not None and c.notice[0] == "notice.corrupt"
    shown = notice_of(c)
    assert "could not be resumed" in shown and "Download the set-aside game" in shown
    assert c.command("download-aside", {}, 0) == Download("modern-art-set-aside.json", saved)


@pytest.mark.parametrize("failure", [RecursionError("deep"), MemoryError(), ValueError("x"),
                                     KeyError("y")])
def test_any_exception_while_resuming_sets_the_save_aside(monkeypatch, failure):
    good = played(Table(GAME)).c.session.save_text()

    def broken(*args: Any, **kwargs: Any) -> Session:
        raise failure

    monkeypatch.setattr(Session, "load", staticmethod(broken))
    storage = MemoryStorage({SAVE_KEY: good})
    c = Table(storage=storage).c
    assert c.session is not None and c.session.actions == 0
    assert storage.data[CORRUPT_KEY] == good and c.notice[0] == "notice.corrupt"


def test_a_save_that_loads_but_cannot_be_put_on_the_table_is_set_aside(monkeypatch):
    good = played(Table(GAME)).c.session.save_text()
    from pyapp import deals

    def broken(data: object, settings: Any) -> None:
        if settings.seed == 3:  # the saved game's, not the fresh one's
            raise RuntimeError("a comparison nobody foresaw")

    monkeypatch.setattr(deals.Comparison, "from_json", staticmethod(broken))
    storage = MemoryStorage({SAVE_KEY: good})
    c = Table(storage=storage).c
    assert c.session is not None and c.session.actions == 0
    assert storage.data[CORRUPT_KEY] == good


def test_only_one_set_aside_copy_is_kept():
    storage = MemoryStorage({SAVE_KEY: DEEP, f"{CORRUPT_KEY}/1": "old one",
                             f"{CORRUPT_KEY}/2": "old two"})
    Table(storage=storage)
    copies = {k: v for k, v in storage.data.items() if k.startswith(CORRUPT_KEY)}
    assert copies == {CORRUPT_KEY: DEEP}
    storage.data[SAVE_KEY] = LONG_NUMBER
    Table(storage=storage)
    assert {k: v for k, v in storage.data.items() if k.startswith(CORRUPT_KEY)} == \
        {CORRUPT_KEY: LONG_NUMBER}


def test_older_numbered_copies_become_the_one_copy():
    storage = MemoryStorage({f"{CORRUPT_KEY}/1": "old one", f"{CORRUPT_KEY}/12": "newest"})
    Table(storage=storage)
    assert {k: v for k, v in storage.data.items() if k.startswith(CORRUPT_KEY)} == \
        {CORRUPT_KEY: "newest"}


def test_a_save_with_no_room_for_its_copy_stays_until_downloaded_or_discarded():
    saved = "{not json" + "a" * 3000
    storage = MemoryStorage({SAVE_KEY: saved, "other": "b" * 1000}, quota=5000)
    table = Table(storage=storage)
    c = table.c
    assert storage.data[SAVE_KEY] == saved and CORRUPT_KEY not in storage.data
    assert c.notice is not None and c.notice[0] == "notice.corrupt_kept"
    assert c.session is not None and c.saves.failed  # a fresh game, not saved over it
    shown = notice_of(c)
    assert "not being saved" in shown and "Discard it" in shown and "Dismiss" not in shown
    assert c.command("download-aside", {}, 0) == Download("modern-art-set-aside.json", saved)
    table.play_until(lambda t: t.session.actions >= 3)
    assert storage.data[SAVE_KEY] == saved  # every save of the new game refused
    assert c.question("discard-aside")
    table.do("discard-aside")
    assert storage.data[SAVE_KEY] == c.session.save_text() and not c.saves.failed
    assert c.notice is None


def test_the_address_game_does_not_replace_a_bad_save_without_its_copy():
    storage = MemoryStorage({SAVE_KEY: DEEP})
    c = Table(GAME, storage=storage).c
    assert storage.data[CORRUPT_KEY] == DEEP and c.session.settings.seed == 3


# -- a link to another game ---------------------------------------------------------------------

OTHER = "?seed=8&players=3&levels=expert&speed=instant"


def test_a_link_to_another_game_asks_before_ending_hers():
    first = played(Table(GAME))
    storage, before = first.storage, first.session.save_text()
    c = Table(OTHER, storage=storage).c
    # Her game is on the table, paused under the question; nothing is saved over it.
    assert c.dialog == "linked" and c.paused
    assert c.session.settings.seed == 3 and storage.data[SAVE_KEY] == before
    question = dialog(c.screen())
    assert question is not None
    assert "seed 8, 3 players" in question and "round 1 of 4" in question
    assert question.index("Keep playing my game") < question.index("Start the new game")
    c.command("close-dialog", {}, 0)  # (Escape, too)
    assert c.dialog is None and c.session.settings.seed == 3
    assert storage.data[SAVE_KEY] == before and c.linked.wanted is None
    assert c.command("play-linked", {}, 0) is None and c.session.settings.seed == 3


def test_the_linked_game_starts_when_she_says_so():
    storage = played(Table(GAME)).storage
    table = Table(OTHER, storage=storage)
    table.do("play-linked")
    c = table.c
    assert c.dialog is None and c.session.settings.seed == 8 and c.session.settings.players == 3
    assert Session.load(storage.data[SAVE_KEY]).settings.seed == 8


def test_a_link_replaces_a_finished_or_untouched_game_without_asking():
    finished = Table(GAME)
    finished.play_until(lambda t: t.session.over)
    c = Table(OTHER, storage=finished.storage).c
    assert c.dialog is None and c.session.settings.seed == 8
    untouched = Table(GAME)
    assert untouched.session.actions == 0
    c = Table(OTHER, storage=untouched.storage).c
    assert c.dialog is None and c.session.settings.seed == 8


def test_a_reload_of_the_linked_game_asks_nothing():
    storage = played(Table(GAME)).storage
    c = Table(GAME, storage=storage).c
    assert c.dialog is None and c.linked.wanted is None and c.session.actions >= 6


@pytest.mark.parametrize("key", [PREFS_KEY, LESSON_KEY, CAREER_KEY])
@pytest.mark.parametrize("stored", ["[" * 6000 + "]" * 6000, "9" * 5000, "{", "[]", "null"])
def test_nothing_stored_under_the_other_keys_stops_the_page(key, stored):
    storage = MemoryStorage({key: stored})
    c = Table(storage=storage).c
    assert c.dialog == "setup" and c.lesson.current is None
    assert c.stats.career["games"] == 0 and isinstance(c.estimates.prefs, dict)


def test_read_json_refuses_depth_size_and_long_numbers():
    assert read_json('{"a": [1]}') == {"a": [1]}
    assert read_json("[" * 40 + "]" * 40) is None
    assert read_json("1" * 5000) is None
    assert read_json(" " * (MAX_RECORD_SIZE + 1)) is None
    assert read_json(None) is None and read_json("") is None


def test_a_lesson_that_cannot_be_started_is_dropped(monkeypatch):
    storage = MemoryStorage({LESSON_KEY: json.dumps({"at": 3})})

    def broken(*args: Any) -> None:
        raise RuntimeError("no lesson today")

    monkeypatch.setattr(tutorial, "record", broken)
    c = Table(storage=storage).c
    assert c.lesson.current is None and LESSON_KEY not in storage.data and c.dialog == "setup"


def test_recover_sets_the_game_aside_when_it_cannot_be_drawn():
    table = played(Table(GAME))
    saved = table.storage.data[SAVE_KEY]
    table.c.saves.recover(RuntimeError("drawing failed"), table.now)
    assert table.storage.data[CORRUPT_KEY] == saved
    assert table.c.session.actions == 0 and table.c.notice[0] == "notice.corrupt"


# -- storage that tells the truth ----------------------------------------------------------

def test_a_full_storage_is_shown_within_the_action_and_cleared_by_a_later_save():
    table = Table(GAME)
    table.play_until(lambda t: t.asked_now())
    table.storage.full = True
    before = table.session.actions
    passive(table)  # one action of hers
    assert table.session.actions > before and table.c.saves.failed
    assert "This game is not being saved: storage is full — export it." in notice_of(table.c)
    assert 'data-command="export"' in notice_of(table.c)
    table.storage.full = False
    table.play_until(lambda t: t.session.actions > before + 2)
    assert not table.c.saves.failed and "not being saved" not in notice_of(table.c)


@pytest.mark.parametrize("content", BAD.values(), ids=BAD.keys())
def test_a_bad_import_is_refused_and_the_game_goes_on(content):
    table = played(Table(GAME))
    session, saved = table.c.session, table.storage.data[SAVE_KEY]
    table.c.saves.import_text(content, table.now)
    assert table.c.session is session and table.storage.data[SAVE_KEY] == saved
    assert table.c.notice[0] == "notice.import_error"
    assert "That file cannot be imported" in notice_of(table.c)
    moves = session.actions
    table.play_until(lambda t: t.session.actions > moves + 2)  # it plays on


def test_a_file_too_large_is_refused_before_it_is_read():
    table = Table(GAME)
    assert table.c.saves.import_size_ok(MAX_RECORD_SIZE)
    assert not table.c.saves.import_size_ok(50_000_000)
    assert "exceeds the limits of a game record" in notice_of(table.c)


def test_an_import_that_cannot_be_saved_says_so():
    game = played(Table("?seed=5&players=3&levels=novice&speed=instant"), 10).c.session
    table = Table(GAME)
    table.storage.full = True
    table.c.saves.import_text(game.save_text(), table.now)
    assert table.c.session.actions == game.actions
    assert table.c.notice == ("notice.imported_unsaved", {})
    shown = notice_of(table.c)
    assert "Game imported, but it could not be saved." in shown and "not being saved" in shown


def test_an_import_over_a_game_under_way_asks_first():
    table = Table(GAME)
    assert table.c.question("import") is None  # nothing played yet: nothing to lose
    played(table, 1)
    assert table.c.question("import") == "confirm.import"


# -- one tab at a time ---------------------------------------------------------------------

class Tabs:
    """Two tabs of one browser: one storage, each its own app and tab id."""

    def __init__(self) -> None:
        self.storage = MemoryStorage()
        self.now = 0.0
        self.a = started(self.storage, 0.0, GAME, tab="a")
        self.a.tabs.claim(0.0)  # the first tab gets the lock
        self.b = started(self.storage, 0.0, "", tab="b")
        self.b.tabs.elsewhere(0.0)  # the second does not

    def advance(self, c: App) -> None:
        """The bots of tab ``c`` (and its clock) until the human is asked."""
        for _ in range(500):
            session = c.session
            assert session is not None
            if session.human_to_act() and c.bidding.shown_answer() is None and c.dialog is None:
                return
            if c.dialog == "summary":
                c.command("close-summary", {}, self.now)
                continue
            seat = c.tick(self.now)
            if seat is not None:
                version = c.bot_started(seat)
                c.bot_answer(seat, drain(session.bot_think(seat)), version, self.now)
            else:
                self.now += (c.wake_in(self.now) or 0) + 1
        raise AssertionError("the human was never asked")

    def human(self, c: App) -> None:
        legal = c.session.legal()
        if "play" in legal["do"]:
            c.command("choose", {"card": legal["cards"][0]}, self.now)
            if c.bidding.chosen_double:
                c.command("play", {"card": legal["cards"][0]}, self.now)
            elif c.bidding.chosen_card:
                c.command("put-up", {}, self.now)
        elif "pass" in legal["do"]:
            c.command("pass", {}, self.now)
        else:
            what = "price" if "price" in legal["do"] else "bid"
            c.command(what, {"value": str(legal[what]["min"])}, self.now)

    def saved_actions(self) -> int:
        return len(json.loads(self.storage.data[SAVE_KEY])["actions"])


def test_a_second_tab_only_shows_the_game_and_follows_it():
    tabs = Tabs()
    a, b = tabs.a, tabs.b
    assert tabs.storage.data[OWNER_KEY] == "a"
    assert a.tabs.state == "playing" and b.tabs.state == "elsewhere"
    assert b.session is not None and b.session.actions == a.session.actions
    screen = b.screen()
    assert screen.elsewhere and not screen.human_to_act and screen.view["legal"]["do"] == []
    assert "Play here instead" in render.notice(screen)
    tabs.advance(a)  # she is asked, in the first tab; the second shows it and no decision
    assert b.tabs.storage_changed(SAVE_KEY, tabs.now) and a.screen().human_to_act
    screen = b.screen()
    assert not screen.human_to_act and auction_view.decision(screen) == ""
    assert "Played in another tab." in render.status(screen)
    new_game = re.search(r'<button[^>]*data-command="open-setup"[^>]*>', render.menu(screen))
    assert new_game and " disabled" in new_game.group()
    tabs.human(a)
    before = b.session.actions
    assert b.tabs.storage_changed(SAVE_KEY, tabs.now)  # the storage event of a's save
    assert b.session.actions == a.session.actions > before
    b_session = b.session
    for name, args in (("pass", {}), ("choose", {"card": b.session.view()["hand"][0]}),
                       ("bid", {"value": "1"}), ("start", {}), ("open-setup", {})):
        b.command(name, args, tabs.now)  # a click in the second tab does nothing
    assert b.tick(tabs.now) is None and b.session is b_session and b.wake_in(tabs.now) is None
    assert tabs.saved_actions() == a.session.actions


def test_play_here_takes_the_game_with_every_move_and_stops_the_other_tab():
    tabs = Tabs()
    a, b = tabs.a, tabs.b
    tabs.advance(a)
    tabs.human(a)
    tabs.advance(a)
    moves = a.session.actions
    assert b.command("play-here", {}, tabs.now) == Claim()
    b.tabs.claim(tabs.now)  # the adapter got the lock
    assert b.tabs.state == "playing" and tabs.storage.data[OWNER_KEY] == "b"
    assert b.session.actions == moves  # resumed from the latest save: no move lost
    # Tab a has not heard yet (its lock's failure, the storage event): its next action finds
    # out before anything is applied or saved.
    a_session = a.session
    tabs.human(a)
    assert a.tabs.state == "elsewhere" and a.session is a_session and a_session.actions == moves
    assert tabs.saved_actions() == moves
    assert a.tick(tabs.now) is None
    tabs.human(b)
    assert b.session.actions > moves and tabs.saved_actions() == b.session.actions
    assert a.tabs.storage_changed(SAVE_KEY, tabs.now) and a.session.actions == b.session.actions


def test_a_bot_answer_arriving_after_the_game_was_taken_is_dropped():
    tabs = Tabs()
    a, b = tabs.a, tabs.b
    tabs.advance(a)
    tabs.human(a)
    seat = None
    for _ in range(50):
        seat = a.tick(tabs.now)
        if seat is not None:
            break
        tabs.now += (a.wake_in(tabs.now) or 0) + 1
    assert seat is not None
    version = a.bot_started(seat)
    action = drain(a.session.bot_think(seat))
    b.tabs.claim(tabs.now)
    a.bot_answer(seat, action, version, tabs.now)
    assert a.session.actions == version and tabs.saved_actions() == version
    assert a.tabs.state == "elsewhere"


def test_the_owner_key_changing_tells_the_playing_tab():
    tabs = Tabs()
    tabs.storage.data[OWNER_KEY] = "c"  # a third tab, without locks, took it
    assert tabs.a.tabs.storage_changed(OWNER_KEY, 0.0) and tabs.a.tabs.state == "elsewhere"
    assert not tabs.a.tabs.storage_changed("modern-art/language", 0.0)


def test_a_waiting_tab_writes_nothing_until_it_knows():
    storage = MemoryStorage({SAVE_KEY: DEEP})
    c = started(storage, 0.0, "", tab="x")
    assert c.tabs.state == "waiting" and storage.data == {SAVE_KEY: DEEP} and c.dialog is None
    c.tabs.claim(0.0)
    assert storage.data[CORRUPT_KEY] == DEEP and c.session is not None


def test_a_tab_that_gets_the_game_at_start_up_resumes_it_once():
    table = played(Table(GAME))
    storage = MemoryStorage(dict(table.storage.data))
    c = started(storage, 0.0, "", tab="x")
    shown = c.session
    assert shown is not None and shown.actions == table.session.actions
    c.tabs.claim(0.0)
    assert c.session is shown and c.tabs.state == "playing"  # not replayed a second time
    again = started(storage, 0.0, "", tab="y")
    storage.data[SAVE_KEY] = played(table, table.session.actions + 2).c.session.save_text()
    again.tabs.claim(0.0)  # the save moved on meanwhile: the latest is resumed
    assert again.session.actions == table.session.actions


def test_a_tab_without_the_game_may_still_read_and_export():
    tabs = Tabs()
    b = tabs.b
    b.command("open-help", {}, 0.0)
    assert b.dialog == "help"
    b.command("open-setup", {}, 0.0)
    assert b.dialog == "help"  # (closing it is allowed; a new game is not)
    assert isinstance(b.command("export", {}, 0.0), Download)
    b.saves.import_text(played(Table("?seed=5&players=3&levels=novice")).c.session.save_text(), 0.0)
    assert b.notice == ("notice.import_elsewhere", {})


# -- no secret in reach --------------------------------------------------------------------

def lot_bids(save: str) -> list[dict[str, Any]]:
    """The bids of the lot under the hammer in a save: every bid since the last card played."""
    actions = json.loads(save)["actions"]
    last = max(i for i, a in enumerate(actions) if a["do"] in ("play", "join"))
    return [a for a in actions[last + 1:] if a["do"] == "bid"]


@pytest.mark.parametrize("seed", [3, 8, 21])
@pytest.mark.usefixtures("masters_by_rollouts")
def test_no_bot_seals_its_bid_before_the_human_has(seed):
    table = Table(f"?seed={seed}&players=4&levels=novice,expert,master&speed=instant",
                  storage=MemoryStorage())
    checked = 0

    def sealed_and_asked(t: Table) -> bool:
        return t.session.step == "sealed" and t.asked_now()

    for _ in range(3):
        try:
            table.play_until(sealed_and_asked)
        except AssertionError:
            break
        human = table.session.human
        for _ in range(20):  # the page runs on, for as long as it will, while she decides
            if not table.advance():
                break
        assert table.session.step == "sealed" and human in table.session.to_act()
        save = table.storage.data[SAVE_KEY]
        assert [b for b in lot_bids(save) if b["seat"] != human] == []
        assert json.loads(exported(table)) == json.loads(save)
        assert table.session.view()["auction"]["sealed_done"] == []
        table.do("bid", value="0")
        table.play_until(lambda t: t.session.step != "sealed")
        checked += 1
    assert checked, "no sealed lot came up"


def test_an_export_of_an_unfinished_game_says_it_holds_the_deal():
    table = Table(GAME)
    assert table.c.question("export") == "confirm.export_deal"
    table.play_until(lambda t: t.session.over)
    assert table.c.question("export") is None


# -- questions asked in the page ------------------------------------------------------------

def test_a_question_is_asked_in_the_page_and_nothing_happens_until_yes():
    table = Table(GAME)
    played(table, 2)
    c = table.c
    assert c.ask("export", {"date": "2026-12-05"}, table.now) is None
    assert c.dialog == "confirm" and c.paused, "asked first: the game waits"
    shown = dialog(c.screen())
    assert shown is not None and "holds its deal" in shown
    assert re.search(r'data-command="confirm-no"[^>]*>Cancel<.*data-command="confirm-yes"'
                     r'[^>]*>Export anyway<', shown), "Cancel first (and the default)"
    effect = c.command("confirm-yes", {}, table.now)
    assert effect == Download("modern-art-2026-12-05-4-players-seed-3.json",
                              c.session.save_text())
    assert c.dialog is None


def test_no_and_escape_leave_everything_as_it_was():
    table = Table(GAME)
    played(table, 2)
    c = table.c
    record = c.session.save_text()
    today = {"date": "2026-12-05"}
    table.do("open-setup")
    c.ask("start-daily", today, table.now)
    assert c.dialog == "confirm"
    table.do("close-dialog")  # Escape: the question goes, the set-up it was asked over stays
    assert c.dialog == "setup" and c.session.save_text() == record
    c.ask("start-daily", today, table.now)
    table.do("confirm-no")
    assert c.dialog == "setup" and c.session.save_text() == record
    c.ask("start-daily", today, table.now)
    table.do("confirm-yes")
    assert c.session.settings.daily == "2026-12-05" and c.session.actions == 0, "left: the deal"


def test_a_command_with_nothing_to_lose_runs_at_once():
    table = Table(GAME)
    c = table.c
    c.ask("play-deal-again", {}, table.now)  # nothing played yet: nothing to lose
    assert c.dialog != "confirm" and c.session.actions == 0
    table.play_until(lambda t: t.session.over)
    effect = c.ask("export", {}, table.now)
    assert isinstance(effect, Download) and c.dialog != "confirm"
    assert re.fullmatch(r"modern-art-4-players-seed-\d+\.json", effect.name), "no date: none"
