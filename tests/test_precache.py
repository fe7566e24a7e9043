"""The service worker's precache list (scripts/vendor.py) names each file with its SHA-256, which
is what lets sw.js tell a file of its version from a file of another; and the page's
Content-Security-Policy has nothing inline to refuse."""

from __future__ import annotations

import hashlib
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import vendor  # noqa: E402

POLICY = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
          "img-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; "
          "base-uri 'none'; form-action 'self'")


def small_site(root: Path) -> None:
    files = {
        "index.html": '<script type="py" src="./pyapp/main.py"></script>',
        "pyscript.json": json.dumps({"files": {"./assets/vendor/startup/app.zip": "./*"}}),
        "manifest.webmanifest": "{}",
        "assets/app.css": "body {}",
        "assets/loader.js": "",
        "assets/icons/icon.svg": "<svg/>",
        "pyapp/main.py": "print('hello')",
        "assets/vendor/pyodide/pyodide.mjs": "",
        "assets/vendor/pyodide/python_stdlib.zip": "unused",
        "assets/vendor/pyscript/core.js": "",
        "assets/vendor/pyscript/LICENSE": "licence",
        "assets/vendor/startup/app.zip": "zip",
        "assets/vendor/startup/build.json": "{}",
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


def test_each_file_is_listed_with_its_hash_and_the_page_as_index_html(tmp_path: Path) -> None:
    small_site(tmp_path)
    listing = vendor.precache_listing(tmp_path)
    expected = {
        f"./{name}": hashlib.sha256((tmp_path / name).read_bytes()).hexdigest()
        for name in ("index.html", "pyscript.json", "manifest.webmanifest", "assets/app.css",
                     "assets/loader.js", "assets/icons/icon.svg", "pyapp/main.py",
                     "assets/vendor/pyodide/pyodide.mjs", "assets/vendor/pyscript/core.js",
                     "assets/vendor/startup/app.zip")
    }
    expected["./"] = expected["./index.html"]
    assert listing["files"] == expected  # no licence, no build record, no unused library


def test_a_file_the_page_names_that_is_not_there_stops_the_build(tmp_path: Path) -> None:
    small_site(tmp_path)
    (tmp_path / "index.html").write_text(
        '<link rel="modulepreload" href="./assets/vendor/pyscript/core-OLD.js">'
        '<!-- <script src="./not/a/file.js"> in a comment counts for nothing -->'
        '<script type="py" src="./pyapp/main.py"></script>')
    with pytest.raises(SystemExit, match=r"missing: assets/vendor/pyscript/core-OLD\.js$"):
        vendor.precache_listing(tmp_path)


def test_the_version_changes_with_any_file_and_only_then(tmp_path: Path) -> None:
    small_site(tmp_path)
    first = vendor.precache_listing(tmp_path)["version"]
    assert vendor.precache_listing(tmp_path)["version"] == first
    (tmp_path / "assets/vendor/startup/build.json").write_text('{"not": "served"}')
    assert vendor.precache_listing(tmp_path)["version"] == first
    (tmp_path / "assets/vendor/startup/app.zip").write_text("zip 2")
    second = vendor.precache_listing(tmp_path)["version"]
    assert second != first
    (tmp_path / "assets/vendor/startup/app.zip").write_text("zip")
    assert vendor.precache_listing(tmp_path)["version"] == first


def test_the_written_list_is_what_sw_js_reads(tmp_path: Path) -> None:
    small_site(tmp_path)
    version = vendor.write_precache(tmp_path)
    text = (tmp_path / "assets/vendor/precache.js").read_text()
    match = re.search(r"^self\.PRECACHE = (\{.*\});$", text, flags=re.MULTILINE | re.DOTALL)
    assert match
    assert json.loads(match.group(1)) == vendor.precache_listing(tmp_path)
    assert version == vendor.precache_listing(tmp_path)["version"]


class Page(HTMLParser):
    """What of index.html a policy without 'unsafe-inline' would refuse, and its policy. (A
    JSON block, ``<script type="application/json">``, is data the browser never runs: no policy
    applies to it.)"""

    def __init__(self) -> None:
        super().__init__()
        self.policies: list[str] = []
        self.inline: list[str] = []
        self.open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if tag == "meta" and (named.get("http-equiv") or "").lower() == "content-security-policy":
            self.policies.append(named.get("content") or "")
        self.inline += [f"<{tag} {name}>" for name, _ in attrs
                        if name == "style" or name.startswith("on")]
        if tag == "style" or (tag == "script" and "src" not in named and
                              named.get("type") != "application/json"):
            self.open = tag

    def handle_data(self, data: str) -> None:
        if self.open and data.strip():
            self.inline.append(f"<{self.open}>{data.strip()[:40]}")

    def handle_endtag(self, tag: str) -> None:
        self.open = None


def test_the_page_sends_its_policy_first_and_has_nothing_inline() -> None:
    text = (ROOT / "index.html").read_text()
    page = Page()
    page.feed(text)
    assert page.policies == [POLICY]
    # The policy applies from where it stands: before anything it governs.
    assert text.index("Content-Security-Policy") < min(text.index("<link"), text.index("<script"))
    assert page.inline == []
