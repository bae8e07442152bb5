"""widgets.cardcity: the hover text follows the cell the page reports, and stays quiet between cells; a card
turned by 90° is tried and refused (C-PLACE-4)."""

from gamekit import cardcity
from widgets.cardcity import CardCityBoard


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


def test_a_hidden_hand_shows_no_preview():
    board = CardCityBoard(cardcity.new_game(players=2, seed=7))
    hover(board, next(iter(board.match.state.anchors)))
    assert board.hover_text.value == ""


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
    ghost = {(dx, dy): letter for dx, dy, letter in zip(board.shape.data["dx"], board.shape.data["dy"],
                                                         board.shape.data["letter"])}
    flat = {(dx, dy): letter for dx, dy, letter in zip(flat_ghost["dx"], flat_ghost["dy"], flat_ghost["letter"])}
    assert ghost == {(1 - dy, dx): letter for (dx, dy), letter in flat.items()}  # the ghost turned clockwise
    board.upright_button.value = False
    assert cell in board.legal_targets()
    board.click(cell)
    assert len(board.match.history) == 1 and not board.match.history[0].portrait and board.errors == []
