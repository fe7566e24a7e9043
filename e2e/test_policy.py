"""The page's Content-Security-Policy (a <meta> tag in index.html) is in force in every browser
test, since every test loads index.html; a refusal is a console error, which fails any test
under a watch (e2e/support.py), so the whole games of test_game.py and test_features.py are
played under it. Here: the policy really is enforced, and starting the page and a game under
it is refused nothing."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from e2e.support import load, open_context, until

pytestmark = pytest.mark.e2e

# Runs before the page's own scripts: every refusal of the policy into window.__refused.
REFUSALS = """
window.__refused = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__refused.push(`${event.effectiveDirective} ${event.blockedURI}`);
});
"""


def test_the_page_runs_under_its_policy_and_is_refused_nothing(browser: Browser, site: str) -> None:
    context, watch = open_context(browser)
    context.add_init_script(REFUSALS)
    try:
        page = context.new_page()
        load(page, f"{site}?seed=8&human=1")
        page.get_by_role("button", name="New game").click()
        page.get_by_role("dialog", name="New game").get_by_role("button", name="Start").click()
        hand = page.get_by_role("list", name=re.compile("Your hand"))
        expect(hand.get_by_role("listitem")).to_have_count(9)
        assert page.evaluate("window.__refused") == []
        # The tests' way of waiting on the page works under the policy, even when it has to ask
        # more than once.
        page.evaluate("() => { setTimeout(() => { window.__later = true; }, 300); }")
        until(page, "window.__later === true")
        assert page.evaluate("window.__refused") == []

        # The policy is in force: no JavaScript from a string, no inline script, no other origin.
        watch.console_errors_expected = True  # each refusal below is logged as an error
        # (A string timer: eval inside page.evaluate itself is let through by the browser's
        # debugging protocol, which the policy does not govern.)
        page.evaluate("() => { setTimeout('window.__ran = true', 0); }")
        page.evaluate("""() => {
            const script = document.createElement("script");
            script.textContent = "window.__inline = true";
            document.head.append(script);
        }""")
        page.evaluate("() => fetch('http://127.0.0.2:9/').catch(() => {})")
        until(page, "window.__refused.length >= 3")
        refused = page.evaluate("window.__refused")
        assert refused[0] == "script-src eval"
        assert refused[1] == "script-src-elem inline"
        assert refused[2].startswith("connect-src http://127.0.0.2:9/")
        assert page.evaluate("[window.__ran, window.__inline]") == [None, None]
        # What the watch saw: those refusals and nothing else.
        left = [problem for problem in watch.take()
                if not problem.startswith("console error:") and "127.0.0.2" not in problem]
        assert left == []
    finally:
        context.close()
