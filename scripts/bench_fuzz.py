"""Benchmark (not a test): how long each hostile record of the fuzz test takes to be refused or
replayed, through ``python -m engine replay`` in this process, and the slowest ones again through
a real process (start-up included).

    python scripts/bench_fuzz.py [--slowest 5]

The cases are those of ``tests/test_fuzz_records.py`` (``tests/fuzzing.py``, seeded). The goal is
that every case ends within 2 s.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from fuzzing import cases  # noqa: E402

from engine.cli import main as cli  # noqa: E402


def in_process(path: Path) -> tuple[float, int]:
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        status = cli(["replay", str(path)])
    return time.perf_counter() - started, status


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--slowest", type=int, default=5)
    args = parser.parse_args()
    timed: list[tuple[float, str, int, int]] = []
    every = dict(cases())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        for name, data in every.items():
            path.write_bytes(data)
            seconds, status = in_process(path)
            timed.append((seconds, name, status, len(data)))
        timed.sort(reverse=True)
        total = sum(t for t, *_ in timed)
        print(f"{len(timed)} cases through `python -m engine replay` in-process: {total:.1f} s in "
              f"all, median {timed[len(timed) // 2][0] * 1e3:.2f} ms; "
              f"{sum(1 for *_, s, _ in timed if s == 2)} refused (status 2), "
              f"{sum(1 for *_, s, _ in timed if s == 0)} replayed (status 0)")
        print("slowest, in-process and then as a real process (Python start-up included):")
        for seconds, name, status, size in timed[: args.slowest]:
            path.write_bytes(every[name])
            started = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                                  cwd=ROOT, capture_output=True, check=False)
            real = time.perf_counter() - started
            print(f"  {name:>14}: {size:>9,} bytes, status {status}: {seconds * 1e3:7.1f} ms "
                  f"in-process, {real * 1e3:7.1f} ms as a process (status {done.returncode})")


if __name__ == "__main__":
    main()
