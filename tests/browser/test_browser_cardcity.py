"""The card-city board in a real page: resting the pointer on a cell shows the score the card would make there.

The page reports the hovered cell to the kernel only when the cell changes; this checks that round trip.
"""

import pytest
from board_registry import BOARDS
from test_browser_boards import open_boards

pytestmark = pytest.mark.browser


def test_hovering_a_legal_cell_shows_the_score_it_would_make(lab, page):
    app = BOARDS["cardcity"]()
    canvas = open_boards(lab, page, "cardcity")
    hover = page.locator(".gk-test-cardcity .gk-hover")
    cell = next(iter(app.board.legal_targets()))
    app.board.pointer.data = {"x": [cell[0]], "y": [cell[1]]}  # the same hover here says what the page must show
    expected = app.board.hover_text.value
    assert "points" in expected

    box = canvas.bounding_box()
    px, py = app.board.canvas_point(*app.board.position(cell))
    page.mouse.move(box["x"] + px - 3, box["y"] + py - 3)
    page.mouse.move(box["x"] + px, box["y"] + py, steps=3)
    page.wait_for_function(
        "([el, text]) => el.innerHTML.includes(text)",
        arg=[hover.element_handle(), expected.split("(")[0].strip()],
        timeout=10_000,
    )
    page.mouse.move(box["x"] - 20, box["y"] - 20)  # leaving the board clears it
    page.wait_for_function("(el) => el.innerText.trim() === ''", arg=hover.element_handle(), timeout=10_000)
    assert lab.errors(page) == []
