"""Load benchmark: how soon the page is ready to play, against a bare PyScript page and against
an earlier version of the game, side by side in one run.

    .venv/bin/python scripts/bench_load.py [--runs 5] [--baseline FOLDER] [--only MODES]
    make bench      (prepares build/baseline, the game as of BASELINE_COMMIT, and passes it)

It serves this tree, and the baseline tree if given, each with scripts/serve.py (gzip, as
GitHub Pages serves), drives Chromium ($CHROMIUM, else /usr/bin/chromium, else Playwright's
own) and loads, interleaved so that all pages see the same machine:
- "game": this tree's page (/); "bare": scripts/bench/hello.html, a bare PyScript + Pyodide
  page on the same runtime (Pyodide's own standard library and start-up, no app);
  "today": the baseline tree's page, when --baseline is given.
Modes (each page loaded --runs times; medians printed):
- cold: a fresh browser context each time (empty caches, no service worker);
- warm: reloads in a browser profile on disk that has loaded the page once (the game is then
  served by its service worker and starts from its Python snapshot; the bare page comes from
  the HTTP cache);
- net: cold, with the network emulated at 20 Mbit/s and 40 ms latency (CDP);
- cpu4: cold, with the CPU slowed four times (CDP Emulation.setCPUThrottlingRate), and the
  longest main-thread task in the five seconds after the page is ready.
"Ready" is the time from navigation to the readiness marker (<html data-ready="true">).
"Form" (the game only) is the time from navigation until the set-up form, shown before Python
is ready (assets/setup.js), takes input: its first control is there, enabled and focused, the
form has been painted (the next animation frame, and not before the first contentful paint)
and the page's thread is free to handle an event (a task queued after that frame has run),
measured in the page. "Key" checks it with real
input: from navigation on, the benchmark presses → (the focus is on the players' radio group)
again and again, and the figure is when the page handled the first press that changed the form
(it includes the driver's own latency, tens of milliseconds on a busy machine: an upper bound).
"Task<ready" is the longest main-thread task before ready: how long a click or a key press in
the form may wait while Python starts.
Bytes are those transferred on a cold load as served (compressed), headers included; requests
count the page and every resource it loads. The last table compares with the targets.
A script, not a test: it prints figures and judges nothing else.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.support import CHROMIUM_ARGS, SERVICE_WORKER_ACTIVE, chromium_path, until  # noqa: E402

BARE = "scripts/bench/hello.html"
MODES = ("cold", "warm", "net", "cpu4")
NETWORK = {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8,
           "uploadThroughput": 20e6 / 8}
AFTER_READY_MS = 5000  # how long main-thread tasks are watched once the page is ready
TIMEOUT_MS = 240_000  # a cold load with the CPU slowed four times takes tens of seconds

# Runs before the page's own scripts: when the readiness marker appears, and every long task.
WATCH = """
performance.setResourceTimingBufferSize(2000);
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
new MutationObserver((_, observer) => {
  const form = document.querySelector("#setup-early[open]");
  if (!form) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => {
    const control = form.querySelector("input, select");
    if (control && !control.disabled && form.contains(document.activeElement))
      window.__formUsableAt = performance.now();
  }, 0));
}).observe(document, { attributes: true, childList: true, subtree: true });
for (const type of ["keydown", "input", "change"]) {
  document.addEventListener(type, (event) => {
    if (event.target.closest?.("#setup-early") && window.__formTypedAt === undefined)
      window.__formTypedAt = performance.now();
  }, true);
}
"""

MEASURE = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const after = window.__longTasks.filter(([start]) => start >= window.__readyAt);
  const before = window.__longTasks.filter(([start]) => start < window.__readyAt);
  return {
    // usable once on the screen too: not before the first contentful paint
    form: window.__formUsableAt === undefined ? null
      : Math.max(window.__formUsableAt, paint ? paint.startTime : 0),
    key: window.__formTypedAt ?? null,
    longest_before_ready: Math.max(0, ...before.map(([, duration]) => duration)),
    ready: window.__readyAt,
    paint: paint ? paint.startTime : null,
    transferred: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    requests: entries.length,
    longest_after_ready: Math.max(0, ...after.map(([, duration]) => duration)),
    python: document.documentElement.dataset.python ?? "",
  };
}"""

# The game's snapshot is made in a worker after the first load; warm loads wait for it.
SNAPSHOT_SAVED = "html[data-snapshot='saved']"


class Served:
    """scripts/serve.py serving one folder on a free port."""

    def __init__(self, root: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0",
             "--root", str(root)],
            stdout=subprocess.PIPE, text=True,
        )
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://"):
            raise SystemExit(f"the server for {root} did not start")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait()


def wait_ready(page: Page) -> dict:
    until(page, "window.__readyAt !== undefined", timeout_ms=TIMEOUT_MS)
    return page.evaluate(MEASURE)


def throttle(page: Page, mode: str) -> None:
    if mode not in ("net", "cpu4"):
        return
    cdp = page.context.new_cdp_session(page)
    if mode == "net":
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", NETWORK)
    else:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})


def type_in_form(page: Page) -> None:
    """Press a key until the set-up form takes it (the game's page only): the welcome's first
    way in has the focus when it opens, and the key reaches it."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        page.keyboard.press("ArrowRight")
        if page.evaluate("window.__formTypedAt !== undefined"):
            return
    raise SystemExit("the set-up form never took a key press")


def cold(browser: Browser, url: str, mode: str, form: bool) -> dict:
    context = browser.new_context()
    try:
        context.add_init_script(WATCH)
        page = context.new_page()
        throttle(page, mode)
        page.goto(url, wait_until="commit")
        if form:
            type_in_form(page)
        result = wait_ready(page)
        if mode == "cpu4":  # watch the main thread for a while once the page is ready
            page.wait_for_timeout(AFTER_READY_MS)
            result["longest_after_ready"] = page.evaluate(MEASURE)["longest_after_ready"]
        return result
    finally:
        context.close()


def warm_context(playwright, profile: Path, url: str, game: bool) -> BrowserContext:
    """A browser profile that has loaded ``url`` once (and, for the game, has its service
    worker active and its snapshot saved)."""
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS
    )
    context.add_init_script(WATCH)
    page = context.pages[0]
    page.goto(url)
    wait_ready(page)
    if game:
        until(page, SERVICE_WORKER_ACTIVE, timeout_ms=TIMEOUT_MS)
        try:
            page.wait_for_selector(SNAPSHOT_SAVED, state="attached", timeout=60_000)
        except Exception:  # an older version of the game makes none
            print(f"(no Python snapshot saved for {url})", file=sys.stderr)
    return context


def warm(context: BrowserContext, form: bool) -> dict:
    page = context.pages[0]
    page.reload(wait_until="commit")
    if form:
        type_in_form(page)
    return wait_ready(page)


def median(rows: list[dict], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def report(results: dict[tuple[str, str], list[dict]], runs: int, version: str) -> None:
    print(f"\nChromium {version}; medians of {runs} loads; ready and first paint in ms")
    print(f"{'mode':5} {'page':6} {'ready':>7} {'min':>7} {'max':>7} {'paint':>6} "
          f"{'form':>5} {'key':>5} {'MB':>6} {'req':>4} {'task<ready':>10} "
          f"{'task>ready':>10}  python started")
    for mode in MODES:
        for name in ("game", "bare", "today"):
            rows = results.get((mode, name))
            if not rows:
                continue
            paint = f"{median(rows, 'paint'):.0f}" if all(r["paint"] for r in rows) else "-"
            longest = (f"{median(rows, 'longest_after_ready'):.0f}" if mode == "cpu4" else "")
            ready = [r["ready"] for r in rows]
            started = ", ".join(f"{count} {how}" for how, count in sorted(
                Counter(r["python"] for r in rows if r["python"]).items()))
            form = f"{median(rows, 'form'):.0f}" if all(r["form"] for r in rows) else "-"
            key = f"{median(rows, 'key'):.0f}" if all(r["key"] for r in rows) else "-"
            print(f"{mode:5} {name:6} {median(rows, 'ready'):7.0f} {min(ready):7.0f} "
                  f"{max(ready):7.0f} {paint:>6} {form:>5} {key:>5} "
                  f"{median(rows, 'transferred') / 1e6:6.2f} {median(rows, 'requests'):4.0f} "
                  f"{median(rows, 'longest_before_ready'):10.0f} {longest:>10}  {started}")

    def ratio(mode: str, other: str) -> float | None:
        if (mode, "game") not in results or (mode, other) not in results:
            return None
        return median(results[mode, "game"], "ready") / median(results[mode, other], "ready")

    print("\ntarget                                           figure   goal    met")

    def line(label: str, value: float | None, goal: float, unit: str = "") -> None:
        if value is None:
            print(f"{label:48} {'-':>6}   {goal:g}{unit}")
            return
        met = "yes" if value <= goal else "NO"
        print(f"{label:48} {value:6.2f}   <= {goal:g}{unit} {met}")

    def form(mode: str, key: str = "form") -> float | None:
        rows = results.get((mode, "game"))
        if not rows or not all(r[key] for r in rows):
            return None
        return median(rows, key)

    line("set-up form takes input, cold (ms)", form("cold"), 300, " ms")
    line("set-up form takes input, warm (ms)", form("warm"), 300, " ms")
    line("  ... a real key press handled, cold (ms)", form("cold", "key"), 300, " ms")
    line("  ... a real key press handled, warm (ms)", form("warm", "key"), 300, " ms")
    line("ready warm, game / bare", ratio("warm", "bare"), 0.5)
    line("ready cold (local), game / bare", ratio("cold", "bare"), 0.8)
    line("ready cold at 20 Mbit/s, 40 ms, game / bare", ratio("net", "bare"), 0.8)
    cold_rows = results.get(("cold", "game"))
    line("bytes on a cold load (MB, compressed)",
         median(cold_rows, "transferred") / 1e6 if cold_rows else None, 5, " MB")
    line("requests on a cold load", median(cold_rows, "requests") if cold_rows else None, 25)
    line("ready with the CPU 4x slower, game / today", ratio("cpu4", "today"), 0.6)
    cpu_rows = results.get(("cpu4", "game"))
    line("longest task after ready, CPU 4x slower (ms)",
         median(cpu_rows, "longest_after_ready") if cpu_rows else None, 200, " ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", type=Path, help="a tree of the game to compare with")
    parser.add_argument("--only", default=",".join(MODES), help="modes, comma-separated")
    args = parser.parse_args()
    modes = [mode for mode in args.only.split(",") if mode]
    unknown = sorted(set(modes) - set(MODES))
    if unknown:
        raise SystemExit(f"unknown modes: {', '.join(unknown)} (known: {', '.join(MODES)})")
    if args.baseline and not (args.baseline / "assets" / "vendor" / "pyodide").is_dir():
        raise SystemExit(f"{args.baseline} has no vendored runtime: run `make vendor` there")

    here = Served(ROOT)
    baseline = Served(args.baseline.resolve()) if args.baseline else None
    pages = {"game": here.url, "bare": here.url + BARE}
    if baseline:
        pages["today"] = baseline.url
    # Which pages each mode compares (the targets' pairs; "today" everywhere it is given).
    wanted = {"cold": ["game", "bare", "today"], "warm": ["game", "bare"],
              "net": ["game", "bare"], "cpu4": ["game", "today", "bare"]}
    results: dict[tuple[str, str], list[dict]] = {}
    started = time.monotonic()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium_path(), args=CHROMIUM_ARGS)
            version = browser.version
            for mode in (m for m in modes if m != "warm"):
                names = [name for name in wanted[mode] if name in pages]
                for run in range(args.runs):
                    for name in names:
                        result = cold(browser, pages[name], mode, form=name == "game")
                        results.setdefault((mode, name), []).append(result)
                        print(f"{mode} {name} {run + 1}: {result['ready']:.0f} ms"
                              + (f", form {result['form']:.0f} ms, key {result['key']:.0f} ms"
                                 if result["form"] and result["key"] else ""),
                              flush=True)
            browser.close()
            if "warm" in modes:
                with tempfile.TemporaryDirectory() as profiles:
                    contexts = {
                        name: warm_context(playwright, Path(profiles) / name, pages[name],
                                           game=name != "bare")
                        for name in wanted["warm"] if name in pages
                    }
                    for run in range(args.runs):
                        for name, context in contexts.items():
                            result = warm(context, form=name == "game")
                            results.setdefault(("warm", name), []).append(result)
                            print(f"warm {name} {run + 1}: {result['ready']:.0f} ms"
                                  + (f", form {result['form']:.0f} ms, key {result['key']:.0f} ms"
                                     if result["form"] and result["key"] else ""),
                                  flush=True)
                    for context in contexts.values():
                        context.close()
    finally:
        here.stop()
        if baseline:
            baseline.stop()
    print(f"served from {here.url}" + (f" and {baseline.url} (today)" if baseline else "")
          + f"; {time.monotonic() - started:.0f} s")
    report(results, args.runs, version)


if __name__ == "__main__":
    main()
