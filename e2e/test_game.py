"""Whole games through the page against bots, and everything a player relies on around them:
reloads that resume, corrupt saves, export and import, illegal entries, Chinese, a phone, the
keyboard. How long the page's tasks take while bots think is ``scripts/bench_page.py``'s to
measure."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, Page, expect

import engine
from e2e.human import SAVE_KEY, Human, coverage, expect_no_horizontal_scroll
from e2e.support import asked, load, open_context, settle, wait_ready

pytestmark = pytest.mark.e2e

REQUIRED = {f"{role}:{kind}" for role in ("auctioneer", "bidder")
            for kind in ("open", "once_around", "sealed", "fixed_price")}
REQUIRED |= {"double:with", "double:offered", "double:joined"}


@dataclass
class Played:
    players: int
    record: dict
    covered: set[str]
    decisions: int


def play_game(browser: Browser, site: str, players: int, human: int, levels: str, seed: int,
              phone: bool = False) -> Played:
    phone_options = {"viewport": {"width": 375, "height": 667}, "is_mobile": True,
                     "has_touch": True}
    context, _ = open_context(browser, **(phone_options if phone else {}))
    try:
        page = context.new_page()
        load(page, f"{site}?seed={seed}&players={players}&human={human}&levels={levels}"
                   f"&speed=instant")
        player = Human(page)
        player.play_to_the_end(check=(lambda: expect_no_horizontal_scroll(page)) if phone
                               else None)
        assert player.summaries[-1:] == ["Round 4 scored"], player.summaries
        dialog = page.get_by_role("dialog", name="Game over")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_role("img", name="Money after each round")).to_be_visible()
        dialog.get_by_text("The figures as a table").click()
        expect(dialog.get_by_role("table", name="Money after each round (table)")
               .get_by_role("row")).to_have_count(1 + players)
        expect(dialog.get_by_role("table", name="Final money").get_by_role("row")).to_have_count(
            1 + players)
        expect(dialog.get_by_role("button", name="Play again")).to_be_visible()
        # Closed, the results are one click away where the decision stood.
        dialog.get_by_role("button", name="Close").click()
        expect(dialog).to_be_hidden()
        after = page.get_by_role("region", name="Game over")
        expect(after).to_contain_text(re.compile(r"You win|You share the win|Winner"))
        after.get_by_role("button", name="Results").click()
        expect(dialog).to_be_visible()
        record = player.saved_record()
        return Played(players, record, coverage(record, human), player.decisions)
    finally:
        context.close()


@pytest.fixture(scope="module")
def games(browser: Browser, site: str) -> list[Played]:
    return [
        play_game(browser, site, 3, 0, "novice,expert", 21, phone=True),
        play_game(browser, site, 4, 2, "novice,random,expert", 4),
        play_game(browser, site, 5, 1, "novice", 8),
    ]


@pytest.mark.parametrize("index", [0, 1, 2])
def test_a_whole_game_reaches_the_end_screen(games: list[Played], index: int) -> None:
    game = games[index]
    state = engine.replay(engine.GameRecord.from_json(game.record))
    assert state.over and state.players == game.players
    assert game.decisions > 10


def test_the_human_ran_and_bid_in_every_auction_and_doubles_went_both_ways(
        games: list[Played]) -> None:
    covered = set().union(*(game.covered for game in games))
    assert covered >= REQUIRED, f"never happened: {sorted(REQUIRED - covered)}"


# -- reloads, saves, files --

@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context, _ = open_context(browser)
    yield context.new_page()
    context.close()


def saved(page: Page) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))


def play_until(page: Page, predicate, seconds: float = 120) -> None:
    """The simple human plays until ``predicate()`` holds (checked before each decision); it
    leaves a round summary open, for the tests that wait for one."""
    human = Human(page, continue_summaries=False)
    deadline = page.evaluate("performance.now()") + seconds * 1000
    while page.evaluate("performance.now()") < deadline:
        if predicate():
            return
        if human.dialog_kind() == "summary":  # open now: not the one wanted, or predicate() says
            if predicate():
                return
            page.get_by_role("dialog").get_by_role(
                "button", name=re.compile("^(Continue|See the final result)$")).click()
            settle(page)
        elif human.step() is None:
            page.wait_for_timeout(30)
    raise AssertionError("the situation never came up")


def human_asked(page: Page, button: str, lot: str | None = None) -> bool:
    decision = page.get_by_role("group", name="Your decision", exact=True)
    if not decision.get_by_role("button", name=button, exact=True).count():
        return False
    return lot is None or Human(page).lot_type() == lot


@pytest.mark.parametrize(("button", "lot"), [("Bid", "open"), ("Place sealed bid", "sealed")])
def test_a_reload_in_the_middle_of_an_auction_resumes_it(page: Page, site: str, button: str,
                                                         lot: str) -> None:
    load(page, f"{site}?seed=5&players=4&levels=novice&speed=fast")
    play_until(page, lambda: human_asked(page, button, lot))
    before = saved(page)
    page.reload()
    wait_ready(page)
    after = saved(page)
    assert after["actions"][: len(before["actions"])] == before["actions"]
    expect(page.get_by_role("group", name="Your decision", exact=True).get_by_role(
        "button", name=button, exact=True)).to_be_visible()
    assert Human(page).lot_type() == lot


def test_a_reload_during_a_round_summary_shows_it_again(page: Page, site: str) -> None:
    load(page, f"{site}?seed=6&players=3&levels=novice&speed=instant")
    summary = page.get_by_role("dialog", name="Round 1 scored")
    play_until(page, summary.is_visible, seconds=180)
    actions = len(saved(page)["actions"])
    page.reload()
    wait_ready(page)
    expect(summary).to_be_visible()
    assert len(saved(page)["actions"]) == actions
    summary.get_by_role("button", name="Continue").click()
    expect(summary).to_be_hidden()
    expect(page.get_by_role("region", name="Game status")).to_contain_text("Round 2 of 4")


def test_a_corrupt_save_is_set_aside_with_a_notice(page: Page, site: str) -> None:
    load(page, site)
    corrupt = json.dumps({"format": "modern-art/1", "players": 4, "seed": 3,
                          "actions": [{"seat": 9, "do": "pass"}]})
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, corrupt])
    page.reload()
    wait_ready(page)
    notice = page.get_by_role("alert").filter(has_text="could not be resumed")
    expect(notice).to_contain_text("there is no seat 9")
    assert page.evaluate("Object.keys(localStorage).some(k => k.startsWith('modern-art/corrupt'))")
    expect(page.get_by_role("dialog")).to_have_count(0)  # a fresh game is dealt, no set-up
    hand = page.get_by_role("list", name=re.compile("Your hand"))
    expect(hand.get_by_role("listitem")).to_have_count(9)


def test_export_then_import_gives_the_same_game(browser: Browser, site: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{site}?seed=9&players=4&levels=novice&speed=instant")
        decision = page.get_by_role("group", name="Your decision", exact=True)
        # Mid-game, her turn, no round summary in the way of the menu.
        play_until(page, lambda: len(saved(page)["actions"]) > 30 and
                   Human(page).dialog_kind() is None and decision.is_visible())
        page.get_by_role("button", name="This game").click()
        page.get_by_role("button", name="Export game").click()
        question = asked(page)  # it holds the deal: asked first, in the page
        expect(question).to_contain_text("holds its deal")
        with page.expect_download() as download:
            question.get_by_role("button", name="Export anyway").click()
        assert re.fullmatch(r"modern-art-\d{4}-\d\d-\d\d-4-players-seed-9\.json",
                            download.value.suggested_filename)
        exported = json.loads(download.value.path().read_text(encoding="utf-8"))
        assert exported["format"] == "modern-art/1" and exported["seed"] == 9
        other = browser.new_context(locale="en-GB")
        try:
            fresh = other.new_page()
            load(fresh, site)
            fresh.get_by_role("dialog", name="Welcome to Modern Art").get_by_role(
                "button", name="Close").click()
            fresh.get_by_label("Import game").set_input_files(download.value.path())
            expect(fresh.get_by_role("alert").filter(has_text="Game imported")).to_be_visible()
            assert saved(fresh)["actions"] == exported["actions"]
            bad = {"name": "bad.json", "mimeType": "application/json",
                   "buffer": b'{"format": "modern-art/1", "players": 4, "seed": 1, '
                             b'"actions": [{"seat": 0, "do": "bid", "amount": "10"}]}'}
            fresh.get_by_label("Import game").set_input_files(files=[bad])
            refused = fresh.get_by_role("alert").filter(has_text="cannot be imported")
            expect(refused).to_contain_text("whole number")
            assert saved(fresh)["actions"] == exported["actions"], "a bad file changes nothing"
        finally:
            other.close()
    finally:
        context.close()


def test_an_illegal_bid_shows_the_reason_and_changes_nothing(page: Page, site: str) -> None:
    load(page, f"{site}?seed=5&players=4&levels=novice&speed=slow")
    play_until(page, lambda: human_asked(page, "Bid"))
    decision = page.get_by_role("group", name="Your decision", exact=True)
    human = saved(page)["app"]["levels"].index("human")

    def mine() -> list[dict]:  # the bots may go on bidding meanwhile: only hers must not change
        return [action for action in saved(page)["actions"] if action["seat"] == human]

    before = mine()
    field = decision.get_by_role("spinbutton")
    field.fill(str(int(field.get_attribute("max")) + 1))
    decision.get_by_role("button", name="Bid", exact=True).click()
    expect(decision.get_by_role("alert")).to_contain_text("You have only $")
    assert mine() == before


def test_the_online_countdown_passes_for_a_silent_player(page: Page, site: str) -> None:
    load(page, f"{site}?seed=5&players=4&levels=novice&speed=instant&variant=online")
    play_until(page, lambda: human_asked(page, "Bid", "open"))
    countdown = page.locator("#status .countdown")
    expect(countdown).to_have_text(re.compile("Going once|Going twice"), timeout=10_000)
    expect(page.get_by_role("region", name="Log")).to_contain_text("You pass: out of this lot.",
                                                                   timeout=10_000)


def test_a_game_in_chinese(page: Page, site: str) -> None:
    load(page, f"{site}?seed=2&players=4&human=1&levels=novice&speed=fast&lang=zh")
    expect(page.get_by_role("heading", name="现代艺术")).to_be_visible()
    expect(page.get_by_text("轮到你：从手牌中选一幅画拿出来拍卖。")).to_be_visible()
    hand = page.get_by_role("list", name=re.compile("你的手牌"))
    hand.get_by_role("button", name=re.compile("^卖出")).first.click()
    block = page.get_by_role("group", name="拿出拍卖？")  # on the block first
    expect(block).to_contain_text("已放上拍卖台")
    block.get_by_role("button", name="拿出拍卖").click()
    log = page.get_by_role("region", name="记录")
    expect(log).to_contain_text("拍卖")
    expect(page.get_by_role("table", name="价值板")).to_contain_text("克里普托")


def test_a_turn_by_keyboard_alone(page: Page, site: str) -> None:
    load(page, f"{site}?seed=1&players=4&human=1&levels=novice&speed=slow")
    first = page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
        "button", name=re.compile("^Sell ")).first
    expect(first).to_be_focused()  # it is her turn: the focus waits on her hand
    card = first.get_attribute("data-card")
    for _ in range(30):  # Tab round to the card and back, to show it is reachable
        if page.evaluate("document.activeElement?.dataset?.card") == card:
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    # On the block (or a double's partner asked): the focus moves on to the question.
    question = page.get_by_role("group", name=re.compile("^(Put it up\\?|Double)$"))
    expect(question.get_by_role("button").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("region", name="Log")).to_contain_text("You: ")
    assert any(action["seat"] == 1 and action["do"] == "play"
               for action in saved(page)["actions"])


def test_watch_a_replay_then_resume(page: Page, site: str) -> None:
    load(page, f"{site}?seed=9&players=4&levels=novice&speed=fast")
    play_until(page, lambda: len(saved(page)["actions"]) > 12)
    page.get_by_role("button", name="This game").click()
    page.get_by_role("button", name="Watch replay").click()
    replay = page.get_by_role("group", name="Replay")
    position = replay.get_by_text(re.compile(r"Replay: action \d+ of \d+"))
    expect(position).to_contain_text("action 0 of")
    total = int(re.search(r"of (\d+)", position.inner_text()).group(1))
    expect(page.get_by_role("region", name="Log").get_by_role("listitem")).to_have_count(1)
    replay.get_by_role("button", name="Forward one action").click()
    expect(position).to_contain_text("action 1 of")
    expect(page.get_by_role("region", name="Log")).to_contain_text("up for auction")
    assert not page.get_by_role("group", name="Your decision", exact=True).count()
    page.keyboard.press("ArrowRight")  # the arrow keys step too
    expect(position).to_contain_text("action 2 of")
    page.keyboard.press("ArrowLeft")
    expect(position).to_contain_text("action 1 of")
    replay.get_by_role("button", name="To the end").click()
    expect(position).to_contain_text(f"action {total} of {total}")
    assert len(saved(page)["actions"]) == total, "watching does not play on"
    replay.get_by_role("button", name="Resume play").click()
    expect(replay).to_be_hidden()
    play_until(page, lambda: len(saved(page)["actions"]) > total)
