"""The catalogue: every word the page shows exists in English and Chinese, the code asks for
every key by its full name and for no key the catalogue lacks, the catalogue holds no key nobody
asks for, and every event of a real game can be told in both languages."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.bots import LEVELS
from engine.cards import ARTISTS, AUCTIONS, VARIANTS
from engine.match import play_game
from pyapp import dialogs, narration, parts, render
from pyapp.catalogue import (
    BOT_NAME_KEYS,
    CATALOGUE,
    LANGUAGES,
    WORDS,
    phrasing,
    pick_language,
    text,
)
from pyapp.features.saves import PROBLEM_KEYS
from pyapp.logbook import LogBook
from pyapp.narration import describe
from pyapp.session import SETUP_LEVELS, SETUP_SEATS, SPEEDS

ROOT = Path(__file__).resolve().parent.parent
# The code that asks for words: the app's, and the script that writes the words the page's
# JavaScript shows (into index.html).
CODE = [*sorted((ROOT / "pyapp").rglob("*.py")), ROOT / "scripts" / "page_data.py"]
# A key is a dotted name ("do.bid", "log.income.you"); a file's name is not one ("rules.md").
KEY = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+")
# ("save.json" is a key: what is wrong with a file that is not JSON.)
FILES = ("md", "py", "js", "mjs", "zip", "html", "css", "svg", "png")
NUMBER_FORMS = (".one", ".other")  # chosen by the count (``Phrasing.form``)
# Parts of a key that would say one is being put together at run time.
FORMS = (".you", ".ends", ".hint", *NUMBER_FORMS)
NAMESPACES = {key.split(".")[0] for key in CATALOGUE["en"]}


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


def strings(path: Path) -> Iterator[tuple[str, ast.AST]]:
    """Every string constant of a module's code (an f-string's pieces apart), with its node."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    pieces = {id(value) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
              for value in node.values}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                id(node) not in pieces:
            yield node.value, node


def is_key(value: str) -> bool:
    """Whether a string of the code names a key: dotted, in one of the catalogue's namespaces
    ("do", "log", "status"...), and not a file's name."""
    return KEY.fullmatch(value) is not None and value.split(".")[0] in NAMESPACES and \
        value.rsplit(".", 1)[1] not in FILES


def keys_asked() -> dict[str, str]:
    """Every key the code names, with where (the first place)."""
    asked: dict[str, str] = {}
    for path in CODE:
        for value, node in strings(path):
            if is_key(value):
                asked.setdefault(value, f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}")
    return asked


def said(lang: str, key: str) -> bool:
    """Whether ``lang`` has words for ``key``, itself or in forms by number."""
    return key in CATALOGUE[lang] or f"{key}.other" in CATALOGUE[lang]


def base(key: str) -> str:
    """The key a form by number belongs to: "log.dealt.one" -> "log.dealt"."""
    return key.rsplit(".", 1)[0] if key.endswith(NUMBER_FORMS) else key


def test_every_key_the_code_asks_for_is_in_every_language():
    asked = keys_asked()
    assert len(asked) > 400, "the scan finds the app's keys"
    for lang in LANGUAGES:
        missing = sorted(f"{key} ({where})" for key, where in asked.items() if not said(lang, key))
        assert not missing, (lang, missing)


def test_every_key_in_the_catalogue_is_asked_for():
    asked = keys_asked()
    for lang in LANGUAGES:
        unused = sorted(key for key in CATALOGUE[lang] if key not in asked and
                        base(key) not in asked)
        assert not unused, (lang, unused)


def test_no_key_is_put_together_at_run_time():
    """A key in pieces (``f"artist.{a}"``, ``"lot.joint" + ".you"``) would hide from the two
    tests above: the code names each key whole, in a table where it goes by a value."""
    def looks_like_a_key(piece: ast.AST, allowed: tuple[str, ...]) -> bool:
        if not (isinstance(piece, ast.Constant) and isinstance(piece.value, str)):
            return False
        value = piece.value
        return ((value.split(".")[0] in NAMESPACES and "." in value) or value in FORMS) and \
            value not in allowed

    built = []
    for path in CODE:
        # (The catalogue itself picks a key's form by number: "log.dealt" -> "log.dealt.one".)
        allowed = NUMBER_FORMS if path.name == "catalogue.py" else ()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                pieces = node.values
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                pieces = [node.left, node.right]
            else:
                continue
            if any(looks_like_a_key(piece, allowed) for piece in pieces):
                built.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    assert not built


def test_the_tables_of_keys_name_every_value():
    """The tables from a value of the game to its words cover every value it can take."""
    assert set(narration.ARTIST_KEYS) == set(ARTISTS)
    assert set(narration.AUCTION_KEYS) == set(AUCTIONS)
    assert set(dialogs.VARIANT_KEYS) == set(VARIANTS)
    assert set(dialogs.SPEED_KEYS) == set(SPEEDS)
    assert set(parts.LEVEL_KEYS) >= {*LEVELS, *SETUP_LEVELS, "human", "person", "mixed"}
    assert set(parts.REGION_KEYS) == {*render.DRAWERS, "log"}
    assert len(BOT_NAME_KEYS) == SETUP_SEATS
    assert {"other", "settings", "json", "record", "action", "limit"} == set(PROBLEM_KEYS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_words_are_kept_sorted_one_key_a_line(lang):
    """The data files as the catalogue's tools write them: a diff shows only what changed."""
    path = WORDS / f"{lang}.json"
    words = json.loads(path.read_text(encoding="utf-8"))
    assert path.read_text(encoding="utf-8") == \
        json.dumps(words, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


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
