"""Usable before Python is: the set-up form works the moment the page paints, and what is chosen
in it (Start included) is taken over when Python is ready; a returning player sees her last table,
inert and marked "resuming…", until the live table replaces it.

Python is held back by holding the app's archive (assets/vendor/startup/app.zip, which PyScript
fetches before it runs the app) until the test lets it through.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from e2e.support import READY, load, open_context, until, wait_ready
from pyapp.storage import SAVE_KEY, TABLE_KEY

pytestmark = pytest.mark.e2e

ARCHIVE = "**/assets/vendor/startup/app.zip"


@contextmanager
def python_held(context: BrowserContext) -> Iterator[list[Route]]:
    """Hold every request for the app's archive until the block ends (then let them through).

    A request can reach the handler while the block is ending (the handler runs whenever the
    test waits on the browser, the release included): once the hold is off, it goes straight on,
    so that no request is left held for ever.
    """
    held: list[Route] = []
    holding = True

    def hold(route: Route) -> None:
        if holding:
            held.append(route)
        else:
            route.continue_()

    context.route(ARCHIVE, hold)
    try:
        yield held
    finally:
        holding = False
        for route in held:
            route.continue_()
        context.unroute(ARCHIVE)


def not_ready(page: Page) -> bool:
    return page.evaluate("document.documentElement.dataset.ready") is None


def settings(page: Page) -> dict:
    saved = page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    assert saved, "a game is saved"
    return json.loads(saved)["app"]


def test_choices_and_start_made_before_python_start_that_game(browser: Browser,
                                                               site: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        with python_held(context) as held:
            page.goto(site, wait_until="commit")
            setup = page.get_by_role("dialog", name="Welcome to Modern Art")
            expect(setup).to_be_visible()
            # as Python's welcome: the lesson first, focused; the form under More options
            expect(setup.get_by_role("button", name="Learn to play")).to_be_focused()
            expect(setup.get_by_role("radio", name="4")).to_be_hidden()
            setup.get_by_role("button", name="More options").click()
            expect(setup.get_by_role("radio", name="4")).to_be_focused()
            setup.get_by_role("radio", name="3").check()
            expect(setup.get_by_label("Dora")).to_be_hidden()  # three seats now
            setup.get_by_label("Your seat").select_option("Seat 2")
            expect(setup.get_by_label("Bruno")).to_be_hidden()  # her own seat
            setup.get_by_label("Ada").select_option("master")
            setup.get_by_role("radio", name="Online edition").check()
            setup.get_by_label("Bot speed").select_option("instant")
            setup.get_by_role("textbox", name=re.compile("Seed")).fill("4242")
            setup.get_by_role("checkbox", name=re.compile("show everyone")).check()
            setup.get_by_role("button", name="Start").click()
            expect(setup.get_by_role("button", name="Starting…")).to_be_disabled()
            expect(setup.get_by_role("status")).to_contain_text("as soon as it has loaded")
            page.wait_for_timeout(300)
            assert held and not_ready(page), "Python was held back all along"
        wait_ready(page)
        expect(page.get_by_role("dialog")).to_have_count(0)  # no second form: the game is on
        expect(page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
            "listitem").first).to_be_visible()
        chosen = settings(page)
        assert (chosen["players"], chosen["human"], chosen["seed"]) == (3, 1, 4242)
        assert chosen["levels"] == ["master", "human", "expert"]
        assert (chosen["variant"], chosen["speed"], chosen["show_money"]) == \
            ("online", "instant", True)
    finally:
        context.close()


def test_choices_without_start_stay_in_pythons_form_in_chinese(browser: Browser,
                                                              site: str) -> None:
    context, _ = open_context(browser, locale="zh-CN", viewport={"width": 375, "height": 667})
    try:
        page = context.new_page()
        with python_held(context):
            page.goto(site, wait_until="commit")
            setup = page.get_by_role("dialog", name="欢迎来到《现代艺术》")
            expect(setup).to_be_visible()
            assert page.evaluate("document.documentElement.lang") == "zh-CN"
            setup.get_by_role("button", name="更多选项").click()
            setup.get_by_role("radio", name="5").check()
            setup.get_by_label("朵拉").select_option("human")  # pass and play: names appear
            setup.get_by_role("textbox", name="名字（第4座）").fill("Mo")
            seed = setup.get_by_role("textbox", name=re.compile("种子"))
            seed.fill("99")
            assert not_ready(page)
        wait_ready(page)
        setup = page.get_by_role("dialog", name="欢迎来到《现代艺术》")
        expect(setup).to_have_count(1)
        expect(setup.get_by_role("button", name="更多选项")).to_be_hidden()  # still unfolded
        expect(setup.get_by_role("radio", name="5")).to_be_checked()
        expect(setup.get_by_role("textbox", name="名字（第4座）")).to_have_value("Mo")
        expect(seed).to_have_value("99")
        expect(seed).to_be_focused()  # the focus stayed where it was
        setup.get_by_label("电脑速度").select_option("instant")
        setup.get_by_role("button", name="开始").click()
        expect(page.get_by_role("dialog", name=re.compile("把设备交给"))).to_be_visible()
        chosen = settings(page)
        assert (chosen["players"], chosen["seed"]) == (5, 99)
        assert chosen["levels"][3] == "human" and chosen["names"][3] == "Mo"
    finally:
        context.close()


def test_a_returning_player_sees_her_last_table_resuming_then_the_live_one(
        browser: Browser, site: str) -> None:
    # No service worker: a reload then fetches the archive from the server, where it is held.
    context, _ = open_context(browser, service_workers="block")
    try:
        page = context.new_page()
        load(page, f"{site}?seed=31&players=3&levels=novice&speed=normal")
        expect(page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
            "listitem").first).to_be_visible()
        until(page, "key => localStorage.getItem(key) !== null", TABLE_KEY)
        hand = page.locator("#hand").inner_text()
        with python_held(context):
            page.goto(site, wait_until="commit")  # a later visit: the saved game resumes
            kept = page.locator("#resume-table")
            expect(kept).to_be_visible()
            expect(page.get_by_text("Resuming your game…")).to_be_visible()
            assert kept.evaluate("node => node.inert")
            assert kept.locator("#hand").inner_text() == hand
            expect(page.get_by_role("dialog")).to_have_count(0)  # no set-up form
            expect(page.get_by_role("button", name="New game")).to_have_count(0)  # inert
            assert not_ready(page)
        wait_ready(page)
        expect(page.locator("#resume-table")).to_have_count(0)
        expect(page.get_by_text("Resuming your game…")).to_be_hidden()
        live = page.get_by_role("list", name=re.compile("Your hand"))
        expect(live.get_by_role("listitem").first).to_be_visible()
        assert page.locator("#hand").inner_text() == hand
    finally:
        context.close()


def test_a_kept_table_tampered_with_shows_nothing_that_runs_or_loads(browser: Browser,
                                                                    site: str) -> None:
    context, watch = open_context(browser, service_workers="block")
    try:
        page = context.new_page()
        load(page, f"{site}?seed=8&players=3")
        hostile = [["section", {"id": "hand", "class": "region hand"},
                    ["h2", {"onclick": "alert(1)"}, "Hand"],
                    ["img", {"src": "https://example.com/x.png", "onerror": "window.__ran = 1"}],
                    ["script", {}, "window.__ran = 2"],
                    ["a", {"href": "javascript:alert(3)"}, "link"],
                    ["svg:svg", {}, ["svg:image", {"href": "https://example.com/y.png"}],
                     ["svg:circle", {"r": "3", "fill": "url(https://example.com/z)",
                                     "onload": "window.__ran = 3"}]],
                    ["iframe", {"src": "https://example.com/"}],
                    ["p", {"style": "background: url(https://example.com/w)", "class": ["x"]},
                     "kept words", 7, None, ["div", "not attributes"]]]]
        # Written as the next page starts (before its scripts): the last page's own write, on
        # leaving, comes before it.
        value = json.dumps({"version": 2, "lang": "en", "table": hostile})
        context.add_init_script(f"if (!location.search) localStorage.setItem("
                                f"{json.dumps(TABLE_KEY)}, {json.dumps(value)});")
        with python_held(context):
            page.goto(site, wait_until="commit")
            kept = page.locator("#resume-table")
            expect(kept.get_by_text("kept words")).to_be_attached()
            markup = kept.evaluate("node => node.innerHTML")
            assert "kept words" in markup and "Hand" in markup
            for banned in ("<img", "<script", "<a", "<iframe", "<image", "onclick", "onerror",
                           "onload", "url(", "javascript:", "example.com", "style="):
                assert banned not in markup, banned
            assert page.evaluate("window.__ran") is None
        wait_ready(page)
        expect(page.locator("#resume-table")).to_have_count(0)
        assert not watch.problems, watch.problems
    finally:
        context.close()


def test_a_game_named_in_the_address_opens_no_early_form(fresh: tuple[BrowserContext, object],
                                                        site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    with python_held(context):
        page.goto(f"{site}?seed=5&players=3", wait_until="commit")
        expect(page.locator("#loading")).to_be_visible()
        page.wait_for_timeout(300)
        expect(page.get_by_role("dialog")).to_have_count(0)
    page.wait_for_selector(READY, state="attached")
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_a_quick_game_pressed_before_python_starts_it(fresh: tuple[BrowserContext, object],
                                                     site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    with python_held(context):
        page.goto(site, wait_until="commit")
        welcome = page.get_by_role("dialog", name="Welcome to Modern Art")
        welcome.get_by_role("button", name="Quick game").click()
        expect(welcome.get_by_role("button", name="Starting…")).to_be_disabled()
        expect(welcome.get_by_role("button", name="Learn to play")).to_be_disabled()
        assert not_ready(page)
    wait_ready(page)
    expect(page.get_by_role("dialog")).to_have_count(0)
    chosen = settings(page)
    assert (chosen["players"], chosen["human"], chosen["variant"]) == (4, 0, "classic")
    assert chosen["levels"] == ["human", "novice", "expert", "novice"]


def test_the_welcome_leads_into_the_lesson_once_python_is_ready(
        fresh: tuple[BrowserContext, object], site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    load(page, site)
    welcome = page.get_by_role("dialog", name="Welcome to Modern Art")
    expect(welcome.get_by_role("button", name="Learn to play")).to_be_focused()  # Python's own
    welcome.get_by_role("button", name="More options").click()
    expect(welcome.get_by_role("radio", name="4")).to_be_focused()  # on to what it showed
    expect(welcome.get_by_role("button", name="Start", exact=True)).to_be_visible()
    expect(welcome.get_by_text(re.compile(r"wins 87% of games against three novices"))
           ).to_be_visible()
    welcome.get_by_role("button", name="Learn to play").click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    expect(page.get_by_role("region", name="Lesson")).to_be_visible()


def test_closing_the_early_form_leaves_the_table_without_it(fresh: tuple[BrowserContext, object],
                                                           site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    with python_held(context):
        page.goto(site, wait_until="commit")
        setup = page.get_by_role("dialog", name="Welcome to Modern Art")
        setup.get_by_role("button", name="More options").click()
        setup.get_by_role("radio", name="5").check()
        page.keyboard.press("Escape")  # as Python's form: Escape closes it
        expect(setup).to_be_hidden()
        expect(page.locator("#loading")).to_be_visible()
        assert not_ready(page)
    wait_ready(page)
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.get_by_role("button", name="New game").click()  # the choice made before is kept
    expect(page.get_by_role("dialog", name="New game").get_by_role("radio", name="5")
           ).to_be_checked()
