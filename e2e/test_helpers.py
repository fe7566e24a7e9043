"""A master's search helped by workers (assets/helper-worker.mjs, pyapp/helping.py): on a device
with cores to spare, its timed searches get rollouts from helpers that start Python on their own
(afresh here, on a first visit; from the snapshot in test_startup.py), and the game plays on with
no console error and no request leaving the site."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from e2e.human import Human
from e2e.support import Watch, load

pytestmark = pytest.mark.e2e


def rollouts(page: Page) -> tuple[int, int]:
    """The masters' rollouts so far: their own and their helpers'."""
    bots = json.loads(page.evaluate("window.modernArt.searches()")).values()
    return sum(b["rollouts"] for b in bots), sum(b["helped"] for b in bots)


def test_a_masters_searches_are_helped_by_a_worker(fresh: tuple[BrowserContext, Watch],
                                                   site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    load(page, f"{site}?seed=5&players=3&human=0&levels=master&speed=instant")
    assert page.evaluate("document.documentElement.dataset.python") == "fresh"
    cores = page.evaluate("navigator.hardwareConcurrency")
    player = Human(page)
    deadline = time.monotonic() + 120
    while rollouts(page)[1] == 0 and time.monotonic() < deadline:
        if player.step() is None:
            page.wait_for_timeout(40)
    own, helped = rollouts(page)
    if cores < 2:  # (no core to spare: no helper, and the master searches alone)
        assert own > 0 and helped == 0
        return
    assert own > 0 and helped > 0, (own, helped)
    player.play_to_the_end(limit_seconds=300)  # the game goes on to its end


REFUSED_WORKERS = """
const Original = globalThis.Worker;
globalThis.Worker = class extends Original {
  constructor(url, options) {
    if (String(url).includes("helper-worker")) throw new Error("refused by the test");
    super(url, options);
  }
};
"""


def test_a_browser_that_refuses_the_helpers_plays_on_without_them(
        fresh: tuple[BrowserContext, Watch], site: str) -> None:
    """A helper that cannot even be made (a browser refusing module workers, say) costs
    nothing but its rollouts: the master searches alone and the game plays to its end."""
    context, _ = fresh
    context.add_init_script(REFUSED_WORKERS)
    page = context.new_page()
    load(page, f"{site}?seed=6&players=3&human=0&levels=master&speed=instant")
    player = Human(page)
    player.play_to_the_end(limit_seconds=300)
    own, helped = rollouts(page)
    assert own > 0 and helped == 0


def test_the_helpers_go_when_a_game_without_a_master_is_dealt(
        fresh: tuple[BrowserContext, Watch], site: str) -> None:
    """Each helper is a whole Python: a new game without a master lets them go."""
    context, _ = fresh
    page = context.new_page()
    load(page, f"{site}?seed=5&players=3&human=0&levels=master&speed=instant")
    if page.evaluate("navigator.hardwareConcurrency") < 2:
        pytest.skip("no core to spare: no helper to let go")
    player = Human(page)  # (the helpers start once a bot is to act: play until one has)
    deadline = time.monotonic() + 60
    while not (helpers := [w for w in page.workers if "helper-worker" in w.url]):
        assert time.monotonic() < deadline, "no helper started"
        if player.step() is None:
            page.wait_for_timeout(100)
    helper = helpers[0]
    closed: list[bool] = []
    helper.on("close", lambda _: closed.append(True))
    page.get_by_role("button", name="New game").click()
    setup = page.get_by_role("dialog", name="New game")
    for name in ("Bruno", "Chen"):
        setup.get_by_label(name).select_option("expert")
    setup.get_by_role("button", name="Start").click()
    expect(setup).to_be_hidden()
    deadline = time.monotonic() + 30
    while not closed and time.monotonic() < deadline:
        page.wait_for_timeout(100)  # (the page's events are heard meanwhile)
    assert closed, "the helper's worker still runs in a game without a master"
    assert not [w for w in page.workers if "helper-worker" in w.url]
