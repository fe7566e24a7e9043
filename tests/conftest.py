import sys
from pathlib import Path

import pytest

# The tests import the engine from the repository root and their helpers from this folder.
for path in (Path(__file__).resolve().parent.parent, Path(__file__).resolve().parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


@pytest.fixture
def masters_by_rollouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's masters (``pyapp.app.BOT_OPTIONS``) think for a few rollouts instead of their
    time budget: a test's game is then the same on every machine, and quick however loaded."""
    from pyapp import app

    monkeypatch.setattr(app, "BOT_OPTIONS", {"master": {"iterations": 8}})
