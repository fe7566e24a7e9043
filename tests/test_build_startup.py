"""The page's Python start-up build (scripts/startup_build.py): what it keeps of the standard
library, how it packs the app, and a whole game played on the trimmed library under Node."""

from __future__ import annotations

import ast
import io
import json
import shutil
import subprocess
import sys
import tokenize
import types
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import startup_build as sb  # noqa: E402

STARTUP = ROOT / "assets" / "vendor" / "startup"


def names(source: str, name: str = "pkg.mod", package: bool = False, **kw: bool) -> set[str]:
    return sb.imports(source, name, package, **kw)


# -- reading import statements -----------------------------------------------------------------

def test_imports_name_modules_and_their_parents() -> None:
    assert names("import a.b.c") == {"a", "a.b", "a.b.c"}
    # `from a import b`: b may be a submodule, so both are candidates.
    assert names("from a.b import c, d") == {"a", "a.b", "a.b.c", "a.b.d"}


def test_relative_imports_resolve_against_the_package() -> None:
    assert names("from . import x", "pkg.mod") == {"pkg", "pkg.x"}
    assert names("from .sub import y", "pkg.mod") == {"pkg", "pkg.sub", "pkg.sub.y"}
    assert names("from .. import z", "pkg.sub.mod") == {"pkg", "pkg.z"}
    # In a package's __init__, "." is the package itself.
    assert names("from .inner import w", "pkg", package=True) == {
        "pkg", "pkg.inner", "pkg.inner.w"}


def test_imports_inside_functions_count_unless_only_the_top_level_is_asked() -> None:
    source = "import json\ndef f():\n    import difflib\nclass C:\n    import enum\n"
    assert names(source) == {"json", "difflib", "enum"}
    # A class body runs at import; a function body does not.
    assert names(source, top_level_only=True) == {"json", "enum"}


def test_branches_for_other_platforms_and_main_are_skipped() -> None:
    source = (
        "import sys, os\n"
        "if sys.platform == 'win32':\n    import winreg\nelse:\n    import posixpath\n"
        "if os.name == 'nt':\n    import nt\n"
        "if __name__ == '__main__':\n    import doctest\n"
        "if sys.platform.startswith('win'):\n    import msvcrt\n"
        "if not sys.platform in ('win32', 'cygwin'):\n    import termios\n"
        "if some_flag:\n    import unknown_branch\n"
    )
    found = names(source)
    assert {"posixpath", "termios", "unknown_branch"} <= found
    assert not {"winreg", "nt", "doctest", "msvcrt"} & found


def test_static_truth_knows_only_the_platform() -> None:
    def truth(text: str) -> bool | None:
        return sb.static_truth(ast.parse(text, mode="eval").body)

    assert truth("sys.platform == 'emscripten'") is True
    assert truth("sys.platform != 'emscripten'") is False
    assert truth("os.name == 'posix' and sys.platform == 'win32'") is False
    assert truth("os.name == 'nt' or debug") is None
    assert truth("debug") is None


# -- following imports ---------------------------------------------------------------------------

def library(modules: dict[str, str], top_level_only: bool = False) -> sb.Lookup:
    def lookup(name: str) -> tuple[str, bool, bool] | None:
        if name in modules:
            return modules[name], False, top_level_only
        return None
    return lookup


def test_closure_follows_imports_to_the_end_and_stops_at_unknown_names() -> None:
    modules = {
        "app": "import helper\nfrom lib import thing\n",
        "helper": "import json\n",
        "lib": "def f():\n    import late\n",
        "late": "",
        "json": "",
        "unused": "",
    }
    assert sb.closure(["app"], library(modules)) == {"app", "helper", "lib", "late", "json"}
    assert sb.closure(["app"], library(modules, top_level_only=True)) == {
        "app", "helper", "lib", "json"}


def test_a_module_reaching_the_browser_through_another_is_found() -> None:
    app = {"pyapp": "", "pyapp.logic": "import json\n",
           "pyapp.view": "from pyapp import logic\nimport js\n",
           "pyapp.main": "from pyapp import view\n", "pyapp.lazy": "def f():\n    import js\n"}

    def lookup(name: str) -> tuple[str, bool, bool] | None:
        return (app[name], name == "pyapp", False) if name in app else None

    assert not sb.reaches_browser("pyapp.logic", lookup)
    assert sb.reaches_browser("pyapp.view", lookup)
    assert sb.reaches_browser("pyapp.main", lookup)
    # An import inside a function runs later, not when a snapshot imports the module.
    assert not sb.reaches_browser("pyapp.lazy", lookup)


def test_module_names_of_paths() -> None:
    assert sb.module_name("engine/bots/base.py") == "engine.bots.base"
    assert sb.module_name("engine/bots/__init__.py") == "engine.bots"
    assert sb.zip_modules(["json/__init__.py", "json/decoder.py", "os.py", "README.txt"]) == {
        "json": "json/__init__.py", "json.decoder": "json/decoder.py", "os": "os.py"}


# -- the app and its archive -----------------------------------------------------------------------

def test_app_sources_are_every_python_file_of_the_tree(tmp_path: Path) -> None:
    for path in ("engine/__init__.py", "engine/bots/x.py", "pyapp/a.py", "other/no.py",
                 "engine/__pycache__/y.py"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("")
    assert sb.app_sources(tmp_path) == ["engine/__init__.py", "engine/bots/x.py", "pyapp/a.py"]


def tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return tmp_path


def test_archive_ships_browser_modules_as_bytecode_and_the_rest_as_source(
        tmp_path: Path) -> None:
    root = tree(tmp_path, {
        "engine/__init__.py": "from .rules import play\n",
        "engine/rules.py": "import random\n",
        "engine/cli.py": "import argparse\n",  # never imported by the page
        "pyapp/__init__.py": "",
        "pyapp/logic.py": "import engine\n",
        "pyapp/app.py": "from pyscript import document\nfrom pyapp import logic\n",
        "pyapp/main.py": "from pyapp.app import start\n",
        "pyapp/words/en.json": '{"app.title": "Modern Art"}\n',
        "pyapp/words/zh.json": '{"app.title": "现代艺术"}\n',
        "docs/rules.md": "# Rules\n",
        "docs/rules.zh.md": "# 规则\n",
    })
    assert sb.page_modules(root) == [
        "engine", "engine.rules", "pyapp", "pyapp.app", "pyapp.logic", "pyapp.main"]
    assert sb.snapshot_app_modules(root) == ["engine", "engine.rules", "pyapp", "pyapp.logic"]
    members = sb.app_archive(root)
    assert members == {
        "engine/__init__.py": b"from .rules import play\n",
        "engine/rules.py": b"import random\n",  # (engine/cli.py: never imported, not shipped)
        "pyapp/__init__.py": b"",
        "pyapp/logic.py": b"import engine\n",
        "pyapp/app.py": b"from pyscript import document\nfrom pyapp import logic\n",
        "pyapp/main.py": b"from pyapp.app import start\n",
        "docs/rules.md": b"# Rules\n",  # the rules the help shows, as they are
        "docs/rules.zh.md": "# 规则\n".encode(),
        "pyapp/words/en.json": b'{"app.title": "Modern Art"}\n',  # the words, as they are
        "pyapp/words/zh.json": '{"app.title": "现代艺术"}\n'.encode(),
    }  # (sources alone: no bytecode, not even for the modules every visit compiles)


def test_zips_depend_on_their_contents_only(tmp_path: Path) -> None:
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    sb.write_zip(first, {"b.py": b"2", "a.py": b"1"})
    sb.write_zip(second, {"a.py": b"1", "b.py": b"2"})
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as archive:
        assert archive.namelist() == ["a.py", "b.py"]
        assert archive.read("b.py") == b"2"


def test_lean_sources_keep_every_line_and_statement_in_place() -> None:
    source = "\n".join([
        '"""The module.',
        "",
        'More about it."""',
        "import os  # why",
        "",
        "# a comment line",
        "def f(x):",
        '    """Déjà vu — 价值."""',
        '    return "# not a comment" + x  # but this is   ',
        "class C:",
        "    'one line'",
        '    y = """not a',
        ' docstring"""',
        "",
    ])
    assert sb.lean_source(source.encode()).decode() == "\n".join([
        '"""',
        "",
        '"""',
        "import os",
        "",
        "",
        "def f(x):",
        '    ""',
        '    return "# not a comment" + x',
        "class C:",
        '    ""',
        '    y = """not a',
        ' docstring"""',
        "",
    ])


def same_code(a: types.CodeType, b: types.CodeType) -> bool:
    """The same instructions, names, constants and line numbers (columns aside)."""
    fields = ("co_code", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_flags",
              "co_firstlineno", "co_exceptiontable", "co_qualname")
    if any(getattr(a, field) != getattr(b, field) for field in fields):
        return False
    if list(a.co_lines()) != list(b.co_lines()) or len(a.co_consts) != len(b.co_consts):
        return False
    return all(same_code(x, y) if isinstance(x, types.CodeType) else
               type(x) is type(y) and x == y for x, y in zip(a.co_consts, b.co_consts, strict=True))


def test_every_lean_app_source_compiles_to_the_same_code() -> None:
    # What the page runs from a lean source is what the tree says: under -OO (no docstrings)
    # both compile to the same code, line for line; and no comment is left.
    before = after = 0
    for path in sb.app_sources(ROOT):
        source = (ROOT / path).read_bytes()
        lean = sb.lean_source(source)
        before, after = before + len(source), after + len(lean)
        assert same_code(compile(source, path, "exec", dont_inherit=True, optimize=2),
                         compile(lean, path, "exec", dont_inherit=True, optimize=2)), path
        tokens = tokenize.generate_tokens(io.StringIO(lean.decode()).readline)
        assert not [t for t in tokens if t.type == tokenize.COMMENT], path
    assert after < 0.85 * before


# -- the build's output ---------------------------------------------------------------------------

def built() -> dict:
    if not (STARTUP / "startup.js").exists():
        pytest.fail("assets/vendor/startup is missing: run `make vendor`")
    text = (STARTUP / "startup.js").read_text()
    return json.loads(text[text.index("{"): text.rindex("}") + 1])


def test_the_snapshot_imports_only_what_the_trimmed_library_has() -> None:
    startup = built()
    record = json.loads((STARTUP / sb.BUILD_RECORD).read_text())
    library = set(record["stdlib"]) | set(record["frozen"])
    stdlib_imports = [name for name in startup["imports"] if name.split(".")[0] not in sb.PACKAGES]
    assert stdlib_imports and set(stdlib_imports) <= library
    assert "engine" in startup["imports"]
    assert "pyapp.app" in startup["imports"] and "pyapp.browser" not in startup["imports"]
    with zipfile.ZipFile(STARTUP / "stdlib.zip") as archive:
        members = archive.namelist()
    assert all(name.endswith(".pyc") for name in members)
    assert len(members) == len(record["stdlib"])
    # Pyodide has the built-in modules, so their pure-Python stand-ins are left out.
    assert not set(sb.STAND_INS) & set(record["stdlib"]) and "datetime" in record["stdlib"]


def test_a_whole_game_runs_on_the_trimmed_library() -> None:
    """The page's imports and a whole game between every bot level, in the page's Python with
    nothing of the standard library but what the build kept: an import the trimmed library
    lacks fails here (run `make vendor` after adding one to the app)."""
    built()
    node = shutil.which("node")
    assert node, "Node.js is needed to run the page's Python outside the browser"
    run = subprocess.run([node, str(ROOT / "tests" / "pyodide_game.mjs"), "1"],
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert "error" not in result, result.get("error")
    (game,) = result["played"]
    assert game["over"]
    assert sorted(game["levels"]) == ["expert", "master", "novice", "random"]
    assert "json" in result["from_library"]


# -- make play: the live server keeps the archive current ----------------------------------------

def built_tree(tmp_path: Path) -> Path:
    """A tree as `make vendor` leaves it (with stand-ins for the runtime's files)."""
    root = tree(tmp_path, {
        "engine/__init__.py": "import json\nfrom . import rules\n",
        "engine/rules.py": "X = 1\n",
        "pyapp/__init__.py": "",
        "pyapp/app.py": "import js\nimport engine\n",
        "docs/rules.md": "",
        "docs/rules.zh.md": "",
        "assets/runtime.mjs": "",
        "assets/snapshot-worker.mjs": "",
        "assets/vendor/pyodide/pyodide.asm.wasm": "wasm",
        "assets/vendor/pyodide/pyodide.asm.mjs": "",
    })
    out = root / sb.OUT
    sb.write_zip(out / "stdlib.zip", {"json/__init__.pyc": b"", "difflib.pyc": b""})
    sb.write_zip(out / "app.zip", sb.app_archive(root))
    record = {"stdlib": ["json", "difflib"],
              "stdlib_all": ["json", "difflib", "fractions", "os"], "frozen": ["os"],
              "preload": ["json"], "lock_info": {"abi_version": "x"},
              "app": {path: sb.sha256(root / path) for path in sb.app_sources(root)}}
    (out / sb.BUILD_RECORD).write_text(json.dumps(record))
    sb.write_startup(root)
    return root


def shipped(root: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(root / sb.OUT / "app.zip") as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_an_edit_reaches_the_archive_and_a_new_snapshot_key(tmp_path: Path) -> None:
    root = built_tree(tmp_path)
    key = (root / sb.OUT / "startup.js").read_text()
    assert sb.refresh_app(root)  # nothing changed: nothing to do
    assert (root / sb.OUT / "startup.js").read_text() == key

    (root / "pyapp/app.py").write_text("import js\nimport engine, os\n")
    (root / "engine/new.py").write_text("import difflib\n")  # not imported by the page yet
    assert sb.refresh_app(root)
    files = shipped(root)
    # The edited module goes as it is now; the new file is not shipped.
    assert files["pyapp/app.py"] == b"import js\nimport engine, os\n"
    assert "engine/new.py" not in files
    assert (root / sb.OUT / "startup.js").read_text() != key
    (root / "engine/new.py").write_text("import random\n")
    (root / "pyapp/app.py").write_text("import js\nimport engine.new\n")  # now it is imported
    assert sb.refresh_app(root)
    assert shipped(root)["engine/new.py"] == b"import random\n"


def test_an_import_the_trimmed_library_lacks_needs_the_full_build(tmp_path: Path) -> None:
    root = built_tree(tmp_path)
    before = shipped(root)
    (root / "engine/rules.py").write_text("import fractions\n")
    assert not sb.refresh_app(root)
    assert shipped(root) == before
