"""The table's centre (the region "auction"): the last sale, the person's decision (the card she
sells, a double's partner, the amount she bids or names, her standing orders), the game's end
and the lesson's words. Plain Python, drawn from the ``Screen``."""

from __future__ import annotations

from typing import Literal

from .advice_view import advice_box, reasoning_box
from .catalogue import phrasing, text
from .markup import EMPTY, Html, concat, el
from .narration import card as painting
from .narration import describe, money
from .parts import (
    BID_STATE_KEYS,
    SPEED_CHOICES,
    SPEED_KEYS,
    button,
    card_words,
    ends_round,
    words,
)
from .screen import Screen


def sale_banner(screen: Screen) -> Html:
    """Who bought the last lot, for how much, and who was paid (or that it went free)."""
    banner, lang, names = screen.banner, screen.lang, screen.names
    if banner is None or screen.view is None or screen.watching is not None:
        return EMPTY
    say = phrasing(lang)
    event = banner.event
    you = screen.you
    if event["event"] == "taken_free":
        seat = event["seat"]
        lines = [say.text("banner.free.you" if seat == you else "banner.free", seat=names[seat],
                          cards=say.listing([painting(lang, c) for c in event["cards"]]))]
        title = text(lang, "banner.title_free")
    else:
        buyer = event["buyer"]
        lines = [say.text("banner.bought.you" if buyer == you else "banner.bought",
                          seat=names[buyer],
                          amount=money(lang, event["price"]),
                          cards=say.listing([painting(lang, c) for c in event["cards"]]))]
        paid = [say.text("banner.paid.you" if seat == you else "banner.paid", seat=names[seat],
                         amount=money(lang, amount)) for seat, amount in event["received"]]
        if event["bank"]:
            paid.append(text(lang, "banner.bank", amount=money(lang, event["bank"])))
        if paid:
            lines.append(say.sentence(say.clauses(paid)))
        if banner.first_seller is not None and len(event["received"]) == 2:
            lines.append(text(lang, "banner.split"))
        elif banner.unbid and banner.auction == "open" and screen.variant == "online" and \
                event["bank"] == 1:
            lines.append(text(lang, "banner.online_one"))
        title = text(lang, "banner.title")
    # a sealed lot: every seat's bid, on the table, one seat after the other (pyapp.motion)
    sealed = el("ol", *(el("li", el("span", names[seat]), " ", el("strong", money(lang, bid)),
                           class_="won" if event.get("buyer") == seat else None)
                        for seat, bid in enumerate(banner.sealed)),
                class_="sealed-reveal", aria_label=text(lang, "banner.sealed_bids")) \
        if banner.sealed else EMPTY
    return el("div", el("p", title, class_="banner-title"), sealed,
              *(el("p", line) for line in lines),
              class_="sale-banner", role="status", aria_label=text(lang, "banner.label"))


def decision(screen: Screen) -> Html:
    """The human's controls for the question she must answer (nothing when none)."""
    lang, view = screen.lang, screen.view
    if view is None or screen.watching is not None or view["over"] or view.get("hidden") or \
            screen.elsewhere:
        return EMPTY
    if screen.lesson is not None and (screen.lesson.step.kind == "say" or (
            screen.lesson.step.kind == "bot" and not limit_stands(screen))):
        return EMPTY  # the lesson's words, or Bruno and Chen moving: nothing to answer yet
    legal = view["legal"]
    can = legal["do"]
    step = view["step"]
    lot = view["auction"]
    out: list[Html] = []
    if step in ("open", "once_around") and lot is not None:
        if step == "open" or screen.human_to_act:
            return bid_panel(screen)
        return EMPTY
    if step == "sealed" and not screen.human_to_act:
        mine = view["my_sealed_bid"]
        if mine is None:
            return EMPTY
        return el("div", el("p", words(lang, "do.sealed_placed", amount=money(lang, mine))),
                  class_="decision", role="group", aria_label=text(lang, "do.group"))
    if not can:
        return EMPTY
    if "play" in can:
        if screen.chosen_double:
            partners = legal["partners"].get(screen.chosen_double, [])
            choices = [button(text(lang, "do.with.ends" if ends_round(view, p, 2) else "do.with",
                                   card=card_words(lang, p)), "play",
                              data_card=screen.chosen_double, data_with=p) for p in partners]
            choices.append(button(text(lang, "do.alone"), "play", data_card=screen.chosen_double))
            choices.append(button(text(lang, "do.cancel"), "cancel", kind="quiet"))
            out.append(el("div", el("p", words(lang, "do.partner_prompt",
                                               card=card_words(lang, screen.chosen_double))),
                          el("div", *choices, class_="choices"),
                          role="group", aria_label=text(lang, "do.partner_group")))
        elif screen.chosen_card:
            out.append(put_up(screen, screen.chosen_card))
        else:
            out.append(el("p", words(lang, "do.choose_card"), class_="hint"))
            if screen.lesson is None:
                out.append(el("div", el("input", type="checkbox", id="confirm-sale",
                                        data_command="toggle-confirm-sale",
                                        checked=screen.confirm_sale),
                              el("label", words(lang, "do.confirm_sale"), for_="confirm-sale"),
                              class_="check"))
    if step == "double_offer":
        joins = [button(text(lang, "do.join.ends" if ends_round(view, c) else "do.join",
                             card=card_words(lang, c)), "join", data_card=c)
                 for c in legal.get("cards", [])]
        joins.append(button(text(lang, "do.no_join"), "pass", kind="quiet"))
        out.append(el("div", *joins, class_="choices", role="group",
                      aria_label=text(lang, "do.join_group")))
    if "price" in can or (step == "sealed" and "bid" in can):
        out.append(amount_entry(screen, "price" if "price" in can else "bid"))
    if step == "fixed_price" and "price" not in can:
        buttons = []
        price = lot["price"] if lot is not None else None
        if "buy" in can and price is not None:
            buttons.append(button(text(lang, "do.buy", amount=money(lang, price)), "buy",
                                  kind="primary"))
        else:
            out.append(el("p", words(lang, "do.cannot_afford"), class_="hint"))
        buttons.append(button(text(lang, "do.decline"), "pass", kind="quiet"))
        out.append(el("div", *buttons, class_="choices"))
    return el("div", *out, class_="decision", role="group", aria_label=text(lang, "do.group"))


def limit_stands(screen: Screen) -> bool:
    """Whether the page bids for the person shown by her "Bid up to" limit."""
    return screen.orders is not None and screen.orders.limit is not None


def put_up(screen: Screen, card: str) -> Html:
    """The card she chose, on the block: put it up, or choose another (a card that would end
    the round says so here, before it does)."""
    lang, view = screen.lang, screen.view
    assert view is not None
    ends = ends_round(view, card)
    said = text(lang, "do.put_up_ends" if ends else "do.put_up_prompt", card=painting(lang, card))
    return el("div", el("p", said, class_="put-up-ends" if ends else None),
              el("div", button(text(lang, "do.put_up"), "put-up", kind="primary"),
                 button(text(lang, "do.cancel"), "cancel", kind="quiet"), class_="choices"),
              role="group", aria_label=text(lang, "do.put_up_group"))


def _amount_field(screen: Screen, low: int, high: int, label: str) -> Html:
    lang = screen.lang
    shown = {d: f"{d:+d}".replace("-", "−") for d in (-10, -1, 1, 10)}  # a true minus sign
    steppers = [button(label, "step", data_delta=d, aria_label=text(lang, "do.step", delta=label))
                for d, label in shown.items()]
    invalid = screen.error is not None and screen.error[0] in (
        "do.not_a_number", "refuse.higher", "refuse.at_least", "refuse.money")
    return concat(
        el("label", label, for_="amount"),
        el("div", el("input", type="number", id="amount", name="amount", inputmode="numeric",
                     min=0, max=high, step=1, data_min=low, value=screen.amount_text,
                     data_command="amount", autocomplete="off", enterkeyhint="done",
                     aria_describedby="amount-note amount-error",
                     aria_invalid="true" if invalid else None),
           *steppers, class_="amount-row"))


def _error(screen: Screen) -> Html:
    lang = screen.lang
    said = ""
    if screen.error:  # amounts in the refusal are money, said the language's way
        key, params = screen.error
        said = text(lang, key, **{name: money(lang, value) if isinstance(value, int) else value
                                  for name, value in params.items()})
    return el("p", said, id="amount-error", class_="error", role="alert")


def amount_entry(screen: Screen, what: Literal["price", "bid"]) -> Html:
    """A fixed price or a sealed bid: a number field limited to the legal range, steppers,
    quick amounts (which never move: the range is fixed for the whole decision)."""
    lang, view = screen.lang, screen.view
    assert view is not None
    legal = view["legal"]
    allowed = legal["price"] if what == "price" else legal["bid"]
    low, high = allowed["min"], allowed["max"]
    label = text(lang, "do.price_label" if what == "price" else "do.sealed_label")
    quick = sorted({low, min(high, low + 5), min(high, low + 10), min(high, low + 20), high})
    quick_buttons = [button(money(lang, q), "set", data_amount=q, kind="quiet",
                            aria_label=text(lang, "do.quick", amount=money(lang, q)))
                     for q in quick]
    act = text(lang, "do.name_price" if what == "price" else "do.sealed_bid")
    return el(
        "div",
        _amount_field(screen, low, high, label),
        el("p", words(lang, "do.range", low=money(lang, low), high=money(lang, high)),
           id="amount-note", class_="range"),
        el("div", *quick_buttons, class_="quick", role="group",
           aria_label=text(lang, "do.quick_group")),
        el("div", button(act, what, kind="primary"), class_="choices"),
        _error(screen),
        class_="amount-entry", data_what=what,
    )


def bid_panel(screen: Screen) -> Html:
    """Open and once-around auctions: the same controls in the same places for the whole lot
    (a raise changes a note and which buttons are enabled, never the typed amount)."""
    lang, view = screen.lang, screen.view
    assert view is not None and view["auction"] is not None
    lot = view["auction"]
    legal = view["legal"]
    can = legal["do"]
    you = screen.you
    orders = screen.orders
    money_left = view["my_money"]
    assert money_left is not None  # (a seat asked to bid is shown: her money is in her view)
    low = lot["high_bid"] + 1
    if orders is not None and orders.out and view["step"] == "open":
        return el("div",
                  el("p", words(lang, "do.out"), class_="decision-state"),
                  el("div", button(text(lang, "do.bid_again"), "bid-again", kind="primary"),
                     class_="choices"),
                  class_="decision bid-panel", role="group", aria_label=text(lang, "do.group"))
    if lot["high_bidder"] == you:
        state = text(lang, "do.you_lead", amount=money(lang, lot["high_bid"]))
    elif "bid" in can:
        state = text(lang, BID_STATE_KEYS[view["step"]])
    elif screen.human_to_act:
        state = text(lang, "do.cannot_outbid")
    elif view["step"] == "open":
        state = text(lang, "do.after_raise")  # passed, then "Bid again": the next raise
    else:
        state = text(lang, "do.not_yet")
    typed = _whole(screen.amount_text)
    if "bid" in can and typed is not None and typed < low:
        note = el("p", words(lang, "do.too_low", amount=money(lang, lot["high_bid"])), " ",
                  button(text(lang, "do.bid_min", amount=money(lang, low)), "bid-min",
                         kind="quiet small"),
                  id="amount-note", class_="range warn")
    else:
        note = el("p", words(lang, "do.range", low=money(lang, min(low, money_left)),
                             high=money(lang, money_left)), id="amount-note", class_="range")
    proxy = EMPTY
    if orders is not None and orders.limit is not None:
        proxy = el("p", words(lang, "do.proxy_on", amount=money(lang, orders.limit)), " ",
                   button(text(lang, "do.proxy_cancel"), "cancel-proxy", kind="quiet small"),
                   class_="orders")
    elif orders is not None and orders.limit_reached is not None:
        proxy = el("p", words(lang, "do.proxy_reached", amount=money(lang, orders.limit_reached)),
                   class_="orders")
    bid_enabled = "bid" in can
    pass_enabled = "pass" in can
    leader = lot["high_bidder"]
    # The auctioneer's pass lets another's high bid stand: she sells (if nobody raises).
    selling = you == lot["auctioneer"] and leader is not None and leader != you
    pass_label = text(lang, "do.sell_to", name=screen.names[leader],
                      amount=money(lang, lot["high_bid"])) \
        if selling and leader is not None else text(lang, "do.pass")
    actions = [button(text(lang, "do.bid"), "bid", kind="primary", disabled=not bid_enabled),
               button(text(lang, "do.proxy"), "proxy", disabled=money_left < low,
                      title=text(lang, "do.proxy_hint")),
               button(pass_label, "pass", kind="quiet", disabled=not pass_enabled)]
    return el(
        "div",
        el("p", state, class_="decision-state"),
        el("div",
           _amount_field(screen, min(low, money_left), money_left, text(lang, "do.bid_label")),
           note,
           el("div", *actions, class_="choices"),
           proxy,
           _error(screen),
           class_="amount-entry", data_what="bid"),
        class_="decision bid-panel", role="group", aria_label=text(lang, "do.group"))


def _whole(text_: str) -> int | None:
    text_ = text_.strip()
    return int(text_) if text_.isascii() and text_.isdigit() and len(text_) < 10 else None


def centre(screen: Screen) -> Html:
    """The lesson's step, the sale banner, the decision; a welcome when there is no game."""
    if screen.view is None:
        lang = screen.lang
        return el("div", el("p", words(lang, "welcome.text")),
                  el("div", button(text(lang, "welcome.start"), "open-setup", kind="primary"),
                     button(text(lang, "setup.quick"), "quick-game"),
                     button(text(lang, "menu.tutorial"), "start-tutorial"), class_="choices"),
                  class_="welcome")
    return concat(coach(screen), replay_bar(screen) if screen.watching is not None else EMPTY,
                  bots_bar(screen), sale_banner(screen), decision(screen), advice_box(screen),
                  reasoning_box(screen), after_game(screen))


def over_headline(screen: Screen) -> str:
    """Who won, said to the person at the device (everyone by name in pass and play)."""
    lang, names, view = screen.lang, screen.names, screen.view
    assert view is not None
    say = phrasing(lang)
    you = screen.you if len(screen.people) <= 1 else None
    winners = list(view["winners"])
    others = [names[s] for s in winners if s != you]
    if you in winners:
        return say.text("over.you_won" if not others else "over.you_share",
                        seats=say.listing(others))
    return say.text("over.winner", seats=say.listing([names[s] for s in winners]),
                    count=len(winners))


def after_game(screen: Screen) -> Html:
    """Once the game is over: who won, and the way back to the results, to the review and to
    the next game, where the decision stood (the centre would otherwise stand empty once the
    results are closed)."""
    lang, view = screen.lang, screen.view
    if view is None or not view["over"] or screen.watching is not None or \
            screen.lesson is not None or screen.elsewhere or screen.summary is not None:
        return EMPTY  # (behind the last round's summary: the result comes after it)
    ways = [button(text(lang, "over.results"), "open-results", kind="primary")]
    if screen.bots is None:
        ways += [button(text(lang, "menu.review"), "open-review"),
                 button(text(lang, "over.again"), "play-again")]
    else:  # a game of bots, watched: another, or back to her own game
        ways += [button(text(lang, "bots.again"), "open-bots"),
                 button(text(lang, "bots.leave"), "leave-bots")]
    return el("section",
              el("h2", words(lang, "over.title"), id="after-game-title"),
              el("p", over_headline(screen)),
              el("div", *ways, class_="choices"),
              class_="after-game", aria_labelledby="after-game-title")


def coach(screen: Screen) -> Html:
    """The guided first game: the step's words, Next (when there is only reading to do), a word
    when the player did something else, and the way out."""
    lesson = screen.lesson
    if lesson is None or screen.watching is not None:
        return EMPTY
    lang = screen.lang
    step = lesson.shown()
    number, total = lesson.number()
    buttons: list[Html] = []
    if lesson.step.kind == "say":
        buttons.append(button(text(lang, "lesson.next"), "lesson-next", kind="primary"))
    if step.kind == "end":
        buttons += [button(text(lang, "lesson.real_game"), "open-setup", kind="primary"),
                    button(text(lang, "lesson.again"), "start-tutorial"),
                    button(text(lang, "lesson.leave"), "end-tutorial", kind="quiet")]
    else:
        buttons.append(button(text(lang, "lesson.skip"), "end-tutorial", kind="quiet"))
    waiting = None
    if lesson.step.kind == "bot":  # the script moves: Bruno and Chen, or the page by her limit
        waiting = words(lang, "lesson.watch_limit" if limit_stands(screen) else "lesson.watch")
    said = words(lang, lesson.error.key, **lesson.error.params) if lesson.error else ""
    return el("section",
              el("h2", words(lang, "lesson.heading", number=number, total=total),
                 class_="coach-heading"),
              el("p", words(lang, step.key), class_="coach-text"),
              el("p", waiting or "", class_="hint"),
              el("p", said, class_="error", role="alert"),
              el("div", *buttons, class_="choices"),
              class_="coach", aria_label=text(lang, "lesson.label"), data_step=lesson.at)


def bots_bar(screen: Screen) -> Html:
    """A game of bots, watched: pause it, or play it on once paused (the key P), step one move
    at a time (S), its speed, and the way back to her own game. In the centre, where the
    decision stands in play."""
    shown = screen.bots
    if shown is None or screen.watching is not None or screen.view is None or screen.over:
        return EMPTY  # (once it is over, ``after_game`` offers the ways on)
    lang = screen.lang
    state = "bots.paused" if shown.paused else "bots.watching"
    speed = el("label", words(lang, "setup.speed"), " ", el(
        "select", *(el("option", words(lang, SPEED_KEYS[s]), value=s, selected=s == screen.speed)
                    for s in SPEED_CHOICES),
        data_command="bots-speed", id="bots-speed"), class_="bots-speed")
    controls = [button(text(lang, "bots.play" if shown.paused else "bots.pause"), "bots-pause",
                       kind="primary" if shown.paused else "", aria_keyshortcuts="P",
                       title=text(lang, "bots.pause_hint")),
                button(text(lang, "bots.step"), "bots-step", kind="quiet", aria_keyshortcuts="S",
                       title=text(lang, "bots.step_hint")),
                speed,
                button(text(lang, "bots.leave"), "leave-bots", kind="quiet")]
    return el("div", el("p", words(lang, state), class_="now"),
              el("div", *controls, class_="choices"), class_="replay bots-bar", role="group",
              aria_label=text(lang, "bots.label"))


def replay_bar(screen: Screen) -> Html:
    """Watching a game: step through its actions (the arrow keys too: ``Replay.keys``), then go
    back to playing (if it goes on). In the centre, where the decision stands in play."""
    lang = screen.lang
    assert screen.watching is not None
    shown, total = screen.watching
    steps = [button(text(lang, "watch.start"), "watch-to", data_to=0, kind="quiet",
                    disabled=shown == 0),
             button(text(lang, "watch.back"), "watch-to", data_to=shown - 1, kind="quiet",
                    disabled=shown == 0),
             button(text(lang, "watch.forward"), "watch-to", data_to=shown + 1, kind="quiet",
                    disabled=shown == total),
             button(text(lang, "watch.end"), "watch-to", data_to=total, kind="quiet",
                    disabled=shown == total),
             button(text(lang, "watch.stop" if screen.over else "watch.resume"), "watch-stop",
                    kind="primary")]
    if screen.watch_back:
        steps.append(button(text(lang, "watch.review"), "open-review"))
    assert screen.view is not None
    last = [line for event in screen.watch_events
            for line in describe(event, lang, screen.names, screen.you)]
    return el("div", el("p", words(lang, "watch.position", shown=shown, total=total),
                        class_="now"),
              el("p", phrasing(lang).sentences(last), class_="replay-last", id="replay-last")
              if last else EMPTY,
              el("div", *steps, class_="choices"), class_="replay", role="group",
              aria_label=text(lang, "watch.label"), aria_live="polite")
