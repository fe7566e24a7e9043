"""The browser tests and benchmarks wait on the page with e2e.support.until, never with
Playwright's wait_for_function: that one evaluates its predicate from a string inside the page
on every try after the first, which the page's Content-Security-Policy (no 'unsafe-eval')
refuses, so a wait that is not over at once fails."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def waits_in(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(), str(path))
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "wait_for_function"]


def test_no_browser_script_waits_with_wait_for_function() -> None:
    scripts = sorted([*ROOT.glob("e2e/*.py"), *ROOT.glob("scripts/*.py")])
    assert len(scripts) > 10
    found = {str(path.relative_to(ROOT)): lines for path in scripts if (lines := waits_in(path))}
    assert found == {}


def test_the_check_finds_such_a_wait(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text("page.goto(url)\npage.wait_for_function('window.ready')\n")
    assert waits_in(script) == [2]
