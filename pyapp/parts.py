"""The small pieces every view of the table is built from: the catalogue's keys asked for by
a value of the game, a word, a button, a card in words or as a face, an explained term. Plain
Python; ``el()`` escapes every child that is not ``Html``."""

from __future__ import annotations

import functools

from engine.cards import AUCTIONS, Card
from engine.cards import ends_round as artist_ends_round

from . import art
from .catalogue import text
from .markup import Html, el
from .narration import artist, auction
from .rulebook import SECTION_OF
from .screen import View

ROUNDS = 4


# The catalogue's keys this module asks for by a value of the game (tests/test_app_catalogue.py
# reads every key from the code: none is put together at run time).
# Each region of the table's name, for assistive technologies (pyapp/drawing.py labels them).
REGION_KEYS = {
    "menu": "region.menu", "status": "region.status", "log": "region.log",
    "auction": "region.auction", "hand": "region.hand", "board": "region.board",
    "seats": "region.seats",
}
# What the player is asked, by the game's step (a fixed price: name it, or buy at it).
PROMPT_KEYS = {
    "play": "status.you.play", "open": "status.you.open", "once_around": "status.you.once_around",
    "sealed": "status.you.sealed", "double_offer": "status.you.double_offer",
}
# Whom the table waits for, by the game's step.
WAIT_KEYS = {
    "play": "status.wait.play", "open": "status.wait.open",
    "once_around": "status.wait.once_around", "sealed": "status.wait.sealed",
    "fixed_price": "status.wait.fixed_price", "double_offer": "status.wait.double_offer",
}
# Where the bidding stands when the player may bid, by the auction.
BID_STATE_KEYS = {"open": "do.state.open", "once_around": "do.state.once_around"}
COUNTDOWN_KEYS = ("countdown.0", "countdown.1")  # the online edition's calls, in order
# The brief explanation of each term that explains itself (``info``), by its topic.
HELP_KEYS = {
    "auction.open": "help.auction.open", "auction.once_around": "help.auction.once_around",
    "auction.sealed": "help.auction.sealed", "auction.fixed_price": "help.auction.fixed_price",
    "auction.double": "help.auction.double",
    "token10": "help.token10", "token20": "help.token20", "token30": "help.token30",
}
# A seat's or a table's players, by level: the bots', a person's (the player herself, another
# person at this device) and the statistics' "mixed" (bots of several levels).
LEVEL_KEYS = {
    "random": "level.random", "novice": "level.novice", "expert": "level.expert",
    "master": "level.master", "human": "level.human", "person": "level.person",
    "mixed": "level.mixed",
}
# The bots' speeds, as the set-up and a game of bots offer them.
SPEED_KEYS = {"slow": "speed.slow", "normal": "speed.normal", "fast": "speed.fast",
              "instant": "speed.instant"}
SPEED_CHOICES = tuple(SPEED_KEYS)
# Each bot level in a phrase, with its measured strength (BOTS.md's table of matches, which
# tests/test_setup_form.py holds these figures to).
LEVEL_HINT_KEYS = {
    "random": "level.random_hint", "novice": "level.novice_hint",
    "expert": "level.expert_hint", "master": "level.master_hint",
}


def words(lang: str, key: str, **params: object) -> str:
    """Catalogue text (plain: ``el()`` escapes it)."""
    return text(lang, key, **params)


def button(label: str, command: str, *, kind: str = "", **attrs: object) -> Html:
    return el("button", label, type="button", data_command=command,
              class_=f"btn {kind}".strip(), **attrs)


def card_name(lang: str, card: str) -> str:
    """A card as its face reads ("Yoko fixed price"): the name of a card's button, which holds
    the face's words as they are shown."""
    return card_words(lang, card, "card.name")


def card_words(lang: str, card: str, key: str = "card.label") -> str:
    """A card in words ("Yoko, fixed price"; ``key``: the catalogue's way of saying it)."""
    named = Card.parse(card)
    return text(lang, key, artist=artist(lang, named.artist),
                auction=auction(lang, named.auction))


@functools.lru_cache(maxsize=512)
def card_face(lang: str, card: str, number: int = 0) -> Html:
    """The card's face (``art`` draws it and escapes the words it is given; kept, as it never
    changes)."""
    named = Card.parse(card)
    return Html(art.card_html(card, artist(lang, named.artist), auction(lang, named.auction),
                              number))


def swatch(artist: str) -> Html:
    """The artist's small swatch (drawn by ``art``: shapes only, no text)."""
    return el("span", Html(art.artist_swatch_svg(artist)), class_="swatch")


def auction_sign(auction: str) -> Html:
    """The auction type's small sign, as on a card's corner (drawn by ``art``, no text)."""
    return el("span", Html(art.auction_icon_svg(auction)), class_="auction-sign")


def setting_toggle(lang: str, setting: str, on: bool, disabled: bool = False) -> Html:
    """The menu's switch for a setting of the table ("sound", "motion", "coach"): an icon, its
    name for screen readers and as its tooltip, pressed while on."""
    name, hint = SETTING_KEYS[setting]
    return button(Html(art.setting_icon_svg(setting, on)), f"toggle-{setting}",
                  kind="quiet toggle", aria_pressed=str(on).lower(),
                  aria_label=text(lang, name), title=text(lang, hint), disabled=disabled)


def icon_button(lang: str, icon: str, command: str, name: str, hint: str,
                disabled: bool = False) -> Html:
    """A menu button drawn as an icon (``art.menu_icon_svg``): its name (catalogue key
    ``name``) for screen readers, and what it does (``hint``) as its tooltip."""
    return button(Html(art.menu_icon_svg(icon)), command, kind="quiet icon",
                  aria_label=text(lang, name), title=text(lang, hint), disabled=disabled)


# Each setting of the table the menu switches: its name and what it does.
SETTING_KEYS = {"sound": ("menu.sound", "menu.sound_hint"),
                "motion": ("menu.motion", "menu.motion_hint"),
                "coach": ("menu.coach", "menu.coach_hint")}


def ends_round(view: View, card: str, more: int = 1) -> bool:
    """Whether laying out ``more`` paintings of ``card``'s artist now would be its fifth this
    round: the round ends at once and they are not sold (the offered double is counted
    already)."""
    return artist_ends_round(view["laid_out"][Card.parse(card).artist] + more)


def card_order(card: str) -> tuple[int, int]:
    named = Card.parse(card)
    return named.artist_index, AUCTIONS.index(named.auction)


def info(lang: str, topic: str, label: str) -> Html:
    """A term that explains itself in brief on hover (title) and opens the rules at its section
    on a tap, a click or Enter."""
    note = text(lang, HELP_KEYS[topic])
    section = SECTION_OF["token" if topic.startswith("token") else topic]
    return el("button", label, type="button", class_="term", data_command="open-help",
              data_section=section, title=note, aria_label=text(lang, "help.explain", term=label))
