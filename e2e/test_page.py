"""The page in a real browser: loading screen, readiness, the table, the deal, the controls."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect

import engine
from e2e.support import Watch, load, open_context, seats, wait_ready

pytestmark = pytest.mark.e2e

ARTIST_NAMES = ["Lite Metal", "Yoko", "Christin P.", "Karl Gitter", "Krypto"]


@pytest.fixture(scope="module")
def table(browser: Browser, site: str) -> Iterator[Page]:
    """One page showing the seed-1 four-player game, shared by the read-only tests below."""
    context, _ = open_context(browser)
    page = context.new_page()
    load(page, f"{site}?seed=1&players=4&human=1")
    yield page
    context.close()


def cpython_observation(players: int, seed: int, seat: int) -> dict:
    state = engine.new_game(players=players, seed=seed)
    return json.loads(json.dumps(engine.observe(state, seat)))


def test_loading_screen_comes_first(fresh: tuple[BrowserContext, Watch], site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    page.goto(site, wait_until="domcontentloaded")
    loading = page.locator("#loading")  # under the set-up form, which a first visit opens
    expect(loading).to_contain_text("Modern Art")
    expect(loading.get_by_role("progressbar", name="Loading progress")).to_be_attached()
    assert page.evaluate("document.documentElement.dataset.ready") is None
    wait_ready(page)
    expect(loading).to_be_hidden()
    expect(page.get_by_role("button", name="New game")).to_be_visible()


def test_table_shows_the_new_game(table: Page) -> None:
    page = table
    expect(page.get_by_role("heading", name="Modern Art")).to_be_visible()
    expect(page.get_by_role("button", name="New game")).to_be_enabled()
    expect(page.get_by_role("combobox", name="Language")).to_have_value("en")

    expect(seats(page).get_by_role("heading")).to_have_text(
        [re.compile(f"^{name}") for name in ("Ada", "You", "Chen", "Dora")])

    board = page.get_by_role("table", name="Value board")
    expect(board.get_by_role("rowheader")).to_have_text(ARTIST_NAMES)
    expect(board.get_by_role("cell", name="0 laid out this round")).to_have_count(5)

    expected = cpython_observation(4, 1, 1)
    hand = page.get_by_role("list", name=re.compile("Your hand")).get_by_role("button")
    expect(hand).to_have_count(len(expected["hand"]))
    shown = hand.evaluate_all("buttons => buttons.map(button => button.dataset.card)")
    assert sorted(shown) == sorted(expected["hand"])
    expect(page.get_by_role("region", name="Game status")).to_contain_text("Round 1 of 4")
    expect(page.get_by_text("Your turn: choose a painting")).to_be_visible()


@pytest.mark.parametrize(("players", "seat"), [(3, 0), (5, 4)])
def test_browser_deals_seed_1_as_cpython(browser: Browser, site: str, players: int,
                                         seat: int) -> None:
    """The page deals the hand CPython deals (the 4-player deal is checked above); only the
    player's own hand is on the page, so each deal is loaded from the human's seat."""
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{site}?seed=1&players={players}&human={seat}")
        expected = cpython_observation(players, 1, seat)
        hand = page.get_by_role("list", name=re.compile("Your hand")).get_by_role("button")
        expect(hand).to_have_count(len(expected["hand"]))
        shown = hand.evaluate_all("buttons => buttons.map(button => button.dataset.card)")
        assert sorted(shown) == sorted(expected["hand"])
    finally:
        context.close()


def test_controls_start_games_and_switch_language(
    fresh: tuple[BrowserContext, Watch], site: str
) -> None:
    context, _ = fresh
    page = context.new_page()
    load(page, site)
    dialog = page.get_by_role("dialog", name="Welcome to Modern Art")
    expect(dialog).to_be_visible()  # no saved game: the welcome comes first
    dialog.get_by_role("button", name="More options").click()
    dialog.get_by_role("radio", name="5").check()
    expect(dialog.get_by_role("combobox")).to_have_count(1 + 4 + 1)  # seat, 4 bots, speed
    dialog.get_by_role("textbox", name="Seed").fill("12")
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    hand = page.get_by_role("list", name=re.compile("Your hand")).get_by_role("listitem")
    expect(hand).to_have_count(8)
    expect(seats(page)).to_have_count(5)

    page.get_by_role("combobox", name="Language").select_option("zh")
    expect(page.get_by_role("heading", name="现代艺术")).to_be_visible()
    expect(page.get_by_role("button", name="新游戏")).to_be_visible()
    expect(page.get_by_role("combobox", name="语言")).to_have_value("zh")
    assert page.evaluate("document.documentElement.lang") == "zh-CN"


def failed_start(context: BrowserContext, site: str, *, lang: str | None = None,
                 title: str = "The game could not start") -> tuple[Page, Locator]:
    """A first visit whose start fails (the context's routes see to it): the page, and the
    error panel, once it shows."""
    page = context.new_page()
    page.goto(site if lang is None else f"{site}?lang={lang}")
    alert = page.get_by_role("alert").filter(has_text=title)
    expect(alert).to_be_visible(timeout=60_000)
    return page, alert


def test_failed_start_shows_an_error(fresh: tuple[BrowserContext, Watch], site: str) -> None:
    context, watch = fresh
    watch.console_errors_expected = True  # the failure itself is reported on the console
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page, alert = failed_start(context, site)
    expect(alert).to_contain_text("The game could not start")
    expect(alert.get_by_role("button", name="Reload")).to_be_visible()
    expect(page.get_by_role("status")).to_be_hidden()
    watch.take()  # the aborted request is the point of this test


def test_a_failed_start_is_told_in_the_page_language(fresh: tuple[BrowserContext, Watch],
                                                     site: str) -> None:
    """The loading screen's words (index.html's page data) follow the language chosen before
    Python is up: here the address's."""
    context, watch = fresh
    watch.console_errors_expected = True
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page, alert = failed_start(context, site, lang="zh", title="游戏无法启动")
    expect(alert).to_contain_text("请检查网络连接后重新加载页面。")
    expect(alert.get_by_role("button", name="重新加载")).to_be_visible()
    assert page.title() == "现代艺术"
    watch.take()


def test_pyscript_that_does_not_load_is_told_with_its_address(
        fresh: tuple[BrowserContext, Watch], site: str) -> None:
    """assets/start.mjs imports PyScript itself: when that fails, the panel says which file,
    and (a download that failed) to check the connection."""
    context, watch = fresh
    watch.console_errors_expected = True  # the failed module is reported on the console
    context.route("**/pyscript/core.js", lambda route: route.abort())
    _, alert = failed_start(context, site)
    expect(alert).to_contain_text("Check your connection and reload the page.")
    expect(alert).to_contain_text("vendor/pyscript/core.js")
    watch.take()  # the aborted request is the point of this test


def test_an_error_while_setting_up_is_told_as_such(fresh: tuple[BrowserContext, Watch],
                                                   site: str) -> None:
    """Not every failure is the connection's: an error thrown while the page sets PyScript up
    (here, a page without the game's script to give it) says the start went wrong, and what."""
    context, watch = fresh
    watch.console_errors_expected = True

    def without_the_game(route: Route) -> None:
        page = route.fetch().text().replace('id="python-main"', 'id="elsewhere"')
        route.fulfill(body=page, content_type="text/html")

    context.route(site, without_the_game)
    _, alert = failed_start(context, site)
    expect(alert).to_contain_text("Something went wrong while starting.")
    expect(alert).to_contain_text("TypeError")
    watch.take()
