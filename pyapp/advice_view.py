"""The coach's box at her decision (in the table's centre, under her controls): the button that
asks the master, its progress while it thinks, then its move and one sentence of why, in the
player's terms: what the paintings should be worth at the round's end, who is paid for them,
and the artists worth most. In a game of bots, watched, the same words explain a master's own
move, in the third person (``reasoning_box``). Plain Python, drawn from the ``Screen``."""

from __future__ import annotations

from engine.actions import Do
from engine.analysis.coach import Advice
from engine.cards import Card

from .catalogue import phrasing, text
from .markup import EMPTY, Html, el
from .narration import artist, money
from .parts import button, ends_round, words
from .review_dialog import move_words
from .screen import Screen, View

KEY = "c"  # the key that asks (``features.coach``)


def advice_box(screen: Screen) -> Html:
    shown = screen.coach
    if shown is None or screen.view is None:
        return EMPTY
    lang = screen.lang
    if shown.advice is not None:
        body = explanation(lang, screen.names, screen.view, shown.advice)
    elif shown.progress is not None:
        percent = int(shown.progress * 100)
        body = [el("p", words(lang, "coach.thinking"), " ",
                   el("progress", max="100", value=str(percent),
                      aria_label=text(lang, "coach.thinking")), class_="advice-thinking")]
    else:
        body = [button(text(lang, "coach.ask"), "ask-coach", kind="quiet",
                       aria_keyshortcuts=KEY.upper(), title=text(lang, "coach.ask_key"))]
    return el("section", el("h2", words(lang, "coach.heading"), class_="advice-heading"), *body,
              class_="advice", aria_label=text(lang, "coach.label"), aria_live="polite")


def reasoning_box(screen: Screen) -> Html:
    """A game of bots, watched: the last move a master explained, with its figures, said of it
    by its name ("Ada's move: Bid up to $23.")."""
    shown = screen.bots
    if shown is None or shown.advice is None or shown.view is None or shown.seat is None or \
            screen.over or screen.watching is not None:  # (over: the result stands alone)
        return EMPTY
    lang = screen.lang
    body = explanation(lang, screen.names, shown.view, shown.advice, screen.names[shown.seat])
    return el("section", el("h2", words(lang, "bots.reasoning"), class_="advice-heading"),
              *body, class_="advice reasoning", aria_label=text(lang, "bots.reasoning"),
              aria_live="polite")


def explanation(lang: str, names: list[str], view: View, advice: Advice,
                who: str | None = None) -> list[Html]:
    """The move, one sentence of why and the artists worth most, for the decision the seat
    faced in ``view``; said to "you", or with ``who`` of the seat by its name."""
    body = [el("p", el("strong", move(lang, view, advice, who)), class_="advice-move"),
            el("p", why(lang, names, view, advice, who), class_="advice-why")]
    if advice.ranking:
        body.append(el("p", ranking(lang, advice), class_="advice-ranking"))
    return body


def move(lang: str, view: View, advice: Advice, who: str | None = None) -> str:
    """The master's move in the review's words ("The master's move: Bid up to $23."): one voice
    for the coach and the review. A limit she cannot bid, or a sealed bid of nothing, is
    staying out."""
    action = advice.choice.action
    stays_out = (advice.step == "open" and not buys(advice, view)) or (
        advice.step == "sealed" and action.do is Do.BID and not action.amount)
    said = text(lang, "judge.stay_out") if stays_out else \
        move_words(lang, advice.step, advice.choice)
    if who is not None:
        return text(lang, "bots.says", name=who, move=said)
    return text(lang, "coach.says", move=said)


def buys(advice: Advice, view: View) -> bool:
    """Whether the master's move buys (or bids for) the lot under the hammer: a limit she may
    bid, a bid above nothing (a sealed bid of 0 stays out), a buy."""
    action = advice.choice.action
    if advice.step == "open":
        limit = advice.choice.limit
        return limit is not None and limit >= lowest_bid(view)
    if action.do is Do.BID:
        return bool(action.amount)
    return action.do is Do.BUY


def lowest_bid(view: View) -> float:
    """The lowest bid the seat may make now (infinite when it may not bid)."""
    allowed = view["legal"].get("bid")
    return allowed["min"] if allowed is not None else float("inf")


# The sentences of why said of a seat by its name (a master's own move in a game of bots).
OF_THE_SEAT = {
    "coach.why.sell": "bots.why.sell", "coach.why.ends_round": "bots.why.ends_round",
    "coach.why.offer_double": "bots.why.offer_double", "coach.why.join": "bots.why.join",
    "coach.why.no_join": "bots.why.no_join", "coach.why.price": "bots.why.price",
    "coach.why.buy": "bots.why.buy", "coach.why.pass": "bots.why.pass",
    "coach.why.buy_own": "bots.why.buy_own", "coach.why.pass_own": "bots.why.pass_own",
    "coach.why.buy_own_joint": "bots.why.buy_own_joint",
    "coach.why.pass_own_joint": "bots.why.pass_own_joint",
    "coach.why.buy_split": "bots.why.buy_split", "coach.why.pass_split": "bots.why.pass_split"}


def why(lang: str, names: list[str], view: View, advice: Advice, who: str | None = None) -> str:
    """One sentence of why: what the paintings should be worth at the round's end, and who is
    paid for them (``auctions.payments``: a joint lot's price is shared by its two sellers, and
    a seller who buys pays her own share to the bank). Said to "you"; with ``who``, of the
    seat by that name."""
    key, params = reason(names, view, advice)
    params["value"] = money(lang, advice.lot_value)
    if "artist" in params:
        params["artist"] = artist(lang, params["artist"])
    if who is None:
        return text(lang, key, **params)
    return text(lang, OF_THE_SEAT[key], name=who, **params)


def reason(names: list[str], view: View, advice: Advice) -> tuple[str, dict[str, str]]:
    """Which sentence of why (its catalogue key, said to "you") and what it names: the seats
    paid, by name, and an artist (by id: ``why`` says it, and the lot's value, in the page's
    words)."""
    action, you = advice.choice.action, advice.seat
    others = [names[seat] for seat in advice.sellers if seat != you]
    mine = you in advice.sellers
    if advice.step == "play":
        card = str(action.card)
        artist_ = Card.parse(card).artist
        if ends_round(view, card, 2 if action.partner is not None else 1):
            return "coach.why.ends_round", {"artist": artist_}
        if card.endswith("/double") and action.partner is None:
            return "coach.why.offer_double", {"artist": artist_}
        return "coach.why.sell", {}
    if advice.step == "double_offer":
        if action.do is Do.JOIN:
            return "coach.why.join", {"payee": others[0]}
        return "coach.why.no_join", {}
    if action.do is Do.PRICE:
        return "coach.why.price", {}
    bought = buys(advice, view)
    if mine:  # her own lot (alone, or a joint lot's)
        key = ("coach.why.buy_own_joint" if others else "coach.why.buy_own") if bought else \
            ("coach.why.pass_own_joint" if others else "coach.why.pass_own")
        return key, {"payee": others[0] if others else ""}
    if len(others) > 1:
        return "coach.why.buy_split" if bought else "coach.why.pass_split", \
            {"payee": others[0], "other": others[1]}
    return "coach.why.buy" if bought else "coach.why.pass", {"payee": others[0]}


def ranking(lang: str, advice: Advice) -> str:
    """The artists worth most at the round's end, with their expected painting values."""
    items = [text(lang, "coach.ranking_item", artist=artist(lang, a),
                  amount=money(lang, round(advice.values[a]))) for a in advice.ranking]
    return text(lang, "coach.ranking", artists=phrasing(lang).listing(items))
