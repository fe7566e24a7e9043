"""What the browser tests share: a static server, a watch on each browser context, loading."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Locator,
    Page,
    Request,
    Response,
)
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parent.parent
LOCAL_HOST = "127.0.0.1"
READY = "html[data-ready='true']"
# The open or once-around auction's "Pass" (its auctioneer's reads "Sell to Bruno for $40").
PASS_NAME = r"^(Pass|Sell to .+ for \$\d+)$"
FAILED = "#load-error:not([hidden])"  # the loading screen's error panel
UNTIL_TIMEOUT_MS = 30_000
# True once the page's service worker has taken over: answered at once, never left pending.
SERVICE_WORKER_ACTIVE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active?.state === "activated";
}"""
READY_TIMEOUT_MS = 90_000  # a cold start of the runtime takes seconds; a slow machine more
# Runs before the page's own scripts: every main-thread task over 50 ms into window.__longTasks.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({type: "longtask", buffered: true});
"""

# The same observer with each task's start (the benchmarks: which tasks fell in a stretch).
LONG_TASKS_AT = """
window.__longTasksAt = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__longTasksAt.push([entry.startTime, entry.duration]);
  }
}).observe({type: "longtask", buffered: true});
"""

# assets/quiet.mjs put to the test in a page of the site (any engine): how long `whenQuiet`
# waits after 1.5 s of 12 ms slices, each queued as the last ends (as a thinking bot runs), and
# how long with a latest of 1 s while 4 s of them go on. `url` is the module's address.
QUIET_TIMINGS = """async (url) => {
  const { whenQuiet } = await import(url);
  const busy = (ms) => {
    const until = performance.now() + ms;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const slice = performance.now();
      while (performance.now() - slice < 12);
      if (performance.now() < until) channel.port2.postMessage(0);
      else channel.port1.close();
    };
    channel.port2.postMessage(0);
  };
  const after = (quiet, latest) => new Promise((resolve) => {
    const start = performance.now();
    whenQuiet(() => resolve(performance.now() - start), quiet, latest);
  });
  busy(1500);
  const quietly = await after(500, 20000);
  busy(4000);
  const atLatest = await after(500, 1000);
  return [quietly, atLatest];
}"""


def check_quiet_timings(quietly: float, at_latest: float) -> None:
    """Deferred work waited while the thread was busy and started once it was quiet, or at
    its latest even while busy."""
    # Not while busy: once 3 in 4 probes of the last 500 ms (one every 100 ms) were idle.
    assert 1500 + 250 <= quietly < 9000
    assert 1000 <= at_latest < 4000  # at the latest, though the slices went on


CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str | None:
    chosen = os.environ.get("CHROMIUM", "").strip()
    if chosen:
        return chosen
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def launch_options() -> dict[str, object]:
    """Playwright's options to launch Chromium as the tests do: their flags, and this machine's
    own Chromium where it has one (else Playwright's own browser)."""
    options: dict[str, object] = {"args": CHROMIUM_ARGS}
    path = chromium_path()
    if path:
        options["executable_path"] = path
    return options


class Server:
    """scripts/serve.py in a child process on a free port; stopped by its own PID. It serves
    the repository, or ``root`` (a copy of the site)."""

    def __init__(self, root: Path = ROOT) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0",
             "--root", str(root)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://"):
            self.stop()
            raise RuntimeError(f"the test server did not start: {self.url!r}")

    def stop(self) -> None:
        stop_process(self.process)
        if self.process.stdout:
            self.process.stdout.close()


def stop_process(process: subprocess.Popen[Any]) -> None:
    """Ask a child process to end; kill it if it has not within 10 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@dataclass
class Watch:
    """Problems seen in one browser context; the test fails if any are left at its end."""

    problems: list[str] = field(default_factory=list)
    console_errors_expected: bool = False

    def attach(self, context: BrowserContext) -> None:
        context.on("request", self.on_request)
        context.on("response", self.on_response)
        context.on("page", self.attach_page)

    def attach_page(self, page: Page) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))

    def on_request(self, request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != LOCAL_HOST:
            self.problems.append(f"request left {LOCAL_HOST}: {request.url}")

    def on_response(self, response: Response) -> None:
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.url}")

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error" and not self.console_errors_expected:
            self.problems.append(f"console error: {message.text}")

    def take(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems


WATCHES: list[Watch] = []  # every watch opened this session


def open_context(browser: Browser, **options: object) -> tuple[BrowserContext, Watch]:
    """A fresh browser context (empty caches, no service worker) under a watch; ``options`` go
    to Playwright (a phone's viewport, say)."""
    settings = {"locale": "en-GB", "viewport": {"width": 1100, "height": 900}, **options}
    context = browser.new_context(**settings)
    watch = Watch()
    watch.attach(context)
    WATCHES.append(watch)
    return context, watch


def until(page: Page, expression: str, arg: object = None,
          timeout_ms: float = UNTIL_TIMEOUT_MS) -> None:
    """Wait until ``expression`` (JavaScript: an expression, or a function given ``arg``) is
    true in the page, asking it every 50 ms from here. Playwright's own wait_for_function
    re-evaluates its predicate as a string inside the page, which the page's
    Content-Security-Policy (no 'unsafe-eval') refuses as soon as a second try is needed."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not page.evaluate(expression, arg):
        if time.monotonic() > deadline:
            raise AssertionError(f"not true within {timeout_ms / 1000:g} s: {expression}")
        time.sleep(0.05)


def settle(page: Page) -> None:
    """Wait until the table shows the last input's answer: an input's drawing runs in a task of
    its own, after the input's, and the table is ``aria-busy`` until it has."""
    page.wait_for_selector("#app:not([aria-busy])", state="attached")


def wait_ready(page: Page) -> None:
    """Wait for Python's readiness marker; fail at once if the page reports a failed start."""
    try:
        page.wait_for_selector(f"{READY}, {FAILED}", state="attached", timeout=READY_TIMEOUT_MS)
    except PlaywrightTimeoutError as error:
        raise AssertionError(f"the page did not start; it stands at {start_state(page)}") from error
    if page.locator(FAILED).count():
        shown = page.locator(FAILED).inner_text()
        raise AssertionError(f"the page did not start; it shows:\n{shown}")


def start_state(page: Page) -> str:
    """Where a start that never ended stands: the page's markers and the loading screen's step
    (or why that could not be read: a page stuck or gone answers nothing within 5 s)."""
    try:
        return str(page.locator("html").evaluate("""html => ({
            markers: { ...html.dataset },
            step: document.getElementById("loading-step")?.textContent,
            progress: document.getElementById("loading-progress")?.value,
        })""", timeout=5_000))
    except PlaywrightError as error:
        return f"a place unknown ({str(error).splitlines()[0]})"


def load(page: Page, url: str) -> None:
    """Open the page and wait until it is ready."""
    page.goto(url)
    wait_ready(page)


def seats(page: Page) -> Locator:
    """The table's seats: the items of the Players region that carry a seat's name. (A seat's
    bought paintings are items of a list inside it, so the region holds more items than seats
    once anyone has bought.)"""
    players = page.get_by_role("region", name="Players")
    return players.get_by_role("listitem").filter(has=page.get_by_role("heading", level=3))


def asked(page: Page) -> Locator:
    """The page's own question before a command that cannot be undone (a dialog, as every
    other: never the browser's confirm())."""
    return page.get_by_role("dialog", name="Are you sure?")
