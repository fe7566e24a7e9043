"""A simple person at the table in any engine (Selenium), finding controls by role and name.

``find`` looks up the page's controls by role and accessible name in the page (one script),
then asks the browser itself, through WebDriver's computed role and label, whether the control
found is what a screen reader would call it: the test fails if the page names a control one way
and the engine's accessibility tree another. The player answers every decision in the plainest
way that still goes through each kind of control: it sells the first card of its hand, offers a
double alone, names a price, seals a bid, bids once in an open or once-around auction (typing
the amount), and otherwise passes or declines.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    StaleElementReferenceException,
)
from selenium.webdriver.remote.webelement import WebElement

from e2e.support import PASS_NAME

# Roles as the page writes them: the element kinds (or explicit roles) of each, and its name:
# aria-label, then aria-labelledby's text, then a <label>'s (inputs), else the text shown.
FIND = """
const [role, pattern, flags, within, only] = arguments;
const KINDS = {
  button: "button, [role=button]",
  spinbutton: "input[type=number], [role=spinbutton]",
  textbox: "input[type=text], input:not([type]), textarea, [role=textbox]",
  combobox: "select, [role=combobox]",
  group: "fieldset, [role=group]",
  dialog: "dialog[open], [role=dialog]",
  list: "ul, ol, [role=list]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  region: "section[aria-label], section[aria-labelledby], [role=region]",
};
const text = (node) => (node?.textContent ?? "").replace(/\\s+/g, " ").trim();
const nameOf = (el) => {
  if (el.hasAttribute("aria-label")) return el.getAttribute("aria-label").trim();
  const ids = el.getAttribute("aria-labelledby");
  if (ids) return ids.split(/\\s+/).map((id) => text(document.getElementById(id))).join(" ");
  if (el.labels?.length) return text(el.labels[0]);
  if (el.tagName === "FIELDSET") return text(el.querySelector("legend"));
  return text(el);
};
const shown = (el) =>
  el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
const matches = new RegExp(pattern, flags);
const root = within ?? document;
return [...(only ? [only] : root.querySelectorAll(KINDS[role]))].filter(
  (el) => el.matches(KINDS[role]) && shown(el) && !el.disabled && !el.closest("[inert]")
          && matches.test(nameOf(el)));
"""
# What each engine's accessibility tree may call a role: WebKit calls a drop-down <select> a
# pop-up button and a number field a text field (with steppers), where the others say combobox
# and spinbutton.
ROLES = {"button": {"button"}, "spinbutton": {"spinbutton", "textbox"}, "textbox": {"textbox"},
         "combobox": {"combobox", "button"}, "group": {"group"}, "dialog": {"dialog"},
         "list": {"list"}, "heading": {"heading"}, "region": {"region"}}
SUMMARY = re.compile("^(Continue|See the final result)$")


class Redrawn(Exception):
    """The control changed between finding it and asking the engine about it."""


STALE = (StaleElementReferenceException, ElementNotInteractableException,
         ElementClickInterceptedException, Redrawn)


def exact(name: str) -> str:
    return f"^{re.escape(name)}$"


@dataclass
class Player:
    driver: Any
    bids: int = 0  # bids typed and placed in open or once-around auctions
    done: list[str] = field(default_factory=list)  # what it did, in order
    check_names: bool = True  # ask the engine for each control's role and name

    # -- finding --
    def find_all(self, role: str, name: str, within: WebElement | None = None
                 ) -> list[WebElement]:
        """Visible, enabled controls of ``role`` whose accessible name matches the regular
        expression ``name``."""
        found: list[WebElement] = self.driver.execute_script(FIND, role, name, "", within, None)
        return found

    def find(self, role: str, name: str, within: WebElement | None = None
             ) -> WebElement | None:
        found = self.find_all(role, name, within)
        if not found:
            return None
        element = found[0]
        if self.check_names:
            self.confirm(element, role, name)
        return element

    def confirm(self, element: WebElement, role: str, name: str) -> None:
        """The engine's own accessibility tree names ``element`` as the page does. (That tree
        follows the page a moment later, so a control just redrawn is asked again.)"""
        for _ in range(20):
            computed_role = element.aria_role
            computed_name = element.accessible_name
            if computed_role in ROLES[role] and re.search(name, computed_name):
                return
            if not self.driver.execute_script(FIND, role, name, "", None, element):
                raise Redrawn(name)  # the page itself changed: look again
            time.sleep(0.05)
        assert computed_role in ROLES[role], f"{name!r}: the engine says role {computed_role!r}"
        raise AssertionError(f"{role} {name!r}: the engine names it {computed_name!r}")

    def dialog_kind(self) -> str | None:
        kind: str | None = self.driver.execute_script(
            "return document.querySelector('dialog[open]')?.dataset.kind ?? null")
        return kind

    def busy(self) -> bool:
        """The table is drawing the answer to the last input."""
        return bool(self.driver.execute_script(
            "return document.getElementById('app')?.getAttribute('aria-busy') === 'true'"))

    def type_into(self, field_: WebElement, amount: int) -> None:
        field_.clear()
        field_.send_keys(str(amount))

    # -- one decision --
    def step(self) -> str | None:
        """Answer whatever the page asks now; what was done, or None (nothing asked)."""
        if self.busy():
            return None
        try:
            done = self._step()
        except STALE:
            return None  # the table changed under the click (a bot acted): look again
        if done is not None:
            self.done.append(done)
        return done

    def _step(self) -> str | None:
        kind = self.dialog_kind()
        if kind == "summary":
            dialog = self.find("dialog", ".")
            button = self.find("button", SUMMARY.pattern, dialog)
            if button is None:
                return None
            button.click()
            return "summary"
        if kind == "over":
            return "over"
        if kind is not None:
            return None
        decision = self.find("group", exact("Your decision"))
        if decision is None:
            return None
        double = self.find("group", exact("Double"))
        if double is not None:
            return self.press("Offer the double alone", double, "double alone")
        joining = self.find("group", exact("Join the double"))
        if joining is not None:
            return self.press("Do not add a card", joining, "no join")
        amount = self.find("spinbutton", ".", decision)
        if amount is not None:
            return self.amount(decision, amount)
        for name, said in ((exact("Decline"), "decline"), (PASS_NAME, "pass")):
            if self.find("button", name, decision) is not None:
                return self.press(name, decision, said)
        if self.find("button", exact("Put it up for auction"), decision) is not None:
            return self.press("Put it up for auction", decision, "put up")
        hand = self.find("list", "^Your hand")
        sell = hand and self.find("button", "^Sell ", hand)
        if sell is not None:
            sell.click()
            return "sell"
        return None

    def press(self, name: str, within: WebElement | None, said: str) -> str | None:
        """Click the button whose name is ``name`` (or matches it: a regular expression
        starting with "^")."""
        button = self.find("button", name if name.startswith("^") else exact(name), within)
        if button is None:
            return None
        button.click()
        return said

    def amount(self, decision: WebElement, amount: WebElement) -> str | None:
        low = int(amount.get_attribute("data-min") or 0)
        high = int(amount.get_attribute("max") or 0)
        if self.find("button", exact("Name the price"), decision) is not None:
            self.type_into(amount, min(high, max(low, 12)))
            return self.press("Name the price", decision, "price")
        if self.find("button", exact("Place sealed bid"), decision) is not None:
            self.type_into(amount, min(high, low + 2))
            return self.press("Place sealed bid", decision, "sealed")
        bid = self.find("button", exact("Bid"), decision)
        if bid is None:  # she leads, it is not her turn, or she cannot outbid
            return self.press(PASS_NAME, decision, "pass")
        if self.bids < 2 and low <= min(high, 15):
            self.type_into(amount, low)
            self.bids += 1
            return self.press("Bid", decision, "bid")
        return self.press(PASS_NAME, decision, "pass")

    # -- a whole game --
    def play_to_the_end(self, limit_s: float = 300) -> None:
        """Answer whenever asked until the game-over dialog opens."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            if self.step() == "over":
                return
            time.sleep(0.02)
        raise AssertionError(f"the game did not end within {limit_s} s; did {self.done[-20:]}")
