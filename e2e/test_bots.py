"""Watching the bots in the page: chosen from the menu, every hand on the table, paused (the
button and the key P), stepped one move at a time, the master's reasoning in its own name, and
her own game back, as it was, once she stops watching; on a desktop and on a phone."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from e2e.support import load, open_context, settle, until
from pyapp.storage import SAVE_KEY

HERS = "?seed=3&players=4&levels=expert&speed=fast"
PHONE = {"width": 375, "height": 740}
SMALL_PHONE = {"width": 320, "height": 568}
MORE_LINES = "(lines) => document.querySelectorAll('#log li').length > lines"


def log_lines(page: Page) -> int:
    return page.locator("#log li").count()


def start_watching(page: Page, players: str, levels: tuple[str, ...], seed: str = "") -> None:
    """From the menu: a game of these bots, at fast speed (the deal of ``seed``, typed, then
    Enter pressed in the field; none: Start watching clicked)."""
    page.get_by_role("button", name="Watch the bots").click()
    form = page.get_by_role("dialog", name="Watch the bots")
    form.get_by_role("radio", name=players, exact=True).check()
    for name, level in zip(("Ada", "Bruno", "Chen", "Dora", "Emil"), levels, strict=False):
        form.get_by_role("combobox", name=name).select_option(level)
    form.get_by_role("combobox", name="Bot speed").select_option("fast")
    if seed:
        field = form.get_by_role("textbox", name="Seed (for a reproducible game)")
        field.fill(seed)
        field.press("Enter")
    else:
        form.get_by_role("button", name="Start watching").click()
    expect(form).to_be_hidden()


def test_watch_the_bots_pause_step_and_see_every_hand(browser: Browser, site: str) -> None:
    context, _ = open_context(browser)  # (its watch fails the test on a console error)
    try:
        page = context.new_page()
        load(page, site + HERS)
        expect(page.get_by_role("heading", name=re.compile("^Your hand"))).to_be_visible()
        saved = page.evaluate(f"localStorage.getItem({SAVE_KEY!r})")
        start_watching(page, "3", ("master", "expert", "novice"))

        # Every hand, by name, and nobody's seat is "you".
        hands = page.get_by_role("list", name="Every hand")
        expect(hands).to_be_visible()
        for name in ("Ada", "Bruno", "Chen"):
            expect(page.get_by_role("list", name=re.compile(rf"^{name} \(\d+\)$"))).to_be_visible()
        expect(page.get_by_role("list", name=re.compile(r"^Ada \(")).get_by_role(
            "listitem").first).to_be_visible()
        expect(page.get_by_role("heading", name=re.compile("^Your hand"))).to_have_count(0)

        # The master explains its move, by its name.
        reasoning = page.get_by_role("region", name="The master's reasoning")
        expect(reasoning.locator(".advice-move")).to_contain_text("Ada's move:", timeout=60_000)

        # Paused, nothing moves; each step is one move, then it waits again.
        bar = page.get_by_role("group", name="The game of bots")
        bar.get_by_role("button", name="Pause").click()
        expect(bar.get_by_role("button", name="Play")).to_be_visible()
        expect(bar).to_contain_text("Paused.")
        settle(page)
        page.wait_for_timeout(600)  # (an answer already on its way is held, not shown)
        before = log_lines(page)
        page.wait_for_timeout(1500)
        assert log_lines(page) == before, "paused: nothing happens"
        for _ in range(2):
            at = log_lines(page)
            bar.get_by_role("button", name="Step").click()
            until(page, MORE_LINES, at)
            page.wait_for_timeout(1500)
            stepped = log_lines(page)
            assert stepped > at, "a step moves the game on"
            page.wait_for_timeout(1000)
            assert log_lines(page) == stepped, "and then it waits again"

        # The key P plays it on.
        page.locator("body").press("p")
        expect(bar.get_by_role("button", name="Pause")).to_be_visible()
        until(page, MORE_LINES, stepped)

        # Her own game, as it was.
        bar.get_by_role("button", name="Stop watching").click()
        expect(page.get_by_role("heading", name=re.compile("^Your hand"))).to_be_visible()
        assert page.evaluate(f"localStorage.getItem({SAVE_KEY!r})") == saved
    finally:
        context.close()


def test_watch_the_bots_on_a_phone(browser: Browser, site: str) -> None:
    context, _ = open_context(browser, viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        load(page, site + HERS)
        page.set_viewport_size(SMALL_PHONE)  # (the form is taller than its screen)
        page.get_by_role("button", name="Menu").click()
        page.get_by_role("button", name="Watch the bots").click()
        form = page.get_by_role("dialog", name="Watch the bots")
        seed = form.get_by_role("textbox", name="Seed (for a reproducible game)")
        seed.fill("77x")
        seed.press("Enter")  # refused in words, shown on the phone's screen
        refusal = form.get_by_role("alert")
        expect(refusal).to_have_text("The seed must be a whole number, or blank.")
        expect(refusal).to_be_in_viewport()
        form.get_by_role("button", name="Close").click()
        page.set_viewport_size(PHONE)
        page.get_by_role("button", name="Menu").click()
        start_watching(page, "5", ("expert", "novice", "expert", "random", "novice"), seed="77")
        expect(page.get_by_role("list", name="Every hand").get_by_role(
            "heading")).to_have_count(5)
        bar = page.get_by_role("group", name="The game of bots")
        bar.get_by_role("button", name="Pause").click()
        expect(bar.get_by_role("button", name="Play")).to_be_visible()
        wide = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert wide <= 0, f"the table is {wide}px wider than the phone"
        page.get_by_role("button", name="Menu").click()
        page.get_by_role("button", name="Watch the bots").click()
        form = page.get_by_role("dialog", name="Watch the bots")
        expect(form).to_contain_text("The game on the table is seed 77")
        form.get_by_role("button", name="Close").click()
        expect(form).to_be_hidden()
    finally:
        context.close()
