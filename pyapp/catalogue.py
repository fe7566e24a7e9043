"""Every word the page shows, one catalogue per language (English and 简体中文), and the one
helper per language that puts counts and lists into words (``phrasing``).

The words are data: ``pyapp/words/<language>.json``, one flat object per language from key to
template, read here once (the page gets the files in the app's archive, beside this module).
Keys are dotted names; values are templates filled with ``str.format``. A key with forms by number
has ``.one`` and ``.other`` entries (Chinese needs only ``.other``); a key said differently to the
player herself has a ``.you`` entry, asked for by its full name. tests/test_app_catalogue.py checks
that both catalogues are complete and that the code asks for every key and only for those.
"""

from __future__ import annotations

import json
from pathlib import Path

LANGUAGES = ("en", "zh")
DEFAULT_LANGUAGE = "en"
HTML_LANG = {"en": "en", "zh": "zh-CN"}  # each language's tag in the page (<html lang>)
WORDS = Path(__file__).resolve().parent / "words"


def load(lang: str) -> dict[str, str]:
    """The catalogue of ``lang``, as ``pyapp/words/<lang>.json`` holds it (an object from key
    to words, nothing else)."""
    words = json.loads((WORDS / f"{lang}.json").read_text(encoding="utf-8"))
    if not isinstance(words, dict) or not all(
            isinstance(key, str) and isinstance(said, str) for key, said in words.items()):
        raise ValueError(f"{WORDS / lang}.json is not an object from key to words")
    return words


CATALOGUE: dict[str, dict[str, str]] = {lang: load(lang) for lang in LANGUAGES}
# The bots' names (Ada, Bruno...), seat by seat.
BOT_NAME_KEYS = ("name.bot.0", "name.bot.1", "name.bot.2", "name.bot.3", "name.bot.4")


def pick_language(preferred: str | None) -> str:
    """The catalogue language for a browser language tag such as "zh-CN" or "en-GB"."""
    tag = (preferred or "").lower()
    return next((lang for lang in LANGUAGES if tag.startswith(lang)), DEFAULT_LANGUAGE)


def text(lang: str, key: str, **params: object) -> str:
    """The words for ``key`` in ``lang`` (English when missing), with {params} filled in."""
    words = CATALOGUE.get(lang, {}).get(key)
    if words is None and key.endswith(".one"):  # a language without a singular form
        words = CATALOGUE.get(lang, {}).get(key[:-4] + ".other")
    if words is None:
        words = CATALOGUE[DEFAULT_LANGUAGE][key]
    return words.format(**params) if params else words


class Phrasing:
    """Counts and lists in one language's words: ``text`` picks a key's form by ``count``
    (``.one`` or ``.other``), ``listing`` joins names ("A, B and C" / "A、B和C"),
    ``opening`` capitalises a phrase that opens a line, ``sentence`` makes a clause a sentence
    ("you receive $5" -> "You receive $5."),
    ``sentences`` runs sentences on (a space between them in English, none in Chinese) and
    ``clauses`` joins clauses into one ("A receives $8 and B receives $7"; Chinese joins
    names with 和 but clauses with a full-width comma)."""

    def __init__(self, lang: str, separator: str, last: str, stop: str, between: str,
                 clause_joints: tuple[str, str]) -> None:
        self.lang = lang
        self.separator = separator
        self.last = last
        self.stop = stop
        self.between = between
        self.clause_joints = clause_joints

    def form(self, key: str, count: int | None) -> str:
        words = CATALOGUE.get(self.lang, {})
        if count is not None:
            for candidate in (f"{key}.one" if count == 1 else "", f"{key}.other"):
                if candidate and (candidate in words or candidate in CATALOGUE[DEFAULT_LANGUAGE]):
                    return candidate
        return key

    def text(self, key: str, count: int | None = None, **params: object) -> str:
        return text(self.lang, self.form(key, count), count=count, **params)

    def listing(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.separator.join(items[:-1]) + self.last + items[-1]

    def opening(self, phrase: str) -> str:
        """``phrase`` as it opens a line or a table cell: "you $20 and Bruno $21" -> "You ..."."""
        return phrase[:1].upper() + phrase[1:]

    def sentence(self, clause: str) -> str:
        return self.opening(clause) + self.stop

    def sentences(self, lines: list[str]) -> str:
        return self.between.join(lines)

    def clauses(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        separator, last = self.clause_joints
        return separator.join(items[:-1]) + last + items[-1]


PHRASINGS = {"en": Phrasing("en", ", ", " and ", ".", " ", (", ", " and ")),
             "zh": Phrasing("zh", "、", "和", "。", "", ("，", "，"))}


def phrasing(lang: str) -> Phrasing:
    return PHRASINGS.get(lang, PHRASINGS[DEFAULT_LANGUAGE])
