"""The PyScript config (pyscript.json) brings every Python file of engine/ and pyapp/ into the
browser, from the local runtime. After adding a .py file, run `make config`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG_FILE = ROOT / "pyscript.json"
PACKAGES = ("engine", "pyapp")


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


def test_every_python_file_is_mapped(config: dict) -> None:
    mapped = {source.removeprefix("./") for source in config["files"]}
    missing = sorted(python_files() - mapped)
    assert not missing, f"not in pyscript.json (run `make config`): {missing}"


def test_every_mapping_names_an_existing_file_at_the_same_path(config: dict) -> None:
    for source, target in config["files"].items():
        assert (ROOT / source).is_file(), f"pyscript.json maps a missing file: {source}"
        assert source == target, f"{source} would land at {target} in the browser"


def test_runtime_is_local_and_needs_no_packages(config: dict) -> None:
    assert config["interpreter"] == "./assets/vendor/pyodide/pyodide.mjs"
    assert "packages" not in config


def test_page_loads_this_config_and_the_local_pyscript() -> None:
    page = (ROOT / "index.html").read_text()
    assert re.search(r'<script type="py"[^>]* config="\./pyscript\.json"', page)
    assert 'src="./assets/vendor/pyscript/core.js"' in page
    assert "https://" not in re.sub(r"<!--.*?-->", "", page, flags=re.S).replace(
        'xmlns="http://', ""
    )
