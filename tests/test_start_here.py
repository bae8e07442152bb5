"""The start notebook links every lesson (issue 16, point 1): each numbered notebook in notebooks/ is linked from
00_start_here's table of lessons, and every relative link in it leads to a file that exists."""

import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
START = ROOT / "notebooks" / "00_start_here.ipynb"
LINK = re.compile(r"\]\(([^)#\s]+)\)")


def links() -> list[str]:
    cells = nbformat.read(START, as_version=4).cells
    return [link for cell in cells if cell.cell_type == "markdown" for link in LINK.findall(cell.source)]


def test_every_lesson_is_linked_from_the_start_notebook():
    lessons = {path.name for path in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")} - {START.name}
    assert lessons - set(links()) == set()


def test_every_link_of_the_start_notebook_leads_to_a_file():
    relative = [link for link in links() if "://" not in link]
    assert relative, "the start notebook links its lessons"
    assert [link for link in relative if not (START.parent / link).exists()] == []
