"""The progress panel of the start notebook (widgets.progress_file): every exercise of every lesson, lesson by
lesson in lesson order, each lesson with its count of solved exercises, named after its notebook."""

import re

import pytest

from widgets import progress_file

CATALOGUE = {
    "21-b": {"lesson": "21", "title": "second lesson, first exercise"},
    "00-a": {"lesson": "00", "title": "start exercise"},
    "21-c": {"lesson": "21", "title": "second lesson, second exercise"},
    "99-z": {"lesson": "99", "title": "a lesson with no notebook"},
}


@pytest.fixture
def progress(tmp_path, monkeypatch):
    monkeypatch.setenv("CITYBOARD_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.setattr(progress_file, "catalogue", lambda: CATALOGUE)


def text(panel):
    return re.sub(r"<[^>]+>", " ", panel.table.value)


def test_the_panel_lists_each_lesson_in_order_with_its_count_of_solved_exercises(progress):
    progress_file.record("21-c", solved=True)
    progress_file.record("21-b", solved=False)
    shown = " ".join(text(progress_file.ProgressPanel()).split())
    assert "1 of 4 exercises solved." in shown
    order = [shown.index(part) for part in ("00_start_here", "21_metropolys_scoring", "lesson 99")]
    assert order == sorted(order)
    assert "00_start_here 0 of 1 solved start exercise ○ not tried" in shown
    assert (
        "21_metropolys_scoring 1 of 2 solved second lesson, first exercise ✗ tried 1× "
        "second lesson, second exercise ✓ solved" in shown
    )


def test_refresh_reads_the_file_again(progress):
    panel = progress_file.ProgressPanel()
    assert "0 of 4 exercises solved" in panel.table.value
    progress_file.record("00-a", solved=True)
    panel.refresh()
    assert "1 of 4 exercises solved" in panel.table.value


def test_every_lesson_notebook_is_named_by_its_number():
    names = progress_file.lesson_names()
    assert names["00"] == "00_start_here"
    assert all(name.startswith(f"{number}_") for number, name in names.items())
