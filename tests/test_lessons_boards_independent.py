"""Playing a board never breaks a later cell (issue 16, point 3): each lesson runs top to bottom in a kernel, and right
after any cell shows a new board, the test plays a legal move on it, as a learner would, before running the next
cell. Every board has its own game, so every later cell still runs without an error.
"""

from pathlib import Path

import nbformat
import pytest
from classroom import CLASSROOM_LESSONS
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
LESSONS = CLASSROOM_LESSONS

# Run in the lesson's kernel after each cell: every board not seen before gets one legal click (the first marked
# place); its name is printed so a failure says which board broke what.
PLAY_NEW_BOARDS = """
import gc as _gc
from widgets.board import BoardView as _BoardView
_seen = globals().setdefault("_boards_played", set())
for _board in [_o for _o in _gc.get_objects() if issubclass(type(_o), _BoardView)]:
    if id(_board) in _seen:
        continue
    _seen.add(id(_board))
    _targets = [] if _board.match.is_over else list(_board.legal_targets())
    if _targets:
        _board.click(_targets[0])
        assert not _board.errors, _board.errors
"""


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda path: path.stem)
def test_playing_every_board_as_it_appears_breaks_no_later_cell(lesson):
    notebook = nbformat.read(lesson, as_version=4)
    client = NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}})
    with client.setup_kernel():
        for index, cell in enumerate(notebook.cells):
            if cell.cell_type != "code":
                continue
            client.execute_cell(cell, index)  # raises CellExecutionError, naming the cell, if it fails
            probe = nbformat.v4.new_code_cell(PLAY_NEW_BOARDS)
            client.execute_cell(probe, index)
