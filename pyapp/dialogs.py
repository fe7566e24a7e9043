"""The dialogs as HTML: set-up, rules, statistics, a round's summary and the game's end.

Each dialog has a head (its title), a body that scrolls, and a foot with its buttons, so it opens
at its top with its first control in reach. Drawn from the app's ``Screen``; plain Python.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from engine.bots import LEVELS
from engine.cards import ARTISTS, RANKING_POINTS, Card
from engine.scoring import place_of, places

from . import rating as rating_mod
from .auction_view import over_headline
from .catalogue import BOT_NAME_KEYS, HTML_LANG, phrasing, text
from .chart import money_chart, rating_chart
from .markup import EMPTY, Html, concat, el
from .narration import artist, money
from .narration import card as painting
from .parts import (
    LEVEL_HINT_KEYS,
    LEVEL_KEYS,
    SPEED_CHOICES,
    SPEED_KEYS,
    button,
    card_face,
    words,
)
from .review_dialog import review_dialog
from .rulebook import ID_PREFIX, SOURCES, link, rules_html
from .screen import (
    BotsDialog,
    ConfirmDialog,
    Dialog,
    HandoffDialog,
    HelpDialog,
    LinkedDialog,
    OverDialog,
    ReviewDialog,
    Said,
    Screen,
    SetupDialog,
    StatsDialog,
    SummaryDialog,
)
from .session import HUMAN, NAME_LENGTH, SETUP_LEVELS, SETUP_SEATS

# The set-up's choices and the words of each (its catalogue keys).
VARIANT_KEYS = {"classic": ("variant.classic", "variant.classic.hint"),
                "online": ("variant.online", "variant.online.hint")}
# The game's end: how the table's ranking points go (one amount for the winner, or two).
POINTS_RULE_KEYS = {1: "over.points_rule.1", 2: "over.points_rule.2"}


def frame(lang: str, title: str, body: Html, foot: list[Html]) -> Html:
    return concat(
        el("header", el("h2", title, id="dialog-title"), class_="dialog-head"),
        el("div", body, class_="dialog-body"),
        el("footer", *foot, class_="dialog-foot choices"))


D = TypeVar("D", bound=Dialog)
DrawDialog = Callable[[Screen, D], Html]
# Each dialog's drawing, by its kind (the kind a feature's ``dialog()`` names). It is handed
# what the dialog shows: a ``pyapp.screen.Dialog`` of the type it names, which the feature that
# shows it gives (``Feature.dialog_data``).
DIALOGS: dict[str, Callable[[Screen, Any], Html]] = {}


def drawn(kind: str) -> Callable[[DrawDialog[D]], DrawDialog[D]]:
    """Mark a function as the drawing of dialog ``kind``."""

    def register(draw: DrawDialog[D]) -> DrawDialog[D]:
        if kind in DIALOGS:
            raise ValueError(f"dialog {kind!r} is drawn twice")
        DIALOGS[kind] = draw
        return draw

    return register


def dialog(screen: Screen) -> Html | None:
    """The open dialog's content (None: no dialog, or nothing to show in it yet)."""
    data = screen.dialog_data
    if data is None or data.kind != screen.dialog:
        return None
    return DIALOGS[data.kind](screen, data)


@drawn("review")
def review(screen: Screen, shown: ReviewDialog) -> Html:
    """The review of the game (``review_dialog``), in the dialogs' frame."""
    return review_dialog(screen, shown, frame)


@drawn("summary")
def round_summary(screen: Screen, shown: SummaryDialog) -> Html:
    lang, names, event = screen.lang, screen.names, shown.summary
    say = phrasing(lang)
    ranking_rows = [
        el("tr", el("th", words(lang, "summary.place", place=i + 1), scope="row"),
           el("td", artist(lang, a)),
           el("td", money(lang, event["tokens"][a]), class_="summary-token"),
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
        el("tr", el("th", names[s], scope="row"),
           el("td", say.listing([text(lang, "summary.painting_value", painting=painting(lang, c),
                                      amount=money(lang, event["painting_values"].get(
                                          Card.parse(c).artist, 0)))
                                 for c in event["sold"][s]]) or text(lang, "seat.none")),
           el("td", money(lang, event["income"][s])))
        for s in range(len(names))]
    income = el("table",
                el("caption", words(lang, "summary.income")),
                el("thead", el("tr", el("th", words(lang, "summary.player"), scope="col"),
                               el("th", words(lang, "summary.paintings"), scope="col"),
                               el("th", words(lang, "summary.earned"), scope="col"))),
                el("tbody", *income_rows), class_="summary-table")
    counts = say.listing([text(lang, "summary.count", artist=artist(lang, a),
                               count=event["counts"][a])
                          for a in ARTISTS if event["counts"].get(a)])
    last = event["round"] == 4
    lesson = screen.lesson
    note = el("div", el("p", words(lang, lesson.step.key)), class_="coach",
              role="note", aria_label=text(lang, "lesson.label")) \
        if lesson is not None and lesson.step.kind == "summary" else EMPTY
    body = concat(note, el("p", words(lang, "summary.counts", counts=counts)), ranking, income)
    label = text(lang, "summary.to_result" if last else "summary.continue")
    return frame(lang, text(lang, "summary.title", round=event["round"]), body,
                 [button(label, "close-summary", kind="primary")])


@drawn("over")
def game_over(screen: Screen, shown: OverDialog) -> Html:
    lang, names, view = screen.lang, screen.names, screen.view
    if view is None:  # pragma: no cover - the game's end is shown only with the table
        return EMPTY
    final = view["final_money"] or []
    order = sorted(range(len(final)), key=lambda s: -final[s])
    placed = places(final)
    online = screen.variant == "online"  # ranking points are the online edition's
    rows = []
    for s in order:
        points = el("td", str(shown.points[s] if s < len(shown.points) else 0)) \
            if online else EMPTY
        rows.append(el("tr", el("th", words(lang, "summary.place", place=placed[s]), scope="row"),
                       el("td", names[s]), el("td", money(lang, final[s])), points,
                       class_="winner" if s in view["winners"] else None))
    headline = over_headline(screen)
    heads = ["summary.place_col", "summary.player", "seat.money", *(["over.points"] * online)]
    table = el("table",
               el("caption", words(lang, "over.final")),
               el("thead", el("tr", *(el("th", words(lang, key), scope="col") for key in heads))),
               el("tbody", *rows), class_="summary-table")
    table_points = RANKING_POINTS[len(final)] if final else (0,)
    note = el("p", words(lang, POINTS_RULE_KEYS[len(table_points)], first=table_points[0],
                         second=table_points[-1]), class_="hint") if online else EMPTY
    deal = el("p", words(lang, "over.daily", date=shown.daily), class_="hint") \
        if shown.daily else EMPTY
    body = concat(el("p", headline, class_="headline"), deal, table, note,
                  master_section(screen, shown),
                  money_chart(lang, names, shown.money_rounds))
    if screen.bots is not None:  # a game of bots, watched: another, or back to her own game
        ways = [button(text(lang, "bots.again"), "open-bots", kind="primary"),
                button(text(lang, "bots.leave"), "leave-bots")]
    else:
        ways = [button(text(lang, "over.again"), "play-again", kind="primary"),
                button(text(lang, "menu.review"), "open-review"),
                button(text(lang, "menu.again"), "play-deal-again")]
    return frame(lang, text(lang, "over.title"), body,
                 [*ways, button(text(lang, "menu.export"), "export"),
                  button(text(lang, "over.close"), "close-dialog", kind="quiet")])


def master_section(screen: Screen, shown: OverDialog) -> Html:
    """After a daily or replayed deal: the master's game from the player's seat against the
    same opponents (worked out in the page; its progress while it runs)."""
    lang, view = screen.lang, screen.view
    result = shown.comparison
    if view is None or (result is None and shown.comparison_progress is None):
        return EMPTY
    title = el("h3", words(lang, "master.title"))
    if result is None:
        done = round(100 * (shown.comparison_progress or 0.0))
        return el("section", title,
                  el("p", words(lang, "master.working", percent=done)),
                  el("progress", value=done, max=100, aria_label=text(lang, "master.progress")),
                  class_="master", role="status")
    final = view["final_money"] or []
    mine = final[result.seat] if result.seat < len(final) else 0  # hers: the one at the device
    place = place_of(final, mine)
    ahead = mine - result.final
    verdict = "master.ahead" if ahead > 0 else "master.behind" if ahead < 0 else "master.level"
    rows = [el("tr", el("th", words(lang, "master.you"), scope="row"), el("td", money(lang, mine)),
               el("td", words(lang, "summary.place", place=place))),
            el("tr", el("th", words(lang, "master.master"), scope="row"),
               el("td", money(lang, result.final)),
               el("td", words(lang, "summary.place", place=result.place)))]
    table = el("table", el("caption", words(lang, "master.caption"), class_="sr-only"),
               el("thead", el("tr", el("th", words(lang, "summary.player"), scope="col"),
                              el("th", words(lang, "seat.money"), scope="col"),
                              el("th", words(lang, "summary.place_col"), scope="col"))),
               el("tbody", *rows), class_="summary-table")
    return el("section", title, el("p", words(lang, "master.intro")), table,
              el("p", words(lang, verdict, amount=money(lang, abs(ahead))), class_="headline"),
              el("p", words(lang, "master.how", rollouts=result.rollouts), class_="hint"),
              class_="master")


def setup_visibility(settings: dict[str, Any]) -> dict[str, bool]:
    """Which parts of the set-up form are shown for ``settings``: the form always holds every
    seat (so that it can be drawn before Python is ready, and assets/setup.js shows and hides
    the same parts by the same rules while it is): ``seat-N`` (seat N in "Your seat"),
    ``row-N`` (seat N among the other seats), ``bot-N`` and ``person-N`` (that row's label:
    the bot's name, or the seat's number once a person plays it), ``names`` (pass and play:
    the names), ``name-N`` (seat N's name)."""
    players, human, levels = settings["players"], settings["human"], settings["levels"]
    people = [seat for seat in range(players) if seat == human or levels[seat] == HUMAN]
    shown = {"names": len(people) > 1}
    for seat in range(SETUP_SEATS):
        shown[f"seat-{seat}"] = seat < players
        shown[f"row-{seat}"] = seat < players and seat != human
        shown[f"name-{seat}"] = shown["names"] and seat in people
        shown[f"bot-{seat}"] = levels[seat] != HUMAN
        shown[f"person-{seat}"] = levels[seat] == HUMAN
    return shown


@drawn("setup")
def setup_form(screen: Screen, shown: SetupDialog) -> Html:
    lang = screen.lang
    settings = shown.choices
    players = settings["players"]
    names = settings["names"]
    visible = setup_visibility(settings)

    def radio(name: str, value: object, label: str, checked: bool, hint: str = "") -> Html:
        ident = f"setup-{name}-{value}"
        return el("div", el("input", type="radio", name=name, id=ident, value=value,
                            checked=checked, data_command="setup", data_field=name),
                  el("label", label, for_=ident),
                  el("p", hint, class_="hint") if hint else EMPTY, class_="radio")

    fields = [
        el("fieldset", el("legend", words(lang, "setup.players")),
           *(radio("players", n, str(n), n == players) for n in (3, 4, 5)), class_="inline"),
        el("label", words(lang, "setup.seat"), " ", el(
            "select", *(el("option", words(lang, "setup.seat_n", n=s + 1), value=s,
                           selected=s == settings["human"], data_shown=f"seat-{s}",
                           hidden=not visible[f"seat-{s}"], disabled=not visible[f"seat-{s}"])
                        for s in range(SETUP_SEATS)),
            data_command="setup", data_field="human", id="setup-human")),
        el("div", *(name_field(lang, settings, seat, visible[f"name-{seat}"])
                    for seat in range(SETUP_SEATS)),
           class_="names", data_shown="names", hidden=not visible["names"]),
    ]
    rows = []
    for seat in range(SETUP_SEATS):
        level = settings["levels"][seat]
        label = concat(
            el("span", names[seat] if seat < len(names) else "", data_shown=f"bot-{seat}",
               hidden=not visible[f"bot-{seat}"]),
            el("span", words(lang, "setup.seat_n", n=seat + 1), data_shown=f"person-{seat}",
               hidden=not visible[f"person-{seat}"]))
        rows.append(el("div", el("label", label, " ", el(
            "select", *(el("option", words(lang, "setup.person" if lv == HUMAN else LEVEL_KEYS[lv]),
                           value=lv, selected=lv == level)
                        for lv in (*SETUP_LEVELS, HUMAN)),
            data_command="setup", data_field="level", data_seat=seat,
            id=f"setup-level-{seat}")), class_="seat-row", data_shown=f"row-{seat}",
            hidden=not visible[f"row-{seat}"]))
    shared = visible["names"]  # pass and play
    fields.append(el("fieldset", el("legend", words(lang, "setup.opponents")), *rows,
                     el("ul", *(el("li", el("strong", words(lang, LEVEL_KEYS[lv])), " ",
                                   words(lang, LEVEL_HINT_KEYS[lv])) for lv in SETUP_LEVELS),
                        class_="hint levels"),
                     el("p", words(lang, "setup.pass_and_play"), class_="hint",
                        data_shown="names", hidden=not shared),
                     el("p", words(lang, "setup.pass_and_play_hint"), class_="hint",
                        data_shown="!names", hidden=shared)))
    fields.append(el("fieldset", el("legend", words(lang, "setup.variant")),
                     *(radio("variant", v, text(lang, name), v == settings["variant"],
                             text(lang, hint)) for v, (name, hint) in VARIANT_KEYS.items())))
    fields.append(el("label", words(lang, "setup.speed"), " ", el(
        "select", *(el("option", words(lang, SPEED_KEYS[s]), value=s,
                       selected=s == settings["speed"]) for s in SPEED_CHOICES),
        data_command="setup", data_field="speed", id="setup-speed")))
    fields.append(seed_field(lang, settings.get("seed_text", ""), "setup", "setup-seed"))
    fields.append(el("div", el("input", type="checkbox", id="setup-money",
                               checked=settings["show_money"], data_command="setup",
                               data_field="money"),
                     el("label", words(lang, "setup.show_money"), for_="setup-money"),
                     class_="check"))
    start = button(text(lang, "setup.start"), "start", kind="primary")
    foot = [] if shown.welcome else [start]
    if shown.unfinished:
        foot.append(button(text(lang, "setup.continue"), shown.back))
    foot.append(button(text(lang, "over.close"), "close-dialog", kind="quiet"))
    # Enter in a field presses Start (assets/setup.js); the form itself is never sent.
    body = el("form", *fields, refusal(lang, shown.error), class_="setup", data_enter="start")
    if not shown.welcome:
        return frame(lang, text(lang, "setup.title"), body, foot)
    return frame(lang, text(lang, "setup.welcome_title"),
                 concat(welcome(lang, shown.more),
                        el("div", body, el("div", start, class_="choices"), id="setup-more",
                           class_="setup-more", hidden=not shown.more, data_focus="lost")),
                 foot)


def seed_field(lang: str, value: str, command: str, ident: str) -> Html:
    """A form's seed field (blank: a fresh deal), followed as it is typed by ``command``."""
    return el("label", words(lang, "setup.seed"), " ",
              el("input", type="text", inputmode="numeric", id=ident, value=value,
                 data_command=command, data_field="seed",
                 placeholder=text(lang, "setup.seed_blank"), autocomplete="off"))


def refusal(lang: str, error: Said | None) -> Html:
    """Why a form's Start was refused (empty until it is), announced as it is said."""
    return el("p", text(lang, error.key, **error.params) if error else "", class_="error",
              role="alert")


@drawn("bots")
def bots_form(screen: Screen, shown: BotsDialog) -> Html:
    """A game of bots to watch: how many, each seat's level, the rules, the speed and the
    seed."""
    lang = screen.lang
    choices = shown.choices
    players = choices["players"]

    def radio(name: str, value: object, label: str, checked: bool) -> Html:
        ident = f"bots-{name}-{value}"
        return el("div", el("input", type="radio", name=f"bots-{name}", id=ident, value=value,
                            checked=checked, data_command="bots-field", data_field=name),
                  el("label", label, for_=ident), class_="radio")

    seats = [el("div", el("label", text(lang, BOT_NAME_KEYS[seat]), " ", el(
        "select", *(el("option", words(lang, LEVEL_KEYS[level]), value=level,
                       selected=level == choices["levels"][seat]) for level in SETUP_LEVELS),
        data_command="bots-field", data_field="level", data_seat=seat, id=f"bots-level-{seat}")),
        class_="seat-row") for seat in range(players)]
    body = el("form",
              el("p", words(lang, "bots.intro"), class_="lead"),
              el("fieldset", el("legend", words(lang, "setup.players")),
                 *(radio("players", n, str(n), n == players) for n in (3, 4, 5)),
                 class_="inline"),
              el("fieldset", el("legend", words(lang, "bots.seats")), *seats),
              el("fieldset", el("legend", words(lang, "setup.variant")),
                 *(radio("variant", v, text(lang, name), v == choices["variant"])
                   for v, (name, _) in VARIANT_KEYS.items()), class_="inline"),
              el("label", words(lang, "setup.speed"), " ", el(
                  "select", *(el("option", words(lang, SPEED_KEYS[s]), value=s,
                                 selected=s == choices["speed"]) for s in SPEED_CHOICES),
                  data_command="bots-field", data_field="speed", id="bots-speed-choice")),
              seed_field(lang, choices.get("seed_text", ""), "bots-field", "bots-seed"),
              el("p", words(lang, "bots.seed_now", seed=shown.seed), class_="hint")
              if shown.seed is not None else EMPTY,
              refusal(lang, shown.error),
              class_="setup", data_enter="start-bots")
    foot = [button(text(lang, "bots.start"), "start-bots", kind="primary")]
    if shown.watching:
        foot.append(button(text(lang, "bots.leave"), "leave-bots"))
    foot.append(button(text(lang, "over.close"), "close-dialog", kind="quiet"))
    return frame(lang, text(lang, "bots.title"), body, foot)


def welcome(lang: str, more: bool) -> Html:
    """The welcome over the set-up form on a first visit: the game in two lines, then the ways
    in (the lesson first, a quick game beside it), then "More options" (the whole form, which
    assets/setup.js also opens before Python is ready)."""
    ways = [(text(lang, "menu.tutorial"), "start-tutorial", "primary", "setup.learn_hint"),
            (text(lang, "setup.quick"), "quick-game", "", "setup.quick_hint")]
    return el("section",
              el("p", words(lang, "setup.welcome_text"), class_="lead"),
              el("div", *(el("div", button(label, name, kind=kind),
                             el("p", words(lang, hint), class_="hint"), class_="way")
                          for label, name, kind, hint in ways), class_="ways"),
              button(text(lang, "setup.more"), "setup-more", kind="quiet", hidden=more,
                     aria_expanded=str(more).lower(), aria_controls="setup-more",
                     id="setup-more-button"),
              class_="welcome-intro")


def name_field(lang: str, settings: dict[str, Any], seat: int, shown: bool = True) -> Html:
    """The name a person gives her seat in pass and play (blank: "Player N")."""
    given = settings.get("given_names", [])
    ident = f"setup-name-{seat}"
    return el("label", words(lang, "setup.name", n=seat + 1), " ",
              el("input", type="text", id=ident, value=given[seat] if seat < len(given) else "",
                 data_command="setup", data_field="name", data_seat=seat,
                 maxlength=NAME_LENGTH, autocomplete="off",
                 placeholder=text(lang, "name.person", n=seat + 1)), class_="name-field",
              data_shown=f"name-{seat}", hidden=not shown)


@drawn("handoff")
def handoff(screen: Screen, shown: HandoffDialog) -> Html:
    """Pass and play: the device goes to the next person; nothing secret is on the page."""
    lang = screen.lang
    name = screen.names[shown.seat]
    # Her button alone in the foot: leaving the game is set apart, in the body, away from it.
    body = concat(el("p", words(lang, "handoff.text", name=name), class_="headline"),
                  el("p", words(lang, "handoff.private"), class_="hint"),
                  el("p", words(lang, "handoff.leave"), " ",
                     button(text(lang, "menu.new"), "open-setup", kind="quiet small"),
                     class_="hint handoff-leave"))
    return frame(lang, text(lang, "handoff.title", name=name), body,
                 [button(text(lang, "handoff.ready", name=name), "take-over", kind="primary")])


@drawn("linked")
def linked_game(screen: Screen, shown: LinkedDialog) -> Html:
    """The address names a new game while hers is unfinished: she chooses (keeping it is the
    first button, and what Escape does)."""
    lang = screen.lang
    body = el("p", words(lang, "linked.text", seed=shown.seed, players=shown.players,
                         round=shown.round))
    return frame(lang, text(lang, "linked.title"), body,
                 [button(text(lang, "linked.keep"), "close-dialog", kind="primary"),
                  button(text(lang, "linked.play"), "play-linked")])


# The rules' summary: a card of each auction type, with what that auction is.
SUMMARY_CARDS = (("lite_metal/open", "help.auction.open"),
                 ("yoko/once_around", "help.auction.once_around"),
                 ("christin_p/sealed", "help.auction.sealed"),
                 ("karl_gitter/fixed_price", "help.auction.fixed_price"),
                 ("krypto/double", "help.auction.double"))


def rules_summary(lang: str) -> Html:
    """The game on one screen, before the complete rules: the aim, a turn, and the five ways a
    painting is sold, each shown on a card."""
    other = next(code for code in SOURCES if code != lang)  # the rules in the other language
    auctions = [el("li", el("span", card_face(lang, card), class_="summary-card"),
                   el("p", words(lang, key)))
                for card, key in SUMMARY_CARDS]
    return el("section",
              el("h3", words(lang, "rules.summary.title"), id=f"{ID_PREFIX}summary",
                 tabindex=-1),
              el("p", words(lang, "rules.summary.text")),
              el("ul", *auctions, class_="summary-auctions", role="list"),
              el("p", words(lang, "rules.summary.round")),
              el("p", link(text(lang, "rules.other_language"), SOURCES[other], lang),
                 class_="hint"),
              class_="rules-summary")


@drawn("help")
def help_text(screen: Screen, shown: HelpDialog) -> Html:
    """The game on one screen, then the complete rules (the repository's rules document of the
    page's language), then how to play on this page; every section can be opened from the
    table."""
    lang = screen.lang
    page = el("section", el("h3", words(lang, "rules.page.title"), id=f"{ID_PREFIX}page",
                            tabindex=-1),
              el("p", words(lang, "rules.page.text")))
    body = concat(rules_summary(lang),
                  el("div", rules_html(lang), class_="rules", lang=HTML_LANG[lang]), page)
    return frame(lang, text(lang, "help.title"), body,
                 [button(text(lang, "over.close"), "close-dialog", kind="primary"),
                  button(text(lang, "menu.tutorial"), "start-tutorial")])


@drawn("confirm")
def confirm(screen: Screen, shown: ConfirmDialog) -> Html:
    """A question before a command that cannot be undone: its yes says what it does, and "No"
    (first, and what Escape does) leaves everything as it is."""
    lang = screen.lang
    return frame(lang, text(lang, "confirm.title"), el("p", words(lang, shown.question)),
                 [button(text(lang, "confirm.no"), "confirm-no", kind="primary"),
                  button(text(lang, shown.yes), "confirm-yes", kind="danger")])


# What each key does on the table, in the order a newcomer needs them.
KEYS = (("?", "keys.list"), ("Tab", "keys.tab"), ("Enter", "keys.enter"),
        ("Enter", "keys.amount"), ("↑ ↓", "keys.arrows"), ("← →", "keys.replay"),
        ("C", "keys.coach"), ("P", "keys.bots"), ("Esc", "keys.escape"))


@drawn("keys")
def keyboard(screen: Screen, shown: Dialog) -> Html:
    """The keyboard's keys (opened with "?")."""
    lang = screen.lang
    rows = [el("tr", el("th", el("kbd", key), scope="row"), el("td", words(lang, does)))
            for key, does in KEYS]
    table = el("table", el("caption", words(lang, "keys.intro")),
               el("thead", el("tr", el("th", words(lang, "keys.key"), scope="col"),
                              el("th", words(lang, "keys.does"), scope="col"))),
               el("tbody", *rows), class_="keys-table")
    return frame(lang, text(lang, "keys.title"), table,
                 [button(text(lang, "over.close"), "close-dialog", kind="primary")])


@drawn("stats")
def stats(screen: Screen, shown: StatsDialog) -> Html:
    """The career: every figure comes from storage, so it is validated (``career.load``) and
    escaped like any other text."""
    lang, career = screen.lang, shown.career
    rows = []
    for key in sorted(career["tables"]):
        players, level = key.split(":")
        row = career["tables"][key]
        level_name = text(lang, LEVEL_KEYS[level]) if level in LEVELS or level == "mixed" \
            else level
        rows.append(el("tr", el("th", words(lang, "stats.players", n=players), scope="row"),
                       el("td", level_name), el("td", str(row["played"])),
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
               el("dt", words(lang, "stats.coached")), el("dd", str(career["coached"])),
               class_="facts")
    return frame(lang, text(lang, "stats.title"),
                 concat(rating_section(lang, career), facts, table, daily_history(lang, career)),
                 [button(text(lang, "over.close"), "close-dialog", kind="primary"),
                  button(text(lang, "stats.reset"), "reset-stats", kind="danger")])


def rating_section(lang: str, career: dict[str, Any]) -> Html:
    """Her rating against the bots: the figure, its uncertainty, the level it is nearest, and
    its history as a chart (``pyapp.rating``)."""
    kept = career["rating"]
    rated, deviation = round(kept["rating"]), round(kept["deviation"])
    history = kept["history"]
    if not history:
        said = words(lang, "stats.rating_none", rating=rated)
    else:
        key = "stats.rating_provisional" if deviation > PROVISIONAL else "stats.rating_value"
        said = words(lang, key, rating=rated, low=rated - 2 * deviation,
                     high=rated + 2 * deviation,
                     level=text(lang, LEVEL_KEYS[rating_mod.level_for(kept["rating"])]))
    return concat(el("h3", words(lang, "stats.rating")), el("p", said, class_="rating-line"),
                  rating_chart(lang, history, kept["games"],
                               [rating_mod.START.rating, rating_mod.START.deviation],
                               rating_mod.BOT_RATINGS),
                  el("p", words(lang, "stats.rating_note"), class_="hint"))


PROVISIONAL = 100  # a deviation above this: the rating is provisional (a few games yet)
DAILY_SHOWN = 30  # the days listed in the statistics (the newest first)


def daily_history(lang: str, career: dict[str, Any]) -> Html:
    """The daily deals played: the first game of each day, and the master's money beside it."""
    history = career.get("daily", {})
    heading = el("h3", words(lang, "stats.daily"))
    if not history:
        return concat(heading, el("p", words(lang, "stats.daily_none")))
    rows = []
    for day in sorted(history, reverse=True)[:DAILY_SHOWN]:
        row = history[day]
        master = row["master"]
        coached = el("span", words(lang, "stats.coached_mark"), class_="coached-mark") \
            if row["coached"] else EMPTY
        rows.append(el("tr", el("th", day, coached, scope="row"),
                       el("td", money(lang, row["money"])),
                       el("td", words(lang, "summary.place", place=row["place"])),
                       el("td", money(lang, master) if master is not None else "–"),
                       class_="winner" if row["won"] else None))
    beaten = sum(1 for row in history.values()
                 if row["master"] is not None and row["money"] > row["master"])
    compared = sum(1 for row in history.values() if row["master"] is not None)
    return concat(heading, el("table", el("caption", words(lang, "stats.daily_caption")), el(
        "thead", el("tr", *(el("th", words(lang, key), scope="col") for key in (
            "stats.date", "master.you", "summary.place_col", "master.master")))),
        el("tbody", *rows), class_="summary-table"),
        el("p", phrasing(lang).text("stats.daily_beaten", count=compared, beaten=beaten),
           class_="hint"))
