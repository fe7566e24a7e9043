"""Build the Python side of the page's start-up: a compiled, trimmed standard library and the
app as one archive; and, on the build machine's Python, what assets/runtime.mjs needs to know.

The build runs inside the vendored Pyodide under Node (scripts/build_startup.mjs, run by
scripts/vendor.py, i.e. `make vendor`), so that the bytecode is compiled by the very Python
the page runs (3.14). It writes into assets/vendor/startup/:
- ``stdlib.zip``: the standard library trimmed to what the page can import: every module
  Pyodide imports as it starts, and every module reachable from the app (the pyapp package and
  what it imports of the engine) and from PyScript's own Python package, following their
  import statements also inside functions (the standard library's own at module level), less
  the modules frozen into the interpreter. Each as bytecode only, unchecked-hash (Python loads
  it without looking for a source), -OO and without column ranges;
- ``app.zip``: every .py of pyapp/ and of the engine the page can import, as lean source (see
  app_archive), with the rules documents and the words, which PyScript unpacks into Python's
  working directory (pyscript.json's ``files``);
- ``build.json``: what it was made from and of (the modules kept, the app's sources' hashes).
Then write_startup (CPython, scripts/vendor.py) writes ``startup.js``: the snapshot's key and
the modules it imports ahead of the app, the package lock without packages, and the sizes the
loading screen counts. refresh_app keeps app.zip current while `make dev` serves the tree.

tests/test_build_startup.py checks the decisions in CPython on small trees, and plays a whole
game in Pyodide under Node on the trimmed library.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import io
import json
import sys
import tokenize
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

PACKAGES = ("engine", "pyapp")
DOCS = ("docs/rules.md", "docs/rules.zh.md")  # the rules, read by the page's help (pyapp/rulebook)
WORDS = "pyapp/words"  # the words of the page, one JSON file a language (pyapp/catalogue)
# Modules that exist only in the browser (Pyodide's bridge to JavaScript, PyScript's modules):
# an app module that imports one of them (even indirectly) cannot be imported in a snapshot.
BROWSER_MODULES = ("js", "pyodide", "pyodide_js", "pyscript", "_pyscript", "polyscript")
# What PyScript's own start-up runs before the app (it writes its `pyscript` package with these).
PYSCRIPT_BOOT = "import os\nfrom pathlib import Path\nimport builtins\nimport pyscript\n"
# Always kept: the codecs the page's text may be named by (Python looks codecs up by name at
# run time, which no import statement shows).
# zipfile reads the names in an archive (the app's) as cp437 unless they are marked UTF-8.
ENCODINGS = (
    "encodings", "encodings.aliases", "encodings.utf_8", "encodings.utf_8_sig",
    "encodings.ascii", "encodings.latin_1", "encodings.cp437",
)
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # zip entries carry no build time: the archives reproduce
# Pure-Python stand-ins that the standard library imports only when a built-in module lacks
# (``datetime`` does ``from _datetime import *`` and falls back to ``_pydatetime``): stand-in ->
# (built-in module, a name it must have). Left out of the trimmed library when the page's
# Python has the built-in, which the build checks in that very Python (29 kB of the download).
STAND_INS = {
    "_pydatetime": ("_datetime", "datetime"),
    "_py_abc": ("_abc", "_abc_init"),
    "_threading_local": ("_thread", "_local"),
}


def app_sources(root: Path) -> list[str]:
    """Every .py file of the app's packages, relative to ``root``, sorted (the archive's list:
    it always comes from the tree, never from a list kept by hand)."""
    return sorted(
        path.relative_to(root).as_posix()
        for package in PACKAGES
        for path in (root / package).rglob("*.py")
        if "__pycache__" not in path.parts
    )


def data_files(root: Path) -> list[str]:
    """The files the page's Python reads besides its modules, relative to ``root``: the rules
    documents (``DOCS``) and every language's words (``WORDS``, listed from the tree)."""
    words = sorted(path.relative_to(root).as_posix() for path in (root / WORDS).glob("*.json"))
    return [*DOCS, *words]


def module_name(path: str) -> str:
    """``engine/bots/base.py`` -> ``engine.bots.base``; a package's ``__init__.py`` -> the
    package."""
    parts = list(PurePosixPath(path).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


# What the page's Python is: Pyodide in a browser. Branches on these names are pruned.
PLATFORM = {"sys.platform": "emscripten", "os.name": "posix", "__name__": "<module>"}


def static_truth(test: ast.expr) -> bool | None:
    """The value of an ``if`` test that depends only on the platform (``sys.platform ==
    "win32"``, ``os.name != "nt"``, ``__name__ == "__main__"``, ``sys.platform.startswith(...)``),
    or None when it cannot be known before running."""
    def known(node: ast.expr) -> str | None:
        return PLATFORM.get(ast.unparse(node))

    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = static_truth(test.operand)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        values = [static_truth(value) for value in test.values]
        if isinstance(test.op, ast.And):
            return False if False in values else (True if all(values) else None)
        return True if True in values else (False if values == [False] * len(values) else None)
    if (isinstance(test, ast.Compare) and len(test.ops) == 1 and known(test.left) is not None):
        value, (op,), (right,) = known(test.left), test.ops, test.comparators
        if isinstance(right, ast.Constant) and isinstance(op, (ast.Eq, ast.NotEq)):
            return (value == right.value) == isinstance(op, ast.Eq)
        if (isinstance(right, (ast.Tuple, ast.List, ast.Set))
                and isinstance(op, (ast.In, ast.NotIn))):
            items = [item.value for item in right.elts if isinstance(item, ast.Constant)]
            if len(items) == len(right.elts):
                return (value in items) == isinstance(op, ast.In)
    if (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute)
            and test.func.attr == "startswith" and known(test.func.value) is not None
            and len(test.args) == 1 and isinstance(test.args[0], ast.Constant)):
        prefix = test.args[0].value
        value = known(test.func.value)
        if isinstance(prefix, str) and isinstance(value, str):
            return value.startswith(prefix)
    return None


def imports(source: str, name: str, is_package: bool, top_level_only: bool = False) -> set[str]:
    """The absolute names a module's import statements ask for: ``import a.b`` gives ``a.b``;
    ``from a import b`` gives ``a`` and ``a.b`` (b may be a submodule); relative imports are
    resolved against the module's package. Branches that cannot run in the page (another
    platform's, ``if __name__ == "__main__"``) are skipped. With ``top_level_only``, so are
    statements inside functions and classes' methods (what runs when the module is imported)."""
    tree = ast.parse(source)
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if top_level_only and isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
            ):
                continue
            if isinstance(child, ast.If):
                truth = static_truth(child.test)
                if truth is not None:
                    for branch in child.body if truth else child.orelse:
                        visit(ast.Module(body=[branch], type_ignores=[]))
                    continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".") if package else []
                    base = base[: len(base) - (child.level - 1)] if child.level > 1 else base
                    stem = ".".join([*base, *([child.module] if child.module else [])])
                else:
                    stem = child.module or ""
                if stem:
                    found.add(stem)
                found.update(f"{stem}.{alias.name}" if stem else alias.name
                             for alias in child.names if alias.name != "*")
            visit(child)

    visit(tree)
    # Every parent package of a name is imported first.
    for full in list(found):
        parts = full.split(".")
        found.update(".".join(parts[:i]) for i in range(1, len(parts)))
    return found


Lookup = Callable[[str], "tuple[str, bool, bool] | None"]


def closure(roots: Iterable[str], lookup: Lookup) -> set[str]:
    """The modules reachable from ``roots`` through import statements. ``lookup(name)`` gives
    a module's (source, is_package, top_level_only), or None for a name that is not a module
    of this library (a builtin, a name imported from a module, a module that does not exist):
    the search ends there. ``top_level_only`` says whether imports inside its functions are
    followed too."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        found = lookup(name)
        if found is None:
            continue
        seen.add(name)
        source, is_package, top_level_only = found
        todo.extend(imports(source, name, is_package, top_level_only) - seen)
    return seen


def zip_modules(names: Iterable[str]) -> dict[str, str]:
    """A zip's member names as modules: ``json/__init__.py`` -> ``json``, ``os.py`` -> ``os``."""
    modules = {}
    for member in names:
        if member.endswith(".py"):
            modules[module_name(member)] = member
    return modules


def reaches_browser(name: str, lookup: Lookup) -> bool:
    """Whether importing module ``name`` of the app imports a browser-only module (through
    its own imports or those of other app modules it imports)."""
    def app_only(module: str) -> tuple[str, bool, bool] | None:
        found = lookup(module) if module.split(".")[0] in PACKAGES else None
        return None if found is None else (found[0], found[1], True)

    for module in closure([name], app_only):
        source, is_package, _ = app_only(module)  # type: ignore[misc]
        for imported in imports(source, module, is_package, top_level_only=True):
            if imported.split(".")[0] in BROWSER_MODULES:
                return True
    return False


def entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, FIXED_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def write_zip(path: Path, members: dict[str, bytes]) -> int:
    """Write ``members`` (name -> bytes) in name order, deflated, with fixed times; the bytes
    depend on the contents only. Returns the size written."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            archive.writestr(entry(name), members[name])
    data = buffer.getvalue()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)
    return len(data)


def write_text(path: Path, text: str) -> None:
    """Write ``text`` unless the file already holds it (its time then says when it changed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


# ---- on the build machine's Python (scripts/vendor.py and scripts/serve.py --live) ----------

OUT = Path("assets") / "vendor" / "startup"
BUILD_RECORD = "build.json"  # what the Pyodide build made it from (written by build())


def app_lookup(root: Path) -> Lookup:
    """Look up the app's modules only (the app is plain Python 3.11: CPython parses it)."""
    app = {module_name(path): path for path in app_sources(root)}

    def lookup(name: str) -> tuple[str, bool, bool] | None:
        if name not in app:
            return None
        return (root / app[name]).read_text(), app[name].endswith("__init__.py"), False

    return lookup


def page_modules(root: Path) -> list[str]:
    """The app's modules the page can import: the pyapp package and what it imports."""
    lookup = app_lookup(root)
    roots = [module_name(path) for path in app_sources(root) if path.startswith("pyapp/")]
    return sorted(closure(roots, lookup))


def snapshot_imports(root: Path, record: dict) -> list[str]:
    """What the snapshot worker imports ahead of the app: the standard library modules the
    app and PyScript's package import at module level, then every module of the page that
    imports nothing of the browser, even indirectly (the engine, the app's pure logic)."""
    return [*record["preload"], *snapshot_app_modules(root)]


def app_archive(root: Path) -> dict[str, bytes]:
    """app.zip's members: every .py of engine/ and pyapp/ the page can import (listed from the
    tree and followed by its imports: the engine's command-line tools and tournaments are left
    out), as lean source (``lean_source``), and the data files it reads, as they are
    (``data_files``: the rules documents the help shows, the words).
    No bytecode: the modules a snapshot holds come imported already (the first visit compiles
    them once), and the few that use the browser, which Python compiles on every visit (17 ms
    for pyapp/browser.py, in Pyodide under Node on a 2-core machine), would weigh 2.7 times
    their lean source in the page's first download (25 kB more, compressed)."""
    page = set(page_modules(root))
    members: dict[str, bytes] = {}
    for path in app_sources(root):
        if module_name(path) not in page:
            continue  # never imported by the page
        members[path] = lean_source((root / path).read_bytes())
    for path in data_files(root):
        members[path] = (root / path).read_bytes()
    return members


def lean_source(source: bytes) -> bytes:
    """``source`` as the page gets it: without comments, docstrings emptied (a docstring of n
    lines becomes an empty string of n lines) and no trailing spaces, so that every line keeps
    its number and every statement its place (tracebacks still point at the right line, and
    the code compiles to the same bytecode under -OO). The app's docstrings and comments are
    a quarter of the archive, and nothing in the page reads them."""
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, column: int) -> int:  # tokenize's (row, column in characters)
        return starts[row - 1] + column

    def byte_offset(row: int, column: int) -> int:  # ast's (row, column in UTF-8 bytes)
        return starts[row - 1] + len(lines[row - 1].encode("utf-8")[:column].decode("utf-8"))

    cuts: list[tuple[int, int, str]] = []  # (start, end, replacement)
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                start = byte_offset(first.lineno, first.col_offset)
                end = byte_offset(first.end_lineno or first.lineno,
                                  first.end_col_offset or 0)
                newlines = text.count("\n", start, end)
                cuts.append((start, end, '"""' + "\n" * newlines + '"""' if newlines else '""'))
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            cuts.append((offset(*token.start), offset(*token.end), ""))
    pieces, at = [], 0
    for start, end, replacement in sorted(cuts):
        pieces += [text[at:start], replacement]
        at = end
    pieces.append(text[at:])
    lean = "".join(pieces)
    return "".join(line.rstrip() + "\n" for line in lean.splitlines()).encode("utf-8")


def snapshot_app_modules(root: Path) -> list[str]:
    """The page's modules that import nothing of the browser, even indirectly."""
    lookup = app_lookup(root)
    return [name for name in page_modules(root) if not reaches_browser(name, lookup)]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_startup(root: Path) -> dict:
    """Write assets/vendor/startup/startup.js from the build's record and files; return it."""
    out = root / OUT
    record = json.loads((out / BUILD_RECORD).read_text())
    vendor = root / "assets" / "vendor"
    imports_ahead = snapshot_imports(root, record)
    # The snapshot's key changes whenever anything the snapshot is made of does.
    key = hashlib.sha256(json.dumps(imports_ahead).encode())
    for path in (
        vendor / "pyodide" / "pyodide.asm.wasm", vendor / "pyodide" / "pyodide.asm.mjs",
        root / "assets" / "runtime.mjs", root / "assets" / "snapshot-worker.mjs",
        out / "stdlib.zip", out / "app.zip",
    ):
        key.update(bytes.fromhex(sha256(path)))
    startup = {
        "key": key.hexdigest()[:16],
        "imports": imports_ahead,
        # Pyodide checks the lock's ABI; the page loads no package, so it lists none and
        # the 119 kB lock file is not downloaded.
        "lock": {"info": record["lock_info"], "packages": {}},
        # What the loading screen counts, in bytes as the browser decodes them.
        "sizes": {
            "pyodide.asm.wasm": (vendor / "pyodide" / "pyodide.asm.wasm").stat().st_size,
            "pyodide.asm.mjs": (vendor / "pyodide" / "pyodide.asm.mjs").stat().st_size,
            "stdlib.zip": (out / "stdlib.zip").stat().st_size,
            "app.zip": (out / "app.zip").stat().st_size,
        },
    }
    write_text(out / "startup.js", (
        "// Written by scripts/startup_build.py (make vendor): what assets/runtime.mjs and\n"
        "// assets/loader.js need to know of the build.\n"
        f"export default {json.dumps(startup, indent=1)};\n"
    ))
    return startup


def refresh_app(root: Path) -> bool:
    """After an edit under engine/ or pyapp/ (``make dev``'s live server): bring app.zip and
    startup.js up to date at once, without the Pyodide build. Returns False, changing nothing,
    when the app now imports a standard library module the trimmed library does not have:
    then only the full build will do."""
    out = root / OUT
    record = json.loads((out / BUILD_RECORD).read_text())
    archive = out / "app.zip"
    with zipfile.ZipFile(archive) as current:
        shipped = {name: current.read(name) for name in current.namelist()}
    members = app_archive(root)
    if members == shipped:
        return True
    lookup = app_lookup(root)
    wanted: set[str] = set()
    for name in page_modules(root):
        source_text, is_package, _ = lookup(name)  # type: ignore[misc]
        wanted |= imports(source_text, name, is_package)
    lacking = {name for name in wanted if name in record["stdlib_all"]}
    if lacking - set(record["stdlib"]) - set(record["frozen"]):
        return False
    write_zip(archive, members)
    write_startup(root)
    return True


# ---- below: runs only in Pyodide (compiling needs the page's own Python) ---------------------

def pyc(source: bytes, filename: str, optimize: int) -> bytes:
    """Unchecked-hash bytecode of ``source``, as ``compileall --invalidation-mode
    unchecked-hash`` writes it: Python trusts it without reading the source."""
    import importlib.util
    from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def frozen(name: str) -> bool:
    """Whether Python takes module ``name`` from inside its own binary (not from the zip)."""
    import _imp

    module = sys.modules.get(name)
    origin = getattr(getattr(module, "__spec__", None), "origin", None)
    return _imp.is_frozen(name) or origin == "frozen"


def build(root: Path, out: Path, pyscript_sources: Path, booted: set[str]) -> dict:
    stdlib_zip = Path(sys.prefix) / "lib" / f"python{sys.version_info[0]}{sys.version_info[1]}.zip"
    with zipfile.ZipFile(stdlib_zip) as original:
        stdlib_files = {name: original.read(name) for name in original.namelist()
                        if not name.endswith("/")}
    stdlib = zip_modules(stdlib_files)
    app = {module_name(path): path for path in app_sources(root)}
    pyscript = {
        module_name(path.relative_to(pyscript_sources).as_posix()): path
        for path in pyscript_sources.rglob("*.py")
    }

    def lookup(name: str) -> tuple[str, bool, bool] | None:
        # The app's and PyScript's imports are followed into their functions (they are the
        # code that runs); the standard library's only at module level, plus what Pyodide
        # imports as it starts (below) and what a whole game imports (tests/test_build_startup).
        if name in app:
            return (root / app[name]).read_text(), app[name].endswith("__init__.py"), False
        if name in pyscript:
            return pyscript[name].read_text(), pyscript[name].name == "__init__.py", False
        if name in stdlib:
            member = stdlib[name]
            return stdlib_files[member].decode(), member.endswith("__init__.py"), True
        if name == "<pyscript boot>":
            return PYSCRIPT_BOOT, False, False
        return None

    # Stand-ins for built-in modules this Python has are never imported: left out.
    for stand_in, (built_in, has) in STAND_INS.items():
        if hasattr(importlib.import_module(built_in), has):
            stdlib.pop(stand_in, None)
    # What Pyodide imports while it starts (this very interpreter, as it started).
    booted = {name for name in booted if name in stdlib}
    # The page's Python: the pyapp package (it imports what it needs of the engine; the
    # engine's command-line tools are neither imported nor shipped).
    page = [name for name in app if name.split(".")[0] == "pyapp"]
    reached = closure([*page, "<pyscript boot>", *booted, *ENCODINGS], lookup)
    # Frozen modules are inside the interpreter itself (os, io, site, importlib's core...).
    kept = {name for name in reached if name in stdlib and not frozen(name)}
    used = sorted(name for name in reached if name in app)

    # Imported ahead of the app in a snapshot (see startup_info): the standard library
    # modules the app and PyScript's package import at module level.
    direct: set[str] = set()
    for name in [*used, *pyscript]:
        source, is_package, _ = lookup(name)  # type: ignore[misc]
        direct |= imports(source, name, is_package, top_level_only=True)
    preload = sorted(name for name in direct & kept
                     if not any(part.startswith("_") for part in name.split(".")))
    # The standard library as bytecode only: without docstrings and asserts (-OO) and without
    # column ranges (the build runs with PYTHONNODEBUGRANGES; line numbers stay): a quarter
    # smaller than plain bytecode.
    members: dict[str, bytes] = {}
    for name in kept:
        member = stdlib[name]
        members[member[:-3] + ".pyc"] = pyc(stdlib_files[member], f"{stdlib_zip}/{member}", 2)
    stdlib_size = write_zip(out / "stdlib.zip", members)

    app_size = write_zip(out / "app.zip", app_archive(root))

    lock = json.loads((root / "assets" / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    record = {
        "python": sys.version.split()[0],
        "stdlib": sorted(kept),
        "stdlib_all": sorted(stdlib),
        "frozen": sorted(name for name in stdlib if frozen(name)),
        "preload": preload,
        "lock_info": lock["info"],
        "app": {path: hashlib.sha256((root / path).read_bytes()).hexdigest()
                for path in app.values()},
    }
    write_text(out / BUILD_RECORD, json.dumps(record, indent=1) + "\n")
    return {
        "python": record["python"],
        "stdlib": {"modules": len(kept), "of": len(stdlib), "bytes": stdlib_size},
        "app": {"files": len(app), "bytes": app_size},
    }


def main(argv: list[str], booted: set[str]) -> None:
    root, out, pyscript_sources = (Path(arg) for arg in argv)
    report = build(root, out, pyscript_sources, booted)
    print(json.dumps(report))

