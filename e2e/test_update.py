"""Updates: a new version deployed while the game is open never mixes with the version the open
page runs, the page says a new version is ready, and a reload brings it whole.

The site is served from a copy (scripts/build_site.py's files, plus the sources the start-up
build repacks from); "deploying" the second version edits that copy the way a release would:
a word of the app's Python (the page's title, pyapp/words/en.json, packed into app.zip) and a
style sheet change, then the start-up files and the precache list are rewritten by the
project's own build functions."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Response, expect

from e2e.support import ROOT, SERVICE_WORKER_ACTIVE, Server, load, open_context, until, wait_ready

sys.path.insert(0, str(ROOT / "scripts"))
import build_site
import startup_build
import vendor

pytestmark = pytest.mark.e2e

TITLE_1 = "Modern Art"
TITLE_2 = "Modern Art 2"
NEW_VERSION = "A new version is ready — reload"


@dataclass
class Release:
    version: str
    hashes: set[str]  # every file's SHA-256

    @staticmethod
    def of(site: Path) -> Release:
        text = (site / "assets" / "vendor" / "precache.js").read_text()
        listing = json.loads(text[text.index("{"):text.rindex("}") + 1])
        return Release(listing["version"], set(listing["files"].values()))


@dataclass
class Loaded:
    """Every file a page received (its address and the SHA-256 of its body)."""

    page: Page

    seen: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.page.on("response", self.take)

    def take(self, response: Response) -> None:
        # At once: the browser keeps a body only for a while.
        if response.status == 200 and response.request.method == "GET":
            self.seen[response.url] = hashlib.sha256(response.body()).hexdigest()

    def files(self) -> dict[str, str]:
        seen, self.seen = self.seen, {}
        return seen

    def assert_all_from(self, release: Release) -> None:
        files = self.files()
        assert files, "no file loaded"
        foreign = sorted(url for url, digest in files.items() if digest not in release.hashes)
        assert not foreign, f"files not of version {release.version}: {foreign}"


def copy_site(target: Path) -> None:
    """The published files, and what the start-up build repacks the app from."""
    build_site.build(target)
    for folder in ("engine", "pyapp", "docs"):
        shutil.copytree(ROOT / folder, target / folder, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__"))
    record = Path(startup_build.OUT) / startup_build.BUILD_RECORD
    shutil.copy2(ROOT / record, target / record)


def deploy_second_version(site: Path) -> None:
    english = site / "pyapp" / "words" / "en.json"
    words = english.read_text(encoding="utf-8")
    old = f'"app.title": "{TITLE_1}",'
    assert old in words
    english.write_text(words.replace(old, f'"app.title": "{TITLE_2}",', 1), encoding="utf-8")
    style = site / "assets" / "app.css"
    style.write_text(style.read_text() + "\n/* the second version */\n")
    assert startup_build.refresh_app(site)  # app.zip and startup.js
    vendor.write_precache(site)


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, Server]]:
    copy_site(tmp_path / "site")
    server = Server(tmp_path / "site")
    yield tmp_path / "site", server
    server.stop()


def served_by_worker(loaded: Loaded, url: str, release: Release) -> None:
    """Open the page once from the network, wait for the worker, and load it again from the
    worker (as every later visit is); each time every file is of ``release``."""
    page = loaded.page
    load(page, url)
    loaded.assert_all_from(release)
    until(page, SERVICE_WORKER_ACTIVE, timeout_ms=90_000)
    page.reload()
    wait_ready(page)
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    loaded.assert_all_from(release)


def start_a_new_game(page: Page) -> None:
    page.get_by_role("button", name="New game").click()
    page.get_by_role("dialog", name="New game").get_by_role("button", name="Start").click()
    hand = page.get_by_role("list", name=re.compile("Your hand"))
    expect(hand.get_by_role("listitem")).to_have_count(9)


def test_a_new_version_never_mixes_with_an_open_page(
    browser: Browser, site: tuple[Path, Server]
) -> None:
    folder, server = site
    first = Release.of(folder)
    context, watch = open_context(browser)
    try:
        page = context.new_page()
        opened = Loaded(page)
        served_by_worker(opened, f"{server.url}?seed=4&human=1", first)
        assert page.title() == TITLE_1

        deploy_second_version(folder)
        second = Release.of(folder)
        assert second.version != first.version
        assert second.hashes - first.hashes, "the second version changes no file"

        # The open page asks for news when it comes back into view, and says what it found.
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        bar = page.get_by_role("region", name="New version")
        expect(bar).to_contain_text(NEW_VERSION, timeout=90_000)
        expect(bar.get_by_role("button", name="Later")).to_be_visible()
        # In the page's language, which the game sets on <html lang>.
        page.evaluate("document.documentElement.lang = 'zh-CN'")
        chinese = page.get_by_role("region", name="新版本")
        expect(chinese).to_contain_text("新版本已就绪 — 请重新加载")
        expect(chinese.get_by_role("button", name="重新加载")).to_be_visible()
        page.evaluate("document.documentElement.lang = 'en'")
        # It plays on with the version it started with: its Python still draws the first
        # version's words, and whatever it loads now is of the first version, even a file
        # gone from its cache (put back from the first version, or refused: never the new one).
        start_a_new_game(page)
        assert page.title() == TITLE_1
        assert set(opened.files().values()) <= first.hashes  # (a new game may load none)
        page.evaluate("""async (version) => {
            const name = (await caches.keys()).find((n) => n.endsWith(version));
            await (await caches.open(name)).delete("./assets/vendor/startup/app.zip");
        }""", first.version)
        # These two are hashed where the page reads them: for a body the page fetches itself
        # from the worker while the worker also fetches that address (the new version's
        # install), DevTools may report another body than the one the page got.
        fetched = page.evaluate("""async () => Promise.all(
            ["./assets/app.css", "./assets/vendor/startup/app.zip"].map(
                async (path) => {
                    const response = await fetch(path);
                    const body = await response.arrayBuffer();
                    const digest = await crypto.subtle.digest("SHA-256", body);
                    const hex = Array.from(new Uint8Array(digest),
                                           (b) => b.toString(16).padStart(2, "0")).join("");
                    return [response.status, hex];
                }))""")
        (css_status, css_hash), (zip_status, zip_hash) = fetched
        assert css_status == 200 and css_hash in first.hashes
        assert zip_status in (200, 503)
        if zip_status == 200:  # put back from the first version
            assert zip_hash in first.hashes
        else:  # refused: the server only has the second version's
            problems = watch.take()
            assert problems and all("503" in problem for problem in problems), problems
        opened.files()  # the two above, checked in the page

        # A page opened now gets the new version, whole.
        other = context.new_page()
        newer = Loaded(other)
        load(other, f"{server.url}?seed=5&human=1")
        assert other.title() == TITLE_2
        newer.assert_all_from(second)
        expect(other.get_by_role("region", name="New version")).to_have_count(0)
        other.close()

        # The first page still runs the first version until the player reloads it.
        assert page.title() == TITLE_1
        with page.expect_navigation():
            bar.get_by_role("button", name="Reload").click()
        wait_ready(page)
        assert page.title() == TITLE_2
        opened.assert_all_from(second)
        expect(page.get_by_role("region", name="New version")).to_have_count(0)
        # The game in progress was kept across the update.
        hand = page.get_by_role("list", name=re.compile("Your hand"))
        expect(hand.get_by_role("listitem")).not_to_have_count(0)
    finally:
        context.close()
