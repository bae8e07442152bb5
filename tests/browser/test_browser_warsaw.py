"""Real clicks on the Warsaw sandbox board in JupyterLab: resting the pointer on a hex shows its outlook, a click
on a hex builds; after choosing the metro tool in the picker, a click on the side between two hexes lays a
metro segment and one on the river a bridge.

The same app is built in this process (`board_registry.BOARDS["warsaw"]`) and given the same clicks, so the
test knows exactly what the page's status line and move log must show.
"""

import time

import pytest
from board_registry import BOARDS
from test_browser_boards import DOUBLE_TAP_GAP, click, open_boards, wait_for_change

pytestmark = pytest.mark.browser


def wait_for_status(page, status, text):
    page.wait_for_function(
        "([el, text]) => el.innerText.trim() === text", arg=[status.element_handle(), text], timeout=10_000
    )


def logged(moves, number):
    """The text of move `number` (from 1) in the move log, once it is there (the log updates after the board)."""
    moves.nth(number - 1).wait_for(timeout=10_000)
    return moves.nth(number - 1).inner_text()


def test_build_on_a_hex_then_lay_metro_and_a_bridge_on_sides(lab, page):
    app = BOARDS["warsaw"]()
    board = app.board
    canvas = open_boards(lab, page, "warsaw")
    status = page.locator(".gk-test-warsaw .gk-status")
    moves = page.locator(".gk-test-warsaw .gk-log li")
    assert status.inner_text() == app.status.text

    hex = (0, -3)
    assert hex in board.legal_targets()
    box = canvas.bounding_box()  # resting the pointer on the hex shows what a building would score there
    px, py = board.canvas_point(*board.position(hex))
    page.mouse.move(box["x"] + px, box["y"] + py)
    page.locator(".gk-test-warsaw .gk-hover").filter(has_text="now +2 VP").wait_for(timeout=10_000)
    pixels = canvas.screenshot()
    click(page, canvas, board, hex)
    board.click(hex)
    wait_for_status(page, status, app.status.text)
    assert "a residential building (mieszkalny) on (0, -3)" in logged(moves, 1) and moves.count() == 1
    wait_for_change(canvas, pixels)

    page.locator(".gk-test-warsaw .gk-tool button:has-text('Metro / bridge')").click()
    board.tool.value = "metro"
    wait_for_status(page, status, app.status.text)
    assert "metro segment" in app.status.text

    for target in (frozenset({(-1, 0), (0, 0)}), frozenset({(1, 0), (2, 0)})):  # a side, then the river
        assert target in board.legal_targets()
        time.sleep(DOUBLE_TAP_GAP)
        click(page, canvas, board, target)
        board.click(target)
        wait_for_status(page, status, app.status.text)
    assert [str(m) for m in app.match.history] == [
        "player 0: residential on (0, -3)",
        "player 0: metro (-1, 0)|(0, 0)",
        "player 0: bridge (1, 0)|(2, 0)",
    ]
    assert "bridge between (1, 0) and (2, 0)" in logged(moves, 3) and moves.count() == 3
    assert lab.errors(page) == [] and app.errors == []
