"""The start-up: on a slow connection the loading screen counts the download as it arrives; a
later visit starts Python from the snapshot and plays as well."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import BrowserContext, expect

import engine
from e2e.human import Human
from e2e.support import READY_TIMEOUT_MS, Watch, load, wait_ready

pytestmark = pytest.mark.e2e

SLOW = {"offline": False, "latency": 40, "downloadThroughput": 4e6 / 8,
        "uploadThroughput": 4e6 / 8}  # 4 Mbit/s: the runtime takes about ten seconds


def test_progress_counts_the_download_as_it_arrives(
        fresh: tuple[BrowserContext, Watch], site: str) -> None:
    context, _ = fresh
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW)
    page.goto(site, wait_until="commit")
    seen: list[int] = []
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        state = page.evaluate("""() => ({
            value: document.getElementById("loading-progress")?.value ?? 0,
            python: document.documentElement.dataset.python ?? null,
        })""")
        if state["python"]:  # Python has started: the download is over
            break
        seen.append(state["value"])
        page.wait_for_timeout(250)
    # While the runtime downloads, before any start-up step beyond the first ones (at most 5
    # of 100), the bar moves on step by step with the bytes received.
    downloading = sorted({value for value in seen if 5 < value <= 70})
    assert len(downloading) >= 3, f"the bar did not follow the download: {seen}"
    assert seen == sorted(seen), "the bar went back"
    wait_ready(page)
    assert page.evaluate("document.getElementById('loading-progress').value") == 100


def test_a_whole_game_on_a_page_started_from_the_snapshot(
        fresh: tuple[BrowserContext, Watch], site: str) -> None:
    """A later visit starts Python from the first visit's snapshot (with the engine and the
    app's logic imported in a worker): the whole game plays the same, the master's timed
    search included."""
    context, _ = fresh
    page = context.new_page()
    load(page, site)
    page.wait_for_selector("html[data-snapshot='saved']", state="attached", timeout=60_000)
    load(page, f"{site}?seed=5&players=4&human=1&levels=random,master,novice&speed=instant")
    assert page.evaluate("document.documentElement.dataset.python") == "snapshot"
    player = Human(page)
    player.play_to_the_end()
    expect(page.get_by_role("dialog", name="Game over")).to_be_visible()
    state = engine.replay(engine.GameRecord.from_json(player.saved_record()))
    assert state.over
    assert state.players == 4
    # Its helper (a worker, where the device has a core to spare) started from the snapshot too.
    bots = json.loads(page.evaluate("window.modernArt.searches()")).values()
    master = next(bot for bot in bots if bot["level"] == "master")
    assert master["searches"] > 0
    assert (master["helped"] > 0) == (page.evaluate("navigator.hardwareConcurrency") >= 2)
