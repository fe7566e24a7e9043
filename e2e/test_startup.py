"""The start-up on a slow connection: the loading screen counts the download as it arrives."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import BrowserContext

from e2e.support import READY_TIMEOUT_MS, Watch, wait_ready

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
