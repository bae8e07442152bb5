"""Shared test set-up: the tests' own modules on the path (the tiny test game and its board), and a progress file of
their own, so no test or lesson run ever writes into the learner's record (widgets.progress_file)."""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
os.environ["CITYBOARD_PROGRESS"] = str(Path(tempfile.mkdtemp(prefix="cityboard-")) / "progress.json")
