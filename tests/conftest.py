"""Shared test set-up: the tests' own modules on the path (the tiny test game and its board), and a progress file of
their own, so no test or lesson run ever writes into the learner's record (widgets.progress_file); English for every
test (gamekit.i18n); and, at the end of a run that passed, a check that every refusal the tests met has its Polish
(`refusal_catalog`)."""

import importlib.util
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from gamekit import set_language

sys.path.insert(0, str(Path(__file__).parent))
import refusal_catalog  # one of the tests' own modules, found on the line above

refusal_catalog.record()
os.environ["CITYBOARD_PROGRESS"] = str(Path(tempfile.mkdtemp(prefix="cityboard-")) / "progress.json")


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """Every test starts in English (the default) and leaves the kit in English, whatever language it switched to."""
    set_language("en")
    yield
    set_language("en")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A run that passed fails if a refusal it met has no Polish in the catalogs."""
    if exitstatus != 0 or not refusal_catalog.met or importlib.util.find_spec("babel") is None:
        return  # (the engine-only venvs of `make test-pythons` have no Babel: the test venv checks the catalogs)
    missing = refusal_catalog.untranslated()
    if missing:
        print("\nRefusals with no Polish in gamekit/locale (mark them with _() and run `make catalogs`):")
        print("\n".join(missing))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
