"""The review dialog: a game's accounts, every purchase (each with a "show me" into the replay),
the people's costliest decisions as the master judges them (each with a "show me" too) and the
money after each round.

The dialog is a list of sections (``SECTIONS``): each takes the screen and the worked-out
``Review`` and returns its HTML (or nothing). Another section is one more function in the list.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import Do
from engine.analysis.judge import Choice
from engine.analysis.ledger import Purchase

from .catalogue import phrasing, text
from .chart import money_chart
from .markup import Html, concat, el
from .narration import card as painting
from .narration import money
from .parts import button, words
from .review import Costly, Review
from .screen import ReviewDialog, Screen


def signed(lang: str, amount: int) -> str:
    """A gain or a loss: "+$18", or a loss with a true minus sign, or "$0"."""
    if amount > 0:
        return text(lang, "review.gain", amount=money(lang, amount))
    if amount < 0:
        return text(lang, "review.loss", amount=money(lang, -amount))
    return money(lang, 0)


def lot_words(lang: str, names: list[str], lot: Purchase, you: int | None = None) -> str:
    """The lot in a sentence (the "show me" button's name): who bought what for how much
    ("You buy ..." when the buyer is ``you``, the one person at the device)."""
    say = phrasing(lang)
    cards = say.listing([painting(lang, card) for card in lot.cards])
    yours = lot.buyer == you
    if lot.price == 0 and not lot.paid and not lot.bank:
        return text(lang, "review.took.you" if yours else "review.took", seat=names[lot.buyer],
                    cards=cards)
    return text(lang, "review.bought.you" if yours else "review.bought", seat=names[lot.buyer],
                cards=cards, amount=money(lang, lot.price))


def shown(screen: Screen, review: Review, seat: int) -> bool:
    """A seat's money is in the review when the game is over, or when the table shows it."""
    return review.over or (screen.view is not None and screen.view["money"][seat] is not None)


def accounts_section(screen: Screen, review: Review) -> Html:
    """Each player's books: paid for paintings, sold to the bank, received as a seller."""
    lang, names = screen.lang, screen.names
    rows = []
    for seat, account in enumerate(review.accounts):
        rows.append(el(
            "tr", el("th", names[seat], scope="row"),
            el("td", money(lang, account.spent)), el("td", money(lang, account.returned)),
            el("td", money(lang, account.received)),
            el("td", signed(lang, account.net), class_="net"),
            el("td", money(lang, review.money[seat]) if shown(screen, review, seat) else
               words(lang, "seat.secret")),
            class_="yours" if seat in screen.people else None))
    waiting = sum(account.waiting for account in review.accounts)
    note = words(lang, "review.books") if review.over else \
        phrasing(lang).text("review.waiting", count=waiting)
    return el("section", el("h3", words(lang, "review.accounts")), el(
        "div", el(
            "table",
            el("caption", words(lang, "review.accounts_caption")),
            el("thead", el("tr", *(el("th", words(lang, key), scope="col") for key in (
                "summary.player", "review.spent", "review.returned", "review.received",
                "review.net", "review.money")))),
            el("tbody", *rows), class_="summary-table review-accounts"),
        class_="table-scroll", tabindex=0), el("p", note, class_="hint"), class_="review-section")


def purchases_section(screen: Screen, review: Review) -> Html:
    """Every lot, round by round: price, who was paid, what it returned, the buyer's profit."""
    lang, names = screen.lang, screen.names
    say = phrasing(lang)
    you = screen.people[0] if len(screen.people) == 1 else None  # pass and play: by name
    if not review.lots:
        return el("section", el("h3", words(lang, "review.purchases")),
                  el("p", words(lang, "review.no_lots")), class_="review-section")
    tables = []
    for number in sorted({lot.round for lot in review.lots}):
        rows = []
        for lot, at in zip(review.lots, review.replay_at, strict=True):
            if lot.round != number:
                continue
            paid = [text(lang, "review.paid.you" if seat == you else "review.paid",
                         seat=names[seat], amount=money(lang, amount))
                    for seat, amount in lot.paid.items()]
            if lot.bank:
                paid.append(text(lang, "review.bank", amount=money(lang, lot.bank)))
            seller = names[lot.auctioneer]
            if lot.price == 0 and not lot.bank:
                price = text(lang, "review.free")
            else:
                price = money(lang, lot.price)
            profit = lot.profit
            said = lot_words(lang, names, lot, you)
            rows.append(el(
                "tr",
                el("td", say.listing([painting(lang, card) for card in lot.cards])),
                el("td", seller), el("td", names[lot.buyer]), el("td", price),
                el("td", say.opening(say.listing(paid)) if paid else "–"),
                el("td", money(lang, lot.returned) if lot.returned is not None else
                   words(lang, "review.not_yet")),
                el("td", signed(lang, profit) if profit is not None else "–",
                   class_="gain" if profit and profit > 0 else "loss" if profit else None),
                el("td", button(text(lang, "review.show"), "watch-to", kind="quiet small",
                                data_to=at, data_back="review",
                                aria_label=text(lang, "review.show_label", lot=said))),
                class_="yours" if lot.buyer in screen.people else None))
        tables.append(el("div", el(
            "table",
            el("caption", words(lang, "review.round", round=number)),
            el("thead", el("tr", *(el("th", words(lang, key), scope="col") for key in (
                "review.lot", "review.seller", "review.buyer", "review.price", "review.sellers",
                "review.returned_col", "review.profit", "review.replay")))),
            el("tbody", *rows), class_="summary-table review-lots"), class_="table-scroll",
            tabindex=0))
    return el("section", el("h3", words(lang, "review.purchases")),
              el("p", words(lang, "review.purchases_hint"), class_="hint"), *tables,
              class_="review-section")


def move_words(lang: str, step: str, choice: Choice) -> str:
    """A move in a few words, the same for hers and the master's: "Bid up to $40", "Ask $12"."""
    action = choice.action
    amount = money(lang, action.amount) if action.amount is not None else ""
    if step == "open":
        if choice.limit is None or choice.limit < 0:
            return text(lang, "judge.stay_out")
        return text(lang, "judge.limit", amount=money(lang, choice.limit))
    if action.do is Do.PLAY and action.card is not None:
        card = painting(lang, str(action.card))
        if action.partner is None:
            return text(lang, "judge.play", card=card)
        return text(lang, "judge.play_double", card=card,
                    partner=painting(lang, str(action.partner)))
    if action.do is Do.JOIN and action.card is not None:
        return text(lang, "judge.join", card=painting(lang, str(action.card)))
    if action.do is Do.PRICE:
        return text(lang, "judge.price", amount=amount)
    if action.do is Do.BUY:
        return text(lang, "judge.buy")
    if action.do is Do.BID:
        return text(lang, "judge.sealed" if step == "sealed" else "judge.bid", amount=amount)
    return text(lang, {"double_offer": "judge.no_join",
                       "fixed_price": "judge.decline"}.get(step, "judge.pass"))


def taken_words(lang: str, costly: Costly) -> str:
    """Her move in a costly decision: as ``move_words`` says it, and in an open lot she let go,
    the high bid she passed at ("Bid up to $21, passed at $25"), since the master judged her at
    any limit up to it (``Decision.passed``)."""
    said = move_words(lang, costly.step, costly.taken)
    passed, limit = costly.passed, costly.taken.limit
    if costly.step != "open" or not passed or limit is None:
        return said
    if limit < 0:
        return text(lang, "judge.passed_at", passed=money(lang, passed))
    return text(lang, "judge.limit_passed", amount=money(lang, limit), passed=money(lang, passed))


def situation_words(screen: Screen, costly: Costly) -> str:
    """What was being decided: a painting to put up, or the lot on the block and whose it was."""
    lang, names = screen.lang, screen.names
    if not costly.lot:
        return text(lang, "judge.turn")
    cards = phrasing(lang).listing([painting(lang, card) for card in costly.lot])
    seller = costly.auctioneer
    if costly.step == "double_offer":
        return text(lang, "judge.offer", card=cards,
                    seat=names[seller] if seller is not None else "")
    if seller is not None and seller in screen.people and len(screen.people) == 1:
        return text(lang, "judge.lot.you", cards=cards)
    return text(lang, "judge.lot", cards=cards, seat=names[seller] if seller is not None else "")


def judged_seats(screen: Screen, review: Review) -> list[int]:
    """Whose judgement the page may show: everyone's once the game is over; during a game only
    the person whose hand is on the page (the master's move may name a card she held)."""
    seats = review.judgement.seats if review.judgement is not None else []
    if review.over:
        return seats
    mine = screen.you  # (None while nobody's hand is on the page)
    return [seat for seat in seats if seat == mine]


def judgement_section(screen: Screen, review: Review) -> Html:
    """Each person's three costliest decisions as the master judges them from what she saw:
    what she did, what it would have done, the estimated cost, and a "show me"; or how far the
    judging has got."""
    lang = screen.lang
    heading = el("h3", words(lang, "judge.title"))
    judgement = review.judgement
    if judgement is None:
        done = round(100 * review.judging)
        return el("section", heading, el(
            "div", el("p", words(lang, "judge.working", percent=done)),
            el("progress", value=done, max=100, aria_label=text(lang, "judge.progress")),
            class_="review-progress", role="status"), class_="review-section judgement")
    parts = [heading, el("p", words(lang, "judge.hint"), class_="hint")]
    several = len(judgement.seats) > 1
    for seat in judged_seats(screen, review):
        name = screen.names[seat]
        caption = text(lang, "judge.caption_of", seat=name) if several else \
            text(lang, "judge.caption")
        found = judgement.costly.get(seat, [])
        if not found:
            none = phrasing(lang).text("judge.none", count=judgement.decisions.get(seat, 0))
            parts.append(el("p", text(lang, "judge.none_of", seat=name, none=none) if several
                            else none, class_="judge-none"))
            continue
        rows = []
        for costly in found:
            taken = taken_words(lang, costly)
            cost = money(lang, round(costly.cost))
            rows.append(el(
                "tr", el("td", str(costly.round)), el("td", situation_words(screen, costly)),
                el("td", taken), el("td", move_words(lang, costly.step, costly.best)),
                el("td", text(lang, "review.loss", amount=cost), class_="loss"),
                el("td", button(text(lang, "review.show"), "watch-to", kind="quiet small",
                                data_to=costly.at, data_back="review",
                                aria_label=text(lang, "judge.show_label", round=costly.round,
                                                move=taken)))))
        parts.append(el("div", el(
            "table", el("caption", caption),
            el("thead", el("tr", *(el("th", words(lang, key), scope="col") for key in (
                "judge.round", "judge.situation", "judge.taken", "judge.best", "judge.cost",
                "review.replay")))),
            el("tbody", *rows), class_="summary-table judge-table"),
            class_="table-scroll", tabindex=0))
    return el("section", *parts, class_="review-section judgement")


def chart_section(screen: Screen, review: Review) -> Html:
    return money_chart(screen.lang, screen.names, review.rounds)


SECTIONS: list[Callable[[Screen, Review], Html]] = [accounts_section, judgement_section,
                                                    purchases_section, chart_section]


# The sections drawn last, kept while nothing they show changes: the page redraws the review at
# every step of the judgement's progress, and only that section moves.
_drawn: dict[Callable[[Screen, Review], Html], tuple[Review, tuple[object, ...], Html]] = {}


def _section(section: Callable[[Screen, Review], Html], screen: Screen, review: Review) -> Html:
    if section is judgement_section:
        return section(screen, review)
    key = (screen.lang, tuple(screen.names), tuple(screen.people), review.actions,
           tuple(shown(screen, review, seat) for seat in range(review.players)))
    kept = _drawn.get(section)
    if kept is not None and kept[0] is review and kept[1] == key:
        return kept[2]
    html = section(screen, review)
    _drawn[section] = (review, key, html)
    return html


def review_body(screen: Screen, shown: ReviewDialog) -> Html:
    """The review, or how far its work has got."""
    lang = screen.lang
    review = shown.review
    if review is None:
        done = round(100 * (shown.progress or 0.0))
        return el("div", el("p", words(lang, "review.working", percent=done)),
                  el("progress", value=done, max=100,
                     aria_label=text(lang, "review.progress")),
                  class_="review-progress", role="status")
    return concat(*(_section(section, screen, review) for section in SECTIONS))


def review_dialog(screen: Screen, shown: ReviewDialog, frame: Callable[..., Html]) -> Html:
    lang = screen.lang
    foot = [button(text(lang, "over.close"), "close-dialog", kind="primary")]
    if screen.over:
        foot.append(button(text(lang, "menu.again"), "play-deal-again"))
    return frame(lang, text(lang, "review.title"), review_body(screen, shown), foot)


__all__ = ["SECTIONS", "judgement_section", "lot_words", "move_words", "review_body",
           "review_dialog", "signed", "situation_words", "taken_words"]
