"""Every progress bar of the kit is `tqdm.auto` (issue 17 point 9): in a plain Python process it prints a text bar on
stderr, never a widget's repr; in Jupyter the same call draws a widget."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LONG_JOBS = """
from gamekit import lab
from widgets.progress import progress

for seed in progress(range(300), "Random solo games"):
    pass
table = lab.tournament("metropolys", ["random", "random"], games=3, seed=1, engine="serial")
print("games played:", len(table))
"""


def test_long_jobs_print_text_bars_outside_jupyter():
    done = subprocess.run([sys.executable, "-c", LONG_JOBS], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "games played: 6" in done.stdout  # one row a seat
    assert "Random solo games: 100%" in done.stderr and "300/300" in done.stderr
    assert "metropolys: random v random: 100%" in done.stderr and "3/3" in done.stderr
    for repr_mark in ("Widget", "HBox(", "IntProgress", "FloatProgress"):
        assert repr_mark not in done.stdout + done.stderr


def test_progress_yields_every_item_in_order():
    from widgets.progress import progress

    assert list(progress(range(120), "work")) == list(range(120))
    assert list(progress(iter("abc"), "letters")) == ["a", "b", "c"]


def test_no_hand_made_progress_widget_is_left():
    """No module of the kit draws a progress bar by hand (ipywidgets' IntProgress or FloatProgress)."""
    found = [
        str(path.relative_to(ROOT))
        for folder in ("gamekit", "widgets", "bench", "tools")
        for path in (ROOT / folder).rglob("*.py")
        if "IntProgress" in path.read_text() or "FloatProgress" in path.read_text()
    ]
    assert found == []
