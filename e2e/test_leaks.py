"""Five games in a row in one page leave no elements or listeners behind: the counts at the same
point of each game (the same seeded deal, at its first round's summary) stay within 5% of the
first game's."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.human import Human
from e2e.support import SERVICE_WORKER_ACTIVE, load, open_context, until

pytestmark = pytest.mark.e2e

# Counts every listener added and removed, per target (injected before the page's own scripts).
LISTENERS = """
(() => {
  const live = new Map();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const key = (type, listener, options) =>
    `${type}|${typeof options === 'boolean' ? options : !!(options && options.capture)}`;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener) {
      if (!live.has(this)) live.set(this, new Map());
      const mine = live.get(this);
      const k = key(type, listener, options);
      if (!mine.has(k)) mine.set(k, new Set());
      mine.get(k).add(listener);
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    live.get(this)?.get(key(type, listener, options))?.delete(listener);
    return remove.call(this, type, listener, options);
  };
  window.__listeners = () => {
    let count = 0;
    for (const [target, types] of live)
      if (target === window || target === document || target.isConnected)
        for (const listeners of types.values()) count += listeners.size;
    return count;
  };
})();
"""

GAMES = 5


def counts(page: Page) -> tuple[int, int]:
    return (page.evaluate("document.getElementsByTagName('*').length"),
            page.evaluate("window.__listeners()"))


def start_game(page: Page) -> None:
    page.get_by_role("button", name="New game").click()
    setup = page.get_by_role("dialog", name="New game")
    setup.get_by_role("radio", name="3").check()
    setup.get_by_label("Bot speed").select_option("instant")
    setup.get_by_role("textbox", name=re.compile("Seed")).fill("12")
    setup.get_by_role("button", name="Start").click()
    expect(setup).to_be_hidden()
    expect(page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
        "listitem")).to_have_count(11)


def test_five_games_in_a_row_leave_nothing_behind(browser: Browser, site: str) -> None:
    context, _ = open_context(browser)
    context.add_init_script(LISTENERS)
    try:
        page = context.new_page()
        load(page, site)
        page.get_by_role("dialog", name="Welcome to Modern Art").get_by_role(
            "button", name="Close").click()
        # The offline copy's worker, registered once the page is quiet, adds the update bar's
        # few listeners for good: counted from then on, not in the middle of the games.
        until(page, SERVICE_WORKER_ACTIVE, timeout_ms=60_000)
        seen = []
        for _ in range(GAMES):
            start_game(page)
            human = Human(page, continue_summaries=False)
            summary = page.get_by_role("dialog", name="Round 1 scored")
            while not summary.is_visible():  # a round of each game, through the page
                if human.step() is None:
                    page.wait_for_timeout(30)
            page.wait_for_timeout(300)
            seen.append(counts(page))
            summary.get_by_role("button", name="Continue").click()
        print(f"\nelements, listeners at round 1's summary of each game: {seen}")
        first_elements, first_listeners = seen[0]
        for elements, listeners in seen[1:]:
            assert abs(elements - first_elements) <= 0.05 * first_elements, seen
            assert abs(listeners - first_listeners) <= 0.05 * first_listeners, seen
    finally:
        context.close()
