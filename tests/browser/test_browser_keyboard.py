"""Every registered board played by keyboard alone, in JupyterLab (issue 14, point 14): Tab reaches the board's
canvas, the arrow keys move the cursor, Enter plays a legal move, and Enter on a place that is not legal is refused
with its reason and rule. No mouse event is sent. The status line is a live region and every button has a name.

The test builds the same app in this process (same seed) and presses the same keys on it, so it knows what the page
must say after each key.
"""

import os

import pytest
from board_registry import BOARDS

from widgets.keyboard import ARROWS

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/boards.ipynb"
MAX_TABS = 250  # the last board on the page lies past every button of the boards above it
# Every registered board but the full Warsaw game, whose keyboard play (a delegation, then the taken field refused
# with W-DELEG-2) tests/browser/test_browser_warsaw_game.py tests on its own position; KEYBOARD_BOARDS=a,b picks some.
DEFAULT_BOARDS = [name for name in sorted(BOARDS) if name != "warsaw_game"]
KEYBOARD_BOARDS = os.environ["KEYBOARD_BOARDS"].split(",") if os.environ.get("KEYBOARD_BOARDS") else DEFAULT_BOARDS


def keys_to(board, wanted):
    """The shortest arrow-key path from where the cursor is to a place where `wanted(place)`, found on the twin
    `board`, which then walks it, so that its cursor and status line are what the page's will be."""
    keys = board.keys
    prefix = []
    if keys.cursor is None:  # the first arrow puts the cursor on the first legal place
        keys.press("ArrowRight")
        prefix = ["ArrowRight"]
    start = keys.cursor
    paths, frontier, found = {start: []}, [start], None
    while frontier and found is None:
        place = frontier.pop(0)
        if wanted(place):
            found = paths[place]
            break
        for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            keys.cursor = place
            keys.move(ARROWS[key])
            if keys.cursor not in paths:
                paths[keys.cursor] = [*paths[place], key]
                frontier.append(keys.cursor)
    if found is None:
        raise AssertionError("no key path reaches such a place")
    keys.cursor = start
    for key in found:
        keys.press(key)
    return prefix + found


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
    kind = type(board.keys.cursor)  # the kind of place just played (a cell, a field, a side…)
    board.keys.press("Enter")
    page.keyboard.press("Enter")
    status.filter(has_text=app.status.text).wait_for(timeout=10_000)
    assert len(app.match.history) == played + 1

    # Then places of the same kind that are not marked, one after another, until one is refused with its rule (on
    # some boards an unmarked place only asks for something first, as "show your hand"): the page gets the same keys.
    tried = set()
    for _ in range(10):
        legal = set(board.legal_targets())
        path = keys_to(  # moves the twin's cursor there: a place of the kind just played, not marked now
            board, lambda place, legal=legal: type(place) is kind and place not in legal and place not in tried
        )
        tried.add(board.keys.cursor)
        board.keys.press("Enter")
        for key in [*path, "Enter"]:
            page.keyboard.press(key)
        status.filter(has_text=app.status.text).wait_for(timeout=10_000)
        if app.status.kind == "warning":
            break
    assert app.status.kind == "warning" and "(rule " in app.status.text
    assert len(app.match.history) == played + 1  # the refused moves changed nothing
    assert lab.errors(page) == []
