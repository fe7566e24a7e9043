"""What the scripts that write a generated part of index.html share: write it, or with
``--check`` say whether it is up to date (the tests run that)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path


def rewrite(index: Path, written: Callable[[str], str], what: str, description: str) -> None:
    """Write ``index`` as ``written`` makes it from its text (``what`` names the part it
    writes), or with ``--check`` exit 1 when it is not what ``written`` would make."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 if index.html's {what} is not the one this script writes")
    args = parser.parse_args()
    page = index.read_text(encoding="utf-8")
    fresh = written(page)
    if args.check:
        if fresh != page:
            raise SystemExit(f"index.html's {what} is out of date: run `make config`")
        return
    if fresh != page:
        index.write_text(fresh, encoding="utf-8")
        print(f"index.html: the {what} rewritten")
