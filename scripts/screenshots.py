"""The README's screenshots of the table, taken in Chromium (docs/*.png).

    .venv/bin/python scripts/screenshots.py [--out docs]

Each shows a seeded game set up by the page's own app (e2e/tables.py) in the middle of an
open auction with a bid on it, the estimates on: a desktop (1280 x 800) in English, a phone
(375 x 667) in English, and a desktop in Chinese.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.support import CHROMIUM_ARGS, Server, chromium_path, wait_ready  # noqa: E402
from e2e.tables import open_lot_with_a_bid, save_before, storage_script  # noqa: E402

QUERY = "?seed=11&players=4&levels=novice,expert,master&speed=slow"
SHOTS = {
    "table-desktop.png": ({"width": 1280, "height": 800}, "en", False),
    "table-phone.png": ({"width": 375, "height": 667}, "en", True),
    "table-zh.png": ({"width": 1280, "height": 800}, "zh", False),
}


def in_round_two(app) -> bool:  # type: ignore[no-untyped-def]
    session = app.session
    return session is not None and session.view()["round"] == 2 and \
        open_lot_with_a_bid(app)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    args = parser.parse_args()
    save = save_before(QUERY, in_round_two)
    server = Server()
    try:
        with sync_playwright() as playwright:
            options: dict = {"args": CHROMIUM_ARGS}
            if chromium_path():
                options["executable_path"] = chromium_path()
            browser = playwright.chromium.launch(**options)
            for name, (viewport, lang, phone) in SHOTS.items():
                extra = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2} \
                    if phone else {}
                context = browser.new_context(viewport=viewport, locale="en-GB", **extra)
                context.add_init_script(storage_script(save))
                page = context.new_page()
                page.goto(f"{server.url}{QUERY}&lang={lang}")
                wait_ready(page)
                page.wait_for_timeout(700)  # the estimates are worked out after the first draw
                page.screenshot(path=str(Path(args.out) / name))
                print(f"{name}: {viewport['width']}x{viewport['height']} ({lang})")
                context.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
