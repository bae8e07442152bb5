"""widgets.warsaw.game by keyboard: the cursor visits the action fields and the hexes, Enter delegates (a taken field
is refused with its rule), and Escape drops a clearing field that waits for its hexes."""

from test_widgets_warsaw import press_to  # the keyboard walk, shared with the sandbox board's tests
from test_widgets_warsaw_game import planning_app

from gamekit.warsaw import MAP, Delegate


def test_the_keyboard_delegates_to_a_field_and_enter_on_a_taken_one_is_refused_with_its_rule():
    app = planning_app()
    board, match = app.board, app.match
    fields = [f.id for f in match.state.action_board]
    assert board.places() == fields + list(MAP.hexes)  # planning: the fields and the hexes
    press_to(board, "L4")
    assert board.status.text.startswith("Cursor on Field L4") and "a legal place" in board.status.text
    board.keys.press("Enter")
    assert match.history[-1] == Delegate("L4")
    state = match.state
    board.keys.press("Enter")  # the next player, on the same field: taken now
    assert match.state is state and board.status.text.endswith("(rule W-DELEG-2)")
    press_to(board, (0, 3))  # a hex with the hand hidden: the board asks for the hand first, and plays nothing
    board.keys.press("Enter")
    assert match.state is state and board.status.kind == "info" and "show my hand” first" in board.status.text


def test_escape_drops_a_clearing_field_waiting_for_its_hexes():
    app = planning_app()
    board, match = app.board, app.match
    played = match.history
    press_to(board, "L5")
    board.keys.press("Enter")
    assert board.clearing == "L5" and set(board.legal_targets()) == set(match.state.board.rubble)
    board.keys.press("Escape")
    assert board.clearing is None and match.history == played and "L5" in board.legal_targets()
