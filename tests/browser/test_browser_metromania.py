"""Real clicks on the Metromania board in JupyterLab: a click on a white arrow starts the solid line, then
clicks on the middles of marked edges dig its first three tunnels, and the turn passes to the other player.
That player starts beside a spot, where an edge can be dug three ways: the board offers them as buttons,
and pressing one lays a location marker. And the board played by keyboard alone, once its canvas has the focus:
the arrow keys lead the cursor to a white arrow, Enter starts a line there, and Enter on an unmarked place is
refused with its rule.

The same app is built in this process (`board_registry.BOARDS["metromania"]`) and given the same clicks, so
the test knows exactly what the page's status line and move log must show.
"""

import time

import pytest
from board_registry import BOARDS
from test_browser_boards import DOUBLE_TAP_GAP, click, open_boards, wait_for_change
from test_browser_keyboard import keys_to

pytestmark = pytest.mark.browser


def test_start_a_line_on_an_arrow_then_dig_three_tunnels_by_clicking_edges(lab, page):
    app = BOARDS["metromania"]()
    board = app.board
    canvas = open_boards(lab, page, "metromania")
    status = page.locator(".gk-test-metromania .gk-status")
    moves = page.locator(".gk-test-metromania .gk-log li")
    assert status.inner_text() == app.status.text

    seat = app.match.current_player
    for number in range(1, 5):  # the arrow, then three edges
        target = board.legal_targets()[0]
        assert (type(target) is frozenset) == (number > 1)  # tunnels are edges, the start an arrow vertex
        pixels = canvas.screenshot()
        time.sleep(DOUBLE_TAP_GAP)
        click(page, canvas, board, target)
        board.click(target)
        page.wait_for_function(
            "([el, text]) => el.innerText.trim() === text",
            arg=[status.element_handle(), app.status.text],
            timeout=10_000,
        )
        moves.nth(number - 1).wait_for(timeout=10_000)
        assert str(app.match.history[-1]) in moves.nth(number - 1).inner_text()
        wait_for_change(canvas, pixels)
    assert [type(m).__name__ for m in app.match.history] == ["StartLine", "Tunnels", "Tunnels", "Tunnels"]
    assert app.match.current_player != seat and moves.count() == 4

    for target in ((4, 1), frozenset({(4, 1), (4, 0)})):  # the arrow beside ent-3, then an edge beside it
        time.sleep(DOUBLE_TAP_GAP)
        click(page, canvas, board, target)
        board.click(target)
        page.wait_for_function(
            "([el, text]) => el.innerText.trim() === text",
            arg=[status.element_handle(), app.status.text],
            timeout=10_000,
        )
    assert len(board.pending) == 3 and "choose how to dig" in app.status.text
    choice = "dig solid (4, 1)→(4, 0); marker C on ent-3"
    page.locator(f".gk-test-metromania .gk-choices button:has-text('{choice}')").click()
    next(b for b in board.choices.children if getattr(b, "description", "") == choice).click()
    moves.nth(5).wait_for(timeout=10_000)
    assert choice in moves.nth(5).inner_text() and str(app.match.history[-1]) == choice
    page.locator(".gk-test-metromania .gk-seats").filter(has_text="C on ent-3").wait_for(timeout=10_000)
    assert lab.errors(page) == [] and app.errors == []


def test_the_board_is_played_by_keyboard_once_its_canvas_has_the_focus(lab, page):
    app = BOARDS["metromania"]()
    board = app.board
    open_boards(lab, page, "metromania")
    status = page.locator(".gk-test-metromania .gk-status")
    page.locator(".gk-test-metromania .gk-canvas").first.focus()
    for wanted in (lambda place: place in set(board.legal_targets()), lambda place: place not in board.legal_targets()):
        for key in keys_to(board, wanted):
            page.keyboard.press(key)
        status.filter(has_text=app.status.text).wait_for(timeout=10_000)  # "Cursor on …"
        board.keys.press("Enter")
        page.keyboard.press("Enter")
        status.filter(has_text=app.status.text).wait_for(timeout=10_000)
    assert [type(m).__name__ for m in app.match.history] == ["StartLine"]
    assert app.status.kind == "warning" and "(rule MM-" in app.status.text
    assert lab.errors(page) == [] and app.errors == []
