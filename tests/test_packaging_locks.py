"""Dependencies (issue 17 point 2): pyproject.toml declares ranges, the lock files pin exact versions inside them
(requirements/test.txt for `make test`, lab.txt for `make lab`, engine.txt for the other Pythons, and
binder/requirements.txt), and pip's resolver accepts the kit next to the notebook 7.4 of Binder images."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
BINDER_NOTEBOOK = "notebook>=7.4,<7.5"  # what Binder images (repo2docker) bring
ENVIRONMENT = {"python_version": "3.11", "python_full_version": "3.11.7", "sys_platform": "linux", "extra": ""}


def pins(path: Path) -> dict[str, str]:
    """name → exact version, for the `name==version` lines of a lock file."""
    found = {}
    for line in path.read_text("utf-8").splitlines():
        if match := re.match(r"^([A-Za-z0-9._-]+)==([^\s;]+)", line):
            found[canonicalize_name(match[1])] = match[2]
    return found


def declared(extras: tuple[str, ...]) -> list[Requirement]:
    """The kit's own requirements with `extras`, following its extras that name the kit itself."""
    wanted = [Requirement(r) for r in PROJECT["dependencies"]]
    todo, seen = list(extras), set()
    while todo:
        extra = todo.pop()
        if extra in seen:
            continue
        seen.add(extra)
        for text in PROJECT["optional-dependencies"][extra]:
            requirement = Requirement(text)
            if requirement.name == PROJECT["name"]:
                todo += sorted(requirement.extras)
            else:
                wanted.append(requirement)
    return wanted


@pytest.mark.parametrize(
    "lock, extras",
    [("requirements/test.txt", ("test",)), ("requirements/lab.txt", ("notebook",)), ("requirements/engine.txt", ())],
)
def test_each_lock_pins_every_declared_requirement_inside_its_range(lock, extras):
    pinned = pins(ROOT / lock)
    for requirement in declared(extras):
        if requirement.marker is not None and not requirement.marker.evaluate(ENVIRONMENT):
            continue
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{lock} does not pin {name}: run `make lock`"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (lock, requirement, pinned[name])


def test_make_lab_and_make_test_pin_the_same_versions():
    lab, test = pins(ROOT / "requirements/lab.txt"), pins(ROOT / "requirements/test.txt")
    assert lab and {name: test.get(name) for name in lab} == lab


def test_binder_installs_the_kit_from_a_lock_made_next_to_binder_s_notebook():
    text = (ROOT / "binder/requirements.txt").read_text("utf-8")
    binder = pins(ROOT / "binder/requirements.txt")
    assert text.rstrip().endswith("-e .[notebook]")
    assert binder["notebook"].startswith("7.4.") and binder["jupyterlab"].startswith("4.4.")
    for requirement in declared(("notebook",)):
        assert requirement.specifier.contains(binder[canonicalize_name(requirement.name)], prereleases=True)
    lab = pins(ROOT / "requirements/lab.txt")  # the rest as `make lab` has it, but JupyterLab's server stack
    assert sum(binder.get(name) == version for name, version in lab.items()) >= 0.9 * len(lab)


@pytest.mark.slow
@pytest.mark.parametrize("what", [["-r", "binder/requirements.txt"], [".[notebook]"]], ids=["binder-lock", "ranges"])
def test_pip_s_resolver_accepts_the_kit_next_to_binder_s_notebook(what, tmp_path):
    """pip resolves (without installing) the Binder lock, and the package's own ranges, together with notebook 7.4."""
    report = tmp_path / "report.json"
    command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet"]
    command += ["--disable-pip-version-check", "--report", str(report), *what, BINDER_NOTEBOOK]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    chosen = {i["metadata"]["name"]: i["metadata"]["version"] for i in json.loads(report.read_text())["install"]}
    assert chosen["notebook"].startswith("7.4.") and chosen["cityboard-lessons"] == PROJECT["version"]
    assert chosen["jupyterlab"].startswith("4.4.")
