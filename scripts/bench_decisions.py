"""Benchmark (not a test): how often a whole game asks the human, played through the page.

    .venv/bin/python scripts/bench_decisions.py [--seed 3] [--speed normal] [--games 1]

A 4-player classic game against three experts, in Chromium, at the bots' normal speed unless told
otherwise. The human passes or declines whenever allowed, sells the first card of her hand (a
double: offered alone; any other card put up from the block, a decision of its own), and bids
the minimum where a bid is required (a sealed bid, a fixed price). It prints the decisions the
page asked of her (the sales' confirmations among them), the most log lines of hers in one lot,
the bids per open lot (median, from the game's record) and the game's duration.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

import engine  # noqa: E402
from e2e.support import PASS_NAME, Server, launch_options, wait_ready  # noqa: E402
from pyapp.logbook import LogBook  # noqa: E402


def answer(page: Page) -> str | None:
    """Answer the question the page asks now, the passive way; None when nothing is asked."""
    dialog = page.locator("dialog[open]")
    if dialog.count():
        kind = dialog.get_attribute("data-kind")
        if kind == "summary":
            dialog.get_by_role("button", name=re.compile("^(Continue|See the final result)$")
                               ).click()
            return "summary"
        return "over" if kind == "over" else None
    decision = page.get_by_role("group", name="Your decision", exact=True)
    if not decision.count():
        return None
    quick = {"timeout": 2_000}
    alone = page.get_by_role("button", name="Offer the double alone")
    if alone.count():
        alone.click(**quick)
        return "double"
    for name in (PASS_NAME, "^Decline$", "^Do not add a card$"):
        button = decision.get_by_role("button", name=re.compile(name))
        if button.count() and button.is_enabled():
            button.click(**quick)
            return name
    for name in ("Place sealed bid", "Name the price"):
        button = decision.get_by_role("button", name=name, exact=True)
        if button.count():
            field = decision.get_by_role("spinbutton")
            field.fill(field.get_attribute("data-min") or "0")
            button.click(**quick)
            return name
    put_up = decision.get_by_role("button", name="Put it up for auction")
    if put_up.count():  # the card on the block: its confirmation counts as a decision
        put_up.click(**quick)
        return "put up"
    sell = page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
        "button", name=re.compile("^Sell "))
    if sell.count():
        sell.first.click(**quick)
        return "sell"
    return None


def play(page: Page, limit_seconds: float) -> int:
    asked = 0
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        try:
            done = answer(page)
        except Exception as error:  # the table redrew under the click: look again
            if "detached" in str(error) or "Timeout" in str(error):
                continue
            raise
        if done == "over":
            return asked
        if done is None:
            page.wait_for_timeout(50)
        elif done != "summary":
            asked += 1
    raise SystemExit(f"the game did not end within {limit_seconds} s")


def figures(record: dict, human: int) -> tuple[int, float, int]:
    """The most lines of hers in one lot of the log, the median bids per open lot, the lots."""
    state = engine.replay(engine.GameRecord.from_json(record))
    events = [e.to_json() for e in state.events]
    kinds: list[str] = []
    bids: list[int] = []
    for event in events:
        if event["event"] == "auction_started":
            kinds.append(event["auction"])
            bids.append(0)
        elif event["event"] == "bid" and bids:
            bids[-1] += 1
    open_bids = [n for kind, n in zip(kinds, bids, strict=True) if kind == "open"]
    median = statistics.median(open_bids) if open_bids else 0.0
    return max(_lines_per_lot(events, human), default=0), median, len(kinds)


def _lines_per_lot(events: list[dict], human: int) -> list[int]:
    """Lines of the human's own moves (bids, passes, prices) the log tells, lot by lot (a card
    put up starts a lot; so does a card added to an offered double)."""
    book = LogBook("en", ["You", "Bruno", "Chen", "Dora"], human)
    out: list[int] = []
    for event in events:
        if event["event"] in ("card_played", "joined"):
            out.append(0)
        before = sum(len(lines) for _, lines in book.groups)
        book.add([event])
        told = sum(len(lines) for _, lines in book.groups) - before
        if out and event.get("seat") == human and event["event"] in (
                "bid", "pass", "price", "sealed_bid"):
            out[-1] += told
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--speed", default="normal",
                        choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--limit", type=float, default=3600, help="seconds allowed per game")
    args = parser.parse_args()
    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            for game in range(args.games):
                seed = args.seed + game
                context = browser.new_context(viewport={"width": 1280, "height": 800},
                                              locale="en-GB")
                page = context.new_page()
                page.goto(f"{server.url}?seed={seed}&players=4&levels=expert"
                          f"&speed={args.speed}")
                wait_ready(page)
                started = time.monotonic()
                asked = play(page, args.limit)
                duration = time.monotonic() - started
                record = json.loads(page.evaluate("localStorage.getItem('modern-art/save')"))
                most, median, lots = figures(record, 0)
                print(f"seed {seed}, 4 players, three experts, {args.speed} speed: "
                      f"{asked} decisions asked; at most {most} log line(s) of hers in one "
                      f"lot; {median:g} bids per open lot (median); {lots} lots; "
                      f"{duration:.0f} s", flush=True)
                context.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
