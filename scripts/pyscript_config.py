"""Write (or check) pyscript.json, the PyScript config of the page.

    python3 scripts/pyscript_config.py          rewrite pyscript.json  (also: make config)
    python3 scripts/pyscript_config.py --check  exit 1 if it is out of date

The config points PyScript at the local Pyodide (without `interpreter` PyScript fetches
Pyodide from a CDN) and lists every Python file of engine/ and pyapp/ under `files`, which
copies each into the browser's file system at the same path so `import engine` works there,
and the rules documents (`DOCS`), which the page's help reads (pyapp/rulebook.py).
Run it after adding or removing a .py file in either package; tests/test_pyscript_config.py
fails until then.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.json"
PACKAGES = ("engine", "pyapp")
DOCS = ("docs/rules.md", "docs/rules.zh.md")  # the rules, shown in the page's help
INTERPRETER = "./assets/vendor/pyodide/pyodide.mjs"
# PyScript loads every plugin unless told not to; the page needs only the error banner.
PLUGINS = [
    "!codemirror",
    "!deprecations-manager",
    "!donkey",
    "!py-editor",
    "!py-game",
    "!py-terminal",
]


def python_files(root: Path = ROOT) -> list[str]:
    return sorted(
        path.relative_to(root).as_posix()
        for package in PACKAGES
        for path in (root / package).rglob("*.py")
        if "__pycache__" not in path.parts
    )


def config_text(root: Path = ROOT) -> str:
    config = {
        "interpreter": INTERPRETER,
        "plugins": PLUGINS,
        "files": {f"./{name}": f"./{name}" for name in [*python_files(root), *DOCS]},
    }
    return json.dumps(config, indent=2) + "\n"


def main(argv: list[str]) -> int:
    text = config_text()
    if "--check" in argv:
        if not CONFIG.exists() or CONFIG.read_text() != text:
            print("pyscript.json is out of date: run `make config`", file=sys.stderr)
            return 1
        return 0
    if not CONFIG.exists() or CONFIG.read_text() != text:
        CONFIG.write_text(text)
        print(f"wrote {CONFIG.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
