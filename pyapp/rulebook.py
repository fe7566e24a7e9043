"""The complete rules in the page's help, read from the repository's own rules documents.

``docs/rules.md`` and ``docs/rules.zh.md`` are the single source: the page ships them as they are
(the app's archive, app.zip, carries both beside the Python files) and this module reads
the small part of Markdown they use: headings, paragraphs, lists (nested by indentation, with
tables and paragraphs inside an item), tables, ``**strong**``, ``*emphasis*``, ```code``` and
links, with ``<a id="..."></a>`` lines naming the section that follows. Everything is drawn with
``el()``, so the documents' text is escaped like any other.

A section's anchor (``open``, ``once-around``, ``scoring``...) is what the table links to: an
auction type, a value token or a column of the value board opens the help at its section.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from .catalogue import HTML_LANG
from .markup import EMPTY, Html, concat, el

DOCS = Path(__file__).resolve().parent.parent / "docs"
SOURCES = {"en": "rules.md", "zh": "rules.zh.md"}
ID_PREFIX = "rules-"
# Which section of the rules explains each thing on the table.
SECTION_OF = {
    "auction.open": "open", "auction.once_around": "once-around", "auction.sealed": "sealed",
    "auction.fixed_price": "fixed-price", "auction.double": "double",
    "token": "scoring", "count": "round-end", "worth": "scoring", "total": "scoring",
}

_ANCHOR = re.compile(r'^<a id="([\w-]+)"></a>$')
_HEADING = re.compile(r"^(#{1,4}) +(.*)$")
_BULLET = re.compile(r"^([-*]) +(.*)$")
_NUMBER = re.compile(r"^(\d+)\. +(.*)$")
_INLINE = re.compile(r"\*\*(?P<strong>.+?)\*\*|\*(?P<em>[^*\s][^*]*?)\*|`(?P<code>[^`]+)`"
                     r"|\[(?P<label>[^\]]+)\]\((?P<href>[^)\s]+)\)")


@dataclass
class Block:
    """One block of a document: ``kind`` is heading, paragraph, list, table."""

    kind: str
    text: str = ""
    level: int = 0  # a heading's level
    anchor: str | None = None  # a heading's section name
    ordered: bool = False  # a list: numbered
    start: int = 1  # a numbered list's first number
    items: list[list[Block]] = field(default_factory=list)  # a list's items, each its blocks
    rows: list[list[str]] = field(default_factory=list)  # a table's rows, the header first


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _starts_block(line: str) -> bool:
    stripped = line.strip()
    return bool(_HEADING.match(stripped) or _BULLET.match(stripped) or
                _NUMBER.match(stripped) or stripped.startswith("|") or _ANCHOR.match(stripped))


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse(source: str) -> list[Block]:
    """The blocks of a Markdown document (the subset the rules use)."""
    return _blocks(source.splitlines())


def _blocks(lines: list[str]) -> list[Block]:
    out: list[Block] = []
    anchor: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        if match := _ANCHOR.match(stripped):
            anchor = match.group(1)
            i += 1
            continue
        if match := _HEADING.match(stripped):
            out.append(Block("heading", match.group(2).strip(), level=len(match.group(1)),
                             anchor=anchor))
            anchor = None
            i += 1
            continue
        if stripped.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                cells = _cells(lines[i])
                if not all(re.fullmatch(r":?-{3,}:?", cell) for cell in cells):
                    rows.append(cells)
                i += 1
            out.append(Block("table", rows=rows))
            continue
        if _BULLET.match(stripped) or _NUMBER.match(stripped):
            block, i = _list(lines, i)
            out.append(block)
            continue
        text = [stripped]
        i += 1
        while i < len(lines) and lines[i].strip() and not _starts_block(lines[i]):
            text.append(lines[i].strip())
            i += 1
        out.append(Block("paragraph", " ".join(text)))
    return out


def _list(lines: list[str], i: int) -> tuple[Block, int]:
    """A list from line ``i``: its items (each item's lines dedented and parsed as blocks)."""
    base = _indent(lines[i])
    first = _NUMBER.match(lines[i].strip())
    block = Block("list", ordered=first is not None, start=int(first.group(1)) if first else 1)
    pattern = _NUMBER if first else _BULLET
    while i < len(lines):
        line = lines[i]
        match = pattern.match(line.strip()) if _indent(line) == base else None
        if match is None:
            break
        body_indent = base + (len(line.strip()) - len(match.group(2)))
        item = [match.group(2)]
        i += 1
        while i < len(lines):
            line = lines[i]
            if not line.strip():
                # A blank line: the item goes on if the next line is indented into it.
                ahead = i + 1
                if ahead < len(lines) and lines[ahead].strip() and \
                        _indent(lines[ahead]) >= body_indent:
                    item.append("")
                    i += 1
                    continue
                break
            if _indent(line) >= body_indent:
                item.append(line[body_indent:])
            elif _indent(line) > base and not _starts_block(line):
                item.append(line.strip())  # a lazily indented continuation
            else:
                break
            i += 1
        block.items.append(_blocks(item))
        while i < len(lines) and not lines[i].strip():
            ahead = i + 1
            if ahead < len(lines) and _indent(lines[ahead]) == base and \
                    pattern.match(lines[ahead].strip()):
                i += 1
            else:
                break
    return block, i


# -- drawing ---------------------------------------------------------------------------------------

def inline(text: str, lang: str) -> Html:
    """A line of text with its emphasis, code and links as HTML (the rest escaped)."""
    parts: list[object] = []
    at = 0
    for match in _INLINE.finditer(text):
        parts.append(text[at:match.start()])
        at = match.end()
        if match.group("strong") is not None:
            parts.append(el("strong", inline(match.group("strong"), lang)))
        elif match.group("em") is not None:
            parts.append(el("em", inline(match.group("em"), lang)))
        elif match.group("code") is not None:
            parts.append(el("code", match.group("code")))
        else:
            parts.append(link(match.group("label"), match.group("href"), lang))
    parts.append(text[at:])
    return concat(*parts)


def link(label: str, href: str, lang: str) -> Html:
    """A link inside the rules: a section of this document jumps there in the dialog; the other
    language's version switches the page's language; anything else is shown as plain text (the
    page links nowhere outside itself)."""
    if href.startswith("#"):
        section = href[1:]
        return el("a", inline(label, lang), href=f"#{ID_PREFIX}{section}",
                  data_command="help-section", data_section=section)
    for code, name in SOURCES.items():
        if href == name and code != lang:
            return el("a", inline(label, lang), href=f"?lang={code}", data_command="language",
                      data_value=code, lang=HTML_LANG[code])
    return inline(label, lang)


def _draw(blocks: list[Block], lang: str, top: int) -> Html:
    out: list[Html] = []
    for block in blocks:
        if block.kind == "heading":
            tag = f"h{min(6, block.level + top - 2)}"
            out.append(el(tag, inline(block.text, lang),
                          id=f"{ID_PREFIX}{block.anchor}" if block.anchor else None,
                          tabindex=-1 if block.anchor else None))
        elif block.kind == "paragraph":
            out.append(el("p", inline(block.text, lang)))
        elif block.kind == "list":
            items = [el("li", _item(item, lang, top)) for item in block.items]
            if block.ordered:
                out.append(el("ol", *items, start=block.start if block.start != 1 else None))
            else:
                out.append(el("ul", *items))
        elif block.kind == "table" and block.rows:
            head, *body = block.rows
            out.append(el("div", el(
                "table",
                el("thead", el("tr", *(el("th", inline(c, lang), scope="col") for c in head))),
                el("tbody", *(el("tr", el("th", inline(row[0], lang), scope="row"),
                                 *(el("td", inline(c, lang)) for c in row[1:]))
                              for row in body)),
                class_="summary-table"), class_="rules-table", tabindex=0))  # (scrolls)
    return concat(*out)


def _item(blocks: list[Block], lang: str, top: int) -> Html:
    """A list item: a lone paragraph is drawn bare (no <p> inside the <li>)."""
    if len(blocks) == 1 and blocks[0].kind == "paragraph":
        return inline(blocks[0].text, lang)
    if blocks and blocks[0].kind == "paragraph":
        return inline(blocks[0].text, lang) + _draw(blocks[1:], lang, top)
    return _draw(blocks, lang, top)


@functools.lru_cache(maxsize=4)
def source(lang: str) -> str:
    """The rules document of ``lang`` (English when there is none); empty if it is missing."""
    path = DOCS / SOURCES.get(lang, SOURCES["en"])
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


@functools.lru_cache(maxsize=4)
def rules_html(lang: str, top: int = 3) -> Html:
    """The whole rules document as HTML, its sections headed from ``h{top}`` (kept: it never
    changes while the page runs)."""
    blocks = parse(source(lang))
    # From its first section: the document's title and its note on where it comes from are the
    # repository's, not the page's (whose dialog opens on its own summary).
    first = next((i for i, b in enumerate(blocks) if b.kind == "heading" and b.level > 1), 0)
    return _draw(blocks[first:], lang, top) if blocks else EMPTY


def sections(lang: str) -> list[str]:
    """The section names (anchors) of the rules in ``lang``, in order."""
    return [b.anchor for b in parse(source(lang)) if b.kind == "heading" and b.anchor]


__all__ = ["ID_PREFIX", "SECTION_OF", "Block", "inline", "parse", "rules_html", "sections"]
