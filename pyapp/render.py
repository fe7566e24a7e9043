"""The table as HTML, drawn from the app's ``Screen``: one function per region of the page (the
centre's in ``auction_view``, the pieces they share in ``parts``).

Every function returns ``Html`` built with ``el()``, which escapes every child that is not ``Html``
(names, numbers, stored statistics, the engine's reasons), so no text reaches the page unescaped.
Every control is a real <button>, <input> or <select> with an accessible name and a
``data-command`` that the page hands to the app. Plain Python; the dialogs are in
``dialogs``, the log in ``logbook``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import ARTISTS, Card
from engine.cards import ends_round as artist_ends_round
from engine.scoring import painting_values, ranking

from .auction_view import centre
from .catalogue import phrasing, text
from .markup import EMPTY, Html, concat, el
from .narration import AUCTION_KEYS, artist, auction, money
from .narration import card as painting
from .parts import (
    COUNTDOWN_KEYS,
    LEVEL_KEYS,
    PROMPT_KEYS,
    ROUNDS,
    WAIT_KEYS,
    auction_sign,
    button,
    card_face,
    card_name,
    card_order,
    card_words,
    ends_round,
    icon_button,
    info,
    setting_toggle,
    swatch,
    words,
)
from .rulebook import SECTION_OF
from .screen import Screen, View

# -- the status box: the round, whose turn, and the lot under the hammer --

def status(screen: Screen) -> Html:
    lang, view = screen.lang, screen.view
    if view is None:
        return el("p", words(lang, "status.no_game"), class_="turn")
    you = screen.you
    head = [el("span", words(lang, "status.round", round=view["round"]), class_="round")]
    yours = view["money"][you] if you is not None else None
    if yours is not None:
        head.append(el("span", words(lang, "status.money", amount=money(lang, yours)),
                       class_="wallet"))
    head.append(el("span", words(lang, "status.deck", count=view["deck"]), class_="deck"))
    acting = screen.human_to_act and screen.watching is None
    turn = el("p", el("strong", turn_line(screen), class_="now" + (" you" if acting else "")),
              class_="turn")
    parts = [el("div", *head, class_="status-row"), turn, lot_box(screen)]
    return concat(*parts)


def turn_line(screen: Screen) -> str:
    lang, view = screen.lang, screen.view
    assert view is not None
    say = phrasing(lang)
    step = view["step"]
    if screen.summary is not None:  # the round's scoring first (the last one's too)
        return text(lang, "status.scored", round=screen.summary["round"])
    if view["over"]:
        return text(lang, "status.over")
    if screen.watching is not None:
        return text(lang, "status.watching")
    if screen.elsewhere:
        return text(lang, "status.elsewhere")
    if screen.handoff is not None:
        return text(lang, "status.handoff", name=screen.names[screen.handoff])
    you = screen.you
    orders = screen.orders
    if step == "open" and orders is not None and orders.out and you is not None:
        return text(lang, "status.out")
    if screen.human_to_act:
        return text(lang, _prompt(view))
    waiting = [screen.names[s] for s in view["to_act"] if s != you]
    if not waiting:
        return text(lang, "status.wait.nobody")
    return say.text(WAIT_KEYS[step], seats=say.listing(waiting), count=len(waiting))


def _prompt(view: View) -> str:
    """The key of what the player is asked now."""
    step = view["step"]
    legal = view["legal"]["do"]
    if step == "fixed_price":
        return "status.you.price" if "price" in legal else "status.you.buy"
    return PROMPT_KEYS[str(step)]


def lot_box(screen: Screen) -> Html:
    """The lot on the block: its cards, auction type, auctioneer, high bid and countdown (the
    online edition's status box); empty between lots."""
    lang, view, names = screen.lang, screen.view, screen.names
    assert view is not None
    you = screen.you
    lot, offer = view["auction"], view["offer"]
    if lot is not None:
        cards, kind = lot["cards"], lot["type"]
    elif offer is not None:
        cards, kind = [offer["card"]], "double"
    else:
        return EMPTY
    faces = concat(*(el("div", card_face(lang, c, i), class_="lot-card")
                     for i, c in enumerate(cards)))
    facts: list[Html] = [el("dt", words(lang, "lot.type")),
                         el("dd", info(lang, AUCTION_KEYS[kind], auction(lang, kind)))]
    if lot:
        seller = names[lot["auctioneer"]]
        first = lot["first_seller"]
        if first is not None:
            seller = text(lang, "lot.joint.you" if first == you else "lot.joint",
                          seat=seller, first=names[first])
        facts += [el("dt", words(lang, "lot.auctioneer")), el("dd", seller)]
        if kind in ("open", "once_around"):
            high = lot["high_bidder"]
            said = text(lang, "lot.no_bid") if high is None else text(
                lang, "lot.high_by.you" if high == you else "lot.high_by",
                seat=names[high], amount=money(lang, lot["high_bid"]))
            facts += [el("dt", words(lang, "lot.high")), el("dd", said, class_="high")]
        elif kind == "fixed_price":
            price = lot["price"]
            facts += [el("dt", words(lang, "lot.price")),
                      el("dd", money(lang, price) if price is not None else
                         words(lang, "lot.price_pending"), class_="high")]
        elif kind == "sealed":
            facts += [el("dt", words(lang, "lot.sealed")),
                      el("dd", words(lang, "lot.sealed_count", done=len(lot["sealed_done"]),
                                     total=view["players"]), class_="high")]
        if screen.estimates_on and screen.fair_price is not None:
            # one bid to type (sealed, or once around on her turn): the hint is that bid, not
            # a limit (engine.bots.hint)
            one_bid = kind == "sealed" or (kind == "once_around" and "bid" in view["legal"]["do"])
            label, value = ("lot.good_bid", "lot.good_bid_value") if one_bid else \
                ("lot.fair", "lot.fair_value")
            facts += [el("dt", words(lang, label)),
                      el("dd", words(lang, value, amount=money(lang, screen.fair_price)),
                         class_="estimate")]
    elif offer is not None:
        facts += [el("dt", words(lang, "lot.offered_by")), el("dd", names[offer["seller"]])]
    parts = [el("h2", words(lang, "lot.heading"), class_="lot-heading"),
             el("div", faces, class_="lot-cards",
                aria_label=text(lang, "lot.cards", cards=phrasing(lang).listing(
                    [card_words(lang, c) for c in cards]))),
             el("dl", *facts, class_="lot-facts")]
    if lot and kind == "open" and screen.variant == "online":
        # The call in words, and a bar that drains in the call's time (assets/app.css), frozen
        # while the game waits.
        call = screen.countdown
        parts.append(el("p", el("span", words(lang, COUNTDOWN_KEYS[call]) if call is not None
                                else "", class_="countdown-call"),
                        el("span", class_="countdown-bar", aria_hidden="true"),
                        class_="countdown", data_phase=call, data_speed=screen.speed,
                        data_paused="true" if screen.paused else None, role="status"))
    return el("section", *parts, class_="lot", aria_label=text(lang, "lot.heading"))


# -- the value board --

def worth_now(view: View) -> tuple[dict[str, int], dict[str, int]]:
    """What a painting of each artist would sell for if the round ended now, and the artists'
    places (1 to 3) by this round's counts: the engine's scoring (``painting_values``,
    ``ranking``), given every token on the board so far."""
    counts = [view["laid_out"][a] for a in ARTISTS]
    tokens = [sum(view["values"][a]) for a in ARTISTS]
    places = {ARTISTS[artist]: place for place, artist in enumerate(ranking(counts), 1)}
    return dict(zip(ARTISTS, painting_values(counts, tokens), strict=True)), places


def estimates_shown(screen: Screen) -> bool:
    """The estimates' column is drawn when they are on and can be worked out: while she plays,
    her own hand on the page (none in a replay, a game over, or while the device changes
    hands, where '…' would wait for ever)."""
    view = screen.view
    return screen.estimates_on and view is not None and not view["over"] and \
        screen.watching is None and not view.get("hidden")


def one_from_the_end(view: View, artist: str) -> bool:
    """Whether one more painting of ``artist`` ends the round under way (none once the game is
    over: the last round's counts stay on the board)."""
    return not view["over"] and artist_ends_round(view["laid_out"][artist] + 1)


def board(screen: Screen) -> Html:
    lang, view = screen.lang, screen.view
    if view is None:
        return EMPTY
    highlight = screen.summary["round"] if screen.summary else None
    current = view["round"]
    worth, places = worth_now(view)
    estimates = screen.estimates
    shown_estimates = estimates_shown(screen)
    head = [el("th", words(lang, "board.artist"), scope="col")]
    head += [el("th", words(lang, "board.round", round=r), scope="col",
                class_="current" if r == current else None,
                title=text(lang, "board.round_title", round=r)) for r in range(1, ROUNDS + 1)]
    head += [el("th", column(lang, "board.total", "legend.total", "total"), scope="col"),
             el("th", column(lang, "board.laid_out", "legend.count", "count"), scope="col",
                class_="count-col"),
             el("th", column(lang, "board.now", "legend.now", "worth"), scope="col")]
    if shown_estimates:
        head.append(el("th", column(lang, "board.estimate", "legend.estimate", "worth"),
                       scope="col", class_="estimate"))
    rows = []
    seen_fresh = False
    for a in ARTISTS:
        name = artist(lang, a)
        cells = [el("th", swatch(a),
                    el("span", name, class_="artist-label"), scope="row",
                    class_=f"artist-name artist-{a}")]
        for r in range(ROUNDS):
            token = view["values"][a][r]
            fresh = bool(highlight == r + 1 and token)
            seen_fresh |= fresh
            cells.append(el("td", info(lang, f"token{token}", str(token)) if token else
                            el("span", "·", aria_hidden="true"),
                            class_="token" + (" fresh" if fresh else ""),
                            aria_label=text(lang, "board.token", amount=token) if token else None))
        total = sum(view["values"][a])
        cells.append(el("td", str(total) if total else "·", class_="total",
                        aria_label=text(lang, "board.total_label", amount=total)))
        count = view["laid_out"][a]
        place = places.get(a)
        badge = el("span", words(lang, "board.place", place=place),
                   class_=f"rank rank-{place}") if place else EMPTY
        near_end = one_from_the_end(view, a)
        cells.append(el("td", el("span", str(count), class_="count" + (" near-end" if near_end
                                                                      else "")), badge,
                        class_="count-col",
                        aria_label=text(lang, "board.count", count=count) + (
                            text(lang, "board.place_label", place=place) if place else "")))
        cells.append(el("td", money(lang, worth[a]) if worth[a] else "·", class_="worth",
                        aria_label=text(lang, "board.worth_label", amount=money(lang, worth[a]))))
        if shown_estimates:
            if estimates is None:  # being worked out
                cells.append(el("td", "…", class_="estimate"))
            else:
                value = round(estimates.get(a, 0.0))
                cells.append(el("td", words(lang, "board.estimate_value",
                                            amount=money(lang, value)),
                                class_="estimate",
                                aria_label=text(lang, "board.estimate_label",
                                                amount=money(lang, value))))
        rows.append(el("tr", *cells))
    table = el("table", el("caption", words(lang, "board.caption")),
               el("thead", el("tr", *head)), el("tbody", *rows), class_="board-table")
    near = any(one_from_the_end(view, a) for a in ARTISTS)
    # (her estimates are from her own seat's view: none in a game of bots)
    toggle = EMPTY if view.get("every_hand") else el(
        "div", el("input", type="checkbox", id="estimates", data_command="toggle-estimates",
                  checked=screen.estimates_on),
        el("label", words(lang, "board.show_estimates"), for_="estimates"),
        class_="check estimates-toggle")
    return concat(
        el("div", table, class_="board-scroll"),
        legend(lang, fresh=seen_fresh, near_end=near, estimates=shown_estimates), toggle)


def column(lang: str, key: str, note: str, topic: str) -> Html:
    """A value board column's heading: its legend on hover, the rules' section on a click."""
    label = text(lang, key)
    return el("button", label, type="button", class_="term column-term",
              data_command="open-help", data_section=SECTION_OF[topic], title=text(lang, note),
              aria_label=text(lang, "help.explain", term=label))


def legend(lang: str, fresh: bool, near_end: bool, estimates: bool) -> Html:
    """What every mark on the board means (each highlight shown has its line here)."""
    items = [el("li", el("span", "30", class_="sample token-sample"),
                words(lang, "legend.tokens")),
             el("li", el("span", words(lang, "board.place", place=1), class_="sample rank rank-1"),
                words(lang, "legend.rank")),
             el("li", el("span", words(lang, "board.now"), class_="sample"),
                words(lang, "legend.now")),
             el("li", el("span", "4", class_="sample count near-end"),
                words(lang, "legend.near_end"), class_=None if near_end else "dim")]
    if fresh:
        items.append(el("li", el("span", "30", class_="sample token-sample fresh"),
                        words(lang, "legend.fresh")))
    if estimates:
        items.append(el("li", el("span", words(lang, "board.estimate"),
                                 class_="sample estimate"), words(lang, "legend.estimate")))
    return el("ul", *items, class_="legend", role="list",
              aria_label=text(lang, "legend.label"))


# -- the seats --

def seats(screen: Screen) -> Html:
    lang, view, names = screen.lang, screen.view, screen.names
    if view is None:
        return EMPTY
    items = []
    auction: Mapping[str, Any] = view["auction"] or {}
    you = screen.you
    for seat in range(view["players"]):
        roles = []
        if seat == auction.get("auctioneer", view["seller"] if view["step"] == "play" else None):
            roles.append(text(lang, "seat.auctioneer" if auction else "seat.seller"))
        if seat == auction.get("high_bidder"):
            roles.append(text(lang, "seat.high_bid", amount=money(lang, auction["high_bid"])))
        if seat in (auction.get("sealed_done") or []):
            roles.append(text(lang, "seat.sealed_done"))
        acting = seat in view["to_act"] and not view["over"]
        if acting:
            roles.append(text(lang, "seat.thinking" if screen.thinking == seat else "seat.to_act"))
        cash = view["money"][seat]
        cash_text = text(lang, "seat.secret") if cash is None else money(lang, cash)
        level = screen.levels[seat] if seat < len(screen.levels) else ""
        if level == "human" and len(screen.people) > 1:  # pass and play
            level = "human" if seat == you else "person"
        bought = bought_paintings(screen, seat)
        items.append(el(
            "li",
            el("h3", names[seat], el("span", words(lang, LEVEL_KEYS[level]), class_="level"),
               class_="seat-name"),
            el("dl",
               el("dt", words(lang, "seat.money")), el("dd", cash_text),
               el("dt", words(lang, "seat.cards")), el("dd", str(view["hand_sizes"][seat])),
               el("dt", words(lang, "seat.bought")), el("dd", bought)),
            el("p", " · ".join(roles), class_="roles") if roles else EMPTY,
            class_="seat" + (" you" if seat == you else "") +
                   (" acting" if acting else ""),
            data_seat=seat, aria_current="true" if acting else None,
        ))
    return el("h2", words(lang, "seats.caption"), class_="sr-only") + \
        el("ul", *items, class_="seat-list", role="list")


def bought_paintings(screen: Screen, seat: int) -> Html:
    """A seat's paintings of this round (in a replay, as they stood at the replayed moment);
    each tells its price paid on hover, focus or tap."""
    lang = screen.lang
    lots = screen.purchases[seat] if seat < len(screen.purchases) else []
    if not lots:
        return el("span", words(lang, "seat.none"))
    chips = []
    for cards, price in sorted(lots, key=lambda lot: card_order(lot[0][0])):
        for card in cards:
            if price == 0:
                said = text(lang, "seat.bought_free", card=painting(lang, card))
            elif len(cards) > 1:
                said = text(lang, "seat.bought_pair", card=painting(lang, card),
                            amount=money(lang, price))
            else:
                said = text(lang, "seat.bought_for", card=painting(lang, card),
                            amount=money(lang, price))
            chips.append(el("li", el(
                "button", swatch(Card.parse(card).artist),
                el("span", said, class_="tip", role="tooltip"),
                type="button", class_="painting-chip", aria_label=said)))
    return el("ul", *chips, class_="owned", role="list")


# -- the hand --

def hand(screen: Screen) -> Html:
    lang, view = screen.lang, screen.view
    if view is None:
        return EMPTY
    if view.get("every_hand"):  # a game of bots, watched: nothing is secret
        return every_hand(screen)
    if view.get("hidden") and view["over"]:  # a pass-and-play game over: nobody's hand
        return EMPTY
    if view.get("hidden"):  # pass and play: nobody's cards while the device changes hands
        said = text(lang, "hand.handoff", name=screen.names[screen.handoff]) \
            if screen.handoff is not None else text(lang, "hand.hidden_wait")
        return el("h2", words(lang, "hand.hidden"), id="hand-heading") + \
            el("p", said, class_="hint")
    cards = sorted(view["hand"], key=card_order)
    heading = el("h2", words(lang, "hand.heading", count=len(cards)), id="hand-heading")
    if not cards:
        return heading + el("p", words(lang, "hand.empty"))
    legal = view["legal"]
    playable = set(legal.get("cards", [])) if "play" in legal["do"] else set()
    joinable = set(legal.get("cards", [])) if "join" in legal["do"] else set()
    # A double chosen: that one card pressed (not its twin), the cards it may go with marked.
    chosen = screen.chosen_double or screen.chosen_card
    double = screen.chosen_double
    partners = set(legal.get("partners", {}).get(double, [])) if double else set()
    pressed = cards.index(chosen) if chosen in cards else None
    marked = {cards.index(card) for card in partners if card in cards} - {pressed}
    items = []
    for i, card in enumerate(cards):
        enabled = card in playable or card in joinable
        command = "join" if card in joinable else "choose"
        ends = enabled and ends_round(view, card)  # its artist's fifth: the round ends unsold
        if not enabled:
            key = "hand.card"
        elif card in joinable:
            key = "hand.join.ends" if ends else "hand.join"
        else:
            key = "hand.play.ends" if ends else "hand.play"
        label = text(lang, key, card=card_name(lang, card))
        badge = el("span", words(lang, "hand.ends_badge"), class_="ends-round-badge",
                   aria_hidden="true") if ends else EMPTY
        items.append(el("li", el(
            "button", card_face(lang, card, i), badge, type="button",
            class_="card-button partner" if i in marked else "card-button",
            data_command=command, data_card=card, aria_label=label,
            disabled=not enabled,
            aria_pressed="true" if pressed == i else None)))
    # role="list" on every list drawn without bullets: WebKit, and so VoiceOver, takes such a
    # list for a mere group unless it says so. Waiting for her turn, the cards are not greyed:
    # only those she cannot play, when she is to play.
    waiting = not (playable or joinable)
    return heading + el("ul", *items, class_="hand-cards waiting" if waiting else "hand-cards",
                        role="list", aria_labelledby="hand-heading")


def every_hand(screen: Screen) -> Html:
    """A game of bots, watched: each seat's hand, small (an artist's swatch and the auction's
    sign a card), by name."""
    lang, view = screen.lang, screen.view
    assert view is not None
    seats = []
    for seat, held in enumerate(view["hands"]):
        cards = sorted(held or [], key=card_order)
        heading = words(lang, "bots.hand_of", name=screen.names[seat], count=len(cards))
        minis = [el("li", swatch(Card.parse(card).artist),
                    auction_sign(Card.parse(card).auction),
                    el("span", card_name(lang, card), class_="sr-only"),
                    class_="mini-card", title=card_name(lang, card)) for card in cards]
        seats.append(el("li", el("h3", heading, id=f"hand-of-{seat}"),
                        el("ul", *minis, class_="mini-cards", role="list",
                           aria_labelledby=f"hand-of-{seat}"), class_="seat-hand"))
    return el("h2", words(lang, "bots.hands"), id="hand-heading") + \
        el("ul", *seats, class_="every-hand", role="list", aria_labelledby="hand-heading")


# -- the menu and the notice --

def menu(screen: Screen) -> Html:
    """The main menu: new games (a set-up, the daily deal, pass and play, the lesson), this
    game (review, the same deal again, its replay, export: a list behind one button), and the
    rest (import, rules, statistics, language)."""
    lang = screen.lang
    language = el("label", el("span", words(lang, "menu.language"), class_="sr-only"), " ", el(
        "select", *(el("option", words(code, "language.name"), value=code,
                       selected=code == lang) for code in ("en", "zh")),
        data_command="language", aria_label=text(lang, "menu.language")))
    off = screen.elsewhere  # another tab plays: nothing here changes the game
    new = [button(text(lang, "menu.new"), "open-setup", disabled=off),
           button(text(lang, "menu.daily"), "start-daily", kind="quiet",
                  title=text(lang, "menu.daily_hint"), disabled=off),
           button(text(lang, "menu.pass_and_play"), "open-pass-and-play", kind="quiet",
                  disabled=off),
           button(text(lang, "menu.tutorial"), "start-tutorial", kind="quiet", disabled=off),
           icon_button(lang, "bots", "open-bots", "menu.bots", "menu.bots_hint", disabled=off)]
    this: list[Html] = []
    bots = screen.bots is not None  # (a game of bots: nobody's decisions to review or replay)
    if screen.view is not None:
        if not bots:
            this.append(button(text(lang, "menu.review"), "open-review", kind="quiet",
                               disabled=off))
        if screen.lesson is None and not bots:
            this.append(button(text(lang, "menu.again"), "play-deal-again", kind="quiet",
                               disabled=off))
        this.append(button(text(lang, "menu.watch"), "watch-to", data_to=0, kind="quiet",
                           disabled=off))
        this.append(button(text(lang, "menu.export"), "export", kind="quiet"))
    more = [el("label", words(lang, "menu.import"),
               el("input", type="file", accept=".json,application/json",
                  data_command="import", class_="sr-only",
                  aria_label=text(lang, "menu.import"), disabled=off),
               class_="btn quiet file-button"),
            button(text(lang, "menu.help"), "open-help", kind="quiet"),
            button(text(lang, "menu.stats"), "open-stats", kind="quiet"),
            setting_toggle(lang, "coach", screen.coach_on,  # (not in the lesson: its own words)
                           disabled=off or screen.lesson is not None),
            setting_toggle(lang, "sound", screen.sound_on),
            setting_toggle(lang, "motion", screen.motion_on),
            language]
    groups = [el("div", *new, class_="menu-group", role="group",
                 aria_label=text(lang, "menu.new_games"))]
    if this:  # folded behind one button, so that the header is one row on a desktop
        opened = screen.game_menu_open
        groups.append(el("div", button(text(lang, "menu.this_game"), "toggle-game-menu",
                                       kind="quiet menu-drop-button",
                                       aria_expanded=str(opened).lower(),
                                       aria_controls="game-menu"),
                         el("div", *this, class_="menu-pop", id="game-menu", role="group",
                            aria_label=text(lang, "menu.this_game"), hidden=not opened),
                         class_="menu-group menu-drop"))
    groups.append(el("div", *more, class_="menu-group"))
    # On a phone the menu is folded behind one button, so the table starts at the top.
    fold = button(text(lang, "menu.open"), "toggle-menu", kind="quiet menu-toggle",
                  aria_expanded="true" if screen.menu_open else "false",
                  aria_controls="menu-items")
    return el("h1", words(lang, "app.title")) + fold + \
        el("nav", *groups, class_="menu open" if screen.menu_open else "menu", id="menu-items",
           aria_label=text(lang, "menu.label"))


def notice(screen: Screen) -> Html:
    """The notice lines: another tab plays this game (with "Play here instead"); an
    explanation, an import's result, or a save set aside (with its download, and when it could
    not be copied aside, a way to discard it); a game not being saved (with its export)."""
    lang = screen.lang
    parts = []
    if screen.elsewhere:
        parts.append(el("div", el("p", words(lang, "notice.elsewhere")),
                        button(text(lang, "notice.play_here"), "play-here", kind="primary"),
                        class_="notice-line"))
    if screen.notice is not None:
        key, params = screen.notice
        actions = []
        if screen.set_aside:
            actions.append(button(text(lang, "notice.download_aside"), "download-aside",
                                  kind="quiet"))
            if screen.kept_save:
                actions.append(button(text(lang, "notice.discard_aside"), "discard-aside",
                                      kind="quiet"))
        if not (screen.set_aside and screen.kept_save):  # (stays until that save is dealt with)
            actions.append(button(text(lang, "notice.dismiss"), "dismiss-notice", kind="quiet"))
        parts.append(el("div", el("p", text(lang, key, **params)), *actions,
                        class_="notice-line"))
    if screen.save_failed:
        parts.append(el("div", el("p", words(lang, "notice.not_saved")),
                        button(text(lang, "menu.export"), "export", kind="quiet"),
                        class_="notice-line"))
    return concat(*parts)


REGIONS = ("menu", "status", "auction", "hand", "board", "seats", "log")


def _keys(screen: Screen) -> dict[str, object]:
    """What each slow region is drawn from (the same key: the same HTML, so it is kept)."""
    view = screen.view
    if view is None:
        return {}
    legal = view["legal"]
    auction: Mapping[str, Any] = view["auction"] or {}
    return {
        "menu": (screen.lang, screen.lesson is None, screen.menu_open, screen.game_menu_open,
                 screen.elsewhere, screen.sound_on, screen.motion_on, screen.coach_on,
                 screen.bots is not None),
        "hand": (screen.lang, tuple(view["hand"]), tuple(legal.get("cards", ())),
                 tuple(legal["do"]), screen.chosen_double, screen.chosen_card, view.get("hidden"),
                 screen.handoff, tuple(tuple(h or ()) for h in view["hands"]),
                 tuple(screen.names), tuple(view["laid_out"].values())),  # (the ribbons)
        "board": (screen.lang, tuple(view["laid_out"].values()),
                  tuple(tuple(v) for v in view["values"].values()), view["round"],
                  screen.summary and screen.summary["round"], estimates_shown(screen),
                  screen.estimates and tuple(screen.estimates.values()),
                  view.get("every_hand")),
        "seats": (screen.lang, screen.you, tuple(screen.names),
                  tuple(screen.levels), tuple(screen.people),
                  tuple(view["money"]), tuple(view["hand_sizes"]),
                  tuple(tuple(o) for o in view["owned"]), tuple(view["to_act"]), view["step"],
                  view["seller"], view["over"], screen.thinking, auction.get("auctioneer"),
                  auction.get("high_bidder"), auction.get("high_bid"),
                  tuple(auction.get("sealed_done") or ()),
                  tuple(tuple((tuple(c), p) for c, p in lots) for lots in screen.purchases),
                  screen.watching is not None),
    }


DRAWERS = {"menu": menu, "status": status, "auction": centre, "hand": hand, "board": board,
           "seats": seats}


def regions(screen: Screen, kept: dict[str, tuple[object, Html]] | None = None
            ) -> dict[str, Html]:
    """Every region's inner HTML but the log's (which grows at its end) and the dialog's.
    ``kept`` remembers the slow regions by what they are drawn from, across calls."""
    keys = _keys(screen)
    out = {}
    for name, draw in DRAWERS.items():
        key = keys.get(name)
        if kept is not None and key is not None and name in kept and kept[name][0] == key:
            out[name] = kept[name][1]
            continue
        out[name] = draw(screen)
        if kept is not None and key is not None:
            kept[name] = (key, out[name])
    return out
