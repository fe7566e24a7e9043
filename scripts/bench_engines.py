"""The page in every engine: how soon it is ready, how soon it plays offline, what it logs.

    .venv/bin/python scripts/bench_engines.py [--runs 3] [--engines chromium,firefox,webkit]
                                              [--shots FOLDER]

For each engine (Chromium through Playwright; Firefox and WebKit through their own drivers, as
the cross-browser tests drive them: e2e/engines.py), in turn, on this tree served as GitHub
Pages serves it (scripts/serve.py), --runs times in a fresh browser (empty caches):
- cold: from navigation to the readiness marker (<html data-ready="true">) on a first visit;
- offline: from ready, on a table waiting for the player (nobody thinking), until the service
  worker holding the offline copy is active;
- warm: a reload once the offline copy and Python's snapshot are made (served by the service
  worker, Python from the snapshot);
- the console: every error and warning the page logged on the way.
Times are the page's own clock (performance.now(), looked at every 20 ms); medians, with the
range. With --shots, a screenshot of the table on a desktop (1280x800) and of the Chinese table
framed at a phone's size (375x667) per engine goes to FOLDER.
A script, not a test: it prints figures.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e import engines  # noqa: E402
from e2e.site import Site  # noqa: E402
from e2e.support import CHROMIUM_ARGS, chromium_path  # noqa: E402

ENGINES = ("chromium", "firefox", "webkit")
GAME = "?seed=11&players=4&human=0&levels=expert&speed=normal"  # she sells first: an idle table
LOOK_S = 0.02
LIMIT_S = 180
READY_AT = """return document.documentElement.dataset.ready === "true" ? performance.now() : null"""
OFFLINE_AT = """const done = arguments[arguments.length - 1];
navigator.serviceWorker.getRegistration()
  .then((r) => done(r?.active?.state === "activated" ? performance.now() : null))
  .catch(() => done(null));"""
SNAPSHOT_MADE = "return document.documentElement.dataset.snapshot ?? null"
VERSION = "return navigator.userAgent"


class Chromium:
    """Chromium through Playwright, with the same few verbs as a Selenium driver here."""

    def __init__(self, playwright: Any, origin: str) -> None:
        path = chromium_path()
        self.browser = playwright.chromium.launch(
            args=CHROMIUM_ARGS, **({"executable_path": path} if path else {}))
        self.context = self.browser.new_context(viewport={"width": 1280, "height": 800},
                                                locale="en-GB")
        self.page = self.context.new_page()
        self.heard: list[str] = []
        self.page.on("console", lambda m: self.heard.append(f"console {m.type}: {m.text}")
                     if m.type in ("error", "warning") else None)
        self.page.on("pageerror", lambda error: self.heard.append(f"page error: {error}"))
        self.origin = origin

    def get(self, url: str) -> None:
        self.page.goto(url, wait_until="commit")

    def run(self, script: str, asynchronous: bool = False) -> Any:
        if asynchronous:  # (a Selenium async script: its callback is the last argument)
            return self.page.evaluate(f"() => new Promise((done) => {{ (function () {{ {script}"
                                      f" }}).call(null, done); }})")
        return self.page.evaluate(f"() => {{ {script} }}")

    def reload(self) -> None:
        self.page.reload(wait_until="commit")

    def shot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def problems(self) -> list[str]:
        heard, self.heard = self.heard, []
        return heard

    def close(self) -> None:
        self.browser.close()


class Driven:
    """Firefox or WebKit through e2e/engines.py."""

    def __init__(self, browser: engines.Browser) -> None:
        self.browser = browser
        self.driver = browser.driver
        self.driver.set_script_timeout(60)

    def get(self, url: str) -> None:
        self.driver.get(url)

    def run(self, script: str, asynchronous: bool = False) -> Any:
        if asynchronous:
            return self.driver.execute_async_script(script)
        return self.driver.execute_script(script)

    def reload(self) -> None:
        self.driver.execute_script("location.reload()")  # soft: the service worker answers

    def shot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def problems(self) -> list[str]:
        return self.browser.problems()


@contextlib.contextmanager
def opened(engine: str, origin: str, display: str | None, playwright: Any
           ) -> Iterator[Chromium | Driven]:
    if engine == "chromium":
        browser = Chromium(playwright, origin)
        try:
            yield browser
        finally:
            browser.close()
    else:
        with engines.opened(engine, origin, display) as driven:
            yield Driven(driven)


def wait(browser: Chromium | Driven, script: str, asynchronous: bool = False,
         after: float | None = None) -> Any:
    """What ``script`` first gives that is not null (the time it gives, for the scripts above),
    with ``after``, on a page other than the one of that time origin (the page before a reload
    answers until it is gone)."""
    deadline = time.monotonic() + LIMIT_S
    while time.monotonic() < deadline:
        with contextlib.suppress(Exception):  # (between two pages)
            at = browser.run(script, asynchronous)
            if at is not None and (after is None or browser.run("return performance.timeOrigin")
                                   != after):
                return at
        time.sleep(LOOK_S)
    raise RuntimeError(f"not within {LIMIT_S} s: {script.splitlines()[0]}")


def one_visit(browser: Chromium | Driven, site: Site) -> dict[str, float]:
    browser.get(f"{site.url}{GAME}")
    cold = wait(browser, READY_AT)
    offline = wait(browser, OFFLINE_AT, asynchronous=True) - cold
    wait(browser, SNAPSHOT_MADE)
    origin = browser.run("return performance.timeOrigin")
    browser.reload()
    warm = wait(browser, READY_AT, after=origin)
    if browser.run("return document.documentElement.dataset.python") != "snapshot":
        print("  (the warm start was not from the snapshot)")
    return {"cold": cold, "offline": offline, "warm": warm}


def shots(browser: Chromium | Driven, site: Site, engine: str, folder: Path) -> None:
    """The table on a desktop, and the Chinese table in a phone-sized frame."""
    folder.mkdir(parents=True, exist_ok=True)
    game = "?seed=9&players=4&levels=expert&speed=normal"
    browser.get(f"{site.url}{game}")
    wait(browser, READY_AT)
    time.sleep(2)
    browser.shot(folder / f"{engine}-desktop.png")
    browser.get(f"{site.url}{Site.FRAME}?src={urllib.parse.quote('/' + game + '&lang=zh')}")
    time.sleep(10)  # (the frame's page: ready long before)
    browser.shot(folder / f"{engine}-phone-zh.png")


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    low, high = min(values), max(values)
    return f"{statistics.median(values):,.0f} ({low:,.0f}-{high:,.0f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--shots", type=Path, help="a folder for screenshots")
    args = parser.parse_args()
    wanted = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = set(wanted) - set(ENGINES)
    if unknown:
        raise SystemExit(f"unknown engines: {', '.join(sorted(unknown))}")

    from playwright.sync_api import sync_playwright

    site = Site()
    screen = engines.VirtualScreen() if "webkit" in wanted and not engines.missing(
        "webkit") else None
    rows = []
    try:
        with sync_playwright() as playwright:
            for engine in wanted:
                lacking = None if engine == "chromium" else engines.missing(engine)
                if lacking:
                    print(f"{engine}: skipped: {lacking}")
                    continue
                figures: dict[str, list[float]] = {"cold": [], "offline": [], "warm": []}
                heard: list[str] = []
                version = ""
                for run in range(args.runs):
                    with opened(engine, site.origin, screen and screen.display,
                                playwright) as browser:
                        version = browser.run(VERSION)
                        visit = one_visit(browser, site)
                        if args.shots and run == 0:
                            shots(browser, site, engine, args.shots)
                        heard += browser.problems()
                    for key, value in visit.items():
                        figures[key].append(value)
                    print(f"{engine} run {run + 1}: " + ", ".join(
                        f"{key} {value:,.0f} ms" for key, value in visit.items()), flush=True)
                rows.append((engine, version, figures, heard))
    finally:
        site.stop()
        if screen:
            screen.stop()

    print("\n| engine | ready, cold (ms) | ready, warm (ms) | idle table to offline copy (ms) "
          "| console errors and warnings |")
    print("|---|---:|---:|---:|---|")
    for engine, _, figures, heard in rows:
        print(f"| {engine} | {ms(figures['cold'])} | {ms(figures['warm'])} "
              f"| {ms(figures['offline'])} | {len(heard)} |")
    print()
    for engine, version, _, heard in rows:
        print(f"{engine}: {version}")
        for line in dict.fromkeys(heard):
            print(f"  {line}")


if __name__ == "__main__":
    main()
