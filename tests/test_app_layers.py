"""Which part of the app may import which: the views draw from what they are given and never
reach into the store or the browser; only the browser layer touches the browser.

The layers are listed here, module by module, so that moving code between them is a visible
change to this file (and a module nobody placed fails the test).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The browser layer: the DOM, events, timers, locks and workers (Pyodide's and PyScript's
# modules are imported here and nowhere else).
BROWSER = {"pyapp.browser", "pyapp.drawing", "pyapp.locks", "pyapp.workers", "pyapp.early",
           "pyapp.main"}
# The views: HTML from a Screen (and the words, the game's own data).
VIEWS = {"pyapp.render", "pyapp.auction_view", "pyapp.advice_view", "pyapp.parts",
         "pyapp.dialogs", "pyapp.review_dialog", "pyapp.chart", "pyapp.art", "pyapp.markup",
         "pyapp.logbook", "pyapp.narration", "pyapp.rulebook", "pyapp.catalogue"}
# What the views draw from: the screen they are given, one game's model and its settings, and
# the review worked out.
DRAWN_FROM = {"pyapp.screen", "pyapp.session", "pyapp.review", "pyapp.rating"}
# The store and its features: one concern a module, each reaching the others only through the
# app (``pyapp.app``), never by importing one another.
FEATURES = {"pyapp.features", *(f"pyapp.features.{path.stem}"
                                for path in (ROOT / "pyapp" / "features").glob("[!_]*.py"))}
# The rest of the app: everything the page decides, without a browser.
LOGIC = {"pyapp", "pyapp.app", "pyapp.feature", "pyapp.jobs", "pyapp.table", "pyapp.clock",
         "pyapp.storage", "pyapp.address", "pyapp.career", "pyapp.deals", "pyapp.review",
         "pyapp.tutorial", "pyapp.helping", "pyapp.screen", "pyapp.session", "pyapp.runner",
         "pyapp.measures", "pyapp.motion", "pyapp.rating",
         *FEATURES}
THE_BROWSERS_OWN = {"js", "pyscript", "pyodide", "pyodide_js", "_pyscript", "polyscript"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """The modules ``path`` imports, by absolute name (a package's submodules named as such)."""
    package = module_name(path).rpartition(".")[0] if path.name != "__init__.py" \
        else module_name(path)
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            known = {m for m in (f"{base}.{alias.name}" for alias in node.names)
                     if (ROOT / (m.replace(".", "/") + ".py")).exists()}
            found |= known or {base}
    return found


def app_modules() -> dict[str, set[str]]:
    return {module_name(path): imports(path) for path in sorted((ROOT / "pyapp").rglob("*.py"))}


def test_every_app_module_has_its_layer() -> None:
    placed = BROWSER | VIEWS | LOGIC
    assert set(app_modules()) == placed, "a module in no layer, or one listed that is gone"
    assert not BROWSER & (VIEWS | LOGIC) and not VIEWS & LOGIC


def test_the_views_draw_from_the_screen_and_never_reach_into_the_store() -> None:
    for name, imported in app_modules().items():
        if name in VIEWS:
            own = {m for m in imported if m.split(".")[0] == "pyapp"}
            assert own <= VIEWS | DRAWN_FROM, (name, sorted(own - VIEWS - DRAWN_FROM))


def test_a_feature_reaches_the_others_only_through_the_app() -> None:
    for name, imported in app_modules().items():
        if name in FEATURES - {"pyapp.features"}:
            assert not imported & FEATURES, (name, sorted(imported & FEATURES))
            assert "pyapp.app" not in imported, name  # (the app imports the features)


def test_only_the_browser_layer_touches_the_browser() -> None:
    for name, imported in app_modules().items():
        own = {m for m in imported if m.split(".")[0] == "pyapp"}
        if name not in BROWSER:
            assert not {m.split(".")[0] for m in imported} & THE_BROWSERS_OWN, name
            assert not own & BROWSER, (name, sorted(own & BROWSER))
    for path in (ROOT / "engine").rglob("*.py"):
        roots = {m.split(".")[0] for m in imports(path)}
        assert not roots & (THE_BROWSERS_OWN | {"pyapp"}), path
