"""Gather the published site into one folder (what the GitHub Pages workflow uploads).

    python3 scripts/build_site.py build/site      (after `npm ci` and scripts/vendor.py)

The site is the repository root's served files only, in the same layout: the files the
service worker precaches, sw.js itself with its precache list (each file's SHA-256: checked
here against the files gathered), and the runtime's licence.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import vendor  # scripts/vendor.py, beside this file

ROOT = vendor.ROOT
EXTRA = ("sw.js", "assets/vendor/precache.js", "assets/vendor/pyscript/LICENSE")


def build(target: Path) -> int:
    vendor.write_precache()
    files = [*vendor.precache_files(), *EXTRA]
    if target.exists():
        shutil.rmtree(target)
    for name in files:
        dest = target / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, dest)
    # The service worker installs a version only if every file has its listed hash: a site
    # whose list does not match its own files would never install.
    if vendor.precache_listing(target) != vendor.precache_listing(ROOT):
        raise SystemExit(f"{target}: the files gathered differ from the precache list")
    return len(files)


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        raise SystemExit("usage: build_site.py TARGET_FOLDER")
    target = Path(argv[0]).resolve()
    if target == ROOT or ROOT.is_relative_to(target):
        raise SystemExit(f"refusing to replace {target}")
    count = build(target)
    size = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
    print(f"{target}: {count} files, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
