"""The rules in the page's help: the repository's rules documents, read by the page's own small
Markdown reader, with sections the table links to."""

from __future__ import annotations

import re
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.cards import Card
from pyapp import dialogs, rulebook
from pyapp.catalogue import text
from pyapp.rulebook import SECTION_OF, inline, parse, rules_html, sections
from tests.support.table import Table

ROOT = Path(__file__).resolve().parent.parent


class Tags(HTMLParser):
    """The tags of an HTML fragment, checked to nest properly."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.seen.append((tag, dict(attrs)))
        if tag not in ("input", "br"):
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, (self.open, tag)
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def tags_of(html: str) -> Tags:
    tags = Tags()
    tags.feed(html)
    tags.close()
    assert not tags.open
    return tags


def test_both_languages_have_the_same_sections_in_the_same_order():
    english, chinese = sections("en"), sections("zh")
    assert english == chinese
    assert english[:5] == ["components", "setup", "turn", "payment", "open"]
    assert len(english) == 15


def test_every_section_the_table_links_to_exists():
    for topic, section in SECTION_OF.items():
        assert section in sections("en"), topic


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_whole_document_is_drawn_with_nothing_left_raw(lang: str):
    html = rules_html(lang)
    tags = tags_of(html)
    text = "".join(tags.text)
    assert "**" not in text and "](" not in text and "|---" not in text and "<a id" not in text
    ids = {attrs.get("id") for _, attrs in tags.seen}
    assert {f"rules-{s}" for s in sections(lang)} <= ids
    # The card table inside the first list item: a header and five artists, seven columns each.
    rows = re.findall(r"<tr>(.*?)</tr>", html)
    assert len(rows) >= 6 and all(row.count("<t") == 7 for row in rows[:6])
    # Every link inside the document goes to one of its sections (or switches the language).
    for tag, attrs in tags.seen:
        if tag == "a":
            assert attrs["data-command"] in ("help-section", "language")
            if attrs["data-command"] == "help-section":
                assert attrs["data-section"] in sections(lang)
    # Source words that must survive: the tie rule in bold, the example in italics.
    assert "<strong>" in html and "<em>" in html


def test_lists_nest_by_indentation_and_numbered_lists_keep_their_numbers():
    blocks = parse("1. **Pair it**: one\n   line two.\n2. Offer it:\n\n   - inner\n   - more\n\n"
                   "after\n\n3. third\n")
    first = blocks[0]
    assert first.kind == "list" and first.ordered and len(first.items) == 2
    assert first.items[0][0].text == "**Pair it**: one line two."
    assert [b.kind for b in first.items[1]] == ["paragraph", "list"]
    assert blocks[1].kind == "paragraph" and blocks[1].text == "after"
    assert blocks[2].start == 3


def test_a_table_a_heading_and_its_anchor():
    blocks = parse('<a id="x"></a>\n## Title\n| a | b |\n|---|---|\n| 1 | 2 |\ntext\n')
    assert (blocks[0].kind, blocks[0].anchor, blocks[0].text) == ("heading", "x", "Title")
    assert blocks[1].rows == [["a", "b"], ["1", "2"]]
    assert blocks[2].text == "text"


def test_text_is_escaped_and_links_go_nowhere_outside_the_page():
    said = inline("a <b> & **c <i>** [out](https://example.com) [in](#open) `x<y>`", "en")
    assert "<b>" not in said and "&lt;b&gt;" in said and "<strong>c &lt;i&gt;</strong>" in said
    assert "example.com" not in said and "out" in said
    assert 'data-section="open"' in said and "<code>x&lt;y&gt;</code>" in said
    switch = inline("[中文版](rules.zh.md)", "en")
    assert 'data-command="language"' in switch and 'data-value="zh"' in switch
    assert inline("[English](rules.md)", "en") == "English"  # its own language: plain text


def test_a_missing_document_draws_nothing(monkeypatch, tmp_path):
    monkeypatch.setattr(rulebook, "DOCS", tmp_path)
    rulebook.source.cache_clear()
    rulebook.rules_html.cache_clear()
    try:
        assert rules_html("en") == ""
    finally:
        monkeypatch.undo()
        rulebook.source.cache_clear()
        rulebook.rules_html.cache_clear()


def test_the_rules_documents_reach_the_browser():
    """The app's archive, which PyScript unpacks where Python runs, carries the rules at the
    path the help reads them from (``pyapp/../docs``)."""
    archive = ROOT / "assets" / "vendor" / "startup" / "app.zip"
    if not archive.exists():
        pytest.fail("assets/vendor/startup/app.zip is missing: run `make vendor`")
    with zipfile.ZipFile(archive) as shipped:
        for name in rulebook.SOURCES.values():
            assert shipped.read(f"docs/{name}") == (ROOT / "docs" / name).read_bytes()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_rules_open_on_the_game_in_a_minute_with_a_card_of_each_auction(lang: str):
    """The dialog starts with a one-screen summary (each auction type on a card beside what it
    is), then the complete rules from their first section: not the document's own title and
    note on where it comes from."""
    table = Table(f"?seed=2&lang={lang}")
    table.do("open-help")
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None
    summary = shown.index('id="rules-summary"')
    assert summary < shown.index('id="rules-components"')
    faces = re.findall(r'<span class="summary-card">.*?data-card="([a-z_/]+)"', shown)
    assert [Card.parse(card).auction.value for card in faces] == [
        "open", "once_around", "sealed", "fixed_price", "double"]
    assert "engine's specification" not in shown and "规则引擎的说明书" not in shown
    assert text(lang, "rules.summary.title") in shown
    other = "zh" if lang == "en" else "en"  # and a way to the other language's rules
    assert re.search(f'<a href="\\?lang={other}" data-command="language" '
                     f'data-value="{other}"', shown)
