"""Pass and play: several people at one device, any mix with bots. Each person's cards, money and
sealed bid stay off the page while the device goes to someone else."""

from __future__ import annotations

import itertools
import json
import re
from html import unescape

import pytest

from pyapp import auction_view, dialogs, render
from pyapp.catalogue import text
from pyapp.logbook import LogBook
from pyapp.session import SaveError, Session, Settings
from pyapp.storage import SAVE_KEY, MemoryStorage
from tests.support.table import Table, passive


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
            to = c.handoff.to()
            assert to in (0, 1) and to != session.viewer
            screen = c.screen()
            assert screen.view["hidden"] and screen.view["hand"] == []
            assert screen.view["my_money"] is None and screen.view["my_sealed_bid"] is None
            assert screen.you is None and c.handoff.addressed() is None, "nobody is you"
            page = drawn(table)
            assert "card-button" not in page and "Pass the device to " in page
            table.do("take-over")
            assert session.viewer == to and c.dialog is None
            handoffs += 1
            shown.append(to)
            continue
        if session.humans_to_act() and c.handoff.decider() is not None and \
                c.pace.countdown_call(table.game_now()) is None:
            seat = c.handoff.decider()
            assert seat == session.viewer, "a person decides only when the device is hers"
            view = c.screen().view
            assert view["hand"] == [str(card) for card in session.state.hands[seat]]
            assert c.screen().you == c.handoff.addressed() == seat, "she is you"
            assert view["money"][1 - seat] is None, "the other person's money stays secret"
            passive(table)
            continue
        assert table.advance(), "stuck"
    else:
        raise AssertionError("the game did not end")
    assert session.over and handoffs >= 4 and set(shown) == {0, 1}
    assert all(a != b for a, b in itertools.pairwise(shown)), \
        "the device changes hands only between two different people"
    assert table.c.stats.career["games"] == 0, "pass and play does not count in the statistics"
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
        elif c.handoff.decider() is not None:
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
    page = drawn(table)
    assert "Your sealed bid:" not in page and "Waiting for the others" not in page


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
    assert reloaded.c.dialog == "handoff" or reloaded.c.handoff.decider() is None


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
        elif c.handoff.decider() is not None and c.pace.countdown_call(table.game_now()) is None:
            passive(table)
        else:
            assert table.advance()
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and "You won" not in shown and "Winner: " in shown
    # The results are everyone's: no region, no line of the log, speaks to whoever held the
    # device last, and every seat's money shows.
    page = said(drawn(table) + log_of(table.c.screen()))
    assert not SECOND_PERSON.search(page), SECOND_PERSON.findall(page)
    assert table.c.screen().view["money"] == list(table.c.session.state.money)
    assert table.c.handoff.addressed() is None  # (the log, kept by who is "you", starts anew)
    assert "Cards hidden" not in page  # no hand, and no waiting for a next person


# -- "you" is the person holding the device, and nobody while it changes hands --

# Ada (seat 0) and Bo (seat 1) at the device, two bots (Chen, Dora); an explicit deal.
DEAL = {"hands": [["krypto/open", "yoko/once_around", "lite_metal/sealed",
                   "christin_p/fixed_price"],
                  ["yoko/double", "karl_gitter/fixed_price", "lite_metal/open",
                   "christin_p/sealed"],
                  ["lite_metal/once_around", "krypto/sealed", "karl_gitter/open"],
                  ["christin_p/open", "krypto/fixed_price", "karl_gitter/sealed"]],
        "deck": ["yoko/open", "krypto/double"], "first_seller": 0}
# Ada puts up an open lot; Bo buys it for $10, paid to Ada.
BO_BUYS = [{"seat": 0, "do": "play", "card": "krypto/open"}, {"seat": 1, "do": "bid", "amount": 10},
           {"seat": 0, "do": "pass"}, {"seat": 2, "do": "pass"}, {"seat": 3, "do": "pass"}]
# Then Bo offers a Yoko double, Ada adds her Yoko and auctions both once around: Bo answers first.
JOINT_LOT = [*BO_BUYS, {"seat": 1, "do": "play", "card": "yoko/double"},
             {"seat": 2, "do": "pass"}, {"seat": 3, "do": "pass"},
             {"seat": 0, "do": "join", "card": "yoko/once_around"}]
# Or Bo buys her own fixed price lot, and in Chen's once-around lot Ada bids $12: Chen (a bot)
# is to answer, no person is.
ADA_LEADS = [*BO_BUYS, {"seat": 1, "do": "play", "card": "karl_gitter/fixed_price"},
             {"seat": 1, "do": "price", "amount": 20}, {"seat": 2, "do": "pass"},
             {"seat": 3, "do": "pass"}, {"seat": 0, "do": "pass"},
             {"seat": 2, "do": "play", "card": "lite_metal/once_around"},
             {"seat": 3, "do": "pass"}, {"seat": 0, "do": "bid", "amount": 12},
             {"seat": 1, "do": "pass"}]
SECOND_PERSON = re.compile(r"\b(you|your|yours)\b|你", re.IGNORECASE)


def reloaded_at(actions: list[dict], lang: str = "en") -> Table:
    """The page opened on a saved pass-and-play game of ``DEAL`` after ``actions`` (nobody's
    cards shown yet, as after any reload)."""
    settings = Settings(4, 0, ["human", "human", "expert", "expert"], names=["Ada", "Bo"],
                        speed="instant", seed=7)
    record = {"format": "modern-art/1", "variant": "classic", "players": 4, "seed": 7,
              "setup": DEAL, "actions": actions, "app": settings.to_json()}
    return Table(f"?lang={lang}", storage=MemoryStorage({SAVE_KEY: json.dumps(record)}))


def log_of(screen) -> str:
    """The log as the page begins it for this screen."""
    book = LogBook.of(screen)
    book.add(screen.view["history"])
    return book.html()


def said(html: str) -> str:
    """The words of some HTML: its tags gone, its characters unescaped."""
    return unescape(re.sub(r"<[^>]*>", " ", html))


def test_while_the_device_goes_to_the_next_person_nobody_is_called_you():
    """Bo bought Ada's lot and offered the double Ada joined; the device goes to Bo. Until she
    has it, the page cannot know who looks: everything names Bo and Ada by name. Once Bo has
    it, her own doings say "You", Ada's still say "Ada"."""
    table = reloaded_at(JOINT_LOT)
    c = table.c
    assert c.dialog == "handoff" and c.handoff.to() == 1
    screen = c.screen()
    assert screen.you is None and c.handoff.addressed() is None
    drawn_now = render.regions(screen)
    status, seats, log = drawn_now["status"], drawn_now["seats"], log_of(screen)
    for part in (status, seats, log, dialogs.dialog(screen) or ""):
        assert not SECOND_PERSON.search(said(part)), said(part)
    assert "seat you" not in seats, "no seat is marked as hers"
    assert "<dd>Ada, sharing with Bo</dd>" in status
    assert "Sold to Bo for $10: Krypto (open auction)." in log and "Ada receives $10." in log
    assert seats.count(">at this device<") == 2  # both people alike: neither is "you"
    assert "Pass the device to Bo" in status and "I am Bo: show my cards" in drawn(table)

    table.do("take-over")
    screen = c.screen()
    assert screen.you == c.handoff.addressed() == 1
    status, seats, log = render.status(screen), render.seats(screen), log_of(screen)
    assert "<dd>Ada, sharing with you</dd>" in status
    assert "You buy Krypto (open auction) for $10." in log and "Ada receives $10." in log
    assert 'class="seat you acting" data-seat="1"' in seats and ">you<" in seats
    assert 'class="seat" data-seat="0"' in seats and ">at this device<" in seats


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_with_nobody_shown_the_high_bidder_is_named_not_called_you(lang):
    """Reopened while a bot is to answer Ada's high bid: nobody's cards are shown, so Ada (the
    first person, whose seat the table is drawn from) is named like everyone else."""
    table = reloaded_at(ADA_LEADS, lang)
    c = table.c
    assert c.dialog is None and c.handoff.to() is None and table.session.viewer is None
    screen = c.screen()
    assert screen.view["seat"] == 0 and screen.you is None and c.handoff.addressed() is None
    status, seats, log = render.status(screen), render.seats(screen), log_of(screen)
    for part in (status, seats, log):
        assert not SECOND_PERSON.search(said(part)), said(part)
    money = text(lang, "money.amount", amount=12)
    assert text(lang, "lot.high_by", amount=money, seat="Ada") in status
    assert text(lang, "log.received", seat="Ada",
                amount=text(lang, "money.amount", amount=10)) in log
    assert text(lang, "log.pass.open", seat="Ada") in log
    assert 'class="seat"' in seats and "seat you" not in seats


def test_the_seats_and_the_log_are_drawn_anew_when_the_device_is_taken():
    """What the page keeps (the seats drawn, the log begun) is kept by who is "you": nobody's
    seat while the device changes hands, Bo's once she has it, nobody's when it goes on."""
    table = reloaded_at(JOINT_LOT)
    c = table.c
    kept: dict = {}
    assert "seat you" not in render.regions(c.screen(), kept)["seats"]
    handing = c.handoff.addressed()
    table.do("take-over")
    assert 'class="seat you acting"' in render.regions(c.screen(), kept)["seats"]
    assert c.handoff.addressed() != handing, "a new log for Bo, where her lot is hers"
    table.do("bid", value="12")  # Bo bids; Chen and Dora answer, then Ada, the auctioneer
    for _ in range(50):
        if c.dialog == "handoff":
            break
        assert table.advance()
    assert c.handoff.to() == 0 and c.handoff.addressed() is None
    screen = c.screen()
    assert screen.you is None
    seats = render.regions(screen, kept)["seats"]
    assert "seat you" not in seats and seats.count(">at this device<") == 2
    assert "You buy" not in log_of(screen) and "Sold to Bo for $10" in log_of(screen)

    table.do("take-over")
    table.do("pass")  # Ada lets the lot go; Bo sells next, so the device goes back to her
    for _ in range(50):
        if c.dialog == "handoff":
            break
        assert table.advance()
    screen = c.screen()
    assert c.handoff.to() == 1 and screen.banner is not None
    sold = screen.banner.event
    banner = said(auction_view.sale_banner(screen))
    assert not SECOND_PERSON.search(banner), banner
    assert f"{screen.names[sold['buyer']]} buys" in banner
    assert all(f"{screen.names[seat]} receives" in banner for seat, _ in sold["received"])


def test_a_replay_with_nobody_shown_names_every_seat():
    """Watching the game before anyone has taken the device: nobody's cards, nobody is you."""
    table = reloaded_at(JOINT_LOT)
    table.do("watch-to", to="1")
    screen = table.c.screen()
    assert screen.view["hidden"] and screen.you is None and table.c.handoff.addressed() is None
    bar = auction_view.replay_bar(screen)
    assert "Ada auctions Krypto (open auction)" in bar and not SECOND_PERSON.search(said(bar))
    assert "card-button" not in render.hand(screen)


@pytest.mark.parametrize(("lang", "asked"), [
    ("en", ["Pass the device to Bo", "It is Bo's turn.", "I am Bo: show my cards"]),
    ("zh", ["请把设备交给Bo", "轮到Bo了。", "我是Bo：显示我的手牌"])])
def test_the_whole_page_of_a_handover_speaks_to_nobody(lang, asked):
    """Every region, the log and the handover's own dialog ask for the device by name and call
    nobody "you" (你) while it changes hands."""
    table = reloaded_at(JOINT_LOT, lang)
    page = said(drawn(table) + log_of(table.c.screen()))
    assert not SECOND_PERSON.search(page), SECOND_PERSON.findall(page)
    for words in asked:
        assert words in page


def test_the_hand_over_puts_her_button_alone_and_leaving_apart():
    table = two_people_and_a_bot()
    table.play_until(lambda t: t.c.dialog == "handoff")
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None
    foot = re.search(r'<footer class="dialog-foot choices">(.*?)</footer>', shown)
    assert foot and foot.group(1).count("<button") == 1
    assert 'data-command="take-over"' in foot.group(1)
    assert re.search(r'class="hint handoff-leave">Not playing on\? <button[^>]*'
                     r'data-command="open-setup"', shown)
