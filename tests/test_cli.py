"""``python -m engine``: output and exit codes as docs/game-record.md says; bad input → exit 2."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_record import EXAMPLE

from engine.cli import BROKEN_PIPE, main
from engine.limits import MAX_RECORD_SIZE

ROOT = Path(__file__).resolve().parent.parent


def engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "record.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_prints_the_state_as_one_json_object(tmp_path):
    result = engine("replay", write(tmp_path, EXAMPLE))
    assert result.returncode == 0 and result.stderr == ""
    state = json.loads(result.stdout)
    for key in ("round", "over", "step", "to_act", "money", "hands", "deck", "owned", "laid_out",
                "values", "winners"):
        assert key in state
    assert state["step"] == "open" and state["hands"][0] == ["krypto/double"]


def test_replay_upto_applies_only_the_first_actions(tmp_path):
    state = json.loads(engine("replay", write(tmp_path, EXAMPLE), "--upto", "0").stdout)
    assert state["step"] == "play" and state["hands"][0] == ["yoko/open", "krypto/double"]


def test_replay_seat_shows_only_what_that_seat_may_see(tmp_path):
    data = json.loads(json.dumps(EXAMPLE))
    data["actions"] = [{"seat": 0, "do": "play", "card": "krypto/double"},
                       {"seat": 1, "do": "pass"}, {"seat": 2, "do": "pass"},
                       {"seat": 3, "do": "pass"},
                       {"seat": 1, "do": "play", "card": "lite_metal/sealed"}]
    state = json.loads(engine("replay", write(tmp_path, data), "--seat", "3").stdout)
    assert state["hands"] == [None, None, None, ["karl_gitter/fixed_price"]]
    assert state["hand_sizes"] == [1, 0, 0, 1]
    assert state["money"] == [None, None, None, 100]
    assert state["owned"][0] == ["krypto/double"]
    assert state["step"] == "sealed" and state["to_act"] == [0, 1, 2, 3]
    assert state["legal"]["do"] == ["bid"] and state["legal"]["bid"] == {"min": 0, "max": 100}
    assert "yoko/open" not in json.dumps(state), "seat 0's hand is secret"


def test_replay_seat_hides_an_unrevealed_sealed_bid(tmp_path):
    data = json.loads(json.dumps(EXAMPLE))
    data["setup"]["hands"][0] = ["yoko/sealed", "krypto/double"]
    data["actions"] = [{"seat": 0, "do": "play", "card": "yoko/sealed"},
                       {"seat": 2, "do": "bid", "amount": 37}]
    seat_1 = engine("replay", write(tmp_path, data), "--seat", "1").stdout
    seat_2 = json.loads(engine("replay", write(tmp_path, data), "--seat", "2").stdout)
    assert "37" not in seat_1
    assert seat_2["my_sealed_bid"] == 37


BAD = {
    "malformed JSON": ('{"players": 4,', "not valid JSON"),
    "unknown card": ({"seat": 0, "do": "play", "card": "yoko/auction"}, "unknown card"),
    "unknown artist": ({"seat": 0, "do": "play", "card": "picasso/open"}, "unknown card"),
    "amount as a string": ({"seat": 2, "do": "bid", "amount": "10"}, "whole number"),
    "amount 10.5": ({"seat": 2, "do": "bid", "amount": 10.5}, "whole number"),
    "amount -1": ({"seat": 2, "do": "bid", "amount": -1}, "cannot be negative"),
    "amount true": ({"seat": 2, "do": "bid", "amount": True}, "whole number"),
    "missing amount": ({"seat": 2, "do": "bid"}, "needs 'amount'"),
    "missing seat": ({"do": "pass"}, "needs 'seat'"),
    "missing do": ({"seat": 1}, "needs 'do'"),
    "unknown do": ({"seat": 1, "do": "steal"}, "unknown action"),
    "seat out of range": ({"seat": 7, "do": "pass"}, "there is no seat 7"),
    "illegal action": ({"seat": 3, "do": "bid", "amount": 5}, "bid must be higher than 12"),
    "too many copies": ("COPIES", "appears 5 times"),
    "not an object": ("[1, 2]", "must be a JSON object"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_gives_one_clear_message_and_exit_status_2(tmp_path, case):
    bad, reason = BAD[case]
    if bad == "COPIES":
        data = json.loads(json.dumps(EXAMPLE))
        data["setup"]["deck"] = ["krypto/open"] * 5
        path = write(tmp_path, data)
    elif isinstance(bad, str):
        path = write(tmp_path, bad)
    else:
        data = json.loads(json.dumps(EXAMPLE))
        data["actions"].append(bad)
        path = write(tmp_path, data)
    result = engine("replay", path)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0], result.stderr
    if not isinstance(bad, str):
        assert lines[0].startswith("error: action 3: "), "the message names the action's index"


@pytest.mark.parametrize("args", [
    ("replay", "/nonexistent/record.json"),
    ("replay", "RECORD", "--seat", "9"),
    ("replay", "RECORD", "--upto", "99"),
    ("replay", "RECORD", "--upto", "-1"),
    ("replay", "RECORD", "--seat", "one"),
    ("fly",),
    ("play", "--players", "6"),
])
def test_bad_command_lines_exit_2_with_one_line(tmp_path, args):
    path = write(tmp_path, EXAMPLE)
    result = engine(*[path if a == "RECORD" else a for a in args])
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_play_prints_a_record_that_replays(tmp_path):
    result = engine("play", "--players", "3", "--seed", "11")
    assert result.returncode == 0
    record = json.loads(result.stdout)
    assert record["format"] == "modern-art/1" and record["seed"] == 11 and record["players"] == 3
    replayed = json.loads(engine("replay", write(tmp_path, record)).stdout)
    assert replayed["over"] and replayed["winners"]


def test_play_games_prints_a_summary_with_games_per_second():
    result = engine("play", "--players", "4", "--games", "5", "--seed", "3")
    assert result.returncode == 0
    assert "5 games in" in result.stdout and "games/s" in result.stdout


# ---- the failures found by trying: every one a single line and status 2, no traceback ---------
def run_main(*args: str) -> tuple[int, str, str]:
    """``python -m engine`` in this process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(args))
    return status, out.getvalue(), err.getvalue()


def one_line_refusal(result: tuple[int, str, str] | subprocess.CompletedProcess[str],
                     reason: str) -> None:
    if isinstance(result, subprocess.CompletedProcess):
        result = (result.returncode, result.stdout, result.stderr)
    status, out, err = result
    assert status == 2 and out == "", err
    assert err.count("\n") == 1 and err.startswith("error: ") and reason in err, err


def test_an_integer_of_4301_digits_anywhere_is_refused(tmp_path):
    text = json.dumps(EXAMPLE)[:-1] + f', "note": {"7" * 4301}}}'
    one_line_refusal(engine("replay", write(tmp_path, text)), "more than 100 digits")
    one_line_refusal(run_main("replay", write(tmp_path, text.replace("12345", "1" * 5000))),
                     "more than 100 digits")


@pytest.mark.parametrize("depth", [1_000, 5_500, 100_000])
def test_deep_nesting_is_refused(tmp_path, depth):
    text = json.dumps(EXAMPLE)[:-1] + f', "note": {"[" * depth}{"]" * depth}}}'
    one_line_refusal(run_main("replay", write(tmp_path, text)), "nested more than 32 deep")


def test_deep_nesting_is_refused_by_a_real_process(tmp_path):
    text = json.dumps(EXAMPLE)[:-1] + f', "note": {"[" * 1000}{"]" * 1000}}}'
    one_line_refusal(engine("replay", write(tmp_path, text)), "nested more than 32 deep")


def test_a_46_mb_record_of_1_7_million_actions_is_refused_by_its_size(tmp_path):
    action = '{"seat": 0, "do": "pass"}, '
    head = json.dumps({k: v for k, v in EXAMPLE.items() if k != "actions"})[:-1]
    path = tmp_path / "huge.json"
    with path.open("w", encoding="utf-8") as file:
        file.write(head + ', "actions": [')
        file.write(action * 1_700_000)
        file.write('{"seat": 0, "do": "pass"}]}')
    assert path.stat().st_size > 45_000_000  # the "46 MB"
    one_line_refusal(engine("replay", str(path)), "bytes long; the limit is 4,000,000")


def test_a_record_just_over_the_size_limit_is_refused_and_one_within_it_is_read(tmp_path):
    text = json.dumps(EXAMPLE)[:-1] + ', "pad": "'
    fits = text + "x" * (MAX_RECORD_SIZE - len(text) - 2) + '"}'
    assert len(fits.encode()) == MAX_RECORD_SIZE
    assert run_main("replay", write(tmp_path, fits))[0] == 0
    one_line_refusal(run_main("replay", write(tmp_path, fits[:-2] + 'x"}')), "the limit is")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "record.fifo"
    os.mkfifo(fifo)
    one_line_refusal(engine("replay", str(fifo)), "is not a regular file")


@pytest.mark.parametrize("path", ["DIR", "/dev/zero", "/dev/null"])
def test_other_files_that_are_not_regular_are_refused(tmp_path, path):
    if path != "DIR" and not Path(path).exists():
        pytest.skip(f"no {path} here")
    one_line_refusal(run_main("replay", str(tmp_path) if path == "DIR" else path),
                     "is not a regular file")


def test_a_file_that_is_not_utf_8_is_refused(tmp_path):
    path = tmp_path / "record.json"
    path.write_bytes(json.dumps(EXAMPLE).encode("utf-16"))
    one_line_refusal(run_main("replay", str(path)), "not UTF-8 text")


def test_a_path_with_a_newline_is_named_on_one_line(tmp_path):
    one_line_refusal(run_main("replay", str(tmp_path / "no\nsuch.json")), "cannot read")


def test_a_reader_that_goes_away_ends_the_command_quietly():
    """``python -m engine play | head``: no BrokenPipeError traceback, the status of a Unix
    filter killed by SIGPIPE."""
    with subprocess.Popen([sys.executable, "-m", "engine", "play", "--players", "5"],
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as child:
        assert child.stdout is not None
        child.stdout.close()  # the reader is gone before the record is written
        _, error = child.communicate(timeout=60)
    assert child.returncode == BROKEN_PIPE
    assert error == b""


def test_a_broken_pipe_in_process_returns_the_same_status(monkeypatch):
    class Gone(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    err = io.StringIO()
    monkeypatch.setattr(sys, "stdout", Gone())
    with contextlib.redirect_stderr(err):
        assert main(["play", "--players", "3"]) == BROKEN_PIPE
    assert err.getvalue() == ""


@pytest.mark.parametrize("args", [
    ("play", "--seed", "1" + "0" * 100),
    ("play", "--seed", "-" + "9" * 101),
    ("play", "--seed", "9" * 5000),
    ("replay", "RECORD", "--seat", "9" * 5000),
    ("tournament", "--seed", "1" + "0" * 100, "--deals", "1"),
])
def test_numbers_too_long_on_the_command_line_are_refused(tmp_path, args):
    path = write(tmp_path, EXAMPLE)
    status, out, err = run_main(*[path if a == "RECORD" else a for a in args])
    assert status == 2 and out == "" and err.count("\n") == 1, err
