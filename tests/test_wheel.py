"""The package: the wheel holds the engine and its bots, installs in a fresh venv, and its
``python -m engine`` plays a game there. Offline: the wheel is built with the test venv's own
setuptools (no build isolation) and installed from the file alone."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True,
                          timeout=300, check=False)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a copy of the sources (so the build leaves nothing in the repo)."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(ROOT / "engine", source / "engine",
                    ignore=shutil.ignore_patterns("__pycache__"))
    built = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                "--no-index", "--disable-pip-version-check", "-w", work / "dist", source,
                cwd=work)
    assert built.returncode == 0, built.stderr
    (found,) = (work / "dist").glob("modern_art-*.whl")
    return found


def test_the_wheel_holds_every_engine_module_its_typing_marker_and_the_licence(wheel: Path):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {p.relative_to(ROOT).as_posix() for p in (ROOT / "engine").rglob("*.py")
                if "__pycache__" not in p.parts}
    assert expected <= names, sorted(expected - names)
    assert "engine/bots/__init__.py" in names
    assert "engine/py.typed" in names  # a type checker reads the installed engine's hints
    assert not any(name.startswith(("pyapp/", "tests/")) for name in names)
    assert any(name.endswith("licenses/LICENSE") for name in names)


def test_an_installed_engine_plays_a_game(wheel: Path, tmp_path: Path):
    venv = tmp_path / "venv"  # without a pip of its own (seconds to bootstrap): ours installs
    assert run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path).returncode == 0
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    installed = run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps",
                    "--no-index", "--disable-pip-version-check", wheel, cwd=tmp_path)
    assert installed.returncode == 0, installed.stderr
    where = run(python, "-c", "import engine.bots; print(engine.bots.__file__)", cwd=tmp_path)
    assert str(venv) in where.stdout, "the engine must come from the venv, not the repository"
    played = run(python, "-m", "engine", "play", "--players", "3", "--seed", "1", cwd=tmp_path)
    assert played.returncode == 0 and played.stderr == "", played.stderr
    record = json.loads(played.stdout)
    assert record["format"] == "modern-art/1" and record["players"] == 3 and record["actions"]
