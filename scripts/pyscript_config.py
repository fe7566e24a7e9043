"""Write (or check) pyscript.json, the PyScript config of the page.

    python3 scripts/pyscript_config.py          rewrite pyscript.json  (also: make config)
    python3 scripts/pyscript_config.py --check  exit 1 if it is out of date

The config points PyScript at the page's interpreter module, assets/runtime.mjs (the local
Pyodide with the page's start-up options; without `interpreter` PyScript fetches Pyodide from
a CDN), and brings the app into the browser as one archive: `files` maps the build's
assets/vendor/startup/app.zip (every .py of engine/ and pyapp/ the page can import, with its
bytecode, listed from the tree by scripts/startup_build.py at `make vendor`) to `./*`, which
PyScript unpacks into Python's working directory, so `import engine` works there. Adding or
removing a Python file needs no change here: the next `make vendor` packs it.

PyScript also reads a config for MicroPython, which the page never starts, and without one it
downloads every plugin for it (five more requests on each cold load): so index.html carries an
`<mpy-config>` with the same plugin list, written here too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.json"
PAGE = ROOT / "index.html"
MPY_MARK = "<!-- mpy-config: written by scripts/pyscript_config.py (make config); do not edit -->"
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


def page_text(page: str) -> str:
    """index.html with its `<mpy-config>` line (the one after MPY_MARK) made current."""
    lines = page.split("\n")
    at = next(i for i, line in enumerate(lines) if line.strip() == MPY_MARK)
    indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]
    config = json.dumps({"plugins": PLUGINS})
    lines[at + 1] = f"{indent}<mpy-config hidden>{config}</mpy-config>"
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    wanted = {CONFIG: config_text(), PAGE: page_text(PAGE.read_text())}
    stale = [path for path, text in wanted.items()
             if not path.exists() or path.read_text() != text]
    if "--check" in argv:
        for path in stale:
            print(f"{path.name} is out of date: run `make config`", file=sys.stderr)
        return 1 if stale else 0
    for path in stale:
        path.write_text(wanted[path])
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
