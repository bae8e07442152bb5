"""`python -m build` gives a wheel and an sdist that install in a clean venv and pass the engine tests there (issue 17
point 7), with the full metadata and the package data (rule digests, schemas, py.typed).

Slow (about a minute or two: two builds in isolated environments and two fresh venvs), so marked `slow`; `make test`
runs it. The venvs install from the package index pip is configured with (its cache makes repeats quick)."""

from __future__ import annotations

import email
import shutil
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
ENGINE_TESTS = [  # a quick cut of the engine tests: core and saves, schemas, and a file a game (their data files)
    "tests/test_core.py",
    "tests/test_packaging_schemas.py",
    "tests/cardcity/test_cardcity_rules.py",
    "tests/metropolys/test_metropolys_city.py",
    "tests/metromania/test_metromania_city.py",
    "tests/warsaw/test_warsaw_map.py",
]
GAMES = ("cardcity", "metromania", "metropolys", "warsaw")


def run(*command: str | Path, cwd: Path = ROOT, timeout: int = 300) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(map(str, command))}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--outdir", out, ROOT)
    (wheel,), (sdist,) = out.glob("*.whl"), out.glob("*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.fixture(scope="module")
def engine_tests(dist, tmp_path_factory) -> Path:
    """The engine tests as the sdist carries them, in a folder of their own (no gamekit/ beside them to import)."""
    unpacked = tmp_path_factory.mktemp("sdist")
    with tarfile.open(dist["sdist"]) as archive:
        archive.extractall(unpacked, filter="data")
    (top,) = unpacked.iterdir()
    tests = tmp_path_factory.mktemp("engine") / "tests"
    shutil.copytree(top / "tests", tests)
    return tests


def test_the_wheel_holds_the_package_data_and_full_metadata(dist):
    with zipfile.ZipFile(dist["wheel"]) as wheel:
        names = set(wheel.namelist())
        (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = email.message_from_bytes(wheel.read(meta))
        digests = {n: wheel.read(n).decode() for n in names if n.startswith("gamekit/rules/")}
    assert set(digests) == {f"gamekit/rules/{game}.md" for game in GAMES}
    assert all("**" in text and ".txt`" not in text for text in digests.values())
    assert {"gamekit/py.typed", "gamekit/schemas/json/save-file.schema.json", "widgets/data/exercises.toml"} <= names
    assert not any(n.startswith(("tests/", "rules/", "notebooks/")) for n in names)
    assert metadata["License-Expression"] == "MIT" and any(n.endswith("licenses/LICENSE") for n in names)
    assert metadata["Requires-Python"] == ">=3.11"
    requires = metadata.get_all("Requires-Dist")
    assert {r.split(">")[0] for r in requires if "extra ==" not in r} == {"networkx", "msgspec"}
    assert {"Homepage", "Documentation", "Source", "Changelog"} <= {
        u.split(",")[0] for u in metadata.get_all("Project-URL")
    }
    assert len(metadata.get_all("Classifier")) >= 15 and metadata["Keywords"]
    assert metadata["Description-Content-Type"] == "text/markdown"


def test_the_sdist_holds_the_project_files(dist):
    with tarfile.open(dist["sdist"]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"LICENSE", "CITATION.cff", "CHANGELOG.md", "README.md", "pyproject.toml", "hatch_build.py"} <= names
    assert {f"gamekit/rules/{game}.md" for game in GAMES} <= names and "tests/test_core.py" in names
    assert not any(name.startswith(("rules/", "tests/browser/", "notebooks/", ".venv/")) for name in names)


@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_it_installs_in_a_clean_venv_and_passes_the_engine_tests(kind, dist, engine_tests, tmp_path):
    venv.create(tmp_path / "venv", with_pip=True)
    python = tmp_path / "venv" / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", dist[kind], "pytest", "hypothesis")
    where = run(
        python,
        "-c",
        "import gamekit, gamekit.digests as d; print(gamekit.__file__); print(d.href('W-METRO-4'))",
        cwd=tmp_path,
    )
    module, link = where.split()
    assert str(tmp_path / "venv") in module  # the installed package, not this checkout
    assert link.startswith("file://") and link.endswith("gamekit/rules/warsaw.md#Metro")
    selected = [str(engine_tests.parent / test) for test in ENGINE_TESTS]
    out = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", *selected, cwd=engine_tests.parent, timeout=600)
    assert " passed" in out and "failed" not in out
