"""A lesson read without a kernel shows its boards: executed with nbclient and exported with nbconvert to HTML, every
output that holds a live board (or a still bokeh picture) carries the board's still picture (an inline SVG), and
BokehJS is loaded once per notebook, not once per board.

One lesson here (about 15 s); `make docs` executes every lesson and stops on a board without its still picture
(`board_outputs` is the docs build's)."""

import importlib.util
import os
import pathlib
import xml.etree.ElementTree as ET

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSON = ROOT / "notebooks" / os.environ.get("GK_STATIC_LESSON", "20_metropolys.ipynb")
BOKEHJS = "application/vnd.bokehjs_load.v0+json"
_spec = importlib.util.spec_from_file_location("docs_build", ROOT / "docs" / "build.py")
docs_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(docs_build)
board_outputs = docs_build.board_outputs  # the docs build checks every lesson's boards the same way


def execute(path: pathlib.Path) -> nbformat.NotebookNode:
    """The lesson run top to bottom in a fresh kernel, widget state kept (so its boards can be found)."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    return nb


def check_lesson(nb: nbformat.NotebookNode) -> str:
    """Check an executed lesson (see the module's docstring); return its HTML export, made without widget state, as
    a notebook saved from JupyterLab is (so nbconvert shows the stills, not empty widgets)."""
    boards = board_outputs(nb)
    for output in boards:
        still = output["data"].get("text/html", "")
        assert "<svg" in still, f"a board output has no still picture: {output['data'].get('text/plain')!r}"
        ET.fromstring(still)  # well-formed
    loads = sum(BOKEHJS in output.get("data", {}) for cell in nb.cells for output in cell.get("outputs", ()))
    assert loads <= 1, f"BokehJS loaded {loads} times"
    nb.metadata.pop("widgets", None)
    page, _ = HTMLExporter().from_notebook_node(nb)
    assert page.count('class="gk-still"') >= len(boards)
    return page


def test_a_lesson_read_without_a_kernel_shows_every_board():
    nb = execute(LESSON)
    assert board_outputs(nb), "the lesson shows no board: pick another (GK_STATIC_LESSON)"
    check_lesson(nb)
