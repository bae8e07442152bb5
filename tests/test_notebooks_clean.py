"""Committed notebooks stay small and self-checking, and the nbval sanitize file masks run-specific ids.

No cell keeps outputs or an execution count (inline BokehJS alone is megabytes). nbval compares a stored
output only for cells that keep one, so a stripped `# NBVAL_CHECK_OUTPUT` cell would check nothing by
itself: every such cell must therefore state its expectation in code (`check(...)` from
`widgets.exercises`, or `assert`), so that the notebook checks itself on every run.
"""

import json
import re
from pathlib import Path

import pytest
from nbval.plugin import get_sanitize_patterns

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(
    path
    for folder in ("notebooks", "tests", "apps")
    for path in (ROOT / folder).rglob("*.ipynb")
    if ".ipynb_checkpoints" not in path.parts
)
CHECKED = "# NBVAL_CHECK_OUTPUT"
SELF_CHECK = re.compile(r"^\s*(assert\b|check\()|[^\w.]check\(|\.check_now\(\)", re.MULTILINE)


def problems(notebook: dict) -> list[str]:
    """What makes a notebook unfit to commit, one line per problem (empty when it is clean)."""
    found = []
    if "widgets" in notebook.get("metadata", {}):
        found.append("the notebook metadata holds saved widget state")
    code_cells = (cell for cell in notebook["cells"] if cell["cell_type"] == "code")
    for number, cell in enumerate(code_cells, start=1):
        source = "".join(cell["source"])
        if cell.get("outputs") or cell.get("execution_count") is not None:
            found.append(f"code cell {number} holds outputs or an execution count")
        if source.lstrip().startswith(CHECKED) and not SELF_CHECK.search(source):
            found.append(f"code cell {number} is marked {CHECKED} but checks nothing itself (use check() or assert)")
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_committed_notebook_is_clean(path):
    assert problems(json.loads(path.read_text(encoding="utf-8"))) == []


def code(source, outputs=(), count=None):
    return {"cell_type": "code", "source": source, "outputs": list(outputs), "execution_count": count, "metadata": {}}


PRINTED = {"output_type": "stream", "name": "stdout", "text": "42\n"}


def test_the_check_finds_every_kind_of_leftover():
    dirty = {
        "metadata": {"widgets": {"application/vnd.jupyter.widget-state+json": {}}},
        "cells": [
            {"cell_type": "markdown", "source": "# hello", "metadata": {}},
            code("print(42)", [PRINTED], 1),
            code("x = 1", count=2),
            code(f"{CHECKED}\nprint(42)"),
            code(f"{CHECKED}\ncheck('x', 1, 1)", [PRINTED]),
        ],
    }
    assert problems(dirty) == [
        "the notebook metadata holds saved widget state",
        "code cell 1 holds outputs or an execution count",
        "code cell 2 holds outputs or an execution count",
        f"code cell 3 is marked {CHECKED} but checks nothing itself (use check() or assert)",
        "code cell 4 holds outputs or an execution count",
    ]
    clean = {
        "metadata": {},
        "cells": [
            code("x = 1"),
            code(f"{CHECKED}\nassert 1 + 1 == 2"),
            code(f"{CHECKED}\nfrom widgets.exercises import check\ncheck('two', 2, 2)"),
            code(f"{CHECKED}\nexercise.check_now()"),
        ],
    }
    assert problems(clean) == []


def test_the_sanitize_file_masks_the_ids_that_change_on_every_run():
    patterns = get_sanitize_patterns((ROOT / "notebooks" / "nbval_sanitize.cfg").read_text())
    assert len(patterns) == 5

    def sanitize(text):
        for regex, replace in patterns:
            text = re.sub(regex, replace, text)
        return text

    runs = [
        ("BokehModel(render_bundle={'docs_json': {'a1': {}}})", "BokehModel(...)"),
        ("model 1f0e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b", "model UUID"),
        ("comm d41d8cd98f00b204e9800998ecf8427e open", "comm MODEL-ID open"),
        ("figure(id='p1042', ...)", "figure(id='BOKEH-ID', ...)"),
        ("<gamekit.core.Match object at 0x7f3a2c1b9d50>", "<gamekit.core.Match object at 0xADDRESS>"),
    ]
    for before, after in runs:
        assert sanitize(before) == after
    message = "SaveFileError: this is not a readable save file: the JSON is broken or cut short at line 1, column 85"
    assert sanitize(message) == message


def test_every_exercise_key_is_in_the_catalogue_and_every_catalogued_exercise_is_in_a_lesson():
    """The progress panel lists widgets/data/exercises.toml: it names exactly the exercises the lessons make."""
    from widgets import progress_file

    used = set()
    for path in sorted(ROOT.glob("notebooks/**/*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] == "code":
                used |= set(re.findall(r"\bkey=\"([\w-]+)\"", "".join(cell["source"])))
    assert used == set(progress_file.catalogue())
