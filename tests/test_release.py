"""Release: the licence declared everywhere is the LICENSE file's, and the Pages workflow deploys
only a commit whose tests passed in the same run."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_file_matches_package_json_and_pyproject():
    declared = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["license"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert declared == project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
    assert text.startswith("MIT License") and "the Modern Art in the browser authors" in text


def jobs(workflow: str) -> dict[str, str]:
    """Each job of a workflow file and its text (the file's top-level 'jobs:' block)."""
    block = workflow.split("\njobs:\n", 1)[1]
    return dict(re.findall(r"^  ([\w-]+):\n((?:(?:    .*)?\n)*)", block, flags=re.MULTILINE))


def test_pages_deploys_only_after_the_tests_pass_in_the_same_run():
    found = jobs((ROOT / ".github/workflows/pages.yml").read_text(encoding="utf-8"))
    assert set(found) == {"test", "build", "deploy"}
    assert "run: .ci/run" in found["test"]
    assert re.search(r"^    needs: test$", found["build"], flags=re.MULTILINE)
    assert re.search(r"^    needs: build$", found["deploy"], flags=re.MULTILINE)
    assert "make test" in (ROOT / ".ci/run").read_text(encoding="utf-8")
