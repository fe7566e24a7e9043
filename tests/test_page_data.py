"""What the page's scripts know before Python is ready comes from Python's own sources: index.html
holds the data block and the loading screen scripts/page_data.py writes, and the block says what
Python says (its words, its storage keys, its languages, its limits)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from engine.limits import MAX_INT_DIGITS
from pyapp.catalogue import DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, text
from pyapp.session import SETUP_SEATS
from pyapp.storage import LANGUAGE_KEY, LESSON_KEY, SAVE_KEY, TABLE_KEY
from scripts import page_data

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "index.html"


def block() -> dict:
    found = re.search(r'<script type="application/json" id="page-data">(.*?)</script>',
                      PAGE.read_text(encoding="utf-8"), re.S)
    assert found, "index.html has no page data: make config"
    return json.loads(found.group(1))


def test_index_html_holds_the_blocks_the_script_writes():
    page = PAGE.read_text(encoding="utf-8")
    assert page_data.written(page) == page, "index.html's page data is stale: make config"
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "page_data.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr


def test_the_script_rewrites_a_stale_block():
    page = PAGE.read_text(encoding="utf-8")
    stale = page.replace("modern-art/save", "modern-art/old", 1)
    stale = stale.replace("Loading the Python runtime…", "Loading…", 1)
    assert stale != page and page_data.written(stale) == page


def test_the_block_says_what_python_says():
    data = block()
    assert data["languages"] == list(LANGUAGES) and data["fallback"] == DEFAULT_LANGUAGE
    assert data["htmlLang"] == HTML_LANG
    assert data["storage"] == {"save": SAVE_KEY, "lesson": LESSON_KEY,
                               "language": LANGUAGE_KEY, "table": TABLE_KEY}
    assert data["seedDigits"] == MAX_INT_DIGITS and data["seats"] == SETUP_SEATS
    for lang in LANGUAGES:
        assert data["words"][lang] == {key: text(lang, key) for key in page_data.SCRIPT_WORDS}


def test_the_block_is_data_that_cannot_close_its_script():
    """Only data: no "<" inside (no "</script>", no "<!--"), whatever the words say."""
    page = PAGE.read_text(encoding="utf-8")
    inside = re.search(r'id="page-data">(.*?)</script>', page, re.S)
    assert inside is not None and "<" not in inside.group(1)
    assert json.loads(page_data.data_block().split(">", 1)[1].rsplit("<", 1)[0]) == block()

