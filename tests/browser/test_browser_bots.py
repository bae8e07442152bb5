"""A Metropolys game against the computer in JupyterLab (issue 15 point 5): a click on a legal place bids there, the
status line says the computer is thinking, and within a few seconds the computer's answer appears in the move log,
named as the computer's, while the person's own goals stay on show. The kernel plays the computer's move after its
pause, on the kernel's asyncio loop, with no click. A game the computer starts shows its first moves on its own.

The same game is built in this process with no pause (the computer answers at once, with the same move: a greedy
bot's choice depends only on its seed and the public position), so the test knows the page's move log.
"""

import time

import pytest
from test_browser_boards import click

from widgets import play

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/bots.ipynb"
ROOT = ".gk-test-bots"
ANSWER_S = 5  # the computer's pause is 0.6 s; a greedy move takes well under a second
RECORD_JS = """(selector) => {
  const status = document.querySelector(selector);
  window.__gkSaid = [];
  new MutationObserver(() => window.__gkSaid.push(status.innerText.trim()))
    .observe(status, {subtree: true, childList: true, characterData: true});
}"""  # every text the status line shows from now on


def test_the_computer_answers_a_click_in_the_move_log_within_seconds(lab, page):
    app = play("metropolys", players=["you", "greedy"], seed=1, first_player=0, pause=0)
    board = app.board
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    assert lab.errors(page) == []
    canvas = page.locator(f"{ROOT} .gk-canvas canvas").first
    canvas.wait_for(state="visible")
    status = page.locator(f"{ROOT} .gk-status")
    log = page.locator(f"{ROOT} .gk-log")
    assert status.inner_text() == app.status.text
    seats = page.locator(f"{ROOT} .gk-seat select")
    assert seats.count() == 2 and seats.nth(1).input_value() == "computer: greedy"
    assert page.locator(f"{ROOT} .gk-goals").inner_text().startswith("Secret goals")  # the person's, on show

    page.evaluate(RECORD_JS, f"{ROOT} .gk-status")
    target = next(iter(board.legal_targets()))
    click(page, canvas, board, target)
    clicked = time.monotonic()
    board.click(target)
    answers = app.match.history[1:]  # the computer's moves, until the person is to move again
    assert answers and app.match.current_player == 0 and app.errors == []
    line = f"Grey (computer, greedy) (G): {answers[-1]}"

    log.filter(has_text=line).wait_for(timeout=ANSWER_S * 1000)
    waited = time.monotonic() - clicked
    said = page.evaluate("() => window.__gkSaid")  # thinking before each move: the page repaints between them
    assert said.count("Grey (computer, greedy) is thinking…") >= len(answers)
    assert page.locator(f"{ROOT} .gk-log li").count() == len(app.match.history) and waited < ANSWER_S
    assert page.locator(f"{ROOT} .gk-goals").inner_text().startswith("Secret goals")
    print(f"click → the computer's move in the log: {waited:.2f} s")
    assert lab.errors(page) == []


def test_a_computer_that_starts_moves_once_the_page_shows_the_game(lab, page):
    app = play("metropolys", players=["greedy", "you"], seed=1, first_player=0, pause=0)
    assert app.match.history and app.match.current_player == 1
    lab.open(page, NOTEBOOK)
    lab.run_all(page)
    log = page.locator(".gk-test-bots-first .gk-log")
    log.filter(has_text=f"Blue (computer, greedy) (B): {app.match.history[-1]}").wait_for(timeout=ANSWER_S * 1000)
    assert page.locator(".gk-test-bots-first .gk-log li").count() == len(app.match.history)
    assert lab.errors(page) == []
