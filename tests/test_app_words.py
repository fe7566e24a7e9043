"""The catalogue: every word the page shows exists in English and Chinese, and every event of a
real game can be told in both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.match import play_game
from pyapp.i18n import CATALOGUE, LANGUAGES, pick_language
from pyapp.table import LogBook, Ui
from pyapp.words import describe

PYAPP = Path(__file__).resolve().parent.parent / "pyapp"


def test_both_languages_have_the_same_keys_and_placeholders():
    english, chinese = CATALOGUE["en"], CATALOGUE["zh"]
    assert set(english) == set(chinese)
    for key, words in english.items():
        assert set(re.findall(r"{(\w+)}", words)) == set(re.findall(r"{(\w+)}", chinese[key])), key


def test_every_literal_key_the_app_uses_is_in_the_catalogue():
    used = set()
    for path in PYAPP.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'text\(\s*(?:self\.)?(?:ui\.)?lang,\s*"([\w.]+)"', source))
        used |= set(re.findall(r'words\(\s*lang,\s*"([\w.]+)"', source))
    assert used, "the scan found the app's keys"
    missing = sorted(k for k in used if k not in CATALOGUE["en"])
    assert not missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_a_game_is_told(lang):
    state = play_game(["random"] * 5, seed=3, variant="online")
    names = [f"P{s}" for s in range(5)]
    for event in state.events:
        lines = describe(event.to_json(), lang, names)
        assert lines and all(line and "{" not in line for line in lines)
    book = LogBook(Ui(lang=lang, names=names))
    book.add([e.to_json() for e in state.events])
    assert book.html().count("<section") == 4


def test_the_first_language_follows_the_browser():
    assert pick_language("zh-CN") == "zh"
    assert pick_language("en-GB") == "en"
    assert pick_language("fr-FR") == "en"
