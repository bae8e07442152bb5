"""The board conformance harness: every registered board (tests/browser/board_registry.py, the toy board included)
keeps the board kit's contract, so a fifth game's board passes or fails the same tests (issue 14).

Each board names its places for the keyboard, the legal ones among them; the arrow keys reach every legal place and
Enter there does what a click does; Enter on a place that is not legal is refused with a digest rule ID and changes
nothing; Escape changes nothing in the game; every button has an accessible name; the status line names the seat to
play; and the side panel, if any, is the kit's.
"""

import ast
import sys
from pathlib import Path

import ipywidgets as ipw
import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from board_registry import BOARDS

from widgets.board import BoardView

WIDGETS = Path(__file__).parents[2] / "widgets"


def parts(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from parts(child)


def walk_to(board, target):
    """Press arrow keys until the cursor is on `target` (breadth-first over the keys' moves); True if it got there."""
    start = board.keys.cursor
    board.keys.press("ArrowRight")
    frontier, seen = [board.keys.cursor], {board.keys.cursor}
    paths = {board.keys.cursor: []}
    while frontier:
        place = frontier.pop(0)
        if place == target:
            board.keys.cursor = place
            board.keys.draw()
            return True
        for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            board.keys.cursor = place
            board.keys.press(key)
            if board.keys.cursor not in seen:
                seen.add(board.keys.cursor)
                paths[board.keys.cursor] = [*paths[place], key]
                frontier.append(board.keys.cursor)
    board.keys.cursor = start
    return False


def with_an_illegal_place(app):
    """The app, after one legal click if every place was legal at first (a new toy board is all free cells)."""
    board = app.board
    if set(board.places()) <= set(board.legal_targets()):
        board.click(next(iter(board.legal_targets())))
    return app


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_places_name_every_target_and_hold_the_legal_ones(name):
    board = with_an_illegal_place(BOARDS[name]()).board
    places = list(board.places())
    legal = set(board.legal_targets())
    assert legal and legal <= set(places), "the legal places are among the places"
    assert len(set(places)) > len(legal), "the keyboard can reach a place that is not legal, to try it"
    (x0, x1), (y0, y1) = board.x_range, board.y_range
    for place in places:
        x, y = board.position(place)
        assert x0 <= x <= x1 and y0 <= y <= y1, f"{place} lies outside the board"
        assert isinstance(board.place_name(place), str) and board.place_name(place).strip()


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_the_arrow_keys_reach_every_legal_place(name):
    board = BOARDS[name]().board
    for target in board.legal_targets():
        assert walk_to(board, target), f"no arrow keys lead to the legal place {board.place_name(target)}"


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_enter_does_what_a_click_does_and_escape_changes_nothing(name):
    app, twin = BOARDS[name](), BOARDS[name]()
    state = app.match.state
    app.board.keys.press("Escape")
    assert app.match.state is state
    target = next(iter(app.board.legal_targets()))
    assert walk_to(app.board, target)
    app.board.keys.press("Enter")
    twin.board.click(target)
    assert app.match.history == twin.match.history and app.status.text == twin.status.text
    assert app.errors == [] and twin.errors == []


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_enter_on_a_place_that_is_not_legal_is_refused_with_its_rule(name):
    app = with_an_illegal_place(BOARDS[name]())
    board = app.board
    legal = set(board.legal_targets())
    illegal = [p for p in board.places() if p not in legal]
    reached = next((p for p in illegal if walk_to(board, p)), None)
    assert reached is not None, "the keyboard reaches no place that is not legal"
    state, played = app.match.state, len(app.match.history)
    board.keys.press("Enter")
    assert app.match.state is state and len(app.match.history) == played
    assert app.status.kind in ("warning", "info") and app.errors == []
    if app.status.kind == "warning":
        assert "(rule " in app.status.text


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_button_has_an_accessible_name_and_the_status_names_the_seat_to_play(name):
    app = BOARDS[name]()
    for part in parts(app.widget):
        if isinstance(part, ipw.Button | ipw.ToggleButton):
            assert (part.description or part.tooltip or "").strip(), f"a {type(part).__name__} has no name"
        if isinstance(part, ipw.ToggleButtons):
            assert all(str(label).strip() for label in part._options_labels)
    if not app.match.is_over:
        assert app.board.seat(app.match.current_player).name in app.status.text


def test_no_game_board_builds_the_canvas_column_by_hand():
    """The kit's `lay_out` puts the canvas and status line beside a side panel; no game module does it itself."""
    for path in sorted(WIDGETS.glob("*/*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.List) and any(
                isinstance(e, ast.Attribute) and e.attr == "model" and isinstance(e.value, ast.Name) for e in node.elts
            ):
                pytest.fail(f"{path.relative_to(WIDGETS.parent)}:{node.lineno} lays out the canvas by hand")


def test_the_kit_defaults_are_overridden_by_every_game_board():
    """Each game's board names its places (the kit's default, the legal places only, suits no real game)."""
    for name, make in BOARDS.items():
        board_type = type(make().board)
        assert board_type.places is not BoardView.places, f"{name}: places() is not named"
        assert board_type.place_name is not BoardView.place_name, f"{name}: place_name() is not named"
