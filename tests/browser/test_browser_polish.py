"""The Polish edition in the browser (issue 18): on each game's board, shown in JupyterLab after
`set_language("pl")` (boards_pl.ipynb), a click plays a move and the status line says so in Polish, and a click on
a place that is not legal is refused with a Polish reason and its rule ID ("(zasada …)").

The test builds the same board here twice, in Polish and in English, and plays the same clicks on both: the page must
show the Polish twin's words, and they must not be the English ones.
"""

import json
import urllib.request

import pytest
from board_registry import BOARDS
from test_browser_boards import click, open_boards

from gamekit import set_language

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/boards_pl.ipynb"
GAMES = [name for name in sorted(BOARDS) if name != "toy"]  # the toy board is the tests' own game, English only


def in_language(code, act, *args):
    """`act(*args)` with the kit in `code`; the kit is in Polish again afterwards, as the page is."""
    set_language(code)
    try:
        return act(*args)
    finally:
        set_language("pl")


def twins(name):
    """The board `name` built in Polish and in English (same seed, so the same places and moves)."""
    english = in_language("en", BOARDS[name])
    return BOARDS[name](), english


def play_both(polish, english, target):
    polish.board.click(target)
    in_language("en", english.board.click, target)


def wait_for_status(page, status, text):
    page.wait_for_function(
        "([el, text]) => el.innerText.trim() === text", arg=[status.element_handle(), text], timeout=10_000
    )


def taking_target(name):
    """A legal place of board `name` that is no longer legal once played (a cell filled, a limited field taken), so
    that a second click on it is refused; the first legal place if there is none."""
    targets = list(BOARDS[name]().board.legal_targets())
    for target in targets[:20]:
        scratch = BOARDS[name]()
        scratch.board.click(target)
        if target not in set(scratch.board.legal_targets()):
            return target
    return targets[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_move_and_a_refusal_in_polish(lab, page, name):
    target = taking_target(name)
    polish, english = twins(name)
    canvas = open_boards(lab, page, name, NOTEBOOK)
    status = page.locator(f".gk-test-{name} .gk-status")
    wait_for_status(page, status, polish.status.text)

    click(page, canvas, polish.board, target)
    play_both(polish, english, target)
    wait_for_status(page, status, polish.status.text)
    assert polish.match.history == english.match.history and polish.status.text != english.status.text

    tried = []
    for place in [target, *polish.board.places()]:  # places not legal now, until one is refused
        if place in set(polish.board.legal_targets()) or place in tried or len(tried) == 10:
            continue
        tried.append(place)
        click(page, canvas, polish.board, place)
        play_both(polish, english, place)
        wait_for_status(page, status, polish.status.text)
        if polish.status.kind == "warning":
            break
    assert polish.status.kind == "warning" and "(zasada " in polish.status.text, polish.status.text
    assert polish.status.text != english.status.text
    assert lab.errors(page) == [] and polish.errors == []


def set_lab_language(lab, locale):
    """Choose JupyterLab's own language, as Settings → Language does (the server's user settings)."""
    body = json.dumps({"raw": json.dumps({"locale": locale})}).encode()
    request = urllib.request.Request(
        f"{lab.url}/lab/api/settings/@jupyterlab/translation-extension:plugin",
        data=body,
        method="PUT",
        headers={"Authorization": f"token {lab.token}", "Content-Type": "application/json"},
    )
    urllib.request.urlopen(request, timeout=10).close()


def test_jupyterlab_itself_speaks_polish_with_its_language_pack(lab, page):
    """The notebook extra's language pack: JupyterLab's menus in Polish on the Polish start notebook, once chosen."""
    try:
        set_lab_language(lab, "pl_PL")
        page.goto(f"{lab.url}/lab/tree/notebooks/pl/00_start_here.ipynb?reset&token={lab.token}")
        for polish in ("Plik", "Edycja", "Uruchom", "Ustawienia"):
            page.locator(".lm-MenuBar-item", has_text=polish).first.wait_for(timeout=60_000)
        page.locator(".jp-Notebook .jp-MarkdownCell").first.wait_for(timeout=60_000)  # the Polish lesson is open
    finally:
        set_lab_language(lab, "default")
        lab.shutdown_kernels()
