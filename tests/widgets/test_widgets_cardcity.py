"""widgets.cardcity: the hover text follows the cell the page reports, and stays quiet between cells."""

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
