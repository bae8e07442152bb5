"""The docs site (docs/build.py, `make docs`): links to files the site lacks become plain text, links into notebooks/
follow the lessons to lessons/, and the site builds in strict mode (any mkdocs warning fails) with its home page, the
rule digests and the API reference. The lessons' part is built by `make docs`, which executes every lesson and stops
on a board without its still picture (tests/test_static_lessons.py checks one lesson that way)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("docs_build", ROOT / "docs" / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)


def test_links_to_pages_the_site_lacks_become_plain_text():
    site = {"index.md", "rules/warsaw.md", "lessons/20_metropolys.ipynb"}
    text = (
        "[digest](rules/warsaw.md#w-deleg-1) [pack](teacher/README.md) [lesson](notebooks/20_metropolys.ipynb)"
        " [web](https://example.org/a.md) [here](#top) ![logo](logo.png)"
    )
    assert build.unlink_missing(text, Path("index.md"), site) == (
        "[digest](rules/warsaw.md#w-deleg-1) pack [lesson](lessons/20_metropolys.ipynb)"
        " [web](https://example.org/a.md) [here](#top) ![logo](logo.png)"
    )
    assert build.unlink_missing("[map](warsaw.md) [code](../gamekit/core.py)", Path("rules/index.md"), site) == (
        "[map](warsaw.md) code"
    )


def test_the_site_builds_in_strict_mode(tmp_path):
    site = tmp_path / "site"
    subprocess.run([sys.executable, str(ROOT / "docs" / "build.py"), "--no-lessons", "--site", str(site)], check=True)
    assert "City board games" in (site / "index.html").read_text()
    assert (site / "rules" / "warsaw" / "index.html").exists()
    api = (site / "api" / "index.html").read_text()
    for anchor in (
        "gamekit.core.Match",
        "gamekit.core.Score",
        "gamekit.render.match_html",
        "widgets.launcher.Launcher",
    ):
        assert f'id="{anchor}"' in api


def test_a_lesson_with_a_board_but_no_still_picture_stops_the_build(tmp_path, monkeypatch):
    """A board's canvas shown in a plain widget (no still picture beside it) is found and refused; a board shown as
    itself, with its still picture, passes."""
    import nbformat

    monkeypatch.setattr(build, "LESSONS", tmp_path / "executed")
    build.LESSONS.mkdir()
    lesson = tmp_path / "99_probe.ipynb"
    cells = [
        "from widgets.app import play\nplay('metromania', ['you', 'you'])",
        "import ipywidgets as ipw\nipw.VBox([play('metromania', ['you', 'you']).board.model])",
    ]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in cells])
    nbformat.write(nb, lesson)
    with pytest.raises(
        SystemExit, match=r"99_probe.ipynb: boards without their still picture: \[.VBox\(children=\(BatchingBokehModel"
    ):
        build.executed(lesson)
    nb.cells.pop()
    nbformat.write(nb, lesson)
    executed = nbformat.read(build.executed(lesson), as_version=4)
    assert "widgets" not in executed.metadata and 'class="gk-still"' in str(executed.cells[0].outputs)
