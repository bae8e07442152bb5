"""widgets.board: clicks play moves and redraw, refusals show reason + rule, errors are shown, never lost."""

import json

import pytest
import toygame
from bokeh.events import DoubleTap, Tap
from toyboard import ToyBoard

from widgets import bokeh_setup


def new_board(seed=7, **kwargs):
    return ToyBoard(toygame.new_game(seed=seed, **kwargs))


def labels(board):
    return list(board.cells.data["label"])


def test_click_plays_the_move_and_redraws():
    board = new_board()
    tile = min(board.match.state.hands[0])
    before = labels(board)
    board.click((1, 1))
    assert board.match.history == (toygame.Put((1, 1), tile),)
    assert labels(board) != before and f"{tile}A" in labels(board)
    assert board.status.kind == "info"
    assert board.status.text == f"Move 1: put {tile} on (1, 1). Player 2 to play."
    assert board.errors == []


@pytest.mark.parametrize("event", [Tap, DoubleTap])
def test_a_tap_or_a_double_tap_on_the_figure_clicks_the_cell_under_it(event):
    board = new_board()
    board.figure._trigger_event(event(board.figure, x=2.3, y=0.9))
    assert [move.cell for move in board.match.history] == [(2, 0)]


def test_an_illegal_click_shows_the_reason_with_its_rule_and_changes_nothing():
    board = new_board()
    board.click((0, 0))
    before, history = labels(board), board.match.history
    board.click((0, 0))
    assert board.match.history == history and labels(board) == before
    assert board.status.kind == "warning"
    assert board.status.text == "✗ Not allowed: Cell (0, 0) is already taken. (rule T-PLACE-1)"
    assert "T-PLACE-1" in board.status.widget.value and "gk-status-warning" in board.status.widget.value
    assert board.errors == []


def test_an_exception_in_a_hook_is_shown_and_recorded_not_raised():
    class Broken(ToyBoard):
        def move_for(self, cell):
            return 1 / 0

    board = Broken(toygame.new_game(seed=1))
    board.click((0, 0))
    board.figure._trigger_event(Tap(board.figure, x=0.5, y=0.5))
    assert [type(err) for err in board.errors] == [ZeroDivisionError, ZeroDivisionError]
    assert board.status.kind == "error"
    assert "ZeroDivisionError: division by zero" in board.status.text
    assert "Traceback" in board.status.widget.value  # the traceback is one click away
    assert board.match.history == ()


def test_an_exception_while_redrawing_after_a_move_is_shown():
    class Flaky(ToyBoard):
        def render(self, state):
            if state.board:
                raise RuntimeError("cannot draw this")
            super().render(state)

    board = Flaky(toygame.new_game(seed=1))
    board.click((0, 0))
    assert len(board.match.history) == 1  # the move stands; only the drawing failed
    assert "RuntimeError: cannot draw this" in board.status.text and len(board.errors) == 1


def test_legal_places_are_highlighted_with_hints_and_vanish_when_the_game_is_over():
    board = new_board(handsize=2)
    marked = set(zip(board.highlights.data["x"], board.highlights.data["y"]))
    assert marked == {board.position(cell) for cell in toygame.CELLS}
    tile = min(board.match.state.hands[0])
    assert board.highlights.data["hint"][0] == f"put {tile} here: +{tile} points"
    board.click((0, 0))
    assert (0.5, 0.5) not in set(zip(board.highlights.data["x"], board.highlights.data["y"]))
    for cell in [(1, 0), (2, 0), (0, 1)]:
        board.click(cell)
    assert board.match.is_over and board.highlights.data["x"] == []
    winners = " and ".join(f"Player {seat + 1}" for seat in board.match.score().winners())
    assert board.status.text.endswith(f"Game over. Winner: {winners}.")


def test_a_click_off_the_board_says_so_and_plays_nothing():
    board = new_board()
    board.click_at(3.5, 1.0)
    assert board.match.history == () and "nothing to play there" in board.status.text


def test_a_click_that_only_selects_redraws_without_playing():
    class Selecting(ToyBoard):
        selected = None

        def move_for(self, cell):
            if self.selected != cell:
                self.selected = cell
                return None
            return super().move_for(cell)

    board = Selecting(toygame.new_game(seed=1))
    board.click((2, 2))
    assert board.match.history == () and board.selected == (2, 2) and board.status.kind == "info"
    board.click((2, 2))
    assert [move.cell for move in board.match.history] == [(2, 2)]


def test_looking_back_shows_an_old_state_read_only():
    board = new_board()
    board.click((0, 0))
    now = labels(board)
    board.show_ply(0)
    assert labels(board) == [""] * 9 and board.highlights.data["x"] == []
    assert "Looking back" in board.status.text
    board.click((1, 1))
    assert len(board.match.history) == 1 and board.status.kind == "warning"
    board.show_ply(None)
    assert labels(board) == now


@pytest.mark.parametrize("cell", toygame.CELLS)
def test_canvas_point_and_target_at_round_trip(cell):
    board = new_board()
    px, py = board.canvas_point(*board.position(cell))
    x = board.x_range[0] + px / board.scale
    y = board.y_range[1] - py / board.scale
    assert board.target_at(x, y) == cell


def test_canvas_point_maps_the_plot_corners_to_the_canvas_corners():
    board = new_board()
    width, height = board.figure.frame_width, board.figure.frame_height
    assert (width, height) == (240, 240) and board.figure.min_border == 0
    assert board.canvas_point(0, 3) == (0, 0) and board.canvas_point(3, 0) == (width, height)


def test_bokehjs_is_loaded_once_per_kernel_and_not_outside_one(monkeypatch):
    import bokeh.io
    import IPython

    calls = []
    monkeypatch.setattr(bokeh.io, "output_notebook", lambda **kwargs: calls.append(kwargs))
    monkeypatch.setattr(bokeh_setup, "_loaded", False)
    new_board()
    assert calls == []  # plain Python: no page to load into
    monkeypatch.setattr(IPython, "get_ipython", lambda: type("Shell", (), {"kernel": object()})())
    new_board()
    new_board()
    assert len(calls) == 1
    assert calls[0]["resources"].mode == "inline" and calls[0]["hide_banner"] is True


def test_a_growing_card_city_stays_in_the_window_and_clicks_follow_it():
    from gamekit import cardcity
    from widgets.cardcity.board import CardCityBoard

    board = CardCityBoard(cardcity.new_game(players=1, seed=4))
    for _ in range(14):  # always build as far right as possible: a 30-cell street outgrows any fixed window
        board.click(max(board.legal_targets()))
        (x0, x1), (y0, y1) = board.x_range, board.y_range
        assert all(x0 <= x and x + 1 <= x1 and y0 <= -y - 1 and -y <= y1 for x, y in board.match.state.cells)
        assert (board.figure.x_range.start, board.figure.x_range.end) == (x0, x1)
        cell = max(board.match.state.cells)
        px, py = board.canvas_point(*board.position(cell))
        assert board.target_at(x0 + px / board.scale, y1 - py / board.scale) == cell
    assert board.match.is_over and board.errors == []
    assert board.x_range[1] - board.x_range[0] > 17  # it had to zoom out


def test_a_board_played_before_it_is_shown_is_drawn_as_it_is_when_shown():
    # A page draws from the widget's snapshot; changes sent before any page showed it would be lost.
    from widgets import GameApp

    app = GameApp(toygame.new_game(seed=7), ToyBoard)
    tile = min(app.match.state.hands[0])
    snapshot = json.dumps(app.board.model.render_bundle, default=str)
    app.board.click((1, 1))
    assert app.board.model.stale and app.score_panel.model.stale
    assert f"{tile}A" not in snapshot and f"{tile}A" in labels(app.board)
    app._repr_mimebundle_()
    assert not app.board.model.stale and not app.score_panel.model.stale
    assert f'"{tile}A"' in json.dumps(app.board.model.render_bundle, default=str)
