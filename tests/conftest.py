"""Shared test set-up: the tests' own modules on the path (the tiny test game and its board), and a progress file of
their own, so no test or lesson run ever writes into the learner's record (widgets.progress_file); and English
for every test (gamekit.i18n)."""

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from gamekit import set_language

sys.path.insert(0, str(Path(__file__).parent))
os.environ["CITYBOARD_PROGRESS"] = str(Path(tempfile.mkdtemp(prefix="cityboard-")) / "progress.json")


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """Every test starts in English (the default) and leaves the kit in English, whatever language it switched to."""
    set_language("en")
    yield
    set_language("en")
