"""Fixtures for the Playwright browser tests: a static server of the repository, a Chromium, and
a watch that fails the test on any console error, uncaught page error, failed response, or
request leaving 127.0.0.1. (Firefox and WebKit have their own: e2e/test_engines.py.)

The Chromium is $CHROMIUM if set, else /usr/bin/chromium if present, else Playwright's own
(`make test` finds or installs one: scripts/find_chromium.sh). One browser serves the session.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext

from e2e.support import CHROMIUM_ARGS, WATCHES, Server, Watch, chromium_path, open_context


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """pytest-playwright's launch options, with the chosen Chromium and headless-friendly flags."""
    options = {**browser_type_launch_args, "args": CHROMIUM_ARGS}
    path = chromium_path()
    if path:
        options["executable_path"] = path
    return options


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    running = Server()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def site(server: Server) -> str:
    """The address of the page, e.g. http://127.0.0.1:41234/."""
    return server.url


@pytest.fixture
def fresh(browser: Browser) -> Iterator[tuple[BrowserContext, Watch]]:
    context, watch = open_context(browser)
    yield context, watch
    context.close()


@pytest.fixture(autouse=True)
def _no_problems() -> Iterator[None]:
    """Fail the test on anything a watch saw while it (or a shared page it uses) ran."""
    yield
    problems = [problem for watch in WATCHES for problem in watch.take()]
    assert not problems, "\n".join(problems)
