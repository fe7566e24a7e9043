"""Offline play: after one visit the service worker serves everything, server or no server."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from e2e.support import Server, load, open_context, wait_ready

pytestmark = pytest.mark.e2e


def test_reload_without_server_starts_a_new_game(browser: Browser) -> None:
    server = Server()  # its own server, to stop it halfway
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{server.url}?seed=1&human=1")
        # The service worker registers once the table is up and installs when all is cached.
        page.wait_for_function(
            "async () => (await navigator.serviceWorker.ready).active?.state === 'activated'",
            timeout=60_000,
        )
        cache_names = page.evaluate("caches.keys()")
        assert len(cache_names) == 1
        assert cache_names[0].startswith("modern-art-")

        server.stop()
        responses = []
        page.on("response", lambda response: responses.append(response))
        page.reload()
        wait_ready(page)
        assert responses
        assert all(response.from_service_worker for response in responses), [
            r.url for r in responses if not r.from_service_worker
        ]

        # The same game as before the server stopped (saved in the browser), then a new one.
        expect(page.get_by_text("Your turn: choose a painting")).to_be_visible()
        page.get_by_role("button", name="New game").click()
        page.get_by_role("dialog", name="New game").get_by_role("button", name="Start").click()
        hand = page.get_by_role("list", name=re.compile("Your hand"))
        expect(hand.get_by_role("listitem")).to_have_count(9)
    finally:
        context.close()
        server.stop()
