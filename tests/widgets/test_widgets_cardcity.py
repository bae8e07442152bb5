"""widgets.cardcity.board: the hover text follows the cell the page reports, and stays quiet between cells; a card
turned by 90° is tried and refused (C-PLACE-4); in hot seat a hand shows only for the seat on turn after it asks
(the board kit's secret gate, C-TALK-1)."""

import re

from gamekit import cardcity
from widgets import GameApp
from widgets.cardcity.board import GHOST_JS, RESHAPE_JS, REST_MS, CardCityBoard


def hover(board, cell):
    """What the page does when the pointer enters `cell` (None: it left the board)."""
    board.pointer.data = {"x": [cell[0]], "y": [cell[1]]} if cell else {"x": [], "y": []}


def test_hovering_a_legal_cell_shows_the_score_the_card_would_make():
    board = CardCityBoard(cardcity.new_game(players=1, seed=7))
    cell = next(iter(board.legal_targets()))
    move = board.move_for(cell)
    hover(board, cell)
    then = board.match.preview(move).total(0)
    assert f"Card {move.card} here: <b>{then} points</b>" in board.hover_text.value
    hover(board, None)
    assert board.hover_text.value == "" and board.errors == []


def test_hovering_an_illegal_cell_shows_why_and_changes_nothing():
    board = CardCityBoard(cardcity.new_game(players=1, seed=7))
    state = board.match.state
    far = (40, 40)
    hover(board, far)
    reason = board.match.why_illegal(board.move_for(far))
    assert reason and board.hover_text.value.startswith("✗ ")
    assert board.match.state == state and board.errors == []


def faces(board):
    """The card numbers the hand panel and its picker show."""
    shown = {int(n) for n in re.findall(r"card (\d+)", board.hand_faces.value)}
    return shown | {value for _, value in board.hand_picker.options}


def test_C_TALK_1_a_hand_shows_only_for_the_seat_on_turn_after_it_asks():
    """ "Nie wolno pokazywac swoich kart w reku innym gra-[czom]": in a hot-seat game the hand, the ghost card and the
    hover score stay hidden until the seat on turn presses the board kit's "show my hand", and hide again for the
    next seat, even under a pointer resting on the board."""
    board = CardCityBoard(cardcity.new_game(players=2, seed=7))
    match, cell = board.match, next(iter(board.match.state.anchors))
    assert board.secret_button.layout.display is None and board.secret_button.description == "Player 1: show my hand"
    hover(board, cell)
    assert board.hover_text.value == "" and board.shape.data["dx"] == [] and faces(board) == set()
    assert board.legal_targets() == [] and "3 card(s), hidden" in board.hand_faces.value
    board.click(cell)
    assert match.history == () and "show my hand" in board.status.text and "C-TALK-1" in board.status.text
    board.secret_button.value = True  # a press in the page
    hand = match.state.hands[0]
    assert board.viewer == 0 and faces(board) == set(hand)
    assert len(board.shape.data["dx"]) == 4 and board.hover_text.value.startswith(f"Card {board.selected} here")
    board.click(cell)
    assert len(match.history) == 1 and board.viewer is None and match.current_player == 1
    assert board.hover_text.value == "" and board.shape.data["dx"] == []  # no shape: the page draws no ghost
    assert faces(board) == set() and board.secret_button.description == "Player 2: show my hand"
    assert board.errors == []


def test_looking_back_undo_and_redo_hide_the_hand():
    app = GameApp(cardcity.new_game(players=3, seed=4), CardCityBoard)
    board, history = app.board, app.history_panel
    board.secret_button.value = True
    board.click(next(iter(board.legal_targets())))
    for action in (history.back_button, history.undo_button, history.redo_button):
        board.secret_button.value = True
        assert faces(board) == set(app.match.state.hands[app.match.current_player])
        action.click()
        assert board.viewer is None and faces(board) == set() and board.shape.data["dx"] == []
        if action is history.back_button:
            history.forward_button.click()  # back in the present, the seat on turn must ask again
            assert board.viewer is None and faces(board) == set()
    assert app.errors == []


def test_a_solo_game_hides_nothing_and_has_no_show_my_hand():
    board = CardCityBoard(cardcity.new_game(players=1, seed=7))
    assert board.secret_button.layout.display == "none" and board.viewer is None
    assert faces(board) >= set(board.match.state.hands[0]) and len(board.shape.data["dx"]) == 4


def test_turning_a_card_by_90_degrees_is_tried_on_the_board_and_refused_with_C_PLACE_4():
    """The "Turn 90°" control stands the card upright; a click then tries the move, and the engine refuses it
    (cards lie only in landscape), so nothing changes. Turned back, the same click lays the card."""
    board = CardCityBoard(cardcity.new_game(players=1, seed=7))
    cell = next(iter(board.legal_targets()))
    flat_faces, flat_ghost = board.hand_faces.value, dict(board.shape.data)
    board.upright_button.value = True
    assert board.portrait and board.legal_targets() == [] and board.hand_faces.value != flat_faces
    assert "upright ✗" in board.hand_faces.value and "rule C-PLACE-4" in board.status.text
    assert board.move_for(cell) == cardcity.PlayCard(board.selected, *cell, False, portrait=True)
    before = board.match.state
    hover(board, cell)
    assert "only horizontally (landscape)" in board.hover_text.value
    board.click(cell)
    assert board.match.state is before and board.match.history == ()
    assert board.status.kind == "warning" and board.status.text.endswith("(rule C-PLACE-4)")
    assert "never upright (portrait)" in board.status.text
    ghost = {
        (dx, dy): letter
        for dx, dy, letter in zip(board.shape.data["dx"], board.shape.data["dy"], board.shape.data["letter"])
    }
    flat = {(dx, dy): letter for dx, dy, letter in zip(flat_ghost["dx"], flat_ghost["dy"], flat_ghost["letter"])}
    assert ghost == {(1 - dy, dx): letter for (dx, dy), letter in flat.items()}  # the ghost turned clockwise
    board.upright_button.value = False
    assert cell in board.legal_targets()
    board.click(cell)
    assert len(board.match.history) == 1 and not board.match.history[0].portrait and board.errors == []


def test_the_ghost_lives_in_the_page_and_the_kernel_hears_only_a_resting_pointer():
    """The ghost card is drawn by the page alone (its moves are never sent to the kernel, where they would queue
    ahead of a click) and redrawn there from `shape`; the hovered cell reaches the kernel after a rest."""
    board = CardCityBoard(cardcity.new_game(players=1, seed=7))
    assert not board.ghost.syncable and board.pointer.syncable
    assert [cb.code for cb in board.shape.js_property_callbacks["change:data"]] == [RESHAPE_JS]
    assert "setTimeout(tell, rest)" in GHOST_JS and REST_MS >= 100
