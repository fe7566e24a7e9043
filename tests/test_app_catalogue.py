"""The catalogue: every word the page shows exists in English and Chinese, and every event of a
real game can be told in both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.match import play_game
from pyapp.catalogue import CATALOGUE, LANGUAGES, phrasing, pick_language, text
from pyapp.logbook import LogBook
from pyapp.narration import describe

PYAPP = Path(__file__).resolve().parent.parent / "pyapp"


def chinese_form(key: str) -> str:
    """Chinese has no singular: a ``.one`` key is said by its ``.other`` form."""
    chinese = CATALOGUE["zh"]
    return key if key in chinese or not key.endswith(".one") else key[:-4] + ".other"


def test_both_languages_have_the_same_keys_and_placeholders():
    english, chinese = CATALOGUE["en"], CATALOGUE["zh"]
    assert {chinese_form(k) for k in english} == set(chinese)
    for key, words in english.items():
        assert set(re.findall(r"{(\w+)}", words)) == \
            set(re.findall(r"{(\w+)}", chinese[chinese_form(key)])), key


def test_every_literal_key_the_app_uses_is_in_the_catalogue():
    used = set()
    for path in PYAPP.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'text\(\s*(?:self\.)?(?:ui\.)?lang,\s*"([\w.]+)"', source))
        used |= set(re.findall(r'words\(\s*lang,\s*"([\w.]+)"', source))
        used |= set(re.findall(r'say\.text\(\s*"([\w.]+)"', source))
    assert used, "the scan found the app's keys"
    plural = {k.rsplit(".", 1)[0] for k in CATALOGUE["en"] if k.endswith((".one", ".other"))}
    missing = sorted(k for k in used if k not in CATALOGUE["en"] and k not in plural)
    assert not missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_a_game_is_told(lang):
    state = play_game(["random"] * 5, seed=3, variant="online")
    names = [f"P{s}" for s in range(5)]
    for event in state.events:
        for you in (None, 0):
            lines = describe(event.to_json(), lang, names, you)
            assert lines and all(line and "{" not in line for line in lines)
    book = LogBook(lang, names)
    book.add([e.to_json() for e in state.events])
    assert book.html().count("<section") == 4


def test_the_first_language_follows_the_browser():
    assert pick_language("zh-CN") == "zh"
    assert pick_language("en-GB") == "en"
    assert pick_language("fr-FR") == "en"


@pytest.mark.parametrize(("lang", "items", "joined"), [
    ("en", [], ""), ("en", ["Ada"], "Ada"), ("en", ["Ada", "Bruno"], "Ada and Bruno"),
    ("en", ["Ada", "Bruno", "Chen"], "Ada, Bruno and Chen"),
    ("zh", ["阿达", "布鲁诺", "小陈"], "阿达、布鲁诺和小陈"),
    ("zh", ["阿达", "小陈"], "阿达和小陈"),
])
def test_lists_are_joined_the_languages_way(lang, items, joined):
    assert phrasing(lang).listing(items) == joined


@pytest.mark.parametrize(("count", "said"), [(1, "You sell 1 painting to the bank for $30."),
                                             (2, "You sell 2 paintings to the bank for $30.")])
def test_counts_take_the_right_form(count, said):
    assert phrasing("en").text("log.income.you", count=count, seat="You", amount="$30") == said
    assert "幅画" in phrasing("zh").text("log.income.you", count=count, seat="你", amount="30元")


def test_no_text_slip_is_left():
    """No "(s)", no word repeated as a list's joint, no "draws up to", no "to You"."""
    for lang in LANGUAGES:
        for key, words in CATALOGUE[lang].items():
            assert "(s)" not in words, key
            assert "draws up to" not in words, key
    state = play_game(["random"] * 4, seed=5)
    names = ["Ada", "You", "Chen", "Dora"]
    told = [line for event in state.events
            for line in describe(event.to_json(), "en", names, you=1)]
    assert not any(" and " in line and line.count(" and ") > 1 for line in told)
    assert not any("to You" in line or "You receives" in line for line in told)
    # The second person agrees with its verb: "You auction", never "You auctions".
    assert any(line.startswith("You auction ") for line in told)
    assert not any(re.match(r"You [a-z]+s\b", line) and not line.startswith("You pass")
                   for line in told), [line for line in told if line.startswith("You ")]
    assert text("en", "log.dealt.other", count=4) == "Each player is dealt 4 cards."
