"""The game in Firefox and in WebKit (Safari's engine), each driven by its own automation
(``e2e/engines.py``): the set-up form before Python, a whole game played by role and name, a
reload in the middle of an auction, an offline reload, the Chinese table on a phone, and the
page's deferred work, all with the console watched: any error or warning of the page's own
making fails the test. (Chromium has the rest of the browser tests, through Playwright.)
"""

from __future__ import annotations

import json
import time
import urllib.parse
from collections.abc import Iterator
from typing import Any

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select

from e2e import engines
from e2e.engine_player import Player, exact
from e2e.site import Site
from e2e.support import QUIET_TIMINGS, check_quiet_timings

pytestmark = pytest.mark.e2e

READY_S = 90
APP_ZIP = "/assets/vendor/startup/app.zip"


@pytest.fixture(scope="module")
def engine_site() -> Iterator[Site]:
    site = Site()
    yield site
    site.stop()


@pytest.fixture(scope="session")
def display() -> Iterator[str | None]:
    """A virtual screen for WebKit's windows, once a session (None without Xvfb)."""
    if engines.missing("webkit"):
        yield None
        return
    screen = engines.VirtualScreen()
    yield screen.display
    screen.stop()


@pytest.fixture(params=engines.ENGINES)
def engine(request: pytest.FixtureRequest, engine_site: Site, display: str | None
            ) -> Iterator[engines.Browser]:
    """A fresh browser of each engine (empty storage, no service worker), whose console must
    stay free of errors and warnings."""
    lacking = engines.missing(request.param)
    if lacking:
        pytest.skip(lacking)
    with engines.opened(request.param, engine_site.origin, display) as opened:
        opened.driver.set_script_timeout(60)
        yield opened
        problems = opened.problems()
        assert not problems, "\n".join(problems)


# -- looking at the page ------------------------------------------------------------------------
def until(driver: Any, script: str, *args: object, timeout_s: float = 30,
          what: str = "") -> Any:
    """Wait until ``script`` (a function body, ``return`` ...) gives something true."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = driver.execute_script(script, *args)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout_s:g} s: {what or script}")
        time.sleep(0.05)


def wait_ready(driver: Any) -> None:
    """Python's readiness marker, or the error panel's words as the failure."""
    state = until(driver, """
        if (document.documentElement.dataset.ready === "true") return "ready";
        const failed = document.getElementById("load-error");
        return failed && !failed.hidden ? failed.innerText : null;""",
                  timeout_s=READY_S, what="the page is ready")
    assert state == "ready", f"the page did not start; it shows:\n{state}"


def load(engine: engines.Browser, url: str) -> None:
    engine.driver.get(url)
    wait_ready(engine.driver)


def reload(driver: Any) -> None:
    """Reload as a person does (a soft reload, which the service worker answers) and wait until
    the new page is ready."""
    before = driver.execute_script("return performance.timeOrigin")
    driver.execute_script("location.reload()")
    deadline = time.monotonic() + READY_S
    while True:
        try:
            if driver.execute_script("return performance.timeOrigin") != before:
                break
        except WebDriverException:
            pass  # (between the two pages)
        assert time.monotonic() < deadline, "the page did not reload"
        time.sleep(0.05)
    wait_ready(driver)


def settled(driver: Any) -> None:
    until(driver, "return document.getElementById('app')?.getAttribute('aria-busy') !== 'true'",
          what="the table shows the last input's answer")


def offline_copy_installed(driver: Any) -> bool:
    return bool(driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.getRegistration()
          .then((registration) => done(registration?.active?.state === "activated"))
          .catch(() => done(false));"""))


def game_url(site: Site, seed: int, **more: str) -> str:
    query = "&".join(f"{key}={value}" for key, value in
                     {"seed": seed, "players": 3, "levels": "novice", **more}.items())
    return f"{site.url}?{query}"


# -- the tests ----------------------------------------------------------------------------------
def test_the_console_watch_hears_what_the_page_does_wrong(engine: engines.Browser,
                                                         engine_site: Site) -> None:
    """The watch every test here relies on: a console error and warning, an uncaught error and
    a refusal by the page's Content-Security-Policy all reach it."""
    driver = engine.driver
    driver.get(f"{engine_site.url}{Site.BLANK}")
    driver.execute_script("""
        console.error("said in error");
        console.warn("said in warning");
        setTimeout(() => { throw new Error("thrown and not caught"); });
        document.body.setAttribute("style", "color: red");""")
    wanted = ("said in error", "said in warning", "thrown and not caught", "style")
    heard: list[str] = []
    deadline = time.monotonic() + 10
    while not all(any(said in line for line in heard) for said in wanted):
        assert time.monotonic() < deadline, f"not all of {wanted} heard in:\n" + "\n".join(heard)
        heard += engine.problems()
        time.sleep(0.1)
    time.sleep(0.5)
    assert not engine.problems()  # (each is heard once)


def test_the_set_up_form_works_before_python(engine: engines.Browser, engine_site: Site
                                             ) -> None:
    driver = engine.driver
    player = Player(driver)
    with engine_site.holding(APP_ZIP):  # Python cannot start until the block ends
        driver.get(engine_site.url)
        dialog = until(driver, "return document.querySelector('dialog#setup-early[open]')",
                       what="the early set-up form")
        player.confirm(dialog, "dialog", exact("Welcome to Modern Art"))
        assert driver.execute_script("return document.documentElement.dataset.ready") is None
        focused = driver.execute_script("return document.activeElement")
        assert focused.get_attribute("data-command") == "start-tutorial"  # the lesson first
        more = player.find("button", exact("More options"), dialog)
        assert more is not None
        more.click()
        focused = driver.execute_script("return document.activeElement")
        assert focused.get_attribute("id") == "setup-players-4"  # the form's first control
        three = driver.find_element(By.ID, "setup-players-3")
        assert three.accessible_name == "3"
        three.click()
        seat = player.find("combobox", "^Your seat", dialog)
        assert seat is not None
        Select(seat).select_by_visible_text("Seat 2")
        start = player.find("button", exact("Start"), dialog)
        assert start is not None
        start.click()
        until(driver, "return document.querySelector('#setup-early [data-command=start]')"
                      "?.textContent === 'Starting…'", what="Start waits for Python")
    wait_ready(driver)
    settled(driver)
    players = player.find("region", exact("Players"))
    assert players is not None
    assert len(players.find_elements(By.CSS_SELECTOR, "li")) == 3
    assert driver.execute_script("return document.querySelector('dialog[open]')") is None
    assert player.find("list", "^Your hand") is not None


def test_a_whole_game_to_the_end(engine: engines.Browser, engine_site: Site) -> None:
    driver = engine.driver
    load(engine, game_url(engine_site, 21, speed="instant"))
    width = driver.execute_script("return [innerWidth, document.documentElement.scrollWidth, "
                                  "document.documentElement.clientWidth]")
    assert width[0] == engines.WINDOW[0] and width[1] <= width[2], width  # no sideways scroll
    player = Player(driver)
    player.play_to_the_end(limit_s=400)
    dialog = player.find("dialog", exact("Game over"))
    assert dialog is not None
    assert "Final money" in dialog.text
    assert {"sell", "summary"} <= set(player.done), player.done
    assert {"price", "sealed", "bid"} & set(player.done), player.done


def test_a_reload_in_the_middle_of_an_auction_resumes_it(engine: engines.Browser,
                                                         engine_site: Site) -> None:
    driver = engine.driver
    load(engine, game_url(engine_site, 5, speed="slow"))
    player = Player(driver)
    saved = "return localStorage.getItem('modern-art/save')"
    deadline = time.monotonic() + 60
    while "put up" not in player.done:  # until her card is up for auction
        assert time.monotonic() < deadline, player.done
        before_sale = driver.execute_script(saved)
        player.step()
        time.sleep(0.05)
    settled(driver)
    lot = "return document.querySelector('#status .lot-cards')?.getAttribute('aria-label')"
    before = until(driver, lot, what="her lot on the block")
    hand = driver.find_element(By.ID, "hand-heading").text
    until(driver, f"{saved} !== arguments[0]", before_sale, what="the sale saved")
    reload(driver)
    assert until(driver, lot, what="the lot after the reload") == before
    assert driver.find_element(By.ID, "hand-heading").text == hand
    facts = driver.find_element(By.CSS_SELECTOR, "#status .lot-facts").text
    assert "You" in facts  # she is still its auctioneer


def test_an_offline_reload_plays_from_the_offline_copy(engine: engines.Browser,
                                                      engine_site: Site) -> None:
    driver = engine.driver
    site = Site()  # its own server, to stop it
    engine.origin = site.origin  # (whose page's console is the one watched)
    try:
        load(engine, game_url(site, 8, speed="instant", human="1"))
        hand = until(driver, "return document.getElementById('hand-heading')?.textContent")
        until(driver, "return document.documentElement.dataset.snapshot", timeout_s=90,
              what="the snapshot made")
        deadline = time.monotonic() + 90
        while not offline_copy_installed(driver):
            assert time.monotonic() < deadline, "the offline copy was not installed in 90 s"
            time.sleep(0.25)
        site.stop()
        driver.get(site.url)  # (not a hard reload, which bypasses the service worker)
        wait_ready(driver)
        assert driver.execute_script("return navigator.serviceWorker.controller") is not None
        assert driver.find_element(By.ID, "hand-heading").text == hand
    finally:
        site.stop()


def test_the_chinese_table_fits_a_phone(engine: engines.Browser, engine_site: Site) -> None:
    driver = engine.driver
    game = game_url(engine_site, 13, lang="zh").removeprefix(engine_site.url)
    driver.get(f"{engine_site.url}{Site.FRAME}?src={urllib.parse.quote('/' + game)}")
    driver.switch_to.frame(driver.find_element(By.TAG_NAME, "iframe"))
    wait_ready(driver)
    settled(driver)
    player = Player(driver)
    assert driver.execute_script("return innerWidth") == Site.PHONE[0]
    assert driver.execute_script("return document.documentElement.lang") == "zh-CN"
    assert player.find("heading", exact("现代艺术")) is not None
    assert player.find("list", "^你的手牌") is not None
    menu = player.find("button", "^菜单$")  # the menu folds behind one button
    assert menu is not None
    assert player.find("button", exact("新游戏")) is None
    width = driver.execute_script("return [document.documentElement.scrollWidth, "
                                  "document.documentElement.clientWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways: {width}"
    menu.click()
    assert until(driver, "return document.querySelector('[data-command=open-setup]')"
                         "?.getClientRects().length > 0", what="the menu opens")
    assert player.find("button", exact("新游戏")) is not None


def test_the_coach_answers_and_the_statistics_show_the_rating(engine: engines.Browser,
                                                             engine_site: Site) -> None:
    """The menu's Coach, then "What would the master do?" at her first decision: the master's
    move and why, worked out in slices in this engine; then the rating in the statistics; then
    a game of bots watched, its master's reasons shown, and paused."""
    driver = engine.driver
    load(engine, game_url(engine_site, 13, levels="expert"))
    player = Player(driver)
    coach = player.find("button", exact("Coach"))
    assert coach is not None and coach.get_attribute("aria-pressed") == "false"
    coach.click()
    settled(driver)
    ask = until(driver, "return document.querySelector('[data-command=ask-coach]')",
                what="the coach's button at her decision")
    assert player.find("button", exact("What would the master do?")) is not None
    ask.click()
    told = until(driver, "return document.querySelector('.advice-move')?.textContent",
                 timeout_s=60, what="the master's advice")
    assert told.startswith("The master's move: "), told
    why = driver.find_element(By.CSS_SELECTOR, ".advice-why").text
    assert "at this round's end" in why, why
    player.find("button", exact("Statistics")).click()
    stats = until(driver, "return document.querySelector('dialog[open] .rating-line')"
                          "?.textContent", what="the rating in the statistics")
    assert stats.startswith("1500: no game rated yet"), stats
    # Then a game of bots, from the menu: every hand shown, the master's reasons, paused.
    until(driver, "return document.querySelector('dialog[open] [data-command=close-dialog]')"
                  "?.click() ?? true", what="the statistics closed")
    settled(driver)
    player.find("button", exact("Watch the bots")).click()
    start = until(driver, "return document.querySelector('dialog[open] "
                          "[data-command=start-bots]')", what="the form of a game of bots")
    start.click()
    hands = until(driver, "return document.querySelectorAll('.every-hand .seat-hand').length",
                  what="every hand")
    assert hands == 4, hands
    said = until(driver, "return document.querySelector('.reasoning .advice-move')"
                         "?.textContent", timeout_s=60, what="the master's reasons")
    assert said.startswith("Ada's move: "), said
    player.find("button", exact("Pause")).click()
    settled(driver)
    assert player.find("button", exact("Play")) is not None


def test_deferred_work_waits_for_a_quiet_page(engine: engines.Browser, engine_site: Site
                                              ) -> None:
    """``assets/quiet.mjs`` in this engine: not while the thread runs 12 ms slices back to back
    (as a thinking bot does), once it is idle, and at its latest even while busy."""
    driver = engine.driver
    driver.get(f"{engine_site.url}{Site.BLANK}")
    quietly, at_latest = driver.execute_async_script(
        f"({QUIET_TIMINGS})(arguments[0]).then(arguments[arguments.length - 1]);",
        f"{engine_site.url}assets/quiet.mjs")
    check_quiet_timings(quietly, at_latest)


def test_a_second_tab_shows_the_game_and_takes_it_over(engine: engines.Browser,
                                                      engine_site: Site) -> None:
    """One tab at a time (Web Locks, storage events): a second tab only shows the game until
    its "Play here instead", and the first then only shows it."""
    driver = engine.driver
    load(engine, game_url(engine_site, 6, speed="instant"))
    settled(driver)
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    load(engine, engine_site.url)
    player = Player(driver)
    play_here = until(driver, "return document.querySelector('[data-command=play-here]')",
                      what="the second tab offers to play here")
    player.confirm(play_here, "button", exact("Play here instead"))
    assert player.find("button", "^Sell ") is None  # it only shows the game
    play_here.click()
    until(driver, "return !document.querySelector('[data-command=play-here]')",
          what="the second tab plays")
    driver.switch_to.window(first)
    until(driver, "return document.querySelector('[data-command=play-here]')",
          what="the first tab now only shows the game")


def test_a_masters_search_is_helped_by_a_worker(engine: engines.Browser, engine_site: Site
                                                ) -> None:
    """The master's helpers (module workers starting their own Python) in this engine: where
    the device has a core to spare, a search gets rollouts from one."""
    driver = engine.driver
    load(engine, game_url(engine_site, 5, levels="master", human="0", speed="instant"))
    cores = driver.execute_script("return navigator.hardwareConcurrency")
    searches = "return window.modernArt.searches()"  # (JSON)
    player = Player(driver, check_names=False)
    deadline = time.monotonic() + 120
    own = helped = 0
    while time.monotonic() < deadline:
        bots = json.loads(driver.execute_script(searches)).values()
        own, helped = sum(b["rollouts"] for b in bots), sum(b["helped"] for b in bots)
        if helped or (cores < 2 and own):
            break
        player.step()
        time.sleep(0.05)
    assert own > 0
    assert (helped > 0) == (cores >= 2), (own, helped, cores)
