"""widgets.cardcity.board by keyboard (the board kit's `widgets.keyboard`): the cursor visits every cell of the window
shown, Enter lays the selected card with its top-left block under the cursor or says why not (with the rule), and
Escape puts the card back as dealt (the first of the hand, neither turned nor upright)."""

from gamekit import cardcity
from widgets.cardcity.board import CardCityBoard


def board(players=1, seed=7):
    return CardCityBoard(cardcity.new_game(players=players, seed=seed))


def test_the_cursor_visits_every_cell_of_the_window_and_names_it():
    b = board()
    places = b.places()
    assert len(places) == 17 * 17 and set(b.legal_targets()) < set(places)
    start = b.match.state.placed[0].card
    kind = b.match.state.cells[(0, 0)].kind
    assert b.place_name((0, 0)) == f"cell (0, 0), a {kind} block of card {start}"
    assert b.place_name((5, 5)) == "cell (5, 5), empty"


def test_arrows_reach_a_legal_cell_and_enter_lays_the_card_there():
    b = board()
    b.keys.press("ArrowRight")  # the first press puts the cursor on the first legal place
    cell = b.keys.cursor
    assert cell in b.legal_targets() and "(a legal place: Enter plays it)" in b.status.text
    card = b.selected
    b.keys.press("Enter")
    assert b.match.history == (cardcity.PlayCard(card, *cell),) and b.errors == []


def test_enter_on_a_cell_away_from_the_city_is_refused_with_its_rule_and_changes_nothing():
    """C-PLACE-1: a card must lie next to the city; by keyboard as by mouse, the board says so and plays nothing."""
    b = board()
    b.keys.press("ArrowUp")
    for _ in range(12):  # up to the top of the window, far above the starting card
        b.keys.press("ArrowUp")
    cell = b.keys.cursor
    assert cell not in b.legal_targets() and "not marked" in b.status.text
    state = b.match.state
    b.keys.press("Enter")
    assert b.match.state is state and b.match.history == ()
    assert b.status.kind == "warning" and b.status.text.endswith("(rule C-PLACE-1)")
    assert b.keys.cursor == cell


def test_escape_puts_the_card_back_as_dealt():
    b = board()
    hand = b.match.state.hands[0]
    b.hand_picker.value = hand[1]
    b.turn_button.value = True
    b.upright_button.value = True
    assert (b.selected, b.turned, b.portrait) == (hand[1], True, True) and b.legal_targets() == []
    state = b.match.state
    b.keys.press("Escape")
    assert (b.selected, b.turned, b.portrait) == (hand[0], False, False)
    assert not b.turn_button.value and not b.upright_button.value and b.hand_picker.value == hand[0]
    assert b.legal_targets() and b.match.state is state and b.errors == []


def test_the_cursor_follows_the_window_when_the_city_outgrows_it():
    b = board()
    for _ in range(6):  # each card at the right end of the city, until the window must zoom out
        x, y = max(b.legal_targets())
        b.click((x, y))
    (x0, x1), (y0, y1) = b.x_range, b.y_range
    assert x1 - x0 > 17
    places = set(b.places())
    assert set(b.legal_targets()) <= places and len(places) == round(x1 - x0) * round(y1 - y0)
    assert all(x0 <= b.position(p)[0] <= x1 and y0 <= b.position(p)[1] <= y1 for p in places)
