"""The README's screenshots, taken in Chromium (docs/*.png).

    .venv/bin/python scripts/screenshots.py [--out docs]

- the table: a seeded game set up by the page's own app (e2e/tables.py) in the middle of an
  open auction with a bid on it, the estimates on: a desktop (1280 x 800) in English, a phone
  (375 x 667) in English, and a desktop in Chinese;
- the welcome a first visit opens on (desktop, English);
- a sale, frame by frame (sale-1.png ... sale-3.png: the lot, its decision, the board): a
  sealed lot as the player seals her bid, the bids revealed seat by seat, "Sold!".
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from e2e.support import Server, launch_options, wait_ready  # noqa: E402
from e2e.tables import open_lot_with_a_bid, save_before, storage_script  # noqa: E402
from pyapp.app import App  # noqa: E402

# Bots whose play does not depend on the time they are given (the master's does): the same
# game every run.
QUERY = "?seed=11&players=4&levels=novice,expert,novice&speed=slow"
SALE = "?seed=3&players=4&levels=novice&speed=normal"
DESKTOP = {"width": 1280, "height": 800}
SHOTS = {
    "table-desktop.png": (DESKTOP, "en", False),
    "table-phone.png": ({"width": 375, "height": 667}, "en", True),
    "table-zh.png": (DESKTOP, "zh", False),
}
# The sale's frames after the first (the bid typed): milliseconds into the sale (the bids revealed
# seat by seat, "Sold!", the buyer's seat lit).
FRAMES = (250, 1000)


def in_round_two(app: App) -> bool:
    session = app.session
    return session is not None and session.view()["round"] == 2 and \
        open_lot_with_a_bid(app)


def sealed_asked(app: App) -> bool:
    s = app.session
    return s is not None and s.step == "sealed" and s.human_to_act() and app.dialog is None


def tables(browser: Browser, server: Server, out: Path) -> None:
    save = save_before(QUERY, in_round_two)
    for name, (viewport, lang, phone) in SHOTS.items():
        extra = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2} \
            if phone else {}
        context = browser.new_context(viewport=viewport, locale="en-GB", **extra)
        context.add_init_script(storage_script(save))
        page = context.new_page()
        page.goto(f"{server.url}{QUERY}&lang={lang}")
        wait_ready(page)
        page.wait_for_timeout(700)  # the estimates are worked out after the first draw
        page.screenshot(path=str(out / name))
        print(f"{name}: {viewport['width']}x{viewport['height']} ({lang})")
        context.close()


def welcome(browser: Browser, server: Server, out: Path) -> None:
    context = browser.new_context(viewport=DESKTOP, locale="en-GB")
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / "welcome.png"))
    print("welcome.png: the first visit")
    context.close()


def sale(browser: Browser, server: Server, out: Path) -> None:
    context = browser.new_context(viewport=DESKTOP, locale="en-GB")
    context.add_init_script(storage_script(save_before(SALE, sealed_asked)))
    page = context.new_page()
    page.goto(server.url + SALE)
    wait_ready(page)
    page.wait_for_timeout(700)
    page.get_by_role("spinbutton").fill("22")
    clip = {"x": 0, "y": 70, "width": 1280, "height": 330}
    page.screenshot(path=str(out / "sale-1.png"), clip=clip)
    print("sale-1.png: the bid typed")
    page.get_by_role("button", name="Place sealed bid").click()
    page.wait_for_selector(".sealed-reveal", state="attached")
    waited = 0
    for i, after in enumerate(FRAMES, 2):
        page.wait_for_timeout(after - waited)
        waited = after
        page.screenshot(path=str(out / f"sale-{i}.png"), clip=clip)
        print(f"sale-{i}.png: {after} ms into the sale")
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    out = Path(parser.parse_args().out)
    server = Server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            tables(browser, server, out)
            welcome(browser, server, out)
            sale(browser, server, out)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
