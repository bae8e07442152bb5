"""The Metropolys board played by keyboard alone in JupyterLab: the board's canvas takes the focus, the arrow keys
move the cursor over the neighbourhoods, Enter bids on a marked one, and Enter on one that is not marked is refused
with its reason and rule; Escape drops the building picked. No mouse event is sent.

The shared keyboard test reaches each board with Tab from the top of the page; this one focuses the canvas itself,
so it checks the board's own keys whatever comes before it on the page. The app is built here too (same seed), so
the test knows what the page must say after each key.
"""

import pytest
from board_registry import BOARDS
from test_browser_boards import open_boards
from test_browser_keyboard import keys_to

pytestmark = pytest.mark.browser

ROOT = ".gk-test-metropolys"


def press(page, board, status, key):
    """Press `key` in the page and on the board built here, then wait until the page says what the board says."""
    page.keyboard.press(key)
    board.keys.press(key)
    status.filter(has_text=board.status.text).wait_for(timeout=10_000)


def walk(page, board, status, wanted):
    """Arrow keys to a place where `wanted` (found on the board built here, which they leave there), pressed in the
    page; then wait until the page's status line says the same."""
    for key in keys_to(board, wanted):
        page.keyboard.press(key)
    status.filter(has_text=board.status.text).wait_for(timeout=10_000)


def test_the_metropolys_board_is_played_by_keyboard_alone(lab, page):
    app = BOARDS["metropolys"]()
    board = app.board
    open_boards(lab, page, "metropolys")
    status = page.locator(f"{ROOT} .gk-status").first
    page.locator(f"{ROOT} .gk-canvas").first.focus()
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')").startswith("Game board")

    press(page, board, status, "ArrowRight")  # the first press: the cursor on the first marked neighbourhood
    legal, first = set(board.legal_targets()), board.keys.cursor
    walk(page, board, status, lambda place: place in legal and place != first)
    assert "a legal place: Enter plays it" in app.status.text
    press(page, board, status, "Enter")
    assert len(app.match.history) == 1 and app.errors == []

    legal, played = set(board.legal_targets()), board.keys.cursor
    walk(page, board, status, lambda place: place not in legal and place != played)
    assert "not marked" in app.status.text
    press(page, board, status, "Enter")
    assert app.status.kind == "warning" and "(rule " in app.status.text and len(app.match.history) == 1

    press(page, board, status, "Escape")  # back to the news, with the lowest building picked
    assert app.status.kind != "warning" and board.value == min(value for _, value in board.picker.options)
    assert lab.errors(page) == [] and app.errors == []
