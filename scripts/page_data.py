"""Write into index.html what the page's scripts need before Python is ready, from the Python
that Python itself reads: their words in every language, the storage keys, the languages and
the tag each is written with, the longest seed the address may name and the set-up's seats.

    python scripts/page_data.py [--check]      (run by `make config`)

The page's scripts (assets/setup.js, before the first paint; assets/loader.js and
assets/update.js, modules) show a few words of their own and follow the same rules as Python
(which language, which saved game): they read them from one JSON block in index.html
(``<script type="application/json" id="page-data">``: data, never run, so the page's
Content-Security-Policy, which allows no inline script, has nothing to refuse). The loading
screen's English, shown before any script runs, is written here too. Nothing of it is kept by
hand: tests/test_page_data.py fails while index.html holds other blocks than this script writes.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.limits import MAX_INT_DIGITS  # noqa: E402
from pyapp.catalogue import DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, text  # noqa: E402
from pyapp.markup import escape  # noqa: E402
from pyapp.session import SETUP_SEATS  # noqa: E402
from pyapp.storage import LANGUAGE_KEY, LESSON_KEY, SAVE_KEY, TABLE_KEY  # noqa: E402
from scripts.index_page import rewrite  # noqa: E402

INDEX = ROOT / "index.html"

# The catalogue's keys the page's scripts show, by the script that shows them.
SCRIPT_WORDS = (
    # assets/setup.js: the page's title, the early set-up form's note, the kept table's banner
    "app.title", "early.waiting", "early.starting", "early.pending", "early.resuming",
    "load.progress",
    # assets/loader.js: the loading screen's steps and its error panel
    "load.runtime", "load.interpreter", "load.files", "load.table", "start.failed",
    "load.hint", "load.broken", "load.slow", "load.reload",
    # assets/update.js: the bar that offers a new version
    "update.label", "update.ready", "update.reload", "update.later",
)


def page_data() -> dict[str, object]:
    """What the page's scripts read, by name."""
    return {
        "languages": list(LANGUAGES),
        "fallback": DEFAULT_LANGUAGE,  # pyapp/catalogue.py's pick_language
        "htmlLang": HTML_LANG,
        "storage": {"save": SAVE_KEY, "lesson": LESSON_KEY, "language": LANGUAGE_KEY,
                    "table": TABLE_KEY},
        "seedDigits": MAX_INT_DIGITS,  # pyapp/address.py's settings_from_query
        "seats": SETUP_SEATS,
        "words": {lang: {key: text(lang, key) for key in SCRIPT_WORDS} for lang in LANGUAGES},
    }


def data_block() -> str:
    """The JSON block, safe inside <script>: no "<" (so no "</script>" nor "<!--") in it."""
    data = json.dumps(page_data(), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/json" id="page-data">{data}</script>'


def loading_block() -> list[str]:
    """The loading screen and its error panel, in English until a script says otherwise
    (assets/loader.js, in the page's language)."""
    def say(key: str) -> str:
        return escape(text(DEFAULT_LANGUAGE, key))

    return [
        '<div id="loading" class="loading" role="status" aria-live="polite">',
        f"  <h1>{say('app.title')}</h1>",
        '  <progress id="loading-progress" max="100" value="0" '
        f'aria-label="{say("load.progress")}"></progress>',
        f'  <p id="loading-step">{say("load.runtime")}</p>',
        f"  <noscript><p>{say('load.noscript')}</p></noscript>",
        "</div>",
        '<div id="load-error" class="load-error" role="alert" hidden>',
        f'  <h2 id="load-error-title">{say("start.failed")}</h2>',
        f'  <p id="load-error-text">{say("load.hint")}</p>',
        '  <pre id="load-error-detail"></pre>',
        f'  <button type="button" id="load-error-reload">{say("load.reload")}</button>',
        "</div>",
    ]


class Block:
    """One block of index.html between two marker comments, its lines as ``draw`` gives them."""

    def __init__(self, name: str, draw: Callable[[], list[str]]) -> None:
        self.begin = f"<!-- {name}: written by scripts/page_data.py (make config); do not edit -->"
        self.end = f"<!-- /{name} -->"
        self.pattern = re.compile(re.escape(self.begin) + ".*?" + re.escape(self.end), re.S)
        self.draw = draw

    def written(self, page: str, indent: str = "  ") -> str:
        if not self.pattern.search(page):
            raise SystemExit(f"index.html has no block between {self.begin!r} and {self.end!r}")
        lines = [self.begin, *(indent + line for line in self.draw()), indent + self.end]
        return self.pattern.sub(lambda _: "\n".join(lines), page, count=1)


BLOCKS = (Block("page-data", lambda: [data_block()]), Block("loading", loading_block))


def written(page: str) -> str:
    """``page`` (index.html's text) with every block as this script writes it."""
    for block in BLOCKS:
        page = block.written(page)
    return page


def main() -> None:
    rewrite(INDEX, written, "page data", __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
