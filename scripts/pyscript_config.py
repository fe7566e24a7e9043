"""Write (or check) pyscript.json, the PyScript config of the page.

    python3 scripts/pyscript_config.py          rewrite pyscript.json  (also: make config)
    python3 scripts/pyscript_config.py --check  exit 1 if it is out of date

The config points PyScript at the page's interpreter module, assets/runtime.mjs (the local
Pyodide with the page's start-up options; without `interpreter` PyScript fetches Pyodide from
a CDN), and brings the app into the browser as one archive: `files` maps the build's
assets/vendor/startup/app.zip (every .py of engine/ and pyapp/ with its bytecode, listed from
the tree by scripts/startup_build.py at `make vendor`) to `./*`, which PyScript unpacks into
Python's working directory, so `import engine` works there. Adding or removing a Python file
needs no change here: the next `make vendor` packs it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.json"
INTERPRETER = "./assets/runtime.mjs"
APP_ARCHIVE = "./assets/vendor/startup/app.zip"
# PyScript loads every plugin unless told not to; the page needs only the error banner.
PLUGINS = [
    "!codemirror",
    "!deprecations-manager",
    "!donkey",
    "!py-editor",
    "!py-game",
    "!py-terminal",
]


def config_text() -> str:
    config = {
        "interpreter": INTERPRETER,
        "plugins": PLUGINS,
        "files": {APP_ARCHIVE: "./*"},
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
