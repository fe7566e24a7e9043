"""The artists' paintings, swatches, auction glyphs and card faces of pyapp/art.py."""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.cards import ARTISTS, AUCTIONS
from pyapp import art

ROOT = Path(__file__).resolve().parent.parent
CSS = (ROOT / "assets" / "art.css").read_text(encoding="utf-8")

PAINTING_BUDGET = 2600  # bytes per painting
SWATCH_BUDGET = 700
ICON_BUDGET = 500
CARD_BUDGET = 3600
NUMBERS = range(60)

FORBIDDEN = re.compile(
    r"https?:|url\(|<image|href|@import|<script|<foreignObject|<style|\bid=|\bon\w+=|<iframe",
    re.IGNORECASE,
)
INTERACTIVE = {"button", "a", "input", "select", "textarea", "details", "summary", "label"}


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def svgs(root: ET.Element) -> list[ET.Element]:
    return [el for el in root.iter() if el.tag == "svg"]


def test_ids_match_the_engine() -> None:
    assert art.ARTIST_IDS == ARTISTS
    assert art.AUCTION_IDS == AUCTIONS


@pytest.mark.parametrize("artist", ARTISTS)
def test_painting_is_well_formed_hidden_and_self_contained(artist: str) -> None:
    for number in NUMBERS:
        markup = art.painting_svg(artist, number)
        root = parse(markup)
        assert root.tag == "svg"
        assert root.get("viewBox") == f"0 0 {art.W} {art.H}"
        assert root.get("aria-hidden") == "true" and root.get("focusable") == "false"
        assert not FORBIDDEN.search(markup), markup
        assert len(markup.encode()) <= PAINTING_BUDGET, (artist, number, len(markup))


@pytest.mark.parametrize("artist", ARTISTS)
def test_painting_is_deterministic_and_varies_with_the_number(artist: str) -> None:
    assert art.painting_svg(artist, 7) == art.painting_svg(artist, 7)
    assert art.painting_svg(artist) == art.painting_svg(artist, 0)
    variants = {art.painting_svg(artist, n) for n in range(12)}
    assert len(variants) == 12
    assert art.painting_svg(artist, 1) != art.painting_svg(artist, 2)


def test_paintings_do_not_depend_on_hash_randomisation() -> None:
    # The PRNG is seeded by its own FNV hash, not hash(): a known value pins that down.
    a = art._Rng("yoko", 3)
    b = art._Rng("yoko", 3)
    assert [a.next() for _ in range(5)] == [b.next() for _ in range(5)]
    assert art._Rng("yoko", 3).next() != art._Rng("yoko", 4).next()


@pytest.mark.parametrize("artist", ARTISTS)
def test_a_card_carries_the_initials_badge_over_its_painting(artist: str) -> None:
    face = art.card_html(f"{artist}/open", "Name", "open auction", 5)
    badge = re.search(r'<div class="card-painting"><svg .*?</svg>(<span [^>]*></span>)</div>',
                      face)
    assert badge, "the badge is drawn after the painting, on top of it"
    assert f'data-initials="{art.INITIALS[artist]}"' in badge.group(1)
    assert 'aria-hidden="true"' in badge.group(1)
    # the initials are the style's to show: the face's only words are its caption's
    words = re.sub(r"<svg.*?</svg>", "", face)
    assert re.sub(r"<[^>]+>", "", words) == "Name open auction"
    assert "<text" not in art.painting_svg(artist, 5)


def test_initials_patterns_and_swatches_are_distinct() -> None:
    assert [art.INITIALS[a] for a in ARTISTS] == ["LM", "Y", "CP", "KG", "K"]
    assert len(set(art.PATTERNS.values())) == len(ARTISTS)
    assert len({art.artist_swatch_svg(a) for a in ARTISTS}) == len(ARTISTS)
    for artist in ARTISTS:
        root = parse(art.painting_svg(artist))
        assert f"pattern-{art.PATTERNS[artist]}" in root.get("class", "").split()


def shape_signature(artist: str) -> frozenset[str]:
    """What the eye sees without colour: the kinds of shape and stroke the style is made of."""
    sig = set()
    for n in range(5):
        root = parse(art.painting_svg(artist, n))
        for el in root.iter():
            if el.tag in ("svg", "g", "text") or el.get("class") == "art-badge":
                continue
            d = el.get("d", "")
            kind = el.tag
            if el.tag == "path":
                kind += "-curve" if re.search(r"[aqcAQC]", d) else "-straight"
                kind += "-stroked" if el.get("stroke") else "-filled"
            elif el.get("stroke"):
                kind += f"-stroked{el.get('stroke-width')}"
            sig.add(kind)
    return frozenset(sig)


def test_styles_differ_in_shape_not_only_colour() -> None:
    signatures = {a: shape_signature(a) for a in ARTISTS}
    assert len(set(signatures.values())) == len(ARTISTS), signatures
    assert "polygon" in signatures["lite_metal"]
    assert "circle" in signatures["yoko"]
    assert "rect-stroked2.4" in signatures["christin_p"]
    assert "path-straight-stroked" in signatures["karl_gitter"]
    assert "path-curve-stroked" in signatures["krypto"]


@pytest.mark.parametrize("artist", ARTISTS)
def test_swatch(artist: str) -> None:
    markup = art.artist_swatch_svg(artist)
    root = parse(markup)
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("24", "24", "0 0 24 24")
    assert root.get("aria-hidden") == "true" and root.get("focusable") == "false"
    assert f"artist-{artist}" in root.get("class", "")
    assert not FORBIDDEN.search(markup)
    assert len(markup.encode()) <= SWATCH_BUDGET


@pytest.mark.parametrize("auction", AUCTIONS)
def test_auction_icon(auction: str) -> None:
    markup = art.auction_icon_svg(auction)
    root = parse(markup)
    assert root.get("viewBox") == "0 0 16 16"
    assert root.get("aria-hidden") == "true" and root.get("focusable") == "false"
    assert "currentColor" in markup
    assert not FORBIDDEN.search(markup)
    assert len(markup.encode()) <= ICON_BUDGET


def test_auction_icons_are_distinct() -> None:
    assert len({art.auction_icon_svg(a) for a in AUCTIONS}) == len(AUCTIONS)


@pytest.mark.parametrize("artist", ARTISTS)
@pytest.mark.parametrize("auction", AUCTIONS)
def test_card_face(artist: str, auction: str) -> None:
    card = f"{artist}/{auction}"
    markup = art.card_html(card, f"name of {artist}", f"type {auction}", number=3)
    root = parse(markup)
    assert root.tag == "div"
    assert root.get("class", "").split()[:1] == ["card"]
    assert {"card", f"artist-{artist}", f"auction-{auction}"} <= set(root.get("class").split())
    assert not INTERACTIVE & {el.tag for el in root.iter()}
    assert all(el.get("tabindex") is None for el in root.iter())
    found = svgs(root)
    assert len(found) == 2
    assert all(s.get("aria-hidden") == "true" and s.get("focusable") == "false" for s in found)
    assert art.painting_svg(artist, 3) in markup
    assert art.auction_icon_svg(auction) in markup
    text = "".join(root.itertext())
    assert f"name of {artist}" in text and f"type {auction}" in text
    assert art.INITIALS[artist] not in text.replace(f"name of {artist}", "")  # (the badge's)
    assert f'data-initials="{art.INITIALS[artist]}"' in markup
    assert not FORBIDDEN.search(markup)
    assert len(markup.encode()) <= CARD_BUDGET


def test_card_labels_are_escaped() -> None:
    markup = art.card_html("krypto/double", "<b>K&amp</b>", 'say "x" & <i>y</i>')
    root = parse(markup)
    text = "".join(root.itertext())
    assert "<b>K&amp</b>" in text and 'say "x" & <i>y</i>' in text
    assert root.find(".//b") is None and root.find(".//i") is None


def test_card_labels_in_chinese() -> None:
    markup = art.card_html("karl_gitter/fixed_price", "卡尔·吉特", "一口价", 9)
    assert "卡尔·吉特" in "".join(parse(markup).itertext())


@pytest.mark.parametrize(
    "call",
    [
        lambda: art.painting_svg("picasso"),
        lambda: art.artist_swatch_svg(""),
        lambda: art.auction_icon_svg("dutch"),
        lambda: art.card_html("yoko", "Yoko", "?"),
        lambda: art.card_html("yoko/dutch", "Yoko", "?"),
        lambda: art.card_html("picasso/open", "?", "open"),
    ],
)
def test_unknown_names_are_refused(call: Callable[[], object]) -> None:
    with pytest.raises(ValueError, match="unknown"):
        call()


def test_art_module_is_pure_standard_library() -> None:
    tree = ast.parse((ROOT / "pyapp" / "art.py").read_text(encoding="utf-8"))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            modules.add((node.module or "").split(".")[0])
    assert modules, "expected some imports"
    assert modules <= set(sys.stdlib_module_names) | {"__future__"}, modules
    assert not modules & {"js", "pyscript", "pyodide", "random"}


def test_css_defines_the_artist_colours_and_states() -> None:
    for artist in ARTISTS:
        assert re.search(rf"--artist-{artist}:\s*#[0-9a-f]{{6}}", CSS), artist
        assert f".artist-{artist}" in CSS
        assert art.COLOURS[artist] in CSS
    assert "button:focus-visible > .card" in CSS
    assert "prefers-reduced-motion" in CSS
    assert ":disabled > .card" in CSS
    assert 'aria-pressed="true"] > .card' in CSS
    assert "flex-wrap: wrap" in CSS
    assert not re.search(r"overflow-x:\s*(auto|scroll)", CSS)
    assert not re.search(r"url\(|@import|https?:", CSS)


@pytest.mark.parametrize("setting", ["sound", "motion", "coach"])
def test_setting_icons_are_hidden_svg_struck_through_when_off(setting: str) -> None:
    on, off = art.setting_icon_svg(setting, True), art.setting_icon_svg(setting, False)
    for svg in (on, off):
        assert svg.startswith("<svg ") and svg.endswith("</svg>") and 'aria-hidden="true"' in svg
    assert off.count("<path") == on.count("<path") + 1, "off: struck through"
    with pytest.raises(ValueError, match="unknown setting"):
        art.setting_icon_svg("volume", True)
