"""Copy the pinned runtime into assets/vendor/, build the Python start-up files and write the
service worker's precache list.

    python3 scripts/vendor.py        (also: npm run vendor, make vendor)

Run after `npm ci`. It
- copies from the `pyodide` package the five files Pyodide ships to start (the page itself
  uses three of them; the bare page of the load benchmark uses all five), and from
  `@pyscript/core` its whole dist/ folder without source maps (PyScript imports its chunks
  lazily by hashed name, so all of them must be there);
- builds assets/vendor/startup/ with that Pyodide under Node (scripts/build_startup.mjs: the
  compiled, trimmed standard library and the app's archive; skipped when none of its inputs
  changed) and writes startup.js (scripts/startup_build.py);
- writes assets/vendor/precache.js, which sw.js imports: every file the page needs (page,
  config, icons, the runtime, the start-up files) with its SHA-256, and a version hashed from
  them all, so the service worker's cache changes exactly when a file does, and the worker
  can tell a file of its version from a file of another (see sw.js).
Copying is skipped for files already up to date, so a second run is quick.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import startup_build  # scripts/startup_build.py, beside this file

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "assets" / "vendor"
PRECACHE = VENDOR / "precache.js"
STARTUP = ROOT / startup_build.OUT
# What the start-up build is made from, besides the app's sources.
STARTUP_INPUTS = (
    "scripts/startup_build.py",
    "scripts/build_startup.mjs",
    "assets/vendor/pyodide/pyodide.asm.wasm",
    "assets/vendor/pyodide/python_stdlib.zip",
    "assets/vendor/pyodide/pyodide-lock.json",
    "node_modules/@pyscript/core/package.json",
)

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# The page's own static files, relative to the root (globs); the runtime and the start-up
# files come from the folders below.
APP_FILES = (
    "index.html",
    "pyscript.json",
    "manifest.webmanifest",
    "assets/*.css",
    "assets/*.js",
    "assets/*.mjs",
    "assets/icons/*",
)
# Shipped by Pyodide but not used by the page (it has its own library and lock): not cached.
UNUSED = ("python_stdlib.zip", "pyodide-lock.json")


def pinned_version(package: str) -> str:
    """The exact version package.json asks for; ranges are refused."""
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"][package]
    if not wanted[:1].isdigit():
        raise SystemExit(f"package.json must pin {package} to an exact version, not {wanted!r}")
    return wanted


def installed(package: str) -> Path:
    folder = ROOT / "node_modules" / package
    meta = folder / "package.json"
    if not meta.exists():
        raise SystemExit(f"{package} is not installed: run `npm ci` first")
    version = json.loads(meta.read_text())["version"]
    if version != pinned_version(package):
        raise SystemExit(
            f"node_modules has {package} {version}, package.json pins {pinned_version(package)}:"
            " run `npm ci`"
        )
    return folder


def sync(sources: dict[str, Path], target: Path) -> int:
    """Make `target` hold exactly `sources` (name -> file); return how many files were copied."""
    target.mkdir(parents=True, exist_ok=True)
    for stale in target.iterdir():
        if stale.name not in sources:
            shutil.rmtree(stale) if stale.is_dir() else stale.unlink()
    copied = 0
    for name, source in sources.items():
        dest = target / name
        if (
            dest.exists()
            and dest.stat().st_size == source.stat().st_size
            and (dest.stat().st_mtime_ns == source.stat().st_mtime_ns)
        ):
            continue
        shutil.copy2(source, dest)
        copied += 1
    return copied


def copy_runtime() -> int:
    pyodide = installed("pyodide")
    core = installed("@pyscript/core")
    pyodide_files = {name: pyodide / name for name in PYODIDE_FILES}
    dist = sorted((core / "dist").iterdir())
    pyscript_files = {p.name: p for p in dist if p.is_file() and not p.name.endswith(".map")}
    pyscript_files["LICENSE"] = core / "LICENSE"
    return sync(pyodide_files, VENDOR / "pyodide") + sync(pyscript_files, VENDOR / "pyscript")


def precache_files(root: Path = ROOT) -> list[str]:
    """Every file the page loads, relative to the root, in a stable order."""
    files: set[str] = set()
    for pattern in APP_FILES:
        files.update(p.relative_to(root).as_posix() for p in root.glob(pattern) if p.is_file())
    config = json.loads((root / "pyscript.json").read_text())
    files.update(source.removeprefix("./") for source in config["files"])
    # Every file the page names (its scripts, styles, module preloads, its Python script and
    # config): one the build no longer makes (a PyScript chunk renamed by a new version, say)
    # stops the build below, rather than the page asking for it in vain.
    page = re.sub(r"<!--.*?-->", "", (root / "index.html").read_text(), flags=re.S)
    files.update(re.findall(r'(?:href|src)="\./([^"?#]+)"', page))
    for folder in ("pyodide", "pyscript", "startup"):
        files.update(
            p.relative_to(root).as_posix()
            for p in (root / "assets" / "vendor" / folder).iterdir()
            if p.is_file() and p.name not in ("LICENSE", *UNUSED, startup_build.BUILD_RECORD)
            and not p.name.startswith(".")
        )
    missing = sorted(f for f in files if not (root / f).is_file())
    if missing:
        raise SystemExit(f"files to precache are missing: {', '.join(missing)}")
    return sorted(files)


def file_hashes(files: list[str], root: Path = ROOT) -> dict[str, str]:
    """Each file's SHA-256 (hex), by its name relative to the root."""
    return {name: hashlib.sha256((root / name).read_bytes()).hexdigest() for name in files}


def content_version(hashes: dict[str, str]) -> str:
    """The release's name: a hash of every file's name and content."""
    digest = hashlib.sha256()
    for name in sorted(hashes):
        digest.update(name.encode() + b"\0" + bytes.fromhex(hashes[name]))
    return digest.hexdigest()[:16]


def precache_listing(root: Path = ROOT) -> dict:
    """What sw.js precaches: the version and each file's hash, by the address the page asks
    for ("./" is the page itself as a static host serves the folder: index.html's bytes)."""
    hashes = file_hashes(precache_files(root), root)
    files = {"./": hashes["index.html"], **{f"./{name}": hashes[name] for name in hashes}}
    return {"version": content_version(hashes), "files": files}


def write_precache(root: Path = ROOT) -> str:
    """Write assets/vendor/precache.js (only when it changes); return the version."""
    listing = precache_listing(root)
    text = (
        "// Written by scripts/vendor.py: the files sw.js precaches, each with its SHA-256, and\n"
        "// the version they make together (the name of the service worker's cache).\n"
        f"self.PRECACHE = {json.dumps(listing, indent=1)};\n"
    )
    target = root / "assets" / "vendor" / "precache.js"
    if not target.exists() or target.read_text() != text:
        target.write_text(text)
    return str(listing["version"])


def startup_inputs(root: Path = ROOT) -> str:
    """A hash of everything the start-up build reads."""
    digest = hashlib.sha256()
    for name in [*STARTUP_INPUTS, *startup_build.app_sources(root),
                 *startup_build.data_files(root)]:
        digest.update(name.encode() + b"\0" + hashlib.sha256((root / name).read_bytes()).digest())
    return digest.hexdigest()


def build_startup(root: Path = ROOT) -> None:
    """Run the start-up build under Node unless its inputs are unchanged; write startup.js."""
    stamp = root / startup_build.OUT / ".inputs"
    inputs = startup_inputs(root)
    built = root / startup_build.OUT / startup_build.BUILD_RECORD
    if not (built.exists() and stamp.exists() and stamp.read_text() == inputs):
        node = shutil.which("node")
        if node is None:
            raise SystemExit("the start-up build needs Node.js (node) on the PATH")
        subprocess.run([node, str(root / "scripts" / "build_startup.mjs")], check=True)
        stamp.write_text(inputs)
    startup_build.write_startup(root)


def main() -> None:
    copied = copy_runtime()
    build_startup()
    version = write_precache()
    size = sum(p.stat().st_size for p in VENDOR.rglob("*") if p.is_file())
    print(f"assets/vendor: {copied} file(s) copied, {size / 1e6:.1f} MB, precache {version}")


if __name__ == "__main__":
    sys.exit(main())
