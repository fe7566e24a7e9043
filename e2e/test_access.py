"""The page as an accessibility checker (axe-core, a pinned development package) finds it: no
violation on the welcome, the table mid-auction, or any dialog, on a desktop and on a phone.

The checker is added to the page by the test (the page's Content-Security-Policy is bypassed for
that alone); it reads the page as drawn and changes nothing."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.human import Human
from e2e.support import load, open_context
from e2e.tables import in_round, open_lot_with_a_bid, save_before, storage_script

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
QUERY = "?seed=11&players=4&levels=novice,expert,novice&speed=slow"
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 375, "height": 667}}

# Every violation of the rules axe-core checks by default (WCAG 2.0-2.2 A and AA, best
# practices), as "rule (impact): where".
VIOLATIONS = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map(v => `${v.id} (${v.impact}): ` +
    v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(" | "));
}"""


def violations(page: Page) -> list[str]:
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    page.wait_for_timeout(150)  # (a dialog's or a motion's first frames)
    found: list[str] = page.evaluate(VIOLATIONS)
    return found


@pytest.fixture(params=list(SIZES))
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    phone = request.param == "phone"
    extra = {"is_mobile": True, "has_touch": True} if phone else {}
    context, _ = open_context(browser, viewport=SIZES[request.param], bypass_csp=True,
                              reduced_motion="reduce", **extra)
    yield context
    context.close()


def check(page: Page, what: str, problems: dict[str, list[str]]) -> None:
    found = violations(page)
    if found:
        problems[what] = found


def test_the_welcome_and_the_set_up(context: BrowserContext, site: str) -> None:
    page = context.new_page()
    load(page, site)
    problems: dict[str, list[str]] = {}
    welcome = page.get_by_role("dialog", name="Welcome to Modern Art")
    check(page, "welcome", problems)
    welcome.get_by_role("button", name="More options").click()
    expect(welcome.get_by_role("radio", name="4")).to_be_visible()
    check(page, "welcome, more options", problems)
    welcome.get_by_role("button", name="Close").click()
    check(page, "no game", problems)
    assert not problems, problems


def open_menu(page: Page) -> None:
    """A phone's menu is folded behind one button."""
    toggle = page.get_by_role("button", name="Menu")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") == "false":
        toggle.click()


def test_the_table_and_every_dialog_it_opens(context: BrowserContext, site: str) -> None:
    context.add_init_script(storage_script(save_before(QUERY, open_lot_with_a_bid)))
    page = context.new_page()
    load(page, site + QUERY)
    problems: dict[str, list[str]] = {}
    check(page, "table", problems)

    def dialog(what: str, open_it: Callable[[], None], close: str = "Close") -> None:
        open_it()
        shown = page.get_by_role("dialog")
        expect(shown).to_be_visible()
        check(page, what, problems)
        shown.get_by_role("button", name=close, exact=True).last.click()
        expect(shown).to_have_count(0)

    def menu(name: str) -> Callable[[], None]:
        def press() -> None:
            open_menu(page)
            if name in ("Review", "Play this deal again"):
                page.get_by_role("button", name="This game").click()
                if name == "Review":
                    check(page, "this game's list", problems)
            page.get_by_role("button", name=name, exact=True).click()
        return press

    dialog("rules", menu("Rules"))
    dialog("statistics", menu("Statistics"))
    dialog("new game", menu("New game"))
    dialog("review", menu("Review"))
    dialog("the question before leaving", menu("Play this deal again"), close="Cancel")
    dialog("keys", lambda: page.keyboard.press("?"))
    dialog("a game of bots to watch", menu("Watch the bots"))
    menu("Watch the bots")()  # and the table it deals: every hand, the controls, paused
    page.get_by_role("dialog").get_by_role("button", name="Start watching").click()
    expect(page.get_by_role("list", name="Every hand")).to_be_visible()
    page.get_by_role("group", name="The game of bots").get_by_role("button", name="Pause").click()
    check(page, "a game of bots", problems)
    assert not problems, problems


def test_the_last_rounds_summary_and_the_end_of_the_game(browser: Browser, site: str) -> None:
    """The round's summary and the game's end (a desktop: the same dialogs as above)."""
    query = "?seed=5&players=3&levels=novice,novice&speed=instant"
    context, _ = open_context(browser, viewport=SIZES["desktop"], bypass_csp=True,
                              reduced_motion="reduce")
    try:
        context.add_init_script(storage_script(save_before(query, in_round(4, "open"))))
        page = context.new_page()
        load(page, site + query)
        player = Human(page, continue_summaries=False)
        problems: dict[str, list[str]] = {}
        deadline = time.monotonic() + 120
        while player.dialog_kind() != "summary" and time.monotonic() < deadline:
            if player.step() is None:
                page.wait_for_timeout(40)
        assert player.dialog_kind() == "summary"
        check(page, "the round's summary", problems)
        player.continue_summaries = True
        player.play_to_the_end(limit_seconds=120)
        expect(page.get_by_role("dialog", name="Game over")).to_be_visible()
        check(page, "game over", problems)
        assert not problems, problems
    finally:
        context.close()


def test_the_welcome_and_the_table_in_chinese(browser: Browser, site: str) -> None:
    context, _ = open_context(browser, viewport=SIZES["phone"], bypass_csp=True,
                              reduced_motion="reduce", is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        load(page, site + "?lang=zh")
        problems: dict[str, list[str]] = {}
        expect(page.get_by_role("dialog", name="欢迎来到《现代艺术》")).to_be_visible()
        check(page, "welcome", problems)
        context.add_init_script(storage_script(save_before(QUERY, open_lot_with_a_bid)))
        table = context.new_page()
        load(table, site + QUERY + "&lang=zh")
        check(table, "table", problems)
        assert not problems, problems
    finally:
        context.close()


def test_the_hand_over_and_a_link_to_another_game(browser: Browser, site: str) -> None:
    """Pass and play's screen between two people, and the question a link to another game
    asks over a game in progress."""
    context, _ = open_context(browser, viewport=SIZES["desktop"], bypass_csp=True,
                              reduced_motion="reduce")
    try:
        query = "?seed=4&players=3&levels=novice,novice&speed=slow"
        context.add_init_script(storage_script(save_before(QUERY, open_lot_with_a_bid)))
        page = context.new_page()
        load(page, site + query)
        problems: dict[str, list[str]] = {}
        question = page.get_by_role("dialog", name="A new game from a link")
        expect(question).to_be_visible()
        check(page, "a link to another game", problems)
        question.get_by_role("button", name="Start the new game").click()
        page.get_by_role("button", name="Pass and play").click()  # a second person at the table
        page.get_by_role("dialog", name="New game").get_by_role("button", name="Start").click()
        handoff = page.get_by_role("dialog", name=re.compile("^Pass the device to "))
        expect(handoff).to_be_visible()
        check(page, "the hand-over", problems)
        assert not problems, problems
    finally:
        context.close()
