"""A simple human player driving the page the way a person does: by role and accessible name.

It plays through every kind of decision and tries to cover the game: it sells each auction type
itself, bids once in each kind of auction, buys once at a fixed price, sells a double both with a
partner and alone, and adds a card to an offered double when it can.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Error, Page, expect

import engine
from e2e.support import PASS_NAME, settle
from pyapp.storage import SAVE_KEY

TYPE_OF_LABEL = {"open auction": "open", "once around": "once_around", "sealed bid": "sealed",
                 "fixed price": "fixed_price", "double": "double"}


@dataclass
class Human:
    page: Page
    sold: set[str] = field(default_factory=set)  # auction types it put up itself
    bid_in: set[str] = field(default_factory=set)  # auction types it bid in (or bought at)
    doubles: set[str] = field(default_factory=set)  # "with", "alone", "joined"
    decisions: int = 0
    tries: dict[str, int] = field(default_factory=dict)  # bids tried, by auction type
    continue_summaries: bool = True  # close each round summary (False: leave it open)
    summaries: list[str] = field(default_factory=list)  # the summaries' titles, in order

    # -- reading the page --
    def dialog_kind(self) -> str | None:
        return self.page.evaluate(  # (read at once: a dialog may close between two reads)
            "document.querySelector('dialog[open]')?.dataset.kind ?? null")

    def decision(self) -> Any:
        return self.page.get_by_role("group", name="Your decision", exact=True)

    def lot_type(self) -> str | None:
        term = self.page.locator("#status .lot-facts .term")
        if not term.count():
            return None
        return TYPE_OF_LABEL.get((term.first.text_content() or "").strip())

    # -- one decision --
    def step(self) -> str | None:
        """Answer whatever the page asks now; return what was done (None: nothing asked)."""
        settle(self.page)  # (whoever clicked last: the table shows the answer)
        try:
            done = self._step()
        except Error as error:  # the table redrew under the click (a bot acted): look again
            if "detached" in str(error) or "Timeout" in str(error):
                return None
            raise
        if done is not None:
            settle(self.page)  # (its answer drawn before anyone reads the table; outside the
        return done  # try: a table left busy fails here, not as "nothing asked")

    def _step(self) -> str | None:
        page = self.page
        kind = self.dialog_kind()
        if kind == "summary":
            if not self.continue_summaries:
                return None
            dialog = page.get_by_role("dialog")
            self.summaries.append(dialog.get_by_role("heading").first.inner_text())
            dialog.get_by_role("button", name=re.compile("^(Continue|See the final result)$")
                               ).click()
            return "summary"
        if kind == "over":
            return "over"
        if kind is not None:
            return None
        decision = self.decision()
        if not decision.count():
            return None
        quick = {"timeout": 2_000}
        partner = page.get_by_role("group", name="Double", exact=True)
        if partner.count():
            with_partner = partner.get_by_role("button", name=re.compile("^Sell with"))
            if "with" not in self.doubles and with_partner.count():
                with_partner.first.click(**quick)
                self.doubles.add("with")
            else:
                partner.get_by_role("button", name="Offer the double alone").click(**quick)
                self.doubles.add("alone")
            return "double"
        joining = page.get_by_role("group", name="Join the double", exact=True)
        if joining.count():
            add = joining.get_by_role("button", name=re.compile("^Add "))
            if add.count():
                add.first.click(**quick)
                self.doubles.add("joined")
                return "join"
            joining.get_by_role("button", name="Do not add a card").click(**quick)
            return "no join"
        amount = decision.get_by_role("spinbutton")
        if amount.count():
            return self._amount(decision, amount)
        buy = decision.get_by_role("button", name=re.compile("^Buy for"))
        if buy.count() and "fixed_price" not in self.bid_in:
            buy.click(**quick)
            self.bid_in.add("fixed_price")
            return "buy"
        for name, said in (("^Decline$", "decline"), (PASS_NAME, "pass")):
            button = decision.get_by_role("button", name=re.compile(name))
            if button.count() and button.is_enabled():
                button.click(**quick)
                return said
        put_up = decision.get_by_role("button", name="Put it up for auction")
        if put_up.count():  # the card chosen, on the block
            put_up.click(**quick)
            return "put up"
        sell = page.get_by_role("list", name=re.compile("Your hand")).get_by_role(
            "button", name=re.compile("^Sell "))
        if sell.count():
            return self._sell(sell)
        return None

    def _sell(self, sell: Any) -> str:
        cards = sell.evaluate_all("buttons => buttons.map(b => b.dataset.card)")
        auctions = [str(engine.Card.parse(c).auction) for c in cards]
        doubles = [i for i, a in enumerate(auctions) if a == "double"]
        fresh = [i for i, a in enumerate(auctions) if a not in self.sold and a != "double"]
        if doubles and not {"with", "alone"} <= self.doubles:
            choice = doubles[0]
        elif fresh:
            choice = fresh[0]
        else:
            choice = 0
        card = cards[choice]
        self.sold.add(auctions[choice])
        sell.nth(choice).click(timeout=2_000)
        return f"sell {card}"

    def _amount(self, decision: Any, amount: Any) -> str | None:
        low = int(amount.get_attribute("data-min"))
        high = int(amount.get_attribute("max"))
        kind = self.lot_type() or "?"
        quick = {"timeout": 2_000}
        price = decision.get_by_role("button", name="Name the price")
        if price.count():
            amount.fill(str(min(high, max(low, 12))))
            price.click(**quick)
            return "price"
        sealed = decision.get_by_role("button", name="Place sealed bid")
        if sealed.count():
            amount.fill(str(min(high, 3)))
            sealed.click(**quick)
            self.bid_in.add("sealed")
            return "sealed"
        bid = decision.get_by_role("button", name="Bid", exact=True)
        if not bid.is_enabled():
            return None  # she has the high bid, or it is not her turn yet: nothing to answer
        # Bids race the bots (a raise can land between typing and clicking), so try a few times.
        if self.tries.get(kind, 0) < 4 and low <= max(25, high // 3):
            amount.fill(str(low))
            bid.click(**quick)
            self.tries[kind] = self.tries.get(kind, 0) + 1
            self.bid_in.add(kind)
            return "bid"
        decision.get_by_role("button", name=re.compile(PASS_NAME)).click(**quick)
        return "pass"

    # -- a whole game --
    def play_to_the_end(self, limit_seconds: float = 300, check: Any = None,
                        look_ms: float = 40) -> None:
        """Decide whenever asked until the end screen shows, looking at the page every
        ``look_ms`` while nothing is asked (each look is a task on the page's thread)."""
        deadline = time.monotonic() + limit_seconds
        while time.monotonic() < deadline:
            done = self.step()
            if done == "over":
                return
            if done is None:
                self.page.wait_for_timeout(look_ms)
            else:
                self.decisions += 1
            if check is not None:
                check()
        raise AssertionError(f"the game did not end within {limit_seconds} s "
                             f"({self.decisions} decisions)")

    def saved_record(self) -> dict[str, Any]:
        text = self.page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
        assert text, "the game is saved in the browser"
        return json.loads(text)


def coverage(record: dict[str, Any], human: int) -> set[str]:
    """What happened in a game, from its record: which auctions the human ran and bid in, and
    which ways doubles were sold."""
    state = engine.replay(engine.GameRecord.from_json(record))
    seen: set[str] = set()
    auction = None
    for event in state.events:
        kind = event.kind
        if kind == "auction_started":
            auction = event.auction
            if event.auctioneer == human:
                seen.add(f"auctioneer:{auction}")
        elif kind in ("bid", "sealed_bid") and event.seat == human and auction:
            seen.add(f"bidder:{auction}")
        elif kind == "sold" and event.buyer == human and auction == "fixed_price":
            seen.add("bidder:fixed_price")
        elif kind == "card_played" and event.card.is_double:
            seen.add("double:with" if event.partner else "double:offered")
        elif kind == "joined":
            seen.add("double:joined")
    return seen


def expect_no_horizontal_scroll(page: Page) -> None:
    width = page.evaluate("[document.documentElement.scrollWidth, "
                          "document.documentElement.clientWidth]")
    assert width[0] <= width[1], f"horizontal scroll: {width}"


def wait_for_turn(page: Page, name: str, seconds: float = 120) -> None:
    """Play (as the simple human) until the page offers the button ``name``."""
    human = Human(page)
    target = page.get_by_role("button", name=name, exact=True)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if target.count() and target.is_visible():
            return
        if human.dialog_kind() == "summary":
            human.step()
            continue
        done = None
        if not target.count():
            done = human.step()
        if done is None:
            page.wait_for_timeout(40)
    expect(target).to_be_visible(timeout=1)
