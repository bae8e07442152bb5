"""Real clicks on the Warsaw full-game board in JupyterLab: a click on an action field places an engineer
there; after the board kit's "show my hand" toggle (class gk-secret), a click on a marked hex lays a foundation;
after Pass, a click on it builds; a draw above 3 cards asks for a discard, made with the card's button. And the
board played by keyboard alone: Tab reaches it, the arrows bring the cursor to a field, Enter delegates there, and
Enter on the field now taken is refused with its rule.

The same position is built in this process (`warsaw_game_position.position_app`) and given the same clicks,
so the test knows exactly what the page's status line and move log must show.
"""

import time

import pytest
from test_browser_boards import DOUBLE_TAP_GAP, click, wait_for_change
from test_browser_keyboard import MAX_TABS, keys_to
from warsaw_game_position import discard_app, position_app

from gamekit import warsaw

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/warsaw_game.ipynb"
ROOT = ".gk-test-warsaw-game"


def wait_for_status(page, status, text):
    page.wait_for_function(
        "([el, text]) => el.innerText.trim() === text", arg=[status.element_handle(), text], timeout=10_000
    )


def test_place_an_engineer_found_and_build_by_clicking(lab, page):
    app = position_app()
    board = app.board
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    assert lab.errors(page) == []
    canvas = page.locator(f"{ROOT} .gk-canvas canvas").first
    canvas.wait_for(state="visible")
    status = page.locator(f"{ROOT} .gk-status")
    moves = page.locator(f"{ROOT} .gk-log li")
    assert status.inner_text() == app.status.text

    assert "L2" in board.legal_targets()  # an engineer on the action board: +1 Concrete
    pixels = canvas.screenshot()
    click(page, canvas, board, "L2")
    board.click("L2")
    wait_for_status(page, status, app.status.text)
    assert app.match.history[-1] == warsaw.Delegate("L2")
    wait_for_change(canvas, pixels)

    page.locator(f"{ROOT} .gk-secret").click()  # the board kit's "show my hand": hidden until its player asks
    board.secret_button.value = True
    card = app.match.state.seats[app.match.current_player].hand[0]
    page.locator(f"{ROOT} .gk-hand").filter(has_text=f"#{card} ").wait_for(timeout=10_000)
    hex = next(t for t in board.legal_targets() if isinstance(t, tuple))
    time.sleep(DOUBLE_TAP_GAP)
    click(page, canvas, board, hex)
    board.click(hex)
    wait_for_status(page, status, app.status.text)
    assert app.match.history[-1] == warsaw.Foundation(card, hex)

    page.locator(f"{ROOT} .gk-pass").click()  # the others have passed: realisation starts, first player first
    board.panel.pass_button.click()
    wait_for_status(page, status, app.status.text)
    assert app.match.state.phase == "realisation" and hex in board.legal_targets()
    pixels = canvas.screenshot()
    time.sleep(DOUBLE_TAP_GAP)
    click(page, canvas, board, hex)
    board.click(hex)
    wait_for_status(page, status, app.status.text)
    assert app.match.history[-1] == warsaw.Build(hex, "concrete")
    wait_for_change(canvas, pixels)
    moves.nth(len(app.match.history) - 1).wait_for(timeout=10_000)
    assert moves.count() == len(app.match.history) and f"build on {hex}" in moves.last.inner_text()
    assert lab.errors(page) == [] and app.errors == []


def test_a_draw_above_three_cards_is_discarded_with_a_button(lab, page):
    app = discard_app()
    board, me = app.board, app.match.current_player
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    root = ".gk-test-warsaw-discard"
    canvas = page.locator(f"{root} .gk-canvas canvas").first
    canvas.wait_for(state="visible")
    status = page.locator(f"{root} .gk-status")
    assert status.inner_text() == app.status.text

    click(page, canvas, board, "U2")  # a fourth card: the player must discard one
    board.click("U2")
    wait_for_status(page, status, app.status.text)
    assert app.match.state.discarding == me and "W-GAP-11" in app.status.text
    page.locator(f"{root} .gk-secret").click()
    board.secret_button.value = True
    buttons = page.locator(f"{root} .gk-discard")
    buttons.first.wait_for(timeout=10_000)
    assert buttons.count() == 4
    card = app.match.state.seats[me].hand[0]
    buttons.filter(has_text=f"#{card} ").click()
    board.panel.discard_buttons[card].click()
    wait_for_status(page, status, app.status.text)
    assert app.match.history[-1] == warsaw.Discard(card) and app.match.state.discarding is None
    moves = page.locator(f"{root} .gk-log li")
    moves.nth(len(app.match.history) - 1).wait_for(timeout=10_000)
    assert "discard a card" in moves.last.inner_text()  # which card stays secret
    assert lab.errors(page) == [] and app.errors == []


def test_delegate_by_keyboard_then_enter_on_the_taken_field_is_refused(lab, page):
    app = position_app()
    board = app.board
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    assert lab.errors(page) == []
    canvas = page.locator(f"{ROOT} .gk-canvas").first
    canvas.locator("canvas").first.wait_for(state="visible")
    status = page.locator(f"{ROOT} .gk-status")
    canvas.evaluate("el => el.closest('.jp-OutputArea').scrollIntoView()")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(MAX_TABS):  # Tab from above the board until its canvas has the focus: no mouse at all
        page.keyboard.press("Tab")
        if page.evaluate(f"() => !!document.activeElement.closest('{ROOT} .gk-canvas')"):
            break
    else:
        raise AssertionError("Tab never reached the board")

    for key in keys_to(board, lambda place: place == "L2"):  # a free field: +1 Concrete
        page.keyboard.press(key)
    status.filter(has_text="Cursor on Field L2").wait_for(timeout=10_000)
    board.keys.press("Enter")
    page.keyboard.press("Enter")
    wait_for_status(page, status, app.status.text)
    assert app.match.history[-1] == warsaw.Delegate("L2")

    played = app.match.history
    board.keys.press("Enter")  # the cursor is still on L2, taken now (W-DELEG-2)
    page.keyboard.press("Enter")
    wait_for_status(page, status, app.status.text)
    assert app.match.history == played and app.status.text.endswith("(rule W-DELEG-2)")
    assert lab.errors(page) == [] and app.errors == []
