"""The PyScript config (pyscript.json) brings every Python file of engine/ and pyapp/ into the
browser, from the local runtime, with the files the app reads (the rules, the words): as one
archive, assets/vendor/startup/app.zip, built from the tree by `make vendor` (after adding or
removing a .py file: `make vendor` or `make config`)."""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

from pyapp.catalogue import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
CONFIG_FILE = ROOT / "pyscript.json"
ARCHIVE = ROOT / "assets" / "vendor" / "startup" / "app.zip"
PACKAGES = ("engine", "pyapp")
# The engine's command line (replay, matches, tournaments): never imported by the page.
COMMAND_LINE = {"engine/__main__.py", "engine/cli.py", "engine/match.py", "engine/tournament.py"}

sys.path.insert(0, str(ROOT / "scripts"))
import pyscript_config  # noqa: E402


@pytest.fixture(scope="module")
def config() -> dict:
    return json.loads(CONFIG_FILE.read_text())


def python_files() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "__pycache__" not in path.parts
    }


def test_config_is_up_to_date() -> None:
    assert CONFIG_FILE.read_text() == pyscript_config.config_text(), "run `make config`"


def test_micropython_loads_no_plugin_either(config: dict) -> None:
    # PyScript downloads every plugin for each interpreter that has no config saying otherwise,
    # MicroPython's too (which the page never starts).
    page = (ROOT / "index.html").read_text()
    assert page == pyscript_config.page_text(page), "run `make config`"
    found = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", page)
    assert found, "index.html has no <mpy-config>"
    assert json.loads(found.group(1)) == {"plugins": config["plugins"]}


def test_config_unpacks_the_app_archive_where_python_looks(config: dict) -> None:
    assert config["files"] == {"./assets/vendor/startup/app.zip": "./*"}


def test_archive_holds_every_python_file_at_its_path() -> None:
    if not ARCHIVE.exists():
        pytest.fail("assets/vendor/startup/app.zip is missing: run `make vendor`")
    with zipfile.ZipFile(ARCHIVE) as archive:
        members = archive.namelist()
    # Every source at its path but the command-line tools' (the page never imports them);
    # bytecode only in __pycache__, beside a shipped source.
    sources = {name for name in members if name.endswith(".py")}
    missing = sorted(python_files() - COMMAND_LINE - sources)
    assert not missing, f"not in the app's archive (run `make vendor`): {missing}"
    assert not COMMAND_LINE & sources, "the command-line tools are shipped to the page"
    stale = sorted(sources - python_files())
    assert not stale, f"in the app's archive but not in the tree (run `make vendor`): {stale}"
    docs = {"docs/rules.md", "docs/rules.zh.md"}  # the rules the page's help shows
    assert docs <= set(members), "the rules documents are not in the app's archive"
    words = {f"pyapp/words/{lang}.json" for lang in LANGUAGES}  # the words of the page
    assert words <= set(members), "the words are not in the app's archive (run `make vendor`)"
    for name in set(members) - sources - docs - words:
        cached = re.fullmatch(r"(.+/)__pycache__/(\w+)\.cpython-3\d+\.pyc", name)
        assert cached, f"unexpected in the app's archive: {name}"
        assert "{}{}.py".format(*cached.groups()) in sources, name


def test_runtime_is_local_and_needs_no_packages(config: dict) -> None:
    assert config["interpreter"] == "./assets/runtime.mjs"
    assert "packages" not in config
    runtime = (ROOT / "assets" / "runtime.mjs").read_text()
    assert 'from "./vendor/pyodide/pyodide.mjs"' in runtime
    assert "https://" not in runtime


def test_page_loads_this_config_and_the_local_pyscript() -> None:
    page = (ROOT / "index.html").read_text()
    assert '<py-config src="./pyscript.json"' in page
    # The game's script waits in a template until assets/start.mjs has set PyScript up.
    assert re.search(r'<template id="python-main"><script type="py" src="\./pyapp/main\.py">',
                     page)
    start = (ROOT / "assets" / "start.mjs").read_text()
    assert '"./vendor/pyscript/core.js"' in start
    assert '<script type="module" src="./assets/start.mjs">' in page
    assert "https://" not in re.sub(r"<!--.*?-->", "", page, flags=re.S).replace(
        'xmlns="http://', ""
    )
