"""Offline play: after one visit the service worker serves everything, server or no server, and
Python starts from the memory snapshot made on that visit (or without it, when it is unusable);
a file lost from the cache is put back on the next visit online."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.support import (
    QUIET_TIMINGS,
    ROOT,
    SERVICE_WORKER_ACTIVE,
    Server,
    check_quiet_timings,
    load,
    open_context,
    until,
    wait_ready,
)

pytestmark = pytest.mark.e2e

SNAPSHOTS = "modern-art-python"
FILES = "modern-art-files-"
CLIENTS = "modern-art-clients"
SNAPSHOT_SAVED = "html[data-snapshot='saved']"


def release() -> dict:
    """assets/vendor/precache.js: the version and each file's SHA-256."""
    text = (ROOT / "assets" / "vendor" / "precache.js").read_text()
    return json.loads(text[text.index("{"):text.rindex("}") + 1])


def started_from(page: Page) -> str:
    return page.evaluate("document.documentElement.dataset.python")


def test_reload_without_server_starts_a_new_game(browser: Browser) -> None:
    server = Server()  # its own server, to stop it halfway
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{server.url}?seed=1&human=1")
        assert started_from(page) == "fresh"
        # The service worker registers once the table is up and waits for the player (the
        # page is quiet), and installs when all is cached; the snapshot is made in a worker
        # meanwhile.
        until(page, SERVICE_WORKER_ACTIVE, timeout_ms=60_000)
        page.wait_for_selector(SNAPSHOT_SAVED, state="attached", timeout=60_000)
        cache_names = sorted(page.evaluate("caches.keys()"))
        assert len(cache_names) == 3
        assert cache_names[0] == CLIENTS
        assert cache_names[1] == f"{FILES}{release()['version']}"
        assert cache_names[2] == SNAPSHOTS

        server.stop()
        responses = []
        page.on("response", lambda response: responses.append(response))
        page.reload()
        wait_ready(page)
        assert started_from(page) == "snapshot"
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


def test_a_broken_snapshot_is_dropped_and_made_again(browser: Browser, site: str) -> None:
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        load(page, f"{site}?seed=2&human=1")
        page.wait_for_selector(SNAPSHOT_SAVED, state="attached", timeout=60_000)
        # Spoil the saved snapshot, as a disk error or a browser update might.
        spoiled = page.evaluate(f"""async () => {{
            const cache = await caches.open("{SNAPSHOTS}");
            const [request] = await cache.keys();
            await cache.put(request, new Response(new Uint8Array(4096).fill(7)));
            return request.url;
        }}""")
        page.reload()
        wait_ready(page)
        # Python started the ordinary way, the game is there, and a good snapshot replaced it.
        assert started_from(page) == "fresh"
        expect(page.get_by_text("Your turn: choose a painting")).to_be_visible()
        page.wait_for_selector(SNAPSHOT_SAVED, state="attached", timeout=60_000)
        size = page.evaluate(f"""async () => {{
            const cache = await caches.open("{SNAPSHOTS}");
            return (await (await cache.match("{spoiled}")).arrayBuffer()).byteLength;
        }}""")
        assert size > 1_000_000
        page.reload()
        wait_ready(page)
        assert started_from(page) == "snapshot"
    finally:
        context.close()


def test_a_file_gone_from_the_cache_is_put_back_on_the_next_visit(browser: Browser) -> None:
    server = Server()  # its own server, to stop it halfway
    context, _ = open_context(browser)
    listing = release()
    cache = f"{FILES}{listing['version']}"
    lost = ["./assets/vendor/startup/app.zip", "./assets/vendor/pyodide/pyodide.asm.wasm",
            "./assets/app.css"]
    digests = """async ([cache, paths]) => {
        const stored = await caches.open(cache);
        return Promise.all(paths.map(async (path) => {
            const response = await stored.match(path);
            if (!response) return null;
            const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
            return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"))
                .join("");
        }));
    }"""
    try:
        page = context.new_page()
        load(page, f"{server.url}?seed=6&human=1")
        until(page, SERVICE_WORKER_ACTIVE, timeout_ms=60_000)
        page.wait_for_selector(SNAPSHOT_SAVED, state="attached", timeout=60_000)
        # The browser evicts entries (or a person clears some): three files are gone.
        page.evaluate("""async ([cache, paths]) => {
            const stored = await caches.open(cache);
            for (const path of paths) await stored.delete(path);
        }""", [cache, lost])
        assert page.evaluate(digests, [cache, lost]) == [None, None, None]

        # The next visit, online, puts them back: the very files of this version.
        page.reload()
        wait_ready(page)
        assert page.evaluate(digests, [cache, lost]) == [listing["files"][path] for path in lost]

        # And the visit after that needs no server at all.
        server.stop()
        responses = []
        page.on("response", lambda response: responses.append(response))
        page.reload()
        wait_ready(page)
        expect(page.get_by_text("Your turn: choose a painting")).to_be_visible()
        assert responses
        assert all(response.from_service_worker for response in responses), [
            r.url for r in responses if not r.from_service_worker
        ]
    finally:
        context.close()
        server.stop()


def test_work_put_off_until_quiet_waits_while_a_bot_thinks(browser: Browser, site: str) -> None:
    """What the page puts off until nobody waits for it (registering the offline copy, making the
    snapshot: ``assets/quiet.mjs``) waits while the page's thread runs slices back to back, as a
    thinking bot does, and starts once the thread has been idle long enough; or at its latest,
    busy or not."""
    context, _ = open_context(browser)
    try:
        page = context.new_page()
        blank = "<!doctype html><title>quiet</title><link rel=icon href='data:,'>"
        page.route(f"{site}blank", lambda route: route.fulfill(body=blank,
                                                                content_type="text/html"))
        page.goto(f"{site}blank")  # a page of the site without Python or bots
        quietly, at_latest = page.evaluate(QUIET_TIMINGS, f"{site}assets/quiet.mjs")
        check_quiet_timings(quietly, at_latest)
    finally:
        context.close()
