"""Write the set-up form into index.html, as Python draws it, in every language.

    python scripts/setup_form.py [--check]      (run by `make config`)

The page shows this form the moment it paints, before Python is ready (assets/setup.js picks
the language and opens it); Python then takes over the choices made in it and draws its own,
identical form. The form is drawn by the page's own code (``pyapp.dialogs.setup_form``, for a
first visit: nothing saved, nothing in the address), so the two cannot drift apart:
tests/test_setup_form.py fails while index.html holds another form than this script writes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyapp import dialogs  # noqa: E402
from pyapp.app import App  # noqa: E402
from pyapp.catalogue import LANGUAGES  # noqa: E402
from pyapp.storage import MemoryStorage  # noqa: E402
from scripts.index_page import rewrite  # noqa: E402

INDEX = ROOT / "index.html"
BEGIN = "<!-- setup-form: written by scripts/setup_form.py (make config); do not edit -->"
END = "<!-- /setup-form -->"
BLOCK = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)


def form(lang: str) -> str:
    """The set-up dialog's content for a first visit in ``lang``."""
    app = App(MemoryStorage(), 0.0, f"?lang={lang}", lang)
    app.start(0.0)
    assert app.dialog == "setup", "a first visit opens on the set-up"
    drawn = dialogs.dialog(app.screen())
    assert drawn is not None
    return str(drawn)


def block(indent: str = "  ") -> str:
    templates = [f'{indent}<template id="setup-form-{lang}">{form(lang)}</template>'
                 for lang in LANGUAGES]
    return "\n".join([BEGIN, *templates, f"{indent}{END}"])


def written(page: str) -> str:
    """``page`` (index.html's text) with the form's block as this script writes it."""
    if not BLOCK.search(page):
        raise SystemExit(f"index.html has no block between {BEGIN!r} and {END!r}")
    return BLOCK.sub(lambda _: block(), page, count=1)


def main() -> None:
    rewrite(INDEX, written, "set-up form", __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
