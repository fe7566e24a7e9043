"""The page as HTML text, drawn from one observation (`engine.observe`) and the chosen language.

Each region of the page has one function returning its inner HTML; the browser side replaces
a region whole instead of patching nodes. Plain Python: no browser needed to call these.
"""

from __future__ import annotations

from html import escape
from typing import Any

from engine.cards import ARTISTS, AUCTIONS
from pyapp.game import PLAYER_COUNTS
from pyapp.i18n import CATALOGUE, LANGUAGES, text

ROUNDS = 4
# region id -> the catalogue key naming it (its accessible name)
REGIONS = {
    "controls": "app.title",
    "status": "status.label",
    "seats": "seats.caption",
    "board": "board.caption",
    "hand": "hand.heading",
}

View = dict[str, Any]


def el(name: str, *children: str, **attrs: object) -> str:
    """One element. Children are HTML already; attribute values are escaped here.

    Attribute names are spelt in Python: `class_` for class, `_` for `-` (`aria_label`);
    None or False leaves an attribute out, True writes it bare.
    """
    parts = [name]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        attr = key.rstrip("_").replace("_", "-")
        parts.append(attr if value is True else f'{attr}="{escape(str(value))}"')
    return f"<{' '.join(parts)}>{''.join(children)}</{name}>"


def words(lang: str, key: str, **params: object) -> str:
    """Catalogue text, escaped for HTML."""
    return escape(text(lang, key, **params))


def skeleton(lang: str) -> str:
    """The empty regions, each named for assistive technology."""
    return "\n".join(
        el("section", id=region, class_=f"region {region}", aria_label=text(lang, key))
        for region, key in REGIONS.items()
    )


def seat_name(view: View, seat: int, lang: str) -> str:
    if seat == view["seat"]:
        return text(lang, "seat.you")
    number = seat if seat > view["seat"] else seat + 1
    return text(lang, "seat.bot", number=number)


def card_label(card: str, lang: str) -> str:
    artist, auction = card.split("/")
    return text(
        lang,
        "card.label",
        artist=text(lang, f"artist.{artist}"),
        auction=text(lang, f"auction.{auction}"),
    )


def select(command: str, label: str, choices: list[tuple[str, str]], chosen: str) -> str:
    options = (
        el("option", escape(shown), value=value, selected=value == chosen)
        for value, shown in choices
    )
    return el("label", escape(label), " ", el("select", *options, data_command=command))


def controls(lang: str, players: int) -> str:
    players_choices = [(str(n), str(n)) for n in PLAYER_COUNTS]
    language_choices = [(code, CATALOGUE[code]["language.name"]) for code in LANGUAGES]
    return el("h1", words(lang, "app.title")) + el(
        "div",
        select("players", text(lang, "control.players"), players_choices, str(players)),
        el("button", words(lang, "control.new_game"), type="button", data_command="new-game"),
        select("language", text(lang, "control.language"), language_choices, lang),
        class_="controls-row",
    )


def status(view: View, lang: str, seed: int) -> str:
    seller = seat_name(view, view["seller"], lang)
    items = [
        text(lang, "status.game", seed=seed),
        text(lang, "status.round", round=view["round"]),
        text(lang, "status.deck", count=view["deck"]),
        f"{text(lang, 'status.seller', name=seller)} ({text(lang, 'step.' + view['step'])})",
    ]
    return el("ul", *(el("li", escape(item)) for item in items), class_="status-list")


def table(caption: str, head: list[str], rows: list[str], **attrs: object) -> str:
    return el(
        "table",
        el("caption", escape(caption)),
        el("thead", el("tr", *head)),
        el("tbody", *rows),
        **attrs,
    )


def seats(view: View, lang: str) -> str:
    head = [
        el("th", words(lang, key), scope="col")
        for key in ("seats.player", "seats.money", "seats.cards", "seats.owned", "seats.role")
    ]
    rows = []
    for seat in range(view["players"]):
        money = view["money"][seat]
        roles = [
            text(lang, key)
            for key, applies in (
                ("seat.seller", seat == view["seller"]),
                ("seat.to_act", seat in view["to_act"]),
            )
            if applies
        ]
        cells = [
            text(lang, "seat.secret") if money is None else str(money),
            str(view["hand_sizes"][seat]),
            str(len(view["owned"][seat])),
            ", ".join(roles),
        ]
        rows.append(
            el(
                "tr",
                el("th", escape(seat_name(view, seat, lang)), scope="row"),
                *(el("td", escape(cell)) for cell in cells),
                class_="you" if seat == view["seat"] else None,
                data_seat=seat,
            )
        )
    return table(text(lang, "seats.caption"), head, rows, class_="seats-table")


def board(view: View, lang: str) -> str:
    head = [el("th")] + [
        el("th", words(lang, f"artist.{a}"), scope="col", class_=f"artist artist-{a}")
        for a in ARTISTS
    ]
    rows = []
    for r in range(1, ROUNDS + 1):
        tokens = (view["values"][a][r - 1] for a in ARTISTS)
        rows.append(
            el(
                "tr",
                el("th", words(lang, "board.round", round=r), scope="row"),
                *(el("td", str(token) if token else words(lang, "board.none")) for token in tokens),
                class_="current" if r == view["round"] else None,
                aria_current="true" if r == view["round"] else None,
            )
        )
    rows.append(
        el(
            "tr",
            el("th", words(lang, "board.laid_out"), scope="row"),
            *(el("td", str(view["laid_out"][a]), data_artist=a) for a in ARTISTS),
            class_="laid-out",
        )
    )
    return table(text(lang, "board.caption"), head, rows, class_="board-table")


def _card_order(card: str) -> tuple[int, int]:
    artist, auction = card.split("/")
    return ARTISTS.index(artist), AUCTIONS.index(auction)


def hand(view: View, lang: str) -> str:
    cards = sorted(view["hands"][view["seat"]] or [], key=_card_order)
    heading = el("h2", words(lang, "hand.heading"), id="hand-heading")
    if not cards:
        return heading + el("p", words(lang, "hand.empty"))
    items = []
    for card in cards:
        artist, auction = card.split("/")
        items.append(
            el(
                "li",
                el("span", words(lang, f"artist.{artist}"), class_="card-artist"),
                el("span", words(lang, f"auction.{auction}"), class_="card-auction"),
                class_=f"card artist-{artist}",
                data_card=card,
                aria_label=card_label(card, lang),
            )
        )
    return heading + el("ul", *items, class_="hand-cards", aria_labelledby="hand-heading")


def regions(view: View, lang: str, seed: int) -> dict[str, str]:
    """Every region's inner HTML, keyed by region id."""
    return {
        "controls": controls(lang, view["players"]),
        "status": status(view, lang, seed),
        "seats": seats(view, lang),
        "board": board(view, lang),
        "hand": hand(view, lang),
    }
