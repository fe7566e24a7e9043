"""The table's own rules (pyapp/table.py) as pure functions: what the page answers for a person
by her standing orders, who acts next and from when, the countdown, the refusals of an amount.
Each situation is reached by playing a seeded game through the app, then the functions are
asked about it with orders set up by hand; nothing they read changes."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyapp import render, table
from pyapp.features.lesson import NEXT_FIRST
from pyapp.parts import ends_round
from pyapp.screen import Orders
from pyapp.session import Session
from tests.support.table import Table, patient

CLASSIC = "?seed=3&players=4&levels=expert&speed=normal"


def asked_in(query: str, step: str, bid: bool = True) -> Session:
    """A game of ``query`` where the person is asked in an auction of ``step`` (with a high bid
    by someone else, when ``bid``)."""
    t = Table(query)

    def there(t: Table) -> bool:
        s = t.session
        high = s.high_bid()[1] if s.step in ("open", "once_around") else None
        return s.step == step and t.asked_now() and (not bid or high not in (None, s.human))

    t.play_until(there, patient)
    return t.session


@pytest.fixture(scope="module")
def open_lot() -> Session:
    return asked_in(CLASSIC, "open")


def test_a_limit_above_the_minimum_bids_the_minimum_for_her(open_lot: Session) -> None:
    s = open_lot
    low = s.legal(s.human)["bid"]["min"]
    orders = Orders(s.lot_number, limit=low + 3)
    assert table.standing_answer(s, s.human, orders) == {"do": "bid", "amount": low}
    assert not table.limit_outbid(s, s.human, orders)


def test_a_limit_below_the_minimum_stops_answering_and_is_outbid(open_lot: Session) -> None:
    s = open_lot
    low = s.legal(s.human)["bid"]["min"]
    orders = Orders(s.lot_number, limit=low - 1)
    before = copy.deepcopy(orders)
    assert table.standing_answer(s, s.human, orders) is None  # she is asked again
    assert table.limit_outbid(s, s.human, orders)
    assert orders == before, "a read changes nothing"


def test_out_of_an_open_lot_she_passes_but_not_in_the_lesson(open_lot: Session) -> None:
    s = open_lot
    out = Orders(s.lot_number, out=True)
    assert table.standing_answer(s, s.human, out) == {"do": "pass"}
    assert table.standing_answer(s, s.human, out, scripted=True) is None
    assert table.standing_answer(s, s.human, Orders(s.lot_number)) is None
    assert table.standing_answer(s, None, out) is None  # nobody shown: nobody answered for


def test_a_person_not_asked_is_answered_for_by_nobody(open_lot: Session) -> None:
    s = open_lot
    others = [seat for seat in range(s.settings.players) if seat not in s.to_act()]
    assert s.high_bid()[1] in others  # (the high bidder is not asked)
    for seat in others:
        assert table.standing_answer(s, seat, Orders(s.lot_number, out=True)) is None


def test_orders_for_another_lot_are_none_and_are_not_kept(open_lot: Session) -> None:
    s = open_lot
    kept = {s.human: Orders(s.lot_number - 1, out=True)}
    fresh = table.orders_for(kept, s.human, s.lot_number)
    assert fresh == Orders(s.lot_number) and kept[s.human].lot == s.lot_number - 1
    assert table.orders_for(kept, None, s.lot_number) == Orders(s.lot_number)
    kept[-1] = Orders(s.lot_number, limit=9)
    assert table.orders_for(kept, None, s.lot_number).limit == 9


def test_in_an_open_lot_a_bot_or_a_bid_by_order_goes_next_a_pass_by_order_at_once(
        open_lot: Session) -> None:
    s = open_lot
    low = s.legal(s.human)["bid"]["min"]
    bots_waiting = [seat for seat in s.to_act() if seat != s.human]
    actor = table.next_actor(s, {s.human: None}, changed_at=100.0, due=900.0)
    if bots_waiting:
        assert actor == (table.clockwise(s, bots_waiting)[0], 900.0)
    else:
        assert actor is None  # only she can move the lot on
    passing = table.next_actor(s, {s.human: {"do": "pass"}}, 100.0, 900.0)
    assert passing == (table.clockwise(s, bots_waiting)[0], 900.0) if bots_waiting else \
        passing == (s.human, 100.0)
    bidding = table.next_actor(s, {s.human: {"do": "bid", "amount": low}}, 100.0, 900.0)
    assert bidding is not None and bidding[1] == 900.0
    assert bidding[0] == table.clockwise(s, [*bots_waiting, s.human])[0]


def test_clockwise_starts_left_of_whoever_acted_last(open_lot: Session) -> None:
    s = open_lot
    players = s.settings.players
    last = s.last_actor()
    assert last is not None
    order = table.clockwise(s, range(players))
    assert order == [(last + 1 + i) % players for i in range(players)]


def test_no_bot_seals_before_every_person_has() -> None:
    s = asked_in(CLASSIC, "sealed", bid=False)
    assert s.human in s.to_act()
    assert table.next_actor(s, {s.human: None}, 0.0, 500.0) is None


def test_the_countdown_runs_only_online_in_an_open_lot_she_alone_may_answer(
        open_lot: Session) -> None:
    s = open_lot
    assert not table.countdown_runs(s, None, False), "the classic game has none"
    online = asked_in("?seed=4&players=4&levels=expert&speed=normal&variant=online", "open")
    alone = online.to_act() == [online.viewer]
    assert table.countdown_runs(online, None, False) == alone
    assert not table.countdown_runs(online, {"do": "pass"}, False), "her order answers"
    assert not table.countdown_runs(online, None, True), "the device changes hands"


@pytest.mark.parametrize(("started", "now", "call"), [
    (None, 5_000.0, 0), (1_000.0, 1_000.0, 0), (1_000.0, 2_599.0, 0), (1_000.0, 2_600.0, 1),
    (1_000.0, 99_999.0, 1)])
def test_the_countdowns_call_follows_the_clock(started: float | None, now: float,
                                               call: int) -> None:
    assert table.countdown_call(started, now, 1_600.0) == call


def test_refusals_say_why_in_the_catalogues_words(open_lot: Session) -> None:
    s = open_lot
    legal = s.legal()
    low, high = legal["bid"]["min"], legal["bid"]["max"]
    assert table.refusal(s, {"do": "bid", "amount": low}, legal) is None
    assert table.refusal(s, {"do": "bid", "amount": high + 1}, legal) == \
        ("refuse.money", {"money": high})
    assert table.refusal(s, {"do": "bid", "amount": low - 1}, legal) == \
        ("refuse.higher", {"high": low - 1})
    assert table.refusal(s, {"do": "price", "amount": 5}, legal) == ("refuse.not_now", {})
    assert table.refusal(s, {"do": "play", "card": "krypto/open"}, legal) == \
        ("refuse.not_now", {})
    money = s.view()["my_money"]
    assert money is not None
    assert table.limit_refusal(s, money + 1, money) == ("refuse.money", {"money": money})
    assert table.limit_refusal(s, s.high_bid()[0], money) == \
        ("refuse.higher", {"high": s.high_bid()[0]})


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=6), low=st.integers(0, 50), span=st.integers(0, 200),
       delta=st.sampled_from(["+1", "+5", "-1", "-5", "+20", "", "x", "-"]))
def test_a_step_keeps_the_amount_within_the_legal_range(text: str, low: int, span: int,
                                                        delta: str) -> None:
    high = low + span
    stepped = int(table.stepped(text, low, high, delta))
    assert low <= stepped <= high
    typed = text.strip()
    if typed.isascii() and typed.isdigit() and len(typed) <= 9 and delta in ("+1", "-1"):
        assert stepped == max(low, min(high, int(typed) + int(delta)))


@pytest.mark.parametrize(("text", "delta", "wanted"), [
    ("0", "+1", "1"), ("0", "1", "1"), ("7", "-1", "6"), ("7", "+10", "10"), ("", "+5", "5"),
    ("3", "+-1", "3"), ("3", "x", "3")])
def test_a_step_reads_its_sign(text: str, delta: str, wanted: str) -> None:
    assert table.stepped(text, 0, 10, delta) == wanted


def fixed_price_to_name() -> Table:
    """A game where the person names a fixed price (her amount field holds the least)."""
    t = Table(CLASSIC)
    t.play_until(lambda t: t.session.step == "fixed_price" and t.asked_now()
                 and "price" in t.session.legal()["do"], patient)
    return t


def test_the_steppers_and_quick_amounts_keep_the_amount_legal() -> None:
    t = fixed_price_to_name()
    legal = t.session.legal()["price"]
    low, high = legal["min"], legal["max"]
    assert t.c.bidding.amount_text == str(low), "a fresh decision starts at the least"
    t.do("step", delta="10")
    assert t.c.bidding.amount_text == str(min(high, low + 10))
    t.do("step", delta="-1", value="abc")  # (a field that holds no number steps from the least)
    assert t.c.bidding.amount_text == str(low)
    t.do("set", amount=str(high))
    assert t.c.bidding.amount_text == str(high) and t.c.bidding.typed
    t.do("step", delta="10")
    assert t.c.bidding.amount_text == str(high), "never above what she has"
    t.do("set", amount="twelve")  # not a whole number: nothing changes
    assert t.c.bidding.amount_text == str(high)


def test_a_price_that_is_no_number_is_refused_and_typing_again_clears_the_word() -> None:
    t = fixed_price_to_name()
    actions = t.session.actions
    t.do("price", value="12x")
    assert t.c.bidding.error == ("do.not_a_number", {}) and t.session.actions == actions
    t.do("amount", value="1")
    assert t.c.bidding.error is None and t.c.bidding.amount_text == "1"
    t.do("price", value="1")
    assert t.session.actions == actions + 1 and t.c.bidding.error is None


def test_a_double_chosen_can_be_put_back() -> None:
    t = Table("?seed=1&players=3&levels=novice&speed=instant")

    def double_in_hand(t: Table) -> bool:
        s = t.session
        return s.step == "play" and t.asked_now() and bool(s.legal().get("partners"))

    t.play_until(double_in_hand, patient)
    card = next(iter(t.session.legal()["partners"]))
    t.do("choose", card=card)
    assert t.c.bidding.chosen_double == card and t.c.screen().chosen_double == card
    t.do("cancel")
    assert t.c.bidding.chosen_double is None and t.session.step == "play"


def test_in_the_lesson_a_limit_it_does_not_ask_for_is_refused_with_a_word() -> None:
    t = Table()
    t.do("start-tutorial")
    lesson = t.c.lesson.current
    assert lesson is not None
    t.do("proxy", value="20")  # while it talks: read on first, as for any move
    assert lesson.error == NEXT_FIRST and not t.c.bidding.orders


def test_a_card_chosen_waits_on_the_block_until_she_puts_it_up():
    t = Table("?seed=25&players=4&human=0&levels=novice&speed=instant")
    t.play_until(lambda t: t.asked_now() and t.session.step == "play")
    card = next(c for c in t.session.legal()["cards"] if not c.endswith("/double"))
    actions = t.session.actions
    t.do("choose", card=card)
    assert t.c.bidding.chosen_card == card and t.session.actions == actions, "nothing sold yet"
    regions = render.regions(t.c.screen())
    assert 'data-command="put-up"' in regions["auction"] and "is on the block" in regions["auction"]
    assert regions["hand"].count('aria-pressed="true"') == 1
    t.do("cancel")  # "Choose another"
    assert t.c.bidding.chosen_card is None and t.session.actions == actions
    t.do("choose", card=card)
    t.do("put-up")
    assert t.session.actions == actions + 1 and t.c.bidding.chosen_card is None
    assert t.session.view()["auction"]["cards"] == [card]


def test_a_card_that_would_end_the_round_says_so_on_the_block():
    t = Table("?seed=25&players=4&human=0&levels=novice&speed=instant")

    def fifth_in_hand(t: Table) -> bool:
        return t.asked_now() and t.session.step == "play" and any(
            ends_round(t.session.view(), c) for c in t.session.legal()["cards"])

    t.play_until(fifth_in_hand, patient)
    card = next(c for c in t.session.legal()["cards"] if ends_round(t.session.view(), c)
                and not c.endswith("/double"))
    round_now, actions = t.session.view()["round"], t.session.actions
    t.do("choose", card=card)
    shown = render.regions(t.c.screen())["auction"]
    assert "putting it up ends the round at once, unsold" in shown
    assert t.session.actions == actions and t.session.view()["round"] == round_now


def test_without_the_question_a_card_goes_up_at_once_and_the_choice_is_kept():
    t = Table("?seed=25&players=4&human=0&levels=novice&speed=instant")
    t.play_until(lambda t: t.asked_now() and t.session.step == "play")
    t.do("toggle-confirm-sale")
    card = next(c for c in t.session.legal()["cards"] if not c.endswith("/double"))
    actions = t.session.actions
    t.do("choose", card=card)
    assert t.session.actions == actions + 1
    again = Table("?seed=25&players=4&human=0&levels=novice&speed=instant", storage=t.storage)
    assert not again.c.prefs.confirm_sale and not again.c.screen().confirm_sale
