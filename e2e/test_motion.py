"""The table answers with motion and sound: sound off until the player turns it on (heard
through the page's own count of what it played, not the speakers), motion on until she turns it
off or her system asks for reduced motion, and a sealed lot's bids shown on the table."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.support import load, open_context, until
from e2e.tables import save_before, storage_script
from pyapp.app import App

pytestmark = pytest.mark.e2e

QUERY = "?seed=3&players=4&levels=novice&speed=fast"
SCRIPTED = "document.getAnimations().filter(a => !(a instanceof CSSAnimation)).length"


def sealed_asked(c: App) -> bool:
    s = c.session
    return s is not None and s.step == "sealed" and s.human_to_act() and c.dialog is None


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context, _ = open_context(browser)
    yield context
    context.close()


def open_at(context: BrowserContext, site: str, save: str) -> Page:
    context.add_init_script(storage_script(save))
    page = context.new_page()
    load(page, site + QUERY)
    return page


def seal_the_least(page: Page) -> None:
    decision = page.get_by_role("group", name="Your decision", exact=True)
    decision.get_by_role("button", name="Place sealed bid").click()


def test_a_sealed_sale_reveals_every_bid_on_the_table_with_motion_and_no_sound(
        context: BrowserContext, site: str) -> None:
    page = open_at(context, site, save_before(QUERY, sealed_asked))
    html = page.locator("html")
    expect(html).to_have_attribute("data-sound", "off")
    expect(html).to_have_attribute("data-motion", "on")
    seal_the_least(page)
    bids = page.get_by_role("list", name="Sealed bids")
    expect(bids).to_be_visible()
    expect(bids.get_by_role("listitem")).to_have_count(4)
    until(page, f"{SCRIPTED} > 0")  # the bids revealed one seat after the other, the sale
    assert page.evaluate("document.documentElement.dataset.sounds") is None, "sound is off"


def test_the_sound_toggle_turns_the_table_audible_and_motion_off_still(
        context: BrowserContext, site: str) -> None:
    page = open_at(context, site, save_before(QUERY, sealed_asked))
    sound = page.get_by_role("button", name="Sound")
    expect(sound).to_have_attribute("aria-pressed", "false")
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    expect(page.locator("html")).to_have_attribute("data-sound", "on")
    motion = page.get_by_role("button", name="Motion")
    motion.click()
    expect(motion).to_have_attribute("aria-pressed", "false")
    expect(page.locator("html")).to_have_attribute("data-motion", "off")
    seal_the_least(page)
    expect(page.get_by_role("list", name="Sealed bids")).to_be_visible()
    until(page, "document.documentElement.dataset.lastSound === 'gavel'")
    page.wait_for_timeout(300)
    assert page.evaluate(SCRIPTED) == 0, "no motion once turned off"


def test_reduced_motion_is_honoured(browser: Browser, site: str) -> None:
    context, _ = open_context(browser, reduced_motion="reduce")
    try:
        page = open_at(context, site, save_before(QUERY, sealed_asked))
        seal_the_least(page)
        expect(page.get_by_role("list", name="Sealed bids")).to_be_visible()
        page.wait_for_timeout(400)
        assert page.evaluate(SCRIPTED) == 0
    finally:
        context.close()
