"""The board kit's secret gate (hot seat): a seat's secrets show only for the seat on turn, after it asks, and hide
again on any change of seat, undo, redo or look back."""

import toygame
from toyboard import ToyBoard


class SecretToyBoard(ToyBoard):
    secret = "hand"


def new_board(seed=7):
    board = SecretToyBoard(toygame.new_game(seed=seed))
    heard = []
    board.on_viewer.append(heard.append)
    return board, heard


def test_a_board_without_secrets_has_no_button():
    board = ToyBoard(toygame.new_game(seed=1))
    assert board.secret_button.layout.display == "none" and board.viewer is None


def test_the_seat_on_turn_sees_its_secret_only_after_it_asks():
    board, heard = new_board()
    assert board.viewer is None and board.secret_button.description == "Player 1: show my hand"
    board.secret_button.value = True  # what a press does in the page
    assert board.viewer == 0 and heard == [0]
    assert board.secret_button.description == "Player 1: hide my hand" and board.secret_button.value
    board.secret_button.value = False
    assert board.viewer is None and heard == [0, None]


def test_a_change_of_seat_undo_redo_and_looking_back_hide_the_secret_again():
    board, heard = new_board()
    board.reveal()
    board.click((0, 0))  # the turn passes to seat 1
    assert board.viewer is None and not board.secret_button.value
    assert board.secret_button.description == "Player 2: show my hand"
    board.reveal()
    assert board.viewer == 1
    board.match.undo()
    assert board.viewer is None
    board.reveal()
    board.match.redo()
    assert board.viewer is None
    board.reveal()
    board.show_ply(0)
    assert board.viewer is None and board.secret_button.disabled
    board.reveal()
    assert board.viewer is None and board.status.kind == "warning"
    assert heard == [0, None, 1, None, 0, None, 1, None]
