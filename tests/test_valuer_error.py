"""scripts/valuer_error.py: the fast valuer's error against sampled values."""

from __future__ import annotations

import pytest

from engine.bots.valuation import heuristic_values
from scripts import valuer_error


def test_a_valuer_measured_against_itself_has_no_error_and_a_shift_shows_by_place() -> None:
    counts, held, tokens = [2, 1, 0, 0, 0], [3.0, 3.0, 3.0, 2.0, 2.0], [20, 0, 10, 0, 0]
    fast = heuristic_values(counts, held, tokens, 6)
    assert valuer_error.errors([(counts, held, tokens, fast)], 6, 0, 1) == (0, [0.0] * 5)
    lower = [v - 2 for v in fast]  # a reference 2 below everywhere
    rms, by_place = valuer_error.errors([(counts, held, tokens, lower)], 6, 0, 1)
    assert rms == pytest.approx(2) and by_place == pytest.approx([2.0] * 5)


def test_the_points_are_seat_0s_decisions_with_every_hand_counted() -> None:
    found = valuer_error.points(1, seed=2, samples=8)
    assert len(found) > 20
    for counts, held, tokens, reference in found:
        assert len(counts) == len(held) == len(tokens) == len(reference) == 5
        assert sum(held) <= 4 * 11 and all(v >= 0 for v in reference)
    assert found == valuer_error.points(1, seed=2, samples=8)  # the same for the same seed


def test_the_command_prints_one_row_per_knob_pair(capsys: pytest.CaptureFixture[str]) -> None:
    assert valuer_error.main(["--games", "1", "--samples", "8", "--push", "0,1",
                              "--spread", "2"]) == 0
    out = capsys.readouterr().out
    assert "| 0 | 2 |" in out and "| 1 | 2 |" in out
    assert out.count("\n| ") == 3  # the header and two rows
