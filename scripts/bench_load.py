"""Load benchmark: how long the page takes to become ready, against a bare PyScript page.

    .venv/bin/python scripts/bench_load.py [--runs 5]     (or: make bench)

Serves the repository on a free port and drives Chromium ($CHROMIUM, else /usr/bin/chromium,
else Playwright's own). For the game (/) and a bare PyScript "hello" page on the same runtime
(scripts/bench/hello.html), side by side, it measures
- cold: a fresh browser context each time (empty caches, no service worker);
- warm: reloads in a browser profile (on disk, like a real one) that has loaded the page once:
  the game is then served by its service worker, the bare page (which has none) by the HTTP
  cache;
and prints medians: milliseconds from navigation to the readiness marker
(<html data-ready="true">), the first paint (for the game: its loading screen), and the bytes
transferred over the network. A script, not a test: it prints figures and judges nothing.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.support import CHROMIUM_ARGS, chromium_path  # noqa: E402

PAGES = {"game": "", "bare": "scripts/bench/hello.html"}

# Runs before the page's own scripts: note when the readiness marker appears.
MARK_READY = """
performance.setResourceTimingBufferSize(2000);
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""

MEASURE = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    ready: window.__readyAt,
    paint: paint ? paint.startTime : null,
    transferred: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    resources: entries.length,
  };
}"""


def load(context: BrowserContext, url: str, reload: bool = False) -> dict:
    page = context.pages[0] if reload else context.new_page()
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
    return page.evaluate(MEASURE)


def new_context(browser: Browser) -> BrowserContext:
    context = browser.new_context()
    context.add_init_script(MARK_READY)
    return context


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs

    server = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        base = server.stdout.readline().strip()
        results: dict[tuple[str, str], list[dict]] = {}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for _ in range(runs):  # cold, interleaved so both pages see the same conditions
                for name, path in PAGES.items():
                    context = new_context(browser)
                    results.setdefault((name, "cold"), []).append(load(context, base + path))
                    context.close()
            version = browser.version
            browser.close()
            with tempfile.TemporaryDirectory() as profiles:
                warm = {}
                for name, path in PAGES.items():
                    context = p.chromium.launch_persistent_context(
                        Path(profiles) / name, executable_path=chromium_path(), args=CHROMIUM_ARGS
                    )
                    context.add_init_script(MARK_READY)
                    context.pages[0].goto(base + path)
                    context.pages[0].wait_for_function("window.__readyAt !== undefined")
                    if name == "game":  # let the service worker finish installing
                        context.pages[0].wait_for_function(
                            "async () => (await navigator.serviceWorker.ready).active?.state"
                            " === 'activated'",
                            timeout=120_000,
                        )
                    warm[name] = context
                for _ in range(runs):
                    for name, context in warm.items():
                        results.setdefault((name, "warm"), []).append(
                            load(context, "", reload=True)
                        )
                for context in warm.values():
                    context.close()
    finally:
        server.terminate()
        server.wait()

    def median(name: str, mode: str, key: str) -> float:
        return statistics.median(r[key] for r in results[name, mode])

    print(f"Chromium {version}, {runs} loads each, medians; served from {base}")
    print(f"{'page':6} {'mode':5} {'ready ms':>9} {'first paint ms':>15} {'transferred':>12}")
    for (name, mode), rows in sorted(results.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        paint = f"{median(name, mode, 'paint'):.0f}" if all(r["paint"] for r in rows) else "-"
        print(
            f"{name:6} {mode:5} {median(name, mode, 'ready'):9.0f} {paint:>15}"
            f" {median(name, mode, 'transferred') / 1e6:10.2f} MB"
        )
    for mode in ("cold", "warm"):
        ratio = median("game", mode, "ready") / median("bare", mode, "ready")
        print(f"{mode}: game / bare = {ratio:.2f}")


if __name__ == "__main__":
    main()
