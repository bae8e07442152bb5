"""Guided mode (widgets.guide) on the toy board: the board marks only the step's places, a wrong try is explained and
not played, the right move moves the script on, undo steps back through it, and the panel shows where the learner is."""

import toygame
from toyboard import ToyBoard

from widgets import GameApp
from widgets.guide import Guide, Step, is_move


def guided():
    app = GameApp(toygame.new_game(players=2, seed=7), ToyBoard)
    hand = app.match.state.hands
    first, second = toygame.Put((1, 1), min(hand[0])), toygame.Put((0, 0), min(hand[1]))
    steps = [
        Step(
            "Take the middle cell.",
            expect=is_move(first, "the middle cell is (1, 1)."),
            targets=((1, 1),),
            done="The middle touches four cells.",
        ),
        Step("Now the corner.", expect=is_move(second), targets=((0, 0),)),
    ]
    return app, Guide(app, steps, title="Two moves"), (first, second)


def test_the_board_marks_only_where_the_step_acts():
    app, guide, _ = guided()
    assert app.board.highlights.data["x"] == [1.5] and app.board.highlights.data["y"] == [1.5]
    assert "▶ Take the middle cell." in guide.panel.value and "step 1 of 2" in guide.panel.value


def test_a_wrong_try_is_explained_and_not_played():
    app, guide, _ = guided()
    state = app.match.state
    app.board.click((2, 2))  # legal in the game, but not this step
    assert app.match.state is state and app.status.kind == "warning"
    assert app.status.text == "✗ Not this step: the middle cell is (1, 1)."
    assert guide.current == 0


def test_the_right_moves_move_the_script_on_and_undo_steps_back():
    app, guide, (first, second) = guided()
    app.board.click((1, 1))
    assert app.match.history == (first,) and guide.current == 1
    assert "✓ Take the middle cell. <i>The middle touches four cells.</i>" in guide.panel.value
    assert app.board.highlights.data["x"] == [0.5]
    app.board.click((0, 0))
    assert app.match.history == (first, second) and guide.finished and "All steps done" in guide.panel.value
    assert len(app.board.highlights.data["x"]) > 1  # free play again: every legal place is marked
    app.match.undo()
    assert guide.current == 1
    guide.restart()
    assert app.match.history == () and guide.current == 0


def test_detach_hands_the_board_back():
    app, guide, _ = guided()
    guide.detach()
    assert app.board.guide is None and len(app.board.highlights.data["x"]) == 9
