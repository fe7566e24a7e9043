"""The guided first game: its script is legal step by step, it meets every auction type and a
double, and the page walks a player through it (and out of it) without touching her saved game."""

from __future__ import annotations

import json

import pytest

import engine
from pyapp import auction_view, dialogs, render, tutorial
from pyapp.catalogue import CATALOGUE, LANGUAGES
from pyapp.features.lesson import NEXT_FIRST, NOT_THIS_MOVE
from pyapp.storage import LESSON_KEY, SAVE_KEY, MemoryStorage
from pyapp.tutorial import FINAL_MONEY, SCRIPT, YOU, Lesson
from tests.support.table import Table


def test_every_scripted_move_is_legal_where_it_stands():
    """Replayed step by step: each move of the player is hers to make (and the only question
    open to her); each bot move is the bot's, or at her seat the raise her standing "Bid up to"
    limit makes (what the page answers for her by that limit, in a real game too); the lesson is
    round 1 only."""
    state = tutorial.record(0).start()
    assert state.players == 3 and engine.to_act(state) == [YOU]
    limit = None
    for index, step in enumerate(SCRIPT):
        if step.action is None:
            continue
        if step.action["do"] == tutorial.LIMIT:
            assert step.kind == "you" and state.step.value == "open", index
            limit = step.action["amount"]
            continue
        action = engine.Action.from_json(step.action)
        if step.kind == "you":
            assert action.seat == YOU and YOU in engine.to_act(state), index
            legal = engine.legal_actions(state, YOU).to_json()
            assert action.do.value in legal["do"], index
        elif action.seat == YOU:
            assert step.kind == "bot" and limit is not None, index
            legal = engine.legal_actions(state, YOU).to_json()
            assert action.to_json() == {"seat": YOU, "do": "bid", "amount": legal["bid"]["min"]}
            assert action.amount <= limit, index
        else:
            assert step.kind == "bot", index
        engine.check(state, action)
        engine.apply_action(state, action)
        if action.do.value == "play":
            limit = None  # a limit lasts for its lot
    kinds = [event.kind for event in state.events]
    assert kinds.count("round_ended") == 1 and state.round == 2, "round 1, and no more"
    assert tuple(state.money) == FINAL_MONEY, "the lesson's words tell this outcome"


def test_the_lesson_meets_every_auction_type_and_a_double():
    state = tutorial.record(len(SCRIPT)).start()
    for step in SCRIPT:
        if step.move is not None:
            engine.apply_action(state, step.move)
    events = [event.to_json() for event in state.events]
    started = {e["auction"] for e in events if e["event"] == "auction_started"}
    assert started == {"open", "once_around", "sealed", "fixed_price"}
    assert any(e["event"] == "double_offered" for e in events)
    assert any(e["event"] == "joined" and e["seat"] == YOU for e in events)
    bought = {e["buyer"] for e in events if e["event"] == "sold"}
    assert YOU in bought and len(bought) >= 2
    # and an open auction of another's, where a "Bid up to" limit bids for her
    limits = [s for s in SCRIPT if s.action is not None and s.action["do"] == tutorial.LIMIT]
    assert len(limits) == 1 and limits[0].key == "lesson.bid_up_to"


def test_every_step_has_words_in_both_languages_and_a_known_highlight():
    for step in SCRIPT:
        if step.kind == "bot":
            continue
        for lang in LANGUAGES:
            assert step.key in CATALOGUE[lang], (lang, step.key)
        if step.focus is not None:
            assert tutorial.selector(step.focus), step.focus
            if step.focus.startswith("card:"):
                assert engine.Card.parse(step.focus[5:]) in tutorial.SETUP.hands[YOU]
    assert SCRIPT[-1].kind == "end" and SCRIPT[0].kind == "say"


def expected(step: tutorial.Step) -> tuple[str, dict[str, str]]:
    """The page's command for a step's move (as a player clicks it)."""
    action = step.action
    assert action is not None
    do = action["do"]
    if do == "play":
        return "choose", {"card": action["card"]}
    if do == "join":
        return "join", {"card": action["card"]}
    if do in ("bid", "price", tutorial.LIMIT):  # (a limit: "Bid up to", the proxy command)
        return do, {"value": str(action["amount"])}
    return do, {}


def follow(table: Table, until: int | None = None) -> None:
    """Do what each step asks, as a player would, until the lesson's end (or step ``until``)."""
    for _ in range(500):
        lesson = table.c.lesson.current
        assert lesson is not None
        if until is not None and lesson.at >= until:
            return
        step = lesson.step
        if step.kind == "end":
            return
        if step.kind == "say":
            table.do("lesson-next")
        elif step.kind == "you":
            name, args = expected(step)
            table.do(name, **args)
            assert table.c.lesson.current is not None and table.c.lesson.current.error is None, step
        elif step.kind == "summary":
            assert table.c.dialog == "summary"
            table.do("close-summary")
        else:
            assert table.advance()
    raise AssertionError("the lesson did not end")


def test_the_page_walks_the_player_through_the_lesson_and_never_touches_her_save():
    table = Table("?seed=4&players=4&levels=novice&speed=instant")
    saved = table.storage.data[SAVE_KEY]
    table.do("start-tutorial")
    c = table.c
    assert c.lesson.current is not None and c.session.settings.players == 3
    assert c.screen().names == ["You", "Bruno", "Chen"]
    shown = render.regions(c.screen())["auction"]
    assert "Lesson: step 1 of" in shown and 'data-command="lesson-next"' in shown
    assert not c.estimates.on, "the lesson shows the board as it is"
    steps_seen = set()
    for _ in range(500):
        lesson = c.lesson.current
        steps_seen.add(lesson.shown().key)
        if lesson.step.kind == "end":
            break
        follow(table, lesson.at + 1)
    assert steps_seen >= {step.key for step in SCRIPT if step.kind != "bot"}
    assert c.session.state.round == 2 and tuple(c.session.state.money) == FINAL_MONEY
    shown = render.regions(c.screen())["auction"]
    for label in ("Start a real game", "Play the lesson again", "Leave the lesson"):
        assert label in shown
    assert table.storage.data[SAVE_KEY] == saved, "the saved game is left as it was"
    assert c.stats.career["games"] == 0
    table.do("end-tutorial")
    assert c.lesson.current is None and LESSON_KEY not in table.storage.data
    assert c.session is not None and c.session.settings.seed == 4, "back to the saved game"


def test_the_lesson_refuses_anything_but_its_step_and_changes_nothing():
    table = Table()
    table.do("close-dialog")
    table.do("start-tutorial")
    c = table.c
    actions = c.session.actions
    table.do("choose", card="krypto/open")  # before reading on: Next first
    assert c.lesson.current.error == NEXT_FIRST and c.session.actions == actions
    assert "Read this step first" in render.regions(c.screen())["auction"]
    follow(table, next(i for i, s in enumerate(SCRIPT) if s.kind == "you"))
    table.do("choose", card="yoko/fixed_price")  # another card
    assert c.lesson.current.error == NOT_THIS_MOVE and c.session.actions == actions
    table.do("choose", card="karl_gitter/double")  # a double: no partner dialog either
    assert c.lesson.current.error == NOT_THIS_MOVE and c.bidding.chosen_double is None
    table.do("choose", card="krypto/open")
    assert c.lesson.current.error is None and c.session.actions == actions + 1
    once = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.once_around")
    follow(table, once)
    before = c.session.actions
    table.do("bid", value="13")
    assert c.lesson.current.error == NOT_THIS_MOVE and c.session.actions == before
    table.do("proxy", value="12")
    assert c.lesson.current.error == NOT_THIS_MOVE and c.session.actions == before
    table.do("bid", value="12")
    assert c.lesson.current.error is None and c.session.actions == before + 1


def test_a_reload_resumes_the_lesson_at_its_step():
    table = Table()
    table.do("close-dialog")
    table.do("start-tutorial")
    sealed = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.sealed")
    follow(table, sealed)
    assert json.loads(table.storage.data[LESSON_KEY]) == {"at": sealed}
    again = Table(storage=MemoryStorage(dict(table.storage.data)), now=table.now)
    assert again.c.lesson.current is not None and again.c.lesson.current.at == sealed
    assert again.session.state == table.session.state
    follow(again)
    assert again.c.lesson.current.step.kind == "end"
    past = Table(storage=MemoryStorage(dict(again.storage.data)))
    assert past.c.dialog is None, "the round's summary, closed in the lesson, stays closed"


@pytest.mark.parametrize("stored", ["{", '{"at": 999}', '{"at": true}', "[]"])
def test_a_broken_lesson_in_storage_is_ignored(stored):
    table = Table(storage=MemoryStorage({LESSON_KEY: stored}))
    assert table.c.lesson.current is None and table.c.dialog == "setup"


def test_any_other_game_ends_the_lesson_and_the_summary_carries_the_steps_words():
    table = Table()
    table.do("close-dialog")
    table.do("start-tutorial")
    scored = next(i for i, s in enumerate(SCRIPT) if s.kind == "summary")
    follow(table, scored)
    assert table.c.dialog == "summary"
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None and "Chen laid out the fifth Krypto" in shown
    table.do("start")  # a game from the set-up
    assert table.c.lesson.current is None and LESSON_KEY not in table.storage.data
    assert SAVE_KEY in table.storage.data


def test_the_lesson_numbers_its_steps_without_the_bots_moves():
    lesson = Lesson(0)
    number, total = lesson.number()
    assert (number, total) == (1, sum(1 for s in SCRIPT if s.kind != "bot"))
    first_bot = next(i for i, s in enumerate(SCRIPT) if s.kind == "bot")
    lesson = Lesson(first_bot)
    assert lesson.shown() is SCRIPT[first_bot - 1]
    assert lesson.number()[0] == Lesson(first_bot - 1).number()[0]


def test_a_question_shows_only_on_the_players_own_steps():
    """While the lesson talks (Next) or Bruno and Chen move, nothing asks for an answer beside
    its words; on her own step, the question the step is about."""
    table = Table()
    table.do("start-tutorial")
    c = table.c
    seen = {"say": 0, "bot": 0, "you": 0, "by her limit": 0}
    for _ in range(500):
        lesson = c.lesson.current
        if lesson is None or lesson.step.kind in ("end", "summary"):
            break
        kind = lesson.step.kind
        if kind in seen and c.dialog is None:
            shown = str(auction_view.decision(c.screen()))
            if kind == "bot" and c.bidding.shown_orders().limit is not None:
                kind = "by her limit"  # the page bids for her: her limit, and its Cancel
                assert "Bidding for you up to $20." in shown and "Cancel the limit" in shown
            assert (shown == "") == (kind not in ("you", "by her limit")), \
                (lesson.at, kind, shown[:80])
            seen[kind] += 1
        follow(table, lesson.at + 1)
    assert all(seen.values()), seen


def test_a_limit_in_the_lesson_bids_for_her_at_once_and_stops_above_it():
    """"Bid up to" as the lesson teaches it: only the step's own limit is taken; the page's first
    raise comes at once, as in a real game; later raises follow Chen's bids; Chen's bid above it
    stops the page and hands the lot back to her, saying so."""
    table = Table()
    table.do("start-tutorial")
    c = table.c
    at = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.bid_up_to")
    follow(table, at)
    actions = c.session.actions
    table.do("bid", value="20")  # a plain bid: not what the step asks
    assert c.lesson.current.error == NOT_THIS_MOVE and c.session.actions == actions
    table.do("proxy", value="25")  # another limit
    assert c.lesson.current.error == NOT_THIS_MOVE and c.session.actions == actions
    assert c.bidding.shown_orders().limit is None
    table.do("proxy", value="20")
    assert c.lesson.current.error is None and c.session.actions == actions + 1
    lot = c.session.view()["auction"]
    assert (lot["high_bidder"], lot["high_bid"]) == (YOU, 6), "her first raise, at once"
    assert c.bidding.shown_orders().limit == 20
    table.do("cancel-proxy")  # the script's raises for her stand
    assert c.lesson.current.error == NOT_THIS_MOVE and c.bidding.shown_orders().limit == 20
    passed = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.limit_passed")
    follow(table, passed)
    lot = c.session.view()["auction"]
    assert (lot["high_bidder"], lot["high_bid"]) == (2, 21)
    bids = [e.to_json() for e in c.session.state.events if e.kind == "bid"][-5:]
    assert [(b["seat"], b["amount"]) for b in bids] == [(2, 5), (YOU, 6), (2, 12), (YOU, 13),
                                                       (2, 21)]
    orders = c.bidding.shown_orders()
    assert orders.limit is None and orders.limit_reached == 20
    shown = str(auction_view.decision(c.screen()))
    assert "Outbid above your limit of $20: your call." in shown


def test_a_reload_while_the_page_bids_for_her_shows_her_limit_again():
    table = Table()
    table.do("start-tutorial")
    at = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.bid_up_to")
    follow(table, at + 3)  # her limit set, her first raise made, Chen's answer played
    assert table.c.lesson.current.step.kind == "bot"
    again = Table(storage=MemoryStorage(dict(table.storage.data)), now=table.now)
    assert again.c.lesson.current.at == at + 3
    assert again.c.bidding.shown_orders().limit == 20
    assert "Bidding for you up to $20." in str(auction_view.decision(again.c.screen()))
    follow(again)
    assert again.c.lesson.current.step.kind == "end"
    assert tuple(again.session.state.money) == FINAL_MONEY


def test_a_reload_once_chen_passed_her_limit_asks_her_and_says_why():
    table = Table()
    table.do("start-tutorial")
    at = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.limit_passed")
    follow(table, at)
    again = Table(storage=MemoryStorage(dict(table.storage.data)), now=table.now)
    orders = again.c.bidding.shown_orders()
    assert orders.limit is None and orders.limit_reached == 20
    assert "Outbid above your limit of $20: your call." in str(
        auction_view.decision(again.c.screen()))


def test_while_the_page_bids_by_her_limit_the_lesson_says_so():
    table = Table()
    table.do("start-tutorial")
    at = next(i for i, s in enumerate(SCRIPT) if s.key == "lesson.bid_up_to")
    follow(table, at + 2)  # her limit set and her first raise made: Chen to answer
    coach = str(auction_view.coach(table.c.screen()))
    assert "The page bids for you, up to your limit; Chen answers…" in coach
    assert "Bruno and Chen are making their moves" not in coach
    table.do("proxy", value="x")  # one word only: the lesson's
    assert table.c.lesson.current.error == NOT_THIS_MOVE and table.c.bidding.error is None
