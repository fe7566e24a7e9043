"""Every engine event told in words, in the current language (the log and the screen reader).

Pure Python. ``describe(event, lang, names, you)`` turns one event (its JSON form, as in the
observation's history) into one or more sentences; ``names`` are the seats' display names and
``you`` the seat the page speaks to (``screen.addressed``), told in the second person ("You
receive $12", not "$12 to You"); None while nobody's seat is shown: every seat by its name.
Lists and counts go through the language's phrasing (no "(s)", no "A and B and C").
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card

from .catalogue import phrasing, text

# The catalogue's key for each of the engine's artists and auction types (tests check that
# both tables name every one).
ARTIST_KEYS = {
    "lite_metal": "artist.lite_metal", "yoko": "artist.yoko", "christin_p": "artist.christin_p",
    "karl_gitter": "artist.karl_gitter", "krypto": "artist.krypto",
}
AUCTION_KEYS = {
    "open": "auction.open", "once_around": "auction.once_around", "sealed": "auction.sealed",
    "fixed_price": "auction.fixed_price", "double": "auction.double",
}
# How each kind of auction says a seat passed.
PASS_KEYS = {
    "open": "log.pass.open", "once_around": "log.pass.once_around",
    "fixed_price": "log.pass.fixed_price", "double_offer": "log.pass.double_offer",
}
# The keys said differently to the player herself: the key -> its second-person form.
YOU_FORMS = {
    "log.auction_started": "log.auction_started.you", "log.seat_amount": "log.seat_amount.you",
    "log.sold": "log.sold.you", "log.received": "log.received.you",
    "log.taken_free": "log.taken_free.you",
}


def money(lang: str, amount: int) -> str:
    """An amount as the page writes money everywhere ("$12"; the catalogue's "money.amount")."""
    return text(lang, "money.amount", amount=amount)


def artist(lang: str, artist_id: str) -> str:
    return text(lang, ARTIST_KEYS[artist_id])


def auction(lang: str, kind: str) -> str:
    """An auction type's name: "open auction", "sealed bid"..."""
    return text(lang, AUCTION_KEYS[kind])


def card(lang: str, name: str) -> str:
    """A card as the log says it, "Krypto (open auction)": safe inside a list of cards."""
    painting = Card.parse(name)
    return text(lang, "log.card", artist=artist(lang, painting.artist),
                auction=auction(lang, painting.auction))


def cards(lang: str, names: list[str]) -> str:
    return phrasing(lang).listing([card(lang, n) for n in names])


def describe(event: dict[str, Any], lang: str, names: list[str],
             you: int | None = None) -> list[str]:
    """One event in words (a list: a sale also says who received what)."""
    say = phrasing(lang)
    kind = event["event"]

    def who(key: str = "seat") -> str:
        return names[int(event[key])]

    def form(key: str, seat: int) -> str:
        """The key's second-person form when ``seat`` is the human's."""
        return YOU_FORMS[key] if seat == you else key

    if kind == "round_started":
        lines = [text(lang, "log.round_started", round=event["round"])]
        dealt = sorted(set(event["dealt"]))
        if event["round"] > 1 and dealt != [0]:
            lines.append(say.text("log.dealt", count=max(dealt)))
        return lines
    if kind == "card_played":
        if event["partner"]:
            return [text(lang, "log.played_with", seat=who(), card=card(lang, event["card"]),
                         partner=card(lang, event["partner"]))]
        return [text(lang, "log.played", seat=who(), card=card(lang, event["card"]))]
    if kind == "double_offered":
        return [text(lang, "log.double_offered", seat=who(),
                     artist=artist(lang, Card.parse(event["card"]).artist))]
    if kind == "joined":
        return [text(lang, "log.joined", seat=who(), card=card(lang, event["card"]))]
    if kind == "auction_started":
        return [text(lang, form("log.auction_started", event["auctioneer"]),
                     seat=who("auctioneer"), auction=auction(lang, event["auction"]),
                     cards=cards(lang, event["cards"]))]
    if kind == "bid":
        return [text(lang, "log.bid", seat=who(), amount=money(lang, event["amount"]))]
    if kind == "sealed_bid":
        return [text(lang, "log.sealed_bid", seat=who())]
    if kind == "sealed_revealed":
        bids = say.listing([text(lang, form("log.seat_amount", s), seat=names[s],
                                 amount=money(lang, b)) for s, b in enumerate(event["bids"])])
        return [text(lang, "log.sealed_revealed", bids=bids)]
    if kind == "pass":
        step = event["step"]
        if step == "open" and event["seat"] == you:
            return [text(lang, "log.out.you")]
        return [text(lang, PASS_KEYS[step], seat=who())]
    if kind == "price":
        return [text(lang, "log.price", seat=who(), amount=money(lang, event["amount"]))]
    if kind == "sold":
        buyer = event["buyer"]
        lines = [say.text(form("log.sold", buyer), seat=names[buyer],
                          cards=cards(lang, event["cards"]), amount=money(lang, event["price"]),
                          count=len(event["cards"]))]
        for seat, amount in event["received"]:
            lines.append(text(lang, form("log.received", seat), seat=names[seat],
                              amount=money(lang, amount)))
        if event["bank"]:
            lines.append(text(lang, "log.bank", amount=money(lang, event["bank"])))
        return lines
    if kind == "taken_free":
        seat = event["seat"]
        return [text(lang, form("log.taken_free", seat), seat=who(),
                     cards=cards(lang, event["cards"]))]
    if kind == "round_ended":
        return round_summary(event, lang, names, you)
    if kind == "game_over":
        winners = list(event["winners"])
        amount = money(lang, event["money"][winners[0]])
        if you in winners:
            others = [names[s] for s in winners if s != you]
            key = "log.game_over_you" if not others else "log.game_over_you_share"
            return [text(lang, key, seats=say.listing(others), amount=amount)]
        key = "log.game_over_one" if len(winners) == 1 else "log.game_over_shared"
        return [text(lang, key, seats=say.listing([names[s] for s in winners]), amount=amount)]
    return [kind]  # pragma: no cover - every event kind is handled above


def round_summary(event: dict[str, Any], lang: str, names: list[str],
                  you: int | None = None) -> list[str]:
    say = phrasing(lang)
    lines = [text(lang, "log.round_ended", round=event["round"])]
    if event["discarded"]:
        lines.append(say.text("log.discarded", cards=cards(lang, event["discarded"]),
                              count=len(event["discarded"])))
    if event["ranking"]:
        ranking = say.listing([text(lang, "log.token", artist=artist(lang, a),
                                    amount=money(lang, event["tokens"][a]))
                               for a in event["ranking"]])
        lines.append(text(lang, "log.ranking", ranking=ranking))
    for seat, income in enumerate(event["income"]):
        if event["sold"][seat]:
            key = "log.income.you" if seat == you else "log.income"
            lines.append(say.text(key, seat=names[seat], amount=money(lang, income),
                                  count=len(event["sold"][seat])))
    return lines
