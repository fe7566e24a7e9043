"""The coach's box at her decision (in the table's centre, under her controls): the button that
asks the master, its progress while it thinks, then its move and one sentence of why, in the
player's terms: what the paintings should be worth at the round's end, who is paid for them,
and the artists worth most. Plain Python, drawn from the ``Screen``."""

from __future__ import annotations

from engine.actions import Do
from engine.analysis.coach import Advice
from engine.cards import Card

from .catalogue import phrasing, text
from .markup import EMPTY, Html, el
from .narration import artist, money
from .parts import button, ends_round, words
from .review_dialog import move_words
from .screen import Screen

KEY = "c"  # the key that asks (``features.coach``)


def advice_box(screen: Screen) -> Html:
    shown = screen.coach
    if shown is None or screen.view is None:
        return EMPTY
    lang = screen.lang
    if shown.advice is not None:
        advice = shown.advice
        body = [el("p", el("strong", move(screen, advice)), class_="advice-move"),
                el("p", why(screen, advice), class_="advice-why")]
        if advice.ranking:
            body.append(el("p", ranking(lang, advice), class_="advice-ranking"))
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


def move(screen: Screen, advice: Advice) -> str:
    """The master's move in the review's words ("The master's move: Bid up to $23."): one voice
    for the coach and the review. A limit she cannot bid, or a sealed bid of nothing, is
    staying out."""
    lang, action = screen.lang, advice.choice.action
    stays_out = (advice.step == "open" and not buys(advice, screen)) or (
        advice.step == "sealed" and action.do is Do.BID and not action.amount)
    said = text(lang, "judge.stay_out") if stays_out else \
        move_words(lang, advice.step, advice.choice)
    return text(lang, "coach.says", move=said)


def buys(advice: Advice, screen: Screen) -> bool:
    """Whether the master's move buys (or bids for) the lot under the hammer: a limit she may
    bid, a bid above nothing (a sealed bid of 0 stays out), a buy."""
    action = advice.choice.action
    if advice.step == "open":
        limit = advice.choice.limit
        return limit is not None and limit >= lowest_bid(screen)
    if action.do is Do.BID:
        return bool(action.amount)
    return action.do is Do.BUY


def lowest_bid(screen: Screen) -> float:
    """The lowest bid she may make now (infinite when she may not bid)."""
    assert screen.view is not None
    allowed = screen.view["legal"].get("bid")
    return allowed["min"] if allowed is not None else float("inf")


def why(screen: Screen, advice: Advice) -> str:
    """One sentence of why: what the paintings should be worth at the round's end, and who is
    paid for them (``auctions.payments``: a joint lot's price is shared by its two sellers, and
    a seller who buys pays her own share to the bank)."""
    lang, view = screen.lang, screen.view
    assert view is not None
    value = money(lang, advice.lot_value)
    action, you = advice.choice.action, advice.seat
    others = [screen.names[seat] for seat in advice.sellers if seat != you]
    mine = you in advice.sellers
    if advice.step == "play":
        card = str(action.card)
        name = artist(lang, Card.parse(card).artist)
        if ends_round(view, card, 2 if action.partner is not None else 1):
            return text(lang, "coach.why.ends_round", artist=name)
        if card.endswith("/double") and action.partner is None:
            return text(lang, "coach.why.offer_double", artist=name)
        return text(lang, "coach.why.sell", value=value)
    if advice.step == "double_offer":
        if action.do is Do.JOIN:
            return text(lang, "coach.why.join", value=value, payee=others[0])
        return text(lang, "coach.why.no_join", value=value)
    if action.do is Do.PRICE:
        return text(lang, "coach.why.price", value=value)
    bought = buys(advice, screen)
    if mine:  # her own lot (alone, or a joint lot's)
        key = ("coach.why.buy_own_joint" if others else "coach.why.buy_own") if bought else \
            ("coach.why.pass_own_joint" if others else "coach.why.pass_own")
        return text(lang, key, value=value, payee=others[0] if others else "")
    if len(others) > 1:
        return text(lang, "coach.why.buy_split" if bought else "coach.why.pass_split",
                    value=value, payee=others[0], other=others[1])
    return text(lang, "coach.why.buy" if bought else "coach.why.pass", value=value,
                payee=others[0])


def ranking(lang: str, advice: Advice) -> str:
    """The artists worth most at the round's end, with their expected painting values."""
    items = [text(lang, "coach.ranking_item", artist=artist(lang, a),
                  amount=money(lang, round(advice.values[a]))) for a in advice.ranking]
    return text(lang, "coach.ranking", artists=phrasing(lang).listing(items))
