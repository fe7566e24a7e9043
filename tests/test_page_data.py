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



def scripts() -> list[Path]:
    """The page's own JavaScript (not the vendored runtime) and the service worker."""
    return [*sorted((ROOT / "assets").glob("*.js")), *sorted((ROOT / "assets").glob("*.mjs")),
            ROOT / "sw.js"]


def test_no_script_keeps_its_own_words_or_storage_keys():
    """The words the scripts show and the keys they store under come from the block alone: no
    script holds a storage key, a word of another language than English (its comments are
    English) or any of the words the block gives it."""
    said = {text(lang, key) for lang in LANGUAGES for key in page_data.SCRIPT_WORDS}
    for path in scripts():
        source = path.read_text(encoding="utf-8")
        name = path.relative_to(ROOT)
        assert "modern-art/" not in source, f"{name} names a storage key of its own"
        assert not re.search(r"[^\x00-\u2fff]", source), f"{name} holds words of its own"
        code = "\n".join(line for line in source.splitlines()
                         if not line.lstrip().startswith(("//", "/*", "*")))  # not comments
        literals = set(re.findall(r'"([^"\n]+)"|`([^`\n]+)`', code))
        kept = {words for pair in literals for words in pair if words} & said
        assert not kept, f"{name} keeps words the page data gives it: {sorted(kept)}"


def test_the_scripts_ask_for_the_words_the_block_gives_and_no_others():
    """The catalogue keys the scripts name ("load.…", "update.…") are the block's, all of them."""
    named = {key for path in scripts()
             for key in re.findall(r'"((?:app|early|load|start|update)\.[a-z_]+)"',
                                   path.read_text(encoding="utf-8"))}
    assert named == set(page_data.SCRIPT_WORDS)
