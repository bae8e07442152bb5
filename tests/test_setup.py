"""The README's set-up: on a Python older than 3.11, `make` stops with one sentence and leaves no half-made .venv."""

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FAKE_OLD_PYTHON = """#!/bin/sh
# Plays Python 3.10: says so for -V, and fails the version check.
if [ "$1" = "-V" ]; then echo "Python 3.10.12"; exit 0; fi
exit 1
"""


def test_an_older_python_stops_with_one_sentence_and_no_venv(tmp_path):
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    shutil.copytree(ROOT / "requirements", tmp_path / "requirements")  # the lock files the set-up installs
    (tmp_path / "pyproject.toml").write_text("")
    python = tmp_path / "python3.10"
    python.write_text(FAKE_OLD_PYTHON)
    python.chmod(0o755)
    run = subprocess.run(["make", f"PYTHON={python}", ".venv/.notebook"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode != 0
    assert "This kit needs Python 3.11 or newer" in run.stdout and "Python 3.10.12" in run.stdout
    assert not (tmp_path / ".venv").exists()
