"""The page's HTML (pyapp/render.py, dialogs.py, chart.py, markup.py), drawn from the app's
screens in CPython: every region and dialog through whole games in both languages, escaping by
type, the board's figures, the statistics from a hostile store."""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
from html.parser import HTMLParser
from typing import NotRequired, get_origin, get_type_hints

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card
from pyapp import auction_view, career, chart, dialogs, parts, render
from pyapp.chart import money_chart
from pyapp.logbook import LogBook
from pyapp.markup import Html, concat, el, escape
from pyapp.screen import AuctionView, HelpDialog, LegalView, OfferView, SummaryDialog, View
from pyapp.storage import MemoryStorage
from tests.support.table import Table, passive


class Checker(HTMLParser):
    """Well-formed enough: every opened element closed in order; every control named."""

    VOID = frozenset({"input", "br", "img", "hr", "meta", "link", "circle", "rect", "path", "line",
            "polygon", "polyline"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.unnamed: list[str] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(found["id"] or "")
        if tag == "button":
            self.stack.append(tag)
            self.button = found
            self.button_text = ""
            return
        if tag in self.VOID:
            return
        self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        return

    def handle_data(self, data: str) -> None:
        if self.stack and "button" in self.stack:
            self.button_text += data

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()
        if tag == "button" and not (self.button.get("aria-label") or self.button_text.strip()):
            self.unnamed.append(str(self.button))


def check(html: str) -> None:
    parser = Checker()
    parser.feed(html)
    parser.close()
    assert not parser.stack, f"unclosed: {parser.stack}"
    assert not parser.unnamed, parser.unnamed
    assert len(parser.ids) == len(set(parser.ids)), "an id used twice"


def draw_all(table: Table) -> str:
    screen = table.c.screen()
    shown = concat(*render.regions(screen).values(), render.notice(screen),
                   dialogs.dialog(screen) or "")
    check(shown)
    return shown


@pytest.mark.parametrize(("lang", "query"), [
    ("en", "?seed=5&players=3&levels=novice&speed=instant"),
    ("zh", "?seed=8&players=5&levels=random,expert&speed=instant&variant=online"),
])
def test_every_region_and_dialog_is_drawn_through_a_whole_game(lang, query):
    table = Table(query + f"&lang={lang}")
    kinds = set()
    steps = 0
    while True:
        steps += 1
        if steps % 3 == 0 or table.c.dialog:
            shown = draw_all(table)
            kinds.add(table.c.dialog)
            if lang == "zh":
                assert "Round" not in shown and "Your hand" not in shown
        if table.c.dialog == "summary":
            table.do("close-summary")
            continue
        if table.c.dialog == "over":
            break
        if table.asked_now() and table.c.pace.countdown_call(table.game_now()) is None:
            passive(table)
            continue
        assert table.advance()
    assert {"summary", "over"} <= kinds
    table.do("close-dialog")
    for kind in ("open-setup", "open-help", "open-stats"):
        table.do(kind)
        draw_all(table)
        table.do("close-dialog")
    table.do("watch-to", to="5")
    shown = draw_all(table)
    assert 'aria-label="Replay"' in shown or 'aria-label="回放"' in shown
    table.do("watch-stop")


def test_text_is_escaped_by_type():
    assert el("p", "<b>&") == "<p>&lt;b&gt;&amp;</p>"
    assert el("p", Html("<b>x</b>")) == "<p><b>x</b></p>"
    assert el("a", title='"><script>') == '<a title="&quot;&gt;&lt;script&gt;"></a>'
    joined = concat("<i>", Html("<br>"))
    assert joined == "&lt;i&gt;<br>" and isinstance(joined, Html)
    assert "<" + Html("<br>") == "&lt;<br>" and Html("<br>") + "<" == "<br>&lt;"
    assert escape(Html("<x>")) == "<x>" and escape(3) == "3"
    assert el("input", value="a<") == '<input value="a&lt;">'


def test_the_statistics_are_validated_and_escaped():
    hostile = {"version": 1, "games": 3, "wins": 1, "best_money": "<img src=x onerror=alert(1)>",
               "ranking_points": "<b>9</b>",
               "tables": {"4:expert": {"played": 3, "won": 1},
                          "4:genius": {"played": 2, "won": 0},
                          "<script>:x": {"played": 1, "won": 0},
                          "3:novice": {"played": "<i>5</i>", "won": 0},
                          "5:master": {"played": 1, "won": 4}}}
    storage = MemoryStorage({career.CAREER_KEY: json.dumps(hostile)})
    table = Table(storage=storage)
    table.do("open-stats")
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None
    check(shown)
    assert "<img" not in shown and "<script" not in shown and "<b>9" not in shown
    assert "genius" not in shown, "an unknown level is dropped, not a KeyError"
    loaded = career.load(json.dumps(hostile))
    assert loaded["tables"] == {"4:expert": {"played": 3, "won": 1}}
    assert loaded["best_money"] is None and loaded["ranking_points"] == 0
    assert career.load("[" * 5000 + "]" * 5000) == career.empty()


def test_the_board_shows_totals_values_now_and_places():
    view = {"laid_out": {"lite_metal": 2, "yoko": 2, "christin_p": 0, "karl_gitter": 4,
                         "krypto": 1},
            "values": {"lite_metal": [30, 0, 0, 0], "yoko": [0, 0, 0, 0],
                       "christin_p": [20, 10, 0, 0], "karl_gitter": [10, 0, 0, 0],
                       "krypto": [0, 20, 0, 0]}}
    worth, places = render.worth_now(view)
    assert places == {"karl_gitter": 1, "lite_metal": 2, "yoko": 3}, "ties to the left"
    assert worth == {"karl_gitter": 40, "lite_metal": 50, "yoko": 10, "christin_p": 0,
                     "krypto": 0}


def test_the_board_has_a_legend_for_every_highlight():
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: max(t.session.view()["laid_out"].values()) == 4)
    shown = render.board(table.c.screen())
    assert "near-end" in shown and "one more painting of this artist ends the round" in shown
    assert "rank rank-1" in shown and "place now (ties go to the artist further left)" in shown
    assert "Show estimates" in shown and "estimate of a painting" in shown
    table.do("toggle-estimates")
    assert "estimate of a painting" not in render.board(table.c.screen())


def test_a_finished_game_marks_no_artist_as_one_from_the_end():
    table = Table("?seed=5&players=3&levels=novice&speed=instant")
    table.play_until(lambda t: t.session.over)
    view = table.c.screen().view
    assert 5 in view["laid_out"].values(), "the last round's counts stay, its fifth included"
    shown = render.board(table.c.screen())
    assert 'class="count near-end"' not in shown  # no artist's count is marked,
    assert '<li class="dim"><span class="sample count near-end"' in shown  # its legend dimmed


def test_bought_paintings_tell_their_price():
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: any(t.session.purchases()))
    shown = render.seats(table.c.screen())
    assert re.search(r'aria-label="[^"]+: (bought for \$\d+|taken free|bought with its pair)',
                     shown)
    assert 'role="tooltip"' in shown


def test_the_money_chart_draws_every_player_with_a_table():
    chart = money_chart("en", ["You", "Bruno", "Chen"],
                        [[100, 100, 100], [120, 90, 80], [150, 140, 60], [200, 140, 90],
                         [260, 300, 90]])
    check(chart)
    assert chart.count("<polyline") == 3 and 'role="img"' in chart
    assert "Bruno $300" in chart and "<td>$260</td>" in chart
    assert money_chart("en", [], []) == ""


def test_the_richest_players_name_stays_inside_the_chart() -> None:
    # A five-player game seen on a phone: the winner's name was pushed above the chart's top.
    chart = money_chart("en", ["You", "Bruno", "Chen", "Dora", "Emil"],
                        [[100] * 5, [110, 105, 125, 175, 150], [185, 140, 180, 235, 240],
                         [220, 260, 325, 350, 310], [242, 439, 498, 448, 521]])
    labels = {m[2]: float(m[1]) for m in re.finditer(r'<text x="[\d.]+" y="([\d.]+)"[^>]*>'
                                                     r'(\w+) \$\d+</text>', chart)}
    assert set(labels) == {"You", "Bruno", "Chen", "Dora", "Emil"}
    assert all(y - 12 >= 0 for y in labels.values()), labels  # a line of text fits above
    assert labels["Emil"] < labels["Chen"] < labels["Dora"] < labels["Bruno"] < labels["You"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(chart.TOP, chart.HEIGHT - chart.BOTTOM), min_size=1, max_size=5))
def test_end_labels_keep_apart_in_order_and_inside(wanted: list[float]) -> None:
    placed = chart.end_labels(wanted)
    assert all(chart.LABEL_TOP <= y <= chart.LABEL_BOTTOM for y in placed)
    order = sorted(range(len(wanted)), key=lambda seat: (wanted[seat], seat))
    heights = [placed[seat] for seat in order]
    assert all(b - a >= chart.LABEL_GAP - 1e-9 for a, b in itertools.pairwise(heights))
    for seat, y in enumerate(wanted):  # a label with room stays by its line
        if y >= chart.LABEL_TOP and all(abs(y - other) >= 2 * len(wanted) * chart.LABEL_GAP
                                        for i, other in enumerate(wanted) if i != seat):
            assert placed[seat] == y


def help_shown(table: Table) -> tuple[int, str | None]:
    """The rules' dialog: how many sections were asked for, and the one shown."""
    shown = table.c.screen().dialog_data
    assert isinstance(shown, HelpDialog)
    return shown.serial, shown.section


def test_the_set_up_and_help_open_at_their_top():
    table = Table()
    shown = dialogs.dialog(table.c.screen())
    assert shown is not None
    head, body = shown.index("dialog-head"), shown.index("dialog-body")
    assert head < body < shown.index("dialog-foot")
    assert "countdown" in shown and "no countdown" in shown, "the set-up says which rules count"
    table.do("open-help")
    help_html = dialogs.dialog(table.c.screen())
    assert help_html is not None and "Bid again" in help_html


def test_the_tables_terms_open_the_rules_at_their_section():
    """An auction type on the block, a value token and the board's columns are links into the
    rules: clicking one opens the help dialog with that section asked for."""
    table = Table("?seed=5&players=3&levels=novice&speed=instant")
    table.play_until(lambda t: t.session.view()["auction"] is not None and
                     any(any(v) for v in t.session.view()["values"].values()),
                     )
    regions = render.regions(table.c.screen())
    kind = table.session.view()["auction"]["type"]
    wanted = {"open": "open", "once_around": "once-around", "sealed": "sealed",
              "fixed_price": "fixed-price"}[kind]
    assert f'data-command="open-help" data-section="{wanted}"' in regions["status"]
    board = regions["board"]
    assert 'data-command="open-help" data-section="scoring"' in board  # a token, the columns
    assert 'data-section="round-end"' in board  # this round's count
    table.do("open-help", section=wanted)
    screen = table.c.screen()
    assert screen.dialog == "help" and help_shown(table) == (1, wanted)
    shown = dialogs.dialog(screen)
    assert shown is not None and f'id="rules-{wanted}"' in shown and 'id="rules-page"' in shown
    table.do("help-section", section="scoring")
    assert help_shown(table) == (2, "scoring"), "asked again: scrolled to again"
    table.do("help-section", section="<script>")
    assert help_shown(table)[1] is None
    table.do("close-dialog")
    table.do("open-help")
    assert help_shown(table)[1] is None, "the menu's Rules open at the top"


@pytest.mark.parametrize(("first", "said"), [(0, "Chen, sharing with you"),
                                             (1, "Chen, sharing with Bruno")])
def test_a_joint_lot_names_both_sellers(first: int, said: str) -> None:
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: t.session.view()["auction"] is not None)
    screen = table.c.screen()
    screen.view = {**screen.view, "auction": {**screen.view["auction"], "auctioneer": 2,
                                              "first_seller": first}}
    assert f"<dd>{said}</dd>" in render.lot_box(screen)


def test_a_card_that_would_end_the_round_says_so() -> None:
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: "play" in t.session.view()["legal"]["do"] and t.asked_now())
    screen = table.c.screen()
    view = screen.view
    fifth = sorted(view["hand"])[0]
    artist = Card.parse(fifth).artist
    laid_out = {**view["laid_out"], artist: 4}
    screen.view = {**view, "laid_out": laid_out}
    shown = str(render.hand(screen))
    said = parts.card_words("en", fifth)
    # (a card's button is named by its face's words, as shown: "Yoko fixed price")
    assert f'aria-label="Sell {parts.card_name("en", fifth)}: ends the round, unsold"' in shown
    assert shown.count('class="ends-round-badge"') == sum(
        1 for card in view["hand"] if Card.parse(card).artist == artist)
    screen.view = {**view, "laid_out": {**laid_out, artist: 3}}
    assert "ends-round-badge" not in str(render.hand(screen))  # the fourth: sold as usual
    offered = {**view, "step": "double_offer", "laid_out": laid_out, "offer": {
        "seller": 1, "card": f"{artist}/double"},
        "legal": {"do": ["join", "pass"], "cards": [fifth]}}
    screen.view = offered
    assert f">Add {said}: ends the round, unsold</button>" in str(auction_view.decision(screen))
    screen.view = {**offered, "laid_out": {**laid_out, artist: 3}}
    assert f">Add {said}</button>" in str(auction_view.decision(screen))
    double = f"{artist}/double"
    screen.chosen_double = double
    paired = {**view, "legal": {"do": ["play"], "cards": [double, fifth],
                                "partners": {double: [fifth]}}}
    screen.view = {**paired, "laid_out": {**laid_out, artist: 3}}  # the pair: the 4th and 5th
    assert f">Sell with {said}: ends the round, unsold</button>" in \
        str(auction_view.decision(screen))
    screen.view = {**paired, "laid_out": {**laid_out, artist: 2}}
    assert f">Sell with {said}</button>" in str(auction_view.decision(screen))


def test_a_new_game_with_other_opponents_redraws_their_levels() -> None:
    """The seats are kept while what they show is unchanged: a new game with stronger bots
    opens on a table otherwise alike, and must not keep the old game's levels."""
    table = Table("?seed=12&players=3&levels=novice&speed=instant")
    kept: dict = {}
    assert render.regions(table.c.screen(), kept)["seats"].count(">Novice<") == 2
    table.do("open-setup")
    for seat in ("1", "2"):
        table.do("setup", field="level", seat=seat, value="expert")
    table.do("setup", field="players", value="3")
    table.do("setup", field="seed", value="12")
    table.do("start")
    shown = render.regions(table.c.screen(), kept)["seats"]
    assert shown.count(">Expert<") == 2 and ">Novice<" not in shown


def test_the_estimates_column_is_shown_only_while_estimates_can_come() -> None:
    """'…' in the Est. column means 'being worked out'; in a replay, a hidden hand or a game
    over none is worked out, so the column is not drawn there rather than waiting forever."""
    table = Table("?seed=5&players=3&levels=novice&speed=instant")
    assert table.c.estimates.on
    kept: dict = {}
    playing = render.regions(table.c.screen(), kept)["board"]
    assert 'class="estimate">…</td>' in playing, "worked out while she plays"
    table.do("watch-to", to="3")
    watching = render.regions(table.c.screen(), kept)["board"]
    assert "…" not in watching and "Est." not in watching
    table.do("watch-stop")
    table.play_until(lambda t: t.c.dialog == "over", human=passive)
    over = render.regions(table.c.screen(), kept)["board"]
    assert "…" not in over and "Est." not in over


def test_a_replay_shows_the_paintings_each_seat_had_bought_by_then() -> None:
    """The seats' 'Bought' lists come from the game's purchases, which a replay does not
    carry: they drew 'none' for everyone, whatever the replayed moment."""
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: sum(len(lots) for lots in t.session.purchases()) >= 3,
                     human=passive)
    owned = [list(cards) for cards in table.session.view()["owned"]]
    table.do("watch-to", to=str(table.session.actions))
    shown = render.seats(table.c.screen())
    assert shown.count('class="painting-chip"') == sum(len(cards) for cards in owned) >= 3
    assert shown.count(">none<") == sum(1 for cards in owned if not cards)
    table.do("watch-to", to="1")
    assert render.seats(table.c.screen()).count(">none<") == 4, "nothing bought yet"


def test_a_replay_tells_what_each_painting_cost_as_the_live_game_did() -> None:
    """A replay was given no purchases, so its seats named the paintings without their prices;
    it now draws them as they stood at the replayed moment, as the live game drew them then."""
    table = Table("?seed=3&players=4&levels=novice&speed=instant")
    table.play_until(lambda t: sum(price > 0 for lots in t.session.purchases()
                                   for _, price in lots) >= 2, human=passive)
    moment, then = table.session.actions, table.session.purchases()
    owned = re.compile(r'<ul class="owned" role="list">.*?</ul>|<span>none</span>')
    live = owned.findall(render.seats(table.c.screen()))
    assert sum("for $" in chips for chips in live) >= 2
    table.play_until(lambda t: t.session.purchases() != then, human=passive)
    table.do("watch-to", to=str(moment))
    replayed = table.c.screen()
    assert replayed.purchases == then
    assert owned.findall(render.seats(replayed)) == live
    table.do("watch-to", to="0")
    assert table.c.screen().purchases == [[], [], [], []], "the deal: nothing bought yet"


def test_the_round_summary_tells_what_each_painting_fetched() -> None:
    screen = Table("?seed=3&players=3&levels=novice&speed=instant").c.screen()
    summary = SummaryDialog(summary={
        "event": "round_ended", "round": 1, "ender": 1, "discarded": ["lite_metal/open"],
        "counts": {"lite_metal": 5, "yoko": 1, "christin_p": 0, "karl_gitter": 4, "krypto": 2},
        "ranking": ["lite_metal", "karl_gitter", "krypto"],
        "tokens": {"lite_metal": 30, "karl_gitter": 20, "krypto": 10},
        "painting_values": {"lite_metal": 30, "yoko": 0, "christin_p": 0, "karl_gitter": 20,
                            "krypto": 10},
        "income": [20, 0, 30], "sold": [["karl_gitter/fixed_price", "yoko/open"], [],
                                        ["lite_metal/sealed"]]})
    shown = str(dialogs.round_summary(screen, summary))
    # Yoko was not ranked: the player sees it fetched nothing, not just a total that leaves it out
    assert "Karl Gitter (fixed price) $20 and Yoko (open auction) $0</td><td>$20</td>" in shown
    assert "Lite Metal (sealed bid) $30</td><td>$30</td>" in shown
    screen.lang = "zh"
    assert "洋子（公开竞价）0元" in str(dialogs.round_summary(screen, summary))


def test_the_views_typed_keys_are_those_of_every_observation_the_page_draws():
    """The views read the observation through ``screen.View``: its keys, and those of its lot,
    offer and legal actions, are exactly what the engine gives, at every step of a whole game
    (the seat's own view, another's public one, a replay's)."""
    table = Table("?seed=9&players=3&levels=novice&speed=instant")
    seen: set[str] = set()

    def fits(data: dict, typed: type) -> bool:
        hints = get_type_hints(typed, include_extras=True)
        optional = {key for key, hint in hints.items() if get_origin(hint) is NotRequired}
        return set(hints) - optional <= set(data) <= set(hints)

    def check(view) -> None:
        assert fits(view, View) and fits(view["legal"], LegalView)
        seen.update(view["legal"])
        for part, typed in (("auction", AuctionView), ("offer", OfferView)):
            if view[part] is not None:
                assert fits(view[part], typed), part
                seen.add(part)

    for _ in range(3_000):
        session = table.session
        check(session.view())
        check(session.public((session.viewer + 1) % 3))
        if session.over:
            break
        if table.asked_now():
            passive(table)
        elif not table.advance():
            table.do("close-summary")
    check(session.replay_view(session.actions // 2))
    assert session.over and {"auction", "offer", "cards", "bid", "price", "partners"} <= seen


def test_the_log_on_the_page_grows_by_exactly_what_it_lacks():
    """The page adds to the log it drew (``LogBook.additions``): the new lines of the round on
    the page, then whole sections for new rounds; drawn anew, the same log reads the same."""
    table = Table("?seed=6&players=3&levels=novice&speed=instant")
    book = LogBook.of(table.c.screen())
    page = str(book.html())  # the log as first drawn (plain text: spliced below)
    assert book.additions() == ("", ""), "nothing new: nothing to add"
    rounds_seen = 0
    while table.session.state.round < 3:
        if table.asked_now():
            passive(table)
        elif not table.advance():
            table.do("close-summary")
        book.add(table.c.screen(since=book.seen).view["history"])
        lines, sections = book.additions()
        # as the page adds them: the new lines at the end of the last round's list, new rounds
        # at the end of the log
        if lines:
            at = page.rindex("</ol>")
            page = page[:at] + str(lines) + page[at:]
        at = page.rindex("</div></div>")
        page = page[:at] + str(sections) + page[at:]
        rounds_seen += str(sections).count('class="log-round"')
    assert rounds_seen == 3
    whole = LogBook.of(table.c.screen())
    whole.add(table.c.screen().view["history"])
    assert page == whole.html()


def test_of_two_identical_doubles_only_the_one_chosen_is_pressed_and_its_partners_marked():
    table = Table("?seed=25&players=4&human=0&levels=novice&speed=instant")
    table.play_until(lambda t: t.asked_now() and t.session.step == "play")
    hand = render.regions(table.c.screen())["hand"]
    assert 'class="hand-cards"' in hand, "her turn: the cards she cannot play are greyed"
    table.do("choose", card="christin_p/double")
    hand = render.regions(table.c.screen())["hand"]
    assert len(re.findall(r'<button[^>]*data-card="christin_p/double"', hand)) == 2
    assert hand.count('aria-pressed="true"') == 1, "one double chosen, not its twin"
    partners = re.findall(r'class="card-button partner" data-command="[a-z]+" '
                          r'data-card="([a-z_/]+)"', hand)
    assert sorted(partners) == ["christin_p/fixed_price", "christin_p/open"]


def test_a_hand_waiting_for_its_turn_is_not_greyed():
    table = Table("?seed=25&players=4&human=1&levels=novice&speed=instant")
    assert not table.asked_now(), "seat 1 sells second"
    hand = render.regions(table.c.screen())["hand"]
    assert 'class="hand-cards waiting"' in hand


@pytest.mark.parametrize(("step", "label"), [("sealed", "A good bid"), ("open", "Worth paying")])
def test_the_lot_box_names_its_hint_a_bid_where_one_bid_is_typed(step: str, label: str) -> None:
    """Sealed (and once around on her turn) the hint is the bid to type; open, a limit."""
    table = Table("?seed=3&players=4&levels=expert&speed=fast")
    table.play_until(lambda t: t.session.step == step and t.asked_now(), human=passive)
    shown = dataclasses.replace(table.c.screen(), estimates_on=True, fair_price=42)
    status = render.regions(shown)["status"]
    other = {"A good bid": "Worth paying", "Worth paying": "A good bid"}[label]
    assert f"<dt>{label}</dt>" in status and other not in status
    assert "about $42" in status
