"""The page's JavaScript on its own, in a small page at the test server's address that loads
only assets/morph.js and assets/setup.js (no Python): what `modernArtMorph` keeps and changes
when it redraws a region, whether `modernArtKeeps` says so beforehand, and the table kept for the
next visit, written to storage and built back through the allow-list. Each test sets the page up
itself: the region's markup, or what storage holds before the scripts run."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, JSHandle, Page, Route, expect

from e2e.support import open_context
from pyapp.dialogs import setup_visibility
from pyapp.session import SETUP_SEATS
from pyapp.storage import SAVE_KEY, TABLE_KEY
from scripts.page_data import data_block

pytestmark = pytest.mark.e2e

PAGE = "scripts-under-test.html"  # answered by the test (see `open_page`), not a file
# The page's own policy (index.html): nothing inline runs or styles itself.
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
          "object-src 'none'; base-uri 'none'")


def page_markup(body: str, policy: bool) -> str:
    meta = f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">' if policy else ""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'{meta}<title>Scripts</title><link rel="icon" href="./assets/icons/icon.svg">'
        '<script type="module" src="./assets/morph.js"></script></head>'
        f'<body>{data_block()}<script src="./assets/setup.js"></script>{body}</body></html>'
    )


def open_page(context: BrowserContext, site: str, body: str = "", *, policy: bool = True,
              storage: dict[str, str] | None = None) -> Page:
    """A page holding `body`, with the page's scripts and (unless `policy` is false) its
    Content-Security-Policy; `storage` is in localStorage before any script of it runs."""
    def answer(route: Route) -> None:
        route.fulfill(status=200, content_type="text/html; charset=utf-8",
                      body=page_markup(body, policy))

    context.route(site + PAGE, answer)
    if storage:
        context.add_init_script(
            f"if (location.href === {json.dumps(site + PAGE)}) "
            f"for (const [key, value] of Object.entries({json.dumps(storage)})) "
            "localStorage.setItem(key, value);")
    page = context.new_page()
    page.goto(site + PAGE)
    assert page.evaluate("typeof modernArtMorph === 'function' && 'take' in modernArtEarly")
    return page


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context, _ = open_context(browser)
    yield context
    context.close()


# -- the morph ---------------------------------------------------------------------------------

# Redraw the region `id` as `markup` the way pyapp/browser.py does (a template's content), and
# return what changed in it, in order: [kind, the target's id or text].
REDRAW = """([id, markup]) => {
  const region = document.getElementById(id);
  const fresh = document.createElement("template");
  fresh.innerHTML = markup;
  const changes = new MutationObserver(() => {});
  changes.observe(region, { subtree: true, childList: true, attributes: true,
                            characterData: true });
  modernArtMorph(region, fresh.content);
  const seen = changes.takeRecords();
  changes.disconnect();
  const name = (node) => node.id || node.textContent;
  return seen.map((record) => [
    record.type === "attributes" ? `${record.attributeName} of` : record.type,
    name(record.target),
  ]);
}"""


def redraw(page: Page, region: str, markup: str) -> list[list[str]]:
    return page.evaluate(REDRAW, [region, markup])


def attached(node: JSHandle) -> bool:
    return bool(node.evaluate("node => node.isConnected"))


LOT = ('<section id="lot" aria-label="Lot">'
       '<p id="high">Highest bid: 5</p>'
       '<label id="label">Your bid <input type="text" id="amount" value=""></label>'
       '<button type="button" id="bid" class="btn">Bid</button>'
       '<button type="button" id="pass" class="btn quiet" disabled>Pass</button>'
       '</section>')


def test_a_redraw_keeps_the_focused_field_its_typed_text_and_its_caret(context: BrowserContext,
                                                                       site: str) -> None:
    page = open_page(context, site, f'<main id="app">{LOT}</main>')
    field = page.get_by_role("textbox", name="Your bid")
    field.press_sequentially("125")
    field.press("ArrowLeft")
    field.press("ArrowLeft")
    typed = field.element_handle()

    changes = redraw(page, "app", LOT.replace("Highest bid: 5", "Highest bid: 7").replace(
        'value=""', 'value="" placeholder="8 or more"'))

    assert changes == [["characterData", "Highest bid: 7"], ["placeholder of", "amount"]]
    assert attached(typed) and typed.evaluate("node => node === document.activeElement")
    expect(field).to_have_value("125")
    expect(field).to_have_attribute("placeholder", "8 or more")
    assert field.evaluate("node => [node.selectionStart, node.selectionEnd]") == [1, 1]
    expect(page.get_by_role("region", name="Lot")).to_contain_text("Highest bid: 7")


def test_a_redraw_touches_no_node_whose_markup_is_unchanged(context: BrowserContext,
                                                            site: str) -> None:
    page = open_page(context, site, f'<main id="app">{LOT}</main>')
    bid = page.get_by_role("button", name="Bid", exact=True)
    label = page.locator("#label").element_handle()
    kept = [bid.element_handle(), label]

    assert redraw(page, "app", LOT) == []
    assert all(attached(node) for node in kept)

    # The button's words change; the label beside it, equal, is left as it is.
    changes = redraw(page, "app", LOT.replace(">Bid<", ">Bid 6<"))
    assert changes == [["characterData", "Bid 6"]]
    assert all(attached(node) for node in kept)
    expect(page.get_by_role("button", name="Bid 6")).to_be_visible()


def test_a_redraw_patches_a_node_of_the_same_tag_and_id_in_place(context: BrowserContext,
                                                                 site: str) -> None:
    page = open_page(context, site, f'<main id="app">{LOT}</main>')
    expect(page.get_by_role("button", name="Pass")).to_be_disabled()
    passing = page.get_by_role("button", name="Pass").element_handle()

    changes = redraw(page, "app", LOT.replace(
        'class="btn quiet" disabled>Pass<', 'class="btn primary" aria-pressed="false">Pass now<'))

    assert sorted(changes) == [["aria-pressed of", "pass"], ["characterData", "Pass now"],
                               ["class of", "pass"], ["disabled of", "pass"]]
    assert attached(passing)
    now = page.get_by_role("button", name="Pass now")
    expect(now).to_be_enabled()
    expect(now).to_have_class("btn primary")
    expect(now).to_have_attribute("aria-pressed", "false")
    assert now.element_handle().evaluate("(node, old) => node === old", passing)


def test_a_redraw_replaces_a_node_of_another_tag_or_id(context: BrowserContext,
                                                       site: str) -> None:
    page = open_page(context, site, f'<main id="app">{LOT}</main>')
    high = page.locator("#high").element_handle()
    bid = page.get_by_role("button", name="Bid", exact=True).element_handle()

    redraw(page, "app", LOT.replace('<p id="high">Highest bid: 5</p>',
                                    '<h3 id="high">Highest bid: 5</h3>').replace(
        'id="bid"', 'id="raise"'))

    assert not attached(high) and not attached(bid)
    expect(page.get_by_role("heading", name="Highest bid: 5")).to_be_visible()
    expect(page.get_by_role("button", name="Bid", exact=True)).to_have_id("raise")


def test_a_redraw_removes_the_nodes_past_the_new_ones_and_adds_the_new_ones(
        context: BrowserContext, site: str) -> None:
    three = '<ul id="log" aria-label="Log"><li>one</li><li>two</li><li>three</li></ul>'
    page = open_page(context, site, f'<main id="app">{three}</main>')
    log = page.get_by_role("list", name="Log")
    first = log.get_by_role("listitem").first.element_handle()

    redraw(page, "app", three.replace("<li>three</li>", ""))
    expect(log.get_by_role("listitem")).to_have_text(["one", "two"])

    redraw(page, "app", three.replace("<li>three</li>", "<li>three</li><li>four</li>"))
    expect(log.get_by_role("listitem")).to_have_text(["one", "two", "three", "four"])
    assert attached(first)


def test_a_box_redrawn_is_checked_as_its_markup_says(context: BrowserContext, site: str) -> None:
    form = ('<form id="choices" aria-label="Choices">'
            '<label><input type="checkbox" id="money"> Show money</label>'
            '<label><input type="radio" name="n" id="three" value="3" checked> 3</label>'
            '<label><input type="radio" name="n" id="four" value="4"> 4</label></form>')
    page = open_page(context, site, f'<main id="app">{form}</main>')
    money = page.get_by_role("checkbox", name="Show money")
    three = page.get_by_role("radio", name="3")
    four = page.get_by_role("radio", name="4")
    money.check()
    four.check()

    redraw(page, "app", form)  # the same markup: the boxes are left as they were clicked
    expect(money).to_be_checked()
    expect(four).to_be_checked()

    # Each box redrawn (a title added) is checked exactly when its markup says so.
    titled = form.replace("<input ", '<input title="a choice" ')
    redraw(page, "app", titled)
    expect(money).not_to_be_checked()
    expect(three).to_be_checked()
    expect(four).not_to_be_checked()

    redraw(page, "app", titled.replace('id="money"', 'id="money" checked'))
    expect(money).to_be_checked()


# What `modernArtKeeps` foretells for the node `selector` finds (in the document), and whether
# the redraw then kept it.
FORETOLD = """([id, markup, selector]) => {
  const region = document.getElementById(id);
  const node = document.querySelector(selector);
  const fresh = document.createElement("template");
  fresh.innerHTML = markup;
  const foretold = modernArtKeeps(region, fresh.content, node);
  modernArtMorph(region, fresh.content);
  return [foretold, node.isConnected && region.contains(node)];
}"""


@pytest.mark.parametrize(("change", "selector", "kept"), [
    pytest.param(("Highest bid: 5", "Highest bid: 5"), "#amount", True, id="nothing changes"),
    pytest.param(("Highest bid: 5", "Highest bid: 7"), "#amount", True, id="a cousin changes"),
    pytest.param(('value=""', 'value="" placeholder="8"'), "#amount", True, id="it changes"),
    pytest.param(('<label id="label">', '<label id="bid-label">'), "#amount", False,
                 id="its parent is replaced"),
    pytest.param(('<input type="text" id="amount" value="">', '<select id="amount"></select>'),
                 "#amount", False, id="another tag"),
    pytest.param(('<button type="button" id="pass" class="btn quiet" disabled>Pass</button>', ""),
                 "#pass", False, id="no longer drawn"),
    pytest.param(("Highest bid: 5", "Highest bid: 7"), "#outside", False,
                 id="outside the region"),
])
def test_keeps_foretells_whether_a_redraw_keeps_a_node(context: BrowserContext, site: str,
                                                        change: tuple[str, str], selector: str,
                                                        kept: bool) -> None:
    page = open_page(context, site, f'<main id="app">{LOT}</main><p id="outside">elsewhere</p>')
    markup = LOT.replace(*change)
    assert page.evaluate(FORETOLD, ["app", markup, selector]) == [kept, kept]


# -- the table kept for the next visit ---------------------------------------------------------

# What the player's table holds (in #app): allowed elements and attributes, and what the
# allow-list drops: elements (and all they hold), handlers, inline styles, addresses, a live
# region's politeness, and the regions never kept (the announcer, a notice, a dialog).
DRAWN = (
    '<section id="hand" class="region hand" aria-label="Your hand" data-count="2" '
    'style="color: red" onclick="window.ran = 1">'
    '<h2 title="Hand">Hand</h2>'
    '<button type="button" aria-pressed="false" data-command="play" formaction="./">Krypto</button>'
    '<img src="./assets/icons/icon.svg" alt="an icon">'
    '<a href="./">away</a><iframe title="frame"></iframe>'
    '<p class="note" lang="en" title="see url(x)">kept <em>words</em></p>'
    '<p title="javascript:go()" data-note="&lt;b&gt;">angle</p>'
    '<div role="status" aria-live="assertive">live</div>'
    '<svg viewBox="0 0 10 10" focusable="false"><circle cx="5" cy="5" r="4" fill="url(#g)">'
    '</circle><foreignObject><p>inside</p></foreignObject></svg>'
    '</section>'
    '<div id="live">said aloud</div><section id="notice">a notice</section>'
    '<dialog id="dialog">a dialog</dialog>'
    '<p id="after">after</p>'
)
KEPT = [
    ["section", {"id": "hand", "class": "region hand", "aria-label": "Your hand",
                 "data-count": "2"},
     ["h2", {"title": "Hand"}, "Hand"],
     ["button", {"type": "button", "aria-pressed": "false", "data-command": "play"}, "Krypto"],
     ["p", {"class": "note", "lang": "en"}, "kept ", ["em", {}, "words"]],
     ["p", {}, "angle"],
     ["div", {"role": "status"}, "live"],
     ["svg:svg", {"viewBox": "0 0 10 10", "focusable": "false"},
      ["svg:circle", {"cx": "5", "cy": "5", "r": "4"}]]],
    ["p", {"id": "after"}, "after"],
]
# The same, as the next visit builds it back.
KEPT_MARKUP = (
    '<section id="hand" class="region hand" aria-label="Your hand" data-count="2">'
    '<h2 title="Hand">Hand</h2>'
    '<button type="button" aria-pressed="false" data-command="play">Krypto</button>'
    '<p class="note" lang="en">kept <em>words</em></p><p>angle</p>'
    '<div role="status">live</div>'
    '<svg viewBox="0 0 10 10" focusable="false"><circle cx="5" cy="5" r="4"></circle></svg>'
    '</section><p id="after">after</p>'
)
# What Python says after a draw, then the page is left (which writes a pending table at once).
KEEP_AND_LEAVE = """([modes, key]) => {
  for (const mode of modes) modernArtEarly.keep(mode);
  dispatchEvent(new Event("pagehide"));
  return localStorage.getItem(key);
}"""


def keep_and_leave(page: Page, *modes: str) -> str | None:
    """What the kept table's storage holds once Python said ``modes`` and the page was left."""
    return page.evaluate(KEEP_AND_LEAVE, [list(modes), TABLE_KEY])


def kept_table(storage: str) -> dict:
    return {SAVE_KEY: "{}", TABLE_KEY: storage}


def test_the_table_is_kept_through_the_allow_list(context: BrowserContext, site: str) -> None:
    # (Without the policy: the table drawn here holds an inline style, which it would refuse.)
    page = open_page(context, site, f'<main id="app">{DRAWN}</main>', policy=False)
    kept = json.loads(keep_and_leave(page, "keep"))
    assert kept == {"version": 2, "lang": "en", "table": KEPT}


def test_only_keep_writes_the_table_and_forget_removes_it(context: BrowserContext,
                                                           site: str) -> None:
    page = open_page(context, site, '<main id="app"><p id="drawn">drawn</p></main>')
    page.evaluate("key => localStorage.setItem(key, 'the last one')", TABLE_KEY)
    assert keep_and_leave(page, "hold") == "the last one"
    assert keep_and_leave(page, "keep", "hold") == "the last one"  # called off
    assert keep_and_leave(page, "forget") is None
    written = json.loads(keep_and_leave(page, "keep"))
    assert written["table"] == [["p", {"id": "drawn"}, "drawn"]]


def test_the_kept_table_comes_back_inert_with_what_the_allow_list_keeps(
        context: BrowserContext, site: str) -> None:
    page = open_page(context, site, f'<main id="app">{DRAWN}</main>', policy=False)
    stored = keep_and_leave(page, "keep")
    page.close()

    page = open_page(context, site, storage=kept_table(stored))
    view = page.locator("#resume-table")
    assert view.evaluate("node => node.innerHTML") == KEPT_MARKUP
    assert view.evaluate("node => node.inert")
    expect(view).to_have_attribute("aria-hidden", "true")
    expect(view).to_have_attribute("lang", "en")
    banner = page.get_by_role("status").filter(has_text="Resuming your game…")
    expect(banner).to_be_visible()
    expect(banner.get_by_role("progressbar", name="Loading progress")).to_be_attached()
    expect(page.locator("html")).to_have_class("resuming")

    # Python takes over: the kept table and its banner go.
    taken = json.loads(page.evaluate("modernArtEarly.take()"))
    assert taken == {"fields": None, "command": None, "focus": None}
    expect(view).to_have_count(0)
    expect(banner).to_have_count(0)
    expect(page.locator("html")).not_to_have_class("resuming")


def test_a_tampered_table_is_built_of_allowed_parts_only(context: BrowserContext,
                                                         site: str) -> None:
    deep: list = ["b", {}, "bottom"]
    for _ in range(80):
        deep = ["div", {"class": "level"}, deep]
    hostile = [
        ["img", {"src": "./missing.png", "onerror": "window.ran = 1"}],
        ["script", {}, "window.ran = 2"],
        ["a", {"href": "javascript:window.ran = 3"}, "link"],
        ["p", {"style": "color: red", "onclick": "window.ran = 4", "class": "kept",
               "title": "data:text/html,x", "data-ok": "yes", "aria-live": "polite"},
         "kept words", 7, None, {"not": "a node"}, ["div", "not attributes"]],
        ["button", {"type": "button", "onclick": "window.ran = 5"}, "press"],
        ["svg:svg", {"viewBox": "0 0 4 4"},
         ["svg:circle", {"r": "2", "fill": "url(./missing.svg#x)"}],
         ["svg:image", {"href": "./missing.png"}]],
        [7, {}, "not a name"],
        deep,
    ]
    stored = json.dumps({"version": 2, "lang": "zh", "table": hostile})
    page = open_page(context, site, storage=kept_table(stored))
    view = page.locator("#resume-table")
    expect(view).to_have_attribute("lang", "zh-CN")
    markup = view.evaluate("node => node.innerHTML")
    head = markup[:markup.index('<div class="level">')]
    assert head == ('<p class="kept" data-ok="yes">kept words<div></div></p>'
                    '<button type="button">press</button>'
                    '<svg viewBox="0 0 4 4"><circle r="2"></circle></svg>')
    # A tree deeper than the list allows is cut (64 levels under the first).
    assert markup.count('<div class="level">') == 65 and "bottom" not in markup
    assert page.evaluate("window.ran") is None


@pytest.mark.parametrize("stored", [
    "not JSON",
    json.dumps({"version": 1, "lang": "en", "table": [["p", {}, "an older table"]]}),
    json.dumps({"version": 2, "lang": "en", "table": "<p>markup</p>"}),
    json.dumps({"version": 2, "lang": "en", "table": ["words only", ["script", {}, "x"]]}),
    json.dumps([2, "en"]),
])
def test_storage_that_holds_no_table_shows_none_and_is_cleared(context: BrowserContext,
                                                               site: str, stored: str) -> None:
    page = open_page(context, site, storage=kept_table(stored))
    expect(page.locator("#resume-table")).to_have_count(0)
    expect(page.get_by_role("status")).to_have_count(0)
    assert page.evaluate(f"localStorage.getItem({json.dumps(TABLE_KEY)})") is None


def test_the_early_form_shows_the_parts_python_shows_for_every_choice(context: BrowserContext,
                                                                       site: str) -> None:
    """assets/setup.js shows the set-up form before Python is ready, by the rule of
    pyapp/dialogs.py's setup_visibility: the two agree for every number of players, seat and
    choice of people among the other seats."""
    page = open_page(context, site)
    cases = [{"players": players, "human": human,
              "levels": ["human" if mask >> seat & 1 else "expert" for seat in range(SETUP_SEATS)]}
             for players in (3, 4, 5) for human in range(players)
             for mask in range(1 << SETUP_SEATS)]
    shown = page.evaluate(
        "cases => cases.map(c => modernArtEarly.shownFor(c.players, c.human, c.levels))", cases)
    assert len(shown) == len(cases) == 384
    for case, said in zip(cases, shown, strict=True):
        assert said == setup_visibility(case), case
