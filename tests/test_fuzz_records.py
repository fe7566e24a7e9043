"""Fuzzing the one record reader and the command line: over 5,000 hostile files (mutated records,
huge integers, deep nesting, oversized files, junk; see fuzzing.py) each end in a one-line refusal
(``RecordError``; the command line: status 2 and one line on stderr) or a valid game, never a
traceback. How long the cases take is printed by ``scripts/bench_fuzz.py``, not tested here."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from fuzzing import COUNTS, cases

from engine import GameRecord, RecordError, full_view, replay
from engine.cli import main

ROOT = Path(__file__).resolve().parent.parent
CASES = list(cases())


def outcome(data: bytes) -> str:
    """"refused" (with a one-line RecordError) or "game" (a record that replays); anything else
    raises, and fails the test."""
    try:
        record = GameRecord.loads(data)
        state = replay(record)
    except RecordError as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 400, message
        return "refused"
    json.dumps(full_view(state))
    again = GameRecord.loads(record.dumps())  # a record read is a record that can be saved
    assert again.to_json() == record.to_json()
    return "game"


def cli(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["replay", str(path)])
    return status, out.getvalue(), err.getvalue()


def test_there_are_over_5000_cases_of_every_kind():
    assert len(CASES) == sum(COUNTS.values()) >= 5000
    assert len({data for _, data in CASES}) > 4500, "the cases differ"


def test_every_case_is_refused_in_one_line_or_is_a_valid_game(tmp_path):
    path = tmp_path / "record.json"
    seen = {"refused": 0, "game": 0}
    for index, (name, data) in enumerate(CASES):
        result = outcome(data)
        seen[result] += 1
        if index % 3:  # the command line, in this process, for one case in three
            continue
        path.write_bytes(data)
        status, out, err = cli(path)
        if result == "game":
            assert (status, err) == (0, ""), (name, err)
            json.loads(out)
        else:
            assert status == 2 and out == "", (name, status, err)
            assert err.count("\n") == 1 and err.startswith("error: "), (name, err)
    assert seen["game"] >= 100 and seen["refused"] >= 4000, seen


@pytest.mark.parametrize("kind", ["valid 0", "integer 3", "nesting 7", "oversized 1", "junk 5",
                                  "text 11"])
def test_the_real_command_line_agrees(tmp_path, kind):
    data = dict(CASES)[kind]
    path = tmp_path / "record.json"
    path.write_bytes(data)
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    if outcome(data) == "game":
        assert done.returncode == 0 and done.stderr == "" and json.loads(done.stdout)
    else:
        assert done.returncode == 2 and done.stdout == "", done.stderr
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: "), done.stderr
