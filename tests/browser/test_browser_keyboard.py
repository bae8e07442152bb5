"""Every registered board played by keyboard alone, in JupyterLab (issue 14, point 14): Tab reaches the board's
canvas, the arrow keys move the cursor, Enter plays a legal move, and Enter on a place that is not legal is refused
with its reason and rule. No mouse event is sent. The status line is a live region and every button has a name.

The test builds the same app in this process (same seed) and presses the same keys on it, so it knows what the page
must say after each key.
"""

import os

import pytest
from board_registry import BOARDS

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/boards.ipynb"
MAX_TABS = 250  # the last board on the page lies past every button of the boards above it
# Grows to sorted(BOARDS) as each game's board names all its places (issue 14); KEYBOARD_BOARDS=a,b tries others.
KEYBOARD_BOARDS = os.environ.get("KEYBOARD_BOARDS", "metromania,metropolys,toy").split(",")


def keys_to(board, wanted):
    """Arrow keys (found by trying them on `board`, then undone) that bring the cursor to a place where `wanted`."""
    seen = {board.keys.cursor}
    path = []
    for _ in range(40):
        if board.keys.cursor is not None and wanted(board.keys.cursor):
            return path
        for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            before = board.keys.cursor
            board.keys.press(key)
            if board.keys.cursor not in seen:
                seen.add(board.keys.cursor)
                path.append(key)
                break
            board.keys.cursor = before
        else:
            break
    raise AssertionError("no key path reaches such a place")


@pytest.mark.parametrize("name", KEYBOARD_BOARDS)
def test_a_board_is_played_by_keyboard_alone(lab, page, name):
    app = BOARDS[name]()
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    assert lab.errors(page) == []
    root = f".gk-test-{name}"
    status = page.locator(f"{root} .gk-status").first
    page.locator(f"{root} .gk-canvas canvas").first.wait_for(state="visible")
    # Tab from the heading above the board (JupyterLab's own stops come first) until the canvas has the focus.
    page.locator(f"{root} .gk-canvas").first.evaluate("el => el.closest('.jp-OutputArea').scrollIntoView()")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        if page.evaluate(f"() => !!document.activeElement.closest('{root} .gk-canvas')"):
            break
    else:
        raise AssertionError(f"Tab never reached the {name} board")
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')").startswith("Game board")
    assert status.get_attribute("aria-live") == "polite"  # news and refusals are read out
    unnamed = page.evaluate(
        """(root) => [...document.querySelectorAll(root + ' button')]
             .filter((b) => !(b.innerText.trim() || b.title || b.getAttribute('aria-label')))
             .map((b) => b.outerHTML.slice(0, 120))""",
        root,
    )
    assert unnamed == [], "every button has an accessible name"

    board = app.board
    played = len(app.match.history)  # a registered board may start after some moves
    legal = set(board.legal_targets())
    path = keys_to(board, lambda place: place in legal)
    for key in path:
        page.keyboard.press(key)
    board.keys.press("Enter")
    page.keyboard.press("Enter")
    status.filter(has_text=app.status.text).wait_for(timeout=10_000)
    assert len(app.match.history) == played + 1

    legal = set(board.legal_targets())
    path = keys_to(board, lambda place: place not in legal)
    for key in path:
        page.keyboard.press(key)
    board.keys.press("Enter")
    assert app.status.kind == "warning" and "(rule " in app.status.text
    page.keyboard.press("Enter")
    status.filter(has_text=app.status.text).wait_for(timeout=10_000)
    assert lab.errors(page) == []
