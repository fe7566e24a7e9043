"""The game table as HTML text, drawn from the human seat's observation and the page's UI state.

Every region has one function returning its inner HTML; the browser side replaces a region whole.
Every control is a real <button>, <input> or <select> with an accessible name, and carries a
``data-command`` that the page turns into one of the engine's legal actions. Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

from engine.cards import ARTISTS, AUCTIONS, RANKING_POINTS

from . import art
from .i18n import LANGUAGES, text
from .words import card as describe_card
from .words import describe, money

ROUNDS = 4
View = dict[str, Any]


@dataclass
class Ui:
    """What the page shows beyond the observation: choices in progress, errors, the countdown."""

    lang: str = "en"
    names: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)
    chosen_double: str | None = None  # a double picked from the hand, waiting for a partner
    amount: int | None = None  # the number in the bid or price field
    error: str | None = None  # the engine's reason for the last refused entry
    countdown: int | None = None  # open auction: 0 going once, 1 going twice, 2 sold
    thinking: int | None = None  # the bot seat that is thinking


def el(tag: str, *children: str, **attrs: object) -> str:
    """One element. Children are HTML already; attribute values are escaped here.

    Attribute names are spelt in Python: ``class_`` for class, ``_`` for ``-`` (``aria_label``);
    None or False leaves an attribute out, True writes it bare.
    """
    parts = [tag]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        attr = key.rstrip("_").replace("_", "-")
        parts.append(attr if value is True else f'{attr}="{escape(str(value))}"')
    if tag in ("input", "img", "br"):
        return f"<{' '.join(parts)}>"
    return f"<{' '.join(parts)}>{''.join(children)}</{tag}>"


def words(lang: str, key: str, **params: object) -> str:
    """Catalogue text, escaped for HTML."""
    return escape(text(lang, key, **params))


def button(label: str, command: str, *, kind: str = "", **attrs: object) -> str:
    return el("button", escape(label), type="button", data_command=command,
              class_=f"btn {kind}".strip(), **attrs)


def card_words(lang: str, card: str) -> str:
    artist_id, auction = card.split("/")
    return text(lang, "card.label", artist=text(lang, f"artist.{artist_id}"),
                auction=text(lang, f"auction.{auction}"))


def card_face(lang: str, card: str, number: int = 0) -> str:
    artist_id, auction = card.split("/")
    return art.card_html(card, text(lang, f"artist.{artist_id}"),
                         text(lang, f"auction.{auction}"), number)


def card_order(card: str) -> tuple[int, int]:
    artist_id, auction = card.split("/")
    return ARTISTS.index(artist_id), AUCTIONS.index(auction)


def info(lang: str, topic: str, label: str) -> str:
    """A term that explains itself on hover (title) and on tap or Enter (a toggled note)."""
    note = text(lang, f"help.{topic}")
    return el("button", escape(label), type="button", class_="term", data_command="explain",
              data_topic=topic, title=note, aria_label=text(lang, "help.explain", term=label))


# -- status: whose turn and what is happening --

def status(view: View, ui: Ui) -> str:
    lang, names = ui.lang, ui.names
    step = view["step"]
    you = view["seat"]
    if view["over"]:
        line = text(lang, "status.over")
    elif you in view["to_act"]:
        line = text(lang, f"status.you.{_prompt(view)}")
    else:
        waiting = [names[s] for s in view["to_act"]]
        line = text(lang, f"status.wait.{step}", seats=text(lang, "log.and").join(waiting))
    head = el("span", words(lang, "status.round", round=view["round"]), class_="round")
    mine = view["money"][you]
    wallet = el("span", words(lang, "status.money", amount=money(lang, mine)), class_="wallet")
    turn = el("strong", escape(line), class_="now" + (" you" if you in view["to_act"] else ""))
    deck = el("span", words(lang, "status.deck", count=view["deck"]), class_="deck")
    return el("div", head, wallet, deck, class_="status-row") + el("p", turn, class_="turn")


def replay_bar(ui: Ui, shown: int, total: int, over: bool) -> str:
    """Watching a game: step through its actions, then go back to playing (if it goes on)."""
    lang = ui.lang
    steps = [button(text(lang, "watch.start"), "watch-to", data_to=0, kind="quiet",
                    disabled=shown == 0),
             button(text(lang, "watch.back"), "watch-to", data_to=shown - 1, kind="quiet",
                    disabled=shown == 0),
             button(text(lang, "watch.forward"), "watch-to", data_to=shown + 1, kind="quiet",
                    disabled=shown == total),
             button(text(lang, "watch.end"), "watch-to", data_to=total, kind="quiet",
                    disabled=shown == total),
             button(text(lang, "watch.stop" if over else "watch.resume"), "watch-stop",
                    kind="primary")]
    return el("div", el("p", words(lang, "watch.position", shown=shown, total=total),
                        class_="now", aria_live="polite"),
              el("div", *steps, class_="choices"), class_="replay", role="group",
              aria_label=text(lang, "watch.label"))


def _prompt(view: View) -> str:
    step = view["step"]
    legal = view["legal"]["do"]
    if step == "fixed_price":
        return "price" if "price" in legal else "buy"
    return step


# -- the value board --

def board(view: View, ui: Ui, highlight_round: int | None = None) -> str:
    lang = ui.lang
    head = [el("th", words(lang, "board.artist"), scope="col")]
    head += [el("th", words(lang, "board.round", round=r), scope="col",
                class_="current" if r == view["round"] else None) for r in range(1, ROUNDS + 1)]
    head.append(el("th", words(lang, "board.laid_out"), scope="col", class_="count-col"))
    rows = []
    for a in ARTISTS:
        cells = [el("th", el("span", art.artist_swatch_svg(a), class_="swatch"),
                    el("span", words(lang, f"artist.{a}")), scope="row",
                    class_=f"artist-name artist-{a}")]
        for r in range(ROUNDS):
            token = view["values"][a][r]
            label = text(lang, "board.token", amount=token) if token else ""
            fresh = highlight_round == r + 1 and token
            cells.append(el("td", info(lang, f"token{token}", str(token)) if token else
                            el("span", "·", aria_hidden="true"),
                            class_="token" + (" fresh" if fresh else ""),
                            aria_label=label or None))
        count = view["laid_out"][a]
        cells.append(el("td", el("span", str(count), class_=f"count count-{count}"),
                        class_="count-col", aria_label=text(lang, "board.count", count=count)))
        rows.append(el("tr", *cells))
    return el("table", el("caption", words(lang, "board.caption")),
              el("thead", el("tr", *head)), el("tbody", *rows), class_="board-table")


# -- the seats --

def seats(view: View, ui: Ui) -> str:
    lang, names = ui.lang, ui.names
    items = []
    auction = view["auction"] or {}
    for seat in range(view["players"]):
        roles = []
        if seat == auction.get("auctioneer", view["seller"] if view["step"] == "play" else None):
            roles.append(text(lang, "seat.auctioneer" if auction else "seat.seller"))
        if seat == auction.get("high_bidder"):
            roles.append(text(lang, "seat.high_bid", amount=money(lang, auction["high_bid"])))
        if seat in (auction.get("sealed_done") or []):
            roles.append(text(lang, "seat.sealed_done"))
        acting = seat in view["to_act"]
        if acting:
            roles.append(text(lang, "seat.thinking" if ui.thinking == seat else "seat.to_act"))
        cash = view["money"][seat]
        cash_text = text(lang, "seat.secret") if cash is None else money(lang, cash)
        level = ui.levels[seat] if seat < len(ui.levels) else ""
        owned = view["owned"][seat]
        paintings = "".join(
            el("li", el("span", art.artist_swatch_svg(c.split("/")[0]), class_="swatch"),
               aria_label=card_words(lang, c), title=card_words(lang, c))
            for c in sorted(owned, key=card_order))
        items.append(el(
            "li",
            el("h3", escape(names[seat]), el("span", words(lang, f"level.{level}"),
                                            class_="level"), class_="seat-name"),
            el("dl",
               el("dt", words(lang, "seat.money")), el("dd", escape(cash_text)),
               el("dt", words(lang, "seat.cards")), el("dd", str(view["hand_sizes"][seat])),
               el("dt", words(lang, "seat.bought")),
               el("dd", el("ul", paintings, class_="owned") if owned else
                  words(lang, "seat.none"))),
            el("p", escape(" · ".join(roles)), class_="roles") if roles else "",
            class_="seat" + (" you" if seat == view["seat"] else "") +
                   (" acting" if acting else ""),
            data_seat=seat, aria_current="true" if acting else None,
        ))
    return el("h2", words(lang, "seats.caption"), class_="sr-only") + \
        el("ul", *items, class_="seat-list")


# -- the lot on the block and the human's decision --

def lot_shown(view: View, ui: Ui) -> str:
    """The painting(s) on the block, the auction type and who sells: fixed for the whole auction,
    so the page draws them once per lot."""
    lang, names = ui.lang, ui.names
    lot, offer = view["auction"], view["offer"]
    parts = []
    if lot:
        kind = lot["type"]
        faces = "".join(el("div", card_face(lang, c, i), class_="lot-card")
                        for i, c in enumerate(lot["cards"]))
        parts.append(el("h2", info(lang, f"auction.{kind}", text(lang, f"auction.{kind}")),
                        class_="lot-title"))
        parts.append(el("div", faces, class_="lot-cards",
                        aria_label=text(lang, "lot.cards", cards=", ".join(
                            card_words(lang, c) for c in lot["cards"]))))
        who = text(lang, "lot.auctioneer", seat=names[lot["auctioneer"]])
        if lot["first_seller"] is not None:
            who = text(lang, "lot.joint", seat=names[lot["auctioneer"]],
                       first=names[lot["first_seller"]])
        parts.append(el("p", escape(who)))
    elif offer:
        parts.append(el("h2", info(lang, "auction.double", text(lang, "auction.double")),
                        class_="lot-title"))
        parts.append(el("div", el("div", card_face(lang, offer["card"]), class_="lot-card"),
                        class_="lot-cards"))
        parts.append(el("p", words(lang, "lot.offer", seat=names[offer["seller"]],
                                   artist=text(lang, f"artist.{offer['card'].split('/')[0]}"))))
    return "".join(parts)


def bidding(view: View, ui: Ui) -> str:
    """How the auction stands (high bid, price, sealed bids in, the countdown) and the human's
    decision: this changes with every bid."""
    lang, names = ui.lang, ui.names
    lot = view["auction"]
    parts = []
    if lot:
        kind = lot["type"]
        if kind in ("open", "once_around"):
            high = lot["high_bidder"]
            line = text(lang, "lot.no_bid") if high is None else text(
                lang, "lot.high", seat=names[high], amount=money(lang, lot["high_bid"]))
            parts.append(el("p", escape(line), class_="high"))
        if kind == "fixed_price" and lot["price"] is not None:
            parts.append(el("p", words(lang, "lot.price", amount=money(lang, lot["price"])),
                            class_="high"))
        if kind == "sealed":
            done = len(lot["sealed_done"])
            parts.append(el("p", words(lang, "lot.sealed", done=done, total=view["players"])))
        if kind == "open" and ui.countdown is not None:
            parts.append(el("p", words(lang, f"countdown.{ui.countdown}"), class_="countdown",
                            data_phase=ui.countdown))
    parts.append(decision(view, ui))
    return "".join(parts)


def decision(view: View, ui: Ui) -> str:
    """The human's controls for the step she must answer (nothing when it is not her turn)."""
    lang = ui.lang
    legal = view["legal"]
    can = legal["do"]
    if not can:
        return ""
    out = []
    if "play" in can:
        if ui.chosen_double:
            partners = legal["partners"].get(ui.chosen_double, [])
            choices = [button(text(lang, "do.with", card=card_words(lang, p)), "play",
                              data_card=ui.chosen_double, data_with=p) for p in partners]
            choices.append(button(text(lang, "do.alone"), "play", data_card=ui.chosen_double))
            choices.append(button(text(lang, "do.cancel"), "cancel", kind="quiet"))
            out.append(el("div", el("p", words(lang, "do.partner_prompt",
                                               card=card_words(lang, ui.chosen_double))),
                          el("div", *choices, class_="choices"),
                          role="group", aria_label=text(lang, "do.partner_group")))
        else:
            out.append(el("p", words(lang, "do.choose_card"), class_="hint"))
    if "join" in can or view["step"] == "double_offer":
        joins = [button(text(lang, "do.join", card=card_words(lang, c)), "join", data_card=c)
                 for c in legal.get("cards", [])]
        joins.append(button(text(lang, "do.no_join"), "pass", kind="quiet"))
        out.append(el("div", *joins, class_="choices", role="group",
                      aria_label=text(lang, "do.join_group")))
    if "bid" in can or "price" in can:
        out.append(amount_entry(view, ui, "price" if "price" in can else "bid"))
    elif "pass" in can and view["step"] in ("open", "once_around"):
        out.append(el("p", words(lang, "do.cannot_outbid"), class_="hint"))
        out.append(button(text(lang, "do.pass"), "pass", kind="quiet"))
    if view["step"] == "fixed_price" and "price" not in can:
        price = view["auction"]["price"]
        buttons = []
        if "buy" in can:
            buttons.append(button(text(lang, "do.buy", amount=money(lang, price)), "buy"))
        else:
            out.append(el("p", words(lang, "do.cannot_afford"), class_="hint"))
        buttons.append(button(text(lang, "do.decline"), "pass", kind="quiet"))
        out.append(el("div", *buttons, class_="choices"))
    return el("div", *out, class_="decision", role="group",
              aria_label=text(lang, "do.group"))


def amount_entry(view: View, ui: Ui, what: str) -> str:
    """A number field limited to the legal range, steppers, quick amounts, and the action."""
    lang = ui.lang
    legal = view["legal"]
    low, high = legal[what]["min"], legal[what]["max"]
    value = ui.amount if ui.amount is not None else low
    sealed = view["step"] == "sealed"
    label = text(lang, "do.price_label" if what == "price" else
                 "do.sealed_label" if sealed else "do.bid_label")
    field_id = "amount"
    steppers = [
        button("−10", "step", data_delta=-10, aria_label=text(lang, "do.step", delta=-10)),
        button("−1", "step", data_delta=-1, aria_label=text(lang, "do.step", delta=-1)),
        button("+1", "step", data_delta=1, aria_label=text(lang, "do.step", delta=1)),
        button("+10", "step", data_delta=10, aria_label=text(lang, "do.step", delta=10)),
    ]
    quick = sorted({low, min(high, low + 5), min(high, low + 10), min(high, low + 20), high})
    quick_buttons = [button(money(lang, q), "set", data_amount=q, kind="quiet",
                            aria_label=text(lang, "do.quick", amount=money(lang, q)))
                     for q in quick]
    act = text(lang, "do.name_price" if what == "price" else
               "do.sealed_bid" if sealed else "do.bid")
    actions = [button(act, what, kind="primary")]
    if "pass" in legal["do"]:
        actions.append(button(text(lang, "do.pass"), "pass", kind="quiet"))
    error = el("p", escape(ui.error or ""), id="amount-error", class_="error", role="alert")
    return el(
        "div",
        el("label", escape(label), for_=field_id),
        el("div",
           el("input", type="number", id=field_id, name=field_id, inputmode="numeric", min=low,
              max=high, step=1, value=value, data_command="amount",
              aria_describedby="amount-range amount-error", aria_invalid=bool(ui.error) or None),
           *steppers, class_="amount-row"),
        el("p", words(lang, "do.range", low=money(lang, low), high=money(lang, high)),
           id="amount-range", class_="range"),
        el("div", *quick_buttons, class_="quick", role="group",
           aria_label=text(lang, "do.quick_group")),
        el("div", *actions, class_="choices"),
        error,
        class_="amount-entry", data_what=what,
    )


# -- the hand --

def hand(view: View, ui: Ui) -> str:
    lang = ui.lang
    cards = sorted(view["hand"], key=card_order)
    heading = el("h2", words(lang, "hand.heading", count=len(cards)), id="hand-heading")
    if not cards:
        return heading + el("p", words(lang, "hand.empty"))
    legal = view["legal"]
    playable = set(legal.get("cards", [])) if "play" in legal["do"] else set()
    joinable = set(legal.get("cards", [])) if "join" in legal["do"] else set()
    items = []
    for i, card in enumerate(cards):
        enabled = card in playable or card in joinable
        command = "join" if card in joinable else "choose"
        verb = "hand.join" if card in joinable else "hand.play"
        label = text(lang, verb if enabled else "hand.card", card=card_words(lang, card))
        items.append(el("li", el(
            "button", card_face(lang, card, i), type="button", class_="card-button",
            data_command=command, data_card=card, aria_label=label,
            disabled=not enabled, aria_pressed="true" if card == ui.chosen_double else None)))
    return heading + el("ul", *items, class_="hand-cards", aria_labelledby="hand-heading")


# -- the log --

class LogBook:
    """The log's lines, told once per event and kept (events never change), grouped by round.

    The page adds the new events after each action and redraws the log from the kept lines, so a
    long game costs no more per action than a short one."""

    def __init__(self, ui: Ui) -> None:
        self.lang = ui.lang
        self.names = list(ui.names)
        self.seen = 0  # how many events of the game are told here
        self.groups: list[tuple[int, list[str]]] = []
        self.shown = (0, 0)  # groups, and lines of the last group, already on the page

    def add(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["event"] == "round_started" or not self.groups:
                self.groups.append((event.get("round", 1), []))
            self.seen += 1
            if event["event"] == "auction_started":
                continue  # the card played already said it; the lot panel shows the auction
            self.groups[-1][1].extend(el("li", escape(line))
                                      for line in describe(event, self.lang, self.names))

    def _section(self, number: int, lines: list[str]) -> str:
        return el("section", el("h3", words(self.lang, "log.round_heading", round=number)),
                  el("ol", *lines), class_="log-round",
                  aria_label=text(self.lang, "log.round_heading", round=number))

    def html(self) -> str:
        """Every event in words, grouped by round, newest last (the page scrolls to it)."""
        self.shown = (len(self.groups), len(self.groups[-1][1]) if self.groups else 0)
        sections = [self._section(number, lines) for number, lines in self.groups]
        # The scroller shows its end by itself (CSS column-reverse around one inner block), so
        # the page never has to measure the log to scroll it.
        return el("h2", words(self.lang, "log.heading"), id="log-heading") + \
            el("div", el("div", *sections, class_="log-inner"), class_="log-scroll",
               tabindex=0, role="log", aria_labelledby="log-heading")

    def additions(self) -> tuple[str, str]:
        """What to add to the log already on the page: lines for its last round's list, then
        new rounds' sections (events are only ever added, never changed)."""
        groups, lines = self.shown
        if not self.groups or (groups, lines) == (len(self.groups), len(self.groups[-1][1])):
            return "", ""
        more_lines = "".join(self.groups[groups - 1][1][lines:]) if groups else ""
        sections = "".join(self._section(n, ls) for n, ls in self.groups[groups:])
        self.shown = (len(self.groups), len(self.groups[-1][1]))
        return more_lines, sections


# -- round summary and the end --

def round_summary(event: dict[str, Any], ui: Ui) -> str:
    lang, names = ui.lang, ui.names
    ranking_rows = [
        el("tr", el("th", words(lang, "summary.place", place=i + 1), scope="row"),
           el("td", words(lang, f"artist.{a}")), el("td", money(lang, event["tokens"][a])),
           el("td", money(lang, event["painting_values"][a])))
        for i, a in enumerate(event["ranking"])]
    ranking = el("table",
                 el("caption", words(lang, "summary.ranking")),
                 el("thead", el("tr", el("th", words(lang, "summary.place_col"), scope="col"),
                                el("th", words(lang, "board.artist"), scope="col"),
                                el("th", words(lang, "summary.token"), scope="col"),
                                el("th", words(lang, "summary.value"), scope="col"))),
                 el("tbody", *ranking_rows), class_="summary-table")
    income_rows = [
        el("tr", el("th", escape(names[s]), scope="row"),
           el("td", escape(text(lang, "log.list_sep").join(
               describe_card(lang, c) for c in event["sold"][s]) or text(lang, "seat.none"))),
           el("td", money(lang, event["income"][s])))
        for s in range(len(names))]
    income = el("table",
                el("caption", words(lang, "summary.income")),
                el("thead", el("tr", el("th", words(lang, "summary.player"), scope="col"),
                               el("th", words(lang, "summary.paintings"), scope="col"),
                               el("th", words(lang, "summary.earned"), scope="col"))),
                el("tbody", *income_rows), class_="summary-table")
    counts = ", ".join(f"{text(lang, 'artist.' + a)} {n}" for a, n in event["counts"].items()
                       if n)
    return el("h2", words(lang, "summary.title", round=event["round"]), id="dialog-title") + \
        el("p", words(lang, "summary.counts", counts=counts)) + ranking + income + \
        el("div", button(text(lang, "summary.continue"), "close-summary", kind="primary"),
           class_="choices")


def game_over(view: View, ui: Ui, points: list[int]) -> str:
    lang, names = ui.lang, ui.names
    final = view["final_money"]
    order = sorted(range(len(final)), key=lambda s: -final[s])
    rows = []
    for s in order:
        place = 1 + sum(1 for m in final if m > final[s])
        rows.append(el("tr", el("th", words(lang, "summary.place", place=place), scope="row"),
                       el("td", escape(names[s])), el("td", money(lang, final[s])),
                       el("td", str(points[s])),
                       class_="winner" if s in view["winners"] else None))
    winners = text(lang, "log.and").join(names[s] for s in view["winners"])
    you_won = view["seat"] in view["winners"]
    headline = text(lang, "over.you_won" if you_won else "over.winner", seats=winners)
    table = el("table",
               el("caption", words(lang, "over.final")),
               el("thead", el("tr", el("th", words(lang, "summary.place_col"), scope="col"),
                              el("th", words(lang, "summary.player"), scope="col"),
                              el("th", words(lang, "seat.money"), scope="col"),
                              el("th", words(lang, "over.points"), scope="col"))),
               el("tbody", *rows), class_="summary-table")
    table_points = RANKING_POINTS[len(final)]
    note = text(lang, f"over.points_rule.{len(table_points)}", first=table_points[0],
                second=table_points[-1])
    return el("h2", words(lang, "over.title"), id="dialog-title") + \
        el("p", escape(headline), class_="headline") + table + \
        el("p", escape(note), class_="hint") + \
        el("div", button(text(lang, "over.again"), "play-again", kind="primary"),
           button(text(lang, "menu.export"), "export"),
           button(text(lang, "over.close"), "close-dialog", kind="quiet"), class_="choices")


# -- the menu and the set-up of a new game --

def menu(ui: Ui, has_game: bool) -> str:
    lang = ui.lang
    language = el("label", words(lang, "menu.language"), " ", el(
        "select", *(el("option", words(code, "language.name"), value=code,
                       selected=code == lang) for code in LANGUAGES),
        data_command="language", aria_label=text(lang, "menu.language")))
    buttons = [button(text(lang, "menu.new"), "open-setup"),
               button(text(lang, "menu.help"), "open-help", kind="quiet"),
               button(text(lang, "menu.stats"), "open-stats", kind="quiet")]
    if has_game:
        buttons.append(button(text(lang, "menu.export"), "export", kind="quiet"))
        buttons.append(button(text(lang, "menu.watch"), "watch-to", data_to=0, kind="quiet"))
    buttons.append(el("label", words(lang, "menu.import"),
                      el("input", type="file", accept=".json,application/json",
                         data_command="import", class_="sr-only",
                         aria_label=text(lang, "menu.import")),
                      class_="btn quiet file-button"))
    return el("h1", words(lang, "app.title")) + \
        el("nav", *buttons, language, class_="menu", aria_label=text(lang, "menu.label"))


SETUP_LEVELS = ("random", "novice", "expert", "master")
SPEED_CHOICES = ("slow", "normal", "fast", "instant")


def setup_form(ui: Ui, settings: dict[str, Any], names: list[str], has_save: bool,
               levels: tuple[str, ...]) -> str:
    lang = ui.lang
    players = settings["players"]

    def radio(name: str, value: object, label: str, checked: bool, hint: str = "") -> str:
        ident = f"setup-{name}-{value}"
        return el("div", el("input", type="radio", name=name, id=ident, value=value,
                            checked=checked, data_command=f"setup-{name}"),
                  el("label", escape(label), for_=ident),
                  el("p", escape(hint), class_="hint") if hint else "", class_="radio")

    fields = [
        el("fieldset", el("legend", words(lang, "setup.players")),
           *(radio("players", n, str(n), n == players) for n in (3, 4, 5)), class_="inline"),
        el("label", words(lang, "setup.seat"), " ", el(
            "select", *(el("option", words(lang, "setup.seat_n", n=s + 1), value=s,
                           selected=s == settings["human"]) for s in range(players)),
            data_command="setup-human", id="setup-human")),
    ]
    bots = []
    for seat in range(players):
        if seat == settings["human"]:
            continue
        level = settings["levels"][seat]
        ident = f"setup-level-{seat}"
        bots.append(el("label", words(lang, "setup.level_of", seat=names[seat]), " ", el(
            "select", *(el("option", words(lang, f"level.{lv}"), value=lv, selected=lv == level)
                        for lv in levels),
            data_command="setup-level", data_seat=seat, id=ident)))
    fields.append(el("fieldset", el("legend", words(lang, "setup.opponents")), *bots))
    fields.append(el("fieldset", el("legend", words(lang, "setup.variant")),
                     *(radio("variant", v, text(lang, f"variant.{v}"), v == settings["variant"],
                             text(lang, f"variant.{v}.hint")) for v in ("classic", "online"))))
    fields.append(el("label", words(lang, "setup.speed"), " ", el(
        "select", *(el("option", words(lang, f"speed.{s}"), value=s,
                       selected=s == settings["speed"]) for s in SPEED_CHOICES),
        data_command="setup-speed", id="setup-speed")))
    fields.append(el("label", words(lang, "setup.seed"), " ",
                     el("input", type="text", inputmode="numeric", id="setup-seed",
                        value=settings.get("seed_text", ""), data_command="setup-seed",
                        placeholder=text(lang, "setup.seed_blank"), autocomplete="off")))
    fields.append(el("div", el("input", type="checkbox", id="setup-money",
                               checked=settings["show_money"], data_command="setup-money"),
                     el("label", words(lang, "setup.show_money"), for_="setup-money"),
                     class_="check"))
    actions = [button(text(lang, "setup.start"), "start", kind="primary")]
    if has_save:
        actions.append(button(text(lang, "setup.continue"), "continue"))
    actions.append(button(text(lang, "over.close"), "close-dialog", kind="quiet"))
    return el("h2", words(lang, "setup.title"), id="dialog-title") + \
        el("form", *fields, el("p", escape(ui.error or ""), class_="error", role="alert"),
           el("div", *actions, class_="choices"), class_="setup", onsubmit="return false")


def help_text(ui: Ui) -> str:
    lang = ui.lang
    sections = "".join(el("section", el("h3", words(lang, f"rules.{k}.title")),
                          el("p", words(lang, f"rules.{k}.text")))
                       for k in ("goal", "turn", "open", "once_around", "sealed", "fixed_price",
                                 "double", "round", "scoring", "end"))
    return el("h2", words(lang, "help.title"), id="dialog-title") + sections + \
        el("div", button(text(lang, "over.close"), "close-dialog", kind="primary"),
           class_="choices")


def stats(ui: Ui, career: dict[str, Any]) -> str:
    lang = ui.lang
    rows = []
    for key in sorted(career["tables"]):
        players, level = key.split(":")
        row = career["tables"][key]
        rows.append(el("tr", el("th", words(lang, "stats.players", n=players), scope="row"),
                       el("td", words(lang, f"level.{level}")), el("td", str(row["played"])),
                       el("td", str(row["won"]))))
    table = el("table", el("caption", words(lang, "stats.by_table")),
               el("thead", el("tr", el("th", words(lang, "setup.players"), scope="col"),
                              el("th", words(lang, "setup.opponents"), scope="col"),
                              el("th", words(lang, "stats.played"), scope="col"),
                              el("th", words(lang, "stats.won"), scope="col"))),
               el("tbody", *rows), class_="summary-table") if rows else \
        el("p", words(lang, "stats.none"))
    best = career["best_money"]
    facts = el("dl",
               el("dt", words(lang, "stats.games")), el("dd", str(career["games"])),
               el("dt", words(lang, "stats.wins")), el("dd", str(career["wins"])),
               el("dt", words(lang, "stats.best")),
               el("dd", money(lang, best) if best is not None else "–"),
               el("dt", words(lang, "stats.points")), el("dd", str(career["ranking_points"])),
               class_="facts")
    return el("h2", words(lang, "stats.title"), id="dialog-title") + facts + table + \
        el("div", button(text(lang, "stats.reset"), "reset-stats", kind="danger"),
           button(text(lang, "over.close"), "close-dialog", kind="primary"), class_="choices")
